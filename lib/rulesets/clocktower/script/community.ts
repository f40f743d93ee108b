import {
  characterSchema,
  setupEffectSchema,
  TEAMS,
  normaliseId,
  NIGHT_MARKER_IDS,
  type Character,
  type Jinx,
  type Script,
  type SetupEffect,
  type Team,
  playerTableRowSchema,
} from "./types";
import { parseSetupEffects } from "./setup-effects";
import { defaultNightOrder } from "./sheet";
import { z } from "zod";

/**
 * The community script JSON format: an array whose optional first entry is
 * `{"id": "_meta", "name", "author", "firstNight", "otherNight"}`, then character ids (strings) or
 * character objects. Importing lists every problem with its place; nothing is returned until all is valid.
 */

export type ImportResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

type Raw = Record<string, unknown>;
const isObject = (x: unknown): x is Raw => typeof x === "object" && x !== null && !Array.isArray(x);

const TEAM_LIST = TEAMS.join(", ");
/** Community spellings of the teams. */
const TEAM_ALIASES: Record<string, Team> = {
  traveler: "traveller",
  travelers: "traveller",
  travellers: "traveller",
  outsiders: "outsider",
  minions: "minion",
  demons: "demon",
};
const MARKER_ALIASES: Record<string, string> = {
  travelers: "travellers",
  traveller: "travellers",
  traveler: "travellers",
};

const NOT_A_SETUP_NOTE = "Modifies the setup (see its ability).";

/** The setup effects an import derives from the ability text and the community `setup` flag. */
function derivedSetup(ability: string, setupFlag: boolean): SetupEffect[] {
  const parsed = parseSetupEffects(ability);
  if (parsed.length === 0 && setupFlag) return [{ kind: "note", text: NOT_A_SETUP_NOTE }];
  return parsed;
}

function parseInput(input: unknown): { value?: unknown; problem?: string } {
  if (typeof input !== "string") return { value: input };
  try {
    return { value: JSON.parse(input) };
  } catch (e) {
    return { problem: `not valid JSON: ${(e as Error).message}` };
  }
}

const isMetaEntry = (x: unknown) => isObject(x) && typeof x.id === "string" && normaliseId(x.id) === "meta";

/** An id-only entry: a string, or an object holding nothing but an id. */
function idOnly(x: unknown): string | null {
  if (typeof x === "string") return x;
  if (isObject(x) && typeof x.id === "string" && !("name" in x) && !("team" in x) && !("ability" in x)) return x.id;
  return null;
}

const nonEmpty = (x: unknown) => typeof x === "string" && x.trim().length > 0;

/** Reads one full character object; pushes located problems. */
function readCharacter(x: unknown, where: string, problems: string[]): Character | null {
  if (!isObject(x)) {
    problems.push(`${where}: must be a character id (a string) or a character object`);
    return null;
  }
  const before = problems.length;
  const p = (msg: string) => problems.push(`${where}: ${msg}`);
  const id = typeof x.id === "string" ? normaliseId(x.id) : "";
  if (!id) p("id must be a non-empty string of letters or digits");
  if (!nonEmpty(x.name)) p("name must be a non-empty string");
  let team: Team | null = null;
  if (typeof x.team === "string") {
    const t = x.team.trim().toLowerCase();
    team = (TEAMS as readonly string[]).includes(t) ? (t as Team) : (TEAM_ALIASES[t] ?? null);
  }
  if (!team) p(`team must be one of ${TEAM_LIST}`);
  if (!nonEmpty(x.ability)) p("ability must be a non-empty string");
  const strings = (key: string): string[] => {
    const v = x[key];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v) || v.some((s) => typeof s !== "string")) {
      p(`${key} must be a list of strings`);
      return [];
    }
    return v as string[];
  };
  const reminders = strings("reminders");
  const remindersGlobal = strings("remindersGlobal");
  const optText = (key: string): string => {
    const v = x[key];
    if (v === undefined || v === null) return "";
    if (typeof v !== "string") {
      p(`${key} must be a string`);
      return "";
    }
    return v;
  };
  const firstNightReminder = optText("firstNightReminder");
  const otherNightReminder = optText("otherNightReminder");
  const note = optText("note");
  const pos = (key: string): number | null => {
    const v = x[key];
    if (v === undefined || v === null || v === 0) return null;
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0) {
      p(`${key} must be a number (0 or absent when the character does not wake)`);
      return null;
    }
    return v;
  };
  const firstNight = pos("firstNight");
  const otherNight = pos("otherNight");
  if (x.setup !== undefined && typeof x.setup !== "boolean") p("setup must be true or false");
  let jinxes: Jinx[] = [];
  if (x.jinxes !== undefined && x.jinxes !== null) {
    if (!Array.isArray(x.jinxes)) p("jinxes must be a list of {id, reason}");
    else
      jinxes = x.jinxes.flatMap((j, k) => {
        if (!isObject(j) || typeof j.id !== "string" || !normaliseId(j.id) || typeof j.reason !== "string") {
          p(`jinx ${k + 1} must be {"id": "...", "reason": "..."}`);
          return [];
        }
        return [{ id: normaliseId(j.id), reason: j.reason }];
      });
  }
  let setup: SetupEffect[] | null = null;
  if (x.setupEffects !== undefined) {
    const parsed = z.array(setupEffectSchema).safeParse(x.setupEffects);
    if (!parsed.success) p("setupEffects must be a list of setup effects");
    else setup = parsed.data;
  }
  if (problems.length > before) return null;
  const ability = (x.ability as string).trim();
  const character: Character = {
    id,
    name: (x.name as string).trim(),
    team: team!,
    ability,
    ...(note ? { note } : {}),
    firstNight,
    otherNight,
    firstNightReminder,
    otherNightReminder,
    reminders,
    remindersGlobal,
    setup: setup ?? derivedSetup(ability, x.setup === true),
    jinxes,
  };
  // The limits a stored script keeps (lengths, counts).
  const checked = characterSchema.safeParse(character);
  if (!checked.success) {
    for (const issue of checked.error.issues) p(`${issue.path.join(".")}: ${issue.message}`);
    return null;
  }
  return character;
}

function readNightOrder(meta: Raw, key: "firstNight" | "otherNight", problems: string[]): string[] | null {
  const v = meta[key];
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || v.some((s) => typeof s !== "string" && !(isObject(s) && typeof s.id === "string"))) {
    problems.push(`item 1 (_meta): ${key} must be a list of character ids`);
    return null;
  }
  return v.map((s) => {
    const id = normaliseId(typeof s === "string" ? s : (s as { id: string }).id);
    return MARKER_ALIASES[id] ?? id;
  });
}

/**
 * Validates a community script. `known` are the characters already in the moderator's library (and
 * any imported catalogue): id-only entries resolve against them.
 */
export function importScript(input: unknown, known: readonly Character[]): ImportResult<Script> {
  const { value, problem } = parseInput(input);
  if (problem) return { ok: false, problems: [problem] };
  if (!Array.isArray(value))
    return { ok: false, problems: ["a script must be a JSON array of a _meta entry and characters"] };
  const problems: string[] = [];
  const library = new Map(known.map((c) => [normaliseId(c.id), c]));
  const hasMeta = value.length > 0 && isMetaEntry(value[0]);
  const meta: Raw = hasMeta ? (value[0] as Raw) : {};
  if (hasMeta) {
    if (meta.name !== undefined && typeof meta.name !== "string")
      problems.push("item 1 (_meta): name must be a string");
    if (meta.author !== undefined && typeof meta.author !== "string")
      problems.push("item 1 (_meta): author must be a string");
  }
  const characters: Character[] = [];
  const placeOf = new Map<string, number>();
  const unknown: string[] = [];
  value.forEach((entry, i) => {
    if (i === 0 && hasMeta) return;
    const where = `item ${i + 1}`;
    if (isMetaEntry(entry)) {
      problems.push(`${where}: the _meta entry must be the first item`);
      return;
    }
    const ref = idOnly(entry);
    let character: Character | null;
    if (ref !== null) {
      const id = normaliseId(ref);
      if (!id) {
        problems.push(`${where}: character id must not be empty`);
        return;
      }
      character = library.get(id) ?? null;
      if (!character) {
        if (!unknown.includes(id)) unknown.push(id);
        return;
      }
    } else character = readCharacter(entry, where, problems);
    if (!character) return;
    const earlier = placeOf.get(character.id);
    if (earlier !== undefined) {
      problems.push(`${where}: "${character.id}" is already on the script (item ${earlier})`);
      return;
    }
    placeOf.set(character.id, i + 1);
    characters.push(character);
  });
  if (unknown.length > 0)
    problems.push(`unknown character ids: ${unknown.join(", ")} — import a catalogue or add them as custom characters`);

  const orders = {
    firstNight: readNightOrder(meta, "firstNight", problems),
    otherNight: readNightOrder(meta, "otherNight", problems),
  };
  for (const key of ["firstNight", "otherNight"] as const) {
    const order = orders[key];
    if (!order || unknown.length > 0) continue;
    for (const id of order)
      if (!placeOf.has(id) && !(NIGHT_MARKER_IDS as readonly string[]).includes(id))
        problems.push(`item 1 (_meta): ${key} lists "${id}", which is not a character on the script`);
  }
  const playerTable =
    meta.playerTable === undefined ? undefined : z.array(playerTableRowSchema).safeParse(meta.playerTable);
  if (playerTable && !playerTable.success)
    problems.push("item 1 (_meta): playerTable must be a list of {players, townsfolk, outsider, minion, demon}");
  for (const row of playerTable?.success ? playerTable.data : []) {
    const total = row.townsfolk + row.outsider + row.minion + row.demon;
    if (total !== row.players)
      problems.push(`item 1 (_meta): playerTable's row for ${row.players} players deals ${total} characters`);
  }
  const limits =
    meta.travellerLimits === undefined
      ? undefined
      : z
          .array(z.object({ players: z.number().int().min(0), max: z.number().int().min(0) }))
          .safeParse(meta.travellerLimits);
  if (limits && !limits.success) problems.push("item 1 (_meta): travellerLimits must be a list of {players, max}");
  if (
    meta.maxTravellers !== undefined &&
    !(Number.isInteger(meta.maxTravellers) && (meta.maxTravellers as number) >= 0)
  )
    problems.push("item 1 (_meta): maxTravellers must be a whole number");
  if (characters.length === 0 && unknown.length === 0 && problems.length === 0)
    problems.push("the script has no characters");
  if (characters.length > 200) problems.push(`the script has ${characters.length} characters; at most 200 are allowed`);
  if (typeof meta.name === "string" && meta.name.trim().length > 120)
    problems.push("item 1 (_meta): name must be at most 120 characters");
  if (typeof meta.author === "string" && meta.author.trim().length > 120)
    problems.push("item 1 (_meta): author must be at most 120 characters");
  if (problems.length > 0) return { ok: false, problems };

  const name = typeof meta.name === "string" && meta.name.trim() ? meta.name.trim() : "Untitled script";
  const script: Script = {
    name,
    author: typeof meta.author === "string" ? meta.author.trim() : "",
    characters,
    firstNight: orders.firstNight ?? defaultNightOrder(characters, "first"),
    otherNight: orders.otherNight ?? defaultNightOrder(characters, "other"),
    ...(playerTable?.success ? { playerTable: playerTable.data } : {}),
    ...(limits?.success ? { travellerLimits: limits.data } : {}),
    ...(meta.maxTravellers !== undefined ? { maxTravellers: meta.maxTravellers as number } : {}),
  };
  return { ok: true, value: script };
}

/**
 * Validates a character catalogue: an array of full character objects (a `_meta` entry is skipped),
 * so that id-only scripts made with other tools resolve.
 */
export function importCatalogue(input: unknown): ImportResult<Character[]> {
  const { value, problem } = parseInput(input);
  if (problem) return { ok: false, problems: [problem] };
  if (!Array.isArray(value)) return { ok: false, problems: ["a catalogue must be a JSON array of character objects"] };
  const problems: string[] = [];
  const out: Character[] = [];
  const placeOf = new Map<string, number>();
  value.forEach((entry, i) => {
    if (isMetaEntry(entry)) return;
    const where = `item ${i + 1}`;
    if (idOnly(entry) !== null) {
      problems.push(`${where}: a catalogue entry needs id, name, team and ability, not just an id`);
      return;
    }
    const c = readCharacter(entry, where, problems);
    if (!c) return;
    const earlier = placeOf.get(c.id);
    if (earlier !== undefined) {
      problems.push(`${where}: "${c.id}" is already in the catalogue (item ${earlier})`);
      return;
    }
    placeOf.set(c.id, i + 1);
    out.push(c);
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: out };
}

/** A character as a community JSON object. Extra keys (`note`, `setupEffects`) are ours; other tools ignore them. */
export function exportCharacter(c: Character): Record<string, unknown> {
  const setupFlag = c.setup.length > 0;
  const same = JSON.stringify(derivedSetup(c.ability, setupFlag)) === JSON.stringify(c.setup);
  return {
    id: c.id,
    name: c.name,
    team: c.team,
    ability: c.ability,
    ...(c.note ? { note: c.note } : {}),
    firstNight: c.firstNight ?? 0,
    otherNight: c.otherNight ?? 0,
    firstNightReminder: c.firstNightReminder,
    otherNightReminder: c.otherNightReminder,
    reminders: c.reminders,
    remindersGlobal: c.remindersGlobal,
    setup: setupFlag,
    ...(same ? {} : { setupEffects: c.setup }),
    jinxes: c.jinxes,
  };
}

/**
 * The script as community JSON. `charactersAs: "ids"` writes id-only entries (for tools that know the
 * characters); the default writes full objects, so the export imports back to the same script anywhere.
 */
export function exportScript(script: Script, options: { charactersAs?: "objects" | "ids" } = {}): unknown[] {
  const meta: Record<string, unknown> = {
    id: "_meta",
    name: script.name,
    author: script.author,
    firstNight: script.firstNight,
    otherNight: script.otherNight,
    ...(script.playerTable ? { playerTable: script.playerTable } : {}),
    ...(script.travellerLimits ? { travellerLimits: script.travellerLimits } : {}),
    ...(script.maxTravellers !== undefined ? { maxTravellers: script.maxTravellers } : {}),
  };
  const chars = script.characters.map((c) => (options.charactersAs === "ids" ? c.id : exportCharacter(c)));
  return [meta, ...chars];
}
