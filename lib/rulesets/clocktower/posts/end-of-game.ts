import { bold, bulletList, escapeText, joinBlocks, table, type TextFormat } from "./format";
import { postWords, type PostInput } from "./input";

/** The winner and, once the storyteller publishes it, the whole grimoire and the Demon's bluffs. Null before the end. */
export function endOfGamePost(input: PostInput, format: TextFormat): string | null {
  const { winner, reveal } = input.view;
  if (!winner) return null;
  const w = postWords(input);
  const heading = [bold(format, w("gameOver", { winner: w(`alignments.${winner}`) }))];
  if (!reveal) return joinBlocks(format, [heading, [w("notRevealed")]]);
  const rows = reveal.seats.map((s) => {
    const character = escapeText(format, s.characterName);
    return {
      name: escapeText(format, s.name),
      character: s.traveller ? w("travellerMark", { character }) : character,
      alignment: s.alignment,
    };
  });
  const grimoire =
    format === "discord"
      ? bulletList(
          format,
          rows.map((r) =>
            w("revealLine", {
              name: r.name,
              character: r.character,
              alignment: w(`alignments.${r.alignment}`),
            }),
          ),
        )
      : table(
          format,
          [w("player"), w("character"), w("alignment")],
          rows.map((r) => [r.name, r.character, w(`alignmentsCap.${r.alignment}`)]),
        );
  const bluffs = reveal.bluffs.length
    ? reveal.bluffs.map((b) => escapeText(format, b.name)).join(w("separator"))
    : w("none");
  // not text: the bluffs' heading and list, both already in the post's language, side by side
  return joinBlocks(format, [heading, grimoire, [`${bold(format, w("bluffs"))} ${bluffs}`]]);
}
