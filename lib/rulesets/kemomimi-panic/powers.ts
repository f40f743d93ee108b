import type { SeatId } from "../../game/core";
import { cardName, CHARACTERS, TIMING_LABELS, timingRank, type CharacterId, type Timing } from "./characters";
import { activeWith, playerWith, type KemomimiState } from "./state";
import type { Message, Phrase } from "../../i18n/message";
import { k } from "./words";

/** The powers a player chooses to use ("you may..."), each with its command. */
export const POWER_COMMANDS = {
  shamlock: "kemomimi.shamlockCheck",
  sheena: "kemomimi.sheenaCheck",
  tristel: "kemomimi.tristelNewMoon",
  ester: "kemomimi.esterFullMoon",
  miranda: "kemomimi.mirandaChangeSuspect",
  luma: "kemomimi.lumaBarVoter",
  cyril: "kemomimi.cyrilForceTwinVote",
  verna: "kemomimi.vernaDeclareInnocent",
} as const satisfies Partial<Record<CharacterId, string>>;
export type ChosenPower = keyof typeof POWER_COMMANDS;

export interface PowerOffer {
  character: CharacterId;
  name: string;
  seatId: SeatId;
  command: string;
  timing: Timing;
  timingLabel: Message;
  order: number | null;
  oncePerGame: boolean;
  text: string;
}

/** Someone was ejected (by vote or theft) on the previous day or the night after it. */
export function ejectedYesterday(s: KemomimiState): boolean {
  return s.outs.some((o) => o.day === s.day - 1 && (o.how === "vote" || o.how === "theft"));
}

export const shamlockCheckedToday = (s: KemomimiState) =>
  s.checks.some((c) => c.character === "shamlock" && c.day === s.day && s.day > 0);

const inDay = (s: KemomimiState, ...steps: string[]) => s.phase === "day" && !!s.step && steps.includes(s.step);

/**
 * Why a power cannot be used at all right now (the holder is missing or out, or there is nothing for
 * it to act on). Null when it can.
 */
export function powerImpossible(s: KemomimiState, c: ChosenPower): Phrase | null {
  const card = CHARACTERS[c];
  const p = playerWith(s, c);
  if (!p) return k("rules.notInGame", { name: card.name });
  if (p.out) return k("rules.isOut", { name: card.name });
  if (s.phase === "setup") return k("rules.notDealt");
  if (s.phase === "ended") return k("rules.gameIsOver");
  switch (c) {
    case "tristel":
      return s.moon === "new" ? k("rules.moonAlreadyNew") : null;
    case "ester":
      return s.moon === "full" ? k("rules.moonAlreadyFull") : null;
    case "miranda":
      if (!s.today.suspect || s.phase !== "day") return k("rules.noSuspect");
      return s.today.count ? k("rules.votesCounted") : null;
    case "luma":
      if (s.today.count) return k("rules.votesCounted");
      return s.today.barredVoter ? k("rules.voterBarredAlready") : null;
    case "cyril":
      if (!activeWith(s, "beryl")) return k("rules.berylNotIn", cardName("beryl"));
      if (s.today.count) return k("rules.votesCounted");
      if (s.today.barredVoter === activeWith(s, "beryl")!.seatId) return k("rules.berylBarred", cardName("beryl"));
      return s.today.twinVoteForced ? k("rules.twinAlready") : null;
    case "verna":
      if (!s.today.count || s.step !== "results") return k("rules.notCounted");
      if (s.today.turnedInnocent || s.today.count.verdict === "innocent") return k("rules.alreadyInnocent");
      return null;
    default:
      return null;
  }
}

/**
 * The rules a power's use would break now (its timing, "once per game", "when you are (not) the
 * Leader"). The moderator may still allow it; empty when the power is offered now.
 */
export function powerRuleBreaks(s: KemomimiState, c: ChosenPower): Message[] {
  const card = CHARACTERS[c];
  const p = playerWith(s, c);
  const w: Message[] = [];
  if (!p) return w;
  if (card.oncePerGame && s.usedOnce.includes(c)) w.push(k("rules.usedOnce", { name: card.name }));
  const leader = s.leader === p.seatId;
  const notLeader = () => leader && w.push(k("rules.notLeader", { name: card.name, power: c }));
  switch (c) {
    case "shamlock":
      if (s.phase === "gameStart") break;
      if (!inDay(s, "endOfDay")) w.push(k("rules.shamlockWhen"));
      else if (!leader) w.push(k("rules.shamlockOnlyLeader"));
      else if (shamlockCheckedToday(s)) w.push(k("rules.shamlockAlready"));
      break;
    case "sheena":
      if (!inDay(s, "start")) w.push(k("rules.sheenaStart", cardName("sheena")));
      if (!ejectedYesterday(s)) w.push(k("rules.sheenaEjected", cardName("sheena")));
      break;
    case "ester":
    case "tristel":
      if (s.phase !== "day") w.push(k("rules.moonDuringDay", { name: card.name }));
      break;
    case "luma":
      if (!leader) w.push(k("rules.lumaLeader", cardName("luma")));
      if (!inDay(s, "start", "discussion", "voting")) w.push(k("rules.lumaBefore", cardName("luma")));
      break;
    case "cyril":
      notLeader();
      if (!inDay(s, "start", "discussion", "voting")) w.push(k("rules.cyrilBefore", cardName("cyril")));
      break;
    case "verna":
      notLeader();
      break;
    case "miranda":
      notLeader();
      break;
  }
  return w;
}

/** The powers that may be used right now, in the rulebook's timing order. */
export function offeredPowers(s: KemomimiState, texts: Partial<Record<CharacterId, string>> = {}): PowerOffer[] {
  const offers: PowerOffer[] = [];
  for (const c of Object.keys(POWER_COMMANDS) as ChosenPower[]) {
    const p = activeWith(s, c);
    if (!p || powerImpossible(s, c) || powerRuleBreaks(s, c).length) continue;
    if (c === "shamlock" && !(s.phase === "gameStart" || inDay(s, "endOfDay"))) continue;
    const card = CHARACTERS[c];
    offers.push({
      character: c,
      name: card.name,
      seatId: p.seatId,
      command: POWER_COMMANDS[c],
      timing: card.timing!,
      timingLabel: TIMING_LABELS[card.timing!],
      order: card.order,
      oncePerGame: card.oncePerGame,
      text: card.power ?? texts[c] ?? "",
    });
  }
  return offers.sort((a, b) => timingRank(a.character) - timingRank(b.character));
}
