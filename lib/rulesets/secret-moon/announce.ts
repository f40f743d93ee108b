import type { CardName } from "./names";
import { INQUIRY_LINES, ROLE_CARDS, SIDE_NAMES, type Role } from "./roles";
import type { EndReason, GameResult, Learned, PublicRecord, RevealOutcome } from "./state";

/** What the moderator posts for each public record, in the game's words. Built only from public facts. */

const role = (r: Role) => `the ${ROLE_CARDS[r].name}`;

const ENDINGS: Record<EndReason, string> = {
  "round-3-finished": "the third round is over",
  "minister-captured": "the Minister is captured",
  "princess-captured": "the Princess is captured",
  "princess-and-wanderer-revealed": "the Princess and the Wanderer are both revealed",
};

function consequences(o: RevealOutcome, name: CardName, skip: string[] = []): string {
  const parts: string[] = [];
  if (o.revealed) parts.push(`${name(o.revealed.cardId)}'s card is revealed: ${role(o.revealed.role)}.`);
  for (const s of o.captured.filter((s) => !skip.includes(s)))
    parts.push(
      o.revealed?.cardId === s && o.revealed.role === "guard"
        ? `The Guard faints: ${name(s)} is captured.`
        : `${name(s)} is captured.`,
    );
  return parts.join(" ");
}

export function resultText(result: GameResult, name: CardName): string {
  const winners = result.winners.map(name).join(", ") || "no player";
  const voided = result.voidedSide
    ? ` ${capitalise(SIDE_NAMES[result.voidedSide])} would have won, but the Thief is still free.`
    : "";
  return `Game ${result.gameNumber} is over: ${ENDINGS[result.reason]}.${voided} ${capitalise(SIDE_NAMES[result.side])} wins: ${winners}.`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function describe(record: PublicRecord, name: CardName): string {
  switch (record.kind) {
    case "round-started":
      return `Round ${record.round} begins: the turn-order cards are dealt.`;
    case "round-ended":
      return `Round ${record.round} is over.`;
    case "seat-left":
      return "A player left the table; their card stays in the middle as an NPC card.";
    case "game-ended":
      return resultText(record.result, name);
  }
  const who = `Number ${record.number}: ${name(record.seatId)}`;
  switch (record.kind) {
    case "inspect":
      return `${who} inspects ${name(record.target)}'s card.`;
    case "inquire": {
      const marker = record.marker === "princess" ? "Princess-team" : "Minister-team";
      return `${who} asks ${name(record.target)} “Who goes there?” ${name(record.target)}: ${INQUIRY_LINES[record.answer]} (${marker} marker).`;
    }
    case "accuse": {
      const verdict = record.correct ? "Correct." : "Wrong.";
      const after =
        consequences(record, name) ||
        (record.correct ? "" : `${name(record.seatId)}'s card was already revealed: nothing happens.`);
      return `${who} accuses ${name(record.target)} of being ${role(record.named)}. ${verdict} ${after}`.trim();
    }
    case "protect":
      return record.target === record.seatId
        ? `${who} hides: nobody can target them for the rest of the round.`
        : `${who} protects ${name(record.target)}: nobody can target that card for the rest of the round.`;
    case "disrupt": {
      const lost =
        record.lost === "turn"
          ? `${name(record.target)} loses this round's turn.`
          : `${name(record.target)} loses the reserved turn-order card${record.discardedFaceUp ? ` ${record.discardedFaceUp}` : ""}, discarded face up.`;
      return `${who} disrupts ${name(record.target)}. ${lost} ${consequences(record, name)}`.trim();
    }
    case "attack":
      return `${who} attacks ${name(record.target)}: ${name(record.target)} is captured.`;
    case "pass":
      return record.reserved
        ? `${who} passes and takes a turn-order card for the next round${record.reservedNumber ? ` (${record.reservedNumber})` : ""}.`
        : `${who} passes.`;
  }
}

/** A private line for one player: what they saw. */
export function describeLearned(l: Learned, name: CardName): string {
  const how = l.how === "inspect" ? "You inspected" : "You peeked at";
  return `${how} ${name(l.cardId)}'s card in round ${l.round}: ${role(l.role)}.`;
}
