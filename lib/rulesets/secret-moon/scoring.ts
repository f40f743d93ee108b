import type { SeatId } from "../../game/core";
import type { Side } from "./roles";
import type { EndReason, SecretMoonMatch } from "./state";

/**
 * The rulebook only says the most victory points wins the match. Here every winner of a game scores
 * one point, captured or not, the Thief included; losers and NPC cards score nothing.
 */
export const POINTS_PER_WIN = 1;

/** The scoring as players read it (town square, README). A tie is shared: the rulebook names no tie-break. */
export function scoringRule(withThief: boolean): string {
  const winners = withThief
    ? "the whole winning team, captured players included, or the Thief alone when she takes the win"
    : "the whole winning team, captured players included";
  return `Every winner of a game scores 1 point: ${winners}. After the match's last game the most points wins the match; players tied on the most points share the win.`;
}

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

/** The match's last line once it is complete: who wins it, or who shares it; null before. */
export function matchResultLine(table: MatchTable, name: (seatId: SeatId) => string): string | null {
  if (!table.complete) return null;
  const top = table.points.find((p) => table.leaders.includes(p.seatId))?.points ?? 0;
  const pts = (n: number) => `${n} ${n === 1 ? "point" : "points"}`;
  const names = table.leaders.map(name);
  if (names.length === 0) return "Nobody scored a point: the match has no winner.";
  if (names.length === 1) return `${names[0]} wins the match with ${pts(top)}.`;
  const list = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `${list} share the match win with ${pts(top)} each.`;
}
