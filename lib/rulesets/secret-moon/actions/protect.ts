import { NO_PROTECT_ROUND, ROLE_CARDS } from "../roles";
import type { EventOf } from "../schema";
import type { CardId, SecretMoonGame } from "../state";
import { refusal, targetRefusal, type Refusal, type Turn } from "./common";
import { roleMsg } from "../names";

/**
 * Hide/Protect: the target (oneself, another player or an NPC) cannot be targeted for the rest of the
 * round. The protection belongs to the target, so it lasts even if the protector is captured.
 */
export const protect = {
  refusal(t: Turn, target: CardId): Refusal {
    if (t.game.round === NO_PROTECT_ROUND) return refusal("noProtectRound", { round: NO_PROTECT_ROUND });
    if (!ROLE_CARDS[t.actor.role].protects) return refusal("cannotProtect", { character: roleMsg(t.actor.role) });
    return targetRefusal(t, target, { verb: "protect", npc: true, self: true });
  },

  event: (t: Turn, target: CardId): EventOf<"SecretMoonProtected"> => ({
    type: "SecretMoonProtected",
    seatId: t.actor.id,
    number: t.number,
    target,
  }),

  apply: (game: SecretMoonGame, e: EventOf<"SecretMoonProtected">): SecretMoonGame => ({
    ...game,
    protected: [...game.protected, e.target],
    log: [...game.log, { kind: "protect", round: game.round, number: e.number, seatId: e.seatId, target: e.target }],
  }),
};
