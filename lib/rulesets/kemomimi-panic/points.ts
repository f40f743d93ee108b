import type { SeatId } from "../../game/core";
import type { Winner } from "./state";

/** The optional points rule. */
export const POINTS = {
  civilians: 2, // each Civilian when the Civilians win
  thieves: 3, // each Thief when the thieves win
  informant: 7, // the Informant when she wins
  stillIn: 1, // everyone still in the game, whoever won
  crown: 10, // play until someone reaches this
} as const;

const WIN_POINTS: Record<Winner, number> = {
  civilians: POINTS.civilians,
  thieves: POINTS.thieves,
  informant: POINTS.informant,
};

/** Points each dealt seat earns in one game. */
export function scoreGame(
  players: ReadonlyArray<{ seatId: SeatId; out: boolean }>,
  winner: Winner,
  winners: readonly SeatId[],
): Record<SeatId, number> {
  const out: Record<SeatId, number> = {};
  for (const p of players)
    out[p.seatId] = (winners.includes(p.seatId) ? WIN_POINTS[winner] : 0) + (p.out ? 0 : POINTS.stillIn);
  return out;
}

/** A match: games in order, each the points by player (a stable key such as the player's name). */
export interface MatchTable {
  games: Array<Record<string, number>>;
  totals: Record<string, number>;
  /** Who is crowned King/Queen of Beast-ears, once someone reached 10 points (empty before). */
  crowned: string[];
}

export function newMatch(): MatchTable {
  return { games: [], totals: {}, crowned: [] };
}

/**
 * Adds a game's points. Once anyone reaches 10, the match is over: the player with the most points
 * is crowned (players tied on the most points share the crown: the rulebook does not break ties).
 * Games added after a crowning are ignored.
 */
export function addGameToMatch(table: MatchTable, points: Record<string, number>): MatchTable {
  if (table.crowned.length) return table;
  const totals = { ...table.totals };
  for (const [player, p] of Object.entries(points)) totals[player] = (totals[player] ?? 0) + p;
  return { games: [...table.games, points], totals, crowned: crowned(totals) };
}

export function crowned(totals: Record<string, number>): string[] {
  const best = Math.max(0, ...Object.values(totals));
  if (best < POINTS.crown) return [];
  return Object.keys(totals).filter((k) => totals[k] === best);
}

/** The match table of the games played so far (each game's points by seat). */
export function matchTable(games: ReadonlyArray<Record<string, number>>): MatchTable {
  return games.reduce(addGameToMatch, newMatch());
}
