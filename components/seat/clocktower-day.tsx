import type { PlayerView } from "@/lib/game/views";

/** The player's day on their private link: their vote and nomination standing, and the forms when in-app voting is on. */
export function ClocktowerSeatDay(_props: { view: PlayerView; token: string }) {
  return null;
}
