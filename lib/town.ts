/** The public town square: the public view of a published game, cached per game version. */
import { createHash } from "node:crypto";
import { loadGame, type LoadedGame } from "./db/event-store";
import { prisma } from "./db/client";
import { liveHub } from "./live/hub";
import { type PublicView } from "./game/views";
import { encodeFrame } from "./live/sse";
import { engine } from "./registry";

export interface PublicTown {
  gameId: string;
  version: number;
  etag: string;
  view: PublicView;
}

/**
 * The JSON answer and the stream's frame of a town, serialised once per version: a third day's view
 * is tens of kilobytes, and a thousand subscribers get the same bytes.
 */
const serialised = new WeakMap<PublicTown, { json?: Uint8Array<ArrayBuffer>; frame?: Uint8Array }>();
const encoder = new TextEncoder();

function memo(town: PublicTown) {
  let m = serialised.get(town);
  if (!m) serialised.set(town, (m = {}));
  return m;
}

/** `{ ok, version, view }` as JSON, encoded. */
export function townJson(town: PublicTown): Uint8Array<ArrayBuffer> {
  const m = memo(town);
  return (m.json ??= encoder.encode(JSON.stringify({ ok: true, version: town.version, view: town.view })));
}

/** The stream's `view` event: `{ version, view }`. */
export function townFrame(town: PublicTown): Uint8Array {
  const m = memo(town);
  return (m.frame ??= encodeFrame("view", town.version, JSON.stringify({ version: town.version, view: town.view })));
}

/** Per game: the newest public town built, or null when the game was not public at that version. */
const cache = new Map<string, { version: number; town: PublicTown | null }>();
/** Loads in flight per game, so a burst of live subscribers costs one load. */
const inflight = new Map<string, Promise<PublicTown | null>>();

function build(game: LoadedGame): PublicTown | null {
  const hit = cache.get(game.id);
  if (hit && hit.version === game.version) return hit.town;
  const town = game.state.core.published
    ? {
        gameId: game.id,
        version: game.version,
        // Opaque: a public answer must not carry part of the game's private id.
        etag: createHash("sha256").update(`${game.id}:${game.version}`).digest("base64url").slice(0, 22),
        view: engine.publicView(game.state, new Date()),
      }
    : null;
  cache.set(game.id, { version: game.version, town });
  return town;
}

/** Slugs never change, so their game ids are kept (deleted games are forgotten on their notification). */
const gameIds = new Map<string, string>();

export async function loadPublicTown(slug: string): Promise<PublicTown | null> {
  let gameId = gameIds.get(slug);
  if (!gameId) {
    const row = await prisma.game.findUnique({ where: { slug }, select: { id: true } });
    if (!row) return null;
    gameId = row.id;
    if (gameIds.size > 10_000) gameIds.clear();
    gameIds.set(slug, gameId);
  }
  // Nothing changed since the cached view was built (the notifications say so): no database at all.
  const known = liveHub.knownVersion(gameId);
  const hit = cache.get(gameId);
  if (known !== undefined && hit && hit.version === known) return hit.town;
  const epoch = liveHub.currentEpoch();
  const game = await loadGame(gameId);
  if (!game) {
    gameIds.delete(slug);
    return null;
  }
  liveHub.noteVersion(gameId, game.version, epoch);
  return build(game);
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
