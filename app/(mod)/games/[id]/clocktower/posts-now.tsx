"use client";
import { useEffect, useState } from "react";

/** The current time, re-read every minute (null until mounted): the posts' tenses follow the clock. */
export function useMinuteNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const t = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(t);
  }, []);
  return now;
}
