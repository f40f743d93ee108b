import { SV_RULES } from "../../editions/sects-and-violets/night";
import { SV_TRAVELLER_RULES } from "../../editions/sects-and-violets/travellers";

/**
 * What the log must remember about each ability, as data, keyed by character id. Each entry's rule
 * is read from the character's ability text (the rulebook's sentence); `abilityState` and
 * `abilityProblems` read this table.
 */
export interface AbilityRule {
  /** "Once per game": a choice on an earlier night uses it up. */
  oncePerGame?: boolean;
  /** The Po: "If your last choice was no one, choose 3 players tonight." */
  charges?: boolean;
  /** The Professor (forum note): only players dead at the start of the night. */
  deadAtDusk?: boolean;
  /** A character must be named (the Gambler's guess). */
  needsCharacter?: boolean;
  /** The Zombuul: "if no-one died today". */
  onlyIfNobodyDiedToday?: boolean;
  /** The Godfather: "If 1 died today" (an Outsider). Never refused on a player's link: it would tell them a dead player's type. */
  onlyIfOutsiderDiedToday?: boolean;
  /** The Pit-Hag: the character chosen must not be in play ("if not-in-play"): otherwise nothing happens. */
  notInPlay?: boolean;
  /** The Philosopher: the character chosen must be a good one (a Townsfolk or an Outsider). */
  goodCharacter?: boolean;
}

export const ABILITY_RULES: Record<string, AbilityRule> = {
  courtier: { oncePerGame: true },
  professor: { oncePerGame: true, deadAtDusk: true },
  assassin: { oncePerGame: true },
  po: { charges: true },
  gambler: { needsCharacter: true },
  zombuul: { onlyIfNobodyDiedToday: true },
  godfather: { onlyIfOutsiderDiedToday: true },
  // Sects & Violets
  ...SV_RULES,
  // Sects & Violets' travellers
  ...SV_TRAVELLER_RULES,
};
