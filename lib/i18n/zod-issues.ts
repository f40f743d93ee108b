/**
 * Zod's validation messages in the reader's language. Zod's own messages come from its locales
 * (`zod/v4/locales/ja`), given per parse (`schema.safeParse(x, zodParams(locale))`: no global setting, so
 * one request's language never leaks into another's). Messages the schemas write themselves win over
 * any locale; the ones the core and the shared text rules write (lib/game/text.ts, lib/game/core.ts) are
 * known here and become catalogue messages (gamePage.zod); any other stays as written.
 */
import type { z } from "zod";
// One locale's module, not `z.locales`: that namespace would put every language zod has in a page's bundle.
import zodJa from "zod/v4/locales/ja.js";
import type { Locale } from "./locales";
import { msg, say, type Message, type MessageValue, type Phrase } from "./message";
import { formatterIn, hasCatalogues } from "./formatters";

const LOCALE_ERRORS: Record<Exclude<Locale, "en">, () => { localeError: z.core.$ZodErrorMap }> = { ja: zodJa };
const maps = new Map<Locale, z.core.$ZodErrorMap>();

/** The parse parameters that make zod speak `locale`; none for English (zod's default) or no language. */
export function zodParams(locale: Locale | undefined): { error: z.core.$ZodErrorMap } | undefined {
  if (!locale || locale === "en") return undefined;
  let map = maps.get(locale);
  if (!map) maps.set(locale, (map = LOCALE_ERRORS[locale]().localeError));
  return { error: map };
}

/** The schemas' own English messages the catalogues know, with what each takes from the text. */
const KNOWN: Array<[RegExp, string, (m: RegExpExecArray) => Record<string, string | number>]> = [
  [/^must be at most (\d+) characters$/, "maxCharacters", (m) => ({ max: m[1]! })],
  [/^must not be empty$/, "notEmpty", () => ({})],
  [/^must not contain NUL, control characters or broken Unicode$/, "cleanText", () => ({})],
  [/^must contain a visible character$/, "visible", () => ({})],
  [/^must be one of (.+)$/, "oneOf", (m) => ({ options: m[1]! })],
  [/^must name at least one seat$/, "atLeastOneSeat", () => ({})],
  [/^must be at most (\d+) seats$/, "maxSeats", (m) => ({ max: m[1]! })],
  [/^command\.type must be a string$/, "commandType", () => ({})],
  [/^(\w+) is required$/, "isRequired", (m) => ({ name: m[1]! })],
  [/^(\w+) must not be empty$/, "nameNotEmpty", (m) => ({ name: m[1]! })],
  [/^(\w+) must be one of (.+)$/, "nameOneOf", (m) => ({ name: m[1]!, options: m[2]! })],
  [/^(\w+) must be a number$/, "mustBeNumber", (m) => ({ name: m[1]! })],
  [/^(\w+) must be 0 or more$/, "zeroOrMore", (m) => ({ name: m[1]! })],
  [/^(\w+) must be at most (\d+)$/, "atMost", (m) => ({ name: m[1]!, max: m[2]! })],
];

/** The schemas' messages made with `schemaMessage`, by their English. */
const SCHEMA_MESSAGES = new Map<string, Message>();

/**
 * A message a schema writes itself (`z.string().min(1, schemaMessage("gamePage.zod.notEmpty"))`): zod
 * carries its English (what a log or an English reader sees), and `issuePhrase` gives the message back,
 * so that the boundary says it in the reader's language. The English is the catalogue's, not the code's.
 */
export function schemaMessage(key: string, values?: Record<string, MessageValue>): string {
  const message = msg(key, values);
  const english = inEnglish(message);
  SCHEMA_MESSAGES.set(english, message);
  return english;
}

/**
 * The English from the server's catalogues. A browser has none (no client bundle holds a catalogue):
 * there zod carries the message itself, written out, and `issuePhrase` gives it back to be said.
 */
function inEnglish(message: Message): string {
  if (!hasCatalogues()) return JSON.stringify(message);
  return say(formatterIn("en"), message);
}

/** An issue's message as a phrase: a known one as its catalogue message, any other as it is. */
export function issuePhrase(message: string): Phrase {
  const made = SCHEMA_MESSAGES.get(message);
  if (made) return made;
  for (const [re, key, values] of KNOWN) {
    const m = re.exec(message);
    if (m) {
      const v = values(m);
      return Object.keys(v).length ? msg(`gamePage.zod.${key}`, v) : msg(`gamePage.zod.${key}`);
    }
  }
  return message;
}
