/**
 * Which views an event can change, so that a command compares only those (lib/game/view-versions.ts):
 * building the public view and every seat's own view before and after each event was most of a
 * vote's time. A rule system declares the reach of its events (`Ruleset.viewReach`); an event it
 * does not declare may change every view. test/view-reach.property.test.ts holds every declaration
 * to what the views do over random games.
 */
import type { SeatId } from "./core";
import type { GameEvent } from "./events";
import type { AnyRuleset } from "./ruleset";

export interface ViewReach {
  /** False: the event leaves the public view as it was. */
  public: boolean;
  /** The seats whose own view it may change; "all" when it may change anyone's. */
  seats: "all" | readonly SeatId[];
}

export const EVERY_VIEW: ViewReach = { public: true, seats: "all" };
export const NO_VIEW: ViewReach = { public: false, seats: [] };

/** The views `event` may change: the core's few declared here, the rest by its rule system. */
export function viewReach(ruleset: AnyRuleset, event: GameEvent): ViewReach {
  switch (event.type) {
    // The moderators' own note on a seat.
    case "SeatNoteSet":
      return NO_VIEW;
    // An undo may take back anything; the other core events move seats, names or the game itself.
    case "Undone":
      return EVERY_VIEW;
  }
  return ruleset.eventTypes.includes(event.type) ? (ruleset.viewReach?.(event) ?? EVERY_VIEW) : EVERY_VIEW;
}
