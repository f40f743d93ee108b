/** A view or a rule's answer with every message in it rendered in one language, for tests that read text. */
import type { Locale } from "@/lib/i18n/locales";
import { isMessage } from "@/lib/i18n/message";
import { sayIn } from "@/lib/i18n/messages";

/** A message and nothing else (a night step has a `key` too). */
const onlyMessage = (x: unknown) =>
  isMessage(x) && x.key.includes(".") && Object.keys(x).every((k) => k === "key" || k === "values");

export function sayDeep<T>(x: T, locale: Locale = "en"): T {
  if (onlyMessage(x)) return sayIn(locale, x as never) as T;
  if (Array.isArray(x)) return x.map((v) => sayDeep(v, locale)) as T;
  if (typeof x === "object" && x !== null)
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, sayDeep(v, locale)])) as T;
  return x;
}
