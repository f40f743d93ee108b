import { z } from "zod";
import { RULESET_IDS, type AnyRuleset, type GameState, type RulesetId } from "./ruleset";
import { CorruptEventError, parseStoredEvent, type EventEnvelope } from "./events";
import { applyEvent, emptyGame, undoneSeqs } from "./fold";

/** A game as one JSON file: its metadata and its whole event log. */
export const gameExportSchema = z.object({
  format: z.literal("grimoire-game", { error: 'format must be "grimoire-game"' }),
  formatVersion: z.literal(1, { error: "formatVersion must be 1" }),
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
    .min(1, "events must hold at least the GameCreated event"),
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
  { ok: true; file: GameExport; envelopes: EventEnvelope[]; state: GameState } | { ok: false; errors: string[] };

/** How many events the stepwise check reads or folds between two pauses. */
const EVENTS_PER_STEP = 500;

const headerSchema = gameExportSchema.extend({
  events: z.array(z.unknown()).min(1, "events must hold at least the GameCreated event"),
});
const eventSchema = gameExportSchema.shape.events.element;

/**
 * The check, as steps: it yields after every few hundred events, so that a caller may let other
 * work run between them (a 20,000-event file takes seconds to read and fold).
 */
function* importSteps(raw: unknown, rulesetOf: (id: RulesetId) => AnyRuleset): Generator<void, ImportCheck> {
  const header = headerSchema.safeParse(raw);
  if (!header.success) {
    return {
      ok: false,
      errors: header.error.issues.slice(0, 20).map((i) => `${i.path.join(".") || "file"}: ${i.message}`),
    };
  }
  const errors: string[] = [];
  const events: GameExport["events"] = [];
  for (let i = 0; i < header.data.events.length; i++) {
    const e = eventSchema.safeParse(header.data.events[i]);
    if (e.success) events.push(e.data);
    else for (const issue of e.error.issues) errors.push(`events.${[i, ...issue.path].join(".")}: ${issue.message}`);
    if (errors.length >= 20) return { ok: false, errors: errors.slice(0, 20) };
    if (i % EVENTS_PER_STEP === EVENTS_PER_STEP - 1) yield;
  }
  if (errors.length) return { ok: false, errors };
  const file: GameExport = { ...header.data, events };
  file.events.forEach((e, i) => {
    if (e.seq !== i + 1)
      errors.push(`events.${i}: seq must be ${i + 1}, found ${e.seq} (the log must run 1, 2, 3… with no gaps)`);
  });
  if (file.events[0]?.type !== "GameCreated") errors.push("events.0: the first event must be GameCreated");
  const ruleset = rulesetOf(file.game.rulesetId);
  const envelopes: EventEnvelope[] = [];
  for (let i = 0; i < file.events.length; i++) {
    try {
      envelopes.push(parseStoredEvent(ruleset, file.events[i]!));
    } catch (err) {
      if (err instanceof CorruptEventError) errors.push(`events.${i}: ${err.message}`);
      else errors.push(`events.${i}: unreadable`);
    }
    if (i % EVENTS_PER_STEP === EVENTS_PER_STEP - 1) yield;
  }
  if (errors.length) return { ok: false, errors: errors.slice(0, 20) };
  try {
    const undone = undoneSeqs(envelopes);
    let state = emptyGame(ruleset);
    for (let i = 0; i < envelopes.length; i++) {
      const env = envelopes[i]!;
      if (env.event.type !== "Undone" && !undone.has(env.seq)) state = applyEvent(ruleset, state, env);
      if (i % EVENTS_PER_STEP === EVENTS_PER_STEP - 1) yield;
    }
    return { ok: true, file, envelopes, state };
  } catch {
    return { ok: false, errors: ["events: the log does not replay to a valid game"] };
  }
}

/** Checks an uploaded export completely before anything is written. */
export function checkImport(raw: unknown, rulesetOf: (id: RulesetId) => AnyRuleset): ImportCheck {
  const steps = importSteps(raw, rulesetOf);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** The same check, awaiting `pause()` every few hundred events so that a server keeps answering others. */
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
