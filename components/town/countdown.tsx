import { formatUtc } from "@/lib/game/deadline-format";
import type { Locale } from "@/lib/i18n/locales";
import { renderer, translator } from "@/lib/i18n/render";
/**
 * A countdown to an absolute deadline, rendered on the server and kept ticking by the town page's
 * small inline script (components/town/enhance-script.ts), so the page ships no framework code.
 * The script rewrites these texts; under `next dev` the page also hydrates, and a mismatch there
 * would re-render it away from the script: hence suppressHydrationWarning.
 */
export function formatSeconds(s: number): string {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

/** `language`: the game's (the page's script says "Time is up" in the page's own words once it runs). */
export function Countdown({
  deadline,
  now,
  className = "",
  language = "en",
}: {
  deadline: string;
  now: Date;
  className?: string;
  language?: Locale;
}) {
  const left = Math.max(0, Math.ceil((Date.parse(deadline) - now.getTime()) / 1000));
  return (
    <span className={className} role="timer" aria-live="off" data-countdown={deadline} suppressHydrationWarning>
      {left > 0 ? formatSeconds(left) : translator(language)("town.timeUp")}
    </span>
  );
}

/** An instant shown in UTC by the server and in the viewer's own time zone once the page loads. */
export function LocalTime({ at, className = "" }: { at: string; className?: string }) {
  // The same form as everywhere else ("Tue 1 Dec 18:00 UTC"); the page's script puts it in the reader's zone.
  const utc = formatUtc(at, renderer("en"));
  return (
    <time dateTime={at} data-local-time className={className} title={utc} suppressHydrationWarning>
      {utc}
    </time>
  );
}

/** An instant in the viewer's zone (once the page's script runs) and in UTC. */
export function When({ at }: { at: string }) {
  return (
    <span>
      <LocalTime at={at} className="whitespace-nowrap" />
      {/* Hidden by the page's script for a reader whose zone is UTC: the same time twice says nothing. The space
          goes with it, so no "UTC ." is left before the sentence's full stop. */}
      <span className="whitespace-nowrap text-ink-400" data-utc-aside={at}>
        {" "}
        ({formatUtc(at, renderer("en"))})
      </span>
    </span>
  );
}
