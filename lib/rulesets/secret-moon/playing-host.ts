import type { SeatId } from "../../game/core";
import type { SecretMoonEvent } from "./schema";
import type { SecretMoonState } from "./state";

/**
 * Playing-host mode. Secret Moon has no moderator: at a real table the host is one of the players.
 * While the game runs, the host's account reads only what the host's seat may know; when it ends,
 * everything is revealed (the seat is null again).
 */
export function hostSeatOf(rules: SecretMoonState): SeatId | null {
  const game = rules.match?.game;
  return game && !game.result ? game.hostSeat : null;
}

/**
 * An event as the host's seat may read it in the log: the table's public facts stay (who acted, on
 * whom, the answer said aloud, an accusation's verdict), what only the actor saw goes, and so do the
 * seeds (a seed replays the shuffle). Null for an event whose mere existence is a secret.
 */
export function eventForHost(event: SecretMoonEvent, rules: SecretMoonState, hostSeat: SeatId): SecretMoonEvent | null {
  const own = "seatId" in event && event.seatId === hostSeat;
  switch (event.type) {
    case "SecretMoonDealt": {
      const mine = event.players.find((p) => p.seatId === hostSeat);
      // The Princess and the Wanderer see each other during the count to five.
      const partnerRole = mine?.role === "princess" ? "wanderer" : mine?.role === "wanderer" ? "princess" : null;
      return {
        ...event,
        seed: "",
        players: event.players.filter((p) => p.seatId === hostSeat || (partnerRole !== null && p.role === partnerRole)),
        npcs: [],
        removed: null,
      };
    }
    case "SecretMoonRoundStarted":
      // Turn-order cards are dealt face down: the host knows their own number only.
      return {
        ...event,
        seed: "",
        dealt: hostSeat in event.dealt ? { [hostSeat]: event.dealt[hostSeat]! } : {},
      };
    case "SecretMoonInspected":
      return own ? event : withoutSecret(event, "seen");
    case "SecretMoonAccused":
      return own ? event : { ...event, peeked: null };
    case "SecretMoonDisrupted":
      // A lost reservation is discarded face up; an unplayed turn-order card face down.
      return own || event.lost === "reserved" || event.target === hostSeat ? event : withoutSecret(event, "lostNumber");
    case "SecretMoonPassed": {
      const reservedPublic = rules.match?.options.reservedNumbersPublic ?? false;
      // Whether they took a card is public (the town shows it); which one is not.
      return own || reservedPublic || event.reserve === null ? event : withoutSecret(event, "reserve");
    }
    case "SecretMoonThiefAnswerChosen":
      // Only the Thief chooses: that the choice was made already tells who she is.
      return own ? event : null;
    case "SecretMoonInquired":
    case "SecretMoonProtected":
    case "SecretMoonAttacked":
      return event;
  }
}

/**
 * The event with one secret field left out. The log's reader gets the public part of the event;
 * the event's schema, which requires the field, is for stored events only.
 */
function withoutSecret<E extends SecretMoonEvent, K extends keyof E>(event: E, key: K): SecretMoonEvent {
  const { [key]: _, ...rest } = event;
  return rest as unknown as SecretMoonEvent;
}

/** A turn's action: its number was called aloud, so the table knows whose it was (undo may name them). */
const TURN_ACTIONS: ReadonlySet<string> = new Set([
  "SecretMoonInspected",
  "SecretMoonInquired",
  "SecretMoonAccused",
  "SecretMoonProtected",
  "SecretMoonDisrupted",
  "SecretMoonAttacked",
  "SecretMoonPassed",
]);

export const openStep = (type: string): boolean => TURN_ACTIONS.has(type);
