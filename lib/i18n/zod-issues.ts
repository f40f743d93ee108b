/**
 * Zod's validation messages in the reader's language. Zod's own messages come from its locales
 * (`zod/v4/locales/ja`), given per parse (`schema.safeParse(x, zodParams(locale))`: no global setting, so
 * one request's language never leaks into another's). Messages the schemas write themselves win over
 * any locale: each is a catalogue message carried by the issue (`schemaMessage`, `issuePhrase`).
 */
import type { z } from "zod";
// One locale's module, not `z.locales`: that namespace would put every language zod has in a page's bundle.
import zodJa from "zod/v4/locales/ja.js";
import type { Locale } from "./locales";
import { isMessage, msg, type MessageValue, type Phrase } from "./message";

const LOCALE_ERRORS: Record<Exclude<Locale, "en">, () => { localeError: z.core.$ZodErrorMap }> = { ja: zodJa };
const maps = new Map<Locale, z.core.$ZodErrorMap>();

/** The parse parameters that make zod speak `locale`; none for English (zod's default) or no language. */
export function zodParams(locale: Locale | undefined): { error: z.core.$ZodErrorMap } | undefined {
  if (!locale || locale === "en") return undefined;
  let map = maps.get(locale);
  if (!map) maps.set(locale, (map = LOCALE_ERRORS[locale]().localeError));
  return { error: map };
}

/**
 * A zod issue carries only a string, so a message a schema writes itself travels in it as its key and
 * values, marked (`z.string().min(1, schemaMessage("gamePage.zod.notEmpty"))`); the boundary takes it
 * back with `issuePhrase` and renders it in the reader's language. No English is made on the way.
 */
const MARK = "grimoire:message:";

/** A message for a schema to attach to a check, carried by the issue to the boundary that says it. */
export function schemaMessage(key: string, values?: Record<string, MessageValue>): string {
  return MARK + JSON.stringify(msg(key, values));
}

/** An issue's message as a phrase: one a schema attached as its message, any other (zod's own) as it is. */
export function issuePhrase(message: string): Phrase {
  if (!message.startsWith(MARK)) return message;
  try {
    const carried: unknown = JSON.parse(message.slice(MARK.length));
    if (isMessage(carried)) return carried;
  } catch {
    // not a message after all: said as it is
  }
  return message;
}
