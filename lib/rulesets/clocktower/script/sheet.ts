import {
  NIGHT_MARKER_IDS,
  TEAMS,
  TEAM_LABELS,
  type Character,
  type NightMarkerId,
  type Script,
  type Team,
} from "./types";

/** The night steps that are not characters, with the storyteller's reminder for each night. */
export const NIGHT_MARKERS: Record<
  NightMarkerId,
  { name: string; firstNightReminder: string; otherNightReminder: string }
> = {
  dusk: {
    name: "Dusk",
    firstNightReminder: "Night 1 begins. Collect night actions until they lock, 2 hours before the day.",
    otherNightReminder:
      "The night begins. Remove reminders that last until dusk. Collect night actions until they lock.",
  },
  travellers: {
    name: "Travellers",
    firstNightReminder:
      "Travellers act. Apprentice: tell them the Townsfolk (if good) or Minion (if evil) ability they gain. Evil travellers learn who the Demon is.",
    otherNightReminder:
      "Travellers who joined today act. Apprentice on their 1st night: tell them the ability they gain. Evil travellers learn who the Demon is.",
  },
  minioninfo: {
    name: "Minion info",
    firstNightReminder:
      "Tell each Minion who the other starting evil players are and their types (Minion or Demon), not their characters.",
    otherNightReminder: "",
  },
  demoninfo: {
    name: "Demon info",
    firstNightReminder:
      "Tell the Demon who their Minions are (types, not characters), who the Lunatic is if in play, and 3 good characters not in play.",
    otherNightReminder: "",
  },
  dawn: {
    name: "Dawn",
    firstNightReminder: "Send the night's information. Announce that the day begins; nobody died on night 1.",
    otherNightReminder: "Resolve deaths. Announce who died (nothing about characters) and open the day.",
  },
};

export function isNightMarker(id: string): id is NightMarkerId {
  return (NIGHT_MARKER_IDS as readonly string[]).includes(id);
}

export interface SheetCharacter {
  id: string;
  name: string;
  ability: string;
  note?: string;
}
export interface SheetGroup {
  team: Team;
  label: string;
  characters: SheetCharacter[];
}
export interface CharacterSheet {
  name: string;
  author: string;
  groups: SheetGroup[];
  /** Jinxes between two characters that are both on the script. */
  jinxes: Array<{ a: string; b: string; reason: string }>;
}

/** The character sheet players see: Townsfolk, Outsiders, Minions, Demons, then Travellers and Fabled. */
export function characterSheet(script: Script): CharacterSheet {
  const groups = TEAMS.map((team) => ({
    team,
    label: TEAM_LABELS[team].many,
    characters: script.characters
      .filter((c) => c.team === team)
      .map((c) => ({ id: c.id, name: c.name, ability: c.ability, ...(c.note ? { note: c.note } : {}) })),
  })).filter((g) => g.characters.length > 0);
  const onScript = new Map(script.characters.map((c) => [c.id, c]));
  const jinxes: CharacterSheet["jinxes"] = [];
  const seen = new Set<string>();
  for (const c of script.characters) {
    for (const j of c.jinxes) {
      const other = onScript.get(j.id);
      const key = [c.id, j.id].sort().join("+");
      if (!other || seen.has(key)) continue;
      seen.add(key);
      jinxes.push({ a: c.name, b: other.name, reason: j.reason });
    }
  }
  return { name: script.name, author: script.author, groups, jinxes };
}

export interface NightStep {
  id: string;
  name: string;
  kind: "marker" | "character";
  team: Team | null;
  /** What the storyteller does at this step. */
  reminder: string;
}
export interface NightOrder {
  firstNight: NightStep[];
  otherNight: NightStep[];
}

function step(script: Script, id: string, night: "first" | "other"): NightStep | null {
  if (isNightMarker(id)) {
    const m = NIGHT_MARKERS[id];
    return {
      id,
      name: m.name,
      kind: "marker",
      team: null,
      reminder: night === "first" ? m.firstNightReminder : m.otherNightReminder,
    };
  }
  const c = script.characters.find((ch) => ch.id === id);
  if (!c) return null;
  return {
    id,
    name: c.name,
    kind: "character",
    team: c.team,
    reminder: night === "first" ? c.firstNightReminder : c.otherNightReminder,
  };
}

/** The script's first-night and other-night order, each step with the storyteller's reminder. */
export function nightOrder(script: Script): NightOrder {
  const build = (ids: string[], night: "first" | "other") =>
    ids.map((id) => step(script, id, night)).filter((s): s is NightStep => s !== null);
  return { firstNight: build(script.firstNight, "first"), otherNight: build(script.otherNight, "other") };
}

/**
 * A night order for a script that brought none: dusk, (minion and demon info on the first night),
 * the characters by their own positions, dawn.
 */
export function defaultNightOrder(characters: readonly Character[], night: "first" | "other"): string[] {
  const pos = (c: Character) => (night === "first" ? c.firstNight : c.otherNight);
  const waking = characters
    .filter((c) => pos(c) !== null)
    .map((c, i) => ({ c, i }))
    .sort((x, y) => pos(x.c)! - pos(y.c)! || x.i - y.i)
    .map(({ c }) => c.id);
  return night === "first" ? ["dusk", "minioninfo", "demoninfo", ...waking, "dawn"] : ["dusk", ...waking, "dawn"];
}
