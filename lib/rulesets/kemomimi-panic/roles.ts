/** The role cards: hidden, dealt face down. */

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
   * The card's text. The rulebook's copy lists the Civilian variants without their text, so the
   * moderator may write it (see `roleTexts` in the setup). Variants are Civilians for every rule here:
   * Shamlock's check, the game end and the points.
   */
  text: string;
  /** A card the moderator may re-word. */
  editable: boolean;
}

export const ROLES: Record<RoleId, RoleCard> = {
  crescentMoon: {
    id: "crescentMoon",
    name: "Thief Crescent Moon",
    team: "thief",
    text: "You steal on new moon nights. You win if you are one of the last two players.",
    editable: false,
  },
  fullMoon: {
    id: "fullMoon",
    name: "Thief Full Moon",
    team: "thief",
    text: "8 players only. You steal on full moon nights. You win if you are one of the last two players.",
    editable: false,
  },
  informant: {
    id: "informant",
    name: "Informant",
    team: "informant",
    text: "You win if the last two players are you and a Thief.",
    editable: false,
  },
  civilian: {
    id: "civilian",
    name: "Civilian",
    team: "civilian",
    text: "Find the thief. All Civilians win when no thief is left, even those out of the game.",
    editable: false,
  },
  civilianJustice: { id: "civilianJustice", name: "Civilian (justice)", team: "civilian", text: "", editable: true },
  civilianStubborn: { id: "civilianStubborn", name: "Civilian (stubborn)", team: "civilian", text: "", editable: true },
  civilianAngry: { id: "civilianAngry", name: "Civilian (angry)", team: "civilian", text: "", editable: true },
  civilianLonely: { id: "civilianLonely", name: "Civilian (lonely)", team: "civilian", text: "", editable: true },
};

export const isThief = (role: RoleId) => ROLES[role].team === "thief";
/** What Shamlock's and Sheena's check answers: Civilian ("OK") or not (Thief and Informant). */
export const isCivilian = (role: RoleId) => ROLES[role].team === "civilian";

export function roleText(id: RoleId, moderatorTexts: Partial<Record<RoleId, string>>): string {
  const r = ROLES[id];
  return (r.editable ? moderatorTexts[id] : undefined) ?? r.text;
}
