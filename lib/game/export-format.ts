import { z } from "zod";
import { RULESET_IDS, type AnyRuleset, type GameState, type RulesetId } from "./ruleset";
import { CorruptEventError, parseStoredEvent, type EventEnvelope } from "./events";
import { fold } from "./fold";

/**
 * The most events one import may hold: replaying them must not hold the server up (5,000 fold in
 * about 0.1 s; a long forum game of 15 players has some 2,000).
 */
export const MAX_IMPORT_EVENTS = 5000;

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
    .min(1, "events must hold at least the GameCreated event")
    .max(MAX_IMPORT_EVENTS, `events: a game file may hold at most ${MAX_IMPORT_EVENTS} events`),
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

/** Checks an uploaded export completely before anything is written. */
export function checkImport(raw: unknown, rulesetOf: (id: RulesetId) => AnyRuleset): ImportCheck {
  const parsed = gameExportSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.slice(0, 20).map((i) => `${i.path.join(".") || "file"}: ${i.message}`),
    };
  }
  const file = parsed.data;
  const errors: string[] = [];
  file.events.forEach((e, i) => {
    if (e.seq !== i + 1)
      errors.push(`events.${i}: seq must be ${i + 1}, found ${e.seq} (the log must run 1, 2, 3… with no gaps)`);
  });
  if (file.events[0]?.type !== "GameCreated") errors.push("events.0: the first event must be GameCreated");
  const ruleset = rulesetOf(file.game.rulesetId);
  const envelopes: EventEnvelope[] = [];
  file.events.forEach((e, i) => {
    try {
      envelopes.push(parseStoredEvent(ruleset, e));
    } catch (err) {
      if (err instanceof CorruptEventError) errors.push(`events.${i}: ${err.message}`);
      else errors.push(`events.${i}: unreadable`);
    }
  });
  errors.push(...impossibleUndos(envelopes));
  if (errors.length) return { ok: false, errors: errors.slice(0, 20) };
  try {
    return { ok: true, file, envelopes, state: fold(ruleset, envelopes) };
  } catch {
    return { ok: false, errors: ["events: the log does not replay to a valid game"] };
  }
}

/**
 * Undo events no command could have written: an undo must name an earlier event of the same type
 * that is not GameCreated, not itself an undo, and not undone already.
 */
function impossibleUndos(envelopes: EventEnvelope[]): string[] {
  const errors: string[] = [];
  const undone = new Set<number>();
  envelopes.forEach((e, i) => {
    if (e.event.type !== "Undone") return;
    const { seq, undoneType } = e.event as { seq: number; undoneType: string };
    const target = envelopes[seq - 1];
    const where = `events.${i}: this undo`;
    if (!target || seq >= e.seq) errors.push(`${where} names event ${seq}, which does not come before it`);
    else if (target.event.type === "GameCreated" || target.event.type === "Undone")
      errors.push(`${where} names a ${target.event.type} event, which cannot be undone`);
    else if (target.event.type !== undoneType)
      errors.push(`${where} says event ${seq} is ${undoneType}, but it is ${target.event.type}`);
    else if (undone.has(seq)) errors.push(`${where} names event ${seq}, which is undone already`);
    undone.add(seq);
  });
  return errors;
}
