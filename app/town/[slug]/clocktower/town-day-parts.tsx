import { formatUtc } from "@/lib/game/day/deadline-format";
import type { PublicView } from "@/lib/game/views";
import { LocalTime } from "@/components/town/countdown";

/** Seat names for the day's lists; "storyteller" nominates and whispers too. */
export function namer(view: PublicView) {
  const names = new Map(view.seats.map((s) => [s.id, s.name]));
  return (id: string) => (id === "storyteller" ? "The storyteller" : (names.get(id) ?? "A player"));
}

/** An instant in the viewer's zone (once the page's script runs) and in UTC. */
export function When({ at }: { at: string }) {
  return (
    <span>
      <LocalTime at={at} className="whitespace-nowrap" />{" "}
      {/* Hidden by the page's script for a reader whose zone is UTC: the same time twice says nothing. */}
      <span className="whitespace-nowrap text-ink-400" data-utc-aside>
        ({formatUtc(at)})
      </span>
    </span>
  );
}

export const H3 = "text-xs font-semibold tracking-wide text-ink-400 uppercase";
