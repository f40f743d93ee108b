/**
 * A view or a rules' result with every message in it rendered in one language, for tests that read
 * its words as text (`sayAll(nightSheet(game, 1)).steps[0].suggestedTold` is a string).
 */
import type { Locale } from "@/lib/i18n/locales";
import type { Message } from "@/lib/i18n/message";
import { sayIn } from "@/lib/i18n/messages";

export type Rendered<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends readonly (infer U)[]
    ? Rendered<U>[]
    : T extends Message
      ? [Exclude<keyof T, keyof Message>] extends [never]
        ? string
        : { [K in keyof T]: Rendered<T[K]> }
      : { [K in keyof T]: Rendered<T[K]> };

/** A message and nothing else: a night step also has a `key`, but more besides. */
const isBareMessage = (x: object): x is Message =>
  typeof (x as Message).key === "string" && Object.keys(x).every((k) => k === "key" || k === "values");

export function sayAll<T>(x: T, locale: Locale = "en"): Rendered<T> {
  const walk = (v: unknown): unknown => {
    if (v === null || typeof v !== "object") return v;
    if (Array.isArray(v)) return v.map(walk);
    if (isBareMessage(v)) return sayIn(locale, v);
    return Object.fromEntries(Object.entries(v).map(([k, w]) => [k, walk(w)]));
  };
  return walk(x) as Rendered<T>;
}

/** The same, typed as what it was given (for tests that compare a rendered view with text). */
export function sayDeep<T>(x: T, locale: Locale = "en"): T {
  return sayAll(x, locale) as unknown as T;
}
