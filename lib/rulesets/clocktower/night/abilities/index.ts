export { ABILITY_RULES, type AbilityRule } from "./table";
export { abilityState, choiceOn, type AbilityState } from "./state";
export { abilityProblems, type AbilityProblem } from "./checks";
export { ABILITY_EFFECTS, stepEffects, choosesGoon, type ProposedEffect } from "./effects";
