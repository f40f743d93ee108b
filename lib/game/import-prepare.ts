/**
 * An import made ready to store: the file checked, its snapshots folded, and every row written as
 * JSON text. Pure (no database), so that a worker thread can do it (lib/import/worker.ts) and hand
 * the server's thread only strings to insert; or a caller does it in steps on its own thread.
 */
import type { AnyRuleset, GameState, RulesetId } from "./ruleset";
import type { EventEnvelope } from "./events";
import { checkImportInSteps, type GameExport } from "./export-format";
import { emptyGame, Folder, undoneSeqs, type Snapshot } from "./fold";
import { splitUndoList } from "./undo-list";
import { stringifyInSteps } from "../json-in-steps";
import type { Phrase } from "../i18n/message";

/**
 * An imported game gets snapshots like a played one, but sparser: one every this many events and
 * one of its final state, so that loads and timeline reads start near where they need to (a played
 * game writes one every SNAPSHOT_EVERY as it goes; an import would write hundreds at once).
 */
export const IMPORT_SNAPSHOT_EVERY = 1000;

/** Event rows per insert (one JSON array of rows each). */
export const ROWS_PER_INSERT = 200;

/** Events folded between two pauses. */
const EVENTS_PER_STEP = 100;

export interface PreparedImport {
  title: string;
  rulesetId: RulesetId;
  /** ISO 8601. */
  createdAt: string;
  /** The events the game will hold (the file's, and one that unpublishes it if it was published). */
  eventCount: number;
  /** The event rows as JSON arrays of ROWS_PER_INSERT rows: { seq, type, payload, actorId, at }. */
  eventBatches: string[];
  /** Each snapshot's state (without its undo list) and its undo list, as JSON. */
  snapshots: Array<{ seq: number; state: string; undoList: string }>;
}

export type PrepareResult = { ok: true; prepared: PreparedImport } | { ok: false; errors: Phrase[] };

/**
 * Checks a parsed game file and makes it ready to store as a new game hosted by `userId`, awaiting
 * `pause()` between steps (a worker thread, which holds up no one, passes one that returns at once).
 */
export async function prepareImport(
  rulesets: (id: RulesetId) => AnyRuleset,
  raw: unknown,
  userId: string,
  now: Date,
  pause: () => Promise<void>,
): Promise<PrepareResult> {
  const check = await checkImportInSteps(raw, rulesets, pause);
  if (!check.ok) return check;
  const { file, state, envelopes } = check;
  const folded = await importSnapshots(rulesets(state.core.rulesetId), envelopes, state, pause);
  const events: GameExport["events"] = state.core.published
    ? [
        ...file.events,
        // A game arrives unpublished at its new address: its host publishes it again when they mean to.
        {
          seq: file.events.length + 1,
          type: "GameUnpublished",
          payload: {},
          actorId: `user:${userId}`,
          at: now.toISOString(),
        },
      ]
    : file.events;
  const eventBatches: string[] = [];
  for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
    eventBatches.push(JSON.stringify(events.slice(i, i + ROWS_PER_INSERT)));
    await pause();
  }
  const snapshots: PreparedImport["snapshots"] = [];
  for (const snap of folded) {
    const { state, undoList } = splitUndoList(snap.state);
    snapshots.push({
      seq: snap.seq,
      state: await stringifyInSteps(state, pause),
      undoList: await stringifyInSteps(undoList, pause),
    });
  }
  return {
    ok: true,
    prepared: {
      title: state.core.title,
      rulesetId: file.game.rulesetId,
      createdAt: file.game.createdAt,
      eventCount: events.length,
      eventBatches,
      snapshots,
    },
  };
}

/**
 * The states at every IMPORT_SNAPSHOT_EVERY-th event and at the last (already folded by the check):
 * each the fold of the log up to it (an undo written later is not yet in it), folded in steps.
 */
async function importSnapshots(
  ruleset: AnyRuleset,
  envelopes: EventEnvelope[],
  last: GameState,
  pause: () => Promise<void>,
): Promise<Snapshot[]> {
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
