/** The public town square: the public view of a published game, cached per game version. */
import { loadGameBySlug } from "./db/event-store";
import { publicView, type PublicView } from "./game/views";

export interface PublicTown {
  version: number;
  etag: string;
  view: PublicView;
}

const cache = new Map<string, { version: number; town: PublicTown }>();

export async function loadPublicTown(slug: string): Promise<PublicTown | null> {
  const game = await loadGameBySlug(slug);
  if (!game || !game.state.core.published) return null;
  const hit = cache.get(game.id);
  if (hit && hit.version === game.version) return hit.town;
  const town = { version: game.version, etag: `${game.id.slice(0, 8)}-${game.version}`, view: publicView(game.state, new Date()) };
  cache.set(game.id, { version: game.version, town });
  return town;
}
