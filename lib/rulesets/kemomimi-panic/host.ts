import type { SeatId } from "../../game/core";
import type { KemomimiEvent } from "./schema";
import type { KemomimiState } from "./state";

/** Playing-host mode: the seat the host plays, until the game ends (then everything is revealed). */
export function hostSeat(s: KemomimiState): SeatId | null {
  return s.phase === "ended" ? null : (s.hostSeat ?? null);
}

/**
 * An event as the host's seat may see it in the log and in a command's answer. The deal (every
 * role), a check, a hand given on a link and the thief's choice are hidden unless they are the
 * host's own; the night and the dawn are shown without the thief (null: not shown).
 */
export function eventForHost(event: KemomimiEvent, _s: KemomimiState, host: SeatId): KemomimiEvent | null {
  switch (event.type) {
    case "KemomimiDealt":
      return null;
    case "KemomimiPlayerChecked":
      return event.by === host ? event : null;
    case "KemomimiHandSet":
      return event.seatId === host ? event : null;
    case "KemomimiTargetChosen":
      return event.thief === host ? event : null;
    case "KemomimiNightFell":
    case "KemomimiDawn":
      return event.thief === host ? event : { ...event, thief: null };
    default:
      return event;
  }
}
