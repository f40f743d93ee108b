import type { SeatId } from "../core";
import type { Decision } from "../ruleset";
import { actionWindow } from "./phase-clock";
import { formatUtc } from "./deadline-format";
import { findSeat, isModerator, ruleBreaks, seatName, type Roster } from "./roster";
import type { DayEvent, DayModifiers, DayResult, DayState } from "./day-state";
import { leaderOf, voteCount, type VoteCount } from "./tally";
import type { DayContext } from "./nominations";

/**
 * Characters that change how the day resolves, with their rule text (rules/bad-moon-rising-forum.txt).
 * The moderator switches them on: Voudon, Bishop and Mastermind as day modifiers (they change the
 * whole day), the Judge and an execution that does not kill as options of the resolution.
 */
export const DAY_ALTERATIONS = {
  executionDoesNotKill: {
    name: "Execution that does not kill",
    ruleText:
      'The executed player does not die (e.g. Devil\'s Advocate: "if executed tomorrow, they don\'t die"; Pacifist: "Executed good players might not die"; Fool; Sailor; Zombuul).',
    applies: "resolution",
  },
  judge: {
    name: "Judge",
    ruleText:
      "Once per game, if another player nominated: you may choose to force the current execution to pass or fail.",
    applies: "resolution",
  },
  mastermindDay: {
    name: "Mastermind",
    ruleText:
      "If the demon dies by execution (ending the game), play for 1 more day. If a player is then executed, their team loses.",
    applies: "day",
  },
  fiddler: {
    name: "Fiddler",
    ruleText:
      "Once per game, at night, the Demon secretly chooses a player of an opposing alignment; All players then vote which of these two wins the game.",
    applies: "day",
  },
  voudon: {
    name: "Voudon",
    ruleText: "Only you & the dead can vote. They don't need a vote token to do so. A 50% majority isn't required.",
    applies: "day",
  },
  bishop: {
    name: "Bishop",
    ruleText: "Only the Storyteller can nominate. At least 1 opposing player must be nominated each day.",
    applies: "day",
  },
} as const;
export type DayAlteration = keyof typeof DAY_ALTERATIONS;

export interface ResolveOptions {
  /** The execution happens but the player does not die. */
  executionDoesNotKill?: boolean;
  /** The Judge forces this nominee's execution to pass or fail. */
  judge?: { nominee: SeatId; verdict: "pass" | "fail" };
}

/**
 * The dead voters whose token the resolution spends: every dead voter whose vote stands on a
 * nominee when the day resolves (counted in the final tally). Under the Voudon the dead vote
 * without a token, so none is spent.
 */
export function ghostVotesSpentAt(state: DayState, roster: Roster, count: VoteCount): SeatId[] {
  if (state.modifiers.voudon || state.modifiers.fiddler) return [];
  const counted = new Set(count.rows.flatMap((r) => r.voters));
  return roster.filter((s) => !s.alive && counted.has(s.id)).map((s) => s.id);
}

function votesWord(n: number) {
  return `${n} vote${n === 1 ? "" : "s"}`;
}

function listNames(roster: Roster, ids: readonly SeatId[]): string {
  const names = ids.map((id) => seatName(roster, id));
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** What the day comes to at `now` with these options. Pure: `decideResolveDay` wraps it in an event. */
export function resolveDay(
  state: DayState,
  roster: Roster,
  now: Date,
  options: ResolveOptions = {},
  forced = false,
): DayResult {
  const count = voteCount(state, roster, now);
  const leader = leaderOf(count.rows, count.majority);
  const notes: string[] = [];
  const modifiers: DayModifiers = state.modifiers;
  if (modifiers.fiddler) return resolveFiddler(state, roster, now, count, forced);
  if (modifiers.voudon) notes.push(`Voudon: ${DAY_ALTERATIONS.voudon.ruleText}`);
  if (modifiers.bishop) notes.push(`Bishop: ${DAY_ALTERATIONS.bishop.ruleText}`);

  let executed = leader.nominee;
  const row = (id: SeatId | null) => count.rows.find((r) => r.nominee === id);
  const needed = count.majority;
  const neededText = needed === null ? "no majority needed" : `${needed} needed`;

  let nobody: string;
  if (count.rows.length === 0) nobody = "Nobody is executed: nobody was nominated.";
  else if (leader.votes === 0) nobody = "Nobody is executed: nobody received a vote.";
  else if (leader.tied.length > 0)
    nobody = `Nobody is executed: ${listNames(roster, leader.tied)} are tied on ${votesWord(leader.votes)}.`;
  else {
    const top = count.rows.find((r) => r.total === leader.votes)!;
    nobody = `Nobody is executed: ${seatName(roster, top.nominee)} has the most votes (${leader.votes}) but ${neededText}.`;
  }

  let judgeSentence = "";
  if (options.judge) {
    const judged = seatName(roster, options.judge.nominee);
    notes.push(`Judge: ${DAY_ALTERATIONS.judge.ruleText}`);
    judgeSentence = `The Judge forces ${judged}'s execution to ${options.judge.verdict}.`;
    if (options.judge.verdict === "pass") executed = options.judge.nominee;
    else if (executed === options.judge.nominee) {
      executed = null;
      nobody = "Nobody is executed.";
    }
  }

  const dies = executed !== null && !options.executionDoesNotKill;
  let summary: string;
  if (executed !== null) {
    const votes = row(executed)?.total ?? 0;
    summary = `${seatName(roster, executed)} is executed with ${votesWord(votes)} (${neededText}) ${dies ? "and dies." : "but does not die."}`;
    if (judgeSentence) summary = `${judgeSentence} ${summary}`;
    if (options.executionDoesNotKill)
      notes.push(`${DAY_ALTERATIONS.executionDoesNotKill.name}: ${DAY_ALTERATIONS.executionDoesNotKill.ruleText}`);
  } else summary = judgeSentence ? `${nobody} ${judgeSentence}` : nobody;
  if (modifiers.mastermindDay) {
    notes.push(`Mastermind: ${DAY_ALTERATIONS.mastermindDay.ruleText}`);
    summary +=
      executed !== null
        ? ` This is the Mastermind's extra day: ${seatName(roster, executed)}'s team loses.`
        : " This is the Mastermind's extra day and nobody was executed.";
  }
  return {
    at: now.toISOString(),
    executed,
    dies,
    votes: executed ? (row(executed)?.total ?? 0) : leader.votes,
    needed,
    tiedNominees: leader.tied,
    ghostVotesSpent: ghostVotesSpentAt(state, roster, count),
    finalCount: count.rows.map((r) => ({ nominator: r.nominator, nominee: r.nominee, voters: r.voters })),
    roster: [...roster],
    summary,
    notes,
    forced,
  };
}

/**
 * The Fiddler's vote resolves: nobody is executed; the player with the most votes wins the vote (their
 * team wins the game: the ruleset knows the teams). A tie names no one: the ruleset decides it.
 */
function resolveFiddler(state: DayState, roster: Roster, now: Date, count: VoteCount, forced: boolean): DayResult {
  const candidates = state.modifiers.fiddler!;
  const votes = (id: SeatId) => count.rows.find((r) => r.nominee === id)?.total ?? 0;
  const [a, b] = candidates;
  const winner = votes(a) === votes(b) ? null : votes(a) > votes(b) ? a : b;
  const tally = `${seatName(roster, a)} ${votes(a)}, ${seatName(roster, b)} ${votes(b)}`;
  const summary = winner
    ? `The Fiddler's vote: ${tally}. ${seatName(roster, winner)} wins the vote: their team wins the game.`
    : `The Fiddler's vote: ${tally}. A tie.`;
  return {
    at: now.toISOString(),
    executed: null,
    dies: false,
    votes: winner ? votes(winner) : votes(a),
    needed: null,
    tiedNominees: winner ? [] : [a, b],
    ghostVotesSpent: [],
    finalCount: count.rows.map((r) => ({ nominator: r.nominator, nominee: r.nominee, voters: r.voters })),
    roster: [...roster],
    fiddler: { candidates, winner },
    summary,
    notes: [`Fiddler: ${DAY_ALTERATIONS.fiddler.ruleText}`],
    forced,
  };
}

/**
 * Resolves the day: when voting has closed, or early when every living voter has locked. Before
 * that it is a warning for the moderator ("Voting is open until ...").
 */
export function decideResolveDay(state: DayState, options: ResolveOptions, ctx: DayContext): Decision<DayEvent> {
  if (!isModerator(ctx.actor)) return { ok: false, error: "Only the moderator can resolve the day." };
  if (state.result) return { ok: false, error: `Day ${state.day} has already been resolved.` };
  if (options.judge && !findSeat(ctx.roster, options.judge.nominee))
    return { ok: false, error: `There is no seat "${options.judge.nominee}" in this game.` };
  const count = voteCount(state, ctx.roster, ctx.now);
  if (options.judge && !count.rows.some((r) => r.nominee === options.judge!.nominee))
    return { ok: false, error: `${seatName(ctx.roster, options.judge.nominee)} has not been nominated today.` };
  const breaks: string[] = [];
  const window = state.clock ? actionWindow(state.clock, "vote") : null;
  if (window && ctx.now.getTime() < Date.parse(window.closesAt) && !count.allLocked)
    breaks.push(`Voting is open until ${formatUtc(window.closesAt)} and not every vote is locked.`);
  const check = ruleBreaks(ctx.actor, breaks);
  if (check.kind === "refused") return { ok: false, error: check.error };
  const result = resolveDay(state, ctx.roster, ctx.now, options, breaks.length > 0);
  return { ok: true, event: { type: "DayResolved", result }, warnings: check.kind === "warn" ? check.warnings : [] };
}
