/**
 * A sentence the rules say to a person (a refusal, a warning, a prompt), as a catalogue key with its
 * values rather than English built in the rules: the boundary that knows the reader's language renders it
 * (on the server `render` of lib/i18n/render.ts, in a client component `useSay` of lib/i18n/use-say.ts).
 * A value may itself be a message (a role's or an action's name in that language).
 */
import type { Locale } from "./locales";

export type MessageValue = string | number | Message;
export interface Message {
  key: string;
  values?: Record<string, MessageValue>;
}

/**
 * What the rules may say: a message, or (while a rule system's words are being moved into the
 * catalogues, issue 17) a sentence already written in English.
 */
export type Phrase = string | Message;

/** A message for `key` (a full catalogue key: "secretMoon.rules.dealPlayers") with its values. */
export function msg(key: string, values?: Record<string, MessageValue>): Message {
  return values ? { key, values } : { key };
}

export function isMessage(x: unknown): x is Message {
  return typeof x === "object" && x !== null && typeof (x as Message).key === "string";
}

/**
 * The rules' words rendered in one language: what a rule that writes text (a post, an export, a
 * deadline) is handed instead of a language, so that it needs no catalogue of its own. Made by
 * `renderer(locale)` on the server (lib/i18n/render.ts) and `useSay()` in a client component.
 */
export interface Say {
  (text: Phrase): string;
  readonly locale: Locale;
}

/** Formats a full key with plain values: next-intl's translator at the root (see `sayWith`). */
export type Formatter = (key: string, values?: Record<string, string | number>) => string;

/** How many sentences a `Say` remembers before it starts again. */
const SAID_LIMIT = 20_000;

/**
 * The one place a next-intl translator becomes a `Say`: its keys are typed against the English
 * catalogue, a message's key is a string known only when the rules run. So it is called as a plain
 * function (`Reflect.apply`) and its answer checked to be text, rather than cast to a type it does not
 * have. Values that are messages are rendered first. Only lib/i18n/render.ts and lib/i18n/use-say.ts
 * call it (and the e2e specs' catalogues).
 */
export function sayWith(locale: Locale, translator: (key: never, values?: never) => string): Say {
  // What was said is remembered: the same sentence with the same values reads the same, and a view
  // built for every command says most of its sentences again (formatting one costs microseconds).
  const said = new Map<string, string>();
  const format: Formatter = (key, values) => {
    const asked = values ? key + JSON.stringify(values) : key;
    const known = said.get(asked);
    if (known !== undefined) return known;
    const text: unknown = Reflect.apply(translator, undefined, [key, values]);
    const out = typeof text === "string" ? text : key;
    if (said.size >= SAID_LIMIT) said.clear();
    said.set(asked, out);
    return out;
  };
  const say = (text: Phrase): string => {
    if (typeof text === "string") return text;
    if (!text.values) return format(text.key);
    const values: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(text.values)) values[k] = isMessage(v) ? say(v) : v;
    return format(text.key, values);
  };
  return Object.assign(say, { locale });
}

/**
 * A formatter of keys under one namespace, built from a `Say`: `words(say, "clocktower.forumDay.posts")("dayBegun",
 * { number: 2 })`, for code that writes many sentences of one part of the catalogue in its caller's language.
 */
export function wordsIn(say: Say, namespace: string): Formatter {
  return (key, values) => say(msg(`${namespace}.${key}`, values));
}
