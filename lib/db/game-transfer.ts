/** Export a game as one JSON file and import it back, on either database. */
import { prisma } from "./client";
import { insertEvents, insertSnapshotText } from "./json-columns";
import { stringifyInSteps } from "../json-in-steps";
import { listEvents, newSlug, type RulesetLookup } from "./event-store";
import { buildExport, checkImportInSteps, type GameExport } from "../game/export-format";
import type { AnyRuleset, GameState, RulesetId } from "../game/ruleset";
import type { EventEnvelope } from "../game/events";
import { emptyGame, Folder, undoneSeqs, type Snapshot } from "../game/fold";
import { splitUndoList } from "../game/undo-list";
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

export type ImportResult = { ok: true; id: string; slug: string } | { ok: false; errors: Phrase[] };

/** Lets other requests run: the import reads, folds and writes in steps with this between them. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows per insert. */
const ROWS_PER_INSERT = 200;

/**
 * An imported game gets snapshots like a played one, but sparser: one every this many events and
 * one of its final state, so that loads and timeline reads start near where they need to (a played
 * game writes one every SNAPSHOT_EVERY as it goes; an import would write hundreds at once).
 */
export const IMPORT_SNAPSHOT_EVERY = 1000;

/** Imports an export as a new game hosted by `userId`, with a new public address. */
export async function importGame(rulesets: RulesetLookup, raw: unknown, userId: string): Promise<ImportResult> {
  const check = await checkImportInSteps(raw, rulesets, pause);
  if (!check.ok) return check;
  const { file, state, envelopes } = check;
  const snapshots = await importSnapshots(rulesets(state.core.rulesetId), envelopes, state);
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
  const game = await prisma.$transaction(
    async (tx) => {
      const created = await tx.game.create({
        data: {
          title: state.core.title,
          rulesetId: file.game.rulesetId,
          slug: newSlug(),
          version: events.length,
          // A new game to its viewers: its public version starts afresh (the event count is not public).
          publicVersion: FIRST_VIEW_VERSIONS.public,
          published: false,
          createdAt: new Date(file.game.createdAt),
          members: { create: { userId, role: "host" } },
        },
      });
      for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
        await insertEvents(tx, created.id, events.slice(i, i + ROWS_PER_INSERT));
        await pause();
      }
      for (const snap of snapshots) {
        const { state, undoList } = splitUndoList(snap.state);
        await insertSnapshotText(tx, created.id, snap.seq, {
          state: await stringifyInSteps(state, pause),
          undoList: await stringifyInSteps(undoList, pause),
        });
        await pause();
      }
      return created;
    },
    { maxWait: 60_000, timeout: 120_000 },
  );
  return { ok: true, id: game.id, slug: game.slug };
}

/** Events folded between two pauses. */
const EVENTS_PER_STEP = 100;

/**
 * The states at every IMPORT_SNAPSHOT_EVERY-th event and at the last (already folded by the check):
 * each the fold of the log up to it (an undo written later is not yet in it), folded in steps.
 */
async function importSnapshots(ruleset: AnyRuleset, envelopes: EventEnvelope[], last: GameState): Promise<Snapshot[]> {
  const out: Snapshot[] = [];
  const empty = emptyGame(ruleset);
  let prev: Snapshot = { seq: 0, state: empty };
  for (let seq = IMPORT_SNAPSHOT_EVERY; seq < envelopes.length; seq += IMPORT_SNAPSHOT_EVERY) {
    const later = envelopes.slice(prev.seq, seq);
    const undone = undoneSeqs(later);
    // An undo of an event before the last snapshot: fold from the start.
    const base = [...undone].some((s) => s <= prev.seq) ? { seq: 0, state: empty } : prev;
    const events = envelopes.slice(base.seq, seq);
    const skip = base === prev ? undone : undoneSeqs(events);
    const folder = new Folder(ruleset, base.state);
    for (let i = 0; i < events.length; i++) {
      const env = events[i]!;
      if (env.event.type !== "Undone" && !skip.has(env.seq)) folder.apply(env);
      if (i % EVENTS_PER_STEP === EVENTS_PER_STEP - 1) await pause();
    }
    out.push((prev = { seq, state: folder.state }));
  }
  out.push({ seq: envelopes.length, state: last });
  return out;
}
