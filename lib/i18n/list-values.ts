/**
 * Lists in a sentence: as a value of a message (`listValue`, `seriesValue`), rendered wherever the
 * sentence is said, or written at once in a language with `Intl` (`listIn`). Pure: no catalogue.
 */
import type { Locale } from "./locales";
import { msg, type MessageValue, type Phrase } from "./message";

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
