import { answerFor, type ThiefAnswer } from "../roles";
import type { EventOf } from "../schema";
import { cardOf, type CardId, type SecretMoonGame } from "../state";
import { mapCard, targetRefusal, type Refusal, type Turn } from "./common";

/** Inquire: ask a player "Who goes there?"; they answer by their card and take a team marker. */
export const inquire = {
  refusal: (t: Turn, target: CardId): Refusal => targetRefusal(t, target, { verb: "ask", npc: false, self: false }),

  event(t: Turn, target: CardId, thiefAnswer: ThiefAnswer): EventOf<"SecretMoonInquired"> {
    const { line, marker } = answerFor(cardOf(t.game, target)!.role, thiefAnswer);
    return { type: "SecretMoonInquired", seatId: t.actor.id, number: t.number, target, answer: line, marker };
  },

  apply(game: SecretMoonGame, e: EventOf<"SecretMoonInquired">): SecretMoonGame {
    const marked = mapCard(game, e.target, (c) => ({ ...c, teamMarkers: [...c.teamMarkers, e.marker] }));
    return {
      ...marked,
      log: [
        ...game.log,
        {
          kind: "inquire",
          round: game.round,
          number: e.number,
          seatId: e.seatId,
          target: e.target,
          answer: e.answer,
          marker: e.marker,
        },
      ],
    };
  },
};
