import type { SeatId } from "../../game/core";
import type { DayState } from "./day/day-state";
import type { Alignment, Character, Script } from "./script/types";
import type { Bag } from "./setup/bag";

/** A reminder token on a seat. `characterId` null: a global token (Drunk, Poisoned) or custom text. */
export interface PlacedReminder {
  characterId: string | null;
  text: string;
  /** Placed by an ability for a while: taken away at that night's dusk (its start) or dawn (its end). */
  until?: ReminderUntil;
  /**
   * The seat whose ability placed it: "any ability with a persistent effect will end upon the player's
   * death", so it is taken away when that seat dies.
   */
  from?: SeatId;
}
/** `countdown`: the text ends in the nights left ("Drunk 3"), counted down at each dusk (the Courtier). */
export interface ReminderUntil {
  at: "dusk" | "dawn";
  night: number;
  countdown?: boolean;
}

/** An effect an ability has on the grimoire, applied from its night step (or automatically). */
export type GrimoireEffect =
  | { kind: "place"; seatId: SeatId; token: PlacedReminder }
  | { kind: "remove"; seatId: SeatId; token: PlacedReminder }
  /**
   * The seat's alignment changes (the Goon's). `was`, the alignment it had, is recorded by the fold in
   * what a step applied (never sent), so that applying the step again, or the night's resolution at
   * dusk, takes the change back like a token.
   */
  | { kind: "alignment"; seatId: SeatId; alignment: Alignment; was?: Alignment }
  /**
   * The seat's character changes (a Minion becomes the Imp): `was` is the character it held, so the
   * change is taken back like a token (undo, or applying the step again). The alignment stays.
   */
  | { kind: "character"; seatId: SeatId; characterId: string; was: string };

/**
 * How a seat died: executed by day, exiled by day (a traveller: exile is not an execution), killed at night, or
 * killed by an ability (`by`: its character).
 */
export type DeathCause = "executed" | "exiled" | "night" | "ability";
export interface Death {
  cause: DeathCause;
  /** The phase it happened in: "D1", "N2". */
  time: string;
  by?: string;
  note?: string;
  /** Drunk or poisoned when it happened (stored for executions: the Saint's death then wins nothing). */
  malfunctioning?: boolean;
}

/** The choice a player makes at night (or the storyteller records for them). */
export interface NightChoice {
  seats?: SeatId[];
  character?: string;
  yes?: boolean;
  text?: string;
}

/** One night step as the storyteller recorded it. Keyed by `stepKey(stepId, seatId)`. */
export interface StepRecord {
  stepId: string;
  seatId?: SeatId;
  choice: NightChoice;
  /** What the storyteller told the seat (the info ledger). */
  told?: string;
  falseInfo?: boolean;
  /**
   * How a Spy or a Recluse registers for this step's ability (the storyteller's answer to the step's
   * question): read by the step's proposed information. Absent: each registers as themselves.
   */
  registrations?: Registration[];
  done: boolean;
  /** Deaths this step causes, proposed at dawn. */
  kills: Array<{ seatId: SeatId; cause: DeathCause; by?: string }>;
}

/**
 * How one seat registers for one ability's reading: as a character (its team follows) and/or an
 * alignment. Either may be absent: the ability reads the seat's own.
 */
export interface Registration {
  seatId: SeatId;
  characterId?: string;
  alignment?: Alignment;
}

export interface NightSubmission {
  stepId: string;
  seatId: SeatId;
  choice: NightChoice;
  by: "player" | "moderator";
  at: string;
}

export interface NightRecord {
  number: number;
  startedAt: string;
  /** Planned dawn and the instant night actions lock (ISO). */
  dawnAt: string;
  lockAt: string;
  steps: Record<string, StepRecord>;
  submissions: Record<string, NightSubmission>;
  /** Seats dead at dusk (in truth, and as the town saw them): the Professor chooses among the latter. */
  deadAtDusk?: SeatId[];
  shownDeadAtDusk?: SeatId[];
  /** Seats dead when the night ended, before the dawn's deaths: a past night's sheet shows the night as it was. */
  deadAtDawn?: SeatId[];
  /**
   * The grimoire as it stood when the night ended (before the dawn's deaths and before tokens lasting
   * until dawn were taken away): a past night's warnings and proposals read it, not today's tokens.
   */
  seatsAtDawn?: Record<SeatId, SeatGrimoire>;
  /** The effects applied from each step (by step key): applying again replaces them. */
  applied?: Record<string, GrimoireEffect[]>;
  /** The effects applied with the dawn (the Demon's succession), as they changed the grimoire. */
  dawnEffects?: GrimoireEffect[];
}

export type PhaseKind = "night" | "day";
export interface Phase {
  kind: PhaseKind;
  number: number;
}
/** A phase start: the app folds up to `seq` to show the grimoire as it stood at that dusk or dawn. */
export interface PhaseStart extends Phase {
  seq: number;
  at: string;
}

/** What the Lunatic is told: the Demon they think they are, their "Minions" and their bluffs. */
export interface LunaticBelief {
  demonId: string;
  /** Null: the real Minions. */
  minionSeatIds: SeatId[] | null;
  /** Null: the Demon's bluffs. */
  bluffs: string[] | null;
}

/** What the Drunk is told: the Townsfolk they think they are (Trouble Brewing; editions/trouble-brewing/setup.ts). */
export interface DrunkBelief {
  believesId: string;
}

/** One seat's grimoire entry. */
export interface SeatGrimoire {
  characterId: string;
  alignment: Alignment;
  traveller: boolean;
  alive: boolean;
  reminders: PlacedReminder[];
  lunatic?: LunaticBelief;
  /** The Drunk: the Townsfolk they believe they are (their role message and night step are that character's). */
  drunk?: DrunkBelief;
  /** Set while dead (or while a Zombuul registers as dead). */
  death?: Death;
  /** The Zombuul after its first death: alive in truth, registers (and shows) as dead. */
  registersDead?: boolean;
  /** The first death a Zombuul (or Fool) already used. */
  firstDeathUsed?: boolean;
  ghostVoteSpent?: boolean;
  /** The storyteller's private note on this seat. */
  note?: string;
  /** The house rule: this player chose to be declared claiming Moonchild on their death (private until then). */
  claimsMoonchild?: boolean;
  /** The Apprentice: the Townsfolk or Minion ability gained on their first night (a character id). */
  gained?: string;
}

export interface ClocktowerState {
  /** The game's frozen copy of its script. */
  script: Script | null;
  /** Characters not on the script that the storyteller brought into this game. */
  extraCharacters: Character[];
  bag: Bag | null;
  deal: { mode: "random" | "manual"; seed: string } | null;
  /** Per seat, keyed by seat id: only seats that hold a character. */
  seats: Record<SeatId, SeatGrimoire>;
  /** The Demon's three bluffs. */
  bluffs: string[];
  /** Fabled in play: public. */
  fabled: string[];
  /** Absent before Night 1 starts. */
  phase?: Phase;
  timeline?: PhaseStart[];
  /** Keyed by night number. */
  nights?: Record<string, NightRecord>;
  settings?: ClocktowerSettings;
  /** Each day's state (nominations, votes, whispers, clock, result), keyed by day number. */
  days?: Record<string, DayState>;
  winner?: "good" | "evil";
  revealed?: boolean;
  /** The Fiddler: the night the Demon chose, and whom (secret: the town sees only the two players). */
  fiddler?: { night: number; demon: SeatId; chosen: SeatId };
  /** The Matron's seat swaps, keyed by day (public: the town sees the seats move). */
  seatSwaps?: Record<string, Array<{ a: SeatId; b: SeatId }>>;
  /** What day-time abilities leave for a night (the Gossip's statement, the Moonchild's choice), keyed by that night. */
  dayAbilities?: Record<string, DayAbilities>;
}

/** Day-time abilities that act "tonight". */
export interface DayAbilities {
  /** The Gossip's first public statement of the day, and the storyteller's later verdict. */
  gossip?: { seatId: SeatId; statement: string; true?: boolean };
  /** The Moonchild's public choice after learning they died. */
  moonchild?: { seatId: SeatId; chosen: SeatId };
  /** Sects & Violets' Juggler: up to 5 public guesses on their first day (the night tells how many were right). */
  juggler?: { seatId: SeatId; guesses: Array<{ seatId: SeatId; characterId: string }> };
  /** Sects & Violets' Savant: the two statements the storyteller gave today (one true, one false). */
  savant?: { seatId: SeatId; statements: [string, string]; malfunctioning: boolean };
  /** Sects & Violets' Artist (once per game): the yes/no question asked today, and the answer given. */
  artist?: { seatId: SeatId; question: string; answer?: boolean; malfunctioning: boolean };
  /** Sects & Violets' Klutz: their public choice after learning they died. */
  klutz?: { seatId: SeatId; chosen: SeatId };
}

export interface ClocktowerSettings {
  /** Planned length of a night. */
  nightHours: number;
  /** Night actions lock this many hours before the planned dawn. */
  lockHours: number;
  /** The day's phase plan (forum: Discussion 12 h, Nomination 12 h, Voting 24 h). Absent: the defaults. */
  discussionHours?: number;
  nominationHours?: number;
  votingHours?: number;
  /** Players send their own day commands through their private links. Absent: off. */
  inAppVoting?: boolean;
  /** What a neighbour whisper's cap counts. Absent: the game's language's (characters in Japanese). */
  whisperCount?: "words" | "characters";
}
export const DEFAULT_SETTINGS: ClocktowerSettings = { nightHours: 24, lockHours: 2 };
export const DEFAULT_DAY_HOURS = { discussionHours: 12, nominationHours: 12, votingHours: 24 } as const;

export const settingsOf = (s: ClocktowerState): ClocktowerSettings => s.settings ?? DEFAULT_SETTINGS;
/** The day lengths in force, defaults filled in. */
export const dayHoursOf = (s: ClocktowerState) => {
  const x = settingsOf(s);
  return {
    discussionHours: x.discussionHours ?? DEFAULT_DAY_HOURS.discussionHours,
    nominationHours: x.nominationHours ?? DEFAULT_DAY_HOURS.nominationHours,
    votingHours: x.votingHours ?? DEFAULT_DAY_HOURS.votingHours,
  };
};
/** The current day's state (null by night or before Day 1). */
export const currentDayOf = (s: ClocktowerState): DayState | null =>
  s.phase?.kind === "day" ? (s.days?.[String(s.phase.number)] ?? null) : null;
export const stepKey = (stepId: string, seatId?: SeatId | null) => (seatId ? `${stepId}@${seatId}` : stepId);

export function initialClocktowerState(): ClocktowerState {
  return { script: null, extraCharacters: [], bag: null, deal: null, seats: {}, bluffs: [], fabled: [] };
}
