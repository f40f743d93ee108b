import { bold, bulletList, escapeText, joinBlocks, table, type TextFormat } from "./format";
import { deathLabel, postWords, seatNamer, type PostInput } from "./input";
import { namesAmong, viewCharacters } from "../character-names";

/** The living in seat order, travellers marked; the dead with how and when, and their ghost vote. */
export function townListsPost(input: PostInput, format: TextFormat): string {
  const name = seatNamer(input, format);
  const w = postWords(input);
  const who = (seatId: string) => {
    const traveller = input.view.travellers.find((t) => t.seatId === seatId);
    return traveller
      ? w("withTraveller", { name: name(seatId), character: escapeText(format, traveller.name) })
      : name(seatId);
  };
  const living = input.view.grimoire.filter((s) => s.alive);
  const dead = input.view.grimoire.filter((s) => !s.alive);
  const ghost = (g: "available" | "spent" | null) => w(g === "spent" ? "ghostUsed" : "ghostAvailable");
  // The house rule: a dead seat declared claiming Moonchild says so beside its death.
  const death = (s: (typeof dead)[number]) => {
    const label = deathLabel(w, s.label);
    return s.claimDeclared
      ? w("claimsMoonchild", { death: label, ...namesAmong(viewCharacters(input.view), "moonchild") })
      : label;
  };
  const deadLines =
    dead.length === 0
      ? [w("nobodyHasDied")]
      : format === "discord"
        ? bulletList(
            format,
            dead.map((s) => w("deadLine", { who: who(s.seatId), death: death(s), ghost: ghost(s.ghostVote) })),
          )
        : table(
            format,
            [w("player"), w("death"), w("ghostVote")],
            dead.map((s) => [who(s.seatId), death(s), ghost(s.ghostVote)]),
          );
  return joinBlocks(format, [
    [bold(format, w("alive", { count: living.length }))],
    living.length
      ? bulletList(
          format,
          living.map((s) => who(s.seatId)),
        )
      : [w("nobody")],
    [bold(format, w("deadCount", { count: dead.length }))],
    deadLines,
  ]);
}
