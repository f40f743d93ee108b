/**
 * The day's words in one language, outside a request: the posts and the vote count come out in the
 * game's language, whoever copies them. One translator per language, kept (lib/i18n/formatters.ts): a
 * late day's view formats hundreds of totals. The words come from the server's catalogues, or in the
 * browser from the page (no client bundle holds a catalogue).
 */
import type { Locale } from "./locales";
import { msg, sayWith, type Formatter, type MessageValue, type Phrase } from "./message";
import { formatterIn } from "./formatters";

/** A formatter of full catalogue keys ("clocktower.forumDay.rules.majority") in `locale`. */
export function formatterFor(locale: Locale): Formatter {
  return formatterIn(locale);
}

/** The rules' words (a message, or a sentence already written) in `locale`. */
export function sayDay(locale: Locale, text: Phrase): string {
  return sayWith(locale, formatterFor(locale))(text);
}

/** A formatter of keys under one namespace ("clocktower.forumDay.posts"): `w("dayBegun", { number: 2 })`. */
export function wordsFor(locale: Locale, namespace: string): Formatter {
  const f = formatterFor(locale);
  return (key, values) => f(`${namespace}.${key}`, values);
}

/**
 * "Amelia, Dolby and Eggyolk" in English (the posts' form: no comma before "and", as en-GB writes it),
 * 「Amelia、Dolby、Eggyolk」 in Japanese.
 */
export function listIn(locale: Locale, items: readonly string[]): string {
  let f = lists.get(locale);
  if (!f) lists.set(locale, (f = new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { type: "conjunction" })));
  return f.format(items);
}
const lists = new Map<Locale, Intl.ListFormat>();

/** The segments of the forum script's plan (phase-plan.ts), named in the catalogue (day.shared.segments). */
export const SEGMENT_IDS = ["night-actions", "night-locked", "discussion", "nomination", "voting"] as const;
export type SegmentId = (typeof SEGMENT_IDS)[number];
export const isSegmentId = (id: string): id is SegmentId => (SEGMENT_IDS as readonly string[]).includes(id);

/** Items side by side as a value of a message, no "and": "a, b, c" / 「a、b、c」 once rendered. */
export function seriesValue(items: readonly Phrase[]): Phrase {
  return items.length ? items.reduce((a, b) => msg("nameList.more", { a, b })) : "";
}

/**
 * A list as a value of a message, for a sentence built before anyone knows its reader's language:
 * "Amelia, Dolby and Eggyolk" or 「Amelia、Dolby、Eggyolk」 once rendered (the same forms as `listIn`).
 */
export function listValue(items: readonly MessageValue[]): MessageValue {
  if (items.length <= 1) return items[0] ?? "";
  const head = items.slice(0, -1).reduce((a, b) => msg("nameList.more", { a, b }));
  return msg("nameList.last", { a: head, b: items.at(-1)! });
}
