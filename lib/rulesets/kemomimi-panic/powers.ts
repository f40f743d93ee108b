import type { SeatId } from "../../game/core";
import { CHARACTERS, TIMING_LABELS, timingRank, type CharacterId, type Timing } from "./characters";
import { activeWith, playerWith, type KemomimiState } from "./state";

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
  timingLabel: string;
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
export function powerImpossible(s: KemomimiState, c: ChosenPower): string | null {
  const card = CHARACTERS[c];
  const p = playerWith(s, c);
  if (!p) return `${card.name} is not in this game.`;
  if (p.out) return `${card.name} is out of the game.`;
  if (s.phase === "setup") return "The cards are not dealt yet.";
  if (s.phase === "ended") return "The game is over.";
  switch (c) {
    case "tristel":
      return s.moon === "new" ? "The moon is already new." : null;
    case "ester":
      return s.moon === "full" ? "The moon is already full." : null;
    case "miranda":
      if (!s.today.suspect || s.phase !== "day") return "No suspect has been named yet.";
      return s.today.count ? "The votes are already counted." : null;
    case "luma":
      if (s.today.count) return "The votes are already counted.";
      return s.today.barredVoter ? "A voter is already barred today." : null;
    case "cyril":
      if (!activeWith(s, "beryl")) return "Younger Twin Beryl is not in the game.";
      if (s.today.count) return "The votes are already counted.";
      if (s.today.barredVoter === activeWith(s, "beryl")!.seatId)
        return "Younger Twin Beryl is barred from today's vote.";
      return s.today.twinVoteForced ? "The Younger Twin already votes as the Elder Twin today." : null;
    case "verna":
      if (!s.today.count || s.step !== "results") return "The votes are not counted yet.";
      if (s.today.turnedInnocent || s.today.count.verdict === "innocent") return "The verdict is already innocent.";
      return null;
    default:
      return null;
  }
}

/**
 * The rules a power's use would break now (its timing, "once per game", "when you are (not) the
 * Leader"). The moderator may still allow it; empty when the power is offered now.
 */
export function powerRuleBreaks(s: KemomimiState, c: ChosenPower): string[] {
  const card = CHARACTERS[c];
  const p = playerWith(s, c);
  const w: string[] = [];
  if (!p) return w;
  if (card.oncePerGame && s.usedOnce.includes(c)) w.push(`${card.name} has already used her once-per-game power.`);
  const leader = s.leader === p.seatId;
  const notLeader = (what: string) => leader && w.push(`${card.name} ${what} only when she is not the Leader.`);
  switch (c) {
    case "shamlock":
      if (s.phase === "gameStart") break;
      if (!inDay(s, "endOfDay"))
        w.push("Detective Shamlock checks at game start, and again at the end of the day when she is the Leader.");
      else if (!leader) w.push("Detective Shamlock checks again at the end of the day only when she is the Leader.");
      else if (shamlockCheckedToday(s)) w.push("Detective Shamlock already checked at the end of this day.");
      break;
    case "sheena":
      if (!inDay(s, "start")) w.push("Witness Sheena checks at the start of the day.");
      if (!ejectedYesterday(s)) w.push("Witness Sheena checks only if someone was ejected the previous day or night.");
      break;
    case "ester":
    case "tristel":
      if (s.phase !== "day") w.push(`${card.name} changes the moon during the day.`);
      break;
    case "luma":
      if (!leader) w.push("Student Luma bars a voter only when she is the Leader.");
      if (!inDay(s, "start", "discussion", "voting")) w.push("Student Luma bars a voter before the vote.");
      break;
    case "cyril":
      notLeader("forces the Younger Twin's vote");
      if (!inDay(s, "start", "discussion", "voting"))
        w.push("Elder Twin Cyril forces the Younger Twin's vote before the count.");
      break;
    case "verna":
      notLeader("changes the voting");
      break;
    case "miranda":
      notLeader("changes the suspect");
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
