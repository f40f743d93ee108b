import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { characterOf, named, seatNameOf } from "../../grimoire/grimoire";
import type { ClocktowerState, NightChoice } from "../../state";
import { ABILITY_RULES } from "./table";
import { abilityState, isOutsider } from "./state";
import type { Message, MessageValue } from "../../../../i18n/message";
import { listOf, n } from "../words";

type Game = GameState<ClocktowerState>;

export interface AbilityProblem {
  text: Message;
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
  // The rule's sentence quoted after the problem: the script's name and ability text, as written.
  const problem = (key: string, values?: Record<string, MessageValue>): Message => {
    const p = n(`ability.${key}`, values);
    return c ? n("ability.quoted", { problem: p, character: c.name, ability: c.ability }) : p;
  };
  const s = abilityState(game, actor.seatId, actor.stepId, actor.night);
  const out: AbilityProblem[] = [];
  const seats = choice.seats ?? [];
  const chooses = seats.length > 0 || !!choice.character;
  if (rule.oncePerGame && chooses && s.usedOn !== null) out.push({ text: problem("usedOn", { night: s.usedOn }) });
  if (rule.charges && seats.length > 0 && s.charged && seats.length !== 3) out.push({ text: problem("charged") });
  if (rule.charges && !s.charged && seats.length > 1) out.push({ text: problem("uncharged") });
  if (rule.deadAtDusk)
    for (const id of seats)
      if (!s.deadAtDusk.includes(id)) out.push({ text: problem("notDeadAtDusk", { seat: seatNameOf(game, id) }) });
  if (rule.needsCharacter && seats.length > 0 && !choice.character) out.push({ text: problem("guess") });
  if (rule.onlyIfNobodyDiedToday && seats.length > 0 && s.diedToday.length > 0)
    out.push({ text: problem("diedToday", { names: listOf(s.diedToday.map((id) => seatNameOf(game, id))) }) });
  if (rule.onlyIfOutsiderDiedToday && seats.length > 0 && !s.diedToday.some((id) => isOutsider(game.rules, id)))
    out.push({
      text: problem("noOutsiderDied", named(game.rules, "godfather")),
      storytellerOnly: true,
    });
  if (
    rule.notInPlay &&
    choice.character &&
    Object.values(game.rules.seats).some((x) => x.characterId === choice.character)
  )
    out.push({
      text: problem("inPlay", { character: characterOf(game.rules, choice.character)?.name ?? choice.character }),
    });
  if (rule.goodCharacter && choice.character) {
    const team = characterOf(game.rules, choice.character)?.team;
    if (team !== "townsfolk" && team !== "outsider") out.push({ text: problem("notGood") });
  }
  return out;
}
