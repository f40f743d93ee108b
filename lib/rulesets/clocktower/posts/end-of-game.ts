import { bold, bulletList, escapeText, joinBlocks, table, type PostFormat } from "./format";
import type { PostInput } from "./input";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The winner and, once the storyteller publishes it, the whole grimoire and the Demon's bluffs. Null before the end. */
export function endOfGamePost(input: PostInput, format: PostFormat): string | null {
  const { winner, reveal } = input.view;
  if (!winner) return null;
  const heading = [bold(format, `The game is over: ${winner} wins!`)];
  if (!reveal) return joinBlocks(format, [heading, ["The grimoire has not been revealed."]]);
  const rows = reveal.seats.map((s) => ({
    name: escapeText(format, s.name),
    character: `${escapeText(format, s.characterName)}${s.traveller ? " (traveller)" : ""}`,
    alignment: s.alignment,
  }));
  const grimoire =
    format === "discord"
      ? bulletList(
          format,
          rows.map((r) => `${r.name}: ${r.character}, ${r.alignment}`),
        )
      : table(
          format,
          ["Player", "Character", "Alignment"],
          rows.map((r) => [r.name, r.character, cap(r.alignment)]),
        );
  const bluffs = reveal.bluffs.length ? reveal.bluffs.map((b) => escapeText(format, b.name)).join(", ") : "none";
  return joinBlocks(format, [heading, grimoire, [`${bold(format, "Demon bluffs:")} ${bluffs}`]]);
}
