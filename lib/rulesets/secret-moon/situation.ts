import type { SeatId } from "../../game/core";
import type { GameState } from "../../game/ruleset";
import { msg, type MessageValue, type Phrase } from "../../i18n/message";
import { describe, describeLearned, inquiryLine, resultText } from "./announce";
import { cardNamer, roleMsg, type CardName } from "./names";
import { ROLE_CARDS } from "./roles";
import {
  currentTurn,
  phaseOf,
  playerCard,
  type PublicRecord,
  type SecretMoonGame,
  type SecretMoonState,
} from "./state";

/**
 * One line of a player's situation. `secret` lines tell what only this player may know (what an
 * inspection showed): the player's page shows them on the face-down card, never in the open.
 */
export interface SituationLine {
  kind: "result" | "status" | "waiting" | "outcome";
  text: Phrase;
  secret?: boolean;
}

const m = (key: string, values?: Record<string, MessageValue>) => msg(`secretMoon.seat.situation.${key}`, values);

type TurnRecord = Extract<PublicRecord, { number: number }>;

/** The newest turn of the current game that this seat took or that was aimed at their card. */
function lastTurnAbout(game: SecretMoonGame, seatId: SeatId): TurnRecord | null {
  for (let i = game.log.length - 1; i >= 0; i--) {
    const r = game.log[i]!;
    if (!("number" in r)) continue;
    if (r.seatId === seatId || ("target" in r && r.target === seatId)) return r;
  }
  return null;
}

/** What the seat's last turn did, or what another player's turn did to them. */
function resultLines(game: SecretMoonGame, seatId: SeatId, name: CardName): SituationLine[] {
  const r = lastTurnAbout(game, seatId);
  if (!r) return [];
  if (r.seatId === seatId) {
    switch (r.kind) {
      case "inspect": {
        const seen = (game.learned[seatId] ?? []).findLast((l) => l.cardId === r.target && l.round === r.round);
        return [
          { kind: "result", text: m("inspected", { target: name(r.target) }) },
          ...(seen ? [{ kind: "result" as const, text: describeLearned(seen, name), secret: true }] : []),
        ];
      }
      case "inquire":
        return [
          {
            kind: "result",
            text: m("inquired", {
              target: name(r.target),
              question: msg("secretMoon.inquiry.question"),
              line: inquiryLine(r.answer),
            }),
          },
        ];
      default: {
        // An accusation of a face-down NPC card lets its accuser peek at it: only they see what it is.
        const peek =
          r.kind === "accuse"
            ? (game.learned[seatId] ?? []).findLast(
                (l) => l.how === "accuse-peek" && l.cardId === r.target && l.round === r.round,
              )
            : undefined;
        return [
          { kind: "result", text: m("yourAction", { text: describe(r, name) }) },
          ...(peek ? [{ kind: "result" as const, text: describeLearned(peek, name), secret: true }] : []),
        ];
      }
    }
  }
  const by = name(r.seatId);
  switch (r.kind) {
    case "disrupt":
      return [{ kind: "result", text: m("disrupted", { name: by, lost: r.lost }) }];
    case "attack":
      return [{ kind: "result", text: m("attacked", { name: by }) }];
    case "inspect":
      return [{ kind: "result", text: m("wasInspected", { name: by }) }];
    case "inquire":
      return [
        {
          kind: "result",
          text: m("wasAsked", { name: by, question: msg("secretMoon.inquiry.question"), line: inquiryLine(r.answer) }),
        },
      ];
    case "accuse":
      return [
        {
          kind: "result",
          text: m("wasAccused", { name: by, character: roleMsg(r.named), correct: r.correct ? "yes" : "no" }),
        },
      ];
    case "protect":
      return [{ kind: "result", text: m("wasProtected", { name: by }) }];
    default:
      return [];
  }
}

/**
 * A player's situation, for the top of their own card: what their last action showed (or what was done
 * to them), whether they are captured and what that means, what the table waits for and on whom, and
 * at the end whether they won and why. Built from the seat's own view of the game only.
 */
export function situation(g: GameState<SecretMoonState>, seatId: SeatId): SituationLine[] {
  const match = g.rules.match;
  const game = match?.game;
  const card = game && playerCard(game, seatId);
  if (!match || !game || !card) return [{ kind: "waiting", text: m("waitDeal") }];
  const name = cardNamer(g.core, game);
  const lines: SituationLine[] = resultLines(game, seatId, name);
  const phase = phaseOf(g.rules);
  if (game.result) {
    const won = game.result.winners.includes(seatId);
    lines.push({ kind: "outcome", text: m(won ? "won" : "lost", { why: resultText(game.result, name) }) });
    lines.push({
      kind: "waiting",
      text: phase === "match-over" ? m("matchOver") : m("waitNextGame", { game: game.number + 1 }),
    });
    return lines;
  }
  // The Thief plays alone: once captured, nothing can make them win this game.
  if (card.captured)
    lines.push({ kind: "status", text: m(ROLE_CARDS[card.role].side === "thief" ? "capturedAlone" : "capturedTeam") });
  const turn = currentTurn(game);
  if (phase === "between-rounds")
    lines.push({
      kind: "waiting",
      text: game.round === 0 ? m("waitFirstRound") : m("roundOver", { round: game.round, next: game.round + 1 }),
    });
  else if (turn)
    lines.push({
      kind: "waiting",
      text:
        turn.seatId === seatId
          ? m("yourTurn", { number: turn.number })
          : m("waitTurn", { name: name(turn.seatId), number: turn.number }),
    });
  return lines;
}
