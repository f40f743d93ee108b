import { z } from "zod";
import { nameText, optionalNameText } from "./text";
import { schemaMessage } from "../i18n/zod-issues";
import { RULESET_IDS, type RulesetId } from "./ruleset-id";
import type { Rng } from "./rng";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../i18n/locales";
import { msg, type Message, type Phrase } from "../i18n/message";

/** The core rules' words (gamePage.rules): rendered in the reader's language by the command routes. */
const rule = (key: string, values?: Record<string, string | number | Message>) => msg(`gamePage.rules.${key}`, values);

export type SeatId = string;

/** A place at the table. `note` is the moderator's private note: never public. */
export interface Seat {
  id: SeatId;
  name: string;
  handle: string | null;
  note: string;
}

/** Facts every event carries beside its payload, as the log stored them. */
export interface EventMeta {
  seq: number;
  at: string; // ISO instant
  actorId: string;
}

/** The part of every game that does not depend on its rule system. */
export interface CoreState {
  title: string;
  /** The language the game publishes in (town square, player links, posts). Absent: English, as every game before it. */
  language?: Locale;
  rulesetId: RulesetId;
  seats: Seat[];
  published: boolean;
  createdAt: string;
  /**
   * The effective events that "undo" can revert, oldest first; `by`: the seat that took the step from
   * its player link (a playing host is asked before undoing another player's step).
   */
  undoable: Array<{ seq: number; type: string; by?: SeatId }>;
  /**
   * Player links made for another seat while the host plays one (decision 010): public, so the table
   * sees that the host could open that seat's link. Absent in states stored before it existed.
   */
  linkNotices?: Array<{ seatId: SeatId; name: string; at: string }>;
}

// ---------------------------------------------------------------- commands

export const TITLE_MAX = 120;
export const SEAT_NAME_MAX = 40;
const HANDLE_MAX = 60;
const NOTE_MAX = 4000;
const title = nameText(TITLE_MAX);
const seatName = nameText(SEAT_NAME_MAX);
/** A handle of nothing visible (two zero-width spaces) is no handle. */
const handle = optionalNameText(HANDLE_MAX);
const seatId = z.string().min(1).max(40);
/** Seats one pasted sign-up list may add or fill at once. */
const MAX_FILL = 100;

// The options are codes, not words: listed as zod lists them.
const language = z.enum(LOCALES, { error: schemaMessage("gamePage.zod.oneOf", { options: LOCALES.join(", ") }) });

/** The language a game publishes in. */
export const gameLanguage = (core: Pick<CoreState, "language">): Locale => core.language ?? DEFAULT_LOCALE;

export const coreCommandSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("game.rename"), title }),
  z.object({ type: z.literal("game.language"), language }),
  z.object({ type: z.literal("seat.add"), name: seatName, handle }),
  z.object({ type: z.literal("seat.update"), seatId, name: seatName, handle }),
  z.object({
    type: z.literal("seats.fill"),
    /** In order: with `seatId`, that seat takes the name (a placeholder filled); without, a new seat at the end. */
    seats: z
      .array(z.object({ seatId: seatId.optional(), name: seatName, handle }))
      .min(1, schemaMessage("gamePage.zod.atLeastOneSeat"))
      .max(MAX_FILL, schemaMessage("gamePage.zod.maxSeats", { max: String(MAX_FILL) })),
  }),
  z.object({ type: z.literal("seat.remove"), seatId }),
  z.object({ type: z.literal("seat.move"), seatId, toIndex: z.number().int().min(0) }),
  z.object({
    type: z.literal("seat.note"),
    seatId,
    note: z.string().max(NOTE_MAX, schemaMessage("gamePage.zod.maxCharacters", { max: String(NOTE_MAX) })),
  }),
  z.object({ type: z.literal("game.publish") }),
  z.object({ type: z.literal("game.unpublish") }),
  z.object({ type: z.literal("undo") }),
  /** Recorded by the app itself (actor "system") when a link is made in playing-host mode. */
  z.object({ type: z.literal("seat.linkRemade"), seatId }),
]);
export type CoreCommand = z.infer<typeof coreCommandSchema>;
export const CORE_COMMAND_TYPES = coreCommandSchema.options.map((o) => o.shape.type.value);

// ---------------------------------------------------------------- events

const eventSeatId = z.string().min(1).max(40);
const eventSeatName = z.string().min(1).max(SEAT_NAME_MAX);
const eventHandle = z.string().max(HANDLE_MAX).nullable();

export const coreEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("GameCreated"),
    // Events carry the commands' limits, so that an imported log holds nothing a command could not write.
    title: z.string().max(TITLE_MAX),
    rulesetId: z.enum(RULESET_IDS),
    options: z.record(z.string(), z.unknown()).optional(),
    /** Absent in games made before games had a language: English. */
    language: z.enum(LOCALES).optional(),
  }),
  z.object({ type: z.literal("GameRenamed"), title: z.string().max(TITLE_MAX) }),
  z.object({ type: z.literal("GameLanguageSet"), language: z.enum(LOCALES) }),
  z.object({ type: z.literal("SeatAdded"), seatId: eventSeatId, name: eventSeatName, handle: eventHandle }),
  z.object({ type: z.literal("SeatUpdated"), seatId: eventSeatId, name: eventSeatName, handle: eventHandle }),
  /** Seats added or filled by one pasted sign-up list, so one undo reverts the whole paste. */
  z.object({
    type: z.literal("SeatsFilled"),
    seats: z
      .array(z.object({ seatId: eventSeatId, name: eventSeatName, handle: eventHandle, added: z.boolean() }))
      .max(100),
  }),
  z.object({ type: z.literal("SeatRemoved"), seatId: eventSeatId }),
  z.object({ type: z.literal("SeatMoved"), seatId: eventSeatId, toIndex: z.number().int().min(0) }),
  z.object({ type: z.literal("SeatNoteSet"), seatId: eventSeatId, note: z.string().max(NOTE_MAX) }),
  z.object({ type: z.literal("GamePublished") }),
  z.object({ type: z.literal("GameUnpublished") }),
  z.object({ type: z.literal("Undone"), seq: z.number().int(), undoneType: z.string() }),
  z.object({ type: z.literal("SeatLinkRemade"), seatId: eventSeatId, name: eventSeatName }),
]);
export type CoreEvent = z.infer<typeof coreEventSchema>;
export const CORE_EVENT_TYPES = coreEventSchema.options.map((o) => o.shape.type.value);

// ---------------------------------------------------------------- decide

export type CoreDecision =
  { ok: true; event: CoreEvent; warnings?: Phrase[] } | { ok: false; error: Phrase; field?: string };

function findSeat(core: CoreState, id: SeatId) {
  return core.seats.find((s) => s.id === id);
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

/** A seat id no other seat of this game has, drawn from the command's seeded rng. */
function newSeatId(core: CoreState, rng: Rng): SeatId {
  for (;;) {
    const id =
      "s" +
      rng
        .int(36 ** 6)
        .toString(36)
        .padStart(6, "0");
    if (!findSeat(core, id)) return id;
  }
}

export function decideCore(core: CoreState, cmd: CoreCommand, rng: Rng): CoreDecision {
  switch (cmd.type) {
    case "game.rename":
      return { ok: true, event: { type: "GameRenamed", title: cmd.title } };
    case "game.language":
      return { ok: true, event: { type: "GameLanguageSet", language: cmd.language } };
    case "seat.add": {
      const warnings = core.seats.some((s) => sameName(s.name, cmd.name)) ? [rule("sameName", { name: cmd.name })] : [];
      const seatId = newSeatId(core, rng);
      return { ok: true, event: { type: "SeatAdded", seatId, name: cmd.name, handle: cmd.handle }, warnings };
    }
    case "seat.update": {
      if (!findSeat(core, cmd.seatId)) return noSeat(cmd.seatId);
      const warnings = core.seats.some((s) => s.id !== cmd.seatId && sameName(s.name, cmd.name))
        ? [rule("sameName", { name: cmd.name })]
        : [];
      return {
        ok: true,
        event: { type: "SeatUpdated", seatId: cmd.seatId, name: cmd.name, handle: cmd.handle },
        warnings,
      };
    }
    case "seats.fill":
      return decideFill(core, cmd.seats, rng);
    case "seat.remove":
      if (!findSeat(core, cmd.seatId)) return noSeat(cmd.seatId);
      return { ok: true, event: { type: "SeatRemoved", seatId: cmd.seatId } };
    case "seat.move": {
      if (!findSeat(core, cmd.seatId)) return noSeat(cmd.seatId);
      if (cmd.toIndex >= core.seats.length)
        return {
          ok: false,
          error: rule("toIndexRange", { count: core.seats.length }),
          field: "toIndex",
        };
      return { ok: true, event: { type: "SeatMoved", seatId: cmd.seatId, toIndex: cmd.toIndex } };
    }
    case "seat.note":
      if (!findSeat(core, cmd.seatId)) return noSeat(cmd.seatId);
      return { ok: true, event: { type: "SeatNoteSet", seatId: cmd.seatId, note: cmd.note } };
    case "game.publish":
      if (core.published) return { ok: false, error: rule("alreadyPublished") };
      return {
        ok: true,
        event: { type: "GamePublished" },
        warnings: core.seats.length === 0 ? [rule("noSeatsYet")] : [],
      };
    case "game.unpublish":
      if (!core.published) return { ok: false, error: rule("notPublished") };
      return { ok: true, event: { type: "GameUnpublished" } };
    case "undo": {
      const last = core.undoable.at(-1);
      if (!last) return { ok: false, error: rule("nothingToUndo") };
      return { ok: true, event: { type: "Undone", seq: last.seq, undoneType: last.type } };
    }
    case "seat.linkRemade": {
      const seat = findSeat(core, cmd.seatId);
      if (!seat) return noSeat(cmd.seatId);
      return { ok: true, event: { type: "SeatLinkRemade", seatId: seat.id, name: seat.name } };
    }
  }
}

function decideFill(
  core: CoreState,
  entries: Array<{ seatId?: string; name: string; handle: string | null }>,
  rng: Rng,
): CoreDecision {
  const filled = new Set<string>();
  for (const e of entries) {
    if (e.seatId === undefined) continue;
    if (!findSeat(core, e.seatId)) return noSeat(e.seatId);
    if (filled.has(e.seatId)) return { ok: false, error: rule("filledTwice", { seat: e.seatId }), field: "seats" };
    filled.add(e.seatId);
  }
  // Ids drawn one after the other against the seats as they will be, so two new seats never share one.
  let growing = core;
  const seats = entries.map((e) => {
    if (e.seatId !== undefined) return { seatId: e.seatId, name: e.name, handle: e.handle, added: false };
    const id = newSeatId(growing, rng);
    growing = { ...growing, seats: [...growing.seats, { id, name: e.name, handle: e.handle, note: "" }] };
    return { seatId: id, name: e.name, handle: e.handle, added: true };
  });
  const kept = core.seats.filter((s) => !filled.has(s.id)).map((s) => s.name);
  const seen: string[] = [];
  const warnings: Phrase[] = [];
  for (const { name } of seats) {
    if ([...kept, ...seen].some((n) => sameName(n, name))) warnings.push(rule("sameName", { name }));
    seen.push(name);
  }
  return { ok: true, event: { type: "SeatsFilled", seats }, warnings };
}

function noSeat(seatId: string): CoreDecision {
  return { ok: false, error: rule("noSeat", { seat: seatId }), field: "seatId" };
}

// ---------------------------------------------------------------- evolve

export function initialCore(): CoreState {
  return {
    title: "",
    rulesetId: "clocktower",
    seats: [],
    published: false,
    createdAt: new Date(0).toISOString(),
    undoable: [],
    linkNotices: [],
  };
}

const mapSeat = (core: CoreState, id: SeatId, f: (s: Seat) => Seat): Seat[] =>
  core.seats.map((s) => (s.id === id ? f(s) : s));

/**
 * Whether "undo" can revert the event: not the game's creation, and not a link notice (a record of
 * something done outside the log, a link made): undo passes over it.
 */
export function isUndoableCoreEvent(event: CoreEvent): boolean {
  return event.type !== "GameCreated" && event.type !== "Undone" && event.type !== "SeatLinkRemade";
}

/**
 * The core event's effect on everything but the undo list, which it leaves as it was: a fold keeps
 * that list in one growing array instead of copying it for every event (lib/game/fold.ts). `Undone`
 * events never reach here: the fold filters them out.
 */
export function evolveCoreKeepingUndo(core: CoreState, event: CoreEvent, meta: EventMeta): CoreState {
  switch (event.type) {
    case "GameCreated":
      return {
        ...core,
        title: event.title,
        rulesetId: event.rulesetId,
        createdAt: meta.at,
        ...(event.language ? { language: event.language } : {}),
      };
    case "GameRenamed":
      return { ...core, title: event.title };
    case "GameLanguageSet":
      return { ...core, language: event.language };
    case "SeatAdded":
      return {
        ...core,
        seats: [...core.seats, { id: event.seatId, name: event.name, handle: event.handle, note: "" }],
      };
    case "SeatUpdated":
      return {
        ...core,
        seats: mapSeat(core, event.seatId, (s) => ({ ...s, name: event.name, handle: event.handle })),
      };
    case "SeatsFilled": {
      const filled = new Map(event.seats.filter((e) => !e.added).map((e) => [e.seatId, e]));
      const seats = core.seats.map((s) => {
        const f = filled.get(s.id);
        return f ? { ...s, name: f.name, handle: f.handle } : s;
      });
      for (const e of event.seats) if (e.added) seats.push({ id: e.seatId, name: e.name, handle: e.handle, note: "" });
      return { ...core, seats };
    }
    case "SeatRemoved":
      return { ...core, seats: core.seats.filter((s) => s.id !== event.seatId) };
    case "SeatMoved": {
      const seat = findSeat(core, event.seatId);
      if (!seat) return core;
      const rest = core.seats.filter((s) => s.id !== event.seatId);
      rest.splice(Math.min(event.toIndex, rest.length), 0, seat);
      return { ...core, seats: rest };
    }
    case "SeatNoteSet":
      return { ...core, seats: mapSeat(core, event.seatId, (s) => ({ ...s, note: event.note })) };
    case "GamePublished":
      return { ...core, published: true };
    case "GameUnpublished":
      return { ...core, published: false };
    case "SeatLinkRemade":
      return {
        ...core,
        linkNotices: [...(core.linkNotices ?? []), { seatId: event.seatId, name: event.name, at: meta.at }],
      };
    case "Undone":
      return core;
  }
}

/** Two seats trade places at the table (a ruleset's event: the Matron). Unknown seats change nothing. */
export function swapSeats(core: CoreState, a: SeatId, b: SeatId): CoreState {
  const i = core.seats.findIndex((s) => s.id === a);
  const j = core.seats.findIndex((s) => s.id === b);
  if (i < 0 || j < 0 || i === j) return core;
  const seats = [...core.seats];
  [seats[i], seats[j]] = [seats[j]!, seats[i]!];
  return { ...core, seats };
}
