import type { SeatId } from "../../game/core";
import type { GameState } from "../../game/ruleset";
import { describe, describeLearned, resultText } from "./announce";
import { availableActions, type ActionChoice } from "./actions/available";
import { cardNamer, type CardName } from "./names";
import type { SecretMoonOptions } from "./options";
import { matchTable, type MatchTable } from "./scoring";
import { ROLE_CARDS, type Role, type Side, type TeamMarker, type ThiefAnswer } from "./roles";
import {
  currentTurn,
  discardPile,
  phaseOf,
  playerCard,
  skippedNumbers,
  type CardId,
  type CharacterCard,
  type EndReason,
  type Learned,
  type Phase,
  type PublicRecord,
  type SecretMoonGame,
  type SecretMoonState,
} from "./state";

type Game = GameState<SecretMoonState>;

// ---------------------------------------------------------------- public

/** A card as the table sees it. `revealedRole` is set only once the card is face up. */
export interface PublicCard {
  id: CardId;
  kind: "player" | "npc";
  revealedRole: Role | null;
  captured: boolean;
  protected: boolean;
  /** "waiting": holds this round's turn-order card; "reserved": passed and holds next round's. */
  turnCard: "waiting" | "reserved" | "none";
  /** The reserved card's number, when the host made reserved numbers public. */
  reservedNumber: number | null;
  inspectedBy: SeatId[];
  teamMarkers: TeamMarker[];
}

export interface PublicResult {
  gameNumber: number;
  side: Side;
  reason: EndReason;
  voidedSide: Exclude<Side, "thief"> | null;
  winners: SeatId[];
}

export interface PublicGame {
  number: number;
  round: number;
  /** The number being called and who answered it; `skipped` were called first and nobody held them. */
  call: { number: number; seatId: SeatId; skipped: number[]; text: string } | null;
  /** With 5 players a Priestess or Guard was removed unseen (which one is never shown). */
  cardRemoved: boolean;
  cards: PublicCard[];
  /**
   * Turn-order cards discarded face up this round: those played, and reservations lost to a disrupt.
   * A passer may since have taken one; which one is shown only through `reservedNumber`.
   */
  faceUpDiscards: number[];
  log: Array<{ record: PublicRecord; text: string }>;
  /** The lines to post about what just happened. */
  announcement: string[];
  result: PublicResult | null;
}

export interface SecretMoonPublicView {
  phase: Phase;
  options: SecretMoonOptions | null;
  match: MatchTable | null;
  game: PublicGame | null;
}

/** The only way a role reaches the public: a face-up card. Even after the game, hidden cards stay hidden. */
const revealedRole = (c: CharacterCard): Role | null => (c.revealed ? c.role : null);

function publicCard(game: SecretMoonGame, c: CharacterCard, options: SecretMoonOptions): PublicCard {
  const reserved = game.reserved[c.id];
  return {
    id: c.id,
    kind: c.holder,
    revealedRole: revealedRole(c),
    captured: c.captured,
    protected: game.protected.includes(c.id),
    turnCard: c.id in game.turnCards ? "waiting" : reserved !== undefined ? "reserved" : "none",
    reservedNumber: options.reservedNumbersPublic && reserved !== undefined ? reserved : null,
    inspectedBy: [...c.inspectedBy],
    teamMarkers: [...c.teamMarkers],
  };
}

const copyResult = (r: PublicResult): PublicResult => ({
  gameNumber: r.gameNumber,
  side: r.side,
  reason: r.reason,
  voidedSide: r.voidedSide,
  winners: [...r.winners],
});

/** Copies a public record field by field, so nothing else stored beside it can travel along. */
function copyRecord(r: PublicRecord): PublicRecord {
  switch (r.kind) {
    case "round-started":
    case "round-ended":
      return { kind: r.kind, round: r.round };
    case "seat-left":
      return { kind: r.kind, round: r.round, cardId: r.cardId };
    case "game-ended":
      return { kind: r.kind, round: r.round, result: copyResult(r.result) };
  }
  const turn = { round: r.round, number: r.number, seatId: r.seatId };
  const outcome = (o: { revealed: { cardId: CardId; role: Role } | null; captured: SeatId[] }) => ({
    revealed: o.revealed ? { cardId: o.revealed.cardId, role: o.revealed.role } : null,
    captured: [...o.captured],
  });
  switch (r.kind) {
    case "inspect":
    case "protect":
      return { ...turn, kind: r.kind, target: r.target };
    case "inquire":
      return { ...turn, kind: r.kind, target: r.target, answer: r.answer, marker: r.marker };
    case "accuse":
      return { ...turn, kind: r.kind, target: r.target, named: r.named, correct: r.correct, ...outcome(r) };
    case "disrupt":
      return {
        ...turn,
        kind: r.kind,
        target: r.target,
        lost: r.lost,
        discardedFaceUp: r.discardedFaceUp,
        ...outcome(r),
      };
    case "attack":
      return { ...turn, kind: r.kind, target: r.target, ...outcome(r) };
    case "pass":
      return { ...turn, kind: r.kind, reserved: r.reserved, reservedNumber: r.reservedNumber };
  }
}

function callText(number: number, skipped: number[], seatName: string): string {
  return [...skipped.map((n) => `Number ${n}? (nobody)`), `Number ${number}? ${seatName}.`].join(" ");
}

/** The records since the last turn began (the action and what followed it), or the last record. */
function latest(game: SecretMoonGame): PublicRecord[] {
  const start = game.log.findLastIndex((r) => "number" in r || r.kind === "round-started" || r.kind === "seat-left");
  return start < 0 ? [] : game.log.slice(start);
}

export function publicView(g: Game): SecretMoonPublicView {
  const match = g.rules.match;
  const phase = phaseOf(g.rules);
  if (!match) return { phase, options: null, match: null, game: null };
  const game = match.game;
  const name = cardNamer(g.core, game);
  const turn = currentTurn(game);
  const skipped = skippedNumbers(game);
  const faceUp = [
    ...game.called.map((c) => c.number),
    ...game.log.flatMap((r) =>
      r.kind === "disrupt" && r.round === game.round && r.discardedFaceUp !== null ? [r.discardedFaceUp] : [],
    ),
  ];
  return {
    phase,
    options: { ...match.options },
    match: matchTable(match),
    game: {
      number: game.number,
      round: game.round,
      call: turn
        ? { number: turn.number, seatId: turn.seatId, skipped, text: callText(turn.number, skipped, name(turn.seatId)) }
        : null,
      cardRemoved: game.removed !== null,
      cards: game.cards.map((c) => publicCard(game, c, match.options)),
      faceUpDiscards: faceUp,
      log: game.log.map((r) => ({ record: copyRecord(r), text: describe(r, name) })),
      announcement: latest(game).map((r) => describe(r, name)),
      result: game.result ? copyResult(game.result) : null,
    },
  };
}

// ---------------------------------------------------------------- player

export interface SecretMoonPlayerView {
  dealtIn: boolean;
  role: Role | null;
  side: Side | null;
  /** The card's name as printed ("Princess"). */
  roleName: string | null;
  captured: boolean;
  /** Princess and Wanderer: the partner's seat, or null when the partner is an NPC card. */
  partner: { role: "princess" | "wanderer"; seatId: SeatId | null } | null;
  learned: Array<Learned & { text: string }>;
  turnNumber: number | null;
  reservedNumber: number | null;
  yourTurn: boolean;
  actions: ActionChoice[];
  /** The Thief's standing answer to "Who goes there?". */
  thiefAnswer: ThiefAnswer | null;
  /** After the game: whether this seat won. */
  won: boolean | null;
}

const notDealt: SecretMoonPlayerView = {
  dealtIn: false,
  role: null,
  side: null,
  roleName: null,
  captured: false,
  partner: null,
  learned: [],
  turnNumber: null,
  reservedNumber: null,
  yourTurn: false,
  actions: [],
  thiefAnswer: null,
  won: null,
};

function partnerOf(game: SecretMoonGame, card: CharacterCard): SecretMoonPlayerView["partner"] {
  if (card.role !== "princess" && card.role !== "wanderer") return null;
  const role = card.role === "princess" ? "wanderer" : "princess";
  const partner = game.cards.find((c) => c.role === role);
  return { role, seatId: partner?.holder === "player" ? partner.id : null };
}

export function playerView(g: Game, seatId: SeatId): SecretMoonPlayerView {
  const match = g.rules.match;
  const game = match?.game;
  const card = game && playerCard(game, seatId);
  if (!match || !game || !card) return notDealt;
  const name = cardNamer(g.core, game);
  const turn = currentTurn(game);
  const yourTurn = turn?.seatId === seatId;
  return {
    dealtIn: true,
    role: card.role,
    side: ROLE_CARDS[card.role].side,
    roleName: ROLE_CARDS[card.role].name,
    captured: card.captured,
    partner: partnerOf(game, card),
    learned: (game.learned[seatId] ?? []).map((l) => ({ ...l, text: describeLearned(l, name) })),
    turnNumber: game.turnCards[seatId] ?? null,
    reservedNumber: game.reserved[seatId] ?? null,
    yourTurn,
    actions: yourTurn
      ? availableActions({ game, options: match.options, actor: card, number: turn!.number, name })
      : [],
    thiefAnswer: card.role === "thief" ? game.thiefAnswer : null,
    won: game.result ? game.result.winners.includes(seatId) : null,
  };
}

// ---------------------------------------------------------------- moderator

export interface SecretMoonModeratorView {
  phase: Phase;
  options: SecretMoonOptions | null;
  match: MatchTable | null;
  game:
    | (PublicGame & {
        cardsInFull: Array<CharacterCard & { turnNumber: number | null; reservedNumber: number | null }>;
        removed: Role | null;
        discardPile: number[];
        thiefAnswer: ThiefAnswer;
        learned: Record<SeatId, Array<Learned & { text: string }>>;
        /** The acting player's possible actions. */
        actions: ActionChoice[];
      })
    | null;
  /** What to do or say next. */
  hints: string[];
}

/** Who opens their eyes during the count to five, as the moderator tells each privately. */
function eyesOpenHint(game: SecretMoonGame, name: CardName): string {
  const holder = (role: Role) => game.cards.find((c) => c.role === role && c.holder === "player");
  const [princess, wanderer] = [holder("princess"), holder("wanderer")];
  if (princess && wanderer)
    return `Eyes closed, count to five: ${name(princess.id)} (Princess) and ${name(wanderer.id)} (Wanderer) see each other.`;
  const alone = princess ?? wanderer;
  return alone
    ? `Eyes closed, count to five: ${name(alone.id)} (${ROLE_CARDS[alone.role].name}) opens their eyes and sees nobody: the partner is an NPC card.`
    : "Eyes closed, count to five: the Princess and the Wanderer are both NPC cards; nobody opens their eyes.";
}

function hintsFor(g: Game, name: CardName): string[] {
  const match = g.rules.match;
  const phase = phaseOf(g.rules);
  if (!match) return [`Seat 5 to 8 players, then deal (options: Thief, match length).`];
  const game = match.game;
  const hints: string[] = [];
  const last = latest(game)[0];
  const privatelySeen =
    last?.kind === "inspect" ||
    (last?.kind === "accuse" && game.cards.find((c) => c.id === last.target)?.holder === "npc");
  if (last && "seatId" in last && privatelySeen) {
    const seen = game.learned[last.seatId]?.at(-1);
    if (seen) hints.push(`Tell ${name(last.seatId)} privately: ${describeLearned(seen, name).replace(/^You/, "you")}`);
  }
  switch (phase) {
    case "between-rounds":
      if (game.round === 0) hints.push(eyesOpenHint(game, name));
      hints.push(`Deal round ${game.round + 1}'s turn-order cards.`);
      break;
    case "turn": {
      const turn = currentTurn(game)!;
      hints.push(
        `Call: ${callText(turn.number, skippedNumbers(game), name(turn.seatId))} ${name(turn.seatId)} reveals and discards card ${turn.number}, then acts or passes.`,
      );
      break;
    }
    case "game-over":
      hints.push(`${resultText(game.result!, name)} Deal game ${game.number + 1} of ${match.options.matchLength}.`);
      break;
    case "match-over": {
      const table = matchTable(match);
      hints.push(`The match is over. Most points: ${table.leaders.map(name).join(", ") || "nobody"}.`);
      break;
    }
  }
  return hints;
}

export function moderatorView(g: Game): SecretMoonModeratorView {
  const match = g.rules.match;
  const pub = publicView(g);
  const name = cardNamer(g.core, match?.game ?? null);
  if (!match || !pub.game) return { ...pub, game: null, hints: hintsFor(g, name) };
  const game = match.game;
  const turn = currentTurn(game);
  const actor = turn && playerCard(game, turn.seatId);
  return {
    ...pub,
    game: {
      ...pub.game,
      cardsInFull: game.cards.map((c) => ({
        ...c,
        turnNumber: game.turnCards[c.id] ?? null,
        reservedNumber: game.reserved[c.id] ?? null,
      })),
      removed: game.removed,
      discardPile: discardPile(game),
      thiefAnswer: game.thiefAnswer,
      learned: Object.fromEntries(
        Object.entries(game.learned).map(([s, ls]) => [s, ls.map((l) => ({ ...l, text: describeLearned(l, name) }))]),
      ),
      actions:
        turn && actor ? availableActions({ game, options: match.options, actor, number: turn.number, name }) : [],
    },
    hints: hintsFor(g, name),
  };
}
