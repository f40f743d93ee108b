import type { CoreState, SeatId } from "../../game/core";
import type { GameState } from "../../game/ruleset";
import { cardName, CHARACTERS, powerText, type CharacterId } from "./characters";
import { PRESETS, findPreset, presetName } from "./presets";
import { ROLES, isThief, roleText, type RoleId, type Team } from "./roles";
import { blankPowers, checkSetup } from "./setup";
import { hasAChoice, offeredPowers, powersDecidedToday, type PowerOffer, type PowerWithAChoice } from "./powers";
import { matchTable, type MatchTable } from "./points";
import {
  activeWith,
  playerAt,
  playerWith,
  type Check,
  type DayStep,
  type HistoryEntry,
  type KemomimiState,
  type Loss,
  type Moon,
  type Phase,
  type Setup,
  type Verdict,
  type Winner,
} from "./state";
import { tally, voteParticipants } from "./vote";
import { situation, type SituationLine } from "./situation";
import type { Message, Phrase } from "../../i18n/message";
import { k, sentences } from "./words";
import { listValue } from "../../i18n/list-values";

type G = GameState<KemomimiState>;

// ---------------------------------------------------------------- public

/** One player as everyone sees them: the face-up character, Fake Jewelry, and a role only once out. */
export interface PublicPlayer {
  seatId: SeatId;
  character: CharacterId;
  characterName: string;
  power: string;
  jewelry: number;
  out: boolean;
  /** Removed from the game by the moderator: out, card not revealed. */
  leftTable: boolean;
  /** Revealed by the rules when the player went out; null while in the game or after leaving the table. */
  revealedRole: RoleId | null;
  revealedRoleName: string | null;
  isLeader: boolean;
  /** The once-per-game ("[1]") power was used. */
  oncePowerUsed: boolean;
}

export interface PublicVote {
  suspect: SeatId | null;
  barredVoter: SeatId | null;
  twinVoteForced: boolean;
  /**
   * Hands raised so far (the Younger Twin's own hand, even when she votes as the Elder Twin). With a
   * playing host, hands are given on each player's link and revealed together at the count: empty
   * until then, and `handsIn` says how many players gave theirs.
   */
  hands: SeatId[];
  handsIn: number;
  /** Who may give a hand: the participants, less the Younger Twin when she votes as the Elder Twin. */
  voters: number;
  participants: number;
  needed: number;
  /** After the count: the hands that counted and the verdict. */
  count: { raised: SeatId[]; participants: number; verdict: Verdict } | null;
  turnedInnocent: boolean;
}

export interface PublicOutcome {
  winner: Winner;
  winners: SeatId[];
  /** The rules' reason, or the moderator's words when she declared the end. */
  reason: Phrase;
  declaredByModerator: boolean;
  points: Record<SeatId, number>;
}

/**
 * What everyone may see. Built field by field: no field can hold a hidden role, the removed card,
 * a check's target or answer, or the thief's target.
 */
export interface KemomimiPublicView {
  phase: Phase;
  step: DayStep | null;
  day: number;
  moon: Moon;
  leader: SeatId | null;
  /** The rulebook setup chosen ("Recommended (5 players)", "Small Society"), or null. */
  setupName: Phrase | null;
  playerCount: number;
  thieves: number;
  /** How many cards went back to the box; never which. */
  removedCards: number;
  players: PublicPlayer[];
  discussion: { deadline: string; secondsLeft: number } | null;
  retellings: string[];
  vote: PublicVote | null;
  history: HistoryEntry[];
  outcome: PublicOutcome | null;
  /**
   * The night's count from 10, on every phone: it starts when the thief awakens (`awakeAt`, null in
   * games from before it) and the target locks when it reaches zero. Null on a night nobody steals.
   */
  night: { awakeAt: string | null; lockAt: string; secondsLeft: number } | null;
  /** The host plays a seat (playing-host mode): the secret steps happen on the players' links. */
  hostPlays: boolean;
  /**
   * A game played with a playing host ends with everything revealed to everyone: each role and the
   * card(s) returned to the box. Null otherwise (the moderator may post the roles herself).
   */
  reveal: { roles: Array<{ seatId: SeatId; role: RoleId; roleName: string }>; removed: RoleId[] } | null;
  /** Match play (the points rule on): the totals so far, this game's included once it ended. */
  match: (MatchTable & { crown: number }) | null;
  /** What is happening, in a sentence (a message: the town square renders it in the game's language). */
  prompt: Message;
}

const order = (core: CoreState) => core.seats.map((x) => x.id);
const nameOf = (core: CoreState, id: SeatId | null | undefined) => core.seats.find((x) => x.id === id)?.name ?? "?";

function publicPlayers(g: G): PublicPlayer[] {
  const s = g.rules;
  const texts = s.setup?.powerTexts ?? {};
  return order(g.core)
    .map((id) => playerAt(s, id))
    .filter((p) => !!p)
    .map((p) => {
      const revealed = p.out && !p.leftTable ? p.role : null;
      return {
        seatId: p.seatId,
        character: p.character,
        characterName: CHARACTERS[p.character].name,
        power: powerText(p.character, texts),
        jewelry: p.jewelry,
        out: p.out,
        leftTable: p.leftTable,
        revealedRole: revealed,
        revealedRoleName: revealed ? ROLES[revealed].name : null,
        isLeader: s.leader === p.seatId,
        oncePowerUsed: CHARACTERS[p.character].oncePerGame && s.usedOnce.includes(p.character),
      };
    });
}

/** History entries copied through an allow-list (every kind is public; copying keeps the type closed). */
function publicHistory(entries: HistoryEntry[]): HistoryEntry[] {
  return entries.map((e) => ({ ...e }));
}

/** The players who give a hand: the participants, less a Younger Twin who votes as the Elder Twin. */
export function handGivers(s: KemomimiState): SeatId[] {
  const beryl = playerWith(s, "beryl")?.seatId;
  return voteParticipants(s).filter((id) => !(s.today.twinVoteForced && id === beryl));
}

function publicVote(g: G): PublicVote | null {
  const s = g.rules;
  if (s.phase !== "day" || !s.today.suspect) return null;
  const t = tally(s, order(g.core));
  const givers = handGivers(s);
  const handsHidden = !!s.hostSeat && !s.today.count;
  return {
    suspect: s.today.suspect,
    barredVoter: s.today.barredVoter,
    twinVoteForced: s.today.twinVoteForced,
    hands: handsHidden ? [] : [...s.today.hands],
    handsIn: (s.today.handsIn ?? []).filter((id) => givers.includes(id)).length,
    voters: givers.length,
    participants: t.participants,
    needed: t.needed,
    count: s.today.count ? { ...s.today.count, raised: [...s.today.count.raised] } : null,
    turnedInnocent: s.today.turnedInnocent,
  };
}

export function publicView(g: G, now: Date): KemomimiPublicView {
  const s = g.rules;
  const deadline = s.phase === "day" ? s.today.discussionDeadline : null;
  return {
    phase: s.phase,
    step: s.step,
    day: s.day,
    moon: s.moon,
    leader: s.leader,
    setupName: s.setup?.preset ? presetNameOf(s.setup.preset) : null,
    playerCount: s.players.length,
    thieves: s.players.filter((p) => isThief(p.role)).length,
    removedCards: s.removed.length,
    players: publicPlayers(g),
    discussion: deadline
      ? { deadline, secondsLeft: Math.max(0, Math.ceil((Date.parse(deadline) - now.getTime()) / 1000)) }
      : null,
    retellings: s.phase === "day" ? [...s.today.retellings] : [],
    vote: publicVote(g),
    history: publicHistory(s.history),
    outcome: s.outcome
      ? {
          winner: s.outcome.winner,
          winners: [...s.outcome.winners],
          reason: s.outcome.reason,
          declaredByModerator: s.outcome.declaredByModerator,
          // Points are an option (section 8), off by default.
          points: s.setup?.points ? { ...s.outcome.points } : {},
        }
      : null,
    night:
      s.phase === "night" && s.night?.lockAt
        ? {
            awakeAt: s.night.awakeAt ?? null,
            lockAt: s.night.lockAt,
            secondsLeft: Math.max(0, Math.ceil((Date.parse(s.night.lockAt) - now.getTime()) / 1000)),
          }
        : null,
    hostPlays: !!s.hostSeat && s.phase !== "ended",
    reveal:
      s.hostSeat && s.phase === "ended"
        ? {
            roles: order(g.core)
              .map((id) => playerAt(s, id))
              .filter((p) => !!p)
              .map((p) => ({ seatId: p.seatId, role: p.role, roleName: ROLES[p.role].name })),
            removed: [...s.removed],
          }
        : null,
    match: publicMatch(s),
    prompt: prompt(g, now),
  };
}

function presetNameOf(id: string): Phrase | null {
  const p = findPreset(id);
  return p ? presetName(p) : null;
}

function publicMatch(s: KemomimiState): KemomimiPublicView["match"] {
  if (!s.setup?.points) return null;
  const games = [...(s.match ?? []), ...(s.phase === "ended" && s.outcome ? [s.outcome.points] : [])];
  return { ...matchTable(games), crown: 10 };
}

/** "The Civilians win", "The thieves win", "The Informant wins". */
export const winnerText = (w: Winner): Message => k("winners", { winner: w });

function prompt(g: G, now: Date): Message {
  const s = g.rules;
  const n = (id: SeatId | null | undefined) => nameOf(g.core, id);
  switch (s.phase) {
    case "setup":
      return s.setup ? k("prompt.setupChosen") : k("prompt.setupChoosing");
    case "gameStart":
      return k("prompt.gameStart", {
        name: n(playerWith(s, "shamlock")?.seatId),
        onLink: s.hostSeat ? "yes" : "no",
      });
    case "day": {
      const head = k("prompt.head", { day: s.day, moon: s.moon, leader: n(s.leader) });
      const shamlockIn = !!activeWith(s, "shamlock");
      switch (s.step) {
        case "start":
          return k(shamlockIn ? "prompt.startShamlock" : "prompt.startDiscuss", { head });
        case "discussion": {
          const d = s.today.discussionDeadline;
          const open = d && Date.parse(d) > now.getTime();
          return open ? k("prompt.discussUntil", { head, deadline: d }) : k("prompt.timeUp", { head });
        }
        case "voting": {
          const ask = k("prompt.voting", { head, suspect: n(s.today.suspect) });
          if (!s.hostSeat) return ask;
          const v = publicVote(g)!;
          return k("prompt.handsIn", { ask, handsIn: v.handsIn, voters: v.voters });
        }
        case "results":
          return k("prompt.results", {
            head,
            raised: s.today.count?.raised.length ?? 0,
            participants: s.today.count?.participants ?? 0,
            verdict: s.today.turnedInnocent ? "verna" : (s.today.count?.verdict ?? "innocent"),
            ...cardName("verna"),
          });
        default:
          return k("prompt.dayEnds", { head });
      }
    }
    case "night": {
      const sleep = k("prompt.night", { day: s.day, moon: s.moon });
      if (!s.hostSeat) return sleep;
      // Whether anyone steals tonight follows from the Moon and the player count: public.
      if (!s.night?.thief) return k("prompt.nightNobody", { sleep });
      return k(s.night.target ? "prompt.nightChosen" : "prompt.nightWaiting", { sleep });
    }
    case "ended":
      return s.outcome
        ? k("prompt.ended", { winner: winnerText(s.outcome.winner), reason: s.outcome.reason })
        : k("prompt.over");
  }
}

// ---------------------------------------------------------------- player

export interface PlayerAction {
  command: string;
  /** A power with a choice: the player may also say "Don't use" (kemomimi.declinePower). */
  decline?: PowerWithAChoice;
  /** A power's "name: printed text" (the card's data), or the step in words. */
  label: Phrase;
}

export interface KemomimiPlayerView {
  dealt: boolean;
  character: { id: CharacterId; name: string; power: string } | null;
  /** The role's name, its goal as the rulebook states it, and the card text the host wrote (or ""). */
  role: { id: RoleId; name: string; team: Team; goal: Message; text: string } | null;
  jewelry: number;
  out: boolean;
  isLeader: boolean;
  /** Shamlock's or Sheena's answers, for that player only. */
  checks: Array<{ day: number; target: SeatId; isCivilian: boolean }>;
  /** Only for the thief at work tonight. */
  tonight: { stealing: true; target: SeatId | null; awakeAt: string | null; lockAt: string | null } | null;
  /** `given`: she gave her hand (up or down) from her link. */
  hand: { raised: boolean; given: boolean; barred: boolean; votesAsElderTwin: boolean } | null;
  /** What this player may do now through their link. */
  actions: PlayerAction[];
  /** Where this player stands, for the top of their card (situation.ts); `secret` lines only on the face-down card. */
  situation: SituationLine[];
}

export function playerView(g: G, seatId: SeatId, _now: Date): KemomimiPlayerView {
  const s = g.rules;
  const me = playerAt(s, seatId);
  if (!me)
    return {
      dealt: false,
      character: null,
      role: null,
      jewelry: 0,
      out: false,
      isLeader: false,
      checks: [],
      tonight: null,
      hand: null,
      actions: [],
      situation: s.phase === "setup" ? [] : situation(g, seatId),
    };
  const actions: PlayerAction[] = [];
  if (!me.out) {
    for (const o of offeredPowers(s, s.setup?.powerTexts).filter((o) => o.seatId === seatId))
      actions.push({
        command: o.command,
        label: `${o.name}: ${o.text}`,
        ...(o.declinable && hasAChoice(o.character) ? { decline: o.character } : {}),
      });
    if (s.phase === "day" && (s.step === "start" || s.step === "discussion")) {
      if (me.character === "shamlock") actions.push({ command: "kemomimi.retell", label: k("actions.retell") });
      if (s.leader === seatId) actions.push({ command: "kemomimi.nameSuspect", label: k("actions.nameSuspect") });
    }
    const votesAsTwin = s.today.twinVoteForced && me.character === "beryl";
    if (s.phase === "day" && s.step === "voting" && s.today.barredVoter !== seatId && !votesAsTwin)
      actions.push({ command: "kemomimi.setHand", label: k("actions.setHand") });
    if (s.phase === "night" && s.night?.thief === seatId)
      actions.push({ command: "kemomimi.chooseTarget", label: k("actions.chooseTarget") });
  }
  const voting = s.phase === "day" && s.step === "voting";
  return {
    dealt: true,
    character: {
      id: me.character,
      name: CHARACTERS[me.character].name,
      power: powerText(me.character, s.setup?.powerTexts ?? {}),
    },
    role: {
      id: me.role,
      name: ROLES[me.role].name,
      team: ROLES[me.role].team,
      goal: ROLES[me.role].goal,
      text: roleText(me.role, s.setup?.roleTexts ?? {}),
    },
    jewelry: me.jewelry,
    out: me.out,
    isLeader: s.leader === seatId,
    checks: s.checks
      .filter((c) => c.by === seatId)
      .map((c) => ({ day: c.day, target: c.target, isCivilian: c.isCivilian })),
    tonight:
      s.phase === "night" && s.night?.thief === seatId
        ? { stealing: true, target: s.night.target, awakeAt: s.night.awakeAt ?? null, lockAt: s.night.lockAt ?? null }
        : null,
    hand: voting
      ? {
          raised: s.today.hands.includes(seatId),
          given: (s.today.handsIn ?? []).includes(seatId),
          barred: s.today.barredVoter === seatId,
          votesAsElderTwin: s.today.twinVoteForced && me.character === "beryl",
        }
      : null,
    actions,
    situation: situation(g, seatId),
  };
}

// ---------------------------------------------------------------- moderator

/** A player as the Game Master sees them; with a playing host, the role is null until the end. */
export interface ModeratorPlayer extends PublicPlayer {
  role: RoleId | null;
  roleName: string | null;
  team: Team | null;
}

export interface KemomimiModeratorView {
  phase: Phase;
  step: DayStep | null;
  day: number;
  moon: Moon;
  leader: SeatId | null;
  seed: string | null;
  setup: Setup | null;
  setupWarnings: Message[];
  presets: Array<{ id: string; name: Phrase; players: number; characters: CharacterId[]; roles: RoleId[] }>;
  players: ModeratorPlayer[];
  /** The card(s) returned to the box: hidden from the moderator too until she chooses to look. */
  removed: { count: number; lookedAt: boolean; cards: RoleId[] | null };
  checks: Check[];
  /**
   * With a playing host, `thief` and `target` stay null and only the progress shows: whether someone
   * steals tonight (the Moon and the count of players say so) and whether the choice is made.
   */
  night: {
    thief: SeatId | null;
    target: SeatId | null;
    awakeAt: string | null;
    lockAt: string | null;
    stealing: boolean;
    targetChosen: boolean;
  } | null;
  /** Playing-host mode: the seat the host plays (the view then holds only what is public). */
  hostSeat: SeatId | null;
  /** The seat the host played this game, also after the end (the next deal offers it again). */
  hostPlayed: SeatId | null;
  match: KemomimiPublicView["match"];
  discussion: { deadline: string; secondsLeft: number } | null;
  retellings: string[];
  vote: (PublicVote & { tally: { raised: SeatId[]; participants: number; needed: number; verdict: Verdict } }) | null;
  history: HistoryEntry[];
  outcome: PublicOutcome | null;
  hints: {
    /** The current step in words (the public prompt). */
    step: Message;
    /** Powers that may be used now, in the rulebook's timing order. */
    offeredPowers: PowerOffer[];
    /**
     * The powers decided today (used, or "Don't use"): public, like the character cards. With no
     * power offered, a non-empty list tells the Game Master that every power has been decided.
     */
    decided: Array<{ character: CharacterId; name: string; seatId: SeatId }>;
    /**
     * Powers to keep an eye on: those that fire by themselves when Fake Jewelry is lost (applied
     * automatically) and those whose text the moderator wrote (adjudicated by her, noted with
     * kemomimi.notePower).
     */
    watch: Array<{
      character: CharacterId;
      name: string;
      seatId: SeatId;
      text: string;
      automatic: boolean;
      used: boolean;
    }>;
    /** The moderator's next commands, most expected first. */
    next: string[];
    /** A message to post to the players now (null: nothing to post). */
    post: Message | null;
  };
}

/**
 * Everything, for a Game Master who only moderates. With a playing host (until the game ends) it is
 * built like the public view: the flow, its controls and their progress, no role, check, target,
 * seed, removed card or hand before the count.
 */
export function moderatorView(g: G, now: Date): KemomimiModeratorView {
  const s = g.rules;
  const pub = publicView(g, now);
  const hostSeat = s.phase === "ended" ? null : (s.hostSeat ?? null);
  const full = moderatorViewAll(g, now, pub);
  if (!hostSeat) return full;
  return {
    ...full,
    seed: null,
    players: pub.players.map((p) => ({ ...p, role: null, roleName: null, team: null })),
    removed: { count: s.removed.length, lookedAt: false, cards: null },
    checks: [],
    night: full.night && { ...full.night, thief: null, target: null },
    // Before the count the tally would tell the hands: it shows none (and so "innocent") until then.
    vote:
      pub.vote && full.vote && !s.today.count
        ? { ...pub.vote, tally: { ...full.vote.tally, raised: [], verdict: "innocent" } }
        : full.vote,
    hostSeat,
  };
}

function moderatorViewAll(g: G, now: Date, pub: KemomimiPublicView): KemomimiModeratorView {
  const s = g.rules;
  const t = pub.vote ? tally(s, order(g.core)) : null;
  return {
    phase: s.phase,
    step: s.step,
    day: s.day,
    moon: s.moon,
    leader: s.leader,
    seed: s.seed,
    setup: s.setup,
    setupWarnings: s.setup
      ? [
          ...checkSetup(s.setup.characters, s.setup.roles).warnings,
          ...blankPowers(s.setup.characters, s.setup.powerTexts),
        ]
      : [],
    presets: PRESETS.map((p) => ({
      id: p.id,
      name: presetName(p),
      players: p.players,
      characters: p.characters,
      roles: p.roles,
    })),
    players: pub.players.map((p) => {
      const role = playerAt(s, p.seatId)!.role;
      return { ...p, role, roleName: ROLES[role].name, team: ROLES[role].team };
    }),
    // The removed card: named once the host chose to look, or once the game is over.
    removed: {
      count: s.removed.length,
      lookedAt: s.removedLookedAt,
      cards: s.removedLookedAt || s.phase === "ended" ? [...s.removed] : null,
    },
    checks: s.checks,
    night: s.night && {
      thief: s.night.thief,
      target: s.night.target,
      awakeAt: s.night.awakeAt ?? null,
      lockAt: s.night.lockAt ?? null,
      stealing: !!s.night.thief,
      targetChosen: !!s.night.target,
    },
    hostSeat: null,
    hostPlayed: s.hostSeat ?? null,
    match: pub.match,
    discussion: pub.discussion,
    retellings: pub.retellings,
    vote: pub.vote && t ? { ...pub.vote, tally: t } : null,
    history: s.history,
    outcome: pub.outcome,
    hints: {
      step: pub.prompt,
      offeredPowers: offeredPowers(s, s.setup?.powerTexts),
      decided: powersDecidedToday(s).flatMap((c) => {
        const p = playerWith(s, c);
        return p ? [{ character: c, name: CHARACTERS[c].name, seatId: p.seatId }] : [];
      }),
      watch: s.players
        .filter((p) => !p.out && (CHARACTERS[p.character].timing === "jewelryLoss" || !CHARACTERS[p.character].power))
        .map((p) => ({
          character: p.character,
          name: CHARACTERS[p.character].name,
          seatId: p.seatId,
          text: powerText(p.character, s.setup?.powerTexts ?? {}),
          automatic: CHARACTERS[p.character].timing === "jewelryLoss",
          used: s.usedOnce.includes(p.character),
        })),
      next: nextCommands(s),
      post: post(g, now),
    },
  };
}

function nextCommands(s: KemomimiState): string[] {
  switch (s.phase) {
    case "setup":
      return s.setup ? ["kemomimi.deal", "kemomimi.configure"] : ["kemomimi.configure"];
    case "gameStart":
      return ["kemomimi.shamlockCheck"];
    case "day":
      switch (s.step) {
        case "start":
          return ["kemomimi.retell", "kemomimi.startDiscussion", "kemomimi.nameSuspect"];
        case "discussion":
          return ["kemomimi.nameSuspect"];
        case "voting":
          return ["kemomimi.raiseHands", "kemomimi.countVotes"];
        case "results":
          return ["kemomimi.carryOutVerdict"];
        default:
          return ["kemomimi.startNight"];
      }
    case "night":
      return s.night?.thief && !s.night.target ? ["kemomimi.chooseTarget", "kemomimi.dawn"] : ["kemomimi.dawn"];
    case "ended":
      return [];
  }
}

/** What a guilty verdict or a theft did, in sentences; `revealed` names the role as "Role: X." or "She was X.". */
export function lossMessage(
  loss: Loss,
  name: (id: SeatId) => string,
  roleName: (role: RoleId | null) => string,
  revealed: "role" | "was" = "role",
): Message {
  const main =
    loss.result === "out"
      ? k(revealed === "role" ? "loss.outRole" : "loss.outWas", {
          name: name(loss.seatId),
          role: roleName(loss.revealedRole),
        })
      : k("loss.lost", { name: name(loss.seatId) });
  const more = loss.triggered.map((t) =>
    t.character === "beryl"
      ? k("loss.beryl", { name: name(t.seatId), ...cardName("beryl") })
      : t.character === "viennetta"
        ? k("loss.viennetta", { name: name(t.by), ...cardName("viennetta") })
        : k("loss.alistair", { name: name(t.by), from: name(t.from), ...cardName("alistair") }),
  );
  return sentences([main, ...more]);
}

const lossText = (core: CoreState, loss: Loss) =>
  lossMessage(
    loss,
    (id) => nameOf(core, id),
    (r) => (r ? ROLES[r].name : "?"),
  );

/** What the moderator posts now, from public facts only (null: nothing). */
function post(g: G, now: Date): Message | null {
  const s = g.rules;
  const n = (id: SeatId | null | undefined) => nameOf(g.core, id);
  const last = s.history.at(-1);
  switch (s.phase) {
    case "setup":
      return null;
    case "gameStart":
      return k("post.gameStart", { leader: n(s.leader) });
    case "night":
      return k("post.night", { moon: s.moon });
    case "ended": {
      const prefix = prefixOf(g);
      return k("post.ended", {
        prefix: prefix ?? "",
        hasPrefix: prefix ? "yes" : "no",
        winner: winnerText(s.outcome!.winner),
        reason: s.outcome!.reason,
        winners: listValue(s.outcome!.winners.map(n)),
      });
    }
    case "day": {
      if (s.step === "start") {
        const theft = [...s.history].reverse().find((e) => e.kind === "theft" && e.day === s.day - 1);
        const dawn = theft && theft.kind === "theft" ? (theft.loss ? "loss" : "nothing") : "none";
        return k("post.day", {
          dawn,
          loss: theft && theft.kind === "theft" && theft.loss ? lossText(g.core, theft.loss) : "",
          day: s.day,
          leader: n(s.leader),
          moon: s.moon,
          ask: activeWith(s, "shamlock") ? "yes" : "no",
        });
      }
      if (s.step === "discussion") return k("post.discuss", { deadline: s.today.discussionDeadline ?? "" });
      if (s.step === "voting") {
        const t = tally(s, order(g.core));
        return k("post.voting", { suspect: n(s.today.suspect), needed: t.needed, participants: t.participants });
      }
      if (s.step === "results") return prompt(g, now);
      if (last && last.kind === "verdictCarriedOut")
        return last.verdict === "guilty" && last.loss
          ? k("post.guilty", { name: n(last.suspect), loss: lossText(g.core, last.loss) })
          : k("post.innocent", { name: n(last.suspect) });
      return k("post.dayEnds");
    }
  }
}

/** At the end of the game, the last night's or vote's result, so the final post says what happened. */
function prefixOf(g: G): Message | null {
  const last = [...g.rules.history].reverse().find((e) => e.kind === "theft" || e.kind === "verdictCarriedOut");
  if (!last || !("loss" in last) || !last.loss) return null;
  return lossText(g.core, last.loss);
}
