import type { SeatId } from "@/lib/game/core";
import type { Decision } from "@/lib/game/ruleset";
import { actionWindow } from "./phase-clock";
import { utcTime } from "@/lib/game/deadline-format";
import { findSeat, isModerator, noSeat, ruleBreaks, seatValue, type Roster } from "./roster";
import { msg, type Message, type MessageValue, type Phrase } from "@/lib/i18n/message";
import { listValue } from "@/lib/i18n/list-values";
import type { DayEvent, DayModifiers, DayResult, DayState } from "./day-state";
import { leaderOf, voteCount, type VoteCount } from "./tally";
import type { DayContext } from "./nominations";
import { nameAmong, namesAmong, type DayCharacters } from "../character-names";

/** "The executed player does not die (e.g. Devil's Advocate…)", its characters as the script names them. */
export const doesNotKillText = (characters?: DayCharacters): Message =>
  msg(
    "clocktower.forumDayRules.execution.doesNotKill.ruleText",
    namesAmong(characters, "devilsadvocate", "pacifist", "fool", "sailor", "zombuul"),
  );

/**
 * Characters that change how the day resolves, with their rule text (rules/bad-moon-rising-forum.txt).
 * The moderator switches them on: Voudon, Bishop and Mastermind as day modifiers (they change the
 * whole day), the Judge and an execution that does not kill as options of the resolution.
 */
export const DAY_ALTERATIONS = {
  // Ours (a kind of effect, not a character): in the catalogue.
  executionDoesNotKill: {
    name: msg("clocktower.forumDayRules.execution.doesNotKill.name"),
    ruleText: doesNotKillText(),
    applies: "resolution",
  },
  // The characters' names and ability texts as the script prints them: data, never translated (issue 17).
  judge: {
    name: "Judge",
    ruleText:
      // not text: the Judge's ability text as the script prints it
      "Once per game, if another player nominated: you may choose to force the current execution to pass or fail.",
    applies: "resolution",
  },
  mastermindDay: {
    name: "Mastermind",
    ruleText:
      // not text: the Mastermind's ability text as the script prints it
      "If the demon dies by execution (ending the game), play for 1 more day. If a player is then executed, their team loses.",
    applies: "day",
  },
  fiddler: {
    name: "Fiddler",
    ruleText:
      // not text: the Fiddler's ability text as the script prints it
      "Once per game, at night, the Demon secretly chooses a player of an opposing alignment; All players then vote which of these two wins the game.",
    applies: "day",
  },
  voudon: {
    name: "Voudon",
    // not text: the Voudon's ability text as the script prints it
    ruleText: "Only you & the dead can vote. They don't need a vote token to do so. A 50% majority isn't required.",
    applies: "day",
  },
  bishop: {
    name: "Bishop",
    // not text: the Bishop's ability text as the script prints it
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
  /**
   * An ability executes this player at once (the Virgin's nominator): the day ends with their
   * execution, whatever the votes, as any execution ends the day's nominations.
   */
  executeAtOnce?: SeatId;
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

function listNames(roster: Roster, ids: readonly SeatId[]): MessageValue {
  return listValue(ids.map((id) => seatValue(roster, id)));
}

/**
 * A character's note on the result: "Voudon: <ability text>" (its name as the game's script gives it,
 * else the English name; its text as the rulebook prints it).
 */
function characterNote(
  c: "judge" | "mastermindDay" | "fiddler" | "voudon" | "bishop",
  characters?: DayCharacters,
): Message {
  const id = c === "mastermindDay" ? "mastermind" : c;
  return msg("clocktower.forumDayRules.execution.note", {
    name: characters?.some((x) => x.id === id) ? nameAmong(characters, id) : DAY_ALTERATIONS[c].name,
    text: DAY_ALTERATIONS[c].ruleText,
  });
}

/** What the day comes to at `now` with these options. Pure: `decideResolveDay` wraps it in an event. */
export function resolveDay(
  state: DayState,
  roster: Roster,
  now: Date,
  options: ResolveOptions = {},
  forced = false,
  characters?: DayCharacters,
): DayResult {
  const names = namesAmong(characters, "judge", "mastermind", "fiddler");
  const count = voteCount(state, roster, now);
  const leader = leaderOf(count.rows, count.majority);
  const notes: Message[] = [];
  const modifiers: DayModifiers = state.modifiers;
  if (modifiers.fiddler) return resolveFiddler(state, roster, now, count, forced, characters);
  if (modifiers.voudon) notes.push(characterNote("voudon", characters));
  if (modifiers.bishop) notes.push(characterNote("bishop", characters));

  if (options.executeAtOnce) return resolveAtOnce(state, roster, now, count, options, forced);
  let executed = leader.nominee;
  const row = (id: SeatId | null) => count.rows.find((r) => r.nominee === id);
  const needed = count.majority;
  const neededText =
    needed === null
      ? msg("clocktower.forumDayRules.execution.noMajorityNeeded")
      : msg("clocktower.forumDayRules.execution.needed", { count: needed });

  let nobody: Message;
  if (count.rows.length === 0) nobody = msg("clocktower.forumDayRules.execution.noNominations");
  else if (leader.votes === 0) nobody = msg("clocktower.forumDayRules.execution.noVotes");
  else if (leader.tied.length > 0)
    nobody = msg("clocktower.forumDayRules.execution.tied", {
      names: listNames(roster, leader.tied),
      votes: leader.votes,
    });
  else {
    const top = count.rows.find((r) => r.total === leader.votes)!;
    nobody = msg("clocktower.forumDayRules.execution.short", {
      name: seatValue(roster, top.nominee),
      votes: leader.votes,
      needed: neededText,
    });
  }

  let judgeSentence: Message | null = null;
  if (options.judge) {
    notes.push(characterNote("judge", characters));
    judgeSentence = msg("clocktower.forumDayRules.execution.judge", {
      name: seatValue(roster, options.judge.nominee),
      verdict: msg(`clocktower.forumDayRules.execution.verdicts.${options.judge.verdict}`),
      judge: names.judge!,
    });
    if (options.judge.verdict === "pass") executed = options.judge.nominee;
    else if (executed === options.judge.nominee) {
      executed = null;
      nobody = msg("clocktower.forumDayRules.execution.nobody");
    }
  }

  const dies = executed !== null && !options.executionDoesNotKill;
  let summary: Message;
  if (executed !== null) {
    summary = msg("clocktower.forumDayRules.execution.executed", {
      name: seatValue(roster, executed),
      votes: row(executed)?.total ?? 0,
      needed: neededText,
      dies: dies ? "yes" : "no",
    });
    if (judgeSentence) summary = msg("clocktower.forumDayRules.sentences", { first: judgeSentence, second: summary });
    if (options.executionDoesNotKill)
      notes.push(
        msg("clocktower.forumDayRules.execution.note", {
          name: DAY_ALTERATIONS.executionDoesNotKill.name,
          text: doesNotKillText(characters),
        }),
      );
  } else
    summary = judgeSentence
      ? msg("clocktower.forumDayRules.sentences", { first: nobody, second: judgeSentence })
      : nobody;
  if (modifiers.mastermindDay) {
    notes.push(characterNote("mastermindDay", characters));
    summary = msg(MASTERMIND_SUMMARY, {
      outcome: summary,
      mastermind:
        executed !== null
          ? msg("clocktower.forumDayRules.execution.mastermindLoses", {
              name: seatValue(roster, executed),
              mastermind: names.mastermind!,
            })
          : msg("clocktower.forumDayRules.execution.mastermindNobody", { mastermind: names.mastermind! }),
    });
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

const MASTERMIND_SUMMARY = "clocktower.forumDayRules.execution.withMastermind";
// not text: how days resolved before messages (issue 17) stored the Mastermind's sentence, cut for the town
const OLD_MASTERMIND = " This is the Mastermind's extra day";

/**
 * The summary as the town may read it: without the Mastermind's extra day, which would name a hidden
 * character. Reads both a message (new days) and an English sentence (days resolved before).
 */
export function publicSummary(summary: Phrase): Phrase {
  if (typeof summary === "string") {
    const cut = summary.indexOf(OLD_MASTERMIND);
    return cut < 0 ? summary : summary.slice(0, cut);
  }
  return summary.key === MASTERMIND_SUMMARY ? (summary.values!.outcome as Phrase) : summary;
}

/** The notes as the town may read them: without the Mastermind's (old days stored them as English). */
export function publicNotes(notes: readonly Phrase[]): Phrase[] {
  return notes.filter((n) =>
    typeof n === "string"
      ? !n.startsWith(DAY_ALTERATIONS.mastermindDay.name)
      : n.values?.name !== DAY_ALTERATIONS.mastermindDay.name,
  );
}

/**
 * The Fiddler's vote resolves: nobody is executed; the player with the most votes wins the vote (their
 * team wins the game: the ruleset knows the teams). A tie names no one: the ruleset decides it.
 */
function resolveFiddler(
  state: DayState,
  roster: Roster,
  now: Date,
  count: VoteCount,
  forced: boolean,
  characters?: DayCharacters,
): DayResult {
  const candidates = state.modifiers.fiddler!;
  const votes = (id: SeatId) => count.rows.find((r) => r.nominee === id)?.total ?? 0;
  const [a, b] = candidates;
  const winner = votes(a) === votes(b) ? null : votes(a) > votes(b) ? a : b;
  const tally = {
    a: seatValue(roster, a),
    aVotes: votes(a),
    b: seatValue(roster, b),
    bVotes: votes(b),
    ...namesAmong(characters, "fiddler"),
  };
  const summary = winner
    ? msg("clocktower.forumDayRules.execution.fiddlerWins", { ...tally, winner: seatValue(roster, winner) })
    : msg("clocktower.forumDayRules.execution.fiddlerTie", tally);
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
    notes: [characterNote("fiddler", characters)],
    forced,
  };
}

/** An execution at once (`executeAtOnce`): no vote decides it, no dead vote token is spent. */
function resolveAtOnce(
  state: DayState,
  roster: Roster,
  now: Date,
  count: VoteCount,
  options: ResolveOptions,
  forced: boolean,
): DayResult {
  const executed = options.executeAtOnce!;
  const dies = !options.executionDoesNotKill;
  const notes: Message[] = [];
  if (options.executionDoesNotKill)
    notes.push(
      msg("clocktower.forumDayRules.execution.note", {
        name: DAY_ALTERATIONS.executionDoesNotKill.name,
        text: DAY_ALTERATIONS.executionDoesNotKill.ruleText,
      }),
    );
  return {
    at: now.toISOString(),
    executed,
    dies,
    votes: 0,
    needed: count.majority,
    tiedNominees: [],
    ghostVotesSpent: [],
    finalCount: count.rows.map((r) => ({ nominator: r.nominator, nominee: r.nominee, voters: r.voters })),
    roster: [...roster],
    summary: msg("clocktower.forumDayRules.execution.atOnce", {
      name: seatValue(roster, executed),
      dies: dies ? "yes" : "no",
    }),
    notes,
    forced,
  };
}

/**
 * Resolves the day: when voting has closed, or early when every living voter has locked. Before
 * that it is a warning for the moderator ("Voting is open until ...").
 */
export function decideResolveDay(state: DayState, options: ResolveOptions, ctx: DayContext): Decision<DayEvent> {
  if (!isModerator(ctx.actor)) return { ok: false, error: msg("clocktower.forumDayRules.execution.onlyModerator") };
  if (state.result) return { ok: false, error: msg("clocktower.forumDayRules.execution.resolved", { day: state.day }) };
  if (options.judge && !findSeat(ctx.roster, options.judge.nominee))
    return { ok: false, error: noSeat(options.judge.nominee) };
  const count = voteCount(state, ctx.roster, ctx.now);
  if (options.judge && !count.rows.some((r) => r.nominee === options.judge!.nominee))
    return {
      ok: false,
      error: msg("clocktower.forumDayRules.nominations.notNominated", {
        name: seatValue(ctx.roster, options.judge.nominee),
      }),
    };
  if (options.executeAtOnce && !findSeat(ctx.roster, options.executeAtOnce))
    return { ok: false, error: noSeat(options.executeAtOnce) };
  const breaks: Message[] = [];
  // A second vote today (the Butcher's) has no window: the storyteller resolves it when it is done.
  const window = state.clock && !(state.earlier ?? []).length ? actionWindow(state.clock, "vote") : null;
  // An execution at once does not wait for the vote: it happens when the ability says.
  if (!options.executeAtOnce && window && ctx.now.getTime() < Date.parse(window.closesAt) && !count.allLocked)
    breaks.push(msg("clocktower.forumDayRules.execution.votingOpen", { at: utcTime(window.closesAt) }));
  const check = ruleBreaks(ctx.actor, breaks);
  if (check.kind === "refused") return { ok: false, error: check.error };
  const result = resolveDay(state, ctx.roster, ctx.now, options, breaks.length > 0, ctx.characters);
  return { ok: true, event: { type: "DayResolved", result }, warnings: check.kind === "warn" ? check.warnings : [] };
}
