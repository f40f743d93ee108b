/** The role cards: hidden, dealt face down. */
import type { Message } from "../../i18n/message";
import { k } from "./words";

export const ROLE_IDS = [
  "crescentMoon",
  "fullMoon",
  "informant",
  "civilian",
  "civilianJustice",
  "civilianStubborn",
  "civilianAngry",
  "civilianLonely",
] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export type Team = "thief" | "informant" | "civilian";

export interface RoleCard {
  id: RoleId;
  name: string;
  team: Team;
  /**
   * What the rulebook states about the role: its goal (sections 0 and 6, and 7 for Full Moon). The
   * rulebook prints no card text for any role, so the moderator may write one (`roleTexts` in the
   * setup), shown under the goal. Variants are Civilians for every rule here: Shamlock's check, the
   * game end and the points, so they carry the Civilians' goal.
   */
  goal: Message;
}

const civilian = (id: RoleId, name: string): RoleCard => ({ id, name, team: "civilian", goal: k("goals.civilian") });

/**
 * `name` is the card's name as the English rulebook prints it: data, like the characters' names
 * (characters.ts), since there is no Japanese edition to take another from; the interface's own words
 * about a role (its goal, the rules' sentences) are in the kemomimi catalogue.
 */
export const ROLES: Record<RoleId, RoleCard> = {
  // not text: a card's printed name (see above)
  crescentMoon: { id: "crescentMoon", name: "Thief Crescent Moon", team: "thief", goal: k("goals.crescentMoon") },
  // not text: a card's printed name (see above)
  fullMoon: { id: "fullMoon", name: "Thief Full Moon", team: "thief", goal: k("goals.fullMoon") },
  informant: { id: "informant", name: "Informant", team: "informant", goal: k("goals.informant") },
  civilian: civilian("civilian", "Civilian"),
  civilianJustice: civilian("civilianJustice", "Civilian (justice)"),
  civilianStubborn: civilian("civilianStubborn", "Civilian (stubborn)"),
  civilianAngry: civilian("civilianAngry", "Civilian (angry)"),
  civilianLonely: civilian("civilianLonely", "Civilian (lonely)"),
};

export const isThief = (role: RoleId) => ROLES[role].team === "thief";
/** What Shamlock's and Sheena's check answers: Civilian ("OK") or not (Thief and Informant). */
export const isCivilian = (role: RoleId) => ROLES[role].team === "civilian";

/** The card text the moderator wrote for the role, or "" (the rulebook prints none). */
export function roleText(id: RoleId, moderatorTexts: Partial<Record<RoleId, string>>): string {
  return moderatorTexts[id]?.trim() ?? "";
}
