import type { EventOf } from "../schema";
import type { CardId, SecretMoonGame } from "../state";
import { capture, refusal, reveal, targetRefusal, without, type Refusal, type Turn } from "./common";

/**
 * Disrupt: discard the turn-order card of a player who still holds one. One who has not acted loses
 * this round's turn (discarded face down); one who passed loses the reserved card (face up). The
 * disruptor is revealed and captured.
 */
export const disrupt = {
  refusal(t: Turn, target: CardId): Refusal {
    const refused = targetRefusal(t, target, { verb: "disrupt", npc: false, self: false });
    if (refused) return refused;
    if (!(target in t.game.turnCards) && !(target in t.game.reserved))
      return refusal("noTurnCard", { name: t.name(target) });
    return null;
  },

  event(t: Turn, target: CardId): EventOf<"SecretMoonDisrupted"> {
    const unplayed = t.game.turnCards[target];
    const base = { type: "SecretMoonDisrupted" as const, seatId: t.actor.id, number: t.number, target };
    return unplayed !== undefined
      ? { ...base, lost: "turn", lostNumber: unplayed }
      : { ...base, lost: "reserved", lostNumber: t.game.reserved[target]! };
  },

  apply(game: SecretMoonGame, e: EventOf<"SecretMoonDisrupted">): SecretMoonGame {
    const discarded: SecretMoonGame =
      e.lost === "turn"
        ? { ...game, turnCards: without(game.turnCards, e.target) }
        : { ...game, reserved: without(game.reserved, e.target) };
    const shown = reveal(discarded, e.seatId);
    const next = capture(shown.game, e.seatId);
    const captured = shown.captured.includes(e.seatId) ? shown.captured : [...shown.captured, e.seatId];
    return {
      ...next,
      log: [
        ...game.log,
        {
          kind: "disrupt",
          round: game.round,
          number: e.number,
          seatId: e.seatId,
          target: e.target,
          lost: e.lost,
          // A reserved card is discarded face up; a lost turn's card face down.
          discardedFaceUp: e.lost === "reserved" ? e.lostNumber : null,
          revealed: shown.revealed,
          captured,
        },
      ],
    };
  },
};
