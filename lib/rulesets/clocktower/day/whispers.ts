import { z } from "zod";
import { namesAmong, type DayCharacters } from "../character-names";
import type { SeatId } from "@/lib/game/core";
import type { Actor, Decision } from "@/lib/game/ruleset";
import { enteredBy, findSeat, neighboursOf, noSeat, ruleBreaks, seatValue, STORYTELLER, type Roster } from "./roster";
import { msg, type Message } from "@/lib/i18n/message";
import { listValue } from "@/lib/i18n/list-values";

/**
 * Whispers, forum style ("Whispers" in rules/bad-moon-rising-forum.txt). A declared whisper is
 * announced in the thread ("/whisper Kiiruma") and lasts until one of its two players posts publicly
 * (the moderator marks it broken). Separately, each player may send one unannounced whisper of up to
 * 10 words per day to each neighbour. Whispers to the Storyteller do not count toward the cap.
 */
export const WHISPER_RULES = {
  /** "Each player can also only whisper up to 3 other players per day." */
  maxPartnersPerDay: 3,
  /** "a player may make 1 whisper per day to each neighbor of up to 10 words without announcing this" */
  neighbourWhispersPerNeighbour: 1,
  neighbourWhisperMaxWords: 10,
  /**
   * Japanese puts no space between words, so a Japanese whisper would always be "one word": a
   * Japanese table caps it in characters instead. Thirty characters is about what ten words say in
   * Japanese (a word is two to three characters) — a house choice, the forum rules speak of words.
   */
  neighbourWhisperMaxCharacters: 30,
  /** What the neighbour whisper's cap counts (the host's setting; by default the game's language's). */
  neighbourWhisperCounts: "words" as WhisperUnit,
  /** The Matron: "Players may only whisper their neighbors." */
  neighboursOnly: false,
};
export type WhisperRules = typeof WHISPER_RULES;

export const WHISPER_UNITS = ["words", "characters"] as const;
export type WhisperUnit = (typeof WHISPER_UNITS)[number];
/** A Japanese game counts characters, every other language words. */
export const whisperUnitFor = (language: string): WhisperUnit => (language === "ja" ? "characters" : "words");
/** The neighbour whisper's cap in the unit the rules count. */
export const neighbourWhisperCap = (rules: WhisperRules): { unit: WhisperUnit; max: number } =>
  rules.neighbourWhisperCounts === "characters"
    ? { unit: "characters", max: rules.neighbourWhisperMaxCharacters }
    : { unit: "words", max: rules.neighbourWhisperMaxWords };

export const MATRON_WHISPER_RULES: WhisperRules = { ...WHISPER_RULES, neighboursOnly: true };

const iso = z.iso.datetime({ offset: true });

export const whisperSchema = z.object({
  id: z.string(),
  /** declared: announced in the thread; neighbour: the unannounced ≤10-word whisper. */
  kind: z.enum(["declared", "neighbour"]),
  from: z.string(),
  /** A seat, or "storyteller". */
  to: z.string(),
  at: iso,
  enteredBy: z.string(),
  /** The neighbour whisper's length, in `unit` (words when absent). */
  words: z.number().int().nullable(),
  unit: z.enum(["words", "characters"]).optional(),
  brokenAt: iso.nullable(),
  /** The seat whose public post broke it. */
  brokenBy: z.string().nullable(),
});
export type Whisper = z.infer<typeof whisperSchema>;

export const whisperLogSchema = z.object({ whispers: z.array(whisperSchema), nextNumber: z.number().int() });
export type WhisperLog = z.infer<typeof whisperLogSchema>;
export const emptyWhisperLog = (): WhisperLog => ({ whispers: [], nextNumber: 1 });

export const whisperEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("WhisperDeclared"), whisper: whisperSchema }),
  z.object({ type: z.literal("NeighbourWhisperRecorded"), whisper: whisperSchema }),
  z.object({
    type: z.literal("WhispersBroken"),
    ids: z.array(z.string()),
    by: z.string(),
    at: iso,
    enteredBy: z.string(),
  }),
]);
export type WhisperEvent = z.infer<typeof whisperEventSchema>;
export const WHISPER_EVENT_TYPES = whisperEventSchema.options.map((o) => o.shape.type.value);

export function evolveWhispers(log: WhisperLog, event: WhisperEvent): WhisperLog {
  switch (event.type) {
    case "WhisperDeclared":
    case "NeighbourWhisperRecorded":
      return { whispers: [...log.whispers, event.whisper], nextNumber: log.nextNumber + 1 };
    case "WhispersBroken":
      return {
        ...log,
        whispers: log.whispers.map((w) =>
          event.ids.includes(w.id) && !w.brokenAt ? { ...w, brokenAt: event.at, brokenBy: event.by } : w,
        ),
      };
  }
}

const involves = (w: Whisper, seat: string) => w.from === seat || w.to === seat;
const partnerOf = (w: Whisper, seat: string) => (w.from === seat ? w.to : w.from);

/** Words as a host would count them: runs of non-space characters. */
export function countWords(text: string): number {
  return text.trim() === "" ? 0 : text.trim().split(/\s+/).length;
}

/** Characters as a Japanese host counts them: every letter, kana, kanji and mark, spaces left out. */
export function countCharacters(text: string): number {
  return Array.from(text.replace(/\s+/g, "")).length;
}

/** A whisper's length in the unit its cap counts. */
export const countWhisper = (text: string, unit: WhisperUnit): number =>
  unit === "characters" ? countCharacters(text) : countWords(text);

/**
 * The other players this seat has declared whispers with today, in order. A declared whisper counts
 * toward both of its players' caps (both are "whispering" each other); re-declaring a broken whisper
 * with the same player does not use another of the 3.
 */
export function whisperPartners(log: WhisperLog, seat: SeatId): SeatId[] {
  const out: SeatId[] = [];
  for (const w of log.whispers) {
    if (w.kind !== "declared" || !involves(w, seat)) continue;
    const p = partnerOf(w, seat);
    if (p !== STORYTELLER && !out.includes(p)) out.push(p);
  }
  return out;
}

export function openWhispers(log: WhisperLog, seat?: SeatId): Whisper[] {
  return log.whispers.filter((w) => w.kind === "declared" && !w.brokenAt && (seat === undefined || involves(w, seat)));
}

export interface WhisperAllowance {
  seat: SeatId;
  partners: SeatId[];
  /** Declared whispers with new players left today (the Storyteller is not counted). */
  remaining: number;
  open: Whisper[];
  neighbours: Array<{ seat: SeatId; used: boolean }>;
}

/** Each player's remaining whispers today. */
export function whisperAllowance(
  log: WhisperLog,
  roster: Roster,
  seat: SeatId,
  rules: WhisperRules = WHISPER_RULES,
): WhisperAllowance {
  const partners = whisperPartners(log, seat);
  return {
    seat,
    partners,
    remaining: Math.max(0, rules.maxPartnersPerDay - partners.length),
    open: openWhispers(log, seat),
    neighbours: neighboursOf(roster, seat).map((n) => ({
      seat: n,
      used:
        log.whispers.filter((w) => w.kind === "neighbour" && w.from === seat && w.to === n).length >=
        rules.neighbourWhispersPerNeighbour,
    })),
  };
}

export function whisperAllowances(
  log: WhisperLog,
  roster: Roster,
  rules: WhisperRules = WHISPER_RULES,
): WhisperAllowance[] {
  return roster.map((s) => whisperAllowance(log, roster, s.id, rules));
}

export interface WhisperContext {
  now: Date;
  roster: Roster;
  actor: Actor;
  rules?: WhisperRules;
  /** The game's characters: the Matron named as the script names it. */
  characters?: DayCharacters;
}

function checkSeats(roster: Roster, actor: Actor, from: SeatId, to: string): Message | null {
  if (!findSeat(roster, from)) return noSeat(from);
  if (to !== STORYTELLER && !findSeat(roster, to)) return noSeat(to);
  if (from === to) return msg("clocktower.forumDayRules.whispers.themselves");
  if (actor.kind === "player" && actor.seatId !== from) return msg("clocktower.forumDayRules.whispers.ownOnly");
  return null;
}

/** "/whisper Kiiruma": records a declared whisper between two players, or a player and the Storyteller. */
export function decideDeclareWhisper(
  log: WhisperLog,
  input: { from: SeatId; to: SeatId | typeof STORYTELLER },
  ctx: WhisperContext,
): Decision<WhisperEvent> {
  const rules = ctx.rules ?? WHISPER_RULES;
  const { roster } = ctx;
  const bad = checkSeats(roster, ctx.actor, input.from, input.to);
  if (bad) return { ok: false, error: bad };
  const already = openWhispers(log, input.from).find((w) => partnerOf(w, input.from) === input.to);
  if (already)
    return {
      ok: false,
      error: msg("clocktower.forumDayRules.whispers.already", {
        a: seatValue(roster, input.from),
        b: seatValue(roster, input.to),
      }),
    };
  const breaks: Message[] = [];
  if (input.to !== STORYTELLER) {
    for (const seat of [input.from, input.to]) {
      const other = seat === input.from ? input.to : input.from;
      const partners = whisperPartners(log, seat);
      if (!partners.includes(other) && partners.length >= rules.maxPartnersPerDay)
        breaks.push(
          msg("clocktower.forumDayRules.whispers.cap", {
            name: seatValue(roster, seat),
            max: rules.maxPartnersPerDay,
            partners: listValue(partners.map((p) => seatValue(roster, p))),
          }),
        );
    }
    if (rules.neighboursOnly && !neighboursOf(roster, input.from).includes(input.to))
      breaks.push(
        msg("clocktower.forumDayRules.whispers.matron", {
          to: seatValue(roster, input.to),
          from: seatValue(roster, input.from),
          ...namesAmong(ctx.characters, "matron"),
        }),
      );
  }
  const check = ruleBreaks(ctx.actor, breaks);
  if (check.kind === "refused") return { ok: false, error: check.error };
  const whisper: Whisper = {
    id: `w${log.nextNumber}`,
    kind: "declared",
    from: input.from,
    to: input.to,
    at: ctx.now.toISOString(),
    enteredBy: enteredBy(ctx.actor),
    words: null,
    brokenAt: null,
    brokenBy: null,
  };
  return {
    ok: true,
    event: { type: "WhisperDeclared", whisper },
    warnings: check.kind === "warn" ? check.warnings : [],
  };
}

/**
 * Records the unannounced whisper to a neighbour (at most 10 words, or 30 characters where the cap
 * counts characters; once a day per neighbour).
 */
export function decideNeighbourWhisper(
  log: WhisperLog,
  input: { from: SeatId; to: SeatId; text?: string; words?: number },
  ctx: WhisperContext,
): Decision<WhisperEvent> {
  const rules = ctx.rules ?? WHISPER_RULES;
  const { roster } = ctx;
  const bad = checkSeats(roster, ctx.actor, input.from, input.to);
  if (bad) return { ok: false, error: bad };
  const cap = neighbourWhisperCap(rules);
  const words = input.words ?? (input.text !== undefined ? countWhisper(input.text, cap.unit) : null);
  const breaks: Message[] = [];
  const from = seatValue(roster, input.from);
  const to = seatValue(roster, input.to);
  if (!neighboursOf(roster, input.from).includes(input.to))
    breaks.push(msg("clocktower.forumDayRules.whispers.notNeighbour", { to, from }));
  const used = log.whispers.filter((w) => w.kind === "neighbour" && w.from === input.from && w.to === input.to).length;
  if (used >= rules.neighbourWhispersPerNeighbour)
    breaks.push(msg("clocktower.forumDayRules.whispers.neighbourUsed", { from, to }));
  if (words !== null && words > cap.max)
    breaks.push(msg("clocktower.forumDayRules.whispers.tooManyWords", { max: cap.max, words, unit: cap.unit }));
  const check = ruleBreaks(ctx.actor, breaks);
  if (check.kind === "refused") return { ok: false, error: check.error };
  const whisper: Whisper = {
    id: `w${log.nextNumber}`,
    kind: "neighbour",
    from: input.from,
    to: input.to,
    at: ctx.now.toISOString(),
    enteredBy: enteredBy(ctx.actor),
    words,
    ...(cap.unit === "characters" ? { unit: cap.unit } : {}),
    brokenAt: null,
    brokenBy: null,
  };
  return {
    ok: true,
    event: { type: "NeighbourWhisperRecorded", whisper },
    warnings: check.kind === "warn" ? check.warnings : [],
  };
}

/** The moderator marks that a player posted publicly: every open whisper of theirs ends. */
export function decidePostedPublicly(
  log: WhisperLog,
  input: { seat: SeatId },
  ctx: WhisperContext,
): Decision<WhisperEvent> {
  if (!findSeat(ctx.roster, input.seat)) return { ok: false, error: noSeat(input.seat) };
  const open = openWhispers(log, input.seat);
  if (open.length === 0)
    return {
      ok: false,
      error: msg("clocktower.forumDayRules.whispers.noOpen", { name: seatValue(ctx.roster, input.seat) }),
    };
  return {
    ok: true,
    event: {
      type: "WhispersBroken",
      ids: open.map((w) => w.id),
      by: input.seat,
      at: ctx.now.toISOString(),
      enteredBy: enteredBy(ctx.actor),
    },
  };
}
