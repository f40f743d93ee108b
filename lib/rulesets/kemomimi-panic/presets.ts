import type { CharacterId } from "./characters";
import type { RoleId } from "./roles";
import type { Phrase } from "../../i18n/message";
import { k } from "./words";

/** The rulebook's setups: its recommended ones for 4–8 players and its further combinations. */
export interface Preset {
  id: string;
  name: string;
  players: number;
  characters: CharacterId[];
  roles: RoleId[];
  /** Where the rulebook printed it. */
  source: "recommended" | "further";
}

const RECOMMENDED_ROLES: Record<number, RoleId[]> = {
  4: ["crescentMoon", "informant", "civilianStubborn", "civilian"],
  5: ["crescentMoon", "informant", "civilianAngry", "civilian", "civilian"],
  6: ["crescentMoon", "informant", "civilian", "civilian", "civilian", "civilian"],
  7: ["crescentMoon", "informant", "civilianAngry", "civilian", "civilian", "civilian", "civilian"],
  8: ["crescentMoon", "fullMoon", "informant", "civilianLonely", "civilianAngry", "civilian", "civilian", "civilian"],
};

/** The recommended roles for a player count (what the further combinations use too). */
export function recommendedRoles(players: number): RoleId[] {
  return [...(RECOMMENDED_ROLES[players] ?? [])];
}

const recommended = (players: number, characters: CharacterId[]): Preset => ({
  id: `recommended-${players}`,
  name: `Recommended (${players} players)`,
  players,
  characters,
  roles: recommendedRoles(players),
  source: "recommended",
});

// The further combinations list characters only; they take the recommended roles for their player
// count, which is what a host would reach for.
const further = (id: string, name: string, characters: CharacterId[]): Preset => ({
  id,
  name,
  players: characters.length,
  characters,
  roles: recommendedRoles(characters.length),
  source: "further",
});

export const PRESETS: Preset[] = [
  recommended(4, ["shamlock", "teresia", "barbera", "valeria"]),
  recommended(5, ["shamlock", "cyril", "beryl", "barbera", "arle"]),
  recommended(6, ["shamlock", "cyril", "beryl", "verna", "akira", "miyabi"]),
  recommended(7, ["shamlock", "cyril", "beryl", "verna", "valeria", "akira", "teresia"]),
  recommended(8, ["shamlock", "sheena", "cyril", "beryl", "barbera", "towa", "teresia", "valeria"]),
  further("small-society", "Small Society", ["shamlock", "barbera", "lucie", "arle"]),
  further("shuffle-alliance", "Shuffle Alliance", ["shamlock", "ulrika", "dautriche", "lolo"]),
  further("mysterious-five", "The Mysterious Five", ["shamlock", "valeria", "towa", "christina", "akira"]),
  further("students-1", "The Students 1", ["shamlock", "alistair", "miranda", "verna", "luma"]),
  further("students-2", "The Students 2", ["shamlock", "cyril", "beryl", "alistair", "miranda", "verna"]),
  // Printed as "Policitian Valeria" and "Teacher Vienetta": the cards are Warlock Valeria and Teacher
  // Viennetta. Alistair appears here without Miranda, so the setup check warns about it.
  further("big-six", "The Big Six", ["shamlock", "valeria", "teresia", "viennetta", "mindy", "alistair"]),
  further("students-3", "The Students 3", ["shamlock", "cyril", "beryl", "alistair", "miranda", "verna", "akira"]),
  further("students-4", "The Students 4", [
    "shamlock",
    "sheena",
    "cyril",
    "beryl",
    "alistair",
    "miranda",
    "luma",
    "verna",
  ]),
  further("light-novel-alliance", "Light Novel Alliance", [
    "shamlock",
    "sheena",
    "cecilia",
    "towa",
    "akira",
    "miyabi",
    "christina",
    "amarillo",
  ]),
];

export const PRESET_IDS = PRESETS.map((p) => p.id) as [string, ...string[]];

export function findPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}

/** A preset's name as people read it: "Recommended (5 players)" in their language; the further ones as printed. */
export function presetName(p: Pick<Preset, "name" | "players" | "source">): Phrase {
  return p.source === "recommended" ? k("presets.recommended", { players: p.players }) : p.name;
}
