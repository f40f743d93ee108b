import type { AnyRuleset, RulesetId } from "../game/ruleset";
import { clocktower } from "./clocktower";
import { secretMoon } from "./secret-moon";
import { kemomimiPanic } from "./kemomimi-panic";

const RULESETS: Record<RulesetId, AnyRuleset> = {
  clocktower,
  "secret-moon": secretMoon,
  "kemomimi-panic": kemomimiPanic,
};

export function getRuleset(id: RulesetId): AnyRuleset {
  return RULESETS[id];
}

export const rulesetChoices = Object.values(RULESETS).map((r) => ({ id: r.id, name: r.name }));
