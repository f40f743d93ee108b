/**
 * The rule systems a game can be played with. A leaf module: the core's event schemas validate a game's
 * rule system against it, and the registry (`lib/registry.ts`) maps each id to its ruleset.
 */
export const RULESET_IDS = ["clocktower", "secret-moon", "kemomimi-panic", "coin-flip"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];
