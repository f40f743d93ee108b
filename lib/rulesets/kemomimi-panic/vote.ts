import type { SeatId } from "../../game/core";
import { activeWith, inGame, type KemomimiState, type Verdict } from "./state";

/**
 * Who takes part in today's vote: the players still in the game, less the one Student Luma barred.
 * "If half of the participants or less raised their hands": a barred player does not take part, so
 * she is not counted among the participants either.
 */
export function voteParticipants(s: KemomimiState): SeatId[] {
  return inGame(s)
    .map((p) => p.seatId)
    .filter((id) => id !== s.today.barredVoter);
}

/** Guilty when more than half of the participants raised their hand; half or fewer: innocent. */
export function verdictFor(raised: number, participants: number): Verdict {
  return raised * 2 > participants ? "guilty" : "innocent";
}

/** The fewest raised hands that make a suspect guilty. */
export const handsNeeded = (participants: number) => Math.floor(participants / 2) + 1;

/**
 * The hands that count: recorded hands of participants; when Elder Twin Cyril forced the Younger
 * Twin to vote as her, Beryl's hand is Cyril's (and stays down when Cyril was barred from voting).
 */
export function countedHands(s: KemomimiState, seatOrder: readonly SeatId[]): SeatId[] {
  const participants = voteParticipants(s);
  const raised = new Set(s.today.hands.filter((id) => participants.includes(id)));
  const cyril = activeWith(s, "cyril");
  const beryl = activeWith(s, "beryl");
  if (s.today.twinVoteForced && cyril && beryl && participants.includes(beryl.seatId)) {
    if (raised.has(cyril.seatId)) raised.add(beryl.seatId);
    else raised.delete(beryl.seatId);
  }
  return seatOrder.filter((id) => raised.has(id));
}

export function tally(s: KemomimiState, seatOrder: readonly SeatId[]) {
  const raised = countedHands(s, seatOrder);
  const participants = voteParticipants(s).length;
  return { raised, participants, needed: handsNeeded(participants), verdict: verdictFor(raised.length, participants) };
}
