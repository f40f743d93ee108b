/** A game's outlets as its moderators set them, and their delivery logs. URL and secret: moderators only. */
import { randomBytes } from "node:crypto";
import { prisma } from "../db/client";
import { currentState as storedState, type Tx } from "../db/event-store";
import type { RulesetId } from "../game/ruleset";
import { bodiesFor, deliverNow, outletKinds } from "./outbox";
import { gameLanguage } from "../game/core";
import { engine, getRuleset } from "../registry";
import { keysOf, type OutletKind, type OutletType } from "../game/outlets";
import { parseAnswer, type Answer } from "../outlets/policy";

export interface OutletInput {
  type: OutletType;
  url: string;
  posts: OutletKind[];
  intervalMinutes: number;
}

export interface Delivery {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string;
  /** A string: a row from before answers were structured, what the receiver said, shown as it is. */
  answer: Answer | string | null;
}

export interface OutletView {
  id: string;
  type: OutletType;
  url: string;
  secret: string | null;
  posts: OutletKind[];
  intervalMinutes: number;
  createdAt: string;
  deliveries: Delivery[];
}

const DELIVERIES_SHOWN = 10;

export { parseAnswer };

export async function listOutlets(gameId: string): Promise<OutletView[]> {
  const rows = await prisma.outlet.findMany({
    where: { gameId },
    orderBy: { createdAt: "asc" },
    include: { deliveries: { orderBy: { createdAt: "desc" }, take: DELIVERIES_SHOWN } },
  });
  return rows.map((o) => ({
    id: o.id,
    type: o.kind as OutletType,
    url: o.url,
    secret: o.secret,
    posts: outletKinds(o.posts),
    intervalMinutes: o.intervalMinutes,
    createdAt: o.createdAt.toISOString(),
    deliveries: o.deliveries.map((d) => ({
      id: d.id,
      kind: d.kind,
      status: d.status,
      attempts: d.attempts,
      createdAt: d.createdAt.toISOString(),
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
      nextAttemptAt: d.nextAttemptAt.toISOString(),
      answer: parseAnswer(d.answer),
    })),
  }));
}

/**
 * A new outlet. It posts what changes from now on: what the game already holds counts as sent
 * (a host adding a webhook mid-day expects the next count, not a replay of the day so far).
 */
export async function createOutlet(gameId: string, input: OutletInput, now: Date = new Date()): Promise<string | null> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Game" WHERE id = ${gameId} FOR UPDATE`;
    const state = await currentState(tx, gameId);
    if (!state) return null;
    const offered = engine.outletKinds(state.core.rulesetId);
    const posts = input.posts.filter((k) => offered.includes(k));
    const current = engine.outletPosts(state, now).filter((p) => posts.includes(p.kind));
    const outlet = await tx.outlet.create({
      data: {
        gameId,
        kind: input.type,
        url: input.url,
        secret: input.type === "generic" ? randomBytes(32).toString("base64url") : null,
        posts,
        intervalMinutes: input.intervalMinutes,
        lastKeys: keysOf(current),
        wakeAt: engine.outletNextChange(state, now),
        createdAt: now,
      },
    });
    return outlet.id;
  });
}

export async function updateOutlet(
  gameId: string,
  id: string,
  input: Pick<OutletInput, "posts" | "intervalMinutes">,
): Promise<boolean> {
  const outlet = await prisma.outlet.findFirst({
    where: { id, gameId },
    select: { game: { select: { rulesetId: true } } },
  });
  if (!outlet) return false;
  const offered = engine.outletKinds(outlet.game.rulesetId as never);
  const posts = input.posts.filter((k) => offered.includes(k));
  await prisma.outlet.update({ where: { id }, data: { posts, intervalMinutes: input.intervalMinutes } });
  return true;
}

export async function deleteOutlet(gameId: string, id: string): Promise<boolean> {
  const { count } = await prisma.outlet.deleteMany({ where: { id, gameId } });
  return count > 0;
}

/**
 * Queues a test post for the outlet and delivers it at once: the host sees the answer in its log.
 * `text` is the post in every format, in the game's language (from the route's catalogue).
 */
export async function sendTestPost(
  gameId: string,
  id: string,
  text: (format: "bbcode" | "markdown" | "discord" | "plain") => string,
  now: Date = new Date(),
): Promise<Delivery | null> {
  const outlet = await prisma.outlet.findFirst({
    where: { id, gameId },
    include: { game: { select: { slug: true } } },
  });
  if (!outlet) return null;
  const state = await currentState(prisma, gameId);
  if (!state) return null;
  const texts = { bbcode: text("bbcode"), markdown: text("markdown"), discord: text("discord"), plain: text("plain") };
  const game = { title: state.core.title, slug: outlet.game.slug, language: gameLanguage(state.core) };
  const bodies = bodiesFor(outlet.kind as OutletType, game, "test", texts, engine.publicView(state, now));
  const row = await prisma.outboxPost.create({
    data: { outletId: id, kind: "test", bodies: JSON.stringify(bodies), createdAt: now, nextAttemptAt: now },
  });
  await deliverNow(row.id, now);
  const after = (await listOutlets(gameId)).find((o) => o.id === id);
  return after?.deliveries.find((d) => d.id === row.id) ?? null;
}

/** The game's state now, or null when there is no such game. */
async function currentState(db: Tx, gameId: string) {
  const row = await db.game.findUnique({ where: { id: gameId }, select: { rulesetId: true, version: true } });
  return row ? storedState(db, getRuleset(row.rulesetId as RulesetId), gameId, row.version) : null;
}
