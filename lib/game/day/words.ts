/**
 * The day's words in one language, outside a request: the posts and the vote count come out in the
 * game's language, whoever copies them. One translator per language, kept (lib/i18n/formatters.ts): a
 * late day's view formats hundreds of totals. The words come from the server's catalogues, or in the
 * browser from the page (no client bundle holds a catalogue).
 */
import type { Locale } from "../../i18n/locales";
import { say, type Formatter, type Phrase } from "../../i18n/message";
import { formatterIn } from "../../i18n/formatters";

/** A formatter of full catalogue keys ("day.rules.majority") in `locale`. */
export function formatterFor(locale: Locale): Formatter {
  return formatterIn(locale);
}

/** The rules' words (a message, or a sentence already written) in `locale`. */
export function sayDay(locale: Locale, text: Phrase): string {
  return say(formatterFor(locale), text);
}

/** A formatter of keys under one namespace ("day.posts"): `w("dayBegun", { number: 2 })`. */
export function wordsFor(locale: Locale, namespace: string): Formatter {
  const f = formatterFor(locale);
  return (key, values) => f(`${namespace}.${key}`, values);
}

/** "Amelia, Dolby and Eggyolk" in English (the posts' form), 「Amelia、Dolby、Eggyolk」 in Japanese. */
export function listIn(locale: Locale, items: readonly string[]): string {
  if (locale === "en") {
    if (items.length <= 1) return items.join("");
    return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
  }
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
}

/** The segments of the forum script's plan (phase-plan.ts), named in the catalogue (day.shared.segments). */
export const SEGMENT_IDS = ["night-actions", "night-locked", "discussion", "nomination", "voting"] as const;
export type SegmentId = (typeof SEGMENT_IDS)[number];
export const isSegmentId = (id: string): id is SegmentId => (SEGMENT_IDS as readonly string[]).includes(id);
