/** The games list: each game with what it says about itself (phase, alive, deadline, what waits). */
import type { ListSummary } from "../game/list-summary";
import type { GameState } from "../game/ruleset";
import { engine } from "../registry";
import { loadStates } from "./event-store";
import { listGamesFor, type GameSummary } from "./games";

export interface ListedGame extends GameSummary {
  summary: ListSummary;
}

export async function listGamesWithSummaries(userId: string, now: Date): Promise<ListedGame[]> {
  const games = await listGamesFor(userId);
  const states = await loadStates(games);
  return games.map((g) => ({ ...g, summary: summaryOf(g, states, now) }));
}

/** One game that cannot be read must not take the whole list down: it says so, and opens as usual. */
function summaryOf(g: GameSummary, states: Map<string, GameState>, now: Date): ListSummary {
  try {
    return engine.listSummary(states.get(g.id)!, now);
  } catch (e) {
    console.error(`[games list] game ${g.id}:`, e);
    return { phase: "Could not read this game's state", alive: null, deadline: null, waiting: [], over: false };
  }
}
