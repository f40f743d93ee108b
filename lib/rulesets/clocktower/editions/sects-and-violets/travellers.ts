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
import { characterOf, grimoireSeats, isMalfunctionToken, showsAlive } from "../../grimoire/grimoire";
import type { ClocktowerState, PlacedReminder, SeatGrimoire } from "../../state";
import type { DayModifiers } from "../../day/day-state";
import { choiceShape, type ChoiceShape } from "../../night/choice-shape";
import type { AbilityRule } from "../../night/abilities/table";
import type { EffectContext, ProposedEffect } from "../../night/abilities/effects";
import type { Message, MessageValue } from "../../../../i18n/message";
import { n } from "../../night/words";

type Game = GameState<ClocktowerState>;

/** A message of this file (`clocktower.night.svTravellers.*`). Character names are always values. */
export const tv = (key: string, values?: Record<string, MessageValue>): Message => n(`svTravellers.${key}`, values);

const sober = (s: SeatGrimoire) => !s.reminders.some(isMalfunctionToken);
const nameOf = (rules: ClocktowerState, id: string) => characterOf(rules, id)?.name ?? id;
const duskAfter = (night: number) => ({ at: "dusk" as const, night: night + 1 });

// not text: the reminder tokens' own names, as the publisher's data spells them
export const TRAVELLER_TOKENS = {
  hasAbility: "Has Ability",
  sober: "Sober & Healthy",
  twice: "Acts Twice",
} as const;

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

// ---------------------------------------------------------------- the Bone Collector

/**
 * The Bone Collector's token on a dead player: they have their ability until the next dusk. Read with
 * the Vigormortis's (`keepsAbility`, evil.ts): the dead player's step is not struck tonight, their
 * effects hold (`malfunctions`' source reads it) and their day ability works until dusk.
 */
export const boneCollected = (seat: SeatGrimoire | undefined) =>
  !!seat?.reminders.some((r) => r.characterId === "bonecollector" && r.text === TRAVELLER_TOKENS.hasAbility);

/**
 * "Once per game, at night*, choose a dead player": "Has Ability" (Bone Collector, from the Bone Collector:
 * it ends with their death) until the next dusk. A living player chosen is warned by the choice's shape
 * and proposes nothing.
 */
function boneCollectorEffects(c: EffectContext): ProposedEffect[] {
  const [t] = c.choice.seats ?? [];
  const rules = c.game.rules;
  const seat = t ? rules.seats[t] : undefined;
  if (!t || !seat || seat.alive) return [];
  const token: PlacedReminder = {
    characterId: "bonecollector",
    text: TRAVELLER_TOKENS.hasAbility,
    until: duskAfter(c.night),
    from: c.seatId,
  };
  return [
    {
      effect: { kind: "place", seatId: t, token },
      reason: tv("boneCollected", {
        seat: c.name(t),
        character: nameOf(rules, seat.characterId),
        by: nameOf(rules, "bonecollector"),
      }),
    },
  ];
}

// ---------------------------------------------------------------- the tables' entries

const shape = (min: number, max: number, prompt: string, extra: Partial<ChoiceShape> = {}) =>
  choiceShape(min, max, tv(`prompts.${prompt}`), extra);

/** Night choices (`NIGHT_CHOICES`): the travellers' own choices, sent from their links. */
export const SV_TRAVELLER_CHOICES: Record<string, { first?: ChoiceShape; other?: ChoiceShape }> = {
  // "Once per game, at night*, choose a dead player": they regain their ability until dusk.
  bonecollector: { other: shape(0, 1, "boneCollector", { target: "dead" }) },
};

/** Ability rules (`ABILITY_RULES`). */
export const SV_TRAVELLER_RULES: Record<string, AbilityRule> = {
  bonecollector: { oncePerGame: true },
};

/** Effects on the grimoire (`ABILITY_EFFECTS`). */
export const SV_TRAVELLER_EFFECTS: Record<string, (c: EffectContext) => ProposedEffect[]> = {
  bonecollector: boneCollectorEffects,
};
