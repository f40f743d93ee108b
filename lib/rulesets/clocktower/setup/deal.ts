import type { Rng } from "../../../game/rng";
import type { SeatId } from "../../../game/core";
import type { Script } from "../script/types";

/**
 * The deal: the bag shuffled with the given rng, one character to each seat in seat order. Replaying
 * with an rng of the same seed gives the same deal. A bag without duplicates gives every seat a
 * different character.
 */
export function dealBag(seatIds: readonly SeatId[], characterIds: readonly string[], rng: Rng): Record<SeatId, string> {
  if (characterIds.length < seatIds.length)
    throw new Error(`dealBag: ${characterIds.length} characters for ${seatIds.length} seats`);
  const shuffled = rng.shuffle(characterIds);
  const out: Record<SeatId, string> = {};
  seatIds.forEach((seat, i) => {
    out[seat] = shuffled[i]!;
  });
  return out;
}

/**
 * Three good characters not in play for the Demon to bluff, at random: Townsfolk first, Outsiders only
 * when too few Townsfolk are left.
 */
export function suggestBluffs(
  script: Script,
  inPlay: ReadonlySet<string> | readonly string[],
  rng: Rng,
  count = 3,
): string[] {
  const used = new Set(inPlay);
  const free = (team: "townsfolk" | "outsider") =>
    rng.shuffle(script.characters.filter((c) => c.team === team && !used.has(c.id)).map((c) => c.id));
  return [...free("townsfolk"), ...free("outsider")].slice(0, count);
}

/** A fresh seed for a deal, drawn from the command's rng and stored in the event. */
export function drawSeed(rng: Rng): string {
  return (
    "deal-" +
    rng
      .int(36 ** 8)
      .toString(36)
      .padStart(8, "0")
  );
}
