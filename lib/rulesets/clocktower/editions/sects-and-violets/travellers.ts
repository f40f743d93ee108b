/**
 * Sects & Violets' Travellers: the Butcher's second execution, the Bone Collector's dead player who has
 * their ability until dusk, the Barista's sober-and-healthy or twice, the Harlot's consent and the
 * Deviant's exile. Their entries for the shared tables are spread where the tables are built (NIGHT_CHOICES,
 * ABILITY_RULES, ABILITY_EFFECTS, STEP_FORMS, the day's modifiers). Rules described in our own words: the
 * ability texts come from the publisher's data at run time.
 *
 * Imports only the grimoire, the state and the night's words (no cycle with the tables).
 */
import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { grimoireSeats, isMalfunctionToken, showsAlive } from "../../grimoire/grimoire";
import type { ClocktowerState, SeatGrimoire } from "../../state";
import type { DayModifiers } from "../../day/day-state";

type Game = GameState<ClocktowerState>;

const sober = (s: SeatGrimoire) => !s.reminders.some(isMalfunctionToken);

// ---------------------------------------------------------------- the Butcher

/**
 * The Butcher: "after the 1st execution, you may nominate again". A living, sober Butcher when the day
 * starts may nominate once more after the day's execution (`secondNominator`): that nomination opens a
 * second vote, and its resolution a second execution (day/nominations.ts). A drunk or poisoned Butcher's
 * nomination does nothing: the storyteller may still allow it with `day.setModifiers`. Absent otherwise.
 */
export function butcherDayModifiers(game: Game): Pick<DayModifiers, "secondNominator"> {
  const butcher = grimoireSeats(game).find(
    (s) => s.entry.traveller && s.entry.characterId === "butcher" && showsAlive(s.entry) && sober(s.entry),
  );
  return butcher ? { secondNominator: butcher.id as SeatId } : {};
}
