import type { SeatId } from "@/lib/game/core";
import { namesAmong, type DayCharacters } from "../character-names";
import { actionWindow } from "./phase-clock";
import { findSeat, livingPlayers, majorityOf, seatValue, STORYTELLER, type Roster } from "./roster";
import type { DayState } from "./day-state";
import { effectiveNominations } from "./nominations";
import { allVotesLocked, voterStanding } from "./votes";
import { exileCount, type ExileCount } from "./exile";
import { msg, type Message, type Say } from "@/lib/i18n/message";

/** One line of the vote count: "Player A | Player B | Player C, Player D, Player A | 3/7". */
export interface VoteCountRow {
  nominationId: string;
  nominator: SeatId | typeof STORYTELLER;
  nominee: SeatId;
  /** In the order they voted (a moved vote goes to the end of its new line). */
  voters: SeatId[];
  /** The votes: one per voter, unless a voter's vote weighs more or less (`DayModifiers.voteWeights`). */
  total: number;
  /** Votes still needed for majority ("L-1" is one more); null when no majority is needed (Voudon). */
  needed: number | null;
  hasMajority: boolean;
}

export interface VoteCount {
  day: number;
  /** Living non-traveller players: the denominator of "3/7". */
  living: number;
  /** Votes needed to execute; null under the Voudon (no majority needed). */
  majority: number | null;
  rows: VoteCountRow[];
  /** Living seats that may vote and are not voting. */
  notVoting: SeatId[];
  /** Every dead seat's token: whether it is still available, and where it stands now. */
  deadTokens: Array<{ seat: SeatId; available: boolean; votingFor: SeatId | null }>;
  /** Standing votes that do not count (the voter may no longer vote), with the reason. */
  discounted: Array<{ voter: SeatId; nominee: SeatId; reason: Message }>;
  locked: SeatId[];
  allLocked: boolean;
  /** When voting closes, and whether that instant has passed at `now`. */
  deadline: string | null;
  deadlinePassed: boolean;
  /** Who would be executed if the day resolved now. */
  leader: { nominee: SeatId | null; tied: SeatId[]; votes: number };
  exiles: ExileCount[];
  resolved: boolean;
  /** The Fiddler's vote: the two rows are the two players, the most votes wins the game. */
  fiddler: boolean;
}

/** The live tally at `now`. */
export function voteCount(state: DayState, roster: Roster, now: Date): VoteCount {
  const living = livingPlayers(roster).length;
  const majority = state.modifiers.voudon || state.modifiers.fiddler ? null : majorityOf(living);
  const { nominations } = effectiveNominations(state, roster, now);
  const discounted: VoteCount["discounted"] = [];
  const standingVotes = state.votes.filter((v) => {
    const seat = findSeat(roster, v.voter);
    const standing = seat
      ? voterStanding(state, seat, roster)
      : { canVote: false as const, reason: msg("clocktower.forumDay.rules.leftGame") };
    if (!standing.canVote) discounted.push({ voter: v.voter, nominee: v.nominee, reason: standing.reason });
    return standing.canVote && nominations.some((n) => n.nominee === v.nominee);
  });
  // A bound voter (the Butler) counts only beside their master's counted vote on the same nominee.
  const bound = state.modifiers.boundVoter;
  const counted = standingVotes.filter((v) => {
    if (!bound || v.voter !== bound.voter) return true;
    const master = standingVotes.find((m) => m.voter === bound.master);
    if (master?.nominee === v.nominee) return true;
    discounted.push({
      voter: v.voter,
      nominee: v.nominee,
      reason: msg("clocktower.forumDay.rules.boundVoter", {
        name: seatValue(roster, v.voter),
        master: seatValue(roster, bound.master),
        nominee: seatValue(roster, v.nominee),
      }),
    });
    return false;
  });
  const weight = (voter: SeatId) => state.modifiers.voteWeights?.[voter] ?? 1;
  const rows: VoteCountRow[] = nominations.map((n) => {
    const voters = counted.filter((v) => v.nominee === n.nominee).map((v) => v.voter);
    const total = voters.reduce((sum, v) => sum + weight(v), 0);
    const needed = majority === null ? null : Math.max(0, majority - total);
    return {
      nominationId: n.id,
      nominator: n.nominator,
      nominee: n.nominee,
      voters,
      total,
      needed,
      hasMajority: majority !== null && total >= majority,
    };
  });
  // A bound voter whose vote does not count still stands on a nominee: not "not voting".
  const voting = new Set(standingVotes.map((v) => v.voter));
  const notVoting = roster
    .filter((s) => s.alive && voterStanding(state, s, roster).canVote && !voting.has(s.id))
    .map((s) => s.id);
  const deadTokens = roster
    .filter((s) => !s.alive)
    .map((s) => ({
      seat: s.id,
      available: s.ghostVoteAvailable,
      votingFor: state.votes.find((v) => v.voter === s.id)?.nominee ?? null,
    }));
  // A second vote today (the Butcher's) has no deadline: the storyteller resolves it when it is done.
  const window = state.clock && !(state.earlier ?? []).length ? actionWindow(state.clock, "vote") : null;
  const deadline = window?.closesAt ?? null;
  return {
    day: state.day,
    living,
    majority,
    rows,
    notVoting,
    deadTokens,
    discounted,
    locked: [...state.locks],
    allLocked: allVotesLocked(state, roster),
    deadline,
    deadlinePassed: deadline !== null && now.getTime() >= Date.parse(deadline),
    leader: leaderOf(rows, majority),
    exiles: state.exiles.filter((e) => !e.result).map((e) => exileCount(e, roster)),
    resolved: state.result !== null,
    fiddler: !!state.modifiers.fiddler,
  };
}

/**
 * The nominee with the most votes executes if they reach majority (any number under the Voudon);
 * a tie for most votes executes nobody.
 */
export function leaderOf(rows: readonly VoteCountRow[], majority: number | null): VoteCount["leader"] {
  const top = Math.max(0, ...rows.map((r) => r.total));
  const tied = top > 0 ? rows.filter((r) => r.total === top).map((r) => r.nominee) : [];
  const reaches = majority === null ? top > 0 : top >= majority;
  return { nominee: tied.length === 1 && reaches ? tied[0]! : null, tied: tied.length > 1 ? tied : [], votes: top };
}

/** "With 7 alive, it takes 4 to execute.", as a message for the reader's (or the game's) language. */
export function majorityMessage(
  count: Pick<VoteCount, "living" | "majority"> & { fiddler?: boolean },
  characters?: DayCharacters,
): Message {
  if (count.fiddler) return msg("clocktower.forumDay.rules.majorityFiddler", namesAmong(characters, "fiddler"));
  if (count.majority === null)
    return msg("clocktower.forumDay.rules.majorityVoudon", {
      living: count.living,
      ...namesAmong(characters, "voudon"),
    });
  return msg("clocktower.forumDay.rules.majority", { living: count.living, majority: count.majority });
}

/** "With 7 alive, it takes 4 to execute." */
export function majoritySentence(
  count: Pick<VoteCount, "living" | "majority"> & { fiddler?: boolean },
  say: Say,
  characters?: DayCharacters,
): string {
  return say(majorityMessage(count, characters));
}

/** "3/7 (L-1)", "4/7 (majority)" (「4/7（過半数）」). */
export function totalLabel(row: Pick<VoteCountRow, "total" | "needed">, living: number, say: Say): string {
  const base = `${row.total}/${living}`;
  if (row.needed === null) return base;
  return say(
    row.needed === 0
      ? msg("clocktower.forumDay.rules.totalMajority", { base })
      : msg("clocktower.forumDay.rules.totalNeeded", { base, needed: row.needed }),
  );
}
