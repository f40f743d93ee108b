import type { AnyRuleset, GameState } from "./ruleset";
import type { Locale } from "../i18n/locales";
import { msg, type Message, type Phrase, type Say } from "../i18n/message";

/**
 * What the games list says about one game: computed from the moderator view by a small pure
 * function per ruleset (`Ruleset.listSummary`), so the list never folds a log of its own. Its words are
 * messages (gamePage.list), which the list renders in the reader's language; a rule system's hint may
 * still be a sentence in English (lib/i18n/message.ts).
 */
export interface ListSummary {
  /** "Night 2", "Day 1 · Voting", "Setup", "Game over: good won". */
  phase: Phrase;
  /** Living players among those in play; null before anyone holds a character. */
  alive: {
    alive: number;
    total: number;
    /** Secret Moon's players are captured, not killed: the list says "2/5 captured" (issue 29). */
    word?: "captured";
  } | null;
  /** The next deadline still ahead, e.g. { label: "voting closes", at }. */
  deadline: { label: Phrase; at: string } | null;
  /** What waits for the host, most urgent first: "3 night actions submitted", "Day 1 is ready to resolve". */
  waiting: Phrase[];
  /** The game has ended: nothing waits any more. */
  over: boolean;
}

export const SETUP_SUMMARY: ListSummary = {
  phase: msg("gamePage.list.setup"),
  alive: null,
  deadline: null,
  waiting: [],
  over: false,
};

const MINUTE = 60_000;

/** "in 3 h", "in 25 min", "in 2 d 4 h", "5 min ago", "just now": for a deadline or the last activity. */
export function relativeTime(at: string | Date, now: Date, say: Say): string {
  // English keeps its short forms ("in 2 d 4 h", the catalogue's); other languages Intl.RelativeTimeFormat's.
  if (say.locale === "en") return say(relativeTimeMessage(at, now));
  return relativeInLanguage(new Date(at).getTime() - now.getTime(), say.locale);
}

/**
 * `relativeTime` as a message, for a sentence of the summary ("Voting closed 3 h ago"): "3 h ago",
 * "in 25 min", "1 d 4 h ago", "just now" in English, "3 時間前" in Japanese.
 */
export function relativeTimeMessage(at: string | Date, now: Date): Message {
  const ms = new Date(at).getTime() - now.getTime();
  const abs = Math.abs(ms);
  if (abs < MINUTE) return msg("gamePage.time.justNow");
  const minutes = Math.round(abs / MINUTE);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const span =
    days >= 2
      ? msg("gamePage.time.days", { count: days })
      : days === 1
        ? hours % 24
          ? msg("gamePage.time.dayHours", { hours: hours % 24 })
          : msg("gamePage.time.days", { count: 1 })
        : hours >= 1
          ? msg("gamePage.time.hours", { count: Math.round(minutes / 60) })
          : msg("gamePage.time.minutes", { count: minutes });
  return msg(ms > 0 ? "gamePage.time.in" : "gamePage.time.ago", { span });
}

/** The earliest of the deadlines that are still ahead of `now`. */
export function nextDeadline(
  candidates: Array<{ label: Phrase; at: string | null | undefined }>,
  now: Date,
): ListSummary["deadline"] {
  let best: ListSummary["deadline"] = null;
  for (const c of candidates) {
    if (!c.at || new Date(c.at).getTime() <= now.getTime()) continue;
    if (!best || new Date(c.at) < new Date(best.at)) best = { label: c.label, at: c.at };
  }
  return best;
}

/**
 * The summary of any game: its ruleset's, from the moderator view (built with `say`, the words of the
 * game's language); a plain "Setup" for a ruleset without one.
 */
export function listSummary(ruleset: AnyRuleset, game: GameState, now: Date, say: Say): ListSummary {
  if (!ruleset.listSummary) return SETUP_SUMMARY;
  return ruleset.listSummary(ruleset.moderatorView(game, now, say), now);
}

/** "3 時間後", "2 日前": another language's relative time, to the largest whole unit. */
function relativeInLanguage(ms: number, locale: Locale): string {
  const f = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const abs = Math.abs(ms);
  const sign = ms < 0 ? -1 : 1;
  if (abs < MINUTE) return f.format(0, "second");
  const minutes = Math.round(abs / MINUTE);
  if (minutes < 60) return f.format(sign * minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 24) return f.format(sign * hours, "hour");
  return f.format(sign * Math.floor(hours / 24), "day");
}
