import { accusableRoles, type Role } from "../roles";
import type { EventOf } from "../schema";
import { cardOf, type CardId, type SecretMoonGame } from "../state";
import { refusal, reveal, targetRefusal, type Refusal, type Turn } from "./common";
import { roleMsg } from "../names";

/**
 * Accuse: name another player's or an NPC's role. Right: the accused card is revealed. Wrong: the
 * accuser's card is (nothing happens if it already is). Accusing an NPC, the accuser peeks at it.
 */
export const accuse = {
  refusal(t: Turn, target: CardId, named: Role): Refusal {
    if (!accusableRoles(t.options.thief).includes(named)) return refusal("noSuchRole", { character: roleMsg(named) });
    return targetRefusal(t, target, { verb: "accuse", npc: true, self: false });
  },

  event(t: Turn, target: CardId, named: Role): EventOf<"SecretMoonAccused"> {
    const card = cardOf(t.game, target)!;
    return {
      type: "SecretMoonAccused",
      seatId: t.actor.id,
      number: t.number,
      target,
      named,
      correct: card.role === named,
      peeked: card.holder === "npc" ? card.role : null,
    };
  },

  apply(game: SecretMoonGame, e: EventOf<"SecretMoonAccused">): SecretMoonGame {
    const { game: next, revealed, captured } = reveal(game, e.correct ? e.target : e.seatId);
    const learned =
      e.peeked === null
        ? next.learned
        : {
            ...next.learned,
            [e.seatId]: [
              ...(next.learned[e.seatId] ?? []),
              { round: game.round, how: "accuse-peek" as const, cardId: e.target, role: e.peeked },
            ],
          };
    return {
      ...next,
      learned,
      log: [
        ...game.log,
        {
          kind: "accuse",
          round: game.round,
          number: e.number,
          seatId: e.seatId,
          target: e.target,
          named: e.named,
          correct: e.correct,
          revealed,
          captured,
        },
      ],
    };
  },
};
