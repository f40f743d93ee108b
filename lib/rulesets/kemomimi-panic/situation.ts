import type { CoreState, SeatId } from "../../game/core";
import type { GameState } from "../../game/ruleset";
import type { MessageValue, Phrase } from "../../i18n/message";
import { CHARACTERS } from "./characters";
import { ROLES } from "./roles";
import { playerAt, playerWith, type KemomimiState } from "./state";
import { voteParticipants } from "./vote";
import { k } from "./words";

/**
 * One line of a player's situation. `secret` lines tell what only this player may know (what a check
 * showed): the player's page shows them on the face-down card, never in the open.
 */
export interface SituationLine {
  kind: "result" | "status" | "waiting" | "outcome";
  text: Phrase;
  secret?: boolean;
}

const m = (key: string, values?: Record<string, MessageValue>) => k(`seat.situation.${key}`, values);
const nameOf = (core: CoreState, id: SeatId | null | undefined) => core.seats.find((x) => x.id === id)?.name ?? "?";

/** What the newest check, theft or verdict did for or to this player, while it is news. */
function resultLines(g: GameState<KemomimiState>, seatId: SeatId): Array<{ text: Phrase; secret?: boolean }> {
  const s = g.rules;
  const n = (id: SeatId | null | undefined) => nameOf(g.core, id);
  const lines: Array<{ text: Phrase; secret?: boolean }> = [];
  // A check is news until the next night falls.
  const checkAt = s.history.findLastIndex((e) => e.kind === "checked" && e.by === seatId);
  const check = s.checks.filter((c) => c.by === seatId).at(-1);
  if (check && checkAt >= 0 && !s.history.slice(checkAt).some((e) => e.kind === "nightFell"))
    lines.push(
      { text: m("checked", { name: n(check.target) }) },
      { text: m("checkShowed", { name: n(check.target), civilian: check.isCivilian ? "yes" : "no" }), secret: true },
    );
  const last = [...s.history].reverse().find((e) => e.kind === "theft" || e.kind === "verdictCarriedOut");
  if (last?.kind === "theft" && last.loss?.seatId === seatId)
    lines.push({ text: m("robbed", { result: last.loss.result }) });
  if (last?.kind === "verdictCarriedOut" && last.suspect === seatId)
    lines.push({
      text: last.verdict === "guilty" ? m("guilty", { result: last.loss?.result ?? "lostJewelry" }) : m("innocent"),
    });
  return lines;
}

/** What the table waits for now, and on whom, as this player reads it. */
function waitingLine(g: GameState<KemomimiState>, seatId: SeatId): Phrase | null {
  const s = g.rules;
  const n = (id: SeatId | null | undefined) => nameOf(g.core, id);
  const me = playerAt(s, seatId);
  switch (s.phase) {
    case "setup":
      return m("waitDeal");
    case "gameStart":
      return m("gameStart");
    case "night":
      return s.night?.thief === seatId ? m("nightThief") : m("night", { day: s.day });
    case "ended":
      return null;
    case "day":
      break;
  }
  switch (s.step) {
    case "start":
    case "discussion":
      return s.leader === seatId && !me?.out ? m("youLead") : m("waitLeader", { leader: n(s.leader) });
    case "voting": {
      // Who gives a hand: the participants, less a Younger Twin who votes as the Elder Twin.
      const beryl = playerWith(s, "beryl")?.seatId;
      const givers = voteParticipants(s).filter((id) => !(s.today.twinVoteForced && id === beryl));
      if (!givers.includes(seatId)) return m("waitVote", { suspect: n(s.today.suspect) });
      const given = (s.today.handsIn ?? []).includes(seatId) || (!s.hostSeat && s.today.hands.includes(seatId));
      return given ? m("handIn", { suspect: n(s.today.suspect) }) : m("giveHand", { suspect: n(s.today.suspect) });
    }
    case "results":
      return m("waitVerdict");
    default:
      return m("dayOver", { day: s.day });
  }
}

/**
 * A Kemomimi Panic player's situation, for the top of their own card: what their check showed (a
 * secret line), whether they were robbed or found guilty, whether being out still lets them win, what
 * the table waits for and on whom, and at the end whether they won and why.
 */
export function situation(g: GameState<KemomimiState>, seatId: SeatId): SituationLine[] {
  const s = g.rules;
  const me = playerAt(s, seatId);
  if (!me) return [{ kind: "waiting", text: m("waitDeal") }];
  const lines: SituationLine[] = resultLines(g, seatId).map((l) => ({ kind: "result", ...l }));
  // "Don't use" is news for the rest of the day: the power is no longer offered, and the card says why.
  if (s.phase === "day" && (s.today.declined ?? []).includes(me.character))
    lines.push({ kind: "result", text: m("declined", { name: CHARACTERS[me.character].name }) });
  if (s.phase === "ended") {
    if (s.outcome) {
      const won = s.outcome.winners.includes(seatId);
      lines.push({
        kind: "outcome",
        text: m(won ? "won" : "lost", { winner: k("winners", { winner: s.outcome.winner }), reason: s.outcome.reason }),
      });
    } else lines.push({ kind: "outcome", text: m("over") });
    return lines;
  }
  // Civilians and thieves win as a team, those out included; the Informant wins only in the game.
  if (me.out) lines.push({ kind: "status", text: m(ROLES[me.role].team === "informant" ? "outAlone" : "outTeam") });
  const waiting = waitingLine(g, seatId);
  if (waiting) lines.push({ kind: "waiting", text: waiting });
  return lines;
}
