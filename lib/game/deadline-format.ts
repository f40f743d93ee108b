import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { Locale } from "../i18n/locales";
import { msg, type Message, type Say } from "../i18n/message";

/**
 * Deadlines are stored as absolute UTC instants and shown as absolute times, in UTC and in the
 * viewer's own time zone. Never relative to a server clock. Each function that writes text takes the
 * words of its language (a `Say`: `renderer(locale)` on the server, `useSay()` in a component) and
 * writes in `say.locale`.
 */

const PATTERN = "EEE d MMM HH:mm";

function zoneAbbreviation(date: Date, timeZone: string): string {
  const name = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
      .formatToParts(date)
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  const us = name("en-US");
  if (!us.startsWith("GMT")) return us; // EST, PDT...
  const gb = name("en-GB"); // GMT, BST, CET, CEST
  return gb && gb !== "UTC" ? gb : us;
}

/**
 * Another language than English writes the instant its own way ("12月1日(火) 18:00"): the same
 * fields, in Intl's order for that language. The town page's script formats local times alike.
 */
const ZONED_FIELDS: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};
const zonedFormats = new Map<string, Intl.DateTimeFormat>();
function inLanguage(date: Date, locale: Locale, timeZone: string, zoneName = false): string {
  const key = `${locale}|${timeZone}|${zoneName}`;
  let f = zonedFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...ZONED_FIELDS, timeZone, ...(zoneName ? { timeZoneName: "short" } : {}) });
    if (zonedFormats.size > 500) zonedFormats.clear();
    zonedFormats.set(key, f);
  }
  return f.format(date);
}

/**
 * An instant in UTC as a value of the rules' messages ("Voting closed at {at}."): the catalogue writes
 * it in the reader's language, "Tue 1 Dec 18:00 UTC" or 「12月1日(火) 18:00 UTC」 (Intl's order for Japanese).
 */
export function utcTime(iso: string | Date): Message {
  const d = new Date(iso);
  const time = `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;
  return msg("clocktower.forumDayRules.time.utc", {
    weekday: msg(`clocktower.forumDayRules.time.weekdays.${d.getUTCDay()}`),
    day: d.getUTCDate(),
    month: msg(`clocktower.forumDayRules.time.months.${d.getUTCMonth() + 1}`),
    time,
  });
}

/** "Tue 1 Dec 18:00 UTC". The form used in refusals: "Voting closed at Tue 1 Dec 18:00 UTC." */
export function formatUtc(iso: string | Date, say: Say): string {
  const key = `${say.locale}|${typeof iso === "string" ? iso : iso.toISOString()}`;
  // Every view of a late day formats each of its hundreds of vote times again: remember them.
  let text = formattedUtc.get(key);
  if (text === undefined) {
    if (formattedUtc.size >= 50_000) formattedUtc.clear();
    formattedUtc.set(key, (text = say(utcTime(iso))));
  }
  return text;
}
const formattedUtc = new Map<string, string>();

/** "Tue 1 Dec 13:00 EST" in the given IANA time zone. */
export function formatInZone(iso: string | Date, timeZone: string, say: Say): string {
  const date = new Date(iso);
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return formatUtc(date, say);
  if (say.locale !== "en") return inLanguage(date, say.locale, timeZone, true);
  // not text: a time and its zone's abbreviation, as date-fns and Intl write them
  return `${format(new TZDate(date, timeZone), PATTERN)} ${zoneAbbreviation(date, timeZone)}`;
}

/**
 * "Tue 1 Dec 13:00 EST (Tue 1 Dec 18:00 UTC)", or just the UTC form for a UTC viewer;
 * 「12月2日(水) 03:00 JST（12月1日(火) 18:00 UTC）」 in Japanese.
 */
export function formatDeadline(iso: string | Date, viewerTimeZone: string | null | undefined, say: Say): string {
  const utc = formatUtc(iso, say);
  if (!viewerTimeZone || viewerTimeZone === "UTC" || viewerTimeZone === "Etc/UTC") return utc;
  return say(msg("clocktower.forumDayRules.time.zoned", { zoned: formatInZone(iso, viewerTimeZone, say), utc }));
}

/**
 * The zone a game's posts give beside UTC unless the host picks another: a Japanese thread writes
 * its deadlines in JST, so a Japanese game's posts say JST and UTC; other languages UTC alone.
 */
export function postTimeZone(locale: Locale): string | null {
  return locale === "ja" ? "Asia/Tokyo" : null;
}

/** Seconds since the epoch, for Discord's `<t:UNIX:F>`. */
export function unixSeconds(iso: string | Date): number {
  return Math.floor(new Date(iso).getTime() / 1000);
}

/** Discord renders these in each reader's own zone: `<t:1764612000:F> (<t:1764612000:R>)`. */
export function discordTimestamp(iso: string | Date, style: "F" | "R" | "f" | "t" | "D" = "F"): string {
  return `<t:${unixSeconds(iso)}:${style}>`;
}

/** "11 h 30 min", "2 days 3 h", "45 min" ("11時間30分" in Japanese): a duration for "time left" labels. */
export function formatDuration(ms: number, say: Say): string {
  return say(durationValue(ms));
}

/** A duration as a value of the rules' messages (whole minutes; minutes left out after days or hours). */
export function durationValue(ms: number): Message {
  const total = Math.max(0, Math.round(ms / 60_000));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const parts: Message[] = [];
  if (days) parts.push(msg("clocktower.forumDayRules.time.days", { count: days }));
  if (hours) parts.push(msg("clocktower.forumDayRules.time.hours", { count: hours }));
  if (mins || parts.length === 0) parts.push(msg("clocktower.forumDayRules.time.minutes", { count: mins }));
  return parts.reduce((a, b) => msg("clocktower.forumDayRules.time.join", { a, b }));
}
