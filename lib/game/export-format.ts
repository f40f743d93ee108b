import { z } from "zod";
import { RULESET_IDS, type AnyRuleset, type GameState, type RulesetId } from "./ruleset";
import { CorruptEventError, isCoreEventType, parseStoredEvent, type EventEnvelope } from "./events";
import { emptyGame, Folder, undoneSeqs } from "./fold";
import { findLongText } from "./text";
import { msg, type Message, type MessageValue, type Phrase } from "../i18n/message";
import { issuePhrase, schemaMessage } from "../i18n/zod-issues";

const E = "errors.import";
/** One of the import's errors: where in the file, and what is wrong there. */
const at = (path: MessageValue, message: MessageValue): Message => msg(`${E}.at`, { path, message });
const eventAt = (index: number, type: string, message: MessageValue): Message =>
  msg(`${E}.eventAt`, { index: String(index), type, message });

/**
 * The most events one import may hold (a long forum game of 15 players has some 2,000). The import
 * reads, folds and writes in steps, so that even this many hold no other request up (issue 14:
 * lib/db/game-transfer.db.test.ts).
 */
export const MAX_IMPORT_EVENTS = 20_000;

/**
 * The longest text any command writes into a rule system's event (a grimoire note, 4,000). Each
 * ruleset's event schema carries its own fields' limits; this bounds every other string of an
 * imported ruleset event (ids, the day's entries), so that a file cannot carry what no command could.
 */
export const MAX_EVENT_TEXT = 4000;

/** A game as one JSON file: its metadata and its whole event log. */
export const gameExportSchema = z.object({
  format: z.literal("grimoire-game", { error: schemaMessage("errors.schema.exportFormat") }),
  formatVersion: z.literal(1, { error: schemaMessage("errors.schema.exportFormatVersion") }),
  exportedAt: z.string(),
  game: z.object({
    title: z.string(),
    rulesetId: z.enum(RULESET_IDS),
    createdAt: z.iso.datetime({ offset: true }),
  }),
  events: z
    .array(
      z.object({
        seq: z.number().int().positive(),
        type: z.string().min(1),
        payload: z.record(z.string(), z.unknown()),
        actorId: z.string(),
        at: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1, schemaMessage("errors.schema.firstEventNeeded"))
    .max(MAX_IMPORT_EVENTS, schemaMessage("errors.schema.maxEvents", { max: String(MAX_IMPORT_EVENTS) })),
});
export type GameExport = z.infer<typeof gameExportSchema>;

export function buildExport(
  meta: { title: string; rulesetId: RulesetId; createdAt: Date },
  events: EventEnvelope[],
  now: Date,
): GameExport {
  return {
    format: "grimoire-game",
    formatVersion: 1,
    exportedAt: now.toISOString(),
    game: { title: meta.title, rulesetId: meta.rulesetId, createdAt: meta.createdAt.toISOString() },
    events: events.map(({ event, ...meta }) => {
      const { type, ...payload } = event;
      return { seq: meta.seq, type, payload, actorId: meta.actorId, at: meta.at };
    }),
  };
}

export type ImportCheck =
  { ok: true; file: GameExport; envelopes: EventEnvelope[]; state: GameState } | { ok: false; errors: Phrase[] };

/** How many events the stepwise check reads or folds between two pauses. */
const EVENTS_PER_STEP = 100;

const headerSchema = gameExportSchema.extend({
  events: z
    .array(z.unknown())
    .min(1, schemaMessage("errors.schema.firstEventNeeded"))
    .max(MAX_IMPORT_EVENTS, schemaMessage("errors.schema.maxEvents", { max: String(MAX_IMPORT_EVENTS) })),
});
const eventSchema = gameExportSchema.shape.events.element;

/**
 * The check, as steps: it yields after every hundred events, so that a caller may let other
 * work run between them (a 20,000-event file takes seconds to read and fold).
 */
function* importSteps(raw: unknown, rulesetOf: (id: RulesetId) => AnyRuleset): Generator<void, ImportCheck> {
  const header = headerSchema.safeParse(raw);
  if (!header.success) {
    return {
      ok: false,
      errors: header.error.issues.slice(0, 20).map((i) => at(i.path.join(".") || "file", issuePhrase(i.message))),
    };
  }
  const errors: Phrase[] = [];
  const events: GameExport["events"] = [];
  for (let i = 0; i < header.data.events.length; i++) {
    const e = eventSchema.safeParse(header.data.events[i]);
    if (e.success) events.push(e.data);
    else
      for (const issue of e.error.issues)
        errors.push(at(`events.${[i, ...issue.path].join(".")}`, issuePhrase(issue.message)));
    if (errors.length >= 20) return { ok: false, errors: errors.slice(0, 20) };
    if (i % EVENTS_PER_STEP === EVENTS_PER_STEP - 1) yield;
  }
  if (errors.length) return { ok: false, errors };
  const file: GameExport = { ...header.data, events };
  file.events.forEach((e, i) => {
    if (e.seq !== i + 1)
      errors.push(msg(`${E}.seq`, { index: String(i), expected: String(i + 1), found: String(e.seq) }));
  });
  if (file.events[0]?.type !== "GameCreated") errors.push(msg(`${E}.firstEvent`));
  const ruleset = rulesetOf(file.game.rulesetId);
  const envelopes: EventEnvelope[] = [];
  for (let i = 0; i < file.events.length; i++) {
    const e = file.events[i]!;
    const long = isCoreEventType(e.type) ? null : findLongText(e.payload, MAX_EVENT_TEXT);
    if (long)
      errors.push(
        eventAt(
          i,
          e.type,
          msg(`${E}.tooLong`, { path: long.path, max: String(MAX_EVENT_TEXT), length: String(long.length) }),
        ),
      );
    else
      try {
        envelopes.push(parseStoredEvent(ruleset, e));
      } catch (err) {
        errors.push(eventAt(i, e.type, err instanceof CorruptEventError ? err.phrase : msg(`${E}.unreadable`)));
      }
    if (errors.length >= 20) return { ok: false, errors };
    if (i % EVENTS_PER_STEP === EVENTS_PER_STEP - 1) yield;
  }
  errors.push(...impossibleUndos(envelopes));
  if (errors.length) return { ok: false, errors: errors.slice(0, 20) };
  try {
    const undone = undoneSeqs(envelopes);
    const folder = new Folder(ruleset, emptyGame(ruleset));
    for (let i = 0; i < envelopes.length; i++) {
      const env = envelopes[i]!;
      if (env.event.type !== "Undone" && !undone.has(env.seq)) folder.apply(env);
      if (i % EVENTS_PER_STEP === EVENTS_PER_STEP - 1) yield;
    }
    return { ok: true, file, envelopes, state: folder.state };
  } catch {
    return { ok: false, errors: [msg(`${E}.noReplay`)] };
  }
}

/**
 * Undo events no command could have written: an undo must name an earlier event of the same type
 * that is not GameCreated, not itself an undo, and not undone already.
 */
function impossibleUndos(envelopes: EventEnvelope[]): Phrase[] {
  const errors: Phrase[] = [];
  const undone = new Set<number>();
  envelopes.forEach((e, i) => {
    if (e.event.type !== "Undone") return;
    const { seq, undoneType } = e.event as { seq: number; undoneType: string };
    const target = envelopes[seq - 1];
    const index = String(i);
    const type = target?.event.type ?? "";
    if (!target || seq >= e.seq) errors.push(msg(`${E}.undoNotBefore`, { index, seq: String(seq) }));
    else if (type === "GameCreated" || type === "Undone") errors.push(msg(`${E}.undoCannot`, { index, type }));
    else if (type !== undoneType)
      errors.push(msg(`${E}.undoWrongType`, { index, seq: String(seq), said: undoneType, type }));
    else if (undone.has(seq)) errors.push(msg(`${E}.undoTwice`, { index, seq: String(seq) }));
    undone.add(seq);
  });
  return errors;
}

/** Checks an uploaded export completely before anything is written. */
export function checkImport(raw: unknown, rulesetOf: (id: RulesetId) => AnyRuleset): ImportCheck {
  const steps = importSteps(raw, rulesetOf);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** The same check, awaiting `pause()` every hundred events so that a server keeps answering others. */
export async function checkImportInSteps(
  raw: unknown,
  rulesetOf: (id: RulesetId) => AnyRuleset,
  pause: () => Promise<void>,
): Promise<ImportCheck> {
  const steps = importSteps(raw, rulesetOf);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    await pause();
  }
}
