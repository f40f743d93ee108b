import { msg, type Message, type MessageValue } from "../../../i18n/message";
import type { SeatId } from "../../../game/core";
import type { CardName } from "../names";
import type { SecretMoonOptions } from "../options";
import { ROLE_CARDS } from "../roles";
import { cardOf, type CardId, type CharacterCard, type RevealOutcome, type SecretMoonGame } from "../state";

/** The player whose turn it is, as an action's rules see them. */
export interface Turn {
  game: SecretMoonGame;
  options: SecretMoonOptions;
  actor: CharacterCard;
  number: number;
  name: CardName;
}

/** Why an action is refused, in words a host understands (a message); null when it is allowed. */
export type Refusal = Message | null;

export const refusal = (key: string, values?: Record<string, MessageValue>): Message =>
  msg(`secretMoon.rules.${key}`, values);

export interface TargetRule {
  verb: "inspect" | "ask" | "accuse" | "protect" | "disrupt" | "attack";
  /** May the target be an NPC card? */
  npc: boolean;
  /** May the target be the acting player's own card? */
  self: boolean;
}

/**
 * The checks every targeted action shares: the card exists, is in play and is not protected. A
 * captured player is out of the game, so nothing targets them any more; protecting an already
 * protected card is targeting it, so it is refused too.
 */
export function targetRefusal(t: Turn, targetId: CardId, rule: TargetRule): Refusal {
  const target = cardOf(t.game, targetId);
  if (!target) return refusal("noCard", { id: targetId });
  const name = t.name(targetId);
  const verb = msg(`secretMoon.verbs.${rule.verb}`);
  if (target.id === t.actor.id && !rule.self) return refusal("notYourself", { verb });
  if (target.holder === "npc" && !rule.npc) return refusal("notNpc", { verb });
  if (target.captured) return refusal("capturedOut", { name });
  if (t.game.protected.includes(targetId))
    return refusal(target.id === t.actor.id ? "hiddenTarget" : "protectedTarget", { name });
  return null;
}

export const mapCard = (game: SecretMoonGame, id: CardId, f: (c: CharacterCard) => CharacterCard): SecretMoonGame => ({
  ...game,
  cards: game.cards.map((c) => (c.id === id ? f(c) : c)),
});

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _, ...rest } = record;
  return rest;
}

/**
 * A captured player is out: any turn-order card they hold goes to the discards.
 *
 * Their number this round is not played: the Japanese rulebook says a player made unable to act
 * during a round takes no turn for the rest of that game (「ラウンド中に「行動不能」になったプレイヤーは、
 * そのゲーム中は手番を実行できません」), the English that they are out and get no further turn-order
 * cards. So when that number is called, the caller says whose it was and skips it ("6: Hana,
 * captured, skipped") rather than "Nobody held 6", which would be false. Our choice: the number is
 * named only when it is called, as her turn would have shown it; nothing is told at the capture.
 */
export function capture(game: SecretMoonGame, seatId: SeatId): SecretMoonGame {
  const card = cardOf(game, seatId);
  if (!card || card.holder !== "player" || card.captured) return game;
  const captured = mapCard(game, seatId, (c) => ({ ...c, captured: true }));
  const held = game.turnCards[seatId];
  return {
    ...captured,
    turnCards: without(game.turnCards, seatId),
    reserved: without(game.reserved, seatId),
    capturedTurns: held === undefined ? game.capturedTurns : [...(game.capturedTurns ?? []), { number: held, seatId }],
  };
}

/** Turns a card face up. A revealed Guard faints and is captured. */
export function reveal(game: SecretMoonGame, id: CardId): { game: SecretMoonGame } & RevealOutcome {
  const card = cardOf(game, id);
  if (!card || card.revealed) return { game, revealed: null, captured: [] };
  let next = mapCard(game, id, (c) => ({ ...c, revealed: true }));
  const faints = ROLE_CARDS[card.role].capturedWhenRevealed && card.holder === "player" && !card.captured;
  if (faints) next = capture(next, id);
  return { game: next, revealed: { cardId: id, role: card.role }, captured: faints ? [id] : [] };
}

/** The acting player reveals and discards their turn-order card as the turn begins. */
export function playTurnCard(game: SecretMoonGame, seatId: SeatId, number: number): SecretMoonGame {
  return { ...game, turnCards: without(game.turnCards, seatId), called: [...game.called, { number, seatId }] };
}

export { without };
