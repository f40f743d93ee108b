"use client";
import { useEffect, useState } from "react";

const left = (deadline: string) => Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000));

export function formatSeconds(s: number): string {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

/** A live countdown to an absolute deadline, for the moderator's panel. */
export function Countdown({ deadline, className = "" }: { deadline: string; className?: string }) {
  const [seconds, setSeconds] = useState(() => left(deadline));
  useEffect(() => {
    setSeconds(left(deadline));
    const t = setInterval(() => setSeconds(left(deadline)), 1000);
    return () => clearInterval(t);
  }, [deadline]);
  return (
    <span className={className} role="timer" aria-live="off" suppressHydrationWarning>
      {seconds > 0 ? formatSeconds(seconds) : "Time is up"}
    </span>
  );
}
