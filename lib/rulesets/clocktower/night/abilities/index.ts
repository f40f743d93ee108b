export { ABILITY_RULES, type AbilityRule } from "./table";
export { abilityState, choiceOn, type AbilityState } from "./state";
export { abilityProblems, type AbilityProblem } from "./checks";
export { ABILITY_EFFECTS, goonEffects, offEffect, type EffectContext, type ProposedEffect } from "./effects";
