/** The games list: each game with what it says about itself (phase, alive, deadline, what waits). */
import type { ListSummary } from "../game/list-summary";
import { engine } from "../registry";
import { loadStates } from "./event-store";
import { listGamesFor, type GameSummary } from "./games";

export interface ListedGame extends GameSummary {
  summary: ListSummary;
}

export async function listGamesWithSummaries(userId: string, now: Date): Promise<ListedGame[]> {
  const games = await listGamesFor(userId);
  const states = await loadStates(games);
  return games.map((g) => ({ ...g, summary: engine.listSummary(states.get(g.id)!, now) }));
}
