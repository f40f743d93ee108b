import { msg, type Message, type MessageValue } from "../../i18n/message";
import { listMsg } from "./names";
import type { SeatId } from "../../game/core";
import type { Side } from "./roles";
import type { EndReason, SecretMoonMatch } from "./state";

/**
 * The rulebook only says the most victory points wins the match. Here every winner of a game scores
 * one point, captured or not, the Thief included; losers and NPC cards score nothing.
 */
export const POINTS_PER_WIN = 1;

/** The scoring as players read it (town square, README). A tie is shared: the rulebook names no tie-break. */
export function scoringRule(withThief: boolean): Message {
  return msg("secretMoon.scoring.rule", { withThief: withThief ? "yes" : "no" });
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
export function matchResultLine(table: MatchTable, name: (seatId: SeatId) => MessageValue): Message | null {
  if (!table.complete) return null;
  const top = table.points.find((p) => table.leaders.includes(p.seatId))?.points ?? 0;
  const names = table.leaders.map(name);
  if (names.length === 0) return msg("secretMoon.scoring.noWinner");
  if (names.length === 1) return msg("secretMoon.scoring.winner", { name: names[0]!, points: top });
  return msg("secretMoon.scoring.shared", { names: listMsg(names, { last: true }), points: top });
}
