import { TZDate } from "@date-fns/tz";
import { isValid, parse, subDays } from "date-fns";

/**
 * The instant of a post from the time its forum printed in the header, read in the zone the page
 * was copied in (forums print times in the reader's zone: the host's). Only times with a clock
 * count: a bare date ("Dec 1, 2026") cannot say whether a post came after the deadline.
 */
const PATTERNS = [
  "EEE MMM dd, yyyy h:mm a", // phpBB, MafiaScum: Tue Dec 01, 2026 6:02 pm
  "EEE MMM d, yyyy h:mm a",
  "MMMM dd, yyyy, hh:mm:ss a", // SMF: December 01, 2026, 06:02:11 PM
  "MMMM d, yyyy, h:mm:ss a",
  "MM/dd/yyyy h:mm a", // Discord: 12/01/2026 6:02 PM
  "M/d/yyyy h:mm a",
  "MMM d, yyyy h:mm a", // XenForo with a time: Dec 1, 2026 6:02 PM
  "MMM d, yyyy 'at' h:mm a",
  "MMMM d, yyyy 'at' h:mm a",
  "MM/dd/yyyy HH:mm",
];

export function postInstant(printed: string | null, zone: string, now: Date): Date | null {
  if (!printed) return null;
  const text = printed
    .replace(/\s*\(edited\)$/i, "")
    .replace(/\b([ap])\.?m\.?$/i, (_, l: string) => `${l.toUpperCase()}M`)
    .trim();
  const relative = /^(today|yesterday)\s+at\s+(\d{1,2}:\d{2}\s*[AP]M|\d{1,2}:\d{2})$/i.exec(text);
  if (relative) {
    const day = new TZDate(now.getTime(), zone);
    const ref = relative[1]!.toLowerCase() === "yesterday" ? subDays(day, 1) : day;
    const clock = relative[2]!.replace(/\s*([AP]M)$/i, " $1");
    const d = parse(clock, /[AP]M$/i.test(clock) ? "h:mm a" : "H:mm", ref);
    return isValid(d) ? new Date(d.getTime()) : null;
  }
  const ref = new TZDate(now.getTime(), zone);
  for (const pattern of PATTERNS) {
    const d = parse(text, pattern, ref);
    if (isValid(d)) return new Date(d.getTime());
  }
  return null;
}
