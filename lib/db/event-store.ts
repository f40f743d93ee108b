/**
 * The event store: games are append-only logs of events, folded into state through their ruleset.
 * It reads and writes, and is given the rule system it folds with (lib/service binds the registry's):
 * it knows no registry. Appends are serialised per game by its row (locked first, or updated only
 * while it still stands at the version the append follows: appendEventAt), and guarded by
 * UNIQUE(gameId, seq).
 */
import { randomBytes } from "node:crypto";
import type { Locale } from "../i18n/locales";
import { insertSnapshot, readNewestSnapshots, readSnapshot, type SnapshotReading } from "./json-columns";
import { prisma } from "./client";
import { Prisma } from "./generated/client";
import { parseStoredEvent, toStoredPayload, type EventEnvelope, type GameEvent } from "../game/events";
import { fold, foldFrom, type Snapshot } from "../game/fold";
import type { Actor, AnyRuleset, GameState, RulesetId } from "../game/ruleset";
import { FIRST_VIEW_VERSIONS, parseViewVersions, type ViewVersions } from "../game/view-versions";
import { addTime, timed } from "../timing";

/** A game's rule system by its id: the store is handed it, never looks it up itself. */
export type RulesetLookup = (id: RulesetId) => AnyRuleset;

export type Tx = Prisma.TransactionClient;

/** A snapshot is written every this many events. */
export const SNAPSHOT_EVERY = 50;

export function actorId(actor: Actor): string {
  switch (actor.kind) {
    case "moderator":
      return `user:${actor.userId}`;
    case "player":
      return `seat:${actor.seatId}`;
    case "system":
      return "system";
  }
}

/** 128 random bits: the public page's address cannot be guessed. */
export function newSlug(): string {
  return randomBytes(16).toString("base64url");
}

// ---------------------------------------------------------------- state cache

/**
 * Folded states by game, each valid for exactly one version (events are immutable); with the game's
 * row as this process last wrote it at that version (`head`), when it did; `undoList`: whether the
 * state holds its undo list (a state read for the public views has an empty one).
 */
const cache = new Map<string, { version: number; state: GameState; head?: LockedGame; undoList: boolean }>();
const CACHE_LIMIT = 500;

/**
 * Keeps a game's state at `version` for the next read (the command service does, after an append,
 * with the row it wrote: `head`); `undoList: false` for a state read without its undo list.
 */
export function remember(
  gameId: string,
  version: number,
  state: GameState,
  { head, undoList = true }: { head?: LockedGame } & SnapshotReading = {},
) {
  // Two commands answered out of order: the newer state stays.
  if ((cache.get(gameId)?.version ?? 0) > version) return;
  cache.delete(gameId);
  cache.set(gameId, { version, state, head: head?.version === version && undoList ? head : undefined, undoList });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

/**
 * The game's row and state as this process last wrote them, for an append that does not lock the row
 * first (appendEventAt): a guess, which the append itself checks.
 */
export function lastWritten(gameId: string): { head: LockedGame; state: GameState } | null {
  const cached = cache.get(gameId);
  return cached?.head ? { head: cached.head, state: cached.state } : null;
}

/** The cached state of a game, if it holds what the read needs (its undo list, unless told not). */
function cached(gameId: string, { undoList = true }: SnapshotReading) {
  const hit = cache.get(gameId);
  return hit && (hit.undoList || !undoList) ? hit : undefined;
}

function envelopes(
  ruleset: AnyRuleset,
  rows: Array<{ seq: number; type: string; payload: unknown; actorId: string; at: Date }>,
): EventEnvelope[] {
  return rows.map((r) => parseStoredEvent(ruleset, r));
}

const eventColumns = { seq: true, type: true, payload: true, actorId: true, at: true } as const;

/** The events after `base` (or from the first) folded onto it; null when one undoes an event the base holds. */
function foldOnto(ruleset: AnyRuleset, base: Snapshot | null, later: readonly EventEnvelope[]): GameState | null {
  return base ? foldFrom(ruleset, base, later) : fold(ruleset, later);
}

/**
 * The state right after event `seq`, then `pending` (events not yet stored: a command's): `base` (a
 * state known before it) or the newest snapshot at or before `seq`, and the events after it; else
 * the whole log up to it. Every read of a state goes through here. A snapshot holds the state as
 * folded then; an undo written after `seq` that reverts an event before it is no part of the state
 * at `seq`, so folding forward from it is exact. With `undoList: false`, the snapshot's undo list is
 * not read: the state's list holds only the events after it.
 */
export async function stateAt(
  db: Tx,
  ruleset: AnyRuleset,
  gameId: string,
  seq: number,
  from: { base?: Snapshot; pending?: readonly EventEnvelope[] } & SnapshotReading = {},
): Promise<GameState> {
  const pending = from.pending ?? [];
  const base = from.base ?? (await readSnapshot(db, gameId, seq, from));
  if (base) {
    const later = await db.gameEvent.findMany({
      where: { gameId, seq: { gt: base.seq, lte: seq } },
      orderBy: { seq: "asc" },
      select: eventColumns,
    });
    const state = foldOnto(ruleset, base, [...envelopes(ruleset, later), ...pending]);
    if (state) return state;
  }
  const all = await db.gameEvent.findMany({
    where: { gameId, seq: { lte: seq } },
    orderBy: { seq: "asc" },
    select: eventColumns,
  });
  return fold(ruleset, [...envelopes(ruleset, all), ...pending]);
}

/**
 * The game's state at its current `version`: from the cache, else read (from the cached state when
 * older) and kept. `undoList: false` for a read that never looks at the undo list (the public views).
 */
export async function currentState(
  db: Tx,
  ruleset: AnyRuleset,
  gameId: string,
  version: number,
  reading: SnapshotReading = {},
): Promise<GameState> {
  const hit = cached(gameId, reading);
  if (hit?.version === version) return hit.state;
  const base = hit && hit.version < version ? { seq: hit.version, state: hit.state } : undefined;
  const state = await stateAt(db, ruleset, gameId, version, { ...reading, base });
  remember(gameId, version, state, { undoList: base ? hit!.undoList : reading.undoList });
  return state;
}

/**
 * The states of many games at their versions, for the games list: from the cache where it has
 * them, the rest from their newest snapshots and the events after them, read in three queries for
 * all of them together (not one fold per game from its first event). Their undo lists are not read
 * (a list's summary never looks at them).
 */
export async function loadStates(
  rulesets: RulesetLookup,
  games: ReadonlyArray<{ id: string; rulesetId: RulesetId; version: number }>,
): Promise<Map<string, GameState>> {
  const reading = { undoList: false };
  const out = new Map<string, GameState>();
  const misses = games.filter((g) => {
    const hit = cached(g.id, reading);
    if (hit?.version === g.version) out.set(g.id, hit.state);
    return hit?.version !== g.version;
  });
  if (misses.length === 0) return out;
  const ids = misses.map((g) => g.id);
  const snaps = await readNewestSnapshots(prisma, ids, reading);
  const snapSeq = new Map([...snaps].map(([id, s]) => [id, s.seq]));
  const snapState = new Map([...snaps].map(([id, s]) => [id, s.state]));
  const rows = await prisma.gameEvent.findMany({
    where: { OR: misses.map((g) => ({ gameId: g.id, seq: { gt: snapSeq.get(g.id) ?? 0, lte: g.version } })) },
    orderBy: [{ gameId: "asc" }, { seq: "asc" }],
    select: { ...eventColumns, gameId: true },
  });
  const byGame = new Map<string, typeof rows>();
  for (const r of rows) byGame.set(r.gameId, [...(byGame.get(r.gameId) ?? []), r]);
  for (const g of misses) {
    const ruleset = rulesets(g.rulesetId);
    const later = envelopes(ruleset, byGame.get(g.id) ?? []);
    const base = snapState.get(g.id);
    // A snapshot the fold cannot continue from (an undo past it) means folding the whole log: stateAt does that.
    const state = foldOnto(ruleset, base ? { seq: snapSeq.get(g.id)!, state: base } : null, later);
    if (state) {
      remember(g.id, g.version, state, reading);
      out.set(g.id, state);
    } else out.set(g.id, await currentState(prisma, ruleset, g.id, g.version, reading));
  }
  return out;
}

export interface LoadedGame {
  id: string;
  slug: string;
  rulesetId: RulesetId;
  version: number;
  /**
   * The version the game's moderators are told (its header, the API's answers, `expectedVersion`):
   * `version` would count, while the host plays a seat, the other players' hidden actions.
   */
  moderatorVersion: number;
  /** What public pages and players' links may show instead of `version` (lib/game/view-versions.ts). */
  views: ViewVersions;
  state: GameState;
}

/** The game with its current state; `undoList: false` for the public views (lib/town.ts), which never read it. */
export async function loadGame(
  rulesets: RulesetLookup,
  gameId: string,
  reading: SnapshotReading = {},
): Promise<LoadedGame | null> {
  const row = await prisma.game.findUnique({
    where: { id: gameId },
    select: {
      id: true,
      slug: true,
      rulesetId: true,
      version: true,
      moderatorVersion: true,
      publicVersion: true,
      seatVersions: true,
    },
  });
  if (!row) return null;
  const rulesetId = row.rulesetId as RulesetId;
  return {
    id: row.id,
    slug: row.slug,
    rulesetId,
    version: row.version,
    moderatorVersion: row.moderatorVersion ?? row.version,
    views: parseViewVersions(row.publicVersion, row.seatVersions),
    state: await currentState(prisma, rulesets(rulesetId), row.id, row.version, reading),
  };
}

export async function loadGameBySlug(rulesets: RulesetLookup, slug: string): Promise<LoadedGame | null> {
  const row = await prisma.game.findUnique({ where: { slug }, select: { id: true } });
  return row ? loadGame(rulesets, row.id) : null;
}

/** Games' rule systems, which never change: a command asks before it takes the game's lock. */
const rulesetIds = new Map<string, RulesetId>();

/**
 * The game's rule system, or null when there is no such game. Remembered once read: a game deleted
 * since is found missing by the lock (withGameLocked), which every write takes.
 */
export async function readRulesetId(gameId: string): Promise<RulesetId | null> {
  const known = rulesetIds.get(gameId);
  if (known) return known;
  const head = await prisma.game.findUnique({ where: { id: gameId }, select: { rulesetId: true } });
  if (!head) return null;
  if (rulesetIds.size >= CACHE_LIMIT * 20) rulesetIds.delete(rulesetIds.keys().next().value!);
  rulesetIds.set(gameId, head.rulesetId as RulesetId);
  return head.rulesetId as RulesetId;
}

/** The state as it stood right after event `seq`, for the read-only timeline. */
export function loadGameAt(ruleset: AnyRuleset, gameId: string, seq: number): Promise<GameState> {
  return stateAt(prisma, ruleset, gameId, seq);
}

export async function listEvents(
  ruleset: AnyRuleset,
  gameId: string,
  afterSeq = 0,
  limit = 1000,
): Promise<EventEnvelope[]> {
  const rows = await prisma.gameEvent.findMany({
    where: { gameId, seq: { gt: afterSeq } },
    orderBy: { seq: "asc" },
    take: limit,
    select: eventColumns,
  });
  return envelopes(ruleset, rows);
}

/**
 * The log as a host who plays a seat may page through it: numbered by the moderators' version
 * (Game.moderatorVersion), one entry per step the host could notice (the first event that reached
 * each number), so that neither the numbers' gaps nor the entries count what was hidden from them.
 */
export async function listEventsForHost(
  ruleset: AnyRuleset,
  gameId: string,
  after = 0,
  limit = 1000,
): Promise<EventEnvelope[]> {
  const rows = await prisma.$queryRaw<
    Array<{ seq: number; shown: number; type: string; payload: unknown; actorId: string; at: Date }>
  >`SELECT DISTINCT ON (COALESCE("hostSeq", seq)) seq, COALESCE("hostSeq", seq) AS shown, type, payload, "actorId", at
    FROM "GameEvent" WHERE "gameId" = ${gameId} AND COALESCE("hostSeq", seq) > ${after}
    ORDER BY COALESCE("hostSeq", seq), seq LIMIT ${limit}`;
  return envelopes(ruleset, rows).map((env, i) => ({ ...env, seq: rows[i]!.shown }));
}

// ---------------------------------------------------------------- writing

/** A game's row as its lock found it: what the next event moves from. */
export interface LockedGame {
  version: number;
  /** The moderators' version (LoadedGame.moderatorVersion). */
  moderatorVersion: number;
  views: ViewVersions;
  updatedAt: Date;
  /** Whether the game has outlets: a command then queues what it publishes (lib/service/outbox.ts). */
  hasOutlets: boolean;
}

/**
 * Runs `work` in one transaction holding the game's row lock (`SELECT … FOR UPDATE`): concurrent
 * commands on one game queue here, so none is lost. Null when there is no such game.
 */
export async function withGameLocked<T>(
  gameId: string,
  work: (tx: Tx, game: LockedGame) => Promise<T>,
): Promise<T | null> {
  const asked = performance.now();
  let worked = 0;
  const result = await prisma.$transaction(
    async (tx) => {
      addTime("tx.begin", performance.now() - asked);
      const locking = performance.now();
      const rows = await tx.$queryRaw<
        Array<{
          version: number;
          moderatorVersion: number | null;
          publicVersion: number;
          seatVersions: unknown;
          updatedAt: Date;
          hasOutlets: boolean;
        }>
      >`SELECT version, "moderatorVersion", "publicVersion", "seatVersions", "updatedAt",
          EXISTS (SELECT 1 FROM "Outlet" WHERE "gameId" = ${gameId}) AS "hasOutlets"
        FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
      addTime("tx.lock", performance.now() - locking);
      const row = rows[0];
      if (!row) return null;
      const out = await work(tx, {
        version: row.version,
        moderatorVersion: row.moderatorVersion ?? row.version,
        views: parseViewVersions(row.publicVersion, row.seatVersions),
        updatedAt: row.updatedAt,
        hasOutlets: row.hasOutlets,
      });
      worked = performance.now();
      return out;
    },
    { maxWait: 60_000, timeout: 30_000 },
  );
  if (worked) addTime("tx.commit", performance.now() - worked);
  return result;
}

export interface Append {
  gameId: string;
  /** The version the event follows: it is stored at `version + 1`. */
  version: number;
  event: GameEvent;
  actorId: string;
  at: Date;
  /** The state after the event. */
  next: GameState;
  views: ViewVersions;
  moderators: { version: number; updatedAt: Date };
}

/**
 * Appends one event at `version + 1` and moves the game's version; inside withGameLocked's
 * transaction, holding the game's row lock. Everything an append writes is written here, in one
 * statement (one round trip): the event, the game's row and the notification, sent at commit.
 * The snapshot due every SNAPSHOT_EVERY events is not: `writeSnapshotLater` writes it after the
 * commit (a snapshot only saves folding, and a state at a committed seq never changes).
 */
export async function appendEvent(tx: Tx, a: Append): Promise<number> {
  const written = await timed("append.write", () => tx.$queryRaw<Array<{ notified: unknown }>>(appendStatement(a)));
  if (written.length !== 1) throw new Error(`the append of event ${a.version + 1} to game ${a.gameId} wrote nothing`);
  return a.version + 1;
}

/**
 * Appends one event at `version + 1` without locking the game's row first: one statement, committed
 * on its own (one round trip instead of BEGIN, the lock, the write and COMMIT). It writes only if the
 * game still stands at `version` and has no outlets (whose posts are queued in the append's
 * transaction: appendEvent's); false, having written nothing, otherwise. The row's update takes its
 * lock, and a concurrent append that got there first leaves it at another version, so of two
 * appends at one version exactly one is written, as under withGameLocked.
 */
export async function appendEventAt(a: Append): Promise<boolean> {
  const written = await timed("append.unlocked", () =>
    prisma.$queryRaw<Array<{ notified: unknown }>>(appendStatement(a, { onlyAt: true })),
  );
  return written.length === 1;
}

/** The append's one statement: the game's row moved, the event inserted, the NOTIFY sent at commit. */
function appendStatement(a: Append, { onlyAt = false } = {}): Prisma.Sql {
  const seq = a.version + 1;
  const { type, payload } = toStoredPayload(a.event);
  const unless = onlyAt
    ? Prisma.sql`AND version = ${a.version} AND NOT EXISTS (SELECT 1 FROM "Outlet" WHERE "gameId" = ${a.gameId})`
    : Prisma.empty;
  return Prisma.sql`
    WITH game AS (
      UPDATE "Game" SET
        version = ${seq}::int,
        "moderatorVersion" = ${a.moderators.version}::int,
        "updatedAt" = ${a.moderators.updatedAt.toISOString()}::timestamptz AT TIME ZONE 'UTC',
        title = ${a.next.core.title},
        published = ${a.next.core.published},
        "publicVersion" = ${a.views.public}::int,
        "seatVersions" = ${JSON.stringify(a.views.seats)}::jsonb
      WHERE id = ${a.gameId} ${unless}
      RETURNING id
    ), event AS (
      INSERT INTO "GameEvent" ("gameId", "seq", "type", "payload", "actorId", "at", "hostSeq")
      SELECT game.id, ${seq}::int, ${type}::text, ${JSON.stringify(payload)}::jsonb, ${a.actorId}::text,
        ${a.at.toISOString()}::timestamptz AT TIME ZONE 'UTC', ${a.moderators.version}::int
      FROM game
      RETURNING seq
    )
    SELECT pg_notify('game_events', ${`${a.gameId}:${seq}`})::text AS notified FROM event`;
}

/** Snapshots being written after their commit, by game: each waits for the one before it. */
const snapshotsWriting = new Map<string, Promise<void>>();

/** Whether `seq` is due a snapshot (written after the commit: writeSnapshotLater). */
export const snapshotDue = (seq: number) => seq % SNAPSHOT_EVERY === 0;

/**
 * Writes the snapshot of a committed state without holding up the answer, nor the game's next
 * commands (which read their state from the cache, or from an older snapshot and the events after
 * it). A game's snapshots are written in order, each after the one before. A failure loses only the
 * snapshot (reads fold from the one before).
 */
export function writeSnapshotLater(gameId: string, seq: number, state: GameState): void {
  const writing = (snapshotsWriting.get(gameId) ?? Promise.resolve())
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(() => insertSnapshot(prisma, gameId, seq, state))
    .catch((e) => console.error(`[store] the snapshot of game ${gameId} at ${seq} was not written`, e))
    .finally(() => {
      if (snapshotsWriting.get(gameId) === writing) snapshotsWriting.delete(gameId);
    });
  snapshotsWriting.set(gameId, writing);
}

/** Resolves once the game's snapshot being written (if any) is. */
export function snapshotWritten(gameId: string): Promise<void> {
  return snapshotsWriting.get(gameId) ?? Promise.resolve();
}

export interface CreateGameInput {
  title: string;
  rulesetId: RulesetId;
  /** What its public pages speak (absent: English, as games made before games had a language). */
  language?: Locale;
  ownerId: string;
  now: Date;
}

export async function createGame(input: CreateGameInput): Promise<{ id: string; slug: string; version: number }> {
  const event: GameEvent = {
    type: "GameCreated",
    title: input.title,
    rulesetId: input.rulesetId,
    ...(input.language ? { language: input.language } : {}),
  };
  const { type, payload } = toStoredPayload(event);
  return prisma.$transaction(async (tx) => {
    const game = await tx.game.create({
      data: {
        title: input.title,
        rulesetId: input.rulesetId,
        slug: newSlug(),
        version: 1,
        publicVersion: FIRST_VIEW_VERSIONS.public,
        members: { create: { userId: input.ownerId, role: "host" } },
      },
    });
    await tx.gameEvent.create({
      data: {
        gameId: game.id,
        seq: 1,
        type,
        payload: payload as Prisma.InputJsonValue,
        actorId: `user:${input.ownerId}`,
        at: input.now,
      },
    });
    return { id: game.id, slug: game.slug, version: 1 };
  });
}
