import type { Decision, GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import type { ClocktowerCommand, ClocktowerEvent } from "../commands";
import { grimoireSeats, isMalfunctionToken, seatNameOf, showsAlive } from "../grimoire/grimoire";
import type { ClocktowerState } from "../state";
import type { Phrase } from "../../../i18n/message";
import { cd, characterName, ct } from "./words";

type Game = GameState<ClocktowerState>;
type Cmd = Extract<ClocktowerCommand, { type: "clocktower.matronSwap" }>;

export const MATRON_ID = "matron";
/** The Matron: "Each day, you may chose up to 3 sets of 2 players to swap seats." */
export const MATRON_SWAPS_PER_DAY = 3;
// not text: the Matron's ability text (character data, quoted as the script's texts are)
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
      return { ok: false, error: ct("rules.noSeat", { seat: id }), field: "seatIds" };
  if (a === b) return { ok: false, error: cd("matron.differentPlayers"), field: "seatIds" };
  const matron = characterName(rules, MATRON_ID);
  if (!rules.phase) return { ok: false, error: cd("matron.notStarted", { matron }) };
  if (rules.winner) return { ok: false, error: ct("rules.gameOver", { winner: rules.winner }) };
  const status = matronStatus(game);
  const warnings: Phrase[] = [];
  if (rules.phase.kind !== "day") warnings.push(cd("matron.atNight", { number: rules.phase.number, matron }));
  if (!status) warnings.push(cd("matron.notInPlay", { matron }));
  else if (!status.working)
    warnings.push(
      cd(showsAlive(rules.seats[status.seatId]!) ? "matron.malfunctioning" : "matron.dead", {
        seat: status.name,
        matron,
      }),
    );
  const made = swapsOn(rules, dayOf(rules)).length;
  if (made >= MATRON_SWAPS_PER_DAY)
    warnings.push(
      cd("matron.tooMany", {
        matron,
        made,
        day: dayOf(rules),
        rule: MATRON_RULE,
      }),
    );
  for (const id of cmd.seatIds)
    if (!rules.seats[id]) warnings.push(cd("matron.notPlayerYet", { seat: seatNameOf(game, id) }));
  return { ok: true, event: { type: "ClocktowerSeatsSwapped", day: dayOf(rules), a: a!, b: b! }, warnings };
}
