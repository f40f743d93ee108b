import type { Seat } from "@/lib/game/core";
import type { ActionChoice, Role, SecretMoonModeratorView, Side } from "@/lib/rulesets/secret-moon";
import { ROLE_CARDS } from "@/lib/rulesets/secret-moon/roles";

/** The moderator's view of a dealt game. */
export type ModGame = NonNullable<SecretMoonModeratorView["game"]>;
export type FullCard = ModGame["cardsInFull"][number];
export type ActionKind = ActionChoice["action"];

/** How a card is called on screen: its player's name, or "NPC card 2" (as the engine's announcements say). */
export function cardNamer(seats: Pick<Seat, "id" | "name">[]) {
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
export const SIDE_BORDER: Record<Side, string> = {
  princess: "border-blood-500/60",
  minister: "border-good-400/50",
  thief: "border-moon-500/60",
};
export const SIDE_LABEL: Record<Side, string> = {
  princess: "Princess team",
  minister: "Minister team",
  thief: "Thief",
};

export const ACTION_LABEL: Record<ActionKind, string> = {
  inspect: "Inspect",
  inquire: "Inquire",
  accuse: "Accuse",
  protect: "Hide / Protect",
  disrupt: "Disrupt",
  attack: "Attack",
  pass: "Pass",
};

export const ACTION_SUMMARY: Record<ActionKind, string> = {
  inspect: "Look at a character card secretly.",
  inquire: "Ask a player “Who goes there?”",
  accuse: "Name a card's role: right reveals it, wrong reveals the accuser.",
  protect: "Turn a card sideways: untargetable for the rest of the round.",
  disrupt: "Discard a player's turn-order card; the disruptor is captured.",
  attack: "Capture a player whose card is revealed.",
  pass: "Do nothing; may take a discarded turn-order card for next round.",
};

export const END_REASON: Record<string, string> = {
  "round-3-finished": "the third round is over",
  "minister-captured": "the Minister is captured",
  "princess-captured": "the Princess is captured",
  "princess-and-wanderer-revealed": "the Princess and the Wanderer are both revealed",
};

/** The private lines ("Tell X privately: …") apart from the other hints. */
export function splitHints(hints: string[]) {
  const tell = /^Tell (.+?) privately: (.*)$/;
  const privately: Array<{ to: string; text: string }> = [];
  const next: string[] = [];
  for (const h of hints) {
    const m = tell.exec(h);
    if (m) privately.push({ to: m[1]!, text: m[2]!.replace(/^you/, "You") });
    else next.push(h);
  }
  return { privately, next };
}
