import {
  NIGHT_MARKER_IDS,
  TEAMS,
  TEAM_LABELS,
  type Character,
  type NightMarkerId,
  type Script,
  type Team,
} from "./types";
import type { Message, Phrase } from "../../../i18n/message";
import { ct } from "../words";
import { namesAmong } from "../character-names";

type NightMarker = { name: Message; firstNightReminder: Message; otherNightReminder: Phrase };

/**
 * A night step that is not a character, with the storyteller's reminder for each night
 * (clocktower.grimoireRules.markers); the characters a reminder names (the Apprentice, the Lunatic)
 * are named as the script's characters give them.
 */
export function nightMarker(id: NightMarkerId, characters?: readonly Pick<Character, "id" | "name">[]): NightMarker {
  const names =
    id === "travellers"
      ? namesAmong(characters, "apprentice")
      : id === "demoninfo"
        ? namesAmong(characters, "lunatic")
        : undefined;
  const absent = (character: string) => !!characters && !characters.some((c) => c.id === character);
  // A script without the Apprentice: the Travellers' step does not mention one (nor name it in English).
  if (id === "travellers" && absent("apprentice"))
    return {
      name: ct("markers.travellers.name"),
      firstNightReminder: ct("markers.travellers.firstNoApprentice"),
      otherNightReminder: ct("markers.travellers.otherNoApprentice"),
    };
  return {
    name: ct(`markers.${id}.name`),
    // A script without the Lunatic: the Demon's info does not mention one.
    firstNightReminder:
      id === "demoninfo" && absent("lunatic")
        ? ct("markers.demoninfo.firstNoLunatic")
        : ct(`markers.${id}.first`, names),
    // Minion and Demon info happen on the first night only.
    otherNightReminder: id === "minioninfo" || id === "demoninfo" ? "" : ct(`markers.${id}.other`, names),
  };
}

/** The night markers, their characters by their English names (a script's own: `nightMarker`). */
export const NIGHT_MARKERS: Record<NightMarkerId, NightMarker> = Object.fromEntries(
  NIGHT_MARKER_IDS.map((id) => [id, nightMarker(id)]),
) as Record<NightMarkerId, NightMarker>;

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
  /** The script's house rules (the Script Tool's `bootlegger`), when it has any. */
  bootlegger?: string[];
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
  const bootlegger = script.meta?.bootlegger ?? [];
  return { name: script.name, author: script.author, groups, jinxes, ...(bootlegger.length ? { bootlegger } : {}) };
}

export interface NightStep {
  id: string;
  /** A character's name as the script gives it; a marker's from the catalogue. */
  name: Phrase;
  kind: "marker" | "character";
  team: Team | null;
  /** What the storyteller does at this step. */
  reminder: Phrase;
}
export interface NightOrder {
  firstNight: NightStep[];
  otherNight: NightStep[];
}

function step(script: Script, id: string, night: "first" | "other"): NightStep | null {
  if (isNightMarker(id)) {
    const m = nightMarker(id, script.characters);
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

/**
 * A night order for a script that brought none, from the publisher's night sheet: its markers and the
 * script's characters in the sheet's order. A character the sheet does not name (homebrew) wakes by its
 * own position, placed just before dawn: its number is on no scale the sheet shares. Dusk opens and dawn
 * closes the night even if the sheet left them out.
 */
export function nightOrderFromSheet(
  characters: readonly Character[],
  night: "first" | "other",
  sheet: readonly string[],
): string[] {
  const onScript = new Set(characters.map((c) => c.id));
  const markers = night === "first" ? ["dusk", "minioninfo", "demoninfo", "dawn"] : ["dusk", "dawn"];
  const named = sheet.filter((id, i) => sheet.indexOf(id) === i && (onScript.has(id) || markers.includes(id)));
  const homebrew = defaultNightOrder(
    characters.filter((c) => !sheet.includes(c.id)),
    night,
  ).filter((id) => !isNightMarker(id));
  const body = named.filter((id) => id !== "dusk" && id !== "dawn");
  return ["dusk", ...body, ...homebrew, "dawn"];
}
