import type { Decision, GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import type { ClocktowerCommand, ClocktowerEvent } from "../commands";
import { characterOf, seatNameOf, showsAlive } from "../grimoire/grimoire";
import type { ClocktowerState } from "../state";
import type { Phrase } from "../../../i18n/message";
import { cd, characterName, ct } from "./words";

type Game = GameState<ClocktowerState>;
type Cmd = Extract<ClocktowerCommand, { type: "clocktower.fiddler" }>;

export const FIDDLER_ID = "fiddler";
/** The Fiddler's ability as the rulebook prints it: a character's text is quoted, never translated. */
export const FIDDLER_RULE =
  // not text: the Fiddler's ability text (character data, quoted as the script's texts are)
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
          ? cd("shared.noCharacter", { seat: seatNameOf(game, id) })
          : ct("rules.noSeat", { seat: id }),
        field: id === cmd.chosen ? "chosen" : "demonSeatId",
      };
  if (cmd.demonSeatId === cmd.chosen) return { ok: false, error: cd("fiddler.demonChoosesOther"), field: "chosen" };
  if (!rules.phase) return { ok: false, error: cd("fiddler.notStarted") };
  if (rules.winner) return { ok: false, error: ct("rules.gameOver", { winner: rules.winner }) };
  const demon = rules.seats[cmd.demonSeatId]!;
  const chosen = rules.seats[cmd.chosen]!;
  const warnings: Phrase[] = [];
  const fiddler = characterName(rules, FIDDLER_ID);
  const demonName = seatNameOf(game, cmd.demonSeatId);
  const chosenName = seatNameOf(game, cmd.chosen);
  if (!rules.fabled.includes(FIDDLER_ID)) warnings.push(cd("fiddler.notInPlay", { fiddler }));
  if (rules.phase.kind !== "night")
    warnings.push(cd("fiddler.byDay", { number: rules.phase.number, rule: FIDDLER_RULE }));
  if (rules.fiddler) warnings.push(cd("fiddler.oncePerGame", { night: rules.fiddler.night }));
  if (characterOf(rules, demon.characterId)?.team !== "demon")
    warnings.push(cd("fiddler.notDemon", { seat: demonName }));
  else if (!demon.alive) warnings.push(cd("shared.deadNoAbility", { seat: demonName }));
  if (chosen.alignment === demon.alignment)
    warnings.push(cd("fiddler.sameAlignment", { seat: chosenName, alignment: chosen.alignment }));
  if (!showsAlive(chosen)) warnings.push(cd("shared.isDead", { seat: chosenName }));
  const night = rules.phase.kind === "night" ? rules.phase.number : rules.phase.number + 1;
  return {
    ok: true,
    event: { type: "ClocktowerFiddlerChosen", night, demon: cmd.demonSeatId, chosen: cmd.chosen },
    warnings,
  };
}
