/** The games list: each game with what it says about itself (phase, alive, deadline, what waits). */
import type { ListSummary } from "../game/list-summary";
import type { GameState } from "../game/ruleset";
import { engine } from "../registry";
import { loadStates } from "./event-store";
import { listGamesFor, type GameSummary } from "./games";

/** A listed game: its `version` is the moderators' version, as everywhere a moderator reads one. */
export interface ListedGame extends Omit<GameSummary, "moderatorVersion"> {
  summary: ListSummary;
}

export async function listGamesWithSummaries(userId: string, now: Date): Promise<ListedGame[]> {
  const games = await listGamesFor(userId);
  const states = await loadStates(games);
  return games.map(({ moderatorVersion, ...g }) => ({
    ...g,
    version: moderatorVersion,
    summary: summaryOf(g, states, now),
  }));
}

/** One game that cannot be read must not take the whole list down: it says so, and opens as usual. */
function summaryOf(g: Pick<GameSummary, "id">, states: Map<string, GameState>, now: Date): ListSummary {
  try {
    return engine.listSummary(states.get(g.id)!, now);
  } catch (e) {
    console.error(`[games list] game ${g.id}:`, e);
    return { phase: "Could not read this game's state", alive: null, deadline: null, waiting: [], over: false };
  }
}
