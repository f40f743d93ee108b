import type { CoreState } from "../../game/core";
import { msg, type Message, type MessageValue, type Phrase } from "../../i18n/message";
import type { Role, Side } from "./roles";
import type { CardId, SecretMoonGame } from "./state";

/** A card's name: its player's name (data, as typed), or a message ("NPC card 2") in the reader's language. */
export type CardName = (id: CardId) => MessageValue;

const K = "secretMoon";

/** How a card is called on screen: its player's name, or "NPC card 2". */
export function cardNamer(core: CoreState, game: SecretMoonGame | null): CardName {
  return (id) => {
    const seat = core.seats.find((s) => s.id === id);
    const card = game?.cards.find((c) => c.id === id);
    if (card?.holder === "npc") {
      const match = /^npc(\d+)$/.exec(id);
      return match
        ? npcCard(match[1]!)
        : seat
          ? msg(`${K}.leftBehindCard`, { name: seat.name })
          : msg(`${K}.departedCard`);
    }
    // A card whose seat is gone is a departed player's.
    return seat?.name ?? msg(`${K}.departedCard`);
  };
}

export const npcCard = (number: string): Message => msg(`${K}.npcCard`, { number });
/** A role's name as printed on its card ("Princess", 「姫」). */
export const roleMsg = (role: Role): Message => msg(`${K}.roles.${role}`);
/** A side's name ("Princess team", 「姫陣営」). */
export const sideMsg = (side: Side): Message => msg(`${K}.sides.${side}`);

/** Names in a list: "Ann, Ben and Cat" (「Ann、Ben、Cat」); `last` joins the last two with "and". */
export function listMsg(items: MessageValue[], options: { last?: boolean; empty?: MessageValue } = {}): MessageValue {
  if (items.length === 0) return options.empty ?? msg(`${K}.none`);
  let out = items[0]!;
  items.slice(1).forEach((item, i) => {
    const lastPair = options.last && i === items.length - 2;
    out = msg(`${K}.list.${lastPair ? "last" : "pair"}`, { a: out, b: item });
  });
  return out;
}

/** Sentences one after another: a space between them in English, none in Japanese. */
export function sentences(parts: Array<Phrase | null | undefined | false>): Phrase {
  const kept = parts.filter((p): p is Phrase => p !== null && p !== undefined && p !== false && p !== "");
  if (kept.length === 0) return "";
  return kept.slice(1).reduce<Phrase>((a, b) => msg(`${K}.list.sentences`, { a, b }), kept[0]!);
}
