import type { SeatId } from "../../game/core";
import type { SecretMoonOptions } from "./options";
import type { InquiryAnswer, Role, Side, TeamMarker, ThiefAnswer } from "./roles";

/** A character card's id: the holder's seat id, or "npc1", "npc2"... for the cards in the middle. */
export type CardId = string;

export interface CharacterCard {
  id: CardId;
  /** A seat removed mid-game leaves its card behind as an NPC card. */
  holder: "player" | "npc";
  role: Role;
  revealed: boolean;
  /** Only players are captured. */
  captured: boolean;
  /** The inspectors' markers, in order (public). */
  inspectedBy: SeatId[];
  /** Markers earned answering "Who goes there?" (public). */
  teamMarkers: TeamMarker[];
}

/** What one player learned that nobody else did. */
export interface Learned {
  round: number;
  how: "inspect" | "accuse-peek";
  cardId: CardId;
  role: Role;
}

export type EndReason =
  "round-3-finished" | "minister-captured" | "princess-captured" | "princess-and-wanderer-revealed";

export interface GameResult {
  gameNumber: number;
  side: Side;
  reason: EndReason;
  /** The team whose win the surviving Thief voided. */
  voidedSide: Exclude<Side, "thief"> | null;
  winners: SeatId[];
}

/** One public line of the game's record: only what the table saw and heard. */
export type PublicRecord =
  | { kind: "round-started"; round: number }
  | { kind: "round-ended"; round: number }
  | ({ round: number; number: number; seatId: SeatId } & PublicAction)
  | { kind: "seat-left"; round: number; cardId: CardId }
  | { kind: "game-ended"; round: number; result: GameResult };

/** Public consequences every action may have beyond its own outcome. */
export interface RevealOutcome {
  /** The card turned face up by this action and what it showed. */
  revealed: { cardId: CardId; role: Role } | null;
  /** Players captured by this action (an attack's target, a disruptor, a Guard who fainted). */
  captured: SeatId[];
}

export type PublicAction =
  | { kind: "inspect"; target: CardId }
  | { kind: "inquire"; target: CardId; answer: InquiryAnswer; marker: TeamMarker }
  | ({ kind: "accuse"; target: CardId; named: Role; correct: boolean } & RevealOutcome)
  | { kind: "protect"; target: CardId }
  | ({ kind: "disrupt"; target: CardId; lost: "turn" | "reserved"; discardedFaceUp: number | null } & RevealOutcome)
  | ({ kind: "attack"; target: CardId } & RevealOutcome)
  | { kind: "pass"; reserved: boolean; reservedNumber: number | null };

export type ActionKind = PublicAction["kind"];

export interface SecretMoonGame {
  number: number;
  /** The seats dealt in, in seat order at the deal (a seat that leaves is removed from here). */
  players: SeatId[];
  /** Players' cards first, then the NPC cards. */
  cards: CharacterCard[];
  /**
   * Playing-host mode: the seat the host plays. While the game runs, the host's account sees only
   * what that seat may know (playing-host.ts); null when the host only moderates.
   */
  hostSeat: SeatId | null;
  /** The card removed unseen with 5 players. */
  removed: Role | null;
  /** 0 after the deal, 1–3 once a round's turn-order cards are dealt. */
  round: number;
  /** This round's turn-order cards of players who have not acted yet. */
  turnCards: Record<SeatId, number>;
  /** Cards taken by passing, for the next round. */
  reserved: Record<SeatId, number>;
  /** Numbers called this round, in order, with the seat that answered. */
  called: Array<{ number: number; seatId: SeatId }>;
  /**
   * This round's turn-order cards that players held, unplayed, when they were captured: the call
   * names them as it skips them. Absent in games stored before it was kept (read as none).
   */
  capturedTurns?: Array<{ number: number; seatId: SeatId }>;
  /** Cards that are hidden/protected until the round ends. */
  protected: CardId[];
  /** How the Thief answers "Who goes there?" unless the moderator says otherwise. */
  thiefAnswer: ThiefAnswer;
  learned: Record<SeatId, Learned[]>;
  log: PublicRecord[];
  result: GameResult | null;
}

export interface SecretMoonMatch {
  options: SecretMoonOptions;
  /** The seats of the match's first game. */
  seats: SeatId[];
  results: GameResult[];
  game: SecretMoonGame;
}

export interface SecretMoonState {
  match: SecretMoonMatch | null;
}

export const initialState = (): SecretMoonState => ({ match: null });

// ---------------------------------------------------------------- reading the state

export const cardOf = (game: SecretMoonGame, id: CardId): CharacterCard | undefined =>
  game.cards.find((c) => c.id === id);

export const playerCard = (game: SecretMoonGame, seatId: SeatId): CharacterCard | undefined =>
  game.cards.find((c) => c.id === seatId && c.holder === "player");

export const cardWithRole = (game: SecretMoonGame, role: Role): CharacterCard | undefined =>
  game.cards.find((c) => c.role === role);

export const isNpc = (card: CharacterCard) => card.holder === "npc";

export type Phase = "not-dealt" | "between-rounds" | "turn" | "game-over" | "match-over";

export function phaseOf(state: SecretMoonState): Phase {
  const match = state.match;
  if (!match) return "not-dealt";
  const game = match.game;
  if (game.result) return match.results.length >= match.options.matchLength ? "match-over" : "game-over";
  return Object.keys(game.turnCards).length > 0 ? "turn" : "between-rounds";
}

/** The player whose number is called now: the lowest turn-order card still held this round. */
export function currentTurn(game: SecretMoonGame): { seatId: SeatId; number: number } | null {
  if (game.result) return null;
  let best: { seatId: SeatId; number: number } | null = null;
  for (const [seatId, number] of Object.entries(game.turnCards))
    if (!best || number < best.number) best = { seatId, number };
  return best;
}

/** Numbers called aloud before the current turn that nobody answered. */
export function skippedNumbers(game: SecretMoonGame): number[] {
  return skippedCalls(game).map((c) => c.number);
}

/**
 * The numbers called aloud before the current turn that nobody answered, each with the captured
 * player who held it (null: nobody held it, or its card went face down to a disrupt unseen).
 */
export function skippedCalls(game: SecretMoonGame): Array<{ number: number; captured: SeatId | null }> {
  const turn = currentTurn(game);
  if (!turn) return [];
  const last = game.called.at(-1)?.number ?? 0;
  const held = new Map((game.capturedTurns ?? []).map((c) => [c.number, c.seatId]));
  const out: Array<{ number: number; captured: SeatId | null }> = [];
  for (let n = last + 1; n < turn.number; n++) out.push({ number: n, captured: held.get(n) ?? null });
  return out;
}

/** The turn-order cards nobody holds: what a passer may take. */
export function discardPile(game: SecretMoonGame): number[] {
  const held = new Set([...Object.values(game.turnCards), ...Object.values(game.reserved)]);
  return [1, 2, 3, 4, 5, 6, 7, 8].filter((n) => !held.has(n));
}

export const holdsTurnCard = (game: SecretMoonGame, seatId: SeatId) =>
  seatId in game.turnCards || seatId in game.reserved;
