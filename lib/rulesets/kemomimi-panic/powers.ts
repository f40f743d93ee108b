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

/**
 * The powers whose holder chooses whether to use them now ("you may...", or "[1]": once per game,
 * on a day of her choice): each is offered with "Use" and "Don't use" (kemomimi.declinePower), so
 * the Game Master sees when every power of the step has been decided (issue 29 part 6). Detective
 * Shamlock's check is no choice ("Select one player...", and again when she is the Leader at the
 * end of the day): it has no "Don't use".
 */
export const POWERS_WITH_A_CHOICE = ["sheena", "ester", "tristel", "luma", "cyril", "verna", "miranda"] as const;
export type PowerWithAChoice = (typeof POWERS_WITH_A_CHOICE)[number];
export const hasAChoice = (c: CharacterId): c is PowerWithAChoice =>
  (POWERS_WITH_A_CHOICE as readonly string[]).includes(c);

/** The power a command uses, if it is one. */
export function powerOfCommand(type: string): ChosenPower | undefined {
  return (Object.entries(POWER_COMMANDS) as Array<[ChosenPower, string]>).find(([, t]) => t === type)?.[0];
}

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
  /** The holder may say "Don't use" (POWERS_WITH_A_CHOICE). */
  declinable: boolean;
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
    // "Don't use" holds for the rest of the day (each power's window lies within one day).
    if ((s.today.declined ?? []).includes(c)) continue;
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
      declinable: hasAChoice(c),
    });
  }
  return offers.sort((a, b) => timingRank(a.character) - timingRank(b.character));
}

/** The history entry a power's use leaves, by kind: what it tells of who decided. */
const USED_BY_KIND: Record<string, ChosenPower | "checked"> = {
  checked: "checked",
  moonChanged: "ester", // the entry names its character
  suspectChanged: "miranda",
  voterBarred: "luma",
  twinVoteForced: "cyril",
  verdictTurnedInnocent: "verna",
};

/**
 * The powers decided today: used (the day's history says so) or declined ("Don't use"). With
 * `offeredPowers` empty, a non-empty list means every power offered today has been decided.
 */
export function powersDecidedToday(s: KemomimiState): ChosenPower[] {
  if (s.phase !== "day" && s.phase !== "gameStart") return [];
  const used: ChosenPower[] = [];
  for (const e of s.history) {
    if (!("day" in e) || e.day !== s.day) continue;
    const kind = USED_BY_KIND[e.kind];
    if (!kind) continue;
    if (e.kind === "checked" || e.kind === "moonChanged") used.push(e.character);
    else used.push(kind as ChosenPower);
  }
  return [...new Set([...used, ...((s.today.declined ?? []) as ChosenPower[])])];
}
