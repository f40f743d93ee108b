import type { SeatId } from "../../game/core";
import type { Rng } from "../../game/rng";
import type { CharacterId } from "./characters";
import { isThief, type RoleId } from "./roles";
import { thievesFor } from "./setup";

export interface DealtSeat {
  seatId: SeatId;
  character: CharacterId;
  role: RoleId;
}

export interface DealResult {
  seats: DealtSeat[];
  /** Returned to the box unseen: never revealed. */
  removed: RoleId[];
}

/**
 * Deals as the rulebook does. Characters: shuffled and dealt one each (unless the moderator placed
 * them). Roles: take out the thief (both at 8 players), add one plain Civilian (two at 8), shuffle,
 * return one card (two at 8) to the box unseen, put the thieves back, shuffle again, deal one each.
 * `seatIds` are in seat order; the result follows that order.
 */
export function dealCards(
  seatIds: readonly SeatId[],
  characters: readonly CharacterId[],
  roles: readonly RoleId[],
  rng: Rng,
  placedCharacters?: Partial<Record<SeatId, CharacterId>>,
): DealResult {
  const extra = thievesFor(seatIds.length);
  const thieves = roles.filter(isThief);
  const others = [...roles.filter((r) => !isThief(r)), ...Array<RoleId>(extra).fill("civilian")];
  const mixed = rng.shuffle(others);
  const removed = mixed.slice(0, extra);
  const deck = rng.shuffle([...mixed.slice(extra), ...thieves]);
  const characterDeck = placedCharacters ? seatIds.map((id) => placedCharacters[id]!) : rng.shuffle(characters);
  return {
    seats: seatIds.map((seatId, i) => ({ seatId, character: characterDeck[i]!, role: deck[i]! })),
    removed,
  };
}
