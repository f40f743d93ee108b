/** The public town square: the public view of a published game, cached per game version. */
import { loadGame, loadGameBySlug, type LoadedGame } from "./db/event-store";
import { publicView, type PublicView } from "./game/views";

export interface PublicTown {
  gameId: string;
  version: number;
  etag: string;
  view: PublicView;
}

/** Per game: the newest public town built, or null when the game was not public at that version. */
const cache = new Map<string, { version: number; town: PublicTown | null }>();
/** Loads in flight per game, so a burst of live subscribers costs one load. */
const inflight = new Map<string, Promise<PublicTown | null>>();

function build(game: LoadedGame): PublicTown | null {
  const hit = cache.get(game.id);
  if (hit && hit.version === game.version) return hit.town;
  const town = game.state.core.published
    ? { gameId: game.id, version: game.version, etag: `${game.id.slice(0, 8)}-${game.version}`, view: publicView(game.state, new Date()) }
    : null;
  cache.set(game.id, { version: game.version, town });
  return town;
}

export async function loadPublicTown(slug: string): Promise<PublicTown | null> {
  const game = await loadGameBySlug(slug);
  return game ? build(game) : null;
}

/**
 * The public town at version `atLeast` or newer, for live streams: answered from the cache when it is
 * fresh enough, else by one shared load.
 */
export async function publicTownFor(gameId: string, atLeast: number): Promise<PublicTown | null> {
  const hit = cache.get(gameId);
  if (hit && atLeast >= 0 && hit.version >= atLeast) return hit.town;
  let p = inflight.get(gameId);
  if (!p) {
    p = loadGame(gameId)
      .then((g) => (g ? build(g) : null))
      .finally(() => inflight.delete(gameId));
    inflight.set(gameId, p);
  }
  const town = await p;
  // A load that started before version `atLeast` was written returns older news: load again.
  if (town && town.version < atLeast) return publicTownFor(gameId, atLeast);
  return town;
}
