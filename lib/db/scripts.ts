/**
 * The Clocktower script library: each moderator's scripts and imported characters. The bundled
 * scripts are built-ins every moderator sees (read-only; duplicate one to change it). Documents are
 * stored as JSON and parsed with the ruleset's zod schemas when read.
 */
import { prisma } from "./client";
import {
  BUNDLED_CHARACTERS,
  BUNDLED_SCRIPTS,
  characterSchema,
  importCatalogue,
  importScript,
  normaliseId,
  scriptProblems,
  scriptSchema,
  type Character,
  type Script,
} from "../rulesets/clocktower";
import { scriptIssuePhrase } from "../rulesets/clocktower/script/types";
import { msg, type Phrase } from "../i18n/message";
import { render } from "../i18n/render";
import { officialLibrary } from "./official-data";

export interface ScriptSummary {
  id: string;
  name: string;
  author: string;
  characterCount: number;
  builtIn: boolean;
  updatedAt: Date | null;
}

export interface StoredScript extends ScriptSummary {
  script: Script;
}

export type StoreResult<T> = { ok: true; value: T } | { ok: false; problems: Phrase[] };

const BUILT_IN_PREFIX = "builtin-";
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The bundled scripts, with stable ids ("builtin-bad-moon-rising-forum"). */
export const BUILT_IN_SCRIPTS: ReadonlyArray<{ id: string; script: Script }> = BUNDLED_SCRIPTS.map((script) => ({
  id: `${BUILT_IN_PREFIX}${slugOf(script.name)}`,
  script,
}));

export const isBuiltInScriptId = (id: string) => id.startsWith(BUILT_IN_PREFIX);

function builtIn(id: string): StoredScript | null {
  const b = BUILT_IN_SCRIPTS.find((s) => s.id === id);
  return b
    ? {
        id: b.id,
        name: b.script.name,
        author: b.script.author,
        characterCount: b.script.characters.length,
        builtIn: true,
        updatedAt: null,
        script: b.script,
      }
    : null;
}

/** A stored document that no longer parses (hand-edited database, older format) is a loud error, not a silent null. */
function parseStored(id: string, document: unknown): Script {
  const parsed = scriptSchema.safeParse(document);
  if (!parsed.success)
    throw new Error(`Script ${id} in the database is not a valid script: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Checks a whole script (from the editor or the API) and lists every problem with its place. */
export function validateScript(input: unknown): StoreResult<Script> {
  const parsed = scriptSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) =>
        i.path.length
          ? msg("clocktower.grimoireRules.import.at", {
              where: i.path.map(String).join("."),
              problem: scriptIssuePhrase(i.message),
            })
          : scriptIssuePhrase(i.message),
      ),
    };
  }
  const problems = scriptProblems(parsed.data);
  return problems.length ? { ok: false, problems } : { ok: true, value: parsed.data };
}

/** Built-ins first, then the moderator's own scripts, most recently changed first. */
export async function listScripts(ownerId: string): Promise<ScriptSummary[]> {
  const rows = await prisma.script.findMany({
    where: { ownerId },
    orderBy: { updatedAt: "desc" },
    select: { id: true, name: true, author: true, document: true, updatedAt: true },
  });
  const own = rows.map((r) => ({
    id: r.id,
    name: r.name,
    author: r.author,
    characterCount: Array.isArray((r.document as { characters?: unknown })?.characters)
      ? (r.document as { characters: unknown[] }).characters.length
      : 0,
    builtIn: false,
    updatedAt: r.updatedAt,
  }));
  const builtIns = BUILT_IN_SCRIPTS.map((b) => {
    const { script: _script, ...summary } = builtIn(b.id)!;
    return summary;
  });
  return [...builtIns, ...own];
}

/** One script: a built-in, or one of the moderator's own; someone else's is null, as if it did not exist. */
export async function getScript(ownerId: string, id: string): Promise<StoredScript | null> {
  if (isBuiltInScriptId(id)) return builtIn(id);
  const row = await prisma.script.findFirst({ where: { id, ownerId } });
  if (!row) return null;
  const script = parseStored(row.id, row.document);
  return {
    id: row.id,
    name: row.name,
    author: row.author,
    characterCount: script.characters.length,
    builtIn: false,
    updatedAt: row.updatedAt,
    script,
  };
}

export async function createScript(ownerId: string, input: unknown): Promise<StoreResult<StoredScript>> {
  const valid = validateScript(input);
  if (!valid.ok) return valid;
  const script = valid.value;
  const row = await prisma.script.create({
    data: { ownerId, name: script.name, author: script.author, document: script as object },
  });
  return {
    ok: true,
    value: {
      id: row.id,
      name: row.name,
      author: row.author,
      characterCount: script.characters.length,
      builtIn: false,
      updatedAt: row.updatedAt,
      script,
    },
  };
}

/** Replaces a script. Null when it is not the moderator's (built-ins cannot be changed: the caller says so). */
export async function updateScript(
  ownerId: string,
  id: string,
  input: unknown,
): Promise<StoreResult<StoredScript> | null> {
  if (isBuiltInScriptId(id)) return null;
  const valid = validateScript(input);
  if (!valid.ok) return valid;
  const script = valid.value;
  const r = await prisma.script.updateMany({
    where: { id, ownerId },
    data: { name: script.name, author: script.author, document: script as object },
  });
  if (r.count === 0) return null;
  return { ok: true, value: (await getScript(ownerId, id))! };
}

export async function deleteScript(ownerId: string, id: string): Promise<boolean> {
  if (isBuiltInScriptId(id)) return false;
  const r = await prisma.script.deleteMany({ where: { id, ownerId } });
  return r.count > 0;
}

/** A copy of a built-in or of one's own script, named "… (copy)" unless a name is given. */
export async function duplicateScript(ownerId: string, id: string, name?: string): Promise<StoredScript | null> {
  const source = await getScript(ownerId, id);
  if (!source) return null;
  const copyName = (name?.trim() || `${source.script.name} (copy)`).slice(0, 120);
  const result = await createScript(ownerId, { ...source.script, name: copyName });
  if (!result.ok)
    throw new Error(`Duplicating script ${id} failed: ${result.problems.map((p) => render(p, "en")).join("; ")}`);
  return result.value;
}

// ---------------------------------------------------------------- characters

/** The moderator's imported characters. */
export async function listCustomCharacters(ownerId: string): Promise<Character[]> {
  const rows = await prisma.customCharacter.findMany({ where: { ownerId }, orderBy: { characterId: "asc" } });
  return rows.flatMap((r) => {
    const parsed = characterSchema.safeParse(r.document);
    if (!parsed.success) {
      console.error(
        `[scripts] custom character ${r.characterId} of ${ownerId} is not valid: ${parsed.error.issues[0]?.message}`,
      );
      return [];
    }
    return [parsed.data];
  });
}

/**
 * Every character an id-only script can name: the bundled ones, replaced by the publisher's data of the
 * same id (a script from the Script Tool means the publisher's character), replaced in turn by the
 * moderator's own imported character of the same id.
 */
export async function knownCharacters(ownerId: string, official?: readonly Character[]): Promise<Character[]> {
  const byId = new Map<string, Character>(BUNDLED_CHARACTERS.map((c) => [c.id, c]));
  for (const c of official ?? (await officialLibrary())?.characters ?? []) byId.set(c.id, c);
  for (const c of await listCustomCharacters(ownerId)) byId.set(c.id, c);
  return [...byId.values()];
}

/** Imports a catalogue (community JSON: an array of character objects). Nothing is saved unless all are valid. */
export async function importCharacterCatalogue(ownerId: string, json: unknown): Promise<StoreResult<Character[]>> {
  const result = importCatalogue(json);
  if (!result.ok) return result;
  await prisma.$transaction(
    result.value.map((c) =>
      prisma.customCharacter.upsert({
        where: { ownerId_characterId: { ownerId, characterId: c.id } },
        create: { ownerId, characterId: c.id, document: c as object },
        update: { document: c as object },
      }),
    ),
  );
  return result;
}

export async function deleteCustomCharacter(ownerId: string, characterId: string): Promise<boolean> {
  const r = await prisma.customCharacter.deleteMany({ where: { ownerId, characterId: normaliseId(characterId) } });
  return r.count > 0;
}

/** Imports a community-format script (a JSON string or the parsed array) into the library. */
export async function importScriptToLibrary(ownerId: string, json: unknown): Promise<StoreResult<StoredScript>> {
  const official = await officialLibrary();
  const result = importScript(json, await knownCharacters(ownerId, official?.characters ?? []), {
    ...(official ? { nightOrders: official.nightOrders } : {}),
    officialLoaded: official !== null,
  });
  if (!result.ok) return result;
  return createScript(ownerId, result.value);
}
