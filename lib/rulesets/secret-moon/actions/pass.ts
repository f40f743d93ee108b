import { ROUNDS } from "../roles";
import type { EventOf } from "../schema";
import { discardPile, type SecretMoonGame } from "../state";
import { refusal, type Refusal, type Turn } from "./common";
import { listMsg } from "../names";

/** The discards a passer may take from, including the card they just discarded. */
export const passChoices = (t: Pick<Turn, "game" | "number">): number[] =>
  [...discardPile(t.game), t.number].sort((a, b) => a - b);

/**
 * Pass: do nothing, and (optionally) take a card from the discards as next round's turn-order card.
 * In the last round there is no next round, so nothing is taken.
 */
export const pass = {
  refusal(t: Turn, reserve: number | null): Refusal {
    if (reserve === null) return null;
    if (t.game.round >= ROUNDS) return refusal("lastRound", { round: ROUNDS });
    if (!passChoices(t).includes(reserve))
      return refusal("notInDiscards", { number: reserve, available: listMsg(passChoices(t).map(String)) });
    return null;
  },

  event: (t: Turn, reserve: number | null): EventOf<"SecretMoonPassed"> => ({
    type: "SecretMoonPassed",
    seatId: t.actor.id,
    number: t.number,
    reserve,
  }),

  apply(game: SecretMoonGame, e: EventOf<"SecretMoonPassed">, reservedNumbersPublic: boolean): SecretMoonGame {
    const reserved = e.reserve === null ? game.reserved : { ...game.reserved, [e.seatId]: e.reserve };
    return {
      ...game,
      reserved,
      log: [
        ...game.log,
        {
          kind: "pass",
          round: game.round,
          number: e.number,
          seatId: e.seatId,
          reserved: e.reserve !== null,
          reservedNumber: reservedNumbersPublic ? e.reserve : null,
        },
      ],
    };
  },
};
