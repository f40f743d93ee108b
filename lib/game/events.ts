import { z } from "zod";
import { CORE_EVENT_TYPES, coreEventSchema, type CoreEvent, type EventMeta } from "./core";
import type { AnyRuleset } from "./ruleset";
import { msg, type Message, type MessageValue } from "../i18n/message";
import { render } from "../i18n/render";
import { issuePhrase } from "../i18n/zod-issues";

/** An event of the core or of a ruleset: `{ type, ...payload }`. */
export type GameEvent = CoreEvent | { type: string; [key: string]: unknown };

/** An event with the facts the log stored beside it. */
export interface EventEnvelope extends EventMeta {
  event: GameEvent;
}

/** A row as the event store returns it, before its payload is trusted. */
export interface StoredEvent {
  seq: number;
  type: string;
  payload: unknown;
  actorId: string;
  at: Date | string;
}

/** A stored event its schema refuses; `phrase` says why to a person (an import's errors), the message to a log. */
export class CorruptEventError extends Error {
  readonly phrase: Message;
  constructor(
    readonly seq: number,
    detail: MessageValue,
  ) {
    const phrase = msg("errors.import.corrupt", { seq: String(seq), detail });
    super(render(phrase, "en"));
    this.phrase = phrase;
  }
}

export function isCoreEventType(type: string): boolean {
  return (CORE_EVENT_TYPES as readonly string[]).includes(type);
}

/** Parses a stored row through the zod schema of its event type (core or the game's ruleset). */
export function parseStoredEvent(ruleset: AnyRuleset, row: StoredEvent): EventEnvelope {
  const raw = { ...(row.payload as object), type: row.type };
  const schema: z.ZodType<GameEvent> = isCoreEventType(row.type)
    ? coreEventSchema
    : (ruleset.eventSchema as z.ZodType<GameEvent>);
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new CorruptEventError(
      row.seq,
      parsed.error.issues
        .slice(0, 3)
        .map((i): MessageValue => {
          const path = i.path.length ? i.path.join(".") : msg("errors.import.theEvent");
          return msg("errors.import.at", { path, message: issuePhrase(i.message) });
        })
        .reduce((a, b) => msg("errors.import.issues", { a, b })),
    );
  return {
    seq: row.seq,
    at: typeof row.at === "string" ? row.at : row.at.toISOString(),
    actorId: row.actorId,
    event: parsed.data,
  };
}

/** Splits an event into the stored columns. */
export function toStoredPayload(event: GameEvent): { type: string; payload: Record<string, unknown> } {
  const { type, ...payload } = event;
  return { type, payload };
}
