/**
 * The tests' English (or Japanese) rendering, in one place: the rules speak in messages
 * (lib/i18n/message.ts), the tests read them as text. A decision's refusal and warnings
 * (`sayDecision`), any view or rules' result (`sayAll`/`sayDeep`: `sayAll(nightSheet(game, 1)).steps[0].suggestedTold`
 * is a string), a games-list summary (`saySummary`), one phrase (`en`) or a list (`enAll`).
 */
import type { CommandDecision } from "@/lib/game/commands";
import type { GameEvent } from "@/lib/game/events";
import type { ListSummary } from "@/lib/game/list-summary";
import type { Locale } from "@/lib/i18n/locales";
import type { Message, Phrase } from "@/lib/i18n/message";
import { render } from "@/lib/i18n/render";

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
    if (isBareMessage(v)) return render(v, locale);
    return Object.fromEntries(Object.entries(v).map(([k, w]) => [k, walk(w)]));
  };
  return walk(x) as Rendered<T>;
}

/** The same, typed as what it was given (for tests that compare a rendered view with text). */
export function sayDeep<T>(x: T, locale: Locale = "en"): T {
  return sayAll(x, locale) as unknown as T;
}

/** One of the rules' phrases in English, as the tests read them ("" for nothing). */
export const en = (p: Phrase | null | undefined): string => (p == null ? "" : render(p, "en"));
/** A list of the rules' phrases in English. */
export const enAll = (ps: readonly Phrase[]): string[] => ps.map((p) => render(p, "en"));

/** A decision as a moderator reading English sees it: its refusal, or its warnings, as text. */
export type SaidDecision =
  { ok: true; event: GameEvent; warnings: string[] } | { ok: false; error: string; field?: string };

export function sayDecision(d: CommandDecision | { ok: false; error: Phrase; field?: string }): SaidDecision {
  return d.ok ? { ...d, warnings: enAll(d.warnings) } : { ...d, error: en(d.error) };
}

/** A games-list summary with its words rendered in one language. */
export function saySummary(s: ListSummary, locale: Locale = "en") {
  return {
    ...s,
    phase: render(s.phase, locale),
    deadline: s.deadline && { label: render(s.deadline.label, locale), at: s.deadline.at },
    waiting: s.waiting.map((w) => render(w, locale)),
  };
}
