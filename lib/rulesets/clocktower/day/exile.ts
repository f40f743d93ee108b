import type { SeatId } from "@/lib/game/core";
import type { Decision } from "@/lib/game/ruleset";
import {
  enteredBy,
  findSeat,
  isModerator,
  livingPlayers,
  majorityOf,
  noSeat,
  ruleBreaks,
  seatValue,
  STORYTELLER,
  type Roster,
} from "./roster";
import { isMessage, msg, type Message } from "@/lib/i18n/message";
import type { DayEvent, DayState, Exile } from "./day-state";
import type { DayContext } from "./nominations";

/**
 * Exile ("Travellers"): a traveller may be exiled by majority vote at any time, independently of
 * nominations and executions. Decisions: anyone may call for an exile; every seat may vote on it
 * (alive or dead, travellers included), and a dead player neither needs nor spends a vote token
 * (as in the tabletop game); it passes with the same majority as an execution: more than half of
 * the living non-traveller players ("they do not count as players for any rules").
 */

export interface ExileCount {
  id: string;
  traveller: SeatId;
  calledBy: SeatId | typeof STORYTELLER;
  voters: SeatId[];
  total: number;
  living: number;
  needed: number;
  majority: number;
}

export function exileCount(exile: Exile, roster: Roster): ExileCount {
  const living = livingPlayers(roster).length;
  const majority = majorityOf(living);
  const voters = exile.votes.map((v) => v.voter);
  return {
    id: exile.id,
    traveller: exile.traveller,
    calledBy: exile.calledBy,
    voters,
    total: voters.length,
    living,
    majority,
    needed: Math.max(0, majority - voters.length),
  };
}

const stamp = (ctx: DayContext) => ({ at: ctx.now.toISOString(), enteredBy: enteredBy(ctx.actor) });

const isExile = (x: Exile | Message): x is Exile => !isMessage(x);

const voterAndTraveller = (roster: Roster, voter: SeatId, exile: Exile) => ({
  voter: seatValue(roster, voter),
  traveller: seatValue(roster, exile.traveller),
});

function openExile(state: DayState, id: string): Exile | Message {
  const exile = state.exiles.find((e) => e.id === id);
  if (!exile) return msg("clocktower.forumDayRules.exile.noSuch");
  if (exile.result) return msg("clocktower.forumDayRules.exile.resolved");
  return exile;
}

export function decideCallExile(
  state: DayState,
  input: { traveller: SeatId; calledBy: SeatId | typeof STORYTELLER },
  ctx: DayContext,
): Decision<DayEvent> {
  const { roster } = ctx;
  const traveller = findSeat(roster, input.traveller);
  if (!traveller) return { ok: false, error: noSeat(input.traveller) };
  if (input.calledBy !== STORYTELLER && !findSeat(roster, input.calledBy))
    return { ok: false, error: noSeat(input.calledBy) };
  if (ctx.actor.kind === "player" && ctx.actor.seatId !== input.calledBy)
    return { ok: false, error: msg("clocktower.forumDayRules.exile.asYourself") };
  const name = traveller.name;
  if (state.exiles.some((e) => e.traveller === input.traveller && !e.result))
    return { ok: false, error: msg("clocktower.forumDayRules.exile.alreadyOpen", { name }) };
  const breaks: Message[] = [];
  if (!traveller.isTraveller) breaks.push(msg("clocktower.forumDayRules.exile.notTraveller", { name }));
  else if (!traveller.alive) breaks.push(msg("clocktower.forumDayRules.exile.dead", { name }));
  const check = ruleBreaks(ctx.actor, breaks);
  if (check.kind === "refused") return { ok: false, error: check.error };
  const exile: Exile = {
    id: `d${state.day}-x${state.nextNumber}`,
    traveller: input.traveller,
    calledBy: input.calledBy,
    ...stamp(ctx),
    votes: [],
    result: null,
  };
  return { ok: true, event: { type: "ExileCalled", exile }, warnings: check.kind === "warn" ? check.warnings : [] };
}

export function decideExileVote(
  state: DayState,
  input: { exileId: string; voter: SeatId },
  ctx: DayContext,
): Decision<DayEvent> {
  const exile = openExile(state, input.exileId);
  if (!isExile(exile)) return { ok: false, error: exile };
  if (!findSeat(ctx.roster, input.voter)) return { ok: false, error: noSeat(input.voter) };
  if (ctx.actor.kind === "player" && ctx.actor.seatId !== input.voter)
    return { ok: false, error: msg("clocktower.forumDayRules.votes.forYourself") };
  if (exile.votes.some((v) => v.voter === input.voter))
    return {
      ok: false,
      error: msg("clocktower.forumDayRules.exile.alreadyVotes", voterAndTraveller(ctx.roster, input.voter, exile)),
    };
  return { ok: true, event: { type: "ExileVoteCast", exileId: exile.id, voter: input.voter, ...stamp(ctx) } };
}

export function decideWithdrawExileVote(
  state: DayState,
  input: { exileId: string; voter: SeatId },
  ctx: DayContext,
): Decision<DayEvent> {
  const exile = openExile(state, input.exileId);
  if (!isExile(exile)) return { ok: false, error: exile };
  if (ctx.actor.kind === "player" && ctx.actor.seatId !== input.voter)
    return { ok: false, error: msg("clocktower.forumDayRules.votes.forYourself") };
  if (!exile.votes.some((v) => v.voter === input.voter))
    return {
      ok: false,
      error: msg("clocktower.forumDayRules.exile.notVoting", voterAndTraveller(ctx.roster, input.voter, exile)),
    };
  return { ok: true, event: { type: "ExileVoteWithdrawn", exileId: exile.id, voter: input.voter, ...stamp(ctx) } };
}

/** Closes an exile vote: exiled with majority. `force` records the moderator's verdict instead. */
export function decideResolveExile(
  state: DayState,
  input: { exileId: string; force?: "exile" | "spare" },
  ctx: DayContext,
): Decision<DayEvent> {
  if (!isModerator(ctx.actor)) return { ok: false, error: msg("clocktower.forumDayRules.exile.onlyModerator") };
  const exile = openExile(state, input.exileId);
  if (!isExile(exile)) return { ok: false, error: exile };
  const count = exileCount(exile, ctx.roster);
  const byVote = count.total >= count.majority;
  const exiled = input.force ? input.force === "exile" : byVote;
  const warnings =
    input.force && exiled !== byVote
      ? [
          msg("clocktower.forumDayRules.exile.overrule", {
            byVote: msg(`clocktower.forumDayRules.exile.verdicts.${byVote ? "exile" : "spare"}`),
            votes: count.total,
            needed: count.majority,
            force: msg(`clocktower.forumDayRules.exile.verdicts.${input.force}`),
          }),
        ]
      : [];
  return {
    ok: true,
    event: {
      type: "ExileResolved",
      exileId: exile.id,
      result: {
        exiled,
        votes: count.total,
        needed: count.majority,
        at: ctx.now.toISOString(),
        forced: input.force !== undefined,
      },
    },
    warnings,
  };
}
