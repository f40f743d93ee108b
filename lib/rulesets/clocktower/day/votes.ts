import type { SeatId } from "@/lib/game/core";
import { namesAmong, type DayCharacters } from "../character-names";
import type { Decision } from "@/lib/game/ruleset";
import { timingRefusal } from "./phase-clock";
import { formatUtc } from "@/lib/game/deadline-format";
import { msg, type Message, type Phrase, type Say } from "@/lib/i18n/message";
import { enteredBy, findSeat, isModerator, noSeat, ruleBreaks, seatValue, type DaySeat, type Roster } from "./roster";
import type { DayEvent, DayState } from "./day-state";
import { effectiveNominations, type DayContext } from "./nominations";

/**
 * Forum-style votes ("Nominations and Voting"): each living player has one vote a day that they may
 * move between nominees or withdraw until voting closes; never on two nominees at once. A dead
 * player has one vote token for the whole game.
 *
 * Dead vote tokens: the token is spent only when the day resolves with the dead player's vote
 * standing on a nominee (it is then counted in the final tally), whether or not anyone is executed;
 * a dead player may move or withdraw their vote before that without losing the token. This mirrors
 * the tabletop rule (the token is spent when the hand is counted) on a forum, where votes move freely
 * until the day resolves. See `ghostVotesSpentAt` in execution.ts.
 *
 * Travellers vote like any living player (they "do not count as players" for majority, but the
 * rulebook's Voudon ability presupposes that travellers vote), and do not count toward majority.
 *
 * Locks: a locked vote is final for the day (only the moderator may unlock or move it). A player may
 * lock without voting (a locked abstention). When every living voter has locked, the day may resolve
 * early; dead players' locks are welcome but never awaited.
 */

export type VoterStanding =
  | { canVote: true; as: "living" | "dead-token" | "dead-voudon" | "voudon" | "fiddler" }
  | { canVote: false; reason: Message };

/** Whether this seat may vote today, and on what footing. */
export function voterStanding(
  state: DayState,
  seat: DaySeat,
  roster: Roster,
  characters?: DayCharacters,
): VoterStanding {
  const name = seat.name;
  // The Fiddler: "All players then vote": the dead too, without a vote token (none is spent).
  if (state.modifiers.fiddler) return { canVote: true, as: "fiddler" };
  if (state.modifiers.voudon) {
    if (!seat.alive) return { canVote: true, as: "dead-voudon" };
    if (seat.id === state.modifiers.voudon) return { canVote: true, as: "voudon" };
    return {
      canVote: false,
      reason: msg("clocktower.forumDay.rules.voudonOnly", {
        voudonSeat: seatValue(roster, state.modifiers.voudon),
        ...namesAmong(characters, "voudon"),
      }),
    };
  }
  if (seat.alive) return { canVote: true, as: "living" };
  if (seat.ghostVoteAvailable) return { canVote: true, as: "dead-token" };
  return { canVote: false, reason: msg("clocktower.forumDay.rules.tokenSpent", { name }) };
}

/** The living seats that may vote today: the voters whose locks end the day early. */
export function livingVoters(state: DayState, roster: Roster): DaySeat[] {
  return roster.filter((s) => s.alive && voterStanding(state, s, roster).canVote);
}

/** True when every living voter has locked (and there is at least one): the day may resolve early. */
export function allVotesLocked(state: DayState, roster: Roster): boolean {
  const voters = livingVoters(state, roster);
  return voters.length > 0 && voters.every((s) => state.locks.includes(s.id));
}

export function currentVote(state: DayState, voter: SeatId): SeatId | null {
  return state.votes.find((v) => v.voter === voter)?.nominee ?? null;
}

function voterErrors(state: DayState, voter: SeatId, ctx: DayContext): Message | null {
  if (state.result) return msg("clocktower.forumDayRules.votes.resolved", { day: state.day });
  if (!findSeat(ctx.roster, voter)) return noSeat(voter);
  if (ctx.actor.kind === "player" && ctx.actor.seatId !== voter)
    return msg("clocktower.forumDayRules.votes.forYourself");
  return null;
}

function decided(event: DayEvent, breaks: Phrase[], ctx: DayContext): Decision<DayEvent> {
  const check = ruleBreaks(ctx.actor, breaks);
  if (check.kind === "refused") return { ok: false, error: check.error };
  return { ok: true, event, warnings: check.kind === "warn" ? check.warnings : [] };
}

/** Voting closed? A second vote today (the Butcher's) has no window: it lasts until the storyteller resolves it. */
const voteTiming = (state: DayState, ctx: DayContext) =>
  (state.earlier ?? []).length ? null : timingRefusal(state.clock, "vote", ctx.now);

const stamp = (ctx: DayContext) => ({ at: ctx.now.toISOString(), enteredBy: enteredBy(ctx.actor) });

/** Places or moves a vote onto a nominee. */
export function decideCastVote(
  state: DayState,
  input: { voter: SeatId; nominee: SeatId },
  ctx: DayContext,
): Decision<DayEvent> {
  const bad = voterErrors(state, input.voter, ctx);
  if (bad) return { ok: false, error: bad };
  const { roster } = ctx;
  const nominee = seatValue(roster, input.nominee);
  const { nominations } = effectiveNominations(state, roster, ctx.now);
  if (!nominations.some((n) => n.nominee === input.nominee))
    return { ok: false, error: msg("clocktower.forumDayRules.nominations.notNominated", { name: nominee }) };
  const voter = seatValue(roster, input.voter);
  const previous = currentVote(state, input.voter);
  if (previous === input.nominee)
    return { ok: false, error: msg("clocktower.forumDayRules.votes.alreadyVotes", { voter, nominee }) };
  const breaks: Phrase[] = [];
  const timing = voteTiming(state, ctx);
  if (timing) breaks.push(timing);
  const standing = voterStanding(state, findSeat(roster, input.voter)!, roster, ctx.characters);
  if (!standing.canVote) breaks.push(standing.reason);
  if (state.locks.includes(input.voter)) breaks.push(msg("clocktower.forumDayRules.votes.locked", { name: voter }));
  return decided({ type: "VoteCast", voter: input.voter, nominee: input.nominee, ...stamp(ctx) }, breaks, ctx);
}

/** "/unvote": takes a vote back. */
export function decideWithdrawVote(state: DayState, input: { voter: SeatId }, ctx: DayContext): Decision<DayEvent> {
  const bad = voterErrors(state, input.voter, ctx);
  if (bad) return { ok: false, error: bad };
  const name = seatValue(ctx.roster, input.voter);
  if (!currentVote(state, input.voter))
    return { ok: false, error: msg("clocktower.forumDayRules.votes.notVoting", { name }) };
  const breaks: Phrase[] = [];
  const timing = voteTiming(state, ctx);
  if (timing) breaks.push(timing);
  if (state.locks.includes(input.voter)) breaks.push(msg("clocktower.forumDayRules.votes.locked", { name }));
  return decided({ type: "VoteWithdrawn", voter: input.voter, ...stamp(ctx) }, breaks, ctx);
}

/** Locks a vote (or a locked abstention) for the rest of the day. */
export function decideLockVote(state: DayState, input: { voter: SeatId }, ctx: DayContext): Decision<DayEvent> {
  const bad = voterErrors(state, input.voter, ctx);
  if (bad) return { ok: false, error: bad };
  const name = seatValue(ctx.roster, input.voter);
  if (state.locks.includes(input.voter))
    return { ok: false, error: msg("clocktower.forumDayRules.votes.alreadyLocked", { name }) };
  const breaks: Phrase[] = [];
  const timing = voteTiming(state, ctx);
  if (timing) breaks.push(timing);
  return decided({ type: "VoteLocked", voter: input.voter, ...stamp(ctx) }, breaks, ctx);
}

/** Unlocks a vote: the moderator only (a player's lock is final). */
export function decideUnlockVote(state: DayState, input: { voter: SeatId }, ctx: DayContext): Decision<DayEvent> {
  const bad = voterErrors(state, input.voter, ctx);
  if (bad) return { ok: false, error: bad };
  if (!state.locks.includes(input.voter))
    return {
      ok: false,
      error: msg("clocktower.forumDayRules.votes.notLocked", { name: seatValue(ctx.roster, input.voter) }),
    };
  if (!isModerator(ctx.actor)) return { ok: false, error: msg("clocktower.forumDayRules.votes.lockFinal") };
  return { ok: true, event: { type: "VoteUnlocked", voter: input.voter, ...stamp(ctx) } };
}

/** The vote history of the day, oldest first, with names and who entered each line, in `say`'s language. */
export function voteHistoryLines(state: DayState, roster: Roster, say: Say): string[] {
  return state.history.map((h) => historyLine(h, roster, say));
}

type HistoryEntry = DayState["history"][number];

/**
 * One line of the log, remembered with the entry (the fold never changes an entry, and the states
 * after it share it) and the names it was said with: a seat renamed since says it again.
 */
function historyLine(h: HistoryEntry, roster: Roster, say: Say): string {
  const who = seatValue(roster, h.voter);
  const whom = h.nominee ? seatValue(roster, h.nominee) : "";
  const from = h.from ? seatValue(roster, h.from) : "";
  const said = saidLines.get(h);
  if (said && said.locale === say.locale && said.who === who && said.whom === whom && said.from === from)
    return said.line;
  const line = `${formatUtc(h.at, say)}: ${sayHistory(say, historyMessage(h, roster))}`;
  saidLines.set(h, { locale: say.locale, who, whom, from, line });
  return line;
}
const saidLines = new WeakMap<
  HistoryEntry,
  { locale: string; who: string | Message; whom: string | Message; from: string | Message; line: string }
>();

/**
 * A history line's sentence, remembered by its message (every view of a late day says each of its
 * hundreds of lines again: most of a public view's time, and a command builds four of them).
 */
function sayHistory(say: Say, message: Message): string {
  const key = `${say.locale}|${JSON.stringify(message)}`;
  let text = saidHistory.get(key);
  if (text === undefined) {
    if (saidHistory.size >= 50_000) saidHistory.clear();
    saidHistory.set(key, (text = say(message)));
  }
  return text;
}
const saidHistory = new Map<string, string>();

/**
 * The same log with each instant apart, for pages that print it in the viewer's zone; each line a message,
 * for the page's language (the town square's is the game's).
 */
export function voteHistoryEntries(state: DayState, roster: Roster): Array<{ at: string; text: Message }> {
  return state.history.map((h) => ({ at: h.at, text: historyMessage(h, roster) }));
}

/** "Dolby votes Amelia, from their link." as a message. */
function historyMessage(h: DayState["history"][number], roster: Roster): Message {
  const kind = h.kind === "lock" && !h.nominee ? "lockNoVote" : h.kind;
  return msg(`clocktower.forumDay.rules.history.${kind}`, {
    who: seatValue(roster, h.voter),
    whom: h.nominee ? seatValue(roster, h.nominee) : "",
    from: h.from ? seatValue(roster, h.from) : "",
    source: h.enteredBy.startsWith("moderator:") ? "moderator" : h.enteredBy.startsWith("seat:") ? "seat" : "other",
  });
}
