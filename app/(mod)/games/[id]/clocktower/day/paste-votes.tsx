"use client";
import type { ClocktowerPartProps } from "../shared";

/** Paste a stretch of the game thread; accept, edit or reject each command found in it. */
export function PasteVotesPanel(_props: ClocktowerPartProps & { gameId: string }) {
  return null;
}
