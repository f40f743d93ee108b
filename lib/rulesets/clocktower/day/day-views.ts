import { deviantHint } from "../editions/sects-and-violets/travellers";
import type { GameState } from "../../../game/ruleset";
import { gameLanguage, type SeatId } from "../../../game/core";
import type { Locale } from "../../../i18n/locales";
import { msg, type Message, type Phrase, type Say } from "../../../i18n/message";
import {
  actionTiming,
  actionWindow,
  clockSummary,
  currentVote,
  effectiveNominations,
  mayNominateAgain,
  exportVoteCount,
  VOTE_COUNT_FORMATS,
  majorityMessage,
  nominationsOpenAt,
  openWhispers,
  parseForumPosts,
  proposalAsCommand,
  publicNotes,
  publicSummary,
  resolveDay,
  totalLabel,
  voteCount,
  voteHistoryLines,
  voteHistoryEntries,
  voterStanding,
  whisperAllowance,
  whisperAllowances,
  neighbourWhisperCap,
  type ClockSummary,
  type DayModifiers,
  type DayResult,
  type DaySeat,
  type DayState,
  type ExportOptions,
  type ParseOptions,
  type ParseResult,
  type Proposal,
  type VoteCount,
  type VoteCountFormat,
  type VoterStanding,
  type Whisper,
  type WhisperAllowance,
  type WhisperUnit,
} from "./";
import type { PasteReview } from "./paste-review";
import type { ClocktowerCommand } from "../commands";
import { currentDayOf, type ClocktowerState } from "../state";
import { clocktowerRoster, whisperRulesFor } from "./day";
import { cd, characterName } from "./words";
import { gameCharacters } from "../grimoire/grimoire";
import type { DayCharacters } from "../character-names";
import { troubleBrewingDayHints } from "../editions/trouble-brewing/day";
import { madness, madnessHints } from "../editions/sects-and-violets/evil";

type Game = GameState<ClocktowerState>;

/** A row of the live count: "Dolby | Amelia | Eggyolk, Kiiruma | 2/7 (L-2)". */
export interface PublicCountRow {
  nominationId: string;
  nominator: SeatId | "storyteller";
  nominee: SeatId;
  /** In the order they voted. */
  voters: SeatId[];
  total: number;
  /** "3/7". */
  fraction: string;
  /** "L-1", "majority"; null under the Voudon. */
  toMajority: string | null;
  /** "3/7 (L-1)". */
  label: string;
  hasMajority: boolean;
}

export interface PublicDayResult {
  executed: SeatId | null;
  dies: boolean;
  votes: number;
  needed: number | null;
  tiedNominees: SeatId[];
  finalCount: DayResult["finalCount"];
  summary: Phrase;
  notes: Phrase[];
}

/** The day as anyone may see it: everything here is posted in the thread. */
export interface PublicDay {
  number: number;
  clock:
    | null
    | (ClockSummary & {
        startedAt: string;
        pausedAt: string | null;
        endedAt: string | null;
        nominationsOpenAt: string | null;
        nominationsCloseAt: string | null;
        votingClosesAt: string | null;
      });
  /** The Voudon's seat, the Bishop: public travellers that change the day. */
  voudon: SeatId | null;
  bishop: boolean;
  /** The Fiddler's vote: its two players in seat order (which is the Demon is not said), or null. */
  fiddler: [SeatId, SeatId] | null;
  nominations: Array<{
    id: string;
    nominator: SeatId | "storyteller";
    nominee: SeatId;
    at: string;
    fromQueue: boolean;
  }>;
  count: {
    living: number;
    majority: number | null;
    /** "With 7 alive, it takes 4 to execute.", in the reader's language. */
    majoritySentence: Message;
    rows: PublicCountRow[];
    notVoting: SeatId[];
    deadTokens: VoteCount["deadTokens"];
    discounted: VoteCount["discounted"];
    locked: SeatId[];
    allLocked: boolean;
    deadline: string | null;
    deadlinePassed: boolean;
    leader: VoteCount["leader"];
    exiles: VoteCount["exiles"];
  };
  /** "Tue 1 Dec 18:00 UTC: Dolby votes Amelia." oldest first. */
  voteLog: string[];
  /** The vote log with each instant apart, for the viewer's zone. */
  voteEntries: Array<{ at: string; text: Message }>;
  /** Declared whispers (announced in the thread); neighbour whispers are private. */
  whispers: Array<{ id: string; from: SeatId; to: SeatId | "storyteller"; at: string; brokenAt: string | null }>;
  /** Declared whispers each seat has left today (the cap is 3 partners). */
  whispersRemaining: Array<{ seatId: SeatId; remaining: number; partners: SeatId[] }>;
  result: PublicDayResult | null;
  /** Votes resolved earlier today, before a second nomination (the Butcher's) opened another: oldest first. */
  earlier: PublicDayResult[];
  /** Day abilities used in public (the Slayer's shot), oldest first: "Ben shoots Cat as the Slayer: nothing happens." */
  abilityUses: Array<{ seatId: SeatId; target: SeatId; ability: string; dies: boolean; at: string; text: Message }>;
}

/** The result without what would name a hidden character (the Mastermind's extra day). */
function publicResult(r: DayResult | null): PublicDayResult | null {
  if (!r) return null;
  return {
    executed: r.executed,
    dies: r.dies,
    votes: r.votes,
    needed: r.needed,
    tiedNominees: r.tiedNominees,
    finalCount: r.finalCount,
    summary: publicSummary(r.summary),
    notes: publicNotes(r.notes),
  };
}

function countOf(count: VoteCount, say: Say, characters: DayCharacters): PublicDay["count"] {
  return {
    living: count.living,
    majority: count.majority,
    majoritySentence: majorityMessage(count, characters),
    rows: count.rows.map((r) => ({
      nominationId: r.nominationId,
      nominator: r.nominator,
      nominee: r.nominee,
      voters: r.voters,
      total: r.total,
      fraction: `${r.total}/${count.living}`,
      toMajority: r.needed === null ? null : r.needed === 0 ? "majority" : `L-${r.needed}`,
      label: totalLabel(r, count.living, say),
      hasMajority: r.hasMajority,
    })),
    notVoting: count.notVoting,
    deadTokens: count.deadTokens,
    discounted: count.discounted,
    locked: count.locked,
    allLocked: count.allLocked,
    deadline: count.deadline,
    deadlinePassed: count.deadlinePassed,
    leader: count.leader,
    exiles: count.exiles,
  };
}

function clockOf(day: DayState, now: Date, say: Say): PublicDay["clock"] {
  const c = day.clock;
  if (!c) return null;
  const nominate = actionWindow(c, "nominate");
  return {
    ...clockSummary(c, now, null, say),
    startedAt: c.startedAt,
    pausedAt: c.pausedAt,
    endedAt: c.endedAt,
    nominationsOpenAt: nominate?.opensAt ?? null,
    nominationsCloseAt: nominate?.closesAt ?? null,
    votingClosesAt: actionWindow(c, "vote")?.closesAt ?? null,
  };
}

/**
 * The roster a day is counted on: once resolved, as it stood at the resolution (the executed player
 * still alive, the spent tokens still there), so the count keeps reading "4/7 (majority)" afterwards.
 * Names are today's.
 */
function countRoster(day: DayState, roster: DaySeat[]): DaySeat[] {
  const then = day.result?.roster;
  if (!then) return roster;
  const now = new Map(roster.map((s) => [s.id, s]));
  return then.map((s) => ({ ...s, name: now.get(s.id)?.name ?? s.name, handle: now.get(s.id)?.handle ?? s.handle }));
}

function publicDayOf(game: Game, day: DayState, roster: DaySeat[], now: Date, say: Say): PublicDay {
  const declared = day.whispers.whispers.filter((w) => w.kind === "declared");
  const rules = whisperRulesFor(game);
  return {
    number: day.day,
    clock: clockOf(day, now, say),
    voudon: day.modifiers.voudon,
    bishop: day.modifiers.bishop,
    fiddler: day.modifiers.fiddler ?? null,
    nominations: effectiveNominations(day, roster, now).nominations.map((n) => ({
      id: n.id,
      nominator: n.nominator,
      nominee: n.nominee,
      at: n.at,
      fromQueue: n.fromQueue,
    })),
    // The town's count leaves out what would name a hidden character (the Butler's master, the
    // Bureaucrat's and the Thief's choices): the storyteller's count and the result have them.
    count: countOf(voteCount(townDay(day), countRoster(day, roster), now), say, gameCharacters(game.rules)),
    voteLog: voteHistoryLines(day, roster, say),
    voteEntries: voteHistoryEntries(day, roster),
    whispers: declared.map((w) => ({ id: w.id, from: w.from, to: w.to, at: w.at, brokenAt: w.brokenAt })),
    whispersRemaining: whisperAllowances(day.whispers, roster, rules).map((a) => ({
      seatId: a.seat,
      remaining: a.remaining,
      partners: a.partners,
    })),
    result: publicResult(day.result),
    earlier: (day.earlier ?? []).flatMap((r) => publicResult(r.result) ?? []),
    abilityUses: (day.abilityUses ?? []).map((u) => ({
      seatId: u.seatId,
      target: u.target,
      ability: u.ability,
      dies: u.dies,
      at: u.at,
      text: cd("tb.shot", {
        seat: roster.find((s) => s.id === u.seatId)?.name ?? u.seatId,
        target: roster.find((s) => s.id === u.target)?.name ?? u.target,
        character: characterName(game.rules, u.ability),
        dies: u.dies ? "yes" : "no",
      }),
    })),
  };
}

/** The day as the town may count it: without the hidden modifiers (a bound voter, vote weights). */
function townDay(day: DayState): DayState {
  const { boundVoter: _b, voteWeights: _w, ...modifiers } = day.modifiers;
  return _b || _w ? { ...day, modifiers } : day;
}

const dayList = (rules: ClocktowerState) => Object.values(rules.days ?? {}).sort((a, b) => a.day - b.day);

/** The current day (null by night) and every earlier day, for the public view. */
/** The public days, written in `say` (the words of the game's language). */
export function publicDays(game: Game, now: Date, say: Say): { day: PublicDay | null; dayHistory: PublicDay[] } {
  const roster = clocktowerRoster(game);
  const current = currentDayOf(game.rules);
  return {
    day: current ? publicDayOf(game, current, roster, now, say) : null,
    dayHistory: dayList(game.rules)
      .filter((d) => d !== current)
      .map((d) => publicDayOf(game, d, roster, now, say)),
  };
}

// ---------------------------------------------------------------- moderator

export interface ModeratorDay extends Omit<PublicDay, "result"> {
  modifiers: DayModifiers;
  /** Nominations queued before the window opened (not yet in effect) and those the opening dropped. */
  queued: DayState["queued"];
  /** Queued nominations that took effect (counted) but are not yet recorded in the log. */
  queueToRecord: number;
  dropped: Array<{ id: string; nominator: string; nominee: SeatId; reason: Phrase }>;
  /** Every whisper, neighbour whispers included. */
  allWhispers: Whisper[];
  allowances: WhisperAllowance[];
  /** The neighbour whisper's cap: what it counts (words, or characters in a Japanese game) and how many. */
  neighbourWhisperCap: { unit: WhisperUnit; max: number };
  /** The day's result (the full summary), or null. */
  result: DayResult | null;
  /** What resolving now would give (null once resolved). */
  preview: DayResult | null;
  /** The current count, ready to post. */
  exports: Record<VoteCountFormat, string>;
  /** The game's language: the count's exports and the posts are written in it. */
  language: Locale;
  /** The count and the roster it is counted on, for exports with the host's options (zone, totals). */
  voteCount: VoteCount;
  countRoster: DaySeat[];
  /** The roster the day works on (and the forum-post parser reads names against). */
  roster: DaySeat[];
  hints: Phrase[];
  /** The moderator's reviews of pasted thread posts: each line accepted or rejected (never public). */
  pasteReviews: PasteReview[];
  /**
   * Sects & Violets: each mad player today and what they must be mad about (the Cerenovus's choice, the
   * Mutant), for the storyteller to judge; the panel offers "executed for breaking madness" on each.
   */
  madness: Array<{ seatId: SeatId; text: Message; nominated: boolean }>;
  /** The seat that may nominate again now, after the day's execution (the Butcher), or null. */
  secondNominator: SeatId | null;
  /** Travellers exiled today and still alive: the storyteller marks them dead (the Deviant's hint with it). */
  exiledAlive: Array<{ seatId: SeatId; deviant: Message | null }>;
}

/** The count of the current day in one format, e.g. with the host's time zone. Null when no day. */
export function exportDayVoteCount(
  game: Game,
  format: VoteCountFormat,
  now: Date,
  opts: Omit<ExportOptions, "say">,
  say: Say,
): string | null {
  const day = currentDayOf(game.rules) ?? dayList(game.rules).at(-1);
  if (!day) return null;
  const roster = clocktowerRoster(game);
  const counted = countRoster(day, roster);
  return exportVoteCount(format, voteCount(day, counted, now), counted, {
    characters: gameCharacters(game.rules),
    ...opts,
    say,
  });
}

function moderatorDayOf(
  game: Game,
  day: DayState,
  roster: DaySeat[],
  now: Date,
  current: boolean,
  say: Say,
): ModeratorDay {
  const pub = publicDayOf(game, day, roster, now, say);
  const eff = effectiveNominations(day, roster, now);
  const counted = countRoster(day, roster);
  const count = voteCount(day, counted, now);
  const language = gameLanguage(game.core);
  const hints: Phrase[] = [];
  if (current && !day.result) {
    if (count.allLocked) hints.push(cd("hints.allLocked"));
    else if (count.deadlinePassed && count.deadline) hints.push(cd("hints.votingClosed"));
    if (eff.dropped.length) hints.push(cd("hints.dropped", { count: eff.dropped.length }));
    hints.push(...troubleBrewingDayHints(game, roster, now));
  }
  const exiledAlive: ModeratorDay["exiledAlive"] = [];
  for (const e of day.exiles)
    if (e.result?.exiled) {
      const seat = game.rules.seats[e.traveller];
      if (seat?.alive) {
        hints.push(cd("hints.exiled", { name: roster.find((s) => s.id === e.traveller)?.name ?? e.traveller }));
        // Sects & Violets' Deviant: the storyteller judges whether they were funny today.
        const deviant = deviantHint(game, e.traveller);
        if (deviant) hints.push(deviant);
        if (!exiledAlive.some((x) => x.seatId === e.traveller)) exiledAlive.push({ seatId: e.traveller, deviant });
      }
    }
  return {
    ...pub,
    // The storyteller's count has every modifier (the town's leaves the hidden ones out).
    count: countOf(count, say, gameCharacters(game.rules)),
    modifiers: day.modifiers,
    queued: eff.pending,
    // A queued nomination is either waiting (in `queued`) or counted (in `nominations`), never both:
    // once nominations open it counts, and only its record in the log is left to write.
    queueToRecord:
      !day.queueSettled && eff.pending.length === 0 ? eff.nominations.filter((n) => n.fromQueue).length : 0,
    dropped: eff.dropped.map((d) => ({
      id: d.queued.id,
      nominator: d.queued.nominator,
      nominee: d.queued.nominee,
      reason: d.reason,
    })),
    allWhispers: day.whispers.whispers,
    allowances: whisperAllowances(day.whispers, roster, whisperRulesFor(game)),
    neighbourWhisperCap: neighbourWhisperCap(whisperRulesFor(game)),
    result: day.result,
    preview: day.result ? null : resolveDay(day, roster, now, {}, false, gameCharacters(game.rules)),
    exports: Object.fromEntries(
      VOTE_COUNT_FORMATS.map((f) => [
        f,
        exportVoteCount(f, count, counted, { say, characters: gameCharacters(game.rules) }),
      ]),
    ) as Record<VoteCountFormat, string>,
    language,
    voteCount: count,
    countRoster: counted,
    roster,
    hints,
    pasteReviews: day.pasteReviews ?? [],
    exiledAlive,
    secondNominator:
      current && day.modifiers.secondNominator && mayNominateAgain(day, day.modifiers.secondNominator)
        ? day.modifiers.secondNominator
        : null,
    madness:
      current && !day.result
        ? madness(game, day.day).map((m, i) => ({
            seatId: m.seatId,
            text: madnessHints(game, day.day)[i]!,
            nominated: eff.nominations.some((x) => x.nominee === m.seatId),
          }))
        : [],
  };
}

export function moderatorDays(game: Game, now: Date, say: Say): { day: ModeratorDay | null; dayHistory: PublicDay[] } {
  const roster = clocktowerRoster(game);
  const current = currentDayOf(game.rules);
  return {
    day: current ? moderatorDayOf(game, current, roster, now, true, say) : null,
    dayHistory: publicDays(game, now, say).dayHistory,
  };
}

// ---------------------------------------------------------------- player

export type PlayerDayAction = "nominate" | "queueNomination" | "vote" | "unvote" | "lock" | "whisper";

export interface PlayerDay {
  number: number;
  /** The nominee this seat votes for, or null. */
  vote: SeatId | null;
  locked: boolean;
  standing: VoterStanding;
  /** Whom this seat nominated today (queued included), or null. */
  nominated: SeatId | null;
  queued: Array<{ id: string; nominee: SeatId }>;
  /** Whether this seat is nominated today. */
  isNominated: boolean;
  whispers: WhisperAllowance;
  /** What this seat may do now, by the clock and the rules. */
  mayNow: PlayerDayAction[];
  /** "Nominations close" / "Voting closed" at an instant: the page shows it in the reader's zone and in UTC. */
  deadlines: Array<{ what: Message; at: string }>;
}

export function playerDay(game: Game, seatId: SeatId, now: Date): PlayerDay | null {
  const day = currentDayOf(game.rules);
  const roster = clocktowerRoster(game);
  const seat = roster.find((s) => s.id === seatId);
  if (!day || !seat) return null;
  const eff = effectiveNominations(day, roster, now);
  const mine = [...eff.nominations, ...eff.pending].find((n) => n.nominator === seatId) ?? null;
  const standing = voterStanding(day, seat, roster, gameCharacters(game.rules));
  const locked = day.locks.includes(seatId);
  const vote = currentVote(day, seatId);
  // A second vote today (the Butcher's) has no window of its own: it is open until the storyteller resolves it.
  const secondVote = (day.earlier ?? []).length > 0;
  const timing = (a: "nominate" | "vote") =>
    (a === "vote" && secondVote) || !day.clock ? "open" : actionTiming(day.clock, a, now).kind;
  const mayNow: PlayerDayAction[] = [];
  const deadlines: PlayerDay["deadlines"] = [];
  const resolved = day.result !== null || game.rules.winner !== undefined;
  // The Butcher, after the day's execution: their second nomination from their own link.
  if (game.rules.winner === undefined && mayNominateAgain(day, seatId)) mayNow.push("nominate");
  if (!resolved) {
    const nom = timing("nominate");
    if (seat.alive && !mine && !day.modifiers.bishop) {
      if (nom === "open") mayNow.push("nominate");
      if (nom === "notYet") mayNow.push("queueNomination");
    }
    const v = timing("vote");
    if (v === "open" && !locked) {
      if (standing.canVote && eff.nominations.some((n) => n.nominee !== vote)) mayNow.push("vote");
      if (vote) mayNow.push("unvote");
      mayNow.push("lock");
    }
    if (day.clock) {
      const opens = nominationsOpenAt(day);
      const nw = actionWindow(day.clock, "nominate");
      const vw = actionWindow(day.clock, "vote");
      const past = (iso: string) => now.getTime() >= Date.parse(iso);
      // The words of the thread's posts (day.posts): the deadlines read the same on the link and in the posts.
      const words = (key: string) => msg(`clocktower.forumDay.posts.${key}`);
      if (nom === "notYet" && opens) deadlines.push({ what: words("nominationsOpen"), at: opens });
      if (nw)
        deadlines.push({ what: words(past(nw.closesAt) ? "nominationsClosed" : "nominationsClose"), at: nw.closesAt });
      if (vw && !secondVote)
        deadlines.push({ what: words(past(vw.closesAt) ? "votingClosed" : "votingCloses"), at: vw.closesAt });
    }
  }
  const allowance = whisperAllowance(day.whispers, roster, seatId, whisperRulesFor(game));
  if (!game.rules.winner && (allowance.remaining > 0 || allowance.partners.length > 0)) mayNow.push("whisper");
  return {
    number: day.day,
    vote,
    locked,
    standing,
    nominated: mine?.nominee ?? null,
    queued: eff.pending.filter((q) => q.nominator === seatId).map((q) => ({ id: q.id, nominee: q.nominee })),
    isNominated: eff.nominations.some((n) => n.nominee === seatId),
    whispers: { ...allowance, open: openWhispers(day.whispers, seatId) },
    mayNow,
    deadlines,
  };
}

// ---------------------------------------------------------------- the forum-post parser

export interface DayPasteProposal extends Proposal {
  // `command` is the forum command ("vote", "nominate"...).
  /** The command accepting this proposal sends, or null when it cannot be one as it stands. */
  dayCommand: Extract<ClocktowerCommand, { type: "clocktower.day" }> | null;
}

/**
 * Reads a pasted stretch of the game thread against this game's seats: proposals only. Each accepted
 * proposal is sent as its `command` (a `clocktower.day` command, decided like any other).
 */
export function parseDayPaste(
  game: Game,
  paste: string,
  options: ParseOptions = {},
): Omit<ParseResult, "proposals"> & { proposals: DayPasteProposal[] } {
  const roster = game.core.seats.map((s) => ({ id: s.id, name: s.name, handle: s.handle }));
  const parsed = parseForumPosts(paste, roster, options);
  return {
    ...parsed,
    proposals: parsed.proposals.map((p) => {
      const cmd = proposalAsCommand(p);
      return { ...p, dayCommand: cmd ? { type: "clocktower.day" as const, command: cmd } : null };
    }),
  };
}
