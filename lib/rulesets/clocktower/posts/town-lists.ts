import { bold, bulletList, escapeText, joinBlocks, table, type PostFormat } from "./format";
import { seatNamer, type PostInput } from "./input";

/** The living in seat order, travellers marked; the dead with how and when, and their ghost vote. */
export function townListsPost(input: PostInput, format: PostFormat): string {
  const name = seatNamer(input, format);
  const who = (seatId: string) => {
    const traveller = input.view.travellers.find((t) => t.seatId === seatId);
    return traveller ? `${name(seatId)} (traveller: ${escapeText(format, traveller.name)})` : name(seatId);
  };
  const living = input.view.grimoire.filter((s) => s.alive);
  const dead = input.view.grimoire.filter((s) => !s.alive);
  const ghost = (g: "available" | "spent" | null) => (g === "spent" ? "used" : "available");
  // The house rule: a dead seat declared claiming Moonchild says so beside its death.
  const death = (s: (typeof dead)[number]) => `${s.label ?? "Dead"}${s.claimDeclared ? ", claims Moonchild" : ""}`;
  const deadLines =
    dead.length === 0
      ? ["Nobody has died."]
      : format === "discord"
        ? bulletList(
            format,
            dead.map((s) => `${who(s.seatId)}: ${death(s)}, ghost vote ${ghost(s.ghostVote)}`),
          )
        : table(
            format,
            ["Player", "Death", "Ghost vote"],
            dead.map((s) => [who(s.seatId), death(s), ghost(s.ghostVote)]),
          );
  return joinBlocks(format, [
    [bold(format, `Alive (${living.length})`)],
    living.length
      ? bulletList(
          format,
          living.map((s) => who(s.seatId)),
        )
      : ["Nobody."],
    [bold(format, `Dead (${dead.length})`)],
    deadLines,
  ]);
}
