/**
 * The publisher's character data (The Pandemonium Institute's `roles.json`, `nightsheet.json` and
 * `jinxes.json`, published for toolmakers): their zod schemas, the check of all three files at once and
 * the characters they give. Pure: the server stores the files (lib/db/official-data.ts) and hands them in.
 * The texts stay the publisher's English wherever they are shown (decision 009).
 */
import { z } from "zod";
import { characterSchema, normaliseId, TEAMS, type Character, type Jinx, scriptIssuePhrase } from "./types";
import { derivedSetup } from "./community";
import { msg, type Message, type Phrase } from "../../../i18n/message";

/** Bounds of the files, well above what the publisher ships (181 roles, 27 jinx lists in 2026). */
export const OFFICIAL_LIMITS = { roles: 1000, nightOrder: 500, jinxLists: 1000, jinxesEach: 100 } as const;

const id = z.string().min(1).max(50);
const text = (max: number) => z.string().max(max);

export const officialSpecialSchema = z.object({
  type: z.string().min(1).max(50),
  name: z.string().min(1).max(50),
  value: z.union([z.string().max(200), z.number()]).optional(),
  time: z.string().max(50).optional(),
  global: z.string().max(50).optional(),
});

/** One entry of `roles.json`. Keys the app does not read (flavor, image...) are dropped. */
export const officialRoleSchema = z.object({
  id,
  name: z.string().trim().min(1).max(80),
  team: z.enum(TEAMS),
  edition: text(50).optional(),
  ability: z.string().trim().min(1).max(1000),
  firstNightReminder: text(1000).optional(),
  otherNightReminder: text(1000).optional(),
  reminders: z.array(text(60)).max(40).optional(),
  remindersGlobal: z.array(text(60)).max(40).optional(),
  setup: z.boolean().optional(),
  special: z.array(officialSpecialSchema).max(20).optional(),
});
export type OfficialRole = z.infer<typeof officialRoleSchema>;

export const officialRolesSchema = z.array(officialRoleSchema).min(1).max(OFFICIAL_LIMITS.roles);

/** `nightsheet.json`: each night's order of character ids, with `dusk`, `minioninfo`, `demoninfo`, `dawn`. */
export const officialNightsheetSchema = z.object({
  firstNight: z.array(id).max(OFFICIAL_LIMITS.nightOrder),
  otherNight: z.array(id).max(OFFICIAL_LIMITS.nightOrder),
});
export type OfficialNightsheet = z.infer<typeof officialNightsheetSchema>;

/** `jinxes.json`: for a character, the characters it is jinxed with and why. */
export const officialJinxesSchema = z
  .array(
    z.object({
      id,
      jinx: z.array(z.object({ id, reason: text(1000) })).max(OFFICIAL_LIMITS.jinxesEach),
    }),
  )
  .max(OFFICIAL_LIMITS.jinxLists);
export type OfficialJinxes = z.infer<typeof officialJinxesSchema>;

export interface OfficialData {
  roles: OfficialRole[];
  nightsheet: OfficialNightsheet;
  jinxes: OfficialJinxes;
}

export const OFFICIAL_FILES = ["roles", "nightsheet", "jinxes"] as const;
export type OfficialFile = (typeof OFFICIAL_FILES)[number];
const SCHEMAS = { roles: officialRolesSchema, nightsheet: officialNightsheetSchema, jinxes: officialJinxesSchema };

const problem = (key: string, values?: Parameters<typeof msg>[1]): Message => msg(`characters.problem.${key}`, values);

export type OfficialCheck = { ok: true; value: OfficialData } | { ok: false; problems: Phrase[] };

/**
 * Checks the three files whole (each problem with its file and place: "roles.json, 12.team: …") and
 * then what zod cannot: role ids unique, every role a character the app can store. Nothing is returned
 * unless all three are valid, so a bad file replaces nothing.
 */
export function checkOfficialData(input: Partial<Record<OfficialFile, unknown>>): OfficialCheck {
  const problems: Phrase[] = [];
  const parsed: Partial<OfficialData> = {};
  for (const file of OFFICIAL_FILES) {
    const where = `${file}.json`;
    if (input[file] === undefined) {
      problems.push(problem("missing", { file: where }));
      continue;
    }
    const r = SCHEMAS[file].safeParse(input[file]);
    if (!r.success) {
      for (const issue of r.error.issues.slice(0, 20))
        problems.push(
          problem("at", { file: where, where: issue.path.join(".") || "—", problem: scriptIssuePhrase(issue.message) }),
        );
      if (r.error.issues.length > 20) problems.push(problem("more", { count: r.error.issues.length - 20 }));
    } else (parsed as Record<string, unknown>)[file] = r.data;
  }
  if (problems.length > 0) return { ok: false, problems };
  const data = parsed as OfficialData;
  const seen = new Map<string, number>();
  data.roles.forEach((r, i) => {
    const key = normaliseId(r.id);
    const earlier = seen.get(key);
    if (earlier !== undefined) problems.push(problem("twice", { id: r.id, n: i, earlier }));
    else seen.set(key, i);
  });
  if (problems.length === 0)
    officialCharacters(data).forEach((c, i) => {
      const checked = characterSchema.safeParse(c);
      if (!checked.success)
        for (const issue of checked.error.issues.slice(0, 5))
          problems.push(
            problem("at", {
              file: "roles.json",
              where: `${i}.${issue.path.join(".")}`,
              problem: scriptIssuePhrase(issue.message),
            }),
          );
    });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: data };
}

/** Every jinx of the data, keyed by character id, in both directions (a pair is listed under each side). */
export function jinxIndex(jinxes: OfficialJinxes): Map<string, Jinx[]> {
  const index = new Map<string, Jinx[]>();
  const add = (a: string, b: string, reason: string) => {
    const list = index.get(a) ?? [];
    if (!list.some((j) => j.id === b)) list.push({ id: b, reason });
    index.set(a, list);
  };
  for (const entry of jinxes) {
    const a = normaliseId(entry.id);
    for (const j of entry.jinx) {
      const b = normaliseId(j.id);
      add(a, b, j.reason);
      add(b, a, j.reason);
    }
  }
  return index;
}

/**
 * The data's characters, as a script stores them: positions from the night sheet (1-based place in
 * each night's order; null when the character does not wake), the night reminders only for a night on
 * which it wakes, set-up effects from the ability's brackets, every jinx it has with any character.
 */
export function officialCharacters(data: OfficialData): Character[] {
  const first = data.nightsheet.firstNight.map(normaliseId);
  const other = data.nightsheet.otherNight.map(normaliseId);
  const jinxes = jinxIndex(data.jinxes);
  return data.roles.map((r) => {
    const cid = normaliseId(r.id);
    const f = first.indexOf(cid);
    const o = other.indexOf(cid);
    return {
      id: cid,
      name: r.name,
      team: r.team,
      ability: r.ability,
      firstNight: f < 0 ? null : f + 1,
      otherNight: o < 0 ? null : o + 1,
      firstNightReminder: f < 0 ? "" : (r.firstNightReminder ?? ""),
      otherNightReminder: o < 0 ? "" : (r.otherNightReminder ?? ""),
      reminders: (r.reminders ?? []).filter((t) => t.trim().length > 0),
      remindersGlobal: (r.remindersGlobal ?? []).filter((t) => t.trim().length > 0),
      setup: derivedSetup(r.ability, r.setup === true),
      jinxes: jinxes.get(cid) ?? [],
      ...(r.edition ? { edition: r.edition } : {}),
      ...(r.special?.length ? { special: r.special } : {}),
    };
  });
}

/** The editions the data holds, in the order they first appear ("tb", "bmr", "snv", …). */
export function officialEditions(data: Pick<OfficialData, "roles">): string[] {
  return [...new Set(data.roles.map((r) => r.edition).filter((e): e is string => !!e))];
}

/** The night orders of the data, ids normalised: what an imported script's order follows. */
export function officialNightOrders(data: Pick<OfficialData, "nightsheet">): { first: string[]; other: string[] } {
  return { first: data.nightsheet.firstNight.map(normaliseId), other: data.nightsheet.otherNight.map(normaliseId) };
}
