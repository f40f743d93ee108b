"use client";
import type { ClocktowerPartProps } from "./shared";

/** Posts for the game thread (day opening, vote count, dawn, graveyard and living lists, end of game), copied with one click. */
export function PostsPanel(_props: ClocktowerPartProps) {
  return null;
}
