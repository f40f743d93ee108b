import { accusableRoles } from "../roles";
import type { ActionKind, CardId } from "../state";
import { accuse } from "./accuse";
import { attack } from "./attack";
import { refusal as rule, type Refusal, type Turn } from "./common";
import { msg, type Message } from "../../../i18n/message";
import { disrupt } from "./disrupt";
import { inquire } from "./inquire";
import { inspect } from "./inspect";
import { pass, passChoices } from "./pass";
import { protect } from "./protect";

/** One action as the acting player's screen offers it: its legal targets, or why it is unavailable. */
export interface ActionChoice {
  action: ActionKind;
  targets: CardId[];
  /** Roles that may be named (accuse only). */
  roles?: string[];
  /** Turn-order cards that may be reserved (pass only); passing without one is always allowed. */
  reserve?: number[];
  unavailable: Message | null;
}

const TARGETED: Array<[Exclude<ActionKind, "pass">, (t: Turn, target: CardId) => Refusal]> = [
  ["inspect", inspect.refusal],
  ["inquire", inquire.refusal],
  ["accuse", (t, target) => accuse.refusal(t, target, "princess")],
  ["protect", protect.refusal],
  ["disrupt", disrupt.refusal],
  ["attack", attack.refusal],
];

/** Why a Guard has no Attack: the card's own limit, not the table's state. */
const GUARD_CANNOT_CAPTURE = {
  plain: "guardsCannotCapture",
  withThief: "guardsCannotCaptureButThief",
};

export function availableActions(t: Turn): ActionChoice[] {
  const targeted = TARGETED.map(([action, refusal]): ActionChoice => {
    const reasons = t.game.cards.map((c) => ({ id: c.id, reason: refusal(t, c.id) }));
    const targets = reasons.filter((r) => r.reason === null).map((r) => r.id);
    const given = reasons.map((r) => r.reason).filter((r): r is Message => r !== null);
    const distinct = [...new Map(given.map((r) => [JSON.stringify(r), r])).values()];
    const unavailable =
      targets.length > 0
        ? null
        : action === "attack" && t.actor.role === "guard"
          ? rule(GUARD_CANNOT_CAPTURE[t.options.thief ? "withThief" : "plain"])
          : distinct.length === 1
            ? distinct[0]!
            : rule("nobodyTargeted", { action: msg(`secretMoon.verbs.${action}`) });
    return { action, targets, unavailable, ...(action === "accuse" ? { roles: accusableRoles(t.options.thief) } : {}) };
  });
  const reserve = pass.refusal(t, t.number) === null ? passChoices(t) : [];
  return [...targeted, { action: "pass", targets: [], reserve, unavailable: null }];
}
