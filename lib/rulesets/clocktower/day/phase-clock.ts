import { z } from "zod";
import type { Decision } from "@/lib/game/ruleset";
import { PHASE_ACTIONS, PHASE_KINDS, phaseLabel, type PhaseAction, type PhaseKind, type PhasePlan } from "./phase-plan";
import { durationValue, formatDeadline, utcTime } from "@/lib/game/deadline-format";
import { msg, type Message, type Phrase, type Say } from "@/lib/i18n/message";
import { isSegmentId } from "./segments";
import { schemaMessage } from "@/lib/i18n/zod-issues";

/**
 * The clock of one phase: its segments' absolute end instants (ISO UTC), as stored in events.
 * "Which segment are we in" is computed from `now` and these instants, never by a background job.
 * Lengths are real elapsed time: a 48 h day is 48 real hours even across a daylight-saving change
 * (the local wall-clock time of the deadline shifts instead).
 */
const iso = z.iso.datetime({ offset: true });

export const clockSegmentSchema = z.object({
  id: z.string(),
  label: z.string(),
  allows: z.array(z.enum(PHASE_ACTIONS)),
  endsAt: iso,
});
export type ClockSegment = z.infer<typeof clockSegmentSchema>;

export const phaseClockSchema = z.object({
  kind: z.enum(PHASE_KINDS),
  number: z.number().int(),
  startedAt: iso,
  segments: z.array(clockSegmentSchema).min(1),
  /** While paused, time stands still at this instant; resuming shifts every later deadline. */
  pausedAt: iso.nullable(),
  /** Set when the moderator ends the phase (early or on time). */
  endedAt: iso.nullable(),
});
export type PhaseClock = z.infer<typeof phaseClockSchema>;

const MINUTE = 60_000;
const ms = (s: string) => Date.parse(s);
const toIso = (t: number) => new Date(t).toISOString();

/** Lays a phase of the plan out from `startAt`: each segment ends `minutes` real minutes after the previous. */
export function startPhaseClock(plan: PhasePlan, kind: PhaseKind, number: number, startAt: Date): PhaseClock {
  let t = startAt.getTime();
  const segments = plan[kind].map((s) => {
    t += s.minutes * MINUTE;
    return { id: s.id, label: s.label, allows: [...s.allows], endsAt: toIso(t) };
  });
  return { kind, number, startedAt: startAt.toISOString(), segments, pausedAt: null, endedAt: null };
}

export type ClockState = "running" | "paused" | "over" | "ended";

export interface ClockStatus {
  state: ClockState;
  /** The segment in force (the last one once over), with its bounds. */
  segment: ClockSegment;
  segmentIndex: number;
  startsAt: string;
  endsAt: string;
  /** Time left in the segment, frozen while paused; 0 once over. */
  remainingMs: number;
  phaseEndsAt: string;
}

/** The instant the clock reads: `now`, or the pause instant while paused. */
function clockTime(clock: PhaseClock, now: Date): number {
  return clock.pausedAt ? Math.min(ms(clock.pausedAt), now.getTime()) : now.getTime();
}

export function segmentStart(clock: PhaseClock, index: number): string {
  return index === 0 ? clock.startedAt : clock.segments[index - 1]!.endsAt;
}

export function phaseEndsAt(clock: PhaseClock): string {
  const last = clock.segments.at(-1)!.endsAt;
  return clock.endedAt && ms(clock.endedAt) < ms(last) ? clock.endedAt : last;
}

export function clockStatus(clock: PhaseClock, now: Date): ClockStatus {
  const t = clockTime(clock, now);
  const lastIndex = clock.segments.length - 1;
  let index = clock.segments.findIndex((s) => t < ms(s.endsAt));
  const over = index < 0;
  if (over) index = lastIndex;
  const segment = clock.segments[index]!;
  const ended = clock.endedAt !== null && now.getTime() >= ms(clock.endedAt);
  const state: ClockState = ended ? "ended" : over ? "over" : clock.pausedAt ? "paused" : "running";
  return {
    state,
    segment,
    segmentIndex: index,
    startsAt: segmentStart(clock, index),
    endsAt: segment.endsAt,
    remainingMs: ended || over ? 0 : ms(segment.endsAt) - t,
    phaseEndsAt: phaseEndsAt(clock),
  };
}

/** When an action opens and closes in this phase: the first to the last segment allowing it. */
export function actionWindow(clock: PhaseClock, action: PhaseAction): { opensAt: string; closesAt: string } | null {
  const first = clock.segments.findIndex((s) => s.allows.includes(action));
  if (first < 0) return null;
  let last = first;
  while (last + 1 < clock.segments.length && clock.segments[last + 1]!.allows.includes(action)) last++;
  let closesAt = clock.segments[last]!.endsAt;
  if (clock.endedAt && ms(clock.endedAt) < ms(closesAt)) closesAt = clock.endedAt;
  return { opensAt: segmentStart(clock, first), closesAt };
}

export type ActionTiming =
  | { kind: "open"; closesAt: string }
  | { kind: "notYet"; opensAt: string; closesAt: string }
  | { kind: "closed"; closedAt: string }
  | { kind: "never" };

/** Whether `action` is allowed at `now` by the segment the clock is in. */
export function actionTiming(clock: PhaseClock, action: PhaseAction, now: Date): ActionTiming {
  const window = actionWindow(clock, action);
  if (!window) return { kind: "never" };
  const t = clockTime(clock, now);
  if (clock.endedAt && now.getTime() >= ms(clock.endedAt)) return { kind: "closed", closedAt: clock.endedAt };
  if (t < ms(window.opensAt)) return { kind: "notYet", ...window };
  if (t >= ms(window.closesAt)) return { kind: "closed", closedAt: window.closesAt };
  return { kind: "open", closesAt: window.closesAt };
}

/** How refusals name each action: "Voting closed at ...", "Night actions locked at ..." (clocktower.forumDayRules.actions). */
export const ACTION_WORDING: Record<PhaseAction, { opens: string; closed: string; none: string }> = {
  nominate: {
    opens: "clocktower.forumDayRules.actions.nominate.opens",
    closed: "clocktower.forumDayRules.actions.nominate.closed",
    none: "clocktower.forumDayRules.actions.nominate.none",
  },
  vote: {
    opens: "clocktower.forumDayRules.actions.vote.opens",
    closed: "clocktower.forumDayRules.actions.vote.closed",
    none: "clocktower.forumDayRules.actions.vote.none",
  },
  nightAction: {
    opens: "clocktower.forumDayRules.actions.nightAction.opens",
    closed: "clocktower.forumDayRules.actions.nightAction.closed",
    none: "clocktower.forumDayRules.actions.nightAction.none",
  },
};

/**
 * The sentence refusing `action` at `now`, giving the deadline ("Voting closed at Tue 1 Dec 18:00
 * UTC."), or null while it is allowed. A ruleset uses it for night actions too.
 */
export function timingRefusal(clock: PhaseClock | null, action: PhaseAction, now: Date): Message | null {
  if (!clock) return null;
  const timing = actionTiming(clock, action, now);
  const words = ACTION_WORDING[action];
  switch (timing.kind) {
    case "open":
      return null;
    case "notYet":
      return msg(words.opens, { at: utcTime(timing.opensAt) });
    case "closed":
      return msg(words.closed, { at: utcTime(timing.closedAt) });
    case "never":
      return msg(words.none);
  }
}

/** What a page shows about the clock, with deadlines in UTC and the viewer's zone. */
export interface ClockSummary {
  phase: string;
  state: ClockState;
  current: string;
  /** "Nomination ends Mon 30 Nov 13:00 EST (Mon 30 Nov 18:00 UTC), in 9 h" or the paused / ended equivalent. */
  headline: string;
  parts: Array<{ id: string; label: string; endsAt: string; ends: string; current: boolean }>;
}

export function clockSummary(
  clock: PhaseClock,
  now: Date,
  viewerTimeZone: string | null | undefined,
  say: Say,
): ClockSummary {
  const status = clockStatus(clock, now);
  const phase = phaseLabel(clock.kind, clock.number);
  const name = segmentValue;
  const segment = name(status.segment);
  const deadline = (iso: string) => formatDeadline(iso, viewerTimeZone, say);
  const headline = {
    running: msg("clocktower.forumDayRules.clock.headline.running", {
      segment,
      ends: deadline(status.endsAt),
      left: durationValue(status.remainingMs),
    }),
    paused: msg("clocktower.forumDayRules.clock.headline.paused", {
      phase,
      left: durationValue(status.remainingMs),
      segment,
    }),
    over: msg("clocktower.forumDayRules.clock.headline.over", { phase, at: deadline(status.phaseEndsAt) }),
    ended: msg("clocktower.forumDayRules.clock.headline.ended", {
      phase,
      at: deadline(clock.endedAt ?? status.phaseEndsAt),
    }),
  }[status.state];
  return {
    phase: say(phase),
    state: status.state,
    current: say(segment),
    headline: say(headline),
    parts: clock.segments.map((s, i) => ({
      id: s.id,
      label: say(name(s)),
      endsAt: s.endsAt,
      ends: deadline(s.endsAt),
      current: i === status.segmentIndex && (status.state === "running" || status.state === "paused"),
    })),
  };
}

// ---------------------------------------------------------------- moderator controls

/** The most one extend or shorten may move a deadline. */
const MAX_SHIFT_MINUTES = 7 * 24 * 60;

const MAX_SHIFT_ERROR = schemaMessage("clocktower.forumDayRules.clock.maxShift", { max: MAX_SHIFT_MINUTES });

export const phaseClockCommandSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("phase.pause") }),
  z.object({ type: z.literal("phase.resume") }),
  /** Lengthens a segment (the current one by default); every later deadline moves by as much. */
  z.object({
    type: z.literal("phase.extend"),
    segmentId: z.string().optional(),
    minutes: z.number().int().positive().max(MAX_SHIFT_MINUTES, MAX_SHIFT_ERROR),
  }),
  /** Shortens a segment (the current one by default); every later deadline moves by as much. */
  z.object({
    type: z.literal("phase.shorten"),
    segmentId: z.string().optional(),
    minutes: z.number().int().positive().max(MAX_SHIFT_MINUTES, MAX_SHIFT_ERROR),
  }),
  /** Ends the current segment now (e.g. opens nominations early); later segments keep their lengths. */
  z.object({ type: z.literal("phase.advance") }),
  /** Ends the whole phase now. */
  z.object({ type: z.literal("phase.end") }),
]);
export type PhaseClockCommand = z.infer<typeof phaseClockCommandSchema>;

export const phaseClockEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("PhaseStarted"), clock: phaseClockSchema }),
  z.object({ type: z.literal("PhasePaused"), at: iso, clock: phaseClockSchema }),
  z.object({ type: z.literal("PhaseResumed"), at: iso, shiftedMinutes: z.number(), clock: phaseClockSchema }),
  z.object({
    type: z.literal("PhaseExtended"),
    segmentId: z.string(),
    minutes: z.number().int(),
    clock: phaseClockSchema,
  }),
  z.object({
    type: z.literal("PhaseShortened"),
    segmentId: z.string(),
    minutes: z.number().int(),
    clock: phaseClockSchema,
  }),
  z.object({ type: z.literal("PhaseAdvanced"), segmentId: z.string(), at: iso, clock: phaseClockSchema }),
  z.object({ type: z.literal("PhaseEnded"), at: iso, clock: phaseClockSchema }),
]);
export type PhaseClockEvent = z.infer<typeof phaseClockEventSchema>;
export const PHASE_CLOCK_EVENT_TYPES = phaseClockEventSchema.options.map((o) => o.shape.type.value);

/** Every clock event carries the resulting clock, so applying one is taking it. */
export function evolvePhaseClock(_clock: PhaseClock | null, event: PhaseClockEvent): PhaseClock {
  return event.clock;
}

/** Starts a phase at `startAt` (now by default). Starting in the past is allowed with a warning. */
export function decideStartPhase(
  plan: PhasePlan,
  kind: PhaseKind,
  number: number,
  now: Date,
  startAt: Date = now,
): Decision<PhaseClockEvent> {
  const clock = startPhaseClock(plan, kind, number, startAt);
  const warnings =
    ms(phaseEndsAt(clock)) <= now.getTime()
      ? [
          msg("clocktower.forumDayRules.clock.wouldHaveEnded", {
            phase: phaseLabel(kind, number),
            at: utcTime(phaseEndsAt(clock)),
          }),
        ]
      : [];
  return { ok: true, event: { type: "PhaseStarted", clock }, warnings };
}

/** A segment as a value of the rules' messages: the forum plan's by id in the reader's language, else its stored name. */
function segmentValue(s: { id: string; label: string }): Phrase {
  return isSegmentId(s.id) ? msg(`clocktower.forumDay.shared.segments.${s.id}`) : s.label;
}

function shiftFrom(clock: PhaseClock, fromIndex: number, deltaMs: number): ClockSegment[] {
  return clock.segments.map((s, i) => (i >= fromIndex ? { ...s, endsAt: toIso(ms(s.endsAt) + deltaMs) } : s));
}

export function decidePhaseClock(
  clock: PhaseClock | null,
  cmd: PhaseClockCommand,
  now: Date,
): Decision<PhaseClockEvent> {
  if (!clock) return { ok: false, error: msg("clocktower.forumDayRules.clock.noPhase") };
  const phase = phaseLabel(clock.kind, clock.number);
  const status = clockStatus(clock, now);
  if (status.state === "ended") return { ok: false, error: msg("clocktower.forumDayRules.clock.ended", { phase }) };
  const at = now.toISOString();
  switch (cmd.type) {
    case "phase.pause":
      if (clock.pausedAt) return { ok: false, error: msg("clocktower.forumDayRules.clock.alreadyPaused", { phase }) };
      if (status.state === "over")
        return {
          ok: false,
          error: msg("clocktower.forumDayRules.clock.nothingToPause", { phase, at: utcTime(status.phaseEndsAt) }),
        };
      return { ok: true, event: { type: "PhasePaused", at, clock: { ...clock, pausedAt: at } } };
    case "phase.resume": {
      if (!clock.pausedAt) return { ok: false, error: msg("clocktower.forumDayRules.clock.notPaused", { phase }) };
      const pausedAt = ms(clock.pausedAt);
      const shift = Math.max(0, now.getTime() - pausedAt);
      // Only deadlines still ahead at the pause move: what had already closed stays closed.
      const segments = clock.segments.map((s) =>
        ms(s.endsAt) > pausedAt ? { ...s, endsAt: toIso(ms(s.endsAt) + shift) } : s,
      );
      return {
        ok: true,
        event: {
          type: "PhaseResumed",
          at,
          shiftedMinutes: shift / MINUTE,
          clock: { ...clock, segments, pausedAt: null },
        },
      };
    }
    case "phase.extend":
    case "phase.shorten": {
      const index = cmd.segmentId ? clock.segments.findIndex((s) => s.id === cmd.segmentId) : status.segmentIndex;
      if (index < 0)
        return {
          ok: false,
          error: msg("clocktower.forumDayRules.clock.noPart", { phase, part: cmd.segmentId ?? "" }),
          field: "segmentId",
        };
      const segment = clock.segments[index]!;
      const delta = (cmd.type === "phase.extend" ? 1 : -1) * cmd.minutes * MINUTE;
      const newEnd = ms(segment.endsAt) + delta;
      if (newEnd < ms(segmentStart(clock, index)))
        return {
          ok: false,
          error: msg("clocktower.forumDayRules.clock.tooShort", {
            segment: segmentValue(segment),
            length: Math.round((ms(segment.endsAt) - ms(segmentStart(clock, index))) / MINUTE),
            by: cmd.minutes,
          }),
          field: "minutes",
        };
      const next = { ...clock, segments: shiftFrom(clock, index, delta) };
      const warnings =
        newEnd < clockTime(clock, now)
          ? [
              msg("clocktower.forumDayRules.clock.passed", {
                segment: segmentValue(segment),
                at: utcTime(toIso(newEnd)),
              }),
            ]
          : [];
      return cmd.type === "phase.extend"
        ? { ok: true, event: { type: "PhaseExtended", segmentId: segment.id, minutes: cmd.minutes, clock: next } }
        : {
            ok: true,
            event: { type: "PhaseShortened", segmentId: segment.id, minutes: cmd.minutes, clock: next },
            warnings,
          };
    }
    case "phase.advance": {
      if (clock.pausedAt) return { ok: false, error: msg("clocktower.forumDayRules.clock.resumeFirst", { phase }) };
      if (status.state === "over") return { ok: false, error: msg("clocktower.forumDayRules.clock.over", { phase }) };
      const delta = now.getTime() - ms(status.endsAt);
      return {
        ok: true,
        event: {
          type: "PhaseAdvanced",
          segmentId: status.segment.id,
          at,
          clock: { ...clock, segments: shiftFrom(clock, status.segmentIndex, delta) },
        },
      };
    }
    case "phase.end":
      return { ok: true, event: { type: "PhaseEnded", at, clock: { ...clock, pausedAt: null, endedAt: at } } };
  }
}
