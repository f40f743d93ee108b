"use client";
import type { ClocktowerPartProps } from "../shared";

/** Declared and neighbour whispers, each player's remaining whispers, and "posted publicly". */
export function WhispersPanel(_props: ClocktowerPartProps) {
  return null;
}
