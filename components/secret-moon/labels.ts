/** Secret Moon names and colours shared by the moderator panel, the town square and the player page. */
import type { Role, Side } from "@/lib/rulesets/secret-moon";
import { ROLE_CARDS } from "@/lib/rulesets/secret-moon/roles";

/** A card's public name: its player's name, or "NPC card 2" (as the announcements say). */
export function cardNamer(seats: Array<{ id: string; name: string }>) {
  return (id: string): string => {
    const npc = /^npc(\d+)$/.exec(id);
    if (npc) return `NPC card ${npc[1]}`;
    return seats.find((s) => s.id === id)?.name ?? "a departed player's card";
  };
}
export type Namer = ReturnType<typeof cardNamer>;

export const roleName = (role: Role | string) => ROLE_CARDS[role as Role]?.name ?? role;
export const sideOf = (role: Role): Side => ROLE_CARDS[role].side;

/** Princess team red, Minister team blue (as on the cards); the Thief gold. */
export const SIDE_TEXT: Record<Side, string> = {
  princess: "text-blood-400",
  minister: "text-good-400",
  thief: "text-moon-300",
};

export const SIDE_LABEL: Record<Side, string> = {
  princess: "Princess team",
  minister: "Minister team",
  thief: "Thief",
};

export const END_REASON: Record<string, string> = {
  "round-3-finished": "the third round is over",
  "minister-captured": "the Minister is captured",
  "princess-captured": "the Princess is captured",
  "princess-and-wanderer-revealed": "the Princess and the Wanderer are both revealed",
};

export const ACTION_LABEL: Record<
  "inspect" | "inquire" | "accuse" | "protect" | "disrupt" | "attack" | "pass",
  string
> = {
  inspect: "Inspect",
  inquire: "Inquire",
  accuse: "Accuse",
  protect: "Hide / Protect",
  disrupt: "Disrupt",
  attack: "Attack",
  pass: "Pass",
};
