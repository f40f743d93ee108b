import { z } from "zod";
import { characterSchema, scriptSchema } from "./script/types";

const id = z.string().min(1).max(80);
const seatId = z.string().min(1).max(40);
const ids = z.array(id).max(60);
const alignment = z.enum(["good", "evil"]);
const setupChoices = z.record(z.string().max(90), z.number().int().min(-15).max(15));

/** The storyteller's commands for a Clocktower-style game. Each decides exactly one event. */
export const clocktowerCommandSchema = z.discriminatedUnion("type", [
  /** Freezes a copy of a whole script into the game. */
  z.object({ type: z.literal("clocktower.setScript"), script: scriptSchema }),
  /** The bag for the deal; `fill` draws the rest at random from the script. */
  z.object({
    type: z.literal("clocktower.setBag"),
    characterIds: ids,
    setupChoices: setupChoices.optional(),
    extraCharacters: z.array(characterSchema).max(30).optional(),
    fill: z.boolean().optional(),
  }),
  /** Random: the bag shuffled onto the seats with a recorded seed. Manual: the given assignments. */
  z.object({
    type: z.literal("clocktower.deal"),
    mode: z.enum(["random", "manual"]),
    assignments: z.record(seatId, id).optional(),
    bluffs: ids.optional(),
  }),
  /** The Demon's bluffs; without `characterIds`, three are suggested at random. */
  z.object({ type: z.literal("clocktower.setBluffs"), characterIds: ids.optional() }),
  /** What the Lunatic is told: their Demon, and optionally their "Minions" and bluffs. */
  z.object({
    type: z.literal("clocktower.setLunatic"),
    seatId,
    demonId: id,
    minionSeatIds: z.array(seatId).max(30).optional(),
    bluffs: ids.optional(),
  }),
  z.object({ type: z.literal("clocktower.addTraveller"), seatId, characterId: id, alignment }),
  z.object({ type: z.literal("clocktower.removeTraveller"), seatId }),
  z.object({ type: z.literal("clocktower.setFabled"), characterIds: ids }),
]);
export type ClocktowerCommand = z.infer<typeof clocktowerCommandSchema>;
export const CLOCKTOWER_COMMAND_TYPES = clocktowerCommandSchema.options.map((o) => o.shape.type.value);

export const clocktowerEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ClocktowerScriptSet"), script: scriptSchema }),
  z.object({
    type: z.literal("ClocktowerBagSet"),
    characterIds: z.array(z.string()),
    setupChoices: z.record(z.string(), z.number()),
    extraCharacters: z.array(characterSchema),
    /** The seed the random fill used, or null when nothing was drawn. */
    seed: z.string().nullable(),
  }),
  z.object({
    type: z.literal("ClocktowerDealt"),
    mode: z.enum(["random", "manual"]),
    /** Replays the shuffle (random mode) and the bluff suggestion: `dealBag(seats, bag, createRng(seed))`. */
    seed: z.string(),
    assignments: z.record(z.string(), z.string()),
    bluffs: z.array(z.string()),
  }),
  z.object({ type: z.literal("ClocktowerBluffsSet"), characterIds: z.array(z.string()), seed: z.string().nullable() }),
  z.object({
    type: z.literal("ClocktowerLunaticSet"),
    seatId: z.string(),
    demonId: z.string(),
    minionSeatIds: z.array(z.string()).nullable(),
    bluffs: z.array(z.string()).nullable(),
  }),
  z.object({ type: z.literal("ClocktowerTravellerAdded"), seatId: z.string(), characterId: z.string(), alignment }),
  z.object({ type: z.literal("ClocktowerTravellerRemoved"), seatId: z.string() }),
  z.object({ type: z.literal("ClocktowerFabledSet"), characterIds: z.array(z.string()) }),
]);
export type ClocktowerEvent = z.infer<typeof clocktowerEventSchema>;
export const CLOCKTOWER_EVENT_TYPES = clocktowerEventSchema.options.map((o) => o.shape.type.value);
