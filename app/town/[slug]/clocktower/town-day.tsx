import type { PublicView } from "@/lib/game/views";

/** The day on the town square: the clock, nominations, the live count, the vote history, declared whispers. */
export function ClocktowerTownDay(_props: { view: PublicView }) {
  return null;
}
