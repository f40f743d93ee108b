import type { Locale } from "./locales";

const formats = new Map<Locale, Intl.ListFormat>();

/**
 * Names side by side, to read rather than to say: "Amelia, Dolby, Kiiruma" in English, 「Amelia、Dolby、
 * Kiiruma」 in Japanese (no "and": a voters' cell, not a sentence; a sentence takes listValue).
 */
export function nameList(locale: Locale, names: readonly string[]): string {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.ListFormat(locale, { type: "conjunction", style: "narrow" })));
  return f.format(names);
}
