import type { Decision, GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import type { ClocktowerCommand, ClocktowerEvent } from "../commands";
import { grimoireSeats, isMalfunctionToken, seatNameOf, showsAlive } from "../grimoire/grimoire";
import type { ClocktowerState } from "../state";

type Game = GameState<ClocktowerState>;
type Cmd = Extract<ClocktowerCommand, { type: "clocktower.matronSwap" }>;

export const MATRON_ID = "matron";
/** The Matron: "Each day, you may chose up to 3 sets of 2 players to swap seats." */
export const MATRON_SWAPS_PER_DAY = 3;
export const MATRON_RULE = "Each day, you may chose up to 3 sets of 2 players to swap seats.";

/** One swap: the two seats that traded places. */
export interface SeatSwap {
  a: SeatId;
  b: SeatId;
}

/** The day the swaps count against: the current day, or by night the day before it. */
const dayOf = (rules: ClocktowerState) =>
  rules.phase ? (rules.phase.kind === "day" ? rules.phase.number : rules.phase.number - 1) : 0;

/** The swaps made on a day (oldest first). */
export const swapsOn = (rules: ClocktowerState, day: number): SeatSwap[] => rules.seatSwaps?.[String(day)] ?? [];

/** What the storyteller's screen needs: the Matron, today's swaps and how many remain. */
export interface MatronStatus {
  seatId: SeatId;
  name: string;
  /** Alive and sober: the swaps work. */
  working: boolean;
  day: number;
  swaps: SeatSwap[];
  left: number;
}

export function matronStatus(game: Game): MatronStatus | null {
  const m = grimoireSeats(game).find((s) => s.entry.traveller && s.entry.characterId === MATRON_ID);
  if (!m || !game.rules.phase) return null;
  const day = dayOf(game.rules);
  const swaps = swapsOn(game.rules, day);
  return {
    seatId: m.id,
    name: m.name,
    working: showsAlive(m.entry) && !m.entry.reminders.some(isMalfunctionToken),
    day,
    swaps,
    left: Math.max(0, MATRON_SWAPS_PER_DAY - swaps.length),
  };
}

/**
 * Two players swap seats at the Matron's choice (she posts it; the storyteller records it). Checked:
 * by day, a Matron in play, alive and sober, at most three pairs a day. Each is a warning the
 * storyteller may force (the storyteller has the final say); an unknown or repeated seat is refused.
 * A player may be in more than one pair: the rulebook does not forbid it.
 */
export function decideMatronSwap(game: Game, cmd: Cmd): Decision<ClocktowerEvent> {
  const rules = game.rules;
  const [a, b] = cmd.seatIds;
  for (const id of cmd.seatIds)
    if (!game.core.seats.some((s) => s.id === id))
      return { ok: false, error: `There is no seat "${id}" in this game.`, field: "seatIds" };
  if (a === b) return { ok: false, error: "Choose two different players to swap.", field: "seatIds" };
  if (!rules.phase) return { ok: false, error: "The game has not started: the Matron swaps seats by day." };
  if (rules.winner) return { ok: false, error: `The game is over (${rules.winner} won).` };
  const status = matronStatus(game);
  const warnings: string[] = [];
  if (rules.phase.kind !== "day") warnings.push(`It is night ${rules.phase.number}: the Matron swaps seats by day.`);
  if (!status) warnings.push("No Matron is in play.");
  else if (!status.working)
    warnings.push(
      showsAlive(rules.seats[status.seatId]!)
        ? `${status.name} (the Matron) is drunk or poisoned: the swap has no effect in the rules.`
        : `${status.name} (the Matron) is dead: dead players have no ability.`,
    );
  const made = swapsOn(rules, dayOf(rules)).length;
  if (made >= MATRON_SWAPS_PER_DAY)
    warnings.push(`The Matron has already swapped ${made} pairs on Day ${dayOf(rules)}: “${MATRON_RULE}”`);
  for (const id of cmd.seatIds)
    if (!rules.seats[id]) warnings.push(`${seatNameOf(game, id)} has no character: they are not a player yet.`);
  return { ok: true, event: { type: "ClocktowerSeatsSwapped", day: dayOf(rules), a: a!, b: b! }, warnings };
}
