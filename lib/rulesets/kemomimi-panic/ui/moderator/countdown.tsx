"use client";
import { useTranslations } from "next-intl";
import { useNow } from "@/lib/client/use-clock";

const left = (deadline: string, now: number) => Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));

export function formatSeconds(s: number): string {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

/** A live countdown to an absolute deadline, for the moderator's panel. */
export function Countdown({ deadline, className = "" }: { deadline: string; className?: string }) {
  const now = useNow(1000);
  const t = useTranslations("kemomimi.panel");
  // Until the browser's clock is read (server render, hydration) the deadline's length is unknown.
  const seconds = now === null ? null : left(deadline, now);
  return (
    <span className={className} role="timer" aria-live="off">
      {seconds === null ? "…" : seconds > 0 ? formatSeconds(seconds) : t("timeUp")}
    </span>
  );
}
