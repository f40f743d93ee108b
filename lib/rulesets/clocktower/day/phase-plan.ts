import { z } from "zod";
import { msg, type Message, type Say } from "@/lib/i18n/message";
import { phraseSchema } from "./stored-phrase";
import type { SegmentId } from "./segments";

/**
 * What a part of a phase allows. Rules as data: the clock answers "may I nominate now?" by
 * looking up the segment it is in, never with an `if` on the segment's name.
 */
export const PHASE_ACTIONS = ["nominate", "vote", "nightAction"] as const;
export type PhaseAction = (typeof PHASE_ACTIONS)[number];

export const PHASE_KINDS = ["night", "day"] as const;
export type PhaseKind = (typeof PHASE_KINDS)[number];

/** One timed part of a phase: "Discussion 12 h", "Voting 24 h"... */
export const segmentPlanSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  minutes: z.number().int().min(0),
  allows: z.array(z.enum(PHASE_ACTIONS)),
  /** What the rules say about it, shown to the host: a message (the forum plan's) or a host's own words. */
  ruleText: phraseSchema.optional(),
});
export type SegmentPlan = z.infer<typeof segmentPlanSchema>;

export const phasePlanSchema = z.object({
  firstPhase: z.object({ kind: z.enum(PHASE_KINDS), number: z.number().int().min(0) }),
  night: z.array(segmentPlanSchema).min(1),
  day: z.array(segmentPlanSchema).min(1),
});
export type PhasePlan = z.infer<typeof phasePlanSchema>;

/** The per-game setting: every length of the forum script's phase plan, in hours. */
export const forumPhaseLengthsSchema = z.object({
  nightHours: z.number().positive().default(24),
  nightActionLockHours: z.number().min(0).default(2),
  discussionHours: z.number().min(0).default(12),
  nominationHours: z.number().min(0).default(12),
  votingHours: z.number().min(0).default(24),
});
export type ForumPhaseLengths = z.infer<typeof forumPhaseLengthsSchema>;
export const FORUM_PHASE_LENGTHS: ForumPhaseLengths = forumPhaseLengthsSchema.parse({});

const minutes = (hours: number) => Math.round(hours * 60);

/**
 * The plan's words are ours, not a host's: rule texts are messages (clocktower.forumDayRules.plan), and a segment's
 * stored `label` is its English name, kept in the clock's events as the name of last resort; pages name the
 * plan's segments by id in the reader's language (clocktower.forumDay.shared.segments, whose English these
 * names are: a unit test holds them equal). Data rather than words looked up, so that the server and a
 * browser lay out the same plan with no catalogue at hand (issue 23: no registry of words).
 */
export const SEGMENT_LABELS = {
  // not text: the stored name of last resort, shown only for a segment the catalogue does not name
  "night-actions": "Night actions",
  // not text: as above
  "night-locked": "Night actions locked",
  // not text: as above
  discussion: "Discussion",
  // not text: as above
  nomination: "Nomination",
  // not text: as above
  voting: "Voting",
} as const satisfies Record<SegmentId, string>;
const segmentLabel = (id: SegmentId): string => SEGMENT_LABELS[id];

/**
 * The forum script's plan ("Phase Lengths" in rules/bad-moon-rising-forum.txt): the game starts on
 * Night 1; a night lasts 24 h and night actions lock 2 h before day; a day lasts 48 h: Discussion
 * 12 h, Nomination 12 h, Voting 24 h. Lengths are the game's settings.
 */
export function forumPhasePlan(lengths: Partial<ForumPhaseLengths> = {}): PhasePlan {
  const l = forumPhaseLengthsSchema.parse(lengths);
  const lock = Math.min(l.nightActionLockHours, l.nightHours);
  return {
    firstPhase: { kind: "night", number: 1 },
    night: [
      {
        id: "night-actions",
        label: segmentLabel("night-actions"),
        minutes: minutes(l.nightHours - lock),
        allows: ["nightAction"],
        ruleText: msg("clocktower.forumDayRules.plan.night-actions"),
      },
      {
        id: "night-locked",
        label: segmentLabel("night-locked"),
        minutes: minutes(lock),
        allows: [],
        ruleText: msg("clocktower.forumDayRules.plan.night-locked", { hours: lock }),
      },
    ],
    day: [
      {
        id: "discussion",
        label: segmentLabel("discussion"),
        minutes: minutes(l.discussionHours),
        allows: [],
        ruleText: msg("clocktower.forumDayRules.plan.discussion"),
      },
      {
        id: "nomination",
        label: segmentLabel("nomination"),
        minutes: minutes(l.nominationHours),
        allows: ["nominate", "vote"],
        ruleText: msg("clocktower.forumDayRules.plan.nomination"),
      },
      {
        id: "voting",
        label: segmentLabel("voting"),
        minutes: minutes(l.votingHours),
        allows: ["vote"],
        ruleText: msg("clocktower.forumDayRules.plan.voting"),
      },
    ],
  };
}

export const FORUM_PHASE_PLAN: PhasePlan = forumPhasePlan();

/** "Night 1", "Day 2" (「第1夜」「2日目」) as a value of the rules' messages. */
export function phaseLabel(kind: PhaseKind, number: number): Message {
  return msg(kind === "night" ? "clocktower.forumDayRules.phase.night" : "clocktower.forumDayRules.phase.day", {
    number,
  });
}

/** "Night 1", "Day 2", in `say`'s language. */
export function phaseName(kind: PhaseKind, number: number, say: Say): string {
  return say(phaseLabel(kind, number));
}

/** The phase after this one: Night n → Day n, Day n → Night n+1. */
export function nextPhase(kind: PhaseKind, number: number): { kind: PhaseKind; number: number } {
  return kind === "night" ? { kind: "day", number } : { kind: "night", number: number + 1 };
}
