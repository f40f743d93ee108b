/**
 * The event store: games are append-only logs of events, folded into state through their ruleset.
 * Appends are serialised per game by locking its row, and guarded by UNIQUE(gameId, seq).
 */
import { randomBytes } from "node:crypto";
import type { Locale } from "../i18n/locales";
import { insertSnapshot, readNewestSnapshots, readSnapshot } from "./json-columns";
import { prisma } from "./client";
import type { Prisma } from "./generated/client";
import { toStoredPayload, type EventEnvelope, type GameEvent } from "../game/events";
import { createRng } from "../game/rng";
import type { Actor, GameState, RulesetId } from "../game/ruleset";
import type { Phrase } from "../i18n/message";
import { gameLanguage } from "../game/core";
import { engine } from "../registry";
import { queueOutletPosts } from "./outbox";
import { FIRST_VIEW_VERSIONS, nextViewVersions, parseViewVersions, type ViewVersions } from "../game/view-versions";

type Tx = Prisma.TransactionClient;

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

/** Folded states by game, each valid for exactly one version (events are immutable). */
const cache = new Map<string, { version: number; state: GameState }>();
const CACHE_LIMIT = 500;

function remember(gameId: string, version: number, state: GameState) {
  cache.delete(gameId);
  cache.set(gameId, { version, state });
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

function envelopes(
  rulesetId: RulesetId,
  rows: Array<{ seq: number; type: string; payload: unknown; actorId: string; at: Date }>,
): EventEnvelope[] {
  return rows.map((r) => engine.parseStoredEvent(rulesetId, r));
}

const eventColumns = { seq: true, type: true, payload: true, actorId: true, at: true } as const;

/** The state at `version`, from the cache, else the newest snapshot and the events after it. */
async function loadState(db: Tx, gameId: string, rulesetId: RulesetId, version: number): Promise<GameState> {
  const cached = cache.get(gameId);
  if (cached?.version === version) return cached.state;
  let base: { seq: number; state: GameState } | null =
    cached && cached.version < version ? { seq: cached.version, state: cached.state } : null;
  if (!base) {
    base = await readSnapshot(db, gameId, version);
  }
  let state: GameState | null = null;
  if (base) {
    const later = await db.gameEvent.findMany({
      where: { gameId, seq: { gt: base.seq, lte: version } },
      orderBy: { seq: "asc" },
      select: eventColumns,
    });
    state = engine.foldFrom(base, envelopes(rulesetId, later));
  }
  if (!state) {
    const all = await db.gameEvent.findMany({
      where: { gameId, seq: { lte: version } },
      orderBy: { seq: "asc" },
      select: eventColumns,
    });
    state = engine.fold(rulesetId, envelopes(rulesetId, all));
  }
  remember(gameId, version, state);
  return state;
}

/**
 * The states of many games at their versions, for the games list: from the cache where it has
 * them, the rest from their newest snapshots and the events after them, read in three queries for
 * all of them together (not one fold per game from its first event).
 */
export async function loadStates(
  games: ReadonlyArray<{ id: string; rulesetId: RulesetId; version: number }>,
): Promise<Map<string, GameState>> {
  const out = new Map<string, GameState>();
  const misses = games.filter((g) => {
    const cached = cache.get(g.id);
    if (cached?.version === g.version) out.set(g.id, cached.state);
    return cached?.version !== g.version;
  });
  if (misses.length === 0) return out;
  const ids = misses.map((g) => g.id);
  const snaps = await readNewestSnapshots(prisma, ids);
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
    const later = envelopes(g.rulesetId, byGame.get(g.id) ?? []);
    const base = snapState.get(g.id);
    // A snapshot the fold cannot continue from (an undo past it) means folding the whole log: loadState does that.
    const state = base
      ? engine.foldFrom({ seq: snapSeq.get(g.id)!, state: base }, later)
      : engine.fold(g.rulesetId, later);
    if (state) {
      remember(g.id, g.version, state);
      out.set(g.id, state);
    } else out.set(g.id, await loadState(prisma, g.id, g.rulesetId, g.version));
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

export async function loadGame(gameId: string): Promise<LoadedGame | null> {
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
    state: await loadState(prisma, row.id, rulesetId, row.version),
  };
}

export async function loadGameBySlug(slug: string): Promise<LoadedGame | null> {
  const row = await prisma.game.findUnique({ where: { slug }, select: { id: true } });
  return row ? loadGame(row.id) : null;
}

/**
 * The state as it stood right after event `seq` (for the read-only timeline): from the nearest
 * snapshot at or before it and the events between, else the whole log up to it. The snapshot holds
 * the state as folded then; an undo written later that reverts an event before it is no part of
 * the timeline at `seq` (it came after), so folding forward from it is exact.
 */
export async function loadGameAt(gameId: string, rulesetId: RulesetId, seq: number): Promise<GameState> {
  const snap = await readSnapshot(prisma, gameId, seq);
  if (snap) {
    const later = await prisma.gameEvent.findMany({
      where: { gameId, seq: { gt: snap.seq, lte: seq } },
      orderBy: { seq: "asc" },
      select: eventColumns,
    });
    const state = engine.foldFrom(snap, envelopes(rulesetId, later));
    if (state) return state;
  }
  const rows = await prisma.gameEvent.findMany({
    where: { gameId, seq: { lte: seq } },
    orderBy: { seq: "asc" },
    select: eventColumns,
  });
  return engine.fold(rulesetId, envelopes(rulesetId, rows));
}

export async function listEvents(
  gameId: string,
  rulesetId: RulesetId,
  afterSeq = 0,
  limit = 1000,
): Promise<EventEnvelope[]> {
  const rows = await prisma.gameEvent.findMany({
    where: { gameId, seq: { gt: afterSeq } },
    orderBy: { seq: "asc" },
    take: limit,
    select: eventColumns,
  });
  return envelopes(rulesetId, rows);
}

/**
 * The log as a host who plays a seat may page through it: numbered by the moderators' version
 * (Game.moderatorVersion), one entry per step the host could notice (the first event that reached
 * each number), so that neither the numbers' gaps nor the entries count what was hidden from them.
 */
export async function listEventsForHost(
  gameId: string,
  rulesetId: RulesetId,
  after = 0,
  limit = 1000,
): Promise<EventEnvelope[]> {
  const rows = await prisma.$queryRaw<
    Array<{ seq: number; shown: number; type: string; payload: unknown; actorId: string; at: Date }>
  >`SELECT DISTINCT ON (COALESCE("hostSeq", seq)) seq, COALESCE("hostSeq", seq) AS shown, type, payload, "actorId", at
    FROM "GameEvent" WHERE "gameId" = ${gameId} AND COALESCE("hostSeq", seq) > ${after}
    ORDER BY COALESCE("hostSeq", seq), seq LIMIT ${limit}`;
  return envelopes(rulesetId, rows).map((env, i) => ({ ...env, seq: rows[i]!.shown }));
}

// ---------------------------------------------------------------- writing

/** Appends one event at `version + 1` and moves the game's version; inside a transaction holding the game's row lock. */
async function appendEvent(
  tx: Tx,
  gameId: string,
  version: number,
  event: GameEvent,
  actor: string,
  at: Date,
  next: GameState,
  views: ViewVersions,
  moderators: { version: number; updatedAt: Date },
) {
  const seq = version + 1;
  const { type, payload } = toStoredPayload(event);
  await tx.gameEvent.create({
    data: {
      gameId,
      seq,
      type,
      payload: payload as Prisma.InputJsonValue,
      actorId: actor,
      at,
      hostSeq: moderators.version,
    },
  });
  await tx.game.update({
    where: { id: gameId },
    data: {
      version: seq,
      moderatorVersion: moderators.version,
      // The games list shows when the game last moved: for a playing host, when it last moved in their sight.
      updatedAt: moderators.updatedAt,
      title: next.core.title,
      published: next.core.published,
      publicVersion: views.public,
      seatVersions: views.seats,
    },
  });
  if (seq % SNAPSHOT_EVERY === 0) {
    await insertSnapshot(tx, gameId, seq, next);
  }
  await tx.$executeRaw`SELECT pg_notify('game_events', ${`${gameId}:${seq}`})`;
  return seq;
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

/**
 * Whether an event moves the version moderators are told: always, unless the host plays a seat
 * (before or after it), and then only when it changed what the host sees.
 */
function moderatorsNotice(before: GameState, after: GameState, now: Date): boolean {
  if (engine.playingHostSeat(before) === null && engine.playingHostSeat(after) === null) return true;
  return engine.moderatorViewChanged(before, after, now);
}

/** `version` in a needs-force, refused or conflict answer is the moderators' version (LoadedGame.moderatorVersion). */
export type CommandResult =
  | {
      status: "applied";
      /** The event's seq. */
      version: number;
      moderatorVersion: number;
      /** Whether the moderators' version moved (it does not for what a playing host may not notice). */
      noticed: boolean;
      /** What public pages and players' links may be told instead of `version`. */
      views: ViewVersions;
      event: EventEnvelope;
      warnings: Phrase[];
      state: GameState;
    }
  /** `language`: the game's, for a player's page; a moderator reads the warnings in their own. */
  | { status: "needs-force"; version: number; warnings: Phrase[]; language: Locale }
  | { status: "invalid"; error: Phrase; field?: string }
  | { status: "refused"; error: Phrase; field?: string; version: number; language: Locale }
  | { status: "conflict"; version: number }
  | { status: "not-found" };

export interface RunCommandInput {
  gameId: string;
  actor: Actor;
  command: { type: string; [k: string]: unknown };
  expectedVersion?: number;
  force?: boolean;
  now: Date;
  /** Seeds the command's randomness; random when absent. */
  seed?: string;
  /** The language a malformed command's validation message comes in (zod's own messages); English when absent. */
  locale?: Locale;
}

/**
 * Validates, decides and appends one command. Concurrent commands on one game queue on its row
 * lock, so none is lost; a caller that names `expectedVersion` gets a conflict instead when the
 * game moved on.
 */
export async function runCommand(input: RunCommandInput): Promise<CommandResult> {
  const head = await prisma.game.findUnique({ where: { id: input.gameId }, select: { rulesetId: true } });
  if (!head) return { status: "not-found" };
  const rulesetId = head.rulesetId as RulesetId;
  const parsed = engine.parseCommand(rulesetId, input.command, input.locale);
  if (!parsed.ok) return { status: "invalid", error: parsed.error, field: parsed.field };

  const result = await prisma.$transaction(
    async (tx): Promise<CommandResult> => {
      const rows = await tx.$queryRaw<
        Array<{
          version: number;
          moderatorVersion: number | null;
          publicVersion: number;
          seatVersions: unknown;
          updatedAt: Date;
        }>
      >`SELECT version, "moderatorVersion", "publicVersion", "seatVersions", "updatedAt" FROM "Game" WHERE id = ${input.gameId} FOR UPDATE`;
      const version = rows[0]?.version;
      if (version === undefined) return { status: "not-found" };
      const shownVersion = rows[0]!.moderatorVersion ?? version;
      // Compared with what moderators are told: a hidden action the host could not see is no conflict.
      if (input.expectedVersion !== undefined && input.expectedVersion !== shownVersion)
        return { status: "conflict", version: shownVersion };
      const state = await loadState(tx, input.gameId, rulesetId, version);
      const rng = createRng(input.seed ?? randomBytes(12).toString("base64url"));
      const decision = engine.decideCommand(state, parsed.command, { now: input.now, rng, actor: input.actor });
      const language = gameLanguage(state.core);
      if (!decision.ok)
        return { status: "refused", error: decision.error, field: decision.field, version: shownVersion, language };
      if (decision.warnings.length > 0 && !input.force)
        return { status: "needs-force", version: shownVersion, warnings: decision.warnings, language };
      const meta = { seq: version + 1, at: input.now.toISOString(), actorId: actorId(input.actor) };
      const envelope: EventEnvelope = { ...meta, event: decision.event };
      const next =
        engine.foldFrom({ seq: version, state }, [envelope]) ??
        (await loadFullAfter(tx, input.gameId, rulesetId, version, envelope));
      const views = nextViewVersions(
        parseViewVersions(rows[0]!.publicVersion, rows[0]!.seatVersions),
        engine.viewChanges(state, next, input.now),
      );
      const noticed = moderatorsNotice(state, next, input.now);
      const moderatorVersion = shownVersion + (noticed ? 1 : 0);
      await appendEvent(tx, input.gameId, version, decision.event, meta.actorId, input.now, next, views, {
        version: moderatorVersion,
        updatedAt: noticed ? new Date() : rows[0]!.updatedAt,
      });
      // What the event publishes to the game's outlets, queued in its own transaction.
      await queueOutletPosts(tx, input.gameId, next, input.now);
      return {
        status: "applied",
        version: meta.seq,
        moderatorVersion,
        noticed,
        views,
        event: envelope,
        warnings: decision.warnings,
        state: next,
      };
    },
    { maxWait: 60_000, timeout: 30_000 },
  );
  if (result.status === "applied") remember(input.gameId, result.version, result.state);
  return result;
}

/** The state after an `Undone` event, which reverts an event already in the state: fold it all again. */
async function loadFullAfter(
  tx: Tx,
  gameId: string,
  rulesetId: RulesetId,
  version: number,
  next: EventEnvelope,
): Promise<GameState> {
  const rows = await tx.gameEvent.findMany({
    where: { gameId, seq: { lte: version } },
    orderBy: { seq: "asc" },
    select: eventColumns,
  });
  return engine.fold(rulesetId, [...envelopes(rulesetId, rows), next]);
}

/**
 * Looks again at the games whose outlets wait for an instant (a deadline) that has come, with no
 * event: what they publish now is queued (the vote count at its deadline). Each game under its row
 * lock, as a command would be.
 */
export async function wakeOutlets(now: Date): Promise<number> {
  const due = await prisma.outlet.findMany({
    where: { wakeAt: { lte: now } },
    distinct: ["gameId"],
    select: { gameId: true, game: { select: { rulesetId: true } } },
    take: 50,
  });
  for (const { gameId, game } of due)
    await prisma.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<
          Array<{ version: number }>
        >`SELECT version FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
        if (!rows[0]) return;
        const state = await loadState(tx, gameId, game.rulesetId as RulesetId, rows[0].version);
        await queueOutletPosts(tx, gameId, state, now);
      },
      { maxWait: 60_000, timeout: 30_000 },
    );
  return due.length;
}

/** The state of a game now, and its slug, for the outlets' first keys (lib/db/outlets.ts). */
export async function currentState(tx: Tx, gameId: string): Promise<GameState | null> {
  const row = await tx.game.findUnique({ where: { id: gameId }, select: { rulesetId: true, version: true } });
  return row ? loadState(tx, gameId, row.rulesetId as RulesetId, row.version) : null;
}
