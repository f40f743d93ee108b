import type { ActionChoice, SecretMoonModeratorView, Side } from "@/lib/rulesets/secret-moon";
export {
  ACTION_LABEL,
  cardNamer,
  roleName,
  sideOf,
  SIDE_TEXT,
  SIDE_LABEL,
  END_REASON,
  type Namer,
} from "@/components/secret-moon/labels";

/** The moderator's view of a dealt game. */
export type ModGame = NonNullable<SecretMoonModeratorView["game"]>;
export type FullCard = ModGame["cardsInFull"][number];
export type ActionKind = ActionChoice["action"];

export const SIDE_BORDER: Record<Side, string> = {
  princess: "border-blood-500/60",
  minister: "border-good-400/50",
  thief: "border-moon-500/60",
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
