/** Export a game as one JSON file and import it back, on either database. */
import { prisma } from "./client";
import { insertEventsText, insertSnapshotText } from "./json-columns";
import { listEvents, newSlug, type RulesetLookup } from "./event-store";
import { buildExport, type GameExport } from "../game/export-format";
import { prepareImport, type PreparedImport } from "../game/import-prepare";
import type { RulesetId } from "../game/ruleset";
import { FIRST_VIEW_VERSIONS } from "../game/view-versions";
import type { Phrase } from "../i18n/message";

export async function exportGame(rulesets: RulesetLookup, gameId: string, now: Date): Promise<GameExport | null> {
  const game = await prisma.game.findUnique({ where: { id: gameId } });
  if (!game) return null;
  const rulesetId = game.rulesetId as RulesetId;
  const events = [];
  for (let after = 0; ;) {
    const page = await listEvents(rulesets(rulesetId), gameId, after, 5000);
    events.push(...page);
    if (page.length < 5000) break;
    after = page.at(-1)!.seq;
  }
  return buildExport({ title: game.title, rulesetId, createdAt: game.createdAt }, events, now);
}

export type Imported = { ok: true; id: string; slug: string };
export type ImportResult = Imported | { ok: false; errors: Phrase[] };

/** Lets other requests run: an import on the server's own thread reads, folds and writes in steps with this between them. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Imports a parsed export as a new game hosted by `userId`, with a new public address, on this thread in steps. */
export async function importGame(rulesets: RulesetLookup, raw: unknown, userId: string): Promise<ImportResult> {
  const ready = await prepareImport(rulesets, raw, userId, new Date(), pause);
  return ready.ok ? storeImport(ready.prepared, userId) : ready;
}

/** Stores an import made ready (lib/game/import-prepare.ts) as a new game hosted by `userId`. */
export async function storeImport(prepared: PreparedImport, userId: string): Promise<Imported> {
  const game = await prisma.$transaction(
    async (tx) => {
      const created = await tx.game.create({
        data: {
          title: prepared.title,
          rulesetId: prepared.rulesetId,
          slug: newSlug(),
          version: prepared.eventCount,
          // A new game to its viewers: its public version starts afresh (the event count is not public).
          publicVersion: FIRST_VIEW_VERSIONS.public,
          published: false,
          createdAt: new Date(prepared.createdAt),
          members: { create: { userId, role: "host" } },
        },
      });
      for (const batch of prepared.eventBatches) {
        await insertEventsText(tx, created.id, batch);
        await pause();
      }
      for (const snap of prepared.snapshots) {
        await insertSnapshotText(tx, created.id, snap.seq, snap);
        await pause();
      }
      return created;
    },
    { maxWait: 60_000, timeout: 120_000 },
  );
  return { ok: true, id: game.id, slug: game.slug };
}
