import type { SeatId } from "../../game/core";
import { ROLES, isThief } from "./roles";
import { inGame, type KemomimiState, type Winner } from "./state";
import type { Message } from "../../i18n/message";
import { k } from "./words";

export interface End {
  winner: Winner;
  winners: SeatId[];
  reason: Message;
}

/**
 * The game ends at once when no thief is left, or when only two players are left.
 * - No thief left: all Civilians win, those out of the game included.
 * - Two left, a Thief and a Civilian: the thief side wins. "The Thief (thieves) wins": at 8 players
 *   the thief who was caught earlier wins with her partner.
 * - Two left, a Thief and the Informant: the Informant wins.
 * - Two left, both thieves: both win.
 * At 8 players, catching one thief does not end the game: a thief is still left.
 */
export function checkEnd(s: KemomimiState): End | null {
  if (s.players.length === 0) return null;
  const left = inGame(s);
  const all = (team: "civilian" | "thief" | "informant") =>
    s.players.filter((p) => ROLES[p.role].team === team).map((p) => p.seatId);
  if (!left.some((p) => isThief(p.role)))
    return { winner: "civilians", winners: all("civilian"), reason: k("end.noThief") };
  if (left.length > 2) return null;
  const informant = left.find((p) => ROLES[p.role].team === "informant");
  if (informant)
    return {
      winner: "informant",
      winners: [informant.seatId],
      reason: k("end.informant"),
    };
  const reason =
    left.length === 2 && left.every((p) => isThief(p.role)) ? k("end.twoThieves") : k("end.thiefAndCivilian");
  return { winner: "thieves", winners: all("thief"), reason };
}
