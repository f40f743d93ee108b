import type { CoreState, EventMeta } from "../../game/core";
import { accuse } from "./actions/accuse";
import { attack } from "./actions/attack";
import { capture, mapCard, playTurnCard, without } from "./actions/common";
import { disrupt } from "./actions/disrupt";
import { inquire } from "./actions/inquire";
import { inspect } from "./actions/inspect";
import { pass } from "./actions/pass";
import { protect } from "./actions/protect";
import { newGame, startRound } from "./deal";
import { settle } from "./end";
import type { SecretMoonEvent } from "./schema";
import { playerCard, type SecretMoonGame, type SecretMoonMatch, type SecretMoonState } from "./state";

/** Applies one Secret Moon event. Pure and total: an event that no longer fits changes nothing. */
export function evolve(state: SecretMoonState, event: SecretMoonEvent): SecretMoonState {
  if (event.type === "SecretMoonDealt") {
    const game = newGame(event);
    const previous = state.match;
    const match: SecretMoonMatch =
      event.newMatch || !previous
        ? { options: event.options, seats: game.players, results: [], game }
        : { ...previous, game };
    return { match };
  }
  const match = state.match;
  if (!match || match.game.result) return state;
  const game = applyToGame(match.game, event, match);
  if (game === match.game) return state;
  const settled = settle(game);
  const results = settled.result && !match.game.result ? [...match.results, settled.result] : match.results;
  return { match: { ...match, results, game: settled } };
}

function applyToGame(
  game: SecretMoonGame,
  event: Exclude<SecretMoonEvent, { type: "SecretMoonDealt" }>,
  match: SecretMoonMatch,
): SecretMoonGame {
  switch (event.type) {
    case "SecretMoonRoundStarted":
      return startRound(game, event);
    case "SecretMoonThiefAnswerChosen":
      return { ...game, thiefAnswer: event.answer };
  }
  if (game.turnCards[event.seatId] !== event.number) return game;
  const played = playTurnCard(game, event.seatId, event.number);
  switch (event.type) {
    case "SecretMoonInspected":
      return inspect.apply(played, event);
    case "SecretMoonInquired":
      return inquire.apply(played, event);
    case "SecretMoonAccused":
      return accuse.apply(played, event);
    case "SecretMoonProtected":
      return protect.apply(played, event);
    case "SecretMoonDisrupted":
      return disrupt.apply(played, event);
    case "SecretMoonAttacked":
      return attack.apply(played, event);
    case "SecretMoonPassed":
      return pass.apply(played, event, match.options.reservedNumbersPublic);
  }
}

/**
 * A seat removed mid-game leaves its card on the table as an NPC card (keeping what is public about
 * it); its turn-order cards go to the discards. Seats added mid-game play from the next deal.
 */
export function onCoreEvent(
  state: SecretMoonState,
  event: { type: string; seatId?: unknown },
  _meta: EventMeta,
  _core: CoreState,
): SecretMoonState {
  const match = state.match;
  if (event.type !== "SeatRemoved" || !match || typeof event.seatId !== "string") return state;
  const seatId = event.seatId;
  const game = match.game;
  if (!playerCard(game, seatId) || game.result) return state;
  const left = mapCard(capture(game, seatId), seatId, (c) => ({ ...c, holder: "npc", captured: false }));
  const settled = settle({
    ...left,
    players: game.players.filter((s) => s !== seatId),
    turnCards: without(left.turnCards, seatId),
    reserved: without(left.reserved, seatId),
    // A seat that left was not captured: its number, when called, is nobody's.
    capturedTurns: left.capturedTurns?.filter((c) => c.seatId !== seatId),
    log: [...left.log, { kind: "seat-left", round: game.round, cardId: seatId }],
  });
  const results = settled.result ? [...match.results, settled.result] : match.results;
  return { match: { ...match, results, game: settled } };
}
