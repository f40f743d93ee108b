/** A games-list summary with its words rendered in one language, for tests that read them as text. */
import type { ListSummary } from "@/lib/game/list-summary";
import type { Locale } from "@/lib/i18n/locales";
import { sayIn } from "@/lib/i18n/messages";

export function saySummary(s: ListSummary, locale: Locale = "en") {
  return {
    ...s,
    phase: sayIn(locale, s.phase),
    deadline: s.deadline && { label: sayIn(locale, s.deadline.label), at: s.deadline.at },
    waiting: s.waiting.map((w) => sayIn(locale, w)),
  };
}
