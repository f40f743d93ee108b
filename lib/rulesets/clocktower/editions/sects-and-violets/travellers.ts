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
import type { KillRule } from "../../night/abilities/kills";
import type { StepForm, StepFormFor } from "../../night/step-form";
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
  hasAbility: "Has Ability", // not text: a reminder token's own name
  sober: "Sober & Healthy", // not text: a reminder token's own name
  twice: "Acts Twice", // not text: a reminder token's own name
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

// ---------------------------------------------------------------- the Barista

/**
 * The Barista's token on the seat it holds, if its source works (the Barista alive and itself sober):
 * "Sober & Healthy" or "Acts Twice". One level, as `malfunctions` reads a poison's source.
 */
export function baristaToken(seats: Record<SeatId, SeatGrimoire>, seatId: SeatId, text: string): boolean {
  return (seats[seatId]?.reminders ?? []).some((r) => {
    if (r.characterId !== "barista" || r.text !== text) return false;
    const source = r.from ? seats[r.from] : undefined;
    return !source || (source.alive && !source.reminders.some(isMalfunctionToken));
  });
}
/** "Sober & Healthy" from a working Barista: not drunk nor poisoned, and their information is true, until dusk. */
export const soberAndHealthy = (seats: Record<SeatId, SeatGrimoire>, seatId: SeatId) =>
  baristaToken(seats, seatId, TRAVELLER_TOKENS.sober);

/**
 * The Barista (the storyteller picks the player and what happens; the player learns which): yes, they
 * are sober, healthy and get true information until dusk ("Sober & Healthy"); no, their ability works
 * twice until dusk ("Acts Twice", the storyteller runs it twice). Both from the Barista (ended by their
 * death). No mode picked: nothing is proposed (the form asks for it).
 */
function baristaEffects(c: EffectContext): ProposedEffect[] {
  const [t] = c.choice.seats ?? [];
  const rules = c.game.rules;
  if (!t || !rules.seats[t] || c.choice.yes === undefined) return [];
  const text = c.choice.yes ? TRAVELLER_TOKENS.sober : TRAVELLER_TOKENS.twice;
  const token: PlacedReminder = { characterId: "barista", text, until: duskAfter(c.night), from: c.seatId };
  return [
    {
      effect: { kind: "place", seatId: t, token },
      reason: tv(c.choice.yes ? "baristaSober" : "baristaTwice", {
        seat: c.name(t),
        character: nameOf(rules, "barista"),
      }),
    },
  ];
}

/**
 * What a player learned of the Barista, night by night: "the Barista: you are sober and healthy…" for
 * each Barista token the storyteller applied to their seat (a step's applied effects). Told on their
 * own link only.
 */
export function baristaNews(rules: ClocktowerState, seatId: SeatId): Array<{ night: number; text: Message }> {
  const out: Array<{ night: number; text: Message }> = [];
  const nights = Object.values(rules.nights ?? {}).sort((a, b) => a.number - b.number);
  for (const night of nights)
    for (const [key, list] of Object.entries(night.applied ?? {})) {
      if (!key.startsWith("barista@")) continue;
      for (const e of list)
        if (e.kind === "place" && e.seatId === seatId && e.token.characterId === "barista")
          out.push({
            night: night.number,
            text: tv(e.token.text === TRAVELLER_TOKENS.sober ? "youAreSober" : "youActTwice", {
              character: nameOf(rules, "barista"),
            }),
          });
    }
  return out;
}

// ---------------------------------------------------------------- the Harlot

/**
 * The Harlot (each night*, a living player; the storyteller asks them and records their answer as the
 * step's yes or no). Agreeing: the Harlot learns their character, and both might die — the storyteller's
 * call, so the dawn lists both unticked, with why (accepted by ticking them). Refusing: nothing.
 */
const harlotKills: KillRule = {
  kills: (c) => {
    const [t] = c.choice?.seats ?? [];
    if (!t || c.choice?.yes !== true) return [];
    const rules = c.game.rules;
    const values = {
      harlot: c.game.core.seats.find((s) => s.id === c.seatId)?.name ?? c.seatId,
      seat: c.game.core.seats.find((s) => s.id === t)?.name ?? t,
      character: nameOf(rules, "harlot"),
    };
    const blocked = tv("harlotMayDie", values);
    return [
      { seatId: t, reason: tv("harlotChoseYou", values), blocked },
      { seatId: c.seatId, reason: tv("harlotAgreed", values), blocked },
    ];
  },
};

/** What the Harlot learns: the chosen player's character when they agreed; nothing when they refused. */
export function harlotTold(game: Game, choice: { seats?: SeatId[]; yes?: boolean } | null): Message | null {
  const [t] = choice?.seats ?? [];
  if (!t || choice?.yes === undefined) return null;
  const seat = game.rules.seats[t];
  const name = game.core.seats.find((s) => s.id === t)?.name ?? t;
  if (!choice.yes) return tv("harlotRefused", { seat: name });
  return tv("harlotLearns", { seat: name, character: nameOf(game.rules, seat?.characterId ?? "") });
}

/**
 * What the night sheet adds to a traveller's step from its choice: the Harlot's told text, and the yes or
 * no still to record (a warning beside the control) for the Barista and the Harlot. Null for the others.
 */
export function travellerStepNotes(
  game: Game,
  stepId: string,
  choice: { seats?: SeatId[]; yes?: boolean } | null,
): { told: Message | null; warnings: Message[] } | null {
  if (stepId !== "harlot" && stepId !== "barista") return null;
  const [t] = choice?.seats ?? [];
  const name = t ? (game.core.seats.find((s) => s.id === t)?.name ?? t) : "";
  const warnings =
    t && choice?.yes === undefined
      ? [tv(stepId === "harlot" ? "harlotAsk" : "baristaMode", { seat: name, character: nameOf(game.rules, stepId) })]
      : [];
  return { told: stepId === "harlot" ? harlotTold(game, choice) : null, warnings };
}

// ---------------------------------------------------------------- the Deviant

/**
 * The Deviant: "If you were funny today, you cannot die by exile." The app cannot judge funny: a living,
 * sober Deviant's death by execution or exile (by day) carries this hint, beside the exiled traveller's
 * "dies of the exile" on the storyteller's day and as a warning on the death itself.
 */
export function deviantHint(game: Game, seatId: SeatId): Message | null {
  const seat = game.rules.seats[seatId];
  if (!seat || seat.characterId !== "deviant" || !seat.traveller || !seat.alive || !sober(seat)) return null;
  const name = game.core.seats.find((s) => s.id === seatId)?.name ?? seatId;
  return tv("deviantFunny", { seat: name, character: nameOf(game.rules, "deviant") });
}

// ---------------------------------------------------------------- the tables' entries

const shape = (min: number, max: number, prompt: string, extra: Partial<ChoiceShape> = {}) =>
  choiceShape(min, max, tv(`prompts.${prompt}`), extra);

/** Night choices (`NIGHT_CHOICES`): the travellers' own choices, sent from their links. */
export const SV_TRAVELLER_CHOICES: Record<string, { first?: ChoiceShape; other?: ChoiceShape }> = {
  // "Once per game, at night*, choose a dead player": they regain their ability until dusk.
  bonecollector: { other: shape(0, 1, "boneCollector", { target: "dead" }) },
  // "Each night*, choose a living player: if they agree, you learn their character, but you both might die."
  // The player's agreement is the storyteller's record (the step's yes or no).
  harlot: { other: shape(1, 1, "harlot", { target: "alive", notSelf: true }) },
};

/** Ability rules (`ABILITY_RULES`). */
export const SV_TRAVELLER_RULES: Record<string, AbilityRule> = {
  bonecollector: { oncePerGame: true },
};

/** Effects on the grimoire (`ABILITY_EFFECTS`). */
export const SV_TRAVELLER_EFFECTS: Record<string, (c: EffectContext) => ProposedEffect[]> = {
  bonecollector: boneCollectorEffects,
  barista: baristaEffects,
};

/** Killing abilities (`KILL_RULES`): the Harlot's possible deaths, the storyteller's to accept. */
export const SV_TRAVELLER_KILLS: Record<string, KillRule> = {
  harlot: harlotKills,
};

const NOTHING: StepForm = { players: null, character: null, noOne: false, tell: false, storytellerPicks: false };

/** Step forms (`STEP_FORMS`): the Barista's pick and mode, the Harlot's choice and the answer. */
export const SV_TRAVELLER_FORMS: Record<string, StepFormFor> = {
  barista: (game) => ({
    ...NOTHING,
    storytellerPicks: true,
    players: {
      min: 1,
      max: 1,
      label: n("form.players", { count: 1 }),
      candidates: grimoireSeats(game).map((s) => s.id),
    },
    yesNo: { label: tv("form.baristaMode"), yes: tv("form.baristaSober"), no: tv("form.baristaTwice") },
  }),
  harlot: (game, night, step) =>
    night === 1
      ? NOTHING
      : {
          ...NOTHING,
          tell: true,
          players: {
            min: 1,
            max: 1,
            label: n("form.players", { count: 1 }),
            candidates: grimoireSeats(game)
              .filter((s) => s.id !== step.seatId && showsAlive(s.entry))
              .map((s) => s.id),
          },
          yesNo: { label: tv("form.harlotAgrees"), yes: tv("form.agrees"), no: tv("form.refuses") },
        },
};
