import type { SeatId } from "../../game/core";
import type { Side } from "./roles";
import type { EndReason, SecretMoonMatch } from "./state";

/**
 * The rulebook only says the most victory points wins the match. Here every winner of a game scores
 * one point, captured or not, the Thief included; losers and NPC cards score nothing.
 */
export const POINTS_PER_WIN = 1;

export interface MatchTable {
  matchLength: number;
  gamesPlayed: number;
  complete: boolean;
  games: Array<{
    gameNumber: number;
    side: Side;
    reason: EndReason;
    voidedSide: Exclude<Side, "thief"> | null;
    winners: SeatId[];
  }>;
  points: Array<{ seatId: SeatId; points: number }>;
  /** The seats with the most points (several on a tie); empty before any game ends. */
  leaders: SeatId[];
}

export function matchTable(match: SecretMoonMatch): MatchTable {
  const seats = [...match.seats];
  for (const r of match.results) for (const w of r.winners) if (!seats.includes(w)) seats.push(w);
  for (const s of match.game.players) if (!seats.includes(s)) seats.push(s);
  const points = seats.map((seatId) => ({
    seatId,
    points: match.results.filter((r) => r.winners.includes(seatId)).length * POINTS_PER_WIN,
  }));
  const top = Math.max(0, ...points.map((p) => p.points));
  return {
    matchLength: match.options.matchLength,
    gamesPlayed: match.results.length,
    complete: match.results.length >= match.options.matchLength,
    games: match.results.map((r) => ({
      gameNumber: r.gameNumber,
      side: r.side,
      reason: r.reason,
      voidedSide: r.voidedSide,
      winners: [...r.winners],
    })),
    points,
    leaders: top === 0 ? [] : points.filter((p) => p.points === top).map((p) => p.seatId),
  };
}
