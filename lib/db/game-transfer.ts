/** Export a game as one JSON file and import it back, on either database. */
import { prisma } from "./client";
import type { Prisma } from "./generated/client";
import { listEvents, newSlug } from "./event-store";
import { buildExport, type GameExport } from "../game/export-format";
import type { RulesetId } from "../game/ruleset";
import { engine } from "../registry";

export async function exportGame(gameId: string, now: Date): Promise<GameExport | null> {
  const game = await prisma.game.findUnique({ where: { id: gameId } });
  if (!game) return null;
  const rulesetId = game.rulesetId as RulesetId;
  const events = [];
  for (let after = 0; ;) {
    const page = await listEvents(gameId, rulesetId, after, 5000);
    events.push(...page);
    if (page.length < 5000) break;
    after = page.at(-1)!.seq;
  }
  return buildExport({ title: game.title, rulesetId, createdAt: game.createdAt }, events, now);
}

const INSERT_SLICE = 250;

export type ImportResult = { ok: true; id: string; slug: string } | { ok: false; errors: string[] };

/** Imports an export as a new game hosted by `userId`, with a new public address. */
export async function importGame(raw: unknown, userId: string): Promise<ImportResult> {
  const check = engine.checkImport(raw);
  if (!check.ok) return check;
  const { file, state } = check;
  // A game arrives unpublished at its new address: its host publishes it again when they mean to.
  const events = state.core.published
    ? [
        ...file.events,
        {
          seq: file.events.length + 1,
          type: "GameUnpublished",
          payload: {},
          actorId: `user:${userId}`,
          at: new Date().toISOString(),
        },
      ]
    : file.events;
  const game = await prisma.$transaction(async (tx) => {
    const created = await tx.game.create({
      data: {
        title: state.core.title,
        rulesetId: file.game.rulesetId,
        slug: newSlug(),
        version: events.length,
        published: false,
        createdAt: new Date(file.game.createdAt),
        members: { create: { userId, role: "host" } },
      },
    });
    // In slices: building one insert of thousands of rows holds the event loop for half a second.
    for (let i = 0; i < events.length; i += INSERT_SLICE)
      await tx.gameEvent.createMany({
        data: events.slice(i, i + INSERT_SLICE).map((e) => ({
          gameId: created.id,
          seq: e.seq,
          type: e.type,
          payload: e.payload as Prisma.InputJsonValue,
          actorId: e.actorId,
          at: new Date(e.at),
        })),
      });
    return created;
  });
  return { ok: true, id: game.id, slug: game.slug };
}
