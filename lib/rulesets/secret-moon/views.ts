import type { SeatId } from "../../game/core";
import type { GameState } from "../../game/ruleset";
import { describe, describeLearned, resultText } from "./announce";
import { availableActions, type ActionChoice } from "./actions/available";
import { msg, type MessageValue, type Phrase } from "../../i18n/message";
import { cardNamer, listMsg, roleMsg, sentences, type CardName } from "./names";
import { hostSeatOf } from "./playing-host";
import { situation, type SituationLine } from "./situation";
import type { SecretMoonOptions } from "./options";
import { matchResultLine, matchTable, scoringRule, type MatchTable } from "./scoring";
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  ROLE_CARDS,
  ROUNDS,
  type Role,
  type Side,
  type TeamMarker,
  type ThiefAnswer,
} from "./roles";
import {
  currentTurn,
  discardPile,
  phaseOf,
  playerCard,
  skippedCalls,
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
  /**
   * The number being called and who answered it. Called first and skipped: `skipped`, the numbers
   * nobody held; `captured`, those held by a player captured before their number came.
   */
  call: {
    number: number;
    seatId: SeatId;
    skipped: number[];
    captured: Array<{ number: number; seatId: SeatId }>;
    text: Phrase;
  } | null;
  /** With 5 players a Priestess or Guard was removed unseen (which one is never shown). */
  cardRemoved: boolean;
  cards: PublicCard[];
  /**
   * Turn-order cards discarded face up this round: those played, and reservations lost to a disrupt.
   * A passer may since have taken one; which one is shown only through `reservedNumber`.
   */
  faceUpDiscards: number[];
  log: Array<{ record: PublicRecord; text: Phrase }>;
  /** The lines to post about what just happened. */
  announcement: Phrase[];
  result: PublicResult | null;
  /** Once the game has ended, every card as it was dealt (and the card removed unseen with 5 players). */
  deal: { cards: Array<{ cardId: CardId; role: Role }>; removed: Role | null } | null;
}

export interface SecretMoonPublicView {
  phase: Phase;
  options: SecretMoonOptions | null;
  match: MatchTable | null;
  /** How points are scored and how a tied match ends. */
  scoring: Phrase;
  /** "Ann wins the match with 3 points." once the match is complete. */
  matchResult: Phrase | null;
  game: PublicGame | null;
}

/** A role reaches the public on a face-up card; once the game has ended, through `deal` too. */
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

const m = (key: string, values?: Record<string, MessageValue>) => msg(`secretMoon.${key}`, values);

function callText(game: SecretMoonGame, name: CardName): Phrase {
  const turn = currentTurn(game)!;
  return sentences([
    ...skippedCalls(game).map((s) =>
      s.captured === null
        ? m("log.skippedCall", { number: s.number })
        : m("log.capturedCall", { number: s.number, name: name(s.captured) }),
    ),
    m("log.call", { number: turn.number, name: name(turn.seatId) }),
  ]);
}

/** The records since the last turn began (the action and what followed it), or the last record. */
function latest(game: SecretMoonGame): PublicRecord[] {
  const start = game.log.findLastIndex((r) => "number" in r || r.kind === "round-started" || r.kind === "seat-left");
  return start < 0 ? [] : game.log.slice(start);
}

export function publicView(g: Game): SecretMoonPublicView {
  const match = g.rules.match;
  const phase = phaseOf(g.rules);
  if (!match) return { phase, options: null, match: null, scoring: scoringRule(false), matchResult: null, game: null };
  const game = match.game;
  const name = cardNamer(g.core, game);
  const turn = currentTurn(game);
  const skipped = skippedCalls(game);
  // A passer may take back a face-up card: with public reserved numbers the town shows it as theirs,
  // so it is no longer listed face up. With secret reserved numbers the pile cannot say which went.
  const takenBack = new Set(match.options.reservedNumbersPublic ? Object.values(game.reserved) : []);
  const faceUp = [
    ...game.called.map((c) => c.number).filter((n) => !takenBack.has(n)),
    ...game.log.flatMap((r) =>
      r.kind === "disrupt" && r.round === game.round && r.discardedFaceUp !== null ? [r.discardedFaceUp] : [],
    ),
  ];
  const table = matchTable(match);
  return {
    phase,
    options: { ...match.options },
    match: table,
    scoring: scoringRule(match.options.thief),
    matchResult: matchResultLine(table, name),
    game: {
      number: game.number,
      round: game.round,
      call: turn
        ? {
            number: turn.number,
            seatId: turn.seatId,
            skipped: skipped.filter((c) => c.captured === null).map((c) => c.number),
            captured: skipped.flatMap((c) => (c.captured === null ? [] : [{ number: c.number, seatId: c.captured }])),
            text: callText(game, name),
          }
        : null,
      cardRemoved: game.removed !== null,
      cards: game.cards.map((c) => publicCard(game, c, match.options)),
      faceUpDiscards: faceUp,
      log: game.log.map((r) => ({ record: copyRecord(r), text: describe(r, name) })),
      announcement: latest(game).map((r) => describe(r, name)),
      result: game.result ? copyResult(game.result) : null,
      // The game is over: the table turns every card face up.
      deal: game.result
        ? { cards: game.cards.map((c) => ({ cardId: c.id, role: c.role })), removed: game.removed }
        : null,
    },
  };
}

// ---------------------------------------------------------------- player

export interface SecretMoonPlayerView {
  dealtIn: boolean;
  role: Role | null;
  side: Side | null;
  /** The card's name as printed ("Princess"). */
  roleName: Phrase | null;
  captured: boolean;
  /** Princess and Wanderer: the partner's seat, or null when the partner is an NPC card. */
  partner: { role: "princess" | "wanderer"; seatId: SeatId | null } | null;
  learned: Array<Learned & { text: Phrase }>;
  turnNumber: number | null;
  reservedNumber: number | null;
  yourTurn: boolean;
  actions: ActionChoice[];
  /** The Thief's standing answer to "Who goes there?". */
  thiefAnswer: ThiefAnswer | null;
  /** After the game: whether this seat won. */
  won: boolean | null;
  /** Where this player stands, for the top of their card (situation.ts); `secret` lines only on the face-down card. */
  situation: SituationLine[];
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
  situation: [],
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
  if (!match || !game || !card) return match ? { ...notDealt, situation: situation(g, seatId) } : notDealt;
  const name = cardNamer(g.core, game);
  const turn = currentTurn(game);
  const yourTurn = turn?.seatId === seatId;
  return {
    dealtIn: true,
    role: card.role,
    side: ROLE_CARDS[card.role].side,
    roleName: roleMsg(card.role),
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
    situation: situation(g, seatId),
  };
}

// ---------------------------------------------------------------- moderator

/** Playing-host mode: what the host's account sees while the game runs. */
export interface HostTable {
  /** The seat the host plays. */
  seatId: SeatId;
  /** The table as everyone sees it. */
  game: PublicGame | null;
  /** The host's own seat, as on their link. */
  own: SecretMoonPlayerView;
  /** How far the round has got, from public facts only ("2 turns taken, 4 players still to act"). */
  progress: Phrase[];
}

export interface SecretMoonModeratorView {
  phase: Phase;
  options: SecretMoonOptions | null;
  match: MatchTable | null;
  scoring: Phrase;
  matchResult: Phrase | null;
  /** Set while the host plays a seat: then `game` is null and nothing hidden is in this view. */
  host: HostTable | null;
  game:
    | (PublicGame & {
        cardsInFull: Array<CharacterCard & { turnNumber: number | null; reservedNumber: number | null }>;
        removed: Role | null;
        /** The seat the host played (shown once the game has ended), or null. */
        hostSeat: SeatId | null;
        discardPile: number[];
        thiefAnswer: ThiefAnswer;
        learned: Record<SeatId, Array<Learned & { text: Phrase }>>;
        /** The acting player's possible actions. */
        actions: ActionChoice[];
      })
    | null;
  /** What to do or say next. */
  hints: Phrase[];
}

/** Who opens their eyes during the count to five, as the moderator tells each privately. */
function eyesOpenHint(game: SecretMoonGame, name: CardName): Phrase {
  const holder = (role: Role) => game.cards.find((c) => c.role === role && c.holder === "player");
  const [princess, wanderer] = [holder("princess"), holder("wanderer")];
  if (princess && wanderer) return m("hints.eyesBoth", { princess: name(princess.id), wanderer: name(wanderer.id) });
  const alone = princess ?? wanderer;
  return alone ? m("hints.eyesAlone", { name: name(alone.id), character: roleMsg(alone.role) }) : m("hints.eyesNone");
}

/** The private line "Tell Ann privately: you inspected…" (the panel shows it apart from the others). */
export const TELL_KEY = "secretMoon.hints.tell";

function hintsFor(g: Game, name: CardName): Phrase[] {
  const match = g.rules.match;
  const phase = phaseOf(g.rules);
  if (!match) return [m("hints.seatAndDeal", { min: MIN_PLAYERS, max: MAX_PLAYERS })];
  const game = match.game;
  const hints: Phrase[] = [];
  const last = latest(game)[0];
  // Something is private only while the card seen is face down: a right guess about an NPC turns it up.
  const seenCard = last && "target" in last ? game.cards.find((c) => c.id === last.target) : undefined;
  const privatelySeen =
    !!seenCard &&
    !seenCard.revealed &&
    (last?.kind === "inspect" || (last?.kind === "accuse" && seenCard.holder === "npc"));
  if (last && "seatId" in last && privatelySeen) {
    const seen = game.learned[last.seatId]?.at(-1);
    if (seen) hints.push(msg(TELL_KEY, { name: name(last.seatId), learned: describeLearned(seen, name, true) }));
  }
  switch (phase) {
    case "between-rounds":
      if (game.round === 0) hints.push(eyesOpenHint(game, name));
      hints.push(m("hints.dealRound", { round: game.round + 1 }));
      break;
    case "turn": {
      const turn = currentTurn(game)!;
      hints.push(
        m("hints.call", {
          call: callText(game, name),
          name: name(turn.seatId),
          number: turn.number,
        }),
      );
      break;
    }
    case "game-over":
      hints.push(
        m("hints.nextGame", {
          result: resultText(game.result!, name),
          next: game.number + 1,
          length: match.options.matchLength,
        }),
      );
      break;
    case "match-over": {
      const table = matchTable(match);
      hints.push(m("hints.matchOver", { names: listMsg(table.leaders.map(name), { empty: m("nobody") }) }));
      break;
    }
  }
  return hints;
}

/** The flow a playing host runs, in words that name no secret: no roles, no partner, no private line. */
function hostHints(g: Game, name: CardName): Phrase[] {
  const game = g.rules.match!.game;
  switch (phaseOf(g.rules)) {
    case "between-rounds":
      return [...(game.round === 0 ? [m("hints.eyesHost")] : []), m("hints.dealRound", { round: game.round + 1 })];
    case "turn": {
      const turn = currentTurn(game)!;
      return [
        m("hints.callHost", {
          call: callText(game, name),
          name: name(turn.seatId),
        }),
      ];
    }
    default:
      return [];
  }
}

function hostTable(g: Game, hostSeat: SeatId, pub: SecretMoonPublicView, name: CardName): HostTable {
  const game = g.rules.match!.game;
  const turn = currentTurn(game);
  const toAct = Object.keys(game.turnCards).length;
  const progress: Phrase[] =
    game.round === 0
      ? [m("hints.progressDealt")]
      : [
          m("hints.progressRound", { round: game.round, rounds: ROUNDS, taken: game.called.length, toAct }),
          ...(turn
            ? [
                turn.seatId === hostSeat
                  ? m("hints.progressYours")
                  : m("hints.progressWaiting", { name: name(turn.seatId) }),
              ]
            : []),
        ];
  return { seatId: hostSeat, game: pub.game, own: playerView(g, hostSeat), progress };
}

export function moderatorView(g: Game): SecretMoonModeratorView {
  const match = g.rules.match;
  const pub = publicView(g);
  const name = cardNamer(g.core, match?.game ?? null);
  const hostSeat = hostSeatOf(g.rules);
  if (match && hostSeat !== null)
    return { ...pub, host: hostTable(g, hostSeat, pub, name), game: null, hints: hostHints(g, name) };
  if (!match || !pub.game) return { ...pub, host: null, game: null, hints: hintsFor(g, name) };
  const game = match.game;
  const turn = currentTurn(game);
  const actor = turn && playerCard(game, turn.seatId);
  return {
    ...pub,
    host: null,
    game: {
      ...pub.game,
      cardsInFull: game.cards.map((c) => ({
        ...c,
        turnNumber: game.turnCards[c.id] ?? null,
        reservedNumber: game.reserved[c.id] ?? null,
      })),
      removed: game.removed,
      hostSeat: game.hostSeat,
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
