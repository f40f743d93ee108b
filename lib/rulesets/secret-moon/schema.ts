import { z } from "zod";
import { ROLES, THIEF_ANSWERS } from "./roles";

const seatId = z.string().min(1).max(40);
/** A character card: a player's seat id or an NPC card's id ("npc1"...). */
const target = z.string().min(1).max(40);
const role = z.enum(ROLES);
const turnNumber = z.number().int().min(1).max(8);

// ---------------------------------------------------------------- commands

export const commandSchema = z.discriminatedUnion("type", [
  /** Deals a game: the first of a new match (with its options) or the match's next game. */
  z.object({
    type: z.literal("secret-moon.deal"),
    thief: z.boolean().optional(),
    matchLength: z.number().int().min(1).max(9).optional(),
    reservedNumbersPublic: z.boolean().optional(),
    /**
     * The seat the host plays (playing-host mode), or null when the host only moderates. Left out,
     * the match's next game keeps the previous game's choice (a first game: the host only moderates).
     */
    hostSeat: seatId.nullable().optional(),
  }),
  /** Shuffles and deals the turn-order cards of the next round. */
  z.object({ type: z.literal("secret-moon.start-round") }),
  z.object({ type: z.literal("secret-moon.inspect"), seatId, target }),
  z.object({
    type: z.literal("secret-moon.inquire"),
    seatId,
    target,
    /** The moderator may give the answer a Thief chose aloud; otherwise the Thief's standing choice. */
    thiefAnswer: z.enum(THIEF_ANSWERS).optional(),
  }),
  z.object({ type: z.literal("secret-moon.accuse"), seatId, target, role }),
  z.object({ type: z.literal("secret-moon.protect"), seatId, target }),
  z.object({ type: z.literal("secret-moon.disrupt"), seatId, target }),
  z.object({ type: z.literal("secret-moon.attack"), seatId, target }),
  z.object({ type: z.literal("secret-moon.pass"), seatId, reserve: turnNumber.nullish() }),
  /** The Thief's standing answer to "Who goes there?". */
  z.object({ type: z.literal("secret-moon.thief-answer"), seatId, answer: z.enum(THIEF_ANSWERS) }),
]);
export type SecretMoonCommand = z.output<typeof commandSchema>;
export type TurnCommand = Extract<SecretMoonCommand, { seatId: string; type: `secret-moon.${ActionName}` }>;
type ActionName = "inspect" | "inquire" | "accuse" | "protect" | "disrupt" | "attack" | "pass";
export const commandTypes = commandSchema.options.map((o) => o.shape.type.value);

// ---------------------------------------------------------------- events

const turn = { seatId, number: turnNumber };

// Events carry the commands' limits, so that an imported game holds nothing a command could not write.
export const eventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("SecretMoonDealt"),
    gameNumber: z.number().int().min(1),
    newMatch: z.boolean(),
    options: z.object({ thief: z.boolean(), matchLength: z.number().int(), reservedNumbersPublic: z.boolean() }),
    seed: z.string().max(200),
    players: z.array(z.object({ seatId, role })),
    npcs: z.array(z.object({ id: target, role })),
    removed: role.nullable(),
    /** Playing-host mode: the seat the host plays (games dealt before it existed: none). */
    hostSeat: seatId.nullable().default(null),
  }),
  z.object({
    type: z.literal("SecretMoonRoundStarted"),
    round: z.number().int().min(1).max(3),
    seed: z.string().max(200),
    /** The turn-order cards dealt now (players keeping a reserved card are not in here). */
    dealt: z.record(seatId, turnNumber),
  }),
  z.object({ type: z.literal("SecretMoonInspected"), ...turn, target, seen: role }),
  z.object({
    type: z.literal("SecretMoonInquired"),
    ...turn,
    target,
    answer: z.enum(["silent", "minister", "just-me"]),
    marker: z.enum(["princess", "minister"]),
  }),
  z.object({
    type: z.literal("SecretMoonAccused"),
    ...turn,
    target,
    named: role,
    correct: z.boolean(),
    /** The NPC card the accuser peeked at. */
    peeked: role.nullable(),
  }),
  z.object({ type: z.literal("SecretMoonProtected"), ...turn, target }),
  z.object({
    type: z.literal("SecretMoonDisrupted"),
    ...turn,
    target,
    lost: z.enum(["turn", "reserved"]),
    lostNumber: turnNumber,
  }),
  z.object({ type: z.literal("SecretMoonAttacked"), ...turn, target }),
  z.object({ type: z.literal("SecretMoonPassed"), ...turn, reserve: turnNumber.nullable() }),
  z.object({ type: z.literal("SecretMoonThiefAnswerChosen"), seatId, answer: z.enum(THIEF_ANSWERS) }),
]);
export type SecretMoonEvent = z.output<typeof eventSchema>;
export type EventOf<T extends SecretMoonEvent["type"]> = Extract<SecretMoonEvent, { type: T }>;
export const eventTypes = eventSchema.options.map((o) => o.shape.type.value);
