"use client";
import type { ClocktowerPartProps } from "../shared";

/** The storyteller's day: clock, nominations, votes, the live count and its exports, resolution, exile, history. */
export function DayPanel(_props: ClocktowerPartProps) {
  return null;
}
