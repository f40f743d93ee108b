import type { SeatId } from "../core";
import type { Decision } from "../ruleset";
import {
  enteredBy,
  findSeat,
  isModerator,
  livingPlayers,
  majorityOf,
  ruleBreaks,
  seatName,
  STORYTELLER,
  type Roster,
} from "./roster";
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

function openExile(state: DayState, id: string): Exile | string {
  const exile = state.exiles.find((e) => e.id === id);
  if (!exile) return "There is no such exile vote.";
  if (exile.result) return "That exile vote has already been resolved.";
  return exile;
}

export function decideCallExile(
  state: DayState,
  input: { traveller: SeatId; calledBy: SeatId | typeof STORYTELLER },
  ctx: DayContext,
): Decision<DayEvent> {
  const { roster } = ctx;
  const traveller = findSeat(roster, input.traveller);
  if (!traveller) return { ok: false, error: `There is no seat "${input.traveller}" in this game.` };
  if (input.calledBy !== STORYTELLER && !findSeat(roster, input.calledBy))
    return { ok: false, error: `There is no seat "${input.calledBy}" in this game.` };
  if (ctx.actor.kind === "player" && ctx.actor.seatId !== input.calledBy)
    return { ok: false, error: "You can only call for an exile as yourself." };
  if (state.exiles.some((e) => e.traveller === input.traveller && !e.result))
    return { ok: false, error: `There is already an open exile vote on ${traveller.name}.` };
  const breaks: string[] = [];
  if (!traveller.isTraveller) breaks.push(`${traveller.name} is not a traveller; only travellers can be exiled.`);
  else if (!traveller.alive) breaks.push(`${traveller.name} is already dead.`);
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
  if (typeof exile === "string") return { ok: false, error: exile };
  if (!findSeat(ctx.roster, input.voter))
    return { ok: false, error: `There is no seat "${input.voter}" in this game.` };
  if (ctx.actor.kind === "player" && ctx.actor.seatId !== input.voter)
    return { ok: false, error: "You can only vote for yourself." };
  if (exile.votes.some((v) => v.voter === input.voter))
    return {
      ok: false,
      error: `${seatName(ctx.roster, input.voter)} already votes to exile ${seatName(ctx.roster, exile.traveller)}.`,
    };
  return { ok: true, event: { type: "ExileVoteCast", exileId: exile.id, voter: input.voter, ...stamp(ctx) } };
}

export function decideWithdrawExileVote(
  state: DayState,
  input: { exileId: string; voter: SeatId },
  ctx: DayContext,
): Decision<DayEvent> {
  const exile = openExile(state, input.exileId);
  if (typeof exile === "string") return { ok: false, error: exile };
  if (ctx.actor.kind === "player" && ctx.actor.seatId !== input.voter)
    return { ok: false, error: "You can only vote for yourself." };
  if (!exile.votes.some((v) => v.voter === input.voter))
    return {
      ok: false,
      error: `${seatName(ctx.roster, input.voter)} is not voting to exile ${seatName(ctx.roster, exile.traveller)}.`,
    };
  return { ok: true, event: { type: "ExileVoteWithdrawn", exileId: exile.id, voter: input.voter, ...stamp(ctx) } };
}

/** Closes an exile vote: exiled with majority. `force` records the moderator's verdict instead. */
export function decideResolveExile(
  state: DayState,
  input: { exileId: string; force?: "exile" | "spare" },
  ctx: DayContext,
): Decision<DayEvent> {
  if (!isModerator(ctx.actor)) return { ok: false, error: "Only the moderator can close an exile vote." };
  const exile = openExile(state, input.exileId);
  if (typeof exile === "string") return { ok: false, error: exile };
  const count = exileCount(exile, ctx.roster);
  const byVote = count.total >= count.majority;
  const exiled = input.force ? input.force === "exile" : byVote;
  const warnings =
    input.force && exiled !== byVote
      ? [
          `The vote says ${byVote ? "exile" : "spare"} (${count.total} of ${count.majority} needed); you are recording ${input.force}.`,
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
