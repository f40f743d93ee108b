import { ROLE_CARDS } from "../roles";
import type { EventOf } from "../schema";
import { cardOf, type CardId, type SecretMoonGame } from "../state";
import { capture, refusal, targetRefusal, type Refusal, type Turn } from "./common";
import { roleMsg } from "../names";

/**
 * Attack: capture a player whose card is revealed. Not for Guards (save against a revealed Thief), nor
 * the Thief. Only players are captured (the Japanese text: "the player holding that card"), so a
 * revealed NPC card cannot be attacked.
 */
export const attack = {
  refusal(t: Turn, target: CardId): Refusal {
    const attacks = ROLE_CARDS[t.actor.role].attacks;
    if (attacks === "no") return refusal("cannotAttack", { character: roleMsg(t.actor.role) });
    const refused = targetRefusal(t, target, { verb: "attack", npc: false, self: false });
    if (refused) return refused;
    const card = cardOf(t.game, target)!;
    if (!card.revealed) return refusal("notRevealed", { name: t.name(target) });
    if (attacks === "revealed-thief-only" && card.role !== "thief")
      return refusal("onlyRevealedThief", { character: roleMsg(t.actor.role) });
    return null;
  },

  event: (t: Turn, target: CardId): EventOf<"SecretMoonAttacked"> => ({
    type: "SecretMoonAttacked",
    seatId: t.actor.id,
    number: t.number,
    target,
  }),

  apply(game: SecretMoonGame, e: EventOf<"SecretMoonAttacked">): SecretMoonGame {
    const next = capture(game, e.target);
    return {
      ...next,
      log: [
        ...game.log,
        {
          kind: "attack",
          round: game.round,
          number: e.number,
          seatId: e.seatId,
          target: e.target,
          revealed: null,
          captured: [e.target],
        },
      ],
    };
  },
};
