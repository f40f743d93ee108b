/**
 * The outbox: posts for a game's outlets are queued in the transaction of the event that published
 * them (a crash neither loses nor invents one), and delivered by a worker in every app process. A
 * row is claimed with FOR UPDATE SKIP LOCKED and a lease, so several processes deliver each post
 * once; a process that dies mid-delivery leaves its lease to run out and the row is taken again.
 */
import { prisma } from "../db/client";
import { currentState, withGameLocked } from "../db/event-store";
import type { Prisma } from "../db/generated/client";
import type { GameState, RulesetId } from "../game/ruleset";
import { gameLanguage } from "../game/core";
import { engine, getRuleset } from "../registry";
import {
  discordBodies,
  dueAt,
  keysOf,
  newPosts,
  type GenericBody,
  type OutletKind,
  type OutletPost,
  type OutletTexts,
  type OutletType,
} from "../game/outlets";
import { send, signBody, SIGNATURE_HEADER } from "../outlets/send";
import { outcome, type Answer } from "../outlets/policy";

type Tx = Prisma.TransactionClient;

export const LEASE_MS = 2 * 60_000;

interface OutletRow {
  id: string;
  kind: string;
  posts: unknown;
  intervalMinutes: number;
  lastKeys: unknown;
}

export const outletKinds = (posts: unknown): OutletKind[] => (Array.isArray(posts) ? (posts as OutletKind[]) : []);
const keysObject = (v: unknown) =>
  v && typeof v === "object" ? (v as Partial<Record<OutletKind, string>>) : ({} as Partial<Record<OutletKind, string>>);

export interface GameHead {
  title: string;
  slug: string;
}

/** The request bodies of one post for one outlet, as they are signed and sent. */
export function bodiesFor(
  type: OutletType,
  game: GameHead & { language: GenericBody["game"]["language"] },
  kind: GenericBody["kind"],
  texts: OutletTexts,
  view: unknown,
): string[] {
  if (type === "discord") return discordBodies(game.title, texts).map((b) => JSON.stringify(b));
  const body: GenericBody = { game, kind, text: texts, view };
  return [JSON.stringify(body)];
}

/**
 * Queues what the game's state publishes now to each of its outlets (the posts whose keys changed
 * since the outlet last queued them), and when to look again without an event. Inside the
 * transaction that holds the game's row lock; nothing when the game has no outlet.
 */
export async function queueOutletPosts(tx: Tx, gameId: string, state: GameState, now: Date): Promise<void> {
  const outlets = await tx.outlet.findMany({
    where: { gameId },
    select: { id: true, kind: true, posts: true, intervalMinutes: true, lastKeys: true },
  });
  if (outlets.length === 0) return;
  const head = await tx.game.findUnique({ where: { id: gameId }, select: { slug: true } });
  if (!head) return;
  const posts = engine.outletPosts(state, now);
  const wakeAt = engine.outletNextChange(state, now);
  let view: unknown;
  const publicView = () => (view ??= engine.publicView(state, now));
  const game = { title: state.core.title, slug: head.slug, language: gameLanguage(state.core) };
  for (const outlet of outlets) {
    const lastKeys = keysObject(outlet.lastKeys);
    const fresh = newPosts(posts, outletKinds(outlet.posts), lastKeys);
    for (const post of fresh) await queueOne(tx, outlet, game, post, publicView, now);
    await tx.outlet.update({
      where: { id: outlet.id },
      data: { lastKeys: { ...lastKeys, ...keysOf(fresh) }, wakeAt },
    });
  }
}

async function queueOne(
  tx: Tx,
  outlet: OutletRow,
  game: Parameters<typeof bodiesFor>[1],
  post: OutletPost,
  view: () => unknown,
  now: Date,
) {
  const bodies = JSON.stringify(bodiesFor(outlet.kind as OutletType, game, post.kind, post.texts, view()));
  if (post.kind === "voteCount") {
    // A count still waiting for its interval takes the newer count's place (untouched by any worker yet).
    const waiting = await tx.outboxPost.findFirst({
      where: { outletId: outlet.id, kind: "voteCount", status: "pending", attempts: 0, sent: 0, claimedUntil: null },
      orderBy: { createdAt: "desc" },
      select: { id: true, nextAttemptAt: true },
    });
    if (waiting) {
      await tx.outboxPost.update({
        where: { id: waiting.id },
        data: { bodies, ...(post.urgent ? { nextAttemptAt: now } : {}) },
      });
      return;
    }
  }
  const last =
    post.kind === "voteCount"
      ? await tx.outboxPost.findFirst({
          where: { outletId: outlet.id, kind: "voteCount" },
          orderBy: { nextAttemptAt: "desc" },
          select: { nextAttemptAt: true },
        })
      : null;
  const nextAttemptAt = dueAt(post, {
    now,
    intervalMinutes: outlet.intervalMinutes,
    lastVoteCountAt: last?.nextAttemptAt ?? null,
  });
  await tx.outboxPost.create({
    data: { outletId: outlet.id, kind: post.kind, bodies, nextAttemptAt, createdAt: now },
  });
}

// ---------------------------------------------------------------- delivery

/** Claims up to `limit` due rows for this worker: rows another worker holds are skipped, not waited for. */
async function claim(now: Date, limit: number, onlyId?: string): Promise<string[]> {
  const until = new Date(now.getTime() + LEASE_MS);
  const rows = onlyId
    ? await prisma.$queryRaw<Array<{ id: string }>>`
        UPDATE "OutboxPost" SET "claimedUntil" = ${until}
        WHERE id IN (SELECT id FROM "OutboxPost" WHERE id = ${onlyId} AND status = 'pending'
          AND ("claimedUntil" IS NULL OR "claimedUntil" < ${now}) FOR UPDATE SKIP LOCKED)
        RETURNING id`
    : await prisma.$queryRaw<Array<{ id: string }>>`
        UPDATE "OutboxPost" SET "claimedUntil" = ${until}
        WHERE id IN (SELECT id FROM "OutboxPost" WHERE status = 'pending' AND "nextAttemptAt" <= ${now}
          AND ("claimedUntil" IS NULL OR "claimedUntil" < ${now})
          ORDER BY "nextAttemptAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id`;
  return rows.map((r) => r.id);
}

/** Sends one claimed row's remaining bodies in order, and records the answer. */
async function deliverClaimed(id: string, now: () => Date): Promise<void> {
  const row = await prisma.outboxPost.findUnique({
    where: { id },
    include: { outlet: { select: { kind: true, url: true, secret: true } } },
  });
  if (!row) return;
  const bodies = JSON.parse(row.bodies) as string[];
  let sent = row.sent;
  let attempts = row.attempts;
  let answer: Answer | null = null;
  while (sent < bodies.length) {
    const body = bodies[sent]!;
    const headers: Record<string, string> =
      row.outlet.kind === "generic"
        ? {
            [SIGNATURE_HEADER]: signBody(row.outlet.secret ?? "", body),
            "x-grimoire-delivery": `${row.id}`,
            "x-grimoire-kind": row.kind,
          }
        : {};
    // Discord answers with the message it made only when asked to wait for it.
    const url = row.outlet.kind === "discord" ? withWait(row.outlet.url) : row.outlet.url;
    const result = await send(url, body, headers);
    attempts += 1;
    const next = outcome(result, attempts, row.createdAt, now());
    answer = next.answer;
    if (next.kind === "sent") {
      sent += 1;
      await prisma.outboxPost.update({ where: { id }, data: { sent, attempts, answer: JSON.stringify(answer) } });
      continue;
    }
    await prisma.outboxPost.update({
      where: { id },
      data: {
        attempts,
        answer: JSON.stringify(answer),
        claimedUntil: null,
        ...(next.kind === "retry" ? { nextAttemptAt: next.at } : { status: "failed" }),
      },
    });
    return;
  }
  await prisma.outboxPost.update({
    where: { id },
    data: { status: "delivered", deliveredAt: now(), claimedUntil: null, sent, attempts },
  });
}

function withWait(raw: string): string {
  const url = new URL(raw);
  url.searchParams.set("wait", "true");
  return url.toString();
}

/** Delivers every row due at `now` that no other worker holds; the number delivered or tried. */
export async function deliverDue(now: Date = new Date(), clock: () => Date = () => new Date()): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = await claim(now, 5);
    if (ids.length === 0) return done;
    for (const id of ids) await deliverClaimed(id, clock);
    done += ids.length;
  }
}

/** Delivers one row now, whatever its time (the "Send a test post" button); false when another worker has it. */
export async function deliverNow(id: string, now: Date = new Date()): Promise<boolean> {
  const ids = await claim(now, 1, id);
  if (ids.length === 0) return false;
  await deliverClaimed(id, () => new Date());
  return true;
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
    await withGameLocked(gameId, async (tx, locked) => {
      const state = await currentState(tx, getRuleset(game.rulesetId as RulesetId), gameId, locked.version);
      await queueOutletPosts(tx, gameId, state, now);
    });
  return due.length;
}
