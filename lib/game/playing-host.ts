import { isCoreEventType, type EventEnvelope } from "./events";
import type { SeatId } from "./core";
import type { AnyRuleset, GameState } from "./ruleset";

/**
 * A host who also plays (Kemomimi Panic's Game Master is a player; Secret Moon has no moderator at
 * all). The ruleset says which seat the host plays (`Ruleset.hostSeat`); these helpers apply it to
 * what the core hands a moderator's account: the event log and a command's answer.
 */

/** The event type the log shows for an event a playing host may not see. */
export const HIDDEN_EVENT_TYPE = "Hidden";

/** The seat the host plays, or null when the host only moderates (or the game is over). */
export function playingHostSeat(ruleset: AnyRuleset, game: GameState): SeatId | null {
  return ruleset.hostSeat?.(game.rules) ?? null;
}

/**
 * An event as the game's moderators may read it: unchanged unless the host plays; then a core event
 * (seats, title, publishing, undo) as it is, a ruleset event as `eventForHost` leaves it, or a bare
 * "something happened" with its number and time but neither its kind nor who did it.
 */
export function eventForModerator(ruleset: AnyRuleset, game: GameState, env: EventEnvelope): EventEnvelope {
  const seat = playingHostSeat(ruleset, game);
  if (seat === null) return env;
  // An undo names the kind of event it reverted: of a ruleset's event, that is the ruleset's to tell.
  if (env.event.type === "Undone" && !isCoreEventType(String(env.event.undoneType)))
    return { ...env, event: { ...env.event, undoneType: HIDDEN_EVENT_TYPE } };
  if (isCoreEventType(env.event.type)) return env;
  const shown = ruleset.eventForHost?.(env.event, game.rules, seat) ?? null;
  return shown
    ? { ...env, event: shown }
    : { seq: env.seq, at: env.at, actorId: "hidden", event: { type: HIDDEN_EVENT_TYPE } };
}

/**
 * An event type as the moderators may read it (the undo button's "what it undoes", an undo's
 * record): a ruleset's own type is not named while the host plays, since the type alone can tell a
 * secret step (a check, the thief's choice) apart from a public one.
 */
export function typeForModerator(ruleset: AnyRuleset, game: GameState, type: string): string {
  return playingHostSeat(ruleset, game) === null || isCoreEventType(type) ? type : HIDDEN_EVENT_TYPE;
}
