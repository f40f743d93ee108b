import { z } from "zod";
import { nameText } from "../../game/text";
import { characterSchema, scriptSchema } from "./script/types";
import { dayCommandSchema } from "./day/day-commands";
import { dayEventSchema, dayModifiersSchema } from "./day/day-state";
import { phaseClockSchema } from "./day/phase-clock";

const id = z.string().min(1).max(80);
const seatId = z.string().min(1).max(40);
const ids = z.array(id).max(60);
const alignment = z.enum(["good", "evil"]);
const cause = z.enum(["executed", "exiled", "night", "ability"]);
const until = z.object({
  at: z.enum(["dusk", "dawn"]),
  night: z.number().int().min(1).max(210),
  countdown: z.boolean().optional(),
});
const token = z.object({
  characterId: id.nullable(),
  text: nameText(60),
  until: until.optional(),
  from: seatId.optional(),
});
const effect = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("place"), seatId, token }),
  z.object({ kind: z.literal("remove"), seatId, token }),
  z.object({ kind: z.literal("alignment"), seatId, alignment }),
  z.object({ kind: z.literal("character"), seatId, characterId: id, was: id }),
]);
const choice = z.object({
  seats: z.array(seatId).max(20).optional(),
  character: id.optional(),
  yes: z.boolean().optional(),
  text: z.string().max(2000).optional(),
});
const kill = z.object({ seatId, cause, by: id.optional() });
/** How a Spy or a Recluse registers for a step's ability (a character and/or an alignment). */
const registration = z.object({ seatId, characterId: id.optional(), alignment: alignment.optional() });
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
    /** The Townsfolk the Drunk believes they are (absent: proposed at random among the unused Townsfolk). */
    drunk: id.optional(),
    /** The Fortune Teller's red herring, a good player (absent: proposed at random). */
    redHerring: seatId.optional(),
    /** Sects & Violets: the Evil Twin's good twin (absent: proposed at random among the good players). */
    twin: seatId.optional(),
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
  /** What the Drunk is told: the Townsfolk they think they are. */
  z.object({ type: z.literal("clocktower.setDrunk"), seatId, believesId: id }),
  /** The Fortune Teller's red herring moves to this (good) player. */
  z.object({ type: z.literal("clocktower.setRedHerring"), seatId }),
  // ------------------------------------------------------------ the grimoire and the night
  z.object({
    type: z.literal("clocktower.setSettings"),
    nightHours: z.number().min(1).max(240).optional(),
    lockHours: z.number().min(0).max(240).optional(),
    discussionHours: z.number().min(0).max(240).optional(),
    nominationHours: z.number().min(0).max(240).optional(),
    votingHours: z.number().min(0).max(240).optional(),
    /** Players vote, nominate and declare whispers from their private links (off: the moderator enters them). */
    inAppVoting: z.boolean().optional(),
    /** What the neighbour whisper's cap counts: words, or characters (a Japanese table's). */
    whisperCount: z.enum(["words", "characters"]).optional(),
  }),
  z.object({ type: z.literal("clocktower.startNight") }),
  z.object({ type: z.literal("clocktower.startDay") }),
  z.object({
    type: z.literal("clocktower.markDead"),
    seatId,
    cause,
    by: id.optional(),
    note: z.string().max(500).optional(),
  }),
  z.object({ type: z.literal("clocktower.markAlive"), seatId, by: id.optional() }),
  z.object({ type: z.literal("clocktower.placeReminder"), seatId, token }),
  z.object({ type: z.literal("clocktower.removeReminder"), seatId, token }),
  z.object({ type: z.literal("clocktower.moveReminder"), fromSeatId: seatId, toSeatId: seatId, token }),
  z.object({ type: z.literal("clocktower.setAlignment"), seatId, alignment }),
  /** The storyteller changes a dealt seat's character (a mistake in the deal, an ability of a custom script). */
  z.object({ type: z.literal("clocktower.setCharacter"), seatId, characterId: id }),
  z.object({ type: z.literal("clocktower.spendGhostVote"), seatId }),
  z.object({ type: z.literal("clocktower.setNote"), seatId, note: z.string().max(4000) }),
  z.object({
    type: z.literal("clocktower.recordStep"),
    night: z.number().int().min(1).max(200),
    stepId: id,
    seatId: seatId.optional(),
    choice,
    told: z.string().max(4000).optional(),
    falseInfo: z.boolean().optional(),
    registrations: z.array(registration).max(20).optional(),
    done: z.boolean(),
    kills: z.array(kill).max(20).optional(),
  }),
  /** The effects of a night step on the grimoire (reminders placed and taken away, an alignment), in one click. */
  z.object({
    type: z.literal("clocktower.applyEffects"),
    night: z.number().int().min(1).max(200),
    stepId: id,
    seatId: seatId.optional(),
    effects: z.array(effect).max(40),
  }),
  /** The Apprentice's gained ability: a Townsfolk's if good, a Minion's if evil. */
  z.object({ type: z.literal("clocktower.setGainedAbility"), seatId, characterId: id }),
  /** Day-time abilities: the Gossip's statement (and later whether it was true), the Moonchild's public choice. */
  z.object({
    type: z.literal("clocktower.dayAbility"),
    ability: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("gossip"), seatId, statement: z.string().trim().min(1).max(2000) }),
      z.object({ kind: z.literal("gossipTrue"), true: z.boolean() }),
      z.object({ kind: z.literal("moonchild"), seatId, chosen: seatId }),
      /** Sects & Violets' Klutz: their public choice after learning they died (an evil player: good loses). */
      z.object({ kind: z.literal("klutz"), seatId, chosen: seatId }),
      /** A player shoots publicly as the Slayer; `dies`: the storyteller's verdict (default: the rule's). */
      z.object({ kind: z.literal("slayer"), seatId, target: seatId, dies: z.boolean().optional() }),
      /**
       * Sects & Violets' Juggler: up to 5 public guesses of players' characters on their first day (from the
       * Juggler's link, seatId then optional, or recorded by the storyteller). Sent again the same day, replaces.
       */
      z.object({
        kind: z.literal("juggler"),
        seatId: seatId.optional(),
        guesses: z.array(z.object({ seatId, characterId: id })).max(5),
      }),
      /** Sects & Violets' Savant: the two statements given today (one true, one false), storyteller only. */
      z.object({
        kind: z.literal("savant"),
        seatId,
        statements: z.tuple([z.string().trim().min(1).max(2000), z.string().trim().min(1).max(2000)]),
      }),
      /** Sects & Violets' Artist, once per game: the yes/no question asked today and the answer given. */
      z.object({
        kind: z.literal("artist"),
        seatId,
        question: z.string().trim().min(1).max(2000),
        answer: z.boolean().optional(),
      }),
    ]),
  }),
  /** The Fiddler: the Demon's secret choice of an opposing player; the next day is the vote between the two. */
  z.object({ type: z.literal("clocktower.fiddler"), demonSeatId: seatId, chosen: seatId }),
  /** The Matron: two players swap seats at the table (up to three pairs a day). */
  z.object({ type: z.literal("clocktower.matronSwap"), seatIds: z.tuple([seatId, seatId]) }),
  /** The house rule: whether this player wishes to be declared claiming Moonchild on their death (private). */
  z.object({ type: z.literal("clocktower.setMoonchildClaim"), seatId: seatId.optional(), claims: z.boolean() }),
  /** A player's own night action (seatId optional for a player: their seat), or one the storyteller enters. */
  z.object({ type: z.literal("clocktower.submitNightAction"), seatId: seatId.optional(), choice }),
  /** The dawn as the storyteller confirms it: the deaths, and any resurrection (the Professor, the Shabaloth). */
  z.object({
    type: z.literal("clocktower.confirmDawn"),
    deaths: z.array(kill).max(30),
    revivals: z
      .array(z.object({ seatId, by: z.enum(["professor", "shabaloth"]) }))
      .max(30)
      .optional(),
    /** Applied with the dawn (the spared Fool's "No Ability"). */
    effects: z.array(effect).max(40).optional(),
  }),
  z.object({ type: z.literal("clocktower.endGame"), winner: alignment }),
  z.object({ type: z.literal("clocktower.publishReveal") }),
  // ------------------------------------------------------------ the day
  /** One day command (day/day-commands.ts): clock, nominations, votes, resolution, exile, whispers. */
  z.object({ type: z.literal("clocktower.day"), command: dayCommandSchema }),
]);
export type ClocktowerCommand = z.infer<typeof clocktowerCommandSchema>;
export const CLOCKTOWER_COMMAND_TYPES = clocktowerCommandSchema.options.map((o) => o.shape.type.value);

// Stored events carry the commands' limits, so that an imported game holds nothing a command could not write.
const storedSeatId = z.string().max(40);
const storedId = z.string().max(80);
const storedSeed = z.string().max(200);
const NOTE_MAX = 4000;
const CHOICE_TEXT_MAX = 2000;

const storedToken = z.object({
  characterId: storedId.nullable(),
  text: z.string(),
  until: until.optional(),
  from: z.string().optional(),
});
const storedEffect = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("place"), seatId: storedSeatId, token: storedToken }),
  z.object({ kind: z.literal("remove"), seatId: storedSeatId, token: storedToken }),
  z.object({ kind: z.literal("alignment"), seatId: storedSeatId, alignment }),
  z.object({ kind: z.literal("character"), seatId: storedSeatId, characterId: storedId, was: storedId }),
]);
const storedChoice = z.object({
  seats: z.array(storedSeatId).max(30).optional(),
  character: storedId.optional(),
  yes: z.boolean().optional(),
  text: z.string().max(CHOICE_TEXT_MAX).optional(),
});
const storedKill = z.object({ seatId: storedSeatId, cause, by: storedId.optional() });

export const clocktowerEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ClocktowerScriptSet"), script: scriptSchema }),
  z.object({
    type: z.literal("ClocktowerBagSet"),
    characterIds: z.array(storedId).max(250),
    setupChoices: z.record(z.string().max(90), z.number()),
    extraCharacters: z.array(characterSchema),
    /** The seed the random fill used, or null when nothing was drawn. */
    seed: storedSeed.nullable(),
  }),
  z.object({
    type: z.literal("ClocktowerDealt"),
    mode: z.enum(["random", "manual"]),
    /** Replays the shuffle (random mode) and the bluff suggestion: `dealBag(seats, bag, createRng(seed))`. */
    seed: storedSeed,
    assignments: z.record(storedSeatId, storedId),
    bluffs: z.array(storedId).max(30),
    /** Per Drunk seat, the Townsfolk they believe they are (absent in older events). */
    drunks: z.record(storedSeatId, storedId).optional(),
    /** The Fortune Teller's red herring (absent: none). */
    redHerring: storedSeatId.nullable().optional(),
    /** Tokens placed with the deal (Sects & Violets: the Evil Twin's Twin, the No Dashii's poison). */
    tokens: z
      .array(z.object({ seatId: storedSeatId, token: storedToken }))
      .max(60)
      .optional(),
  }),
  z.object({
    type: z.literal("ClocktowerBluffsSet"),
    characterIds: z.array(storedId).max(250),
    seed: storedSeed.nullable(),
  }),
  z.object({
    type: z.literal("ClocktowerLunaticSet"),
    seatId: storedSeatId,
    demonId: storedId,
    minionSeatIds: z.array(storedSeatId).max(30).nullable(),
    bluffs: z.array(storedId).max(30).nullable(),
  }),
  z.object({ type: z.literal("ClocktowerDrunkSet"), seatId: storedSeatId, believesId: storedId }),
  z.object({ type: z.literal("ClocktowerRedHerringSet"), seatId: storedSeatId }),
  z.object({ type: z.literal("ClocktowerTravellerAdded"), seatId: storedSeatId, characterId: storedId, alignment }),
  z.object({ type: z.literal("ClocktowerTravellerRemoved"), seatId: storedSeatId }),
  z.object({ type: z.literal("ClocktowerFabledSet"), characterIds: z.array(storedId).max(250) }),
  // ------------------------------------------------------------ the grimoire and the night
  z.object({
    type: z.literal("ClocktowerSettingsSet"),
    nightHours: z.number(),
    lockHours: z.number(),
    discussionHours: z.number().optional(),
    nominationHours: z.number().optional(),
    votingHours: z.number().optional(),
    inAppVoting: z.boolean().optional(),
    whisperCount: z.enum(["words", "characters"]).optional(),
  }),
  /** Instants are computed at decide time from ctx.now and the settings. */
  z.object({
    type: z.literal("ClocktowerNightStarted"),
    number: z.number().int(),
    startedAt: z.string(),
    dawnAt: z.string(),
    lockAt: z.string(),
  }),
  /** `clock`: the day's phase plan as absolute instants from ctx.now; `modifiers`: Voudon, Bishop, Mastermind day. */
  z.object({
    type: z.literal("ClocktowerDayStarted"),
    number: z.number().int(),
    clock: phaseClockSchema.nullable().optional(),
    modifiers: dayModifiersSchema.optional(),
  }),
  /** `registersOnly`: a Zombuul's first death (alive in truth, registers dead). */
  z.object({
    type: z.literal("ClocktowerMarkedDead"),
    seatId: storedSeatId,
    cause,
    time: z.string().max(64),
    by: storedId.optional(),
    note: z.string().max(NOTE_MAX).optional(),
    registersOnly: z.boolean(),
    /** Applied with the death (Sects & Violets by day: the No Dashii's poison moved, the Barber's "Haircuts tonight"). */
    effects: z.array(storedEffect).optional(),
  }),
  z.object({ type: z.literal("ClocktowerMarkedAlive"), seatId: storedSeatId, by: storedId.optional() }),
  z.object({ type: z.literal("ClocktowerReminderPlaced"), seatId: storedSeatId, token: storedToken }),
  z.object({ type: z.literal("ClocktowerReminderRemoved"), seatId: storedSeatId, token: storedToken }),
  z.object({
    type: z.literal("ClocktowerReminderMoved"),
    fromSeatId: storedSeatId,
    toSeatId: storedSeatId,
    token: storedToken,
  }),
  z.object({ type: z.literal("ClocktowerAlignmentSet"), seatId: storedSeatId, alignment }),
  z.object({ type: z.literal("ClocktowerCharacterSet"), seatId: storedSeatId, characterId: storedId, alignment }),
  z.object({ type: z.literal("ClocktowerGhostVoteSpent"), seatId: storedSeatId }),
  z.object({ type: z.literal("ClocktowerNoteSet"), seatId: storedSeatId, note: z.string().max(NOTE_MAX) }),
  z.object({
    type: z.literal("ClocktowerStepRecorded"),
    night: z.number().int(),
    stepId: storedId,
    seatId: storedSeatId.optional(),
    choice: storedChoice,
    told: z.string().max(NOTE_MAX).optional(),
    falseInfo: z.boolean().optional(),
    registrations: z
      .array(z.object({ seatId: storedSeatId, characterId: storedId.optional(), alignment: alignment.optional() }))
      .max(40)
      .optional(),
    done: z.boolean(),
    kills: z.array(storedKill),
  }),
  z.object({ type: z.literal("ClocktowerGainedAbilitySet"), seatId: storedSeatId, characterId: storedId }),
  z.object({
    type: z.literal("ClocktowerDayAbilityRecorded"),
    /** The night it acts on ("tonight"). */
    night: z.number().int(),
    gossip: z
      .object({ seatId: storedSeatId, statement: z.string().max(CHOICE_TEXT_MAX), true: z.boolean().optional() })
      .optional(),
    moonchild: z.object({ seatId: storedSeatId, chosen: storedSeatId }).optional(),
    juggler: z
      .object({
        seatId: storedSeatId,
        guesses: z.array(z.object({ seatId: storedSeatId, characterId: storedId })).max(5),
      })
      .optional(),
    savant: z
      .object({
        seatId: storedSeatId,
        statements: z.tuple([z.string().max(CHOICE_TEXT_MAX), z.string().max(CHOICE_TEXT_MAX)]),
        malfunctioning: z.boolean(),
      })
      .optional(),
    artist: z
      .object({
        seatId: storedSeatId,
        question: z.string().max(CHOICE_TEXT_MAX),
        answer: z.boolean().optional(),
        malfunctioning: z.boolean(),
      })
      .optional(),
    klutz: z.object({ seatId: storedSeatId, chosen: storedSeatId }).optional(),
  }),
  /** The Demon chose for the Fiddler on `night`: day `night` is the Fiddler's vote. */
  z.object({
    type: z.literal("ClocktowerFiddlerChosen"),
    night: z.number().int(),
    demon: z.string(),
    chosen: z.string(),
  }),
  /** Two seats trade places at the table (the Matron): the fold swaps them in the seat order. */
  z.object({ type: z.literal("ClocktowerSeatsSwapped"), day: z.number().int(), a: z.string(), b: z.string() }),
  z.object({ type: z.literal("ClocktowerMoonchildClaimSet"), seatId: z.string(), claims: z.boolean() }),
  z.object({
    type: z.literal("ClocktowerEffectsApplied"),
    night: z.number().int(),
    key: z.string(),
    effects: z.array(storedEffect),
  }),
  z.object({
    type: z.literal("ClocktowerNightActionSubmitted"),
    night: z.number().int(),
    stepId: storedId,
    seatId: storedSeatId,
    choice: storedChoice,
    by: z.enum(["player", "moderator"]),
  }),
  z.object({
    type: z.literal("ClocktowerDawnConfirmed"),
    night: z.number().int(),
    deaths: z.array(storedKill.extend({ registersOnly: z.boolean() })),
    revivals: z
      .array(z.object({ seatId: storedSeatId, by: storedId }))
      .max(30)
      .optional(),
    effects: z.array(storedEffect).optional(),
    clock: phaseClockSchema.nullable().optional(),
    modifiers: dayModifiersSchema.optional(),
  }),
  z.object({ type: z.literal("ClocktowerGameEnded"), winner: alignment }),
  z.object({ type: z.literal("ClocktowerRevealPublished") }),
  // ------------------------------------------------------------ the day
  /**
   * One day event applied to day `day`. A `DayResolved` also applies the execution: the executed seat
   * dies ("executed", D{day}; `registersOnly` for a Zombuul's first death) unless `result.dies` is false,
   * and every seat in `result.ghostVotesSpent` spends its ghost vote.
   */
  z.object({
    type: z.literal("ClocktowerDayEvent"),
    day: z.number().int(),
    event: dayEventSchema,
    registersOnly: z.boolean().optional(),
    /** Applied with the event where the rule leaves no choice (the Minstrel). */
    effects: z.array(storedEffect).optional(),
    /** The executed seat was drunk or poisoned when executed (the Saint's death then wins nothing). */
    malfunctioning: z.boolean().optional(),
    /** Killed by an ability with the event, at once (the Witch's cursed player nominating). */
    deaths: z
      .array(z.object({ seatId: storedSeatId, by: storedId }))
      .max(20)
      .optional(),
  }),
]);
export type ClocktowerEvent = z.infer<typeof clocktowerEventSchema>;
export const CLOCKTOWER_EVENT_TYPES = clocktowerEventSchema.options.map((o) => o.shape.type.value);
