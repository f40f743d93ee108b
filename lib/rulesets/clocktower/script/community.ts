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
  type CharacterSpecial,
  type ScriptMeta,
  playerTableRowSchema,
  specialSchema,
  scriptIssuePhrase,
} from "./types";
import { parseSetupEffects } from "./setup-effects";
import { defaultNightOrder, nightOrderFromSheet } from "./sheet";
import { z } from "zod";
import { msg, type Message, type MessageValue, type Phrase } from "../../../i18n/message";
import { ct, listOf } from "../words";
import { seriesValue } from "@/lib/i18n/list-values";

/**
 * The community script JSON format: an array whose optional first entry is
 * `{"id": "_meta", "name", "author", "firstNight", "otherNight"}`, then character ids (strings) or
 * character objects. Importing lists every problem with its place (as messages: the script form and
 * the scripts API say them in the reader's language); nothing is returned until all is valid.
 */

export type ImportResult<T> = { ok: true; value: T } | { ok: false; problems: Phrase[] };

/** A problem of the import (`clocktower.grimoireRules.import.…`). */
const importProblem = (key: string, values?: Record<string, MessageValue>): Message => ct(`import.${key}`, values);
/** "item 3: …", "item 1 (_meta): …". */
const at = (where: MessageValue, what: MessageValue): Message => importProblem("at", { where, problem: what });
const item = (n: number) => importProblem("item", { n });
const META = importProblem("meta");

type Raw = Record<string, unknown>;
const isObject = (x: unknown): x is Raw => typeof x === "object" && x !== null && !Array.isArray(x);

/** The team ids a script may use, as a script's JSON spells them. */
const TEAM_LIST = seriesValue(TEAMS);
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

/**
 * The note an import stores for a character whose `setup` flag says it changes the setup in a way the
 * app cannot read. Stored in the script as it always was (in English); `setupNoteText` says it in the
 * reader's language wherever it is shown.
 */
// not text: the stored marker of a setup note, said through setupNoteText
const NOT_A_SETUP_NOTE = "Modifies the setup (see its ability).";

/** A setup note as the reader sees it: ours in their language, a script's own as it is. */
export const setupNoteText = (text: string): Phrase => (text === NOT_A_SETUP_NOTE ? importProblem("setupNote") : text);

/** The setup effects an import derives from the ability text and the community `setup` flag. */
export function derivedSetup(ability: string, setupFlag: boolean): SetupEffect[] {
  const parsed = parseSetupEffects(ability);
  if (parsed.length === 0 && setupFlag) return [{ kind: "note", text: NOT_A_SETUP_NOTE }];
  return parsed;
}

function parseInput(input: unknown): { value?: unknown; problem?: Message } {
  if (typeof input !== "string") return { value: input };
  try {
    return { value: JSON.parse(input) };
  } catch (e) {
    return { problem: importProblem("notJson", { detail: (e as Error).message }) };
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
function readCharacter(x: unknown, where: Message, problems: Phrase[]): Character | null {
  if (!isObject(x)) {
    problems.push(at(where, importProblem("notCharacter")));
    return null;
  }
  const before = problems.length;
  const p = (what: MessageValue) => problems.push(at(where, what));
  const id = typeof x.id === "string" ? normaliseId(x.id) : "";
  if (!id) p(importProblem("badId"));
  if (!nonEmpty(x.name)) p(importProblem("badName"));
  let team: Team | null = null;
  if (typeof x.team === "string") {
    const t = x.team.trim().toLowerCase();
    team = (TEAMS as readonly string[]).includes(t) ? (t as Team) : (TEAM_ALIASES[t] ?? null);
  }
  if (!team) p(importProblem("badTeam", { teams: TEAM_LIST }));
  if (!nonEmpty(x.ability)) p(importProblem("badAbility"));
  const strings = (key: string): string[] => {
    const v = x[key];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v) || v.some((s) => typeof s !== "string")) {
      p(importProblem("notStrings", { key }));
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
      p(importProblem("notString", { key }));
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
      p(importProblem("notPosition", { key }));
      return null;
    }
    return v;
  };
  const firstNight = pos("firstNight");
  const otherNight = pos("otherNight");
  if (x.setup !== undefined && typeof x.setup !== "boolean") p(importProblem("badSetup"));
  let jinxes: Jinx[] = [];
  if (x.jinxes !== undefined && x.jinxes !== null) {
    if (!Array.isArray(x.jinxes)) p(importProblem("badJinxes"));
    else
      jinxes = x.jinxes.flatMap((j, k) => {
        if (!isObject(j) || typeof j.id !== "string" || !normaliseId(j.id) || typeof j.reason !== "string") {
          p(importProblem("badJinx", { n: k + 1 }));
          return [];
        }
        return [{ id: normaliseId(j.id), reason: j.reason }];
      });
  }
  let special: CharacterSpecial[] = [];
  if (x.special !== undefined && x.special !== null) {
    const parsed = z.array(specialSchema).max(20).safeParse(x.special);
    if (!parsed.success) p(msg("characters.import.badSpecial"));
    else special = parsed.data;
  }
  const edition = optText("edition").trim();
  let setup: SetupEffect[] | null = null;
  if (x.setupEffects !== undefined) {
    const parsed = z.array(setupEffectSchema).safeParse(x.setupEffects);
    if (!parsed.success) p(importProblem("badSetupEffects"));
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
    ...(edition ? { edition } : {}),
    ...(special.length ? { special } : {}),
  };
  // The limits a stored script keeps (lengths, counts).
  const checked = characterSchema.safeParse(character);
  if (!checked.success) {
    for (const issue of checked.error.issues) p(at(issue.path.join("."), scriptIssuePhrase(issue.message)));
    return null;
  }
  return character;
}

function readNightOrder(meta: Raw, key: "firstNight" | "otherNight", problems: Phrase[]): string[] | null {
  const v = meta[key];
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || v.some((s) => typeof s !== "string" && !(isObject(s) && typeof s.id === "string"))) {
    problems.push(at(META, importProblem("badOrder", { key })));
    return null;
  }
  return v.map((s) => {
    const id = normaliseId(typeof s === "string" ? s : (s as { id: string }).id);
    return MARKER_ALIASES[id] ?? id;
  });
}

/** Reads the Script Tool's `_meta` extras (links, hideTitle, bootlegger rules); pushes located problems. */
function readMeta(meta: Raw, problems: Phrase[]): ScriptMeta {
  const out: ScriptMeta = {};
  for (const key of ["logo", "background", "almanac"] as const) {
    const v = meta[key];
    if (v === undefined || v === null || v === "") continue;
    if (typeof v !== "string") problems.push(at(META, importProblem("notString", { key })));
    else if (v.length > 500) problems.push(at(META, importProblem("tooLong", { key, max: 500 })));
    else out[key] = v;
  }
  if (meta.hideTitle !== undefined && meta.hideTitle !== null) {
    if (typeof meta.hideTitle !== "boolean")
      problems.push(at(META, msg("characters.import.notBoolean", { key: "hideTitle" })));
    else out.hideTitle = meta.hideTitle;
  }
  const rules = meta.bootlegger;
  if (rules !== undefined && rules !== null) {
    if (!Array.isArray(rules) || rules.some((r) => typeof r !== "string"))
      problems.push(at(META, importProblem("notStrings", { key: "bootlegger" })));
    else if (rules.length > 20 || rules.some((r: string) => r.length > 1000))
      problems.push(at(META, msg("characters.import.bootleggerLimits", { count: 20, max: 1000 })));
    else {
      const kept = (rules as string[]).map((r) => r.trim()).filter((r) => r.length > 0);
      if (kept.length) out.bootlegger = kept;
    }
  }
  return out;
}

export interface ImportOptions {
  /**
   * The publisher's night orders (nightsheet.json, ids normalised): a script that brings no order of
   * its own follows them. Without them its characters wake by their own positions.
   */
  nightOrders?: { first: readonly string[]; other: readonly string[] };
  /** Whether the server holds the publisher's data: what an unknown id's problem tells the host to do. */
  officialLoaded?: boolean;
}

/**
 * Validates a community script. `known` are the characters already in the moderator's library (and
 * any imported catalogue, and the publisher's data): id-only entries resolve against them. The script
 * keeps the characters as resolved now: a later change of the data changes no stored script.
 */
export function importScript(
  input: unknown,
  known: readonly Character[],
  options: ImportOptions = {},
): ImportResult<Script> {
  const { value, problem } = parseInput(input);
  if (problem) return { ok: false, problems: [problem] };
  if (!Array.isArray(value)) return { ok: false, problems: [importProblem("notScript")] };
  const problems: Phrase[] = [];
  const library = new Map(known.map((c) => [normaliseId(c.id), c]));
  const hasMeta = value.length > 0 && isMetaEntry(value[0]);
  const meta: Raw = hasMeta ? (value[0] as Raw) : {};
  if (hasMeta) {
    if (meta.name !== undefined && typeof meta.name !== "string")
      problems.push(at(META, importProblem("notString", { key: "name" })));
    if (meta.author !== undefined && typeof meta.author !== "string")
      problems.push(at(META, importProblem("notString", { key: "author" })));
  }
  const characters: Character[] = [];
  const placeOf = new Map<string, number>();
  const unknown: string[] = [];
  const resolved = new Set<string>();
  value.forEach((entry, i) => {
    if (i === 0 && hasMeta) return;
    const where = item(i + 1);
    if (isMetaEntry(entry)) {
      problems.push(at(where, importProblem("metaFirst")));
      return;
    }
    const ref = idOnly(entry);
    let character: Character | null;
    if (ref !== null) {
      const id = normaliseId(ref);
      if (!id) {
        problems.push(at(where, importProblem("emptyId")));
        return;
      }
      character = library.get(id) ?? null;
      if (!character) {
        if (!unknown.includes(id)) unknown.push(id);
        return;
      }
      resolved.add(id);
    } else character = readCharacter(entry, where, problems);
    if (!character) return;
    const earlier = placeOf.get(character.id);
    if (earlier !== undefined) {
      problems.push(at(where, importProblem("alreadyOnScript", { id: character.id, n: earlier })));
      return;
    }
    placeOf.set(character.id, i + 1);
    characters.push(character);
  });
  if (unknown.length > 0) {
    problems.push(importProblem("unknownIds", { count: unknown.length, ids: listOf(unknown) }));
    problems.push(msg(options.officialLoaded ? "characters.import.notInData" : "characters.import.loadData"));
  }
  const metaExtras = readMeta(meta, problems);

  const orders = {
    firstNight: readNightOrder(meta, "firstNight", problems),
    otherNight: readNightOrder(meta, "otherNight", problems),
  };
  for (const key of ["firstNight", "otherNight"] as const) {
    const order = orders[key];
    if (!order || unknown.length > 0) continue;
    for (const id of order)
      if (!placeOf.has(id) && !(NIGHT_MARKER_IDS as readonly string[]).includes(id))
        problems.push(at(META, ct("script.notOnScript", { key, id })));
  }
  const playerTable =
    meta.playerTable === undefined ? undefined : z.array(playerTableRowSchema).safeParse(meta.playerTable);
  if (playerTable && !playerTable.success) problems.push(at(META, importProblem("badPlayerTable")));
  for (const row of playerTable?.success ? playerTable.data : []) {
    const total = row.townsfolk + row.outsider + row.minion + row.demon;
    if (total !== row.players) problems.push(at(META, ct("script.tableRow", { players: row.players, total })));
  }
  const limits =
    meta.travellerLimits === undefined
      ? undefined
      : z
          .array(z.object({ players: z.number().int().min(0), max: z.number().int().min(0) }))
          .safeParse(meta.travellerLimits);
  if (limits && !limits.success) problems.push(at(META, importProblem("badTravellerLimits")));
  if (
    meta.maxTravellers !== undefined &&
    !(Number.isInteger(meta.maxTravellers) && (meta.maxTravellers as number) >= 0)
  )
    problems.push(at(META, importProblem("badMaxTravellers")));
  if (characters.length === 0 && unknown.length === 0 && problems.length === 0)
    problems.push(importProblem("noCharacters"));
  if (characters.length > 200) problems.push(importProblem("tooMany", { count: characters.length, max: 200 }));
  if (typeof meta.name === "string" && meta.name.trim().length > 120)
    problems.push(at(META, importProblem("tooLong", { key: "name", max: 120 })));
  if (typeof meta.author === "string" && meta.author.trim().length > 120)
    problems.push(at(META, importProblem("tooLong", { key: "author", max: 120 })));
  if (problems.length > 0) return { ok: false, problems };

  // A script without a name is stored with this one: the script's own text from then on (the library and
  // every game show it as stored), so it is not said in the reader's language.
  // not text: a stored script's name, the script's own text once imported
  const name = typeof meta.name === "string" && meta.name.trim() ? meta.name.trim() : "Untitled script";
  // A character resolved from the library (the publisher's data lists every jinx it has) keeps only the
  // jinxes with characters on the script; a character the script writes out keeps its own as written.
  const onScript = new Set(characters.map((c) => c.id));
  const kept = characters.map((c) =>
    !resolved.has(c.id) || c.jinxes.every((j) => onScript.has(j.id))
      ? c
      : { ...c, jinxes: c.jinxes.filter((j) => onScript.has(j.id)) },
  );
  const sheets = options.nightOrders;
  const script: Script = {
    name,
    author: typeof meta.author === "string" ? meta.author.trim() : "",
    ...(Object.keys(metaExtras).length ? { meta: metaExtras } : {}),
    characters: kept,
    firstNight:
      orders.firstNight ??
      (sheets ? nightOrderFromSheet(kept, "first", sheets.first) : defaultNightOrder(kept, "first")),
    otherNight:
      orders.otherNight ??
      (sheets ? nightOrderFromSheet(kept, "other", sheets.other) : defaultNightOrder(kept, "other")),
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
  if (!Array.isArray(value)) return { ok: false, problems: [importProblem("notCatalogue")] };
  const problems: Phrase[] = [];
  const out: Character[] = [];
  const placeOf = new Map<string, number>();
  value.forEach((entry, i) => {
    if (isMetaEntry(entry)) return;
    const where = item(i + 1);
    if (idOnly(entry) !== null) {
      problems.push(at(where, importProblem("idOnlyInCatalogue")));
      return;
    }
    const c = readCharacter(entry, where, problems);
    if (!c) return;
    const earlier = placeOf.get(c.id);
    if (earlier !== undefined) {
      problems.push(at(where, importProblem("alreadyInCatalogue", { id: c.id, n: earlier })));
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
    ...(c.edition ? { edition: c.edition } : {}),
    ...(c.special?.length ? { special: c.special } : {}),
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
    ...(script.meta ?? {}),
    firstNight: script.firstNight,
    otherNight: script.otherNight,
    ...(script.playerTable ? { playerTable: script.playerTable } : {}),
    ...(script.travellerLimits ? { travellerLimits: script.travellerLimits } : {}),
    ...(script.maxTravellers !== undefined ? { maxTravellers: script.maxTravellers } : {}),
  };
  const chars = script.characters.map((c) => (options.charactersAs === "ids" ? c.id : exportCharacter(c)));
  return [meta, ...chars];
}
