/**
 * The server's one way to say the rules' words: `render(message, locale)` with the catalogues
 * (messages/<locale>/*.json, see catalogues.ts) imported here, nothing installed anywhere. A route's
 * answer, a page rendered on the server (the town square and player pages speak the game's language,
 * whoever reads them), a post sent to an outlet. Client components use `useSay` (lib/i18n/use-say.ts):
 * no client bundle holds a catalogue, so nothing the browser runs imports this module.
 */
import { createTranslator } from "next-intl";
import { en, ja, type Messages } from "./catalogues";
import type { Locale } from "./locales";
import { sayWith, type Message, type Phrase, type Say } from "./message";

export type { Messages };

const CATALOGUES: Record<Locale, Messages> = { en, ja };

/** A language's whole catalogue (next-intl's request config, /api/messages, the tests of the catalogues). */
export function catalogue(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/**
 * A page's own words in one language, with their keys checked against the catalogue (the server's
 * `useTranslations` for a language the page chooses: the game's on its public pages).
 */
export function translator(locale: Locale) {
  return (translators[locale] ??= createTranslator({ locale, messages: CATALOGUES[locale] }));
}
export type Translator = ReturnType<typeof translator>;
const translators: Partial<Record<Locale, ReturnType<typeof createTranslator<Messages>>>> = {};

const sayers: Partial<Record<Locale, Say>> = {};

/** The rules' words bound to one language, for a rule that writes text (posts, exports, deadlines). */
export function renderer(locale: Locale): Say {
  return (sayers[locale] ??= sayWith(locale, translator(locale)));
}

/** The rules' words (a message, its values that are messages too) in `locale`. */
export function render(text: Phrase, locale: Locale): string {
  return renderer(locale)(text);
}

/** Whether `key` names a sentence of the catalogue (not a namespace, not a field that happens to be called `key`). */
function isSentence(locale: Locale, key: string): boolean {
  let at: unknown = CATALOGUES[locale];
  for (const part of key.split(".")) {
    if (typeof at !== "object" || at === null || !Object.hasOwn(at, part)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === "string";
}

const isPlain = (x: object): x is Record<string, unknown> => {
  const proto: unknown = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
};

/** A message of the catalogues: `{ key }` or `{ key, values }` and nothing else, its key a sentence. */
function isCatalogueMessage(x: Record<string, unknown>, locale: Locale): x is Message & Record<string, unknown> {
  if (typeof x.key !== "string" || !Object.keys(x).every((k) => k === "key" || k === "values")) return false;
  if (x.values !== undefined && (typeof x.values !== "object" || x.values === null || Array.isArray(x.values)))
    return false;
  return isSentence(locale, x.key);
}

/** A message of an answer with its text beside its key and values. */
export type Said<M extends Message = Message> = M & { text: string };

/**
 * An API answer with every message in it carrying its text in `locale`: `{ key, values, text }`, a
 * value that is a message carrying its own. A bot prints `text`; the app's pages read `key` and
 * `values` as before. Everything else is copied as it is (dates, strings, numbers).
 */
export function withText<T>(answer: T, locale: Locale): T {
  const say = renderer(locale);
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(walk);
    if (typeof x !== "object" || x === null || !isPlain(x)) return x;
    if (isCatalogueMessage(x, locale)) {
      const values = x.values && Object.fromEntries(Object.entries(x.values).map(([k, v]) => [k, walk(v)]));
      return { key: x.key, ...(values && { values }), text: say(x) };
    }
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, walk(v)]));
  };
  return walk(answer) as T;
}

/** Whether an answer holds a message at all (a route then learns the reader's language only when it must). */
export function holdsMessage(answer: unknown): boolean {
  const walk = (x: unknown): boolean => {
    if (Array.isArray(x)) return x.some(walk);
    if (typeof x !== "object" || x === null || !isPlain(x)) return false;
    return isCatalogueMessage(x, "en") || Object.values(x).some(walk);
  };
  return walk(answer);
}
