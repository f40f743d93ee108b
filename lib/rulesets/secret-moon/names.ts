import type { CoreState } from "../../game/core";
import type { CardId, SecretMoonGame } from "./state";

export type CardName = (id: CardId) => string;

/** How a card is called on screen: its player's name, or "NPC card 2". */
export function cardNamer(core: CoreState, game: SecretMoonGame | null): CardName {
  return (id) => {
    const seat = core.seats.find((s) => s.id === id);
    const card = game?.cards.find((c) => c.id === id);
    if (card?.holder === "npc") {
      const match = /^npc(\d+)$/.exec(id);
      return match ? `NPC card ${match[1]}` : seat ? `${seat.name}'s left-behind card` : "a departed player's card";
    }
    return seat?.name ?? `seat ${id}`;
  };
}
