/**
 * The languages the app speaks, and how a request's language is chosen. A leaf: no I/O, importable
 * from the core (a game's language), the pages and the route handlers alike. Adding a language is
 * adding its code here and its catalogue in messages/.
 */
export const LOCALES = ["en", "ja"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie the language switch sets (a year, the whole site). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Each language named in itself, for the switch: a reader finds their own language without reading the current one. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ja: "日本語" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/**
 * The best of our languages for an `Accept-Language` header ("ja-JP,ja;q=0.9,en;q=0.8"), by its
 * weights; a region matches its language ("ja-JP" is "ja"). Null when none of ours is asked for.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const asked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((a) => a.tag && a.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of asked) {
    const language = tag.split("-")[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * A request's language: the switch's cookie, else the signed-in account's setting, else the
 * browser's `Accept-Language`, else English. The account is asked for lazily: a cookie spares the
 * lookup.
 */
export async function chooseLocale(input: {
  cookie: string | null | undefined;
  account: () => Promise<string | null | undefined>;
  acceptLanguage: string | null | undefined;
}): Promise<Locale> {
  if (isLocale(input.cookie)) return input.cookie;
  const account = await input.account();
  if (isLocale(account)) return account;
  return localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
}
