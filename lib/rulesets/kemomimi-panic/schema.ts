import { z } from "zod";
import { CHARACTER_IDS } from "./characters";
import { ROLE_IDS } from "./roles";
import { schemaMessage } from "../../i18n/zod-issues";
import { POWERS_WITH_A_CHOICE } from "./powers";

const notEmpty = schemaMessage("gamePage.zod.notEmpty");
const atMost = (max: number) => schemaMessage("gamePage.zod.maxCharacters", { max: String(max) });

const seatId = z.string().min(1).max(40);
const characterId = z.enum(CHARACTER_IDS);
const roleId = z.enum(ROLE_IDS);
const powerTexts = z.partialRecord(characterId, z.string().max(1000, atMost(1000)));
const roleTexts = z.partialRecord(roleId, z.string().max(1000, atMost(1000)));
/** Any length for forum play: from 10 seconds to 30 days. */
const discussionSeconds = z
  .number()
  .int()
  .min(10)
  .max(30 * 24 * 3600);
const moon = z.enum(["new", "full"]);
const verdict = z.enum(["guilty", "innocent"]);
const cmd = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape });

// ---------------------------------------------------------------- commands

export const commandSchema = z.discriminatedUnion("type", [
  // Setup (moderator)
  cmd("kemomimi.configure", {
    preset: z.string().max(60).optional(),
    characters: z.array(characterId).max(8).optional(),
    roles: z.array(roleId).max(8).optional(),
    powerTexts: powerTexts.optional(),
    roleTexts: roleTexts.optional(),
    discussionSeconds: discussionSeconds.optional(),
    /** The optional points rule (section 8), with match play: off unless set. */
    points: z.boolean().optional(),
  }),
  cmd("kemomimi.deal", {
    characterBySeat: z.record(seatId, characterId).optional(),
    /** Playing-host mode: the seat the host plays. Null or absent: the host only moderates. */
    hostSeatId: seatId.nullable().optional(),
  }),
  cmd("kemomimi.lookAtRemovedCard", {}),
  // Game start and the day
  cmd("kemomimi.shamlockCheck", { targetSeatId: seatId }),
  cmd("kemomimi.sheenaCheck", { targetSeatId: seatId }),
  cmd("kemomimi.retell", {
    text: z.string().trim().min(1, notEmpty).max(2000, atMost(2000)),
  }),
  cmd("kemomimi.startDiscussion", { seconds: discussionSeconds.optional() }),
  cmd("kemomimi.tristelNewMoon", {}),
  cmd("kemomimi.esterFullMoon", {}),
  cmd("kemomimi.nameSuspect", { suspectSeatId: seatId }),
  cmd("kemomimi.mirandaChangeSuspect", { suspectSeatId: seatId }),
  cmd("kemomimi.lumaBarVoter", { seatId }),
  cmd("kemomimi.cyrilForceTwinVote", {}),
  cmd("kemomimi.raiseHands", { seatIds: z.array(seatId).max(8) }),
  cmd("kemomimi.setHand", { seatId, raised: z.boolean() }),
  cmd("kemomimi.countVotes", {}),
  cmd("kemomimi.vernaDeclareInnocent", {}),
  /** "Don't use": the holder of a power with a choice lets it pass for the rest of the day. */
  cmd("kemomimi.declinePower", { character: z.enum(POWERS_WITH_A_CHOICE) }),
  cmd("kemomimi.carryOutVerdict", {}),
  // The night
  cmd("kemomimi.startNight", {}),
  cmd("kemomimi.chooseTarget", { targetSeatId: seatId }),
  cmd("kemomimi.dawn", {}),
  // The moderator's rulings
  cmd("kemomimi.setJewelry", { seatId, jewelry: z.number().int().min(0).max(9) }),
  cmd("kemomimi.notePower", { seatId, note: z.string().trim().min(1, notEmpty).max(1000) }),
  cmd("kemomimi.declareOutcome", {
    winner: z.enum(["civilians", "thieves", "informant"]),
    reason: z.string().trim().min(1, notEmpty).max(500),
  }),
]);
export type KemomimiCommand = z.infer<typeof commandSchema>;
export const COMMAND_TYPES = commandSchema.options.map((o) => o.shape.type.value);

// ---------------------------------------------------------------- events

// Events carry the commands' limits, so that an imported game holds nothing a command could not write.
export const eventSchema = z.discriminatedUnion("type", [
  cmd("KemomimiConfigured", {
    preset: z.string().max(60).nullable(),
    characters: z.array(characterId),
    roles: z.array(roleId),
    powerTexts,
    roleTexts,
    discussionSeconds,
    points: z.boolean().optional(),
  }),
  /** The deal as it came out of the seeded shuffles, so a replay never shuffles again. */
  cmd("KemomimiDealt", {
    seed: z.string().max(200),
    seats: z.array(z.object({ seatId, character: characterId, role: roleId })),
    /**
     * Games before issue 16 named the removed card here. It is no longer written: the deal answer,
     * the log and the export must not name it, and it follows from the setup and the dealt roles.
     */
    removed: z.array(roleId).optional(),
    /** The seat the host plays (playing-host mode), or null. */
    hostSeat: seatId.nullable().optional(),
  }),
  cmd("KemomimiRemovedCardLookedAt", {}),
  cmd("KemomimiPlayerChecked", {
    character: z.enum(["shamlock", "sheena"]),
    by: seatId,
    target: seatId,
    isCivilian: z.boolean(),
  }),
  cmd("KemomimiRetold", { by: seatId.nullable(), text: z.string().max(2000) }),
  cmd("KemomimiDiscussionStarted", { seconds: z.number().int(), deadline: z.string().max(64) }),
  cmd("KemomimiMoonChanged", { character: z.enum(["ester", "tristel"]), by: seatId, moon }),
  cmd("KemomimiSuspectNamed", { leader: seatId, suspect: seatId }),
  cmd("KemomimiSuspectChanged", { by: seatId, suspect: seatId }),
  cmd("KemomimiVoterBarred", { by: seatId, seatId }),
  cmd("KemomimiTwinVoteForced", { by: seatId, twin: seatId }),
  cmd("KemomimiHandsRecorded", { raised: z.array(seatId) }),
  cmd("KemomimiHandSet", { seatId, raised: z.boolean() }),
  cmd("KemomimiVotesCounted", { suspect: seatId, raised: z.array(seatId), participants: z.number().int(), verdict }),
  cmd("KemomimiVerdictTurnedInnocent", { by: seatId }),
  cmd("KemomimiPowerDeclined", { character: z.enum(POWERS_WITH_A_CHOICE), by: seatId }),
  cmd("KemomimiVerdictCarriedOut", { suspect: seatId, verdict }),
  /** `lockAt`: when the night's count from 10 reaches zero and the target locks (games since issue 16). */
  cmd("KemomimiNightFell", {
    thief: seatId.nullable(),
    lockAt: z.string().max(64).optional(),
    /** When the app says the thief awakens and the count starts (games since issue 29; none when nobody steals). */
    awakeAt: z.string().max(64).optional(),
  }),
  cmd("KemomimiTargetChosen", { thief: seatId, target: seatId }),
  cmd("KemomimiDawn", { thief: seatId.nullable(), target: seatId.nullable() }),
  cmd("KemomimiJewelrySet", { seatId, jewelry: z.number().int().min(0) }),
  cmd("KemomimiPowerNoted", { seatId, note: z.string().max(1000) }),
  cmd("KemomimiOutcomeDeclared", {
    winner: z.enum(["civilians", "thieves", "informant"]),
    reason: z.string().max(500),
  }),
]);
export type KemomimiEvent = z.infer<typeof eventSchema>;
export const EVENT_TYPES = eventSchema.options.map((o) => o.shape.type.value);
