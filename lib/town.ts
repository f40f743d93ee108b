/** The public town square: the public view of a published game, cached per public version. */
import { createHash } from "node:crypto";
import { loadGameForViews, type LoadedGame } from "./service/games";
import { prisma } from "./db/client";
import { liveHub } from "./live/hub";
import { type PublicView } from "./game/views";
import { encodeFrame } from "./live/sse";
import { engine } from "./registry";
import { withText } from "./i18n/render";

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

/** `{ ok, version, view }` as JSON, encoded; its messages carry their text in the game's language. */
export function townJson(town: PublicTown): Uint8Array<ArrayBuffer> {
  const m = memo(town);
  return (m.json ??= encoder.encode(
    JSON.stringify({ ok: true, version: town.version, view: withText(town.view, town.view.language ?? "en") }),
  ));
}

/** The stream's `view` event: `{ version, view }`. */
export function townFrame(town: PublicTown): Uint8Array {
  const m = memo(town);
  return (m.frame ??= encodeFrame("view", town.version, JSON.stringify({ version: town.version, view: town.view })));
}

/**
 * Per game: the newest public town built, for event `seq`, or null when the game was not public then.
 * An event that leaves the public version as it was keeps the very same town (the same bytes, the
 * same ETag): hidden events are invisible here.
 */
const cache = new Map<string, { seq: number; town: PublicTown | null }>();
/** Loads in flight per game, so a burst of live subscribers costs one load. */
const inflight = new Map<string, Promise<{ seq: number; town: PublicTown | null } | null>>();

function build(game: LoadedGame): PublicTown | null {
  const hit = cache.get(game.id);
  if (hit && hit.seq >= game.version) return hit.town;
  const version = game.views.public;
  const town = !game.state.core.published
    ? null
    : hit?.town && hit.town.version === version
      ? hit.town
      : {
          gameId: game.id,
          version,
          // Opaque: a public answer must not carry part of the game's private id.
          etag: createHash("sha256").update(`${game.id}:${version}`).digest("base64url").slice(0, 22),
          view: engine.livePublicView(game.state, new Date()),
        };
  cache.set(game.id, { seq: game.version, town });
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
  if (known !== undefined && hit && hit.seq === known) return hit.town;
  const epoch = liveHub.currentEpoch();
  const game = await loadGameForViews(gameId);
  if (!game) {
    gameIds.delete(slug);
    return null;
  }
  liveHub.noteVersion(gameId, game.version, epoch);
  return build(game);
}

/**
 * The public town as of event `atLeast` or newer, for live streams: answered from the cache when it is
 * fresh enough, else by one shared load. `atLeast` is -1 after a reconnect (anything may have changed)
 * and 0 when the game was deleted.
 */
export async function publicTownFor(gameId: string, atLeast: number): Promise<PublicTown | null> {
  // A new subscriber (-1): the version the notifications vouch for, if any, is fresh enough.
  if (atLeast < 0) atLeast = liveHub.knownVersion(gameId) ?? -1;
  const hit = cache.get(gameId);
  if (hit && atLeast > 0 && hit.seq >= atLeast) return hit.town;
  let p = inflight.get(gameId);
  if (!p) {
    p = loadGameForViews(gameId)
      .then((g) => {
        if (!g) return null;
        const town = build(g);
        return { seq: cache.get(gameId)?.seq ?? g.version, town };
      })
      .finally(() => inflight.delete(gameId));
    inflight.set(gameId, p);
  }
  const loaded = await p;
  if (!loaded) return null;
  // A load that started before event `atLeast` was written returns older news: load again.
  if (loaded.seq < atLeast) return publicTownFor(gameId, atLeast);
  return loaded.town;
}
