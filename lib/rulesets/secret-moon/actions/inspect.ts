import type { EventOf } from "../schema";
import { cardOf, type CardId, type SecretMoonGame } from "../state";
import { mapCard, targetRefusal, type Refusal, type Turn } from "./common";

/** Inspect: look at another player's or an NPC's card; the inspector's marker goes on it. */
export const inspect = {
  refusal: (t: Turn, target: CardId): Refusal => targetRefusal(t, target, { verb: "inspect", npc: true, self: false }),

  event: (t: Turn, target: CardId): EventOf<"SecretMoonInspected"> => ({
    type: "SecretMoonInspected",
    seatId: t.actor.id,
    number: t.number,
    target,
    seen: cardOf(t.game, target)!.role,
  }),

  apply(game: SecretMoonGame, e: EventOf<"SecretMoonInspected">): SecretMoonGame {
    const marked = mapCard(game, e.target, (c) => ({ ...c, inspectedBy: [...c.inspectedBy, e.seatId] }));
    const learned = [
      ...(game.learned[e.seatId] ?? []),
      { round: game.round, how: "inspect" as const, cardId: e.target, role: e.seen },
    ];
    return {
      ...marked,
      learned: { ...game.learned, [e.seatId]: learned },
      log: [...game.log, { kind: "inspect", round: game.round, number: e.number, seatId: e.seatId, target: e.target }],
    };
  },
};
