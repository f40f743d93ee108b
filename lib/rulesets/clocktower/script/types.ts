import { z } from "zod";
import { hasVisibleCharacter, isCleanText, nameText, normaliseName, TEXT_PROBLEM } from "../../../game/text";
import type { Message, Phrase } from "../../../i18n/message";
import { issuePhrase, schemaMessage } from "../../../i18n/zod-issues";
import { ct } from "../words";

/** The seven character types of a script, in the order a character sheet lists them. */
export const TEAMS = ["townsfolk", "outsider", "minion", "demon", "traveller", "fabled", "loric"] as const;
export type Team = (typeof TEAMS)[number];

/** The four types dealt from the bag (travellers join by choice, fabled are the storyteller's). */
export const DEALT_TEAMS = ["townsfolk", "outsider", "minion", "demon"] as const;
export type DealtTeam = (typeof DEALT_TEAMS)[number];

export const TEAM_LABELS: Record<Team, { one: string; many: string }> = {
  townsfolk: { one: "Townsfolk", many: "Townsfolk" },
  outsider: { one: "Outsider", many: "Outsiders" },
  minion: { one: "Minion", many: "Minions" },
  demon: { one: "Demon", many: "Demons" },
  traveller: { one: "Traveller", many: "Travellers" },
  fabled: { one: "Fabled", many: "Fabled" },
  loric: { one: "Loric", many: "Loric" },
};

/** Fabled and Loric: the storyteller's, never dealt nor held by a player. */
export const isStorytellerTeam = (team: Team) => team === "fabled" || team === "loric";

export type Alignment = "good" | "evil";

/** The alignment a character starts with. Travellers' alignment is chosen by the storyteller; fabled and loric have none. */
export function startingAlignment(team: Team): Alignment | null {
  if (team === "townsfolk" || team === "outsider") return "good";
  if (team === "minion" || team === "demon") return "evil";
  return null;
}

/**
 * A setup effect, as data. `adjust`: the character, when in play at the start, changes how many of
 * `team` are dealt by one of `choices` (the storyteller picks when there is more than one); unless the
 * effect names Townsfolk, the Townsfolk count moves the other way so the total stays the player count.
 * `note`: an effect the app does not model; the storyteller applies it by hand.
 */
export type SetupEffect =
  { kind: "adjust"; team: DealtTeam; choices: number[]; text: string } | { kind: "note"; text: string };

export interface Jinx {
  id: string;
  reason: string;
}

/**
 * An app feature of the publisher's format (`special`): `{ type: "selection", name: "bag-duplicate" }`
 * lets the character be dealt more than once. Kept as the script gives it; features the app does not
 * use are carried through unchanged.
 */
export interface CharacterSpecial {
  type: string;
  name: string;
  value?: string | number;
  time?: string;
  global?: string;
}

export interface Character {
  id: string;
  name: string;
  team: Team;
  ability: string;
  /** A house rule or forum note printed under the ability (e.g. the forum Gossip's). */
  note?: string;
  /** Position in a first-night / other-night order, or null when the character does not wake. */
  firstNight: number | null;
  otherNight: number | null;
  firstNightReminder: string;
  otherNightReminder: string;
  /** Reminder tokens; a token that comes several times is listed several times. */
  reminders: string[];
  /** Tokens the storyteller may place even when the character is not in play. */
  remindersGlobal: string[];
  setup: SetupEffect[];
  jinxes: Jinx[];
  /** The edition the publisher's data gives ("tb", "bmr", "snv", "carousel"...), or a homebrew's own. */
  edition?: string;
  special?: CharacterSpecial[];
}

/** One row of a player table: how many of each type are dealt for that many (non-traveller) players. */
export interface TeamCounts {
  townsfolk: number;
  outsider: number;
  minion: number;
  demon: number;
}
export interface PlayerTableRow extends TeamCounts {
  players: number;
}

/** "From `players` non-traveller players on, at most `max` travellers may join." */
export interface TravellerLimit {
  players: number;
  max: number;
}

/** Night order markers that are not characters. */
export const NIGHT_MARKER_IDS = ["dusk", "travellers", "minioninfo", "demoninfo", "dawn"] as const;
export type NightMarkerId = (typeof NIGHT_MARKER_IDS)[number];

/** The Script Tool's `_meta` extras, kept as the script gives them. */
export interface ScriptMeta {
  logo?: string;
  background?: string;
  almanac?: string;
  hideTitle?: boolean;
  /** The script's house rules ("bootlegger" rules), shown on the character sheet. */
  bootlegger?: string[];
}

export interface Script {
  name: string;
  author: string;
  meta?: ScriptMeta;
  characters: Character[];
  /** Ids of characters and night markers, in waking order. */
  firstNight: string[];
  otherNight: string[];
  /** The script's own player table; the standard one applies when absent. */
  playerTable?: PlayerTableRow[];
  /** The script's traveller limits, ascending by players; no limit when absent. */
  travellerLimits?: TravellerLimit[];
  /** Hard maximum of travellers, whatever the player count. */
  maxTravellers?: number;
}

/**
 * Community ids come as "devils_advocate", "Devils-Advocate", "devilsadvocate"...: all normalise to
 * "devilsadvocate" (lower case, letters and digits only).
 */
export function normaliseId(id: string): string {
  return id
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

// ---------------------------------------------------------------- zod schemas (stored scripts, commands)

const text = (max: number) => z.string().max(max);
const dealtTeam = z.enum(DEALT_TEAMS);

export const setupEffectSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("adjust"),
    team: dealtTeam,
    choices: z.array(z.number().int().min(-15).max(15)).min(1).max(16),
    text: text(200),
  }),
  z.object({ kind: z.literal("note"), text: text(500) }),
]);

export const jinxSchema = z.object({ id: z.string().min(1).max(80), reason: text(1000) });

export const specialSchema = z.object({
  type: z.string().min(1).max(50),
  name: z.string().min(1).max(50),
  value: z.union([z.string().max(200), z.number()]).optional(),
  time: z.string().max(50).optional(),
  global: z.string().max(50).optional(),
}) satisfies z.ZodType<CharacterSpecial>;

const link = z.string().max(500);
export const scriptMetaSchema = z.object({
  logo: link.optional(),
  background: link.optional(),
  almanac: link.optional(),
  hideTitle: z.boolean().optional(),
  bootlegger: z.array(text(1000)).max(20).optional(),
}) satisfies z.ZodType<ScriptMeta>;

/**
 * A character's reminder tokens, by the words printed on them: at most 60 characters each. One that
 * shows nothing (empty, or only zero-width characters) is dropped rather than refused, so that a
 * stored script from before this rule still reads.
 */
const reminderNames = z
  .array(z.string().refine(isCleanText, TEXT_PROBLEM).transform(normaliseName).pipe(z.string().max(60)))
  .max(40)
  .transform((names) => names.filter(hasVisibleCharacter));

const position = z.number().positive().max(100000).nullable();

const ID_RULE = schemaMessage("clocktower.grimoireRules.script.idLetters");

/** A script schema issue's message in the reader's language (ours, then the ones zod-issues knows). */
export const scriptIssuePhrase = (message: string): Phrase => issuePhrase(message);

export const characterSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+$/, ID_RULE),
  name: nameText(80),
  team: z.enum(TEAMS),
  ability: z.string().trim().min(1).max(1000),
  note: text(2000).optional(),
  firstNight: position,
  otherNight: position,
  firstNightReminder: text(1000),
  otherNightReminder: text(1000),
  reminders: reminderNames,
  remindersGlobal: reminderNames,
  setup: z.array(setupEffectSchema).max(10),
  jinxes: z.array(jinxSchema).max(60),
  edition: text(50).optional(),
  special: z.array(specialSchema).max(20).optional(),
}) satisfies z.ZodType<Character>;

const counts = z.number().int().min(0).max(30);
export const playerTableRowSchema = z.object({
  players: z.number().int().min(1).max(30),
  townsfolk: counts,
  outsider: counts,
  minion: counts,
  demon: counts,
});

export const scriptSchema = z.object({
  name: nameText(120),
  author: text(120),
  meta: scriptMetaSchema.optional(),
  characters: z.array(characterSchema).max(200),
  firstNight: z.array(z.string().min(1).max(80)).max(250),
  otherNight: z.array(z.string().min(1).max(80)).max(250),
  playerTable: z.array(playerTableRowSchema).max(30).optional(),
  travellerLimits: z
    .array(z.object({ players: z.number().int().min(0).max(30), max: z.number().int().min(0).max(30) }))
    .max(30)
    .optional(),
  maxTravellers: z.number().int().min(0).max(30).optional(),
}) satisfies z.ZodType<Script>;

/**
 * Checks what zod cannot: unique character ids, night orders naming only markers and characters on
 * the script. Returns messages (`clocktower.grimoireRules.script.…`); empty when the script is consistent.
 */
export function scriptProblems(script: Script): Message[] {
  const problems: Message[] = [];
  const ids = new Set<string>();
  for (const c of script.characters) {
    if (ids.has(c.id)) problems.push(ct("script.twice", { id: c.id }));
    ids.add(c.id);
  }
  for (const [key, order] of [
    ["firstNight", script.firstNight],
    ["otherNight", script.otherNight],
  ] as const) {
    for (const id of order) {
      if (!ids.has(id) && !(NIGHT_MARKER_IDS as readonly string[]).includes(id))
        problems.push(ct("script.notOnScript", { key, id }));
    }
  }
  for (const row of script.playerTable ?? []) {
    const total = row.townsfolk + row.outsider + row.minion + row.demon;
    if (total !== row.players) problems.push(ct("script.tableRow", { players: row.players, total }));
  }
  return problems;
}

/** The publisher's `bag-duplicate`: the character may be dealt more than once. */
export const mayBeDealtTwice = (c: Character | undefined) => !!c?.special?.some((s) => s.name === "bag-duplicate");

export function characterById(script: Script, id: string): Character | undefined {
  return script.characters.find((c) => c.id === id);
}
