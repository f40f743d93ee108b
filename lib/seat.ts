/** A player's page: their seat's view, reached only through their private link. */
import { loadGame } from "./db/event-store";
import { resolveSeatToken } from "./db/seat-links";
import { type PlayerView } from "./game/views";
import { engine } from "./registry";

export interface PlayerSeat {
  gameId: string;
  slug: string;
  seatId: string;
  version: number;
  published: boolean;
  view: PlayerView;
}

/** Null for an unknown or revoked token, or a seat that has left the game: all a plain 404. */
export async function loadPlayerSeat(token: string): Promise<PlayerSeat | null> {
  const link = await resolveSeatToken(token);
  if (!link) return null;
  const game = await loadGame(link.gameId);
  if (!game || !game.state.core.seats.some((s) => s.id === link.seatId)) return null;
  return {
    gameId: game.id,
    slug: game.slug,
    seatId: link.seatId,
    version: game.version,
    published: game.state.core.published,
    view: engine.playerView(game.state, link.seatId, new Date()),
  };
}
