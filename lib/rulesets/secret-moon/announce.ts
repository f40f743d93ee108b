import { msg, type Message, type MessageValue, type Phrase } from "../../i18n/message";
import { roleMsg, listMsg, sentences, type CardName } from "./names";
import type { InquiryAnswer } from "./roles";
import type { GameResult, Learned, PublicRecord, RevealOutcome } from "./state";

/**
 * What the moderator posts for each public record, in the game's words: messages that the page renders
 * in its reader's language (the town square and the posts: the game's). Built only from public facts.
 */

const K = "secretMoon";
const m = (key: string, values?: Record<string, MessageValue>) => msg(`${K}.${key}`, values);

const INQUIRY_KEYS: Record<InquiryAnswer, string> = { silent: "silent", minister: "minister", "just-me": "justMe" };
/** An answer to "Who goes there?" as the edition prints it. */
export const inquiryLine = (answer: InquiryAnswer): Message => m(`inquiry.${INQUIRY_KEYS[answer]}`);
export const endReason = (reason: GameResult["reason"]): Message => m(`endReasons.${reason}`);

function consequences(o: RevealOutcome, name: CardName, skip: string[] = []): Phrase[] {
  const parts: Phrase[] = [];
  if (o.revealed) parts.push(m("log.revealed", { name: name(o.revealed.cardId), character: roleMsg(o.revealed.role) }));
  for (const s of o.captured.filter((s) => !skip.includes(s)))
    parts.push(
      o.revealed?.cardId === s && o.revealed.role === "guard"
        ? m("log.guardFaints", { name: name(s) })
        : m("log.captured", { name: name(s) }),
    );
  return parts;
}

export function resultText(result: GameResult, name: CardName): Phrase {
  const winners = listMsg(result.winners.map(name), { empty: m("noPlayer") });
  return sentences([
    m("log.gameOver", { game: result.gameNumber, reason: endReason(result.reason) }),
    result.voidedSide && m("log.voided", { side: result.voidedSide }),
    m("log.wins", { side: result.side, winners }),
  ]);
}

export function describe(record: PublicRecord, name: CardName): Phrase {
  switch (record.kind) {
    case "round-started":
      return m("log.roundStarted", { round: record.round });
    case "round-ended":
      return m("log.roundEnded", { round: record.round });
    case "seat-left":
      return m("log.seatLeft");
    case "game-ended":
      return resultText(record.result, name);
  }
  const who = m("log.who", { number: record.number, name: name(record.seatId) });
  switch (record.kind) {
    case "inspect":
      return m("log.inspect", { who, target: name(record.target) });
    case "inquire":
      return m("log.inquire", {
        who,
        target: name(record.target),
        question: m("inquiry.question"),
        line: inquiryLine(record.answer),
        marker: m("cards.teamMarker", { side: record.marker }),
      });
    case "accuse": {
      const after = consequences(record, name);
      return sentences([
        m("log.accuse", { who, target: name(record.target), character: roleMsg(record.named) }),
        m(record.correct ? "log.correct" : "log.wrong"),
        ...after,
        after.length === 0 && !record.correct && m("log.alreadyRevealed", { name: name(record.seatId) }),
      ]);
    }
    case "protect":
      return record.target === record.seatId
        ? m("log.hides", { who })
        : m("log.protects", { who, target: name(record.target) });
    case "disrupt": {
      const target = name(record.target);
      const lost =
        record.lost === "turn"
          ? m("log.losesTurn", { target })
          : record.discardedFaceUp
            ? m("log.losesReservedNumber", { target, number: record.discardedFaceUp })
            : m("log.losesReserved", { target });
      return sentences([m("log.disrupts", { who, target }), lost, ...consequences(record, name)]);
    }
    case "attack":
      return m("log.attacks", { who, target: name(record.target) });
    case "pass":
      return record.reserved
        ? record.reservedNumber
          ? m("log.passesReservingNumber", { who, number: record.reservedNumber })
          : m("log.passesReserving", { who })
        : m("log.passes", { who });
  }
}

/** A private line for one player: what they saw ("you inspected…" inside a sentence with `lower`). */
export function describeLearned(l: Learned, name: CardName, lower = false): Message {
  const key = l.how === "inspect" ? "log.inspected" : "log.peeked";
  return m(lower ? `${key}Lower` : key, { name: name(l.cardId), round: l.round, character: roleMsg(l.role) });
}
