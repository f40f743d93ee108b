import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { characterOf, seatNameOf } from "../../grimoire/grimoire";
import type { ClocktowerState, NightChoice } from "../../state";
import { ABILITY_RULES } from "./table";
import { abilityState, isOutsider } from "./state";

type Game = GameState<ClocktowerState>;

export interface AbilityProblem {
  text: string;
  /** Shown to the storyteller only: refusing it on the player's link would tell them hidden information. */
  storytellerOnly?: boolean;
}

/**
 * The choice against what the log says about the ability (once per game, the Po's charge, the
 * Professor's targets, today's deaths). Each problem ends with the rule it breaks, as the rulebook words it.
 * `characterId`: the ability the seat acts with (a Lunatic's: the Demon they think they are).
 */
export function abilityProblems(
  game: Game,
  characterId: string,
  actor: { seatId: SeatId; stepId: string; night: number },
  choice: NightChoice,
): AbilityProblem[] {
  const rule = ABILITY_RULES[characterId];
  if (!rule) return [];
  const c = characterOf(game.rules, characterId);
  const quote = c ? ` The ${c.name}: “${c.ability}”` : "";
  const s = abilityState(game, actor.seatId, actor.stepId, actor.night);
  const out: AbilityProblem[] = [];
  const seats = choice.seats ?? [];
  const chooses = seats.length > 0 || !!choice.character;
  if (rule.oncePerGame && chooses && s.usedOn !== null)
    out.push({ text: `The ability was already used on Night ${s.usedOn}.${quote}` });
  if (rule.charges && seats.length > 0 && s.charged && seats.length !== 3)
    out.push({ text: `The last choice was no one, so choose 3 players tonight.${quote}` });
  if (rule.charges && !s.charged && seats.length > 1)
    out.push({ text: `Choose no one or 1 player: 3 players only after a night choosing no one.${quote}` });
  if (rule.deadAtDusk)
    for (const id of seats)
      if (!s.deadAtDusk.includes(id))
        out.push({
          text: `${seatNameOf(game, id)} was not dead at the start of the night: only players dead when the night began may be chosen.${quote}`,
        });
  if (rule.needsCharacter && seats.length > 0 && !choice.character)
    out.push({ text: `Guess a character for the chosen player.${quote}` });
  if (rule.onlyIfNobodyDiedToday && seats.length > 0 && s.diedToday.length > 0)
    out.push({
      text: `${s.diedToday.map((id) => seatNameOf(game, id)).join(", ")} died today, so no one is chosen tonight.${quote}`,
    });
  if (rule.onlyIfOutsiderDiedToday && seats.length > 0 && !s.diedToday.some((id) => isOutsider(game.rules, id)))
    out.push({
      text: `No Outsider died today, so the Godfather chooses no one tonight.${quote}`,
      storytellerOnly: true,
    });
  return out;
}
