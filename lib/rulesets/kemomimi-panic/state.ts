import type { SeatId } from "../../game/core";
import type { CharacterId } from "./characters";
import type { RoleId } from "./roles";
import type { Phrase } from "../../i18n/message";

export type Moon = "new" | "full";
export type Phase = "setup" | "gameStart" | "day" | "night" | "ended";
/**
 * The steps of a day: "start" (start-of-day powers, Shamlock's retelling), "discussion" (the timer
 * runs), "voting" (a suspect is named, hands go up), "results" (the count is known, Verna may act),
 * "endOfDay" (the verdict was carried out, Shamlock may check again if Leader).
 */
export type DayStep = "start" | "discussion" | "voting" | "results" | "endOfDay";

/** The cards chosen for the game. */
export interface Setup {
  preset: string | null;
  characters: CharacterId[];
  roles: RoleId[];
  /** Power texts for the characters whose power the rulebook does not print. */
  powerTexts: Partial<Record<CharacterId, string>>;
  /** Texts for the Civilian variants. */
  roleTexts: Partial<Record<RoleId, string>>;
  discussionSeconds: number;
  /** The optional points rule with match play (off by default). */
  points?: boolean;
}

export interface Player {
  seatId: SeatId;
  character: CharacterId;
  role: RoleId;
  jewelry: number;
  out: boolean;
  /** The seat was removed from the game after the deal: out, card not revealed. */
  leftTable: boolean;
}

export type Verdict = "guilty" | "innocent";

/** A power that fired by itself when Fake Jewelry was lost. */
export type TriggeredEffect =
  | { character: "beryl"; by: SeatId; seatId: SeatId } // Cyril (seatId) loses a Fake Jewelry too
  | { character: "viennetta"; by: SeatId; from: SeatId } // Viennetta takes the Archaeologist's
  | { character: "alistair"; by: SeatId; from: SeatId }; // Alistair takes Miranda's

/** What a guilty verdict or a theft did to its player. All of it is public once it happened. */
export interface Loss {
  seatId: SeatId;
  result: "lostJewelry" | "out";
  /** Set only when the player went out: the rules reveal their role then. */
  revealedRole: RoleId | null;
  triggered: TriggeredEffect[];
}

/** Public facts in the order they happened. No entry holds a hidden role or a secret choice. */
export type HistoryEntry =
  | { kind: "dealt"; players: number }
  | { kind: "checked"; day: number; character: "shamlock" | "sheena"; by: SeatId }
  | { kind: "retold"; day: number; by: SeatId | null; text: string }
  | { kind: "discussionStarted"; day: number; deadline: string }
  | { kind: "moonChanged"; day: number; character: "ester" | "tristel"; by: SeatId; moon: Moon }
  | { kind: "suspectNamed"; day: number; leader: SeatId; suspect: SeatId }
  | { kind: "suspectChanged"; day: number; by: SeatId; suspect: SeatId }
  | { kind: "voterBarred"; day: number; by: SeatId; seatId: SeatId }
  | { kind: "twinVoteForced"; day: number; by: SeatId; twin: SeatId }
  | { kind: "votesCounted"; day: number; suspect: SeatId; raised: SeatId[]; participants: number; verdict: Verdict }
  | { kind: "verdictTurnedInnocent"; day: number; by: SeatId }
  | { kind: "verdictCarriedOut"; day: number; suspect: SeatId; verdict: Verdict; loss: Loss | null }
  | { kind: "nightFell"; day: number; moon: Moon }
  | { kind: "theft"; day: number; target: SeatId | null; loss: Loss | null }
  | { kind: "moonPassed"; day: number; leader: SeatId; moon: Moon }
  | { kind: "jewelrySet"; seatId: SeatId; jewelry: number }
  | { kind: "powerNoted"; seatId: SeatId; note: string }
  | { kind: "leftTable"; seatId: SeatId }
  | { kind: "ended"; winner: Winner };

/** A Shamlock or Sheena check: secret to the checker (and the moderator). */
export interface Check {
  day: number;
  character: "shamlock" | "sheena";
  by: SeatId;
  target: SeatId;
  isCivilian: boolean;
}

export type Winner = "civilians" | "thieves" | "informant";

export interface Outcome {
  winner: Winner;
  /** Every winning seat, those out of the game included. */
  winners: SeatId[];
  /** The rules' reason (a message), or the moderator's own words when she declared the end. */
  reason: Phrase;
  /** Set when the moderator declared the end rather than the rules. */
  declaredByModerator: boolean;
  /** The optional points rule: what each seat earned this game. */
  points: Record<SeatId, number>;
}

export interface Today {
  retellings: string[];
  discussionDeadline: string | null;
  suspect: SeatId | null;
  barredVoter: SeatId | null;
  twinVoteForced: boolean;
  hands: SeatId[];
  /** Who gave their hand (raised or not) from their link: the progress "4 of 6 hands in". */
  handsIn: SeatId[];
  count: { raised: SeatId[]; participants: number; verdict: Verdict } | null;
  turnedInnocent: boolean;
  /** Powers whose holder said "Don't use" today (absent in states from before issue 29). */
  declined?: CharacterId[];
}

export interface Night {
  /** The thief who steals tonight (null: nobody steals). Secret. */
  thief: SeatId | null;
  /** The chosen target. Secret until dawn. */
  target: SeatId | null;
  /** When the count from 10 reaches zero: the target locks (null in games from before the count, or when nobody steals). */
  lockAt?: string | null;
  /** When the app says the thief awakens and the count from 10 starts (null in games from before issue 29). */
  awakeAt?: string | null;
}

export interface KemomimiState {
  setup: Setup | null;
  phase: Phase;
  step: DayStep | null;
  seed: string | null;
  /** In the seat order of the deal; the table order is always `core.seats`. */
  players: Player[];
  /** The card(s) returned to the box unseen. Never public. */
  removed: RoleId[];
  removedLookedAt: boolean;
  moon: Moon;
  leader: SeatId | null;
  day: number;
  today: Today;
  night: Night | null;
  /** Characters whose once-per-game power ("[1]") was used. */
  usedOnce: CharacterId[];
  checks: Check[];
  /** Who went out and when (for Sheena: "ejected the previous day/night"). */
  outs: Array<{ seatId: SeatId; day: number; how: "vote" | "theft" | "table" | "moderator" }>;
  history: HistoryEntry[];
  outcome: Outcome | null;
  /** Playing-host mode: the seat the host plays (null: the host only moderates). */
  hostSeat: SeatId | null;
  /** Match play (points on): the points of each earlier game at this table, by seat. */
  match: Array<Record<SeatId, number>>;
}

/** The night's count, in seconds: "10... 9... 8..." */
export const NIGHT_COUNT_SECONDS = 10;

/**
 * From "Start the night" to "the Thief awakens": the Game Master's "It's night time... You're all
 * sleeping..." while everyone closes their eyes. The count from 10 starts only then.
 */
export const NIGHT_FALL_SECONDS = 6;

export const DEFAULT_DISCUSSION_SECONDS = 180;

export function emptyToday(): Today {
  return {
    retellings: [],
    discussionDeadline: null,
    suspect: null,
    barredVoter: null,
    twinVoteForced: false,
    hands: [],
    handsIn: [],
    count: null,
    turnedInnocent: false,
    declined: [],
  };
}

export function initialState(): KemomimiState {
  return {
    setup: null,
    phase: "setup",
    step: null,
    seed: null,
    players: [],
    removed: [],
    removedLookedAt: false,
    moon: "new",
    leader: null,
    day: 0,
    today: emptyToday(),
    night: null,
    usedOnce: [],
    checks: [],
    outs: [],
    history: [],
    outcome: null,
    hostSeat: null,
    match: [],
  };
}

// ---------------------------------------------------------------- table helpers

export const playerAt = (s: KemomimiState, seatId: SeatId | null | undefined) =>
  seatId ? s.players.find((p) => p.seatId === seatId) : undefined;

export const playerWith = (s: KemomimiState, character: CharacterId) =>
  s.players.find((p) => p.character === character);

/** The player holding a character, if they are still in the game. */
export const activeWith = (s: KemomimiState, character: CharacterId) => {
  const p = playerWith(s, character);
  return p && !p.out ? p : undefined;
};

export const inGame = (s: KemomimiState) => s.players.filter((p) => !p.out);

/** Dealt seats in table order (the core's seat order, which a seat.move may change). */
export function tableOrder(s: KemomimiState, seatOrder: readonly SeatId[]): Player[] {
  return seatOrder.map((id) => playerAt(s, id)).filter((p): p is Player => !!p);
}

/**
 * The next dealt player to the left (the next seat in seat order, wrapping) who is still in the
 * game. Players who are out are skipped: they no longer sit at the table's turn order.
 */
export function nextInGameLeftOf(s: KemomimiState, seatOrder: readonly SeatId[], from: SeatId): SeatId | null {
  const order = tableOrder(s, seatOrder);
  const i = order.findIndex((p) => p.seatId === from);
  for (let k = 1; k <= order.length; k++) {
    const p = order[(i + k + order.length) % order.length]; // i = -1 (seat gone): start at the first
    if (p && !p.out) return p.seatId;
  }
  return null;
}
