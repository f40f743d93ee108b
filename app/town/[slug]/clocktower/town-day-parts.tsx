import type { PublicView } from "@/lib/game/views";
import { When } from "@/components/town/countdown";

export { When };

/** Seat names for the day's lists; "storyteller" nominates and whispers too. */
export function namer(view: PublicView) {
  const names = new Map(view.seats.map((s) => [s.id, s.name]));
  return (id: string) => (id === "storyteller" ? "The storyteller" : (names.get(id) ?? "A player"));
}

export const H3 = "text-xs font-semibold tracking-wide text-ink-400 uppercase";
