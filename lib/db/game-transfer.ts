/** Export a game as one JSON file and import it back, on either database. */
import { prisma } from "./client";
import type { Prisma } from "./generated/client";
import { listEvents, newSlug } from "./event-store";
import { buildExport, type GameExport } from "../game/export-format";
import type { RulesetId } from "../game/ruleset";
import { engine } from "../registry";
import { FIRST_VIEW_VERSIONS } from "../game/view-versions";

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

export type ImportResult = { ok: true; id: string; slug: string } | { ok: false; errors: string[] };

/** Imports an export as a new game hosted by `userId`, with a new public address. */
export async function importGame(raw: unknown, userId: string): Promise<ImportResult> {
  const check = engine.checkImport(raw);
  if (!check.ok) return check;
  const { file, state } = check;
  const game = await prisma.$transaction(async (tx) => {
    const created = await tx.game.create({
      data: {
        title: state.core.title,
        rulesetId: file.game.rulesetId,
        slug: newSlug(),
        version: file.events.length,
        // A new game to its viewers: its public version starts afresh (the event count is not public).
        publicVersion: FIRST_VIEW_VERSIONS.public,
        published: state.core.published,
        createdAt: new Date(file.game.createdAt),
        members: { create: { userId, role: "host" } },
      },
    });
    await tx.gameEvent.createMany({
      data: file.events.map((e) => ({
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
