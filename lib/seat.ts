/** A player's page: their seat's view, reached only through their private link. */
import { loadGameForViews } from "./service/games";
import { markSeatLinkOpened, resolveSeatToken } from "./db/seat-links";
import { type PlayerView } from "./game/views";
import { seatViewVersion } from "./game/view-versions";
import { engine } from "./registry";

export interface PlayerSeat {
  gameId: string;
  slug: string;
  seatId: string;
  /** The version of what this seat sees (public view and own part), never the game's event count. */
  version: number;
  published: boolean;
  view: PlayerView;
}

/**
 * Null for an unknown or revoked token, or a seat that has left the game: all a plain 404. The first
 * load through a link records that it was opened (the host's "opened by 4 of 5").
 */
export async function loadPlayerSeat(token: string): Promise<PlayerSeat | null> {
  const link = await resolveSeatToken(token);
  if (!link) return null;
  const game = await loadGameForViews(link.gameId);
  if (!game || !game.state.core.seats.some((s) => s.id === link.seatId)) return null;
  await markSeatLinkOpened(token, new Date());
  return {
    gameId: game.id,
    slug: game.slug,
    seatId: link.seatId,
    version: seatViewVersion(game.views, link.seatId),
    published: game.state.core.published,
    view: engine.livePlayerView(game.state, link.seatId, new Date()),
  };
}

/** Loads in flight per game, shared by every seat stream of the game in this process. */
const inflight = new Map<string, ReturnType<typeof loadGameForViews>>();

/**
 * What `seatId` sees as of the newest event, for the seat's stream: its version now, and the seat
 * itself (the player view, built only when asked: most frames find the version unchanged). Null
 * when the game is gone or the seat has left it.
 */
export async function playerSeatFor(
  gameId: string,
  seatId: string,
): Promise<{ version: number; seat: () => PlayerSeat } | null> {
  let p = inflight.get(gameId);
  if (!p) {
    p = loadGameForViews(gameId).finally(() => inflight.delete(gameId));
    inflight.set(gameId, p);
  }
  const game = await p;
  if (!game || !game.state.core.seats.some((s) => s.id === seatId)) return null;
  const version = seatViewVersion(game.views, seatId);
  return {
    version,
    seat: () => ({
      gameId: game.id,
      slug: game.slug,
      seatId,
      version,
      published: game.state.core.published,
      view: engine.livePlayerView(game.state, seatId, new Date()),
    }),
  };
}
