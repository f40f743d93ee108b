import { z } from "zod";
import { namesAmong } from "../character-names";
import type { Decision } from "@/lib/game/ruleset";
import { decidePhaseClock, phaseClockCommandSchema } from "./phase-clock";
import { dayModifiersSchema, type DayEvent, type DayModifiers, type DayState } from "./day-state";
import {
  decideCancelNomination,
  decideNominate,
  decideWithdrawQueuedNomination,
  settleQueuedNominations,
  type DayContext,
} from "./nominations";
import { decideCastVote, decideLockVote, decideUnlockVote, decideWithdrawVote } from "./votes";
import { decideResolveDay } from "./execution";
import { decideCallExile, decideExileVote, decideResolveExile, decideWithdrawExileVote } from "./exile";
import {
  decideDeclareWhisper,
  decideNeighbourWhisper,
  decidePostedPublicly,
  WHISPER_RULES,
  type WhisperRules,
} from "./whispers";
import { findSeat, isModerator, noSeat, seatValue } from "./roster";
import { msg, type Message, type Phrase, type Say } from "@/lib/i18n/message";
import { decideRecordPasteReview, recordPasteReviewCommandSchema } from "./paste-review";

/**
 * One entry point for a ruleset that embeds the day: parse a command with `dayCommandSchema`,
 * decide it with `decideDay`, apply the event with `evolveDay` (day-state.ts).
 */
const seat = z.string().min(1).max(40);

export const dayCommandSchema = z.discriminatedUnion("type", [
  ...phaseClockCommandSchema.options,
  z.object({ type: z.literal("day.setModifiers"), modifiers: dayModifiersSchema }),
  z.object({ type: z.literal("day.nominate"), nominator: seat, nominee: seat }),
  z.object({ type: z.literal("day.withdrawQueuedNomination"), id: z.string() }),
  z.object({ type: z.literal("day.settleQueuedNominations") }),
  z.object({ type: z.literal("day.cancelNomination"), nominee: seat }),
  z.object({ type: z.literal("day.vote"), voter: seat, nominee: seat }),
  z.object({ type: z.literal("day.unvote"), voter: seat }),
  z.object({ type: z.literal("day.lockVote"), voter: seat }),
  z.object({ type: z.literal("day.unlockVote"), voter: seat }),
  z.object({
    type: z.literal("day.resolve"),
    executionDoesNotKill: z.boolean().optional(),
    judge: z.object({ nominee: seat, verdict: z.enum(["pass", "fail"]) }).optional(),
    /** An ability executes this player at once (the Virgin's nominator): the day ends with it. */
    executeAtOnce: seat.optional(),
  }),
  z.object({ type: z.literal("exile.call"), traveller: seat, calledBy: seat }),
  z.object({ type: z.literal("exile.vote"), exileId: z.string(), voter: seat }),
  z.object({ type: z.literal("exile.unvote"), exileId: z.string(), voter: seat }),
  z.object({ type: z.literal("exile.resolve"), exileId: z.string(), force: z.enum(["exile", "spare"]).optional() }),
  z.object({ type: z.literal("whisper.declare"), from: seat, to: seat }),
  z.object({
    type: z.literal("whisper.neighbour"),
    from: seat,
    to: seat,
    text: z.string().max(500).optional(),
    words: z.number().int().min(0).optional(),
  }),
  z.object({ type: z.literal("whisper.postedPublicly"), seat }),
  /** The moderator's accepted and rejected lines of a pasted stretch of the thread, for the history. */
  recordPasteReviewCommandSchema,
]);
export type DayCommand = z.infer<typeof dayCommandSchema>;
export const DAY_COMMAND_TYPES = dayCommandSchema.options.map((o) => o.shape.type.value);

export interface DayDecideContext extends DayContext {
  /** The whisper rules in force (MATRON_WHISPER_RULES while the Matron is in play). */
  whisperRules?: WhisperRules;
}

/** Sets the day's Voudon / Bishop / Mastermind day. The Voudon should be a living traveller. */
export function decideSetModifiers(state: DayState, modifiers: DayModifiers, ctx: DayContext): Decision<DayEvent> {
  if (!isModerator(ctx.actor)) return { ok: false, error: msg("clocktower.forumDayRules.modifiers.onlyModerator") };
  const warnings: Message[] = [];
  if (modifiers.voudon) {
    const voudon = findSeat(ctx.roster, modifiers.voudon);
    if (!voudon) return { ok: false, error: noSeat(modifiers.voudon) };
    if (!voudon.isTraveller)
      warnings.push(
        msg("clocktower.forumDayRules.modifiers.voudonNotTraveller", {
          name: voudon.name,
          ...namesAmong(ctx.characters, "voudon"),
        }),
      );
    if (!voudon.alive)
      warnings.push(
        msg("clocktower.forumDayRules.modifiers.voudonDead", {
          name: voudon.name,
          ...namesAmong(ctx.characters, "voudon"),
        }),
      );
  }
  if (state.votes.length > 0 && (modifiers.voudon ?? null) !== state.modifiers.voudon)
    warnings.push(msg("clocktower.forumDayRules.modifiers.votesCast", { count: state.votes.length }));
  return { ok: true, event: { type: "DayModifiersSet", modifiers }, warnings };
}

export function decideDay(state: DayState, cmd: DayCommand, ctx: DayDecideContext): Decision<DayEvent> {
  const whisperCtx = { ...ctx, rules: ctx.whisperRules ?? WHISPER_RULES };
  switch (cmd.type) {
    case "phase.pause":
    case "phase.resume":
    case "phase.extend":
    case "phase.shorten":
    case "phase.advance":
    case "phase.end":
      if (!isModerator(ctx.actor)) return { ok: false, error: msg("clocktower.forumDayRules.clock.onlyModerator") };
      return decidePhaseClock(state.clock, cmd, ctx.now);
    case "day.setModifiers":
      return decideSetModifiers(state, cmd.modifiers, ctx);
    case "day.nominate":
      return decideNominate(state, { nominator: cmd.nominator, nominee: cmd.nominee }, ctx);
    case "day.withdrawQueuedNomination":
      return decideWithdrawQueuedNomination(state, { id: cmd.id }, ctx);
    case "day.settleQueuedNominations": {
      const event = settleQueuedNominations(state, ctx.roster, ctx.now);
      return event
        ? { ok: true, event }
        : { ok: false, error: msg("clocktower.forumDayRules.nominations.nothingQueued") };
    }
    case "day.cancelNomination":
      return decideCancelNomination(state, { nominee: cmd.nominee }, ctx);
    case "day.vote":
      return decideCastVote(state, { voter: cmd.voter, nominee: cmd.nominee }, ctx);
    case "day.unvote":
      return decideWithdrawVote(state, { voter: cmd.voter }, ctx);
    case "day.lockVote":
      return decideLockVote(state, { voter: cmd.voter }, ctx);
    case "day.unlockVote":
      return decideUnlockVote(state, { voter: cmd.voter }, ctx);
    case "day.resolve":
      return decideResolveDay(
        state,
        { executionDoesNotKill: cmd.executionDoesNotKill, judge: cmd.judge, executeAtOnce: cmd.executeAtOnce },
        ctx,
      );
    case "exile.call":
      return decideCallExile(state, { traveller: cmd.traveller, calledBy: cmd.calledBy }, ctx);
    case "exile.vote":
      return decideExileVote(state, { exileId: cmd.exileId, voter: cmd.voter }, ctx);
    case "exile.unvote":
      return decideWithdrawExileVote(state, { exileId: cmd.exileId, voter: cmd.voter }, ctx);
    case "exile.resolve":
      return decideResolveExile(state, { exileId: cmd.exileId, force: cmd.force }, ctx);
    case "whisper.declare":
      return decideDeclareWhisper(state.whispers, { from: cmd.from, to: cmd.to }, whisperCtx);
    case "whisper.neighbour":
      return decideNeighbourWhisper(
        state.whispers,
        { from: cmd.from, to: cmd.to, text: cmd.text, words: cmd.words },
        whisperCtx,
      );
    case "whisper.postedPublicly":
      return decidePostedPublicly(state.whispers, { seat: cmd.seat }, whisperCtx);
    case "day.recordPasteReview":
      return decideRecordPasteReview(state.pasteReviews, cmd.lines, ctx);
  }
}

/** "Dolby votes Amelia.": a one-line description of a command, for confirmations and the review's record. */
export function dayCommandMessage(cmd: DayCommand, ctx: Pick<DayContext, "roster">): Phrase {
  const n = (id: string) => seatValue(ctx.roster, id);
  switch (cmd.type) {
    case "day.nominate":
      return msg("clocktower.forumDayRules.describe.nominate", { who: n(cmd.nominator), whom: n(cmd.nominee) });
    case "day.vote":
      return msg("clocktower.forumDayRules.describe.vote", { who: n(cmd.voter), whom: n(cmd.nominee) });
    case "day.unvote":
      return msg("clocktower.forumDayRules.describe.unvote", { who: n(cmd.voter) });
    case "day.lockVote":
      return msg("clocktower.forumDayRules.describe.lock", { who: n(cmd.voter) });
    case "whisper.declare":
      return msg("clocktower.forumDayRules.describe.whisper", { who: n(cmd.from), whom: n(cmd.to) });
    default:
      return cmd.type;
  }
}

/** The same in `say`'s language. */
export function describeDayCommand(cmd: DayCommand, ctx: Pick<DayContext, "roster">, say: Say): string {
  return say(dayCommandMessage(cmd, ctx));
}
