import type { SeatId } from "../../game/core";
import type { Rng } from "../../game/rng";
import type { SecretMoonOptions } from "./options";
import { deck, REMOVABLE_WITH_FIVE, TURN_NUMBERS, type Role } from "./roles";
import type { EventOf } from "./schema";
import type { CharacterCard, SecretMoonGame } from "./state";

/**
 * Deals the character cards: with 5 players one of the Priestess and the Guards is first removed
 * unseen; the rest are shuffled, one to each seat in seat order, and the remainder become NPC cards.
 */
export function dealCharacters(
  seats: readonly SeatId[],
  options: SecretMoonOptions,
  rng: Rng,
): Pick<EventOf<"SecretMoonDealt">, "players" | "npcs" | "removed" | "seed"> {
  let cards = deck(options.thief);
  let removed: Role | null = null;
  if (seats.length === 5) {
    removed = rng.pick(REMOVABLE_WITH_FIVE);
    cards.splice(cards.indexOf(removed), 1);
  }
  cards = rng.shuffle(cards);
  return {
    seed: rng.seed,
    removed,
    players: seats.map((seatId, i) => ({ seatId, role: cards[i]! })),
    npcs: cards.slice(seats.length).map((role, i) => ({ id: `npc${i + 1}`, role })),
  };
}

const freshCard = (id: string, holder: CharacterCard["holder"], role: Role): CharacterCard => ({
  id,
  holder,
  role,
  revealed: false,
  captured: false,
  inspectedBy: [],
  teamMarkers: [],
});

export function newGame(e: EventOf<"SecretMoonDealt">): SecretMoonGame {
  return {
    number: e.gameNumber,
    players: e.players.map((p) => p.seatId),
    cards: [
      ...e.players.map((p) => freshCard(p.seatId, "player", p.role)),
      ...e.npcs.map((n) => freshCard(n.id, "npc", n.role)),
    ],
    hostSeat: e.hostSeat,
    removed: e.removed,
    round: 0,
    turnCards: {},
    reserved: {},
    called: [],
    capturedTurns: [],
    protected: [],
    // Until the Thief chooses, they answer as the Princess does: silently.
    thiefAnswer: "princess",
    learned: {},
    log: [],
    result: null,
  };
}

/** Players who get a turn-order card this round: not captured and not holding a reserved one. */
export const dealtThisRound = (game: SecretMoonGame): SeatId[] =>
  game.players.filter((s) => !game.cards.find((c) => c.id === s)?.captured && !(s in game.reserved));

/** Shuffles the turn-order cards not reserved and deals one to each player who gets one. */
export function dealTurnCards(game: SecretMoonGame, rng: Rng): Record<SeatId, number> {
  const reserved = new Set(Object.values(game.reserved));
  const shuffled = rng.shuffle(TURN_NUMBERS.filter((n) => !reserved.has(n)));
  return Object.fromEntries(dealtThisRound(game).map((seatId, i) => [seatId, shuffled[i]!]));
}

/** The new round: reserved cards become this round's, the dealt ones join them. */
export function startRound(game: SecretMoonGame, e: EventOf<"SecretMoonRoundStarted">): SecretMoonGame {
  return {
    ...game,
    round: e.round,
    turnCards: { ...game.reserved, ...e.dealt },
    reserved: {},
    called: [],
    capturedTurns: [],
    protected: [],
    log: [...game.log, { kind: "round-started", round: e.round }],
  };
}
