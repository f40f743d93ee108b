import { z } from "zod";
import { phaseClockSchema, phaseClockEventSchema, evolvePhaseClock } from "./phase-clock";
import { whisperLogSchema, whisperEventSchema, emptyWhisperLog, evolveWhispers, WHISPER_EVENT_TYPES } from "./whispers";
import { evolvePasteReviews, pasteReviewEventSchema, pasteReviewSchema } from "./paste-review";
import { daySeatSchema } from "./roster";
import { phraseSchema } from "./stored-phrase";

/**
 * The state of one day, embeddable in any ruleset: the ruleset keeps a `DayState` for the current
 * day (and may keep past ones for the history), routes the `DayEvent`s below to `evolveDay`, and
 * passes a roster of seats to the decide functions in nominations.ts, votes.ts, execution.ts,
 * exile.ts and whispers.ts.
 */
const iso = z.iso.datetime({ offset: true });
const seatId = z.string().min(1);
/** A seat, or "storyteller" (the Bishop's nominations, whispers to the host). */
const seatOrStoryteller = z.string().min(1);

export const nominationSchema = z.object({
  id: z.string(),
  nominator: seatOrStoryteller,
  nominee: seatId,
  at: iso,
  enteredBy: z.string(),
  /** Queued before the window opened; `at` is then the opening instant. */
  fromQueue: z.boolean().default(false),
});
export type Nomination = z.infer<typeof nominationSchema>;

export const queuedNominationSchema = z.object({
  id: z.string(),
  nominator: seatOrStoryteller,
  nominee: seatId,
  queuedAt: iso,
  enteredBy: z.string(),
});
export type QueuedNomination = z.infer<typeof queuedNominationSchema>;

/** A vote standing on a nominee. The array order is the order the votes were placed. */
export const standingVoteSchema = z.object({ voter: seatId, nominee: seatId, at: iso });
export type StandingVote = z.infer<typeof standingVoteSchema>;

export const VOTE_HISTORY_KINDS = ["vote", "move", "withdraw", "lock", "unlock", "cleared"] as const;
export const voteHistoryEntrySchema = z.object({
  kind: z.enum(VOTE_HISTORY_KINDS),
  voter: seatId,
  /** The nominee voted for (vote, move), or left (withdraw, cleared). */
  nominee: seatId.nullable(),
  /** For a move: the nominee the vote left. */
  from: seatId.nullable(),
  at: iso,
  enteredBy: z.string(),
});
export type VoteHistoryEntry = z.infer<typeof voteHistoryEntrySchema>;

/** Travellers and fabled that change how the day runs (see DAY_ALTERATIONS for their rule text). */
export const dayModifiersSchema = z.object({
  /** The Voudon's seat while they are in play and alive: only they and the dead vote; no token, no majority. */
  voudon: seatId.nullable().default(null),
  /** The Bishop: only the Storyteller can nominate. */
  bishop: z.boolean().default(false),
  /** The Mastermind's extra day: whoever is executed today loses with their team. */
  mastermindDay: z.boolean().default(false),
  /**
   * The Fiddler's vote: the Demon and the player they chose, in seat order (nothing says which is the
   * Demon). Every player votes for one of the two; no nominations, no vote token, no majority.
   */
  fiddler: z.tuple([seatId, seatId]).nullable().default(null),
  /**
   * A voter whose vote counts only when another player's counted vote stands on the same nominee (the
   * Butler and their master). Absent when nobody is bound. Hidden: the town's count leaves it out.
   */
  boundVoter: z.object({ voter: seatId, master: seatId }).nullable().optional(),
  /**
   * Votes that count as a number other than 1 (the Bureaucrat's 3, the Thief's -1), by voter. Absent
   * when every vote counts 1. Hidden: the town's count leaves it out.
   */
  voteWeights: z.record(seatId, z.number().int()).optional(),
  /**
   * A seat that may nominate again once the day's first execution is resolved (Sects & Violets' Butcher):
   * that nomination opens a second vote and a second execution today. Absent when nobody may.
   */
  secondNominator: seatId.nullable().optional(),
});
export type DayModifiers = z.infer<typeof dayModifiersSchema>;
export const NO_MODIFIERS: DayModifiers = { voudon: null, bishop: false, mastermindDay: false, fiddler: null };

export const exileSchema = z.object({
  id: z.string(),
  traveller: seatId,
  calledBy: seatOrStoryteller,
  at: iso,
  enteredBy: z.string(),
  /** Voters in the order they voted. */
  votes: z.array(z.object({ voter: seatId, at: iso, enteredBy: z.string() })),
  result: z
    .object({ exiled: z.boolean(), votes: z.number().int(), needed: z.number().int(), at: iso, forced: z.boolean() })
    .nullable(),
});
export type Exile = z.infer<typeof exileSchema>;

export const finalCountRowSchema = z.object({
  nominator: seatOrStoryteller,
  nominee: seatId,
  voters: z.array(seatId),
});

export const dayResultSchema = z.object({
  at: iso,
  /** The nominee executed (the execution happens even when it does not kill), or null. */
  executed: seatId.nullable(),
  /** Whether the executed player dies (false: an execution that does not kill). */
  dies: z.boolean(),
  votes: z.number().int(),
  /** Votes the execution needed; null when no majority is needed (Voudon). */
  needed: z.number().int().nullable(),
  tiedNominees: z.array(seatId),
  /** Dead voters whose vote counted at resolution: their vote token is now spent. */
  ghostVotesSpent: z.array(seatId),
  finalCount: z.array(finalCountRowSchema),
  /**
   * The roster as it stood when the day resolved (before the execution's death): the day's count is
   * shown against it afterwards. Absent in days resolved before it was stored.
   */
  roster: z.array(daySeatSchema).optional(),
  /** The Fiddler's vote: its two players and the one with the most votes (null: a tie). */
  fiddler: z.object({ candidates: z.tuple([seatId, seatId]), winner: seatId.nullable() }).optional(),
  /**
   * The host-readable outcome: "Dolby is executed with 4 votes (4 needed) and dies.", a message in new
   * events (clocktower.forumDayRules.execution), the English sentence in days resolved before (still read as they are).
   */
  summary: phraseSchema,
  /** Rule text of every alteration applied ("Voudon: <ability text>", a message for ours). */
  notes: z.array(phraseSchema),
  forced: z.boolean(),
});
export type DayResult = z.infer<typeof dayResultSchema>;

/**
 * A day ability used in public (the Slayer's shot): who used it, on whom, and what the storyteller
 * decided came of it. The town reads it as a statement ("Ben shoots Cat: nothing happens.").
 */
export const dayAbilityUseSchema = z.object({
  /** The character whose ability the player publicly claims to use (a character id). */
  ability: z.string().min(1),
  seatId,
  target: seatId,
  /** Whether the target dies of it. */
  dies: z.boolean(),
  at: iso,
  enteredBy: z.string(),
});
export type DayAbilityUse = z.infer<typeof dayAbilityUseSchema>;

export const dayStateSchema = z.object({
  day: z.number().int(),
  clock: phaseClockSchema.nullable(),
  nominations: z.array(nominationSchema),
  queued: z.array(queuedNominationSchema),
  /** Queued nominations already turned into nominations or dropped (by settleQueuedNominations). */
  queueSettled: z.boolean(),
  nextNumber: z.number().int(),
  votes: z.array(standingVoteSchema),
  locks: z.array(seatId),
  history: z.array(voteHistoryEntrySchema),
  modifiers: dayModifiersSchema,
  exiles: z.array(exileSchema),
  whispers: whisperLogSchema,
  result: dayResultSchema.nullable(),
  /** The moderator's reviews of pasted thread posts (moderator only; absent from states stored before them). */
  pasteReviews: z.array(pasteReviewSchema).default([]),
  /** Day abilities used in public, in order (absent from states stored before them). */
  abilityUses: z.array(dayAbilityUseSchema).optional(),
  /**
   * The votes resolved earlier today, before a second nomination reopened the day (the Butcher's):
   * their nominations and result, oldest first. Absent on a day with one vote.
   */
  earlier: z.array(z.object({ nominations: z.array(nominationSchema), result: dayResultSchema })).optional(),
});
export type DayState = z.infer<typeof dayStateSchema>;

export function newDayState(
  day: number,
  clock: DayState["clock"] = null,
  modifiers: DayModifiers = NO_MODIFIERS,
): DayState {
  return {
    day,
    clock,
    nominations: [],
    queued: [],
    queueSettled: false,
    nextNumber: 1,
    votes: [],
    locks: [],
    history: [],
    modifiers,
    exiles: [],
    whispers: emptyWhisperLog(),
    result: null,
    pasteReviews: [],
  };
}

// ---------------------------------------------------------------- events

const entered = { at: iso, enteredBy: z.string() };

export const dayEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("DayStarted"),
    day: z.number().int(),
    clock: phaseClockSchema.nullable(),
    modifiers: dayModifiersSchema,
  }),
  ...phaseClockEventSchema.options,
  z.object({ type: z.literal("DayModifiersSet"), modifiers: dayModifiersSchema }),
  z.object({ type: z.literal("NominationQueued"), queued: queuedNominationSchema }),
  z.object({ type: z.literal("QueuedNominationWithdrawn"), id: z.string(), ...entered }),
  z.object({
    type: z.literal("QueuedNominationsSettled"),
    made: z.array(nominationSchema),
    dropped: z.array(z.object({ id: z.string(), reason: phraseSchema })),
  }),
  z.object({ type: z.literal("NominationMade"), nomination: nominationSchema }),
  /**
   * A nomination after the day's execution by the seat allowed one (`modifiers.secondNominator`): the
   * resolved vote is kept in `earlier` and a new vote opens on this nomination alone.
   */
  z.object({ type: z.literal("SecondNominationMade"), nomination: nominationSchema }),
  /** The moderator strikes a nomination (entered by mistake); votes on it are withdrawn. */
  z.object({ type: z.literal("NominationCancelled"), nominee: seatId, ...entered }),
  z.object({ type: z.literal("VoteCast"), voter: seatId, nominee: seatId, ...entered }),
  z.object({ type: z.literal("VoteWithdrawn"), voter: seatId, ...entered }),
  z.object({ type: z.literal("VoteLocked"), voter: seatId, ...entered }),
  z.object({ type: z.literal("VoteUnlocked"), voter: seatId, ...entered }),
  z.object({ type: z.literal("DayResolved"), result: dayResultSchema }),
  z.object({ type: z.literal("DayAbilityUsed"), use: dayAbilityUseSchema }),
  z.object({ type: z.literal("ExileCalled"), exile: exileSchema }),
  z.object({ type: z.literal("ExileVoteCast"), exileId: z.string(), voter: seatId, ...entered }),
  z.object({ type: z.literal("ExileVoteWithdrawn"), exileId: z.string(), voter: seatId, ...entered }),
  z.object({ type: z.literal("ExileResolved"), exileId: z.string(), result: exileSchema.shape.result.unwrap() }),
  ...whisperEventSchema.options,
  pasteReviewEventSchema,
]);
export type DayEvent = z.infer<typeof dayEventSchema>;
export const DAY_EVENT_TYPES = dayEventSchema.options.map((o) => o.shape.type.value);
const WHISPER_TYPES: readonly string[] = WHISPER_EVENT_TYPES;

/** Applies one day event. Pure and total: an event naming something unknown changes nothing. */
export function evolveDay(state: DayState, event: DayEvent): DayState {
  if (WHISPER_TYPES.includes(event.type)) {
    return { ...state, whispers: evolveWhispers(state.whispers, event as Parameters<typeof evolveWhispers>[1]) };
  }
  switch (event.type) {
    case "DayStarted":
      return newDayState(event.day, event.clock, event.modifiers);
    case "PhaseStarted":
    case "PhasePaused":
    case "PhaseResumed":
    case "PhaseExtended":
    case "PhaseShortened":
    case "PhaseAdvanced":
    case "PhaseEnded":
      return { ...state, clock: evolvePhaseClock(state.clock, event) };
    case "DayModifiersSet":
      return { ...state, modifiers: event.modifiers };
    case "NominationQueued":
      return { ...state, queued: [...state.queued, event.queued], nextNumber: state.nextNumber + 1 };
    case "QueuedNominationWithdrawn":
      return { ...state, queued: state.queued.filter((q) => q.id !== event.id) };
    case "QueuedNominationsSettled":
      return {
        ...state,
        nominations: sortByTime([...event.made, ...state.nominations]),
        queued: [],
        queueSettled: true,
      };
    case "NominationMade":
      return { ...state, nominations: [...state.nominations, event.nomination], nextNumber: state.nextNumber + 1 };
    case "SecondNominationMade":
      if (!state.result) return state;
      return {
        ...state,
        earlier: [...(state.earlier ?? []), { nominations: state.nominations, result: state.result }],
        nominations: [event.nomination],
        votes: [],
        locks: [],
        result: null,
        nextNumber: state.nextNumber + 1,
      };
    case "NominationCancelled": {
      const cleared = state.votes.filter((v) => v.nominee === event.nominee);
      return {
        ...state,
        nominations: state.nominations.filter((n) => n.nominee !== event.nominee),
        queued: state.queued.filter((q) => q.nominee !== event.nominee),
        votes: state.votes.filter((v) => v.nominee !== event.nominee),
        history: [
          ...state.history,
          ...cleared.map((v) => ({
            kind: "cleared" as const,
            voter: v.voter,
            nominee: v.nominee,
            from: null,
            at: event.at,
            enteredBy: event.enteredBy,
          })),
        ],
      };
    }
    case "VoteCast": {
      const previous = state.votes.find((v) => v.voter === event.voter);
      if (previous?.nominee === event.nominee) return state;
      return {
        ...state,
        votes: [
          ...state.votes.filter((v) => v.voter !== event.voter),
          { voter: event.voter, nominee: event.nominee, at: event.at },
        ],
        history: [
          ...state.history,
          {
            kind: previous ? "move" : "vote",
            voter: event.voter,
            nominee: event.nominee,
            from: previous?.nominee ?? null,
            at: event.at,
            enteredBy: event.enteredBy,
          },
        ],
      };
    }
    case "VoteWithdrawn": {
      const previous = state.votes.find((v) => v.voter === event.voter);
      if (!previous) return state;
      return {
        ...state,
        votes: state.votes.filter((v) => v.voter !== event.voter),
        history: [
          ...state.history,
          {
            kind: "withdraw",
            voter: event.voter,
            nominee: previous.nominee,
            from: null,
            at: event.at,
            enteredBy: event.enteredBy,
          },
        ],
      };
    }
    case "VoteLocked":
    case "VoteUnlocked": {
      const locked = event.type === "VoteLocked";
      const locks = state.locks.filter((s) => s !== event.voter);
      return {
        ...state,
        locks: locked ? [...locks, event.voter] : locks,
        history: [
          ...state.history,
          {
            kind: locked ? "lock" : "unlock",
            voter: event.voter,
            nominee: state.votes.find((v) => v.voter === event.voter)?.nominee ?? null,
            from: null,
            at: event.at,
            enteredBy: event.enteredBy,
          },
        ],
      };
    }
    case "DayResolved":
      // The day's clock stops at the resolution: no countdown runs on a resolved day.
      return {
        ...state,
        result: event.result,
        clock: state.clock && !state.clock.endedAt ? { ...state.clock, endedAt: event.result.at } : state.clock,
      };
    case "DayAbilityUsed":
      return { ...state, abilityUses: [...(state.abilityUses ?? []), event.use] };
    case "ExileCalled":
      return { ...state, exiles: [...state.exiles, event.exile], nextNumber: state.nextNumber + 1 };
    case "ExileVoteCast":
      return mapExile(state, event.exileId, (e) =>
        e.votes.some((v) => v.voter === event.voter)
          ? e
          : { ...e, votes: [...e.votes, { voter: event.voter, at: event.at, enteredBy: event.enteredBy }] },
      );
    case "ExileVoteWithdrawn":
      return mapExile(state, event.exileId, (e) => ({ ...e, votes: e.votes.filter((v) => v.voter !== event.voter) }));
    case "ExileResolved":
      return mapExile(state, event.exileId, (e) => ({ ...e, result: event.result }));
    case "PasteReviewRecorded":
      return { ...state, pasteReviews: evolvePasteReviews(state.pasteReviews, event) };
    default:
      return state;
  }
}

function mapExile(state: DayState, id: string, f: (e: Exile) => Exile): DayState {
  return { ...state, exiles: state.exiles.map((e) => (e.id === id ? f(e) : e)) };
}

/** Stable sort by instant (queued nominations take effect at the opening, before later ones). */
export function sortByTime<T extends { at: string }>(items: T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => Date.parse(a.item.at) - Date.parse(b.item.at) || a.i - b.i)
    .map((x) => x.item);
}

/** Replays a list of events onto a fresh day. */
export function foldDay(day: number, events: readonly DayEvent[]): DayState {
  return events.reduce(evolveDay, newDayState(day));
}
