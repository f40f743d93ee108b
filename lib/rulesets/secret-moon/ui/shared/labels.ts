/** Secret Moon names and colours shared by the moderator panel, the town square and the player page. */
import type { Role, Side } from "@/lib/rulesets/secret-moon";
import { ROLE_CARDS } from "@/lib/rulesets/secret-moon/roles";
import { npcCard } from "@/lib/rulesets/secret-moon/names";
import { msg, type Phrase, type Say } from "@/lib/i18n/message";

/** A card's public name: its player's name, or "NPC card 2" (as the announcements say), in `say`'s language. */
export function cardNamer(seats: Array<{ id: string; name: string }>, say: (p: Phrase) => string) {
  return (id: string): string => {
    const npc = /^npc(\d+)$/.exec(id);
    if (npc) return say(npcCard(npc[1]!));
    return seats.find((s) => s.id === id)?.name ?? say(msg("secretMoon.departedCard"));
  };
}
export type Namer = ReturnType<typeof cardNamer>;

/**
 * Everything a Secret Moon part needs to speak one language: `t` for the secretMoon namespace's keys
 * ("town.cards"), `say` for the rules' words (a view's messages), `name` for cards, and the edition's
 * names for roles, sides and actions.
 */
export interface Words {
  t: (key: string, values?: Record<string, string | number>) => string;
  say: (p: Phrase) => string;
  name: Namer;
  role: (role: Role | string) => string;
  side: (side: Side) => string;
  action: (action: ActionKind) => string;
  /** Names in a list: "Ann, Ben" (「Ann、Ben」). */
  list: (names: string[]) => string;
}

export type ActionKind = "inspect" | "inquire" | "accuse" | "protect" | "disrupt" | "attack" | "pass";

/** The words of `say`'s language (useSay in a component, renderer on the server). */
export function wordsFor(say: Say, seats: Array<{ id: string; name: string }>): Words {
  const format = (key: string, values?: Record<string, string | number>) => say(msg(key, values));
  return {
    t: (key, values) => format(`secretMoon.${key}`, values),
    say,
    name: cardNamer(seats, say),
    role: (role) => (role in ROLE_CARDS ? format(`secretMoon.roles.${role}`) : role),
    side: (side) => format(`secretMoon.sides.${side}`),
    action: (action) => format(`secretMoon.actions.${action}`),
    list: (names) => names.join(format("secretMoon.list.pair", { a: "", b: "" })),
  };
}

export const sideOf = (role: Role): Side => ROLE_CARDS[role].side;

/** Princess team red, Minister team blue (as on the cards); the Thief gold. */
export const SIDE_TEXT: Record<Side, string> = {
  princess: "text-blood-400",
  minister: "text-good-400",
  thief: "text-moon-300",
};
