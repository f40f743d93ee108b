"use client";
import { useSyncExternalStore } from "react";
import { useSay } from "@/lib/i18n/use-say";
import { formatDeadline } from "@/lib/game/deadline-format";

const noSubscription = () => () => {};

/** The viewer's IANA zone, known only in the browser (null while rendering on the server). */
export function useViewerZone(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

/**
 * The current time in milliseconds, rounded down to `everyMs` and re-read on that beat (null on the
 * server and in the first client render, so both agree).
 */
export function useNow(everyMs = 1000): number | null {
  return useSyncExternalStore(
    (onChange) => {
      const t = setInterval(onChange, everyMs);
      return () => clearInterval(t);
    },
    () => Math.floor(Date.now() / everyMs) * everyMs,
    () => null,
  );
}

/**
 * One time format on every moderator page: "Tue 1 Dec 13:00 EST (Tue 1 Dec 18:00 UTC)" in the viewer's
 * zone and language ("12月1日(火) 13:00 JST (12月1日(火) 04:00 UTC)"), UTC alone on the server and for
 * a viewer in UTC.
 */
export function useDeadlineFormat() {
  const zone = useViewerZone();
  const say = useSay();
  return (iso: string) => formatDeadline(iso, zone, say);
}
