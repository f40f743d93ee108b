import type { SeatId } from "../../../game/core";
import type { ClocktowerPublicView } from "../views";
import { escapeText, type PostFormat } from "./format";

/** Everything a post may use: what the town sees, and the seats' names. Nothing from the grimoire. */
export interface PostInput {
  view: ClocktowerPublicView;
  seats: ReadonlyArray<{ id: SeatId; name: string }>;
}

export function seatNamer(input: PostInput, format: PostFormat): (id: SeatId | "storyteller") => string {
  return (id) => {
    if (id === "storyteller") return "the Storyteller";
    return escapeText(format, input.seats.find((s) => s.id === id)?.name ?? id);
  };
}

/** Seats whose public label is exactly this ("Died N2"), in seat order. */
export function seatsLabelled(input: PostInput, label: string): SeatId[] {
  return input.view.grimoire.filter((s) => !s.alive && s.label === label).map((s) => s.seatId);
}
