import type { Decision, GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import type { ClocktowerCommand, ClocktowerEvent } from "../commands";
import { characterOf, seatNameOf, showsAlive } from "../grimoire/grimoire";
import type { ClocktowerState } from "../state";

type Game = GameState<ClocktowerState>;
type Cmd = Extract<ClocktowerCommand, { type: "clocktower.fiddler" }>;

export const FIDDLER_ID = "fiddler";
export const FIDDLER_RULE =
  "Once per game, at night, the Demon secretly chooses a player of an opposing alignment; All players then vote which of these two wins the game.";

/** The two players of the Fiddler's vote in seat order: the town is not told which is the Demon. */
export function fiddlerCandidates(game: Game, demon: SeatId, chosen: SeatId): [SeatId, SeatId] {
  const index = (id: SeatId) => game.core.seats.findIndex((s) => s.id === id);
  return index(demon) <= index(chosen) ? [demon, chosen] : [chosen, demon];
}

/** The Fiddler's vote on day `day`: the Demon chose on the night before it. */
export function fiddlerDayModifier(game: Game, day: number | undefined): [SeatId, SeatId] | null {
  const f = game.rules.fiddler;
  if (!f || day === undefined || f.night !== day) return null;
  return fiddlerCandidates(game, f.demon, f.chosen);
}

/**
 * The Demon's secret choice, recorded by the storyteller. Checked (warnings to force): the Fiddler in
 * play, by night, once per game, a living Demon, a player of the opposing alignment.
 */
export function decideFiddler(game: Game, cmd: Cmd): Decision<ClocktowerEvent> {
  const rules = game.rules;
  for (const id of [cmd.demonSeatId, cmd.chosen])
    if (!rules.seats[id])
      return {
        ok: false,
        error: game.core.seats.some((s) => s.id === id)
          ? `${seatNameOf(game, id)} has no character.`
          : `There is no seat "${id}" in this game.`,
        field: id === cmd.chosen ? "chosen" : "demonSeatId",
      };
  if (cmd.demonSeatId === cmd.chosen) return { ok: false, error: "The Demon chooses another player.", field: "chosen" };
  if (!rules.phase) return { ok: false, error: "The game has not started: the Demon chooses at night." };
  if (rules.winner) return { ok: false, error: `The game is over (${rules.winner} won).` };
  const demon = rules.seats[cmd.demonSeatId]!;
  const chosen = rules.seats[cmd.chosen]!;
  const warnings: string[] = [];
  if (!rules.fabled.includes(FIDDLER_ID)) warnings.push("The Fiddler is not in play: add it to the fabled first.");
  if (rules.phase.kind !== "night") warnings.push(`It is day ${rules.phase.number}: “${FIDDLER_RULE}”`);
  if (rules.fiddler)
    warnings.push(`Once per game: the Demon already chose on Night ${rules.fiddler.night}. This replaces that choice.`);
  if (characterOf(rules, demon.characterId)?.team !== "demon")
    warnings.push(`${seatNameOf(game, cmd.demonSeatId)} is not the Demon.`);
  else if (!demon.alive) warnings.push(`${seatNameOf(game, cmd.demonSeatId)} is dead: dead players have no ability.`);
  if (chosen.alignment === demon.alignment)
    warnings.push(`${seatNameOf(game, cmd.chosen)} is ${chosen.alignment} like the Demon: choose an opposing player.`);
  if (!showsAlive(chosen)) warnings.push(`${seatNameOf(game, cmd.chosen)} is dead.`);
  const night = rules.phase.kind === "night" ? rules.phase.number : rules.phase.number + 1;
  return {
    ok: true,
    event: { type: "ClocktowerFiddlerChosen", night, demon: cmd.demonSeatId, chosen: cmd.chosen },
    warnings,
  };
}
