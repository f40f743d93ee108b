import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { characterOf } from "../../grimoire/grimoire";
import { stepKey, type ClocktowerState, type NightChoice } from "../../state";
import { ABILITY_RULES } from "./table";
// A cycle by design: the Po's charge reads how earlier nights resolved (only nights before this one).
import { resolvedNight } from "../night-sheet";

type Game = GameState<ClocktowerState>;

/** What the log says about one seat's ability on a night: a pure function of the log. */
export interface AbilityState {
  /** The night the once-per-game ability was used, or null. */
  usedOn: number | null;
  /** The choice on the night before (recorded by the storyteller, else submitted), or null. */
  lastNight: NightChoice | null;
  /** The Po: the last choice was no one, so three players tonight. */
  charged: boolean;
  /** Players dead (as the town saw them) when the night began: the Professor's only targets. */
  deadAtDusk: SeatId[];
  /** Seats that died on the day before this night (executed or by an ability). */
  diedToday: SeatId[];
}

/** A seat's choice on a night: the storyteller's record wins over the player's submission. */
export function choiceOn(game: Game, night: number, key: string): NightChoice | null {
  const n = game.rules.nights?.[String(night)];
  return n?.steps[key]?.choice ?? n?.submissions[key]?.choice ?? null;
}

const chose = (c: NightChoice | null) => !!c && ((c.seats?.length ?? 0) > 0 || !!c.character);

/** `stepId`: the step the seat acts at (a Lunatic acts at "lunatic" as the Demon they think they are). */
export function abilityState(game: Game, seatId: SeatId, stepId: string, night: number): AbilityState {
  const rules = game.rules;
  const key = stepKey(stepId, seatId);
  let usedOn: number | null = null;
  for (let n = 1; n < night && usedOn === null; n++) if (chose(choiceOn(game, n, key))) usedOn = n;
  // The Po's last choice: the latest earlier night* the seat was alive at dusk. A night with nothing
  // recorded or submitted counts as choosing no one (a forum Po who sends nothing chose no one).
  // A night the Po did not wake (exorcised, or killed before its turn) chose nothing and does not count.
  let charged = false;
  for (let n = night - 1; n >= 2; n--) {
    const rec = rules.nights?.[String(n)];
    if (!rec || rec.deadAtDusk?.includes(seatId)) continue;
    if (ABILITY_RULES[stepId]?.charges && resolvedNight(game, n).resolution.turns[key]?.notActing) continue;
    charged = !chose(choiceOn(game, n, key));
    break;
  }
  const record = rules.nights?.[String(night)];
  const deadAtDusk =
    record?.shownDeadAtDusk ??
    Object.keys(rules.seats).filter((id) => !rules.seats[id]!.alive || rules.seats[id]!.registersDead);
  // Travellers "do not count as players for any rules, win conditions, or abilities": an exile is no death today.
  const diedToday = Object.keys(rules.seats).filter(
    (id) => rules.seats[id]!.death?.time === `D${night - 1}` && !rules.seats[id]!.traveller,
  );
  return {
    usedOn,
    lastNight: night > 1 ? choiceOn(game, night - 1, key) : null,
    charged,
    deadAtDusk,
    diedToday,
  };
}

/** Whether a seat is an Outsider (by the character it holds). */
export const isOutsider = (rules: ClocktowerState, seatId: SeatId) =>
  characterOf(rules, rules.seats[seatId]?.characterId ?? "")?.team === "outsider";
