import type { SeatId } from "@/lib/game/core";
import { namesAmong, type DayCharacters } from "../character-names";
import type { Actor, Decision } from "@/lib/game/ruleset";
import { actionTiming, actionWindow, timingRefusal } from "./phase-clock";
import { utcTime } from "@/lib/game/deadline-format";
import {
  enteredBy,
  findSeat,
  isModerator,
  noSeat,
  ruleBreaks,
  seatValue,
  sentences,
  STORYTELLER,
  type Roster,
} from "./roster";
import { msg, type Message, type Phrase } from "@/lib/i18n/message";
import type { DayEvent, DayState, Nomination, QueuedNomination } from "./day-state";

/**
 * Nominations ("Nominations and Voting"): each player nominates at most once a day and is nominated
 * at most once a day; dead players cannot nominate; only living players can be nominated (travellers
 * are exiled instead, see exile.ts). Before the window opens a nomination is queued; queued
 * nominations take effect at the opening, in the order queued.
 */
export interface DayContext {
  now: Date;
  roster: Roster;
  actor: Actor;
  /** The game's characters (its script's), so a message names the Bishop or the Voudon as the script does. */
  characters?: DayCharacters;
}

export type NominationInput = { nominator: SeatId | typeof STORYTELLER; nominee: SeatId };

export function resolvedError(state: DayState): Message {
  return msg("clocktower.forumDayRules.nominations.resolved", { day: state.day });
}

/** When queued nominations take effect: the opening of the nomination window (null without a clock). */
export function nominationsOpenAt(state: DayState): string | null {
  return state.clock ? (actionWindow(state.clock, "nominate")?.opensAt ?? null) : null;
}

export interface EffectiveNominations {
  /** Today's nominations in order, queued ones included once the window has opened. */
  nominations: Nomination[];
  /** Queued nominations that could not take effect, with the reason. */
  dropped: Array<{ queued: QueuedNomination; reason: Phrase }>;
  /** Still waiting for the window to open. */
  pending: QueuedNomination[];
}

/**
 * The nominations in force at `now`. Nothing runs at the opening instant: queued nominations are
 * turned into nominations here, lazily, whenever `now` is past the opening. A ruleset may also
 * record the outcome once with `settleQueuedNominations`.
 */
export function effectiveNominations(state: DayState, roster: Roster, now: Date): EffectiveNominations {
  if (state.modifiers.fiddler) return { nominations: fiddlerNominations(state), dropped: [], pending: [] };
  const opensAt = nominationsOpenAt(state);
  if (state.queueSettled || state.queued.length === 0 || !opensAt || now.getTime() < Date.parse(opensAt))
    return { nominations: state.nominations, dropped: [], pending: state.queueSettled ? [] : state.queued };
  const open = Date.parse(opensAt);
  const before = state.nominations.filter((n) => Date.parse(n.at) <= open);
  const after = state.nominations.filter((n) => Date.parse(n.at) > open);
  const made: Nomination[] = [...before];
  const dropped: EffectiveNominations["dropped"] = [];
  for (const q of state.queued) {
    const breaks = nominationBreaks(state, made, [], roster, q);
    if (breaks.length) dropped.push({ queued: q, reason: sentences(breaks) });
    else
      made.push({
        id: q.id,
        nominator: q.nominator,
        nominee: q.nominee,
        at: opensAt,
        enteredBy: q.enteredBy,
        fromQueue: true,
      });
  }
  return { nominations: [...made, ...after], dropped, pending: [] };
}

/** The event that records what the queue became at the opening, or null if there is nothing to settle yet. */
export function settleQueuedNominations(state: DayState, roster: Roster, now: Date): DayEvent | null {
  const opensAt = nominationsOpenAt(state);
  if (state.queueSettled || state.queued.length === 0 || !opensAt || now.getTime() < Date.parse(opensAt)) return null;
  const { nominations, dropped } = effectiveNominations(state, roster, now);
  return {
    type: "QueuedNominationsSettled",
    made: nominations.filter((n) => n.fromQueue && state.queued.some((q) => q.id === n.id)),
    dropped: dropped.map((d) => ({ id: d.queued.id, reason: d.reason })),
  };
}

/** The Fiddler's vote: its two players stand as the day's only "nominees", put up by the Storyteller. */
export function fiddlerNominations(state: DayState): Nomination[] {
  const at = state.clock?.startedAt ?? new Date(0).toISOString();
  return (state.modifiers.fiddler ?? []).map((nominee) => ({
    id: `fiddler:${nominee}`,
    nominator: STORYTELLER,
    nominee,
    at,
    enteredBy: "storyteller",
    fromQueue: false,
  }));
}

/** The day's rules a nomination may break, as sentences (the moderator may still force it). */
function nominationBreaks(
  state: DayState,
  existing: readonly Nomination[],
  pending: readonly QueuedNomination[],
  roster: Roster,
  input: NominationInput,
  characters?: DayCharacters,
): Message[] {
  const out: Message[] = [];
  const all = [...existing, ...pending];
  const rule = (key: string, values?: Parameters<typeof msg>[1]) =>
    out.push(msg(`clocktower.forumDayRules.nominations.${key}`, values));
  const nominatorName = seatValue(roster, input.nominator);
  const name = seatValue(roster, input.nominee);
  const names = namesAmong(characters, "fiddler", "bishop");
  if (state.modifiers.fiddler) rule("fiddler", names);
  if (state.modifiers.bishop && input.nominator !== STORYTELLER) rule("bishop", names);
  if (!state.modifiers.bishop && input.nominator === STORYTELLER) rule("storytellerWithoutBishop", names);
  if (input.nominator !== STORYTELLER) {
    const nominator = findSeat(roster, input.nominator);
    if (nominator && !nominator.alive) rule("deadNominator", { name: nominatorName });
    const earlier = all.find((n) => n.nominator === input.nominator);
    if (earlier) rule("alreadyNominated", { name: nominatorName, nominee: seatValue(roster, earlier.nominee) });
  }
  const nominee = findSeat(roster, input.nominee);
  if (all.some((n) => n.nominee === input.nominee)) rule("alreadyNominee", { name });
  if (nominee && nominee.isTraveller) rule("traveller", { name });
  else if (nominee && !nominee.alive) rule("deadNominee", { name });
  return out;
}

function seatErrors(roster: Roster, actor: Actor, input: NominationInput): Message | null {
  if (input.nominator !== STORYTELLER && !findSeat(roster, input.nominator)) return noSeat(input.nominator);
  if (!findSeat(roster, input.nominee)) return noSeat(input.nominee);
  if (actor.kind === "player" && actor.seatId !== input.nominator)
    return msg("clocktower.forumDayRules.nominations.asYourself");
  return null;
}

/**
 * A nomination: made now while the window is open, queued before it opens, refused (or a warning
 * for the moderator) once it has closed or when it breaks the once-a-day rules.
 */
export function decideNominate(state: DayState, input: NominationInput, ctx: DayContext): Decision<DayEvent> {
  if (state.result) return decideSecondNomination(state, input, ctx);
  const bad = seatErrors(ctx.roster, ctx.actor, input);
  if (bad) return { ok: false, error: bad };
  const timing = state.clock ? actionTiming(state.clock, "nominate", ctx.now) : ({ kind: "open" } as const);
  const current = effectiveNominations(state, ctx.roster, ctx.now);
  const breaks = nominationBreaks(state, current.nominations, current.pending, ctx.roster, input, ctx.characters);
  const at = ctx.now.toISOString();
  const id = `d${state.day}-n${state.nextNumber}`;

  if (timing.kind === "notYet") {
    const check = ruleBreaks(ctx.actor, breaks);
    if (check.kind === "refused") return { ok: false, error: check.error };
    return {
      ok: true,
      event: { type: "NominationQueued", queued: { id, ...input, queuedAt: at, enteredBy: enteredBy(ctx.actor) } },
      warnings: check.kind === "warn" ? check.warnings : [],
    };
  }
  const refusal = timingRefusal(state.clock, "nominate", ctx.now);
  if (refusal) breaks.unshift(refusal);
  const check = ruleBreaks(ctx.actor, breaks);
  if (check.kind === "refused") return { ok: false, error: check.error };
  return {
    ok: true,
    event: {
      type: "NominationMade",
      nomination: { id, ...input, at, enteredBy: enteredBy(ctx.actor), fromQueue: false },
    },
    warnings: check.kind === "warn" ? check.warnings : [],
  };
}

/** Whether `seat` may nominate again now: the day's vote is resolved with an execution, and no second vote yet. */
export function mayNominateAgain(state: DayState, seat: SeatId | typeof STORYTELLER): boolean {
  return (
    !!state.result?.executed &&
    !!state.modifiers.secondNominator &&
    state.modifiers.secondNominator === seat &&
    !(state.earlier ?? []).length
  );
}

/**
 * A nomination after the day's execution: refused ("Day 2 is resolved") unless the seat may nominate
 * again (the Butcher, `modifiers.secondNominator`). Its vote is not held to the day's clock (the windows
 * have closed): it lasts until the storyteller resolves it. The once-a-day rules read the whole day: a
 * player nominated earlier today may not be nominated again; the Butcher's own earlier nomination does
 * not count.
 */
function decideSecondNomination(state: DayState, input: NominationInput, ctx: DayContext): Decision<DayEvent> {
  if (!mayNominateAgain(state, input.nominator)) return { ok: false, error: resolvedError(state) };
  const bad = seatErrors(ctx.roster, ctx.actor, input);
  if (bad) return { ok: false, error: bad };
  const today = [...(state.earlier ?? []).flatMap((r) => r.nominations), ...state.nominations].filter(
    (n) => n.nominator !== input.nominator,
  );
  const breaks = nominationBreaks(state, today, [], ctx.roster, input, ctx.characters);
  const check = ruleBreaks(ctx.actor, breaks);
  if (check.kind === "refused") return { ok: false, error: check.error };
  const id = `d${state.day}-n${state.nextNumber}`;
  return {
    ok: true,
    event: {
      type: "SecondNominationMade",
      nomination: { id, ...input, at: ctx.now.toISOString(), enteredBy: enteredBy(ctx.actor), fromQueue: false },
    },
    warnings: check.kind === "warn" ? check.warnings : [],
  };
}

/** Takes back a queued nomination before the window opens. */
export function decideWithdrawQueuedNomination(
  state: DayState,
  input: { id: string },
  ctx: DayContext,
): Decision<DayEvent> {
  const q = state.queued.find((x) => x.id === input.id);
  if (!q || state.queueSettled) return { ok: false, error: msg("clocktower.forumDayRules.nominations.noQueued") };
  if (ctx.actor.kind === "player" && ctx.actor.seatId !== q.nominator)
    return { ok: false, error: msg("clocktower.forumDayRules.nominations.ownQueued") };
  const opensAt = nominationsOpenAt(state);
  if (opensAt && ctx.now.getTime() >= Date.parse(opensAt)) {
    const check = ruleBreaks(ctx.actor, [
      msg("clocktower.forumDayRules.nominations.tookEffect", { at: utcTime(opensAt) }),
    ]);
    if (check.kind === "refused") return { ok: false, error: check.error };
    return {
      ok: true,
      event: {
        type: "QueuedNominationWithdrawn",
        id: q.id,
        at: ctx.now.toISOString(),
        enteredBy: enteredBy(ctx.actor),
      },
      warnings: check.kind === "warn" ? check.warnings : [],
    };
  }
  return {
    ok: true,
    event: { type: "QueuedNominationWithdrawn", id: q.id, at: ctx.now.toISOString(), enteredBy: enteredBy(ctx.actor) },
  };
}

/** The moderator strikes a nomination entered by mistake; votes on it are withdrawn. */
export function decideCancelNomination(
  state: DayState,
  input: { nominee: SeatId },
  ctx: DayContext,
): Decision<DayEvent> {
  if (!isModerator(ctx.actor))
    return { ok: false, error: msg("clocktower.forumDayRules.nominations.onlyModeratorStrike") };
  if (state.result) return { ok: false, error: resolvedError(state) };
  const { nominations, pending } = effectiveNominations(state, ctx.roster, ctx.now);
  if (!nominations.some((n) => n.nominee === input.nominee) && !pending.some((q) => q.nominee === input.nominee))
    return {
      ok: false,
      error: msg("clocktower.forumDayRules.nominations.notNominated", { name: seatValue(ctx.roster, input.nominee) }),
    };
  return {
    ok: true,
    event: {
      type: "NominationCancelled",
      nominee: input.nominee,
      at: ctx.now.toISOString(),
      enteredBy: enteredBy(ctx.actor),
    },
  };
}
