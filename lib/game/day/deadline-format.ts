import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/**
 * Deadlines are stored as absolute UTC instants and shown as absolute times, in UTC and in the
 * viewer's own time zone. Never relative to a server clock.
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

/** "Tue 1 Dec 18:00 UTC". The form used in refusals: "Voting closed at Tue 1 Dec 18:00 UTC." */
export function formatUtc(iso: string | Date): string {
  if (typeof iso !== "string") return `${format(new TZDate(iso, "UTC"), PATTERN)} UTC`;
  // Every view of a late day formats each of its hundreds of vote times again: remember them.
  let text = formattedUtc.get(iso);
  if (text === undefined) {
    if (formattedUtc.size >= 50_000) formattedUtc.clear();
    formattedUtc.set(iso, (text = `${format(new TZDate(new Date(iso), "UTC"), PATTERN)} UTC`));
  }
  return text;
}
const formattedUtc = new Map<string, string>();

/** "Tue 1 Dec 13:00 EST" in the given IANA time zone. */
export function formatInZone(iso: string | Date, timeZone: string): string {
  const date = new Date(iso);
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return formatUtc(date);
  return `${format(new TZDate(date, timeZone), PATTERN)} ${zoneAbbreviation(date, timeZone)}`;
}

/** "Tue 1 Dec 13:00 EST (Tue 1 Dec 18:00 UTC)", or just the UTC form for a UTC viewer. */
export function formatDeadline(iso: string | Date, viewerTimeZone?: string | null): string {
  const utc = formatUtc(iso);
  if (!viewerTimeZone || viewerTimeZone === "UTC" || viewerTimeZone === "Etc/UTC") return utc;
  return `${formatInZone(iso, viewerTimeZone)} (${utc})`;
}

/** Seconds since the epoch, for Discord's `<t:UNIX:F>`. */
export function unixSeconds(iso: string | Date): number {
  return Math.floor(new Date(iso).getTime() / 1000);
}

/** Discord renders these in each reader's own zone: `<t:1764612000:F> (<t:1764612000:R>)`. */
export function discordTimestamp(iso: string | Date, style: "F" | "R" | "f" | "t" | "D" = "F"): string {
  return `<t:${unixSeconds(iso)}:${style}>`;
}

/** "11 h 30 min", "2 days 3 h", "45 min": a duration for "time left" labels. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 60_000));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const parts: string[] = [];
  if (days) parts.push(`${days} day${days === 1 ? "" : "s"}`);
  if (hours) parts.push(`${hours} h`);
  if (mins || parts.length === 0) parts.push(`${mins} min`);
  return parts.join(" ");
}
