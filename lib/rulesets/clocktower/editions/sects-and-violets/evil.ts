/**
 * Sects & Violets' evil and its Outsiders: the Witch's curse, the Cerenovus's madness (and the Mutant's),
 * the No Dashii's and the Vigormortis's poison, the Barber's haircuts, the Sweetheart's drunk, the
 * Klutz's choice and the Evil Twin's pair at the deal. Their entries for the shared tables are spread by
 * night.ts (NIGHT_CHOICES, ABILITY_RULES, ABILITY_EFFECTS) and step-form.ts (STEP_FORMS).
 *
 * Imports only the grimoire, the state and the night's words (no cycle with the tables).
 */
import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { characterOf, grimoireSeats, isMalfunctionToken, seatNameOf, showsAlive } from "../../grimoire/grimoire";
import type { ClocktowerState, GrimoireEffect, NightChoice, PlacedReminder, SeatGrimoire } from "../../state";
import { choiceShape, everyNight, type ChoiceShape } from "../../night/choice-shape";
import type { AbilityRule } from "../../night/abilities/table";
import type { EffectContext, ProposedEffect } from "../../night/abilities/effects";
import type { StepForm, StepFormFor } from "../../night/step-form";
import type { Team } from "../../script/types";
import type { Message, MessageValue } from "../../../../i18n/message";
import { n } from "../../night/words";
import { boneCollected } from "./travellers";

type Game = GameState<ClocktowerState>;

/** A message of this file (`clocktower.night.svEvil.*`). Character names are always values. */
export const se = (key: string, values?: Record<string, MessageValue>): Message => n(`svEvil.${key}`, values);

const nameOf = (rules: ClocktowerState, id: string) => characterOf(rules, id)?.name ?? id;
const teamOf = (rules: ClocktowerState, seat: SeatGrimoire | undefined): Team | undefined =>
  seat ? characterOf(rules, seat.characterId)?.team : undefined;
const sober = (s: SeatGrimoire) => !s.reminders.some(isMalfunctionToken);

// not text: the reminder tokens' own names, as the publisher's data spells them
export const TOKENS = {
  cursed: "Cursed",
  mad: "Mad",
  poisoned: "Poisoned",
  drunk: "Drunk",
  hasAbility: "Has Ability", // not text: a reminder token's own name
  twin: "Twin",
  isThePhilosopher: "Is The Philosopher", // not text: a reminder token's own name
  haircuts: "Haircuts tonight", // not text: the Barber's token, when the script does not name it
} as const;

const token = (characterId: string, text: string, extra: Partial<PlacedReminder> = {}): PlacedReminder => ({
  characterId,
  text,
  ...extra,
});
const place = (seatId: SeatId, t: PlacedReminder): GrimoireEffect => ({ kind: "place", seatId, token: t });
const remove = (seatId: SeatId, t: PlacedReminder): GrimoireEffect => ({ kind: "remove", seatId, token: t });
const hasToken = (s: SeatGrimoire | undefined, characterId: string, text: string) =>
  !!s?.reminders.some((r) => r.characterId === characterId && r.text === text);

// ---------------------------------------------------------------- neighbours

/**
 * The nearest living Townsfolk on each side of a seat, in seat order round the circle: other players
 * (Outsiders, Minions, Demons), the dead and travellers are skipped. One seat when both sides reach the
 * same player; none when there is no other living Townsfolk. `steps`: how far round each one is.
 */
export function nearestTownsfolk(
  order: readonly SeatId[],
  seats: Record<SeatId, SeatGrimoire>,
  team: (s: SeatGrimoire) => Team | undefined,
  seatId: SeatId,
): Array<{ seatId: SeatId; steps: number }> {
  const circle = order.filter((id) => id === seatId || (seats[id] && !seats[id]!.traveller));
  const at = circle.indexOf(seatId);
  if (at < 0) return [];
  const out: Array<{ seatId: SeatId; steps: number }> = [];
  for (const dir of [1, -1]) {
    for (let k = 1; k < circle.length; k++) {
      const id = circle[(at + dir * k + circle.length * k) % circle.length]!;
      const s = seats[id]!;
      if (id === seatId || !showsAlive(s) || team(s) !== "townsfolk") continue;
      if (!out.some((x) => x.seatId === id)) out.push({ seatId: id, steps: k });
      break;
    }
  }
  return out;
}

const circleOf = (game: Game) => game.core.seats.map((s) => s.id);
const townsfolkNear = (game: Game, seatId: SeatId, seats = game.rules.seats) =>
  nearestTownsfolk(circleOf(game), seats, (s) => teamOf(game.rules, s), seatId);

// ---------------------------------------------------------------- the No Dashii

const noDashiiPoison = (from: SeatId) => token("nodashii", TOKENS.poisoned, { from });

/** Where the No Dashii's poison should be ("seat|No Dashii seat", sorted): compared before and after a turn. */
export function noDashiiWanted(game: Game, seats = game.rules.seats): string {
  const out: string[] = [];
  for (const [id, s] of Object.entries(seats))
    if (s.characterId === "nodashii" && !s.traveller && s.alive)
      for (const t of townsfolkNear(game, id, seats)) out.push(`${t.seatId}|${id}`);
  return out.sort().join(",");
}

/**
 * The No Dashii's poison as the grimoire should hold it: "Poisoned" (No Dashii, from its seat) on the
 * nearest living Townsfolk each side of each living No Dashii. The effects that make the grimoire so:
 * the token placed on a new neighbour, taken off one that no longer is (a death, a character change, a
 * seat swap, a Demon that moved). Proposed at the deal, at each dawn and with the day's execution, so the
 * tokens follow the seats; the token ends by itself with the No Dashii's death (`from`).
 */
export function noDashiiEffects(game: Game, seats = game.rules.seats): ProposedEffect[] {
  const rules = game.rules;
  const want = new Map<string, { seatId: SeatId; from: SeatId }>();
  for (const [id, s] of Object.entries(seats))
    if (s.characterId === "nodashii" && !s.traveller && s.alive)
      for (const t of townsfolkNear(game, id, seats)) want.set(`${t.seatId}|${id}`, { seatId: t.seatId, from: id });
  const out: ProposedEffect[] = [];
  const character = nameOf(rules, "nodashii");
  for (const [id, s] of Object.entries(seats))
    for (const r of s.reminders)
      if (r.characterId === "nodashii" && r.text === TOKENS.poisoned && !want.has(`${id}|${r.from ?? ""}`))
        out.push({
          effect: remove(id, r),
          reason: se("noDashiiLeaves", { seat: seatNameOf(game, id), character }),
        });
  for (const w of want.values()) {
    const has = seats[w.seatId]!.reminders.some(
      (r) => r.characterId === "nodashii" && r.text === TOKENS.poisoned && r.from === w.from,
    );
    if (!has)
      out.push({
        effect: place(w.seatId, noDashiiPoison(w.from)),
        reason: se("noDashiiPoisons", {
          seat: seatNameOf(game, w.seatId),
          demon: seatNameOf(game, w.from),
          character,
        }),
      });
  }
  return out;
}

// ---------------------------------------------------------------- the Vigormortis

/** "Minions you kill keep their ability": the Vigormortis's "Has Ability" on a Minion it killed. */
export const keepsAbility = (seat: SeatGrimoire | undefined) =>
  hasToken(seat, "vigormortis", TOKENS.hasAbility) || boneCollected(seat); // the Bone Collector's, until dusk (travellers.ts)

/**
 * The Vigormortis kills a Minion: the Minion keeps its ability ("Has Ability", from the Vigormortis:
 * it ends with the Vigormortis) and one of its Townsfolk neighbours is poisoned (from the Vigormortis).
 * The nearest Townsfolk each side are offered as alternatives, the nearer first: the storyteller picks.
 */
function vigormortisEffects(c: EffectContext): ProposedEffect[] {
  const [t] = c.choice.seats ?? [];
  const rules = c.game.rules;
  const victim = t ? rules.seats[t] : undefined;
  if (!t || !victim || !victim.alive || teamOf(rules, victim) !== "minion") return [];
  const values = { seat: c.name(t), character: nameOf(rules, "vigormortis") };
  const out: ProposedEffect[] = [
    { effect: place(t, token("vigormortis", TOKENS.hasAbility, { from: c.seatId })), reason: se("vigorKeeps", values) },
  ];
  const near = townsfolkNear(c.game, t).sort((a, b) => a.steps - b.steps);
  for (const x of near)
    out.push({
      effect: place(x.seatId, token("vigormortis", TOKENS.poisoned, { from: c.seatId })),
      reason: se("vigorPoisons", { ...values, neighbour: c.name(x.seatId) }),
      ...(near.length > 1 ? { group: `vigormortis:${t}` } : {}),
    });
  return out;
}

// ---------------------------------------------------------------- the Witch and the Cerenovus

const duskAfter = (night: number) => ({ at: "dusk" as const, night: night + 1 });
const livingPlayers = (rules: ClocktowerState) =>
  Object.values(rules.seats).filter((s) => !s.traveller && showsAlive(s)).length;

/** The Witch: the chosen player is cursed until the next dusk ("if they nominate tomorrow, they die"). */
function witchEffects(c: EffectContext): ProposedEffect[] {
  const [t] = c.choice.seats ?? [];
  const rules = c.game.rules;
  if (!t || !rules.seats[t]) return [];
  const values = { seat: c.name(t), character: nameOf(rules, "witch") };
  // "If just 3 players live, you lose this ability."
  if (livingPlayers(rules) <= 3) return [];
  return [
    {
      effect: place(t, token("witch", TOKENS.cursed, { until: duskAfter(c.night), from: c.seatId })),
      reason: se("witchCurses", values),
    },
  ];
}

/**
 * The Cerenovus: the chosen player must be mad tomorrow that they are the chosen good character, or
 * may be executed. "Mad" (Cerenovus, until the next dusk); the character is the step's choice, read by
 * the day (`madness`).
 */
function cerenovusEffects(c: EffectContext): ProposedEffect[] {
  const [t] = c.choice.seats ?? [];
  const rules = c.game.rules;
  const about = c.choice.character;
  if (!t || !rules.seats[t] || !about) return [];
  return [
    {
      effect: place(t, token("cerenovus", TOKENS.mad, { until: duskAfter(c.night), from: c.seatId })),
      reason: se("cerenovusMad", {
        seat: c.name(t),
        character: nameOf(rules, about),
        by: nameOf(rules, "cerenovus"),
      }),
    },
  ];
}

export interface Madness {
  seatId: SeatId;
  /** The Cerenovus: the character they must be mad about; the Mutant: null (not to be an Outsider). */
  character: string | null;
  by: "cerenovus" | "mutant";
  /** The night it was chosen (the Cerenovus): the day it concerns is the day after it. */
  night: number | null;
}

/**
 * Each mad player the day `day` must keep to (the app cannot judge madness; it shows the storyteller
 * what each must be mad about): the Cerenovus's choice on Night `day` whose "Mad" token holds (applied,
 * not ended), and every living sober Mutant ("if you are mad about being an Outsider, you might be
 * executed").
 */
export function madness(game: Game, day: number): Madness[] {
  const rules = game.rules;
  const out: Madness[] = [];
  const record = rules.nights?.[String(day)];
  for (const [id, s] of Object.entries(rules.seats)) {
    const mad = s.reminders.find((r) => r.characterId === "cerenovus" && r.text === TOKENS.mad);
    if (!mad || !showsAlive(s)) continue;
    const key = mad.from ? `cerenovus@${mad.from}` : null;
    const choice = key ? (record?.steps[key]?.choice ?? record?.submissions[key]?.choice) : undefined;
    const character = choice?.seats?.[0] === id ? (choice.character ?? null) : null;
    if (character) out.push({ seatId: id, character, by: "cerenovus", night: day });
  }
  for (const [id, s] of Object.entries(rules.seats))
    if (s.characterId === "mutant" && !s.traveller && showsAlive(s) && sober(s))
      out.push({ seatId: id, character: null, by: "mutant", night: null });
  return out;
}

/** The day's sentences for the storyteller: what each mad player must be mad about. */
export function madnessHints(game: Game, day: number): Message[] {
  const rules = game.rules;
  return madness(game, day).map((m) =>
    m.by === "cerenovus"
      ? se("madCerenovus", {
          seat: seatNameOf(game, m.seatId),
          character: nameOf(rules, m.character!),
          by: nameOf(rules, "cerenovus"),
          night: m.night!,
        })
      : se("madMutant", { seat: seatNameOf(game, m.seatId), character: nameOf(rules, "mutant") }),
  );
}

/** An execution at once is allowed without a warning for a player under madness today. */
export const madToday = (game: Game, day: number, seatId: SeatId) =>
  madness(game, day).some((m) => m.seatId === seatId);

/**
 * The Witch's curse on a nomination: the nominator is cursed by a Witch whose ability works now (alive,
 * or a Minion keeping its ability under the Vigormortis; sober) with more than 3 players alive: they die
 * (cause "ability", by the Witch). Null: nothing happens.
 */
export function witchCurseDeath(game: Game, nominator: SeatId): { seatId: SeatId; by: "witch" } | null {
  const rules = game.rules;
  const s = rules.seats[nominator];
  if (!s || !showsAlive(s)) return null;
  const curse = s.reminders.find((r) => r.characterId === "witch" && r.text === TOKENS.cursed);
  if (!curse) return null;
  const witch = curse.from ? rules.seats[curse.from] : undefined;
  if (witch && (!(witch.alive || keepsAbility(witch)) || !sober(witch))) return null;
  if (livingPlayers(rules) <= 3) return null;
  return { seatId: nominator, by: "witch" };
}

// ---------------------------------------------------------------- the Barber and the Sweetheart

/** The Outsiders whose step wakes only after their own death: the Barber, the Sweetheart. */
export const ON_DEATH = new Set(["barber", "sweetheart"]);

/**
 * A dead seat's step that still acts on Night `night`: a Minion keeping its ability (the Vigormortis),
 * or the Barber or the Sweetheart who died today (the day before this night). One who died tonight
 * before their turn acts too (the night's walk: `actsDead`).
 */
export function svActsDead(seat: SeatGrimoire | undefined, stepId: string, night: number): boolean {
  if (!seat) return false;
  if (keepsAbility(seat)) return true;
  // Died today (the day before), or tonight: a death the storyteller marked by hand tonight, or the night's
  // deaths once its dawn is confirmed (a past night's sheet still shows their step).
  return ON_DEATH.has(stepId) && (seat.death?.time === `D${night - 1}` || seat.death?.time === `N${night}`);
}

/**
 * The Barber's "the Demon may choose 2 players (not another Demon) to swap characters": the chosen
 * players who are another Demon, with why. Decision (the rule read as a host would): the choosing
 * Demon may choose itself, so one living Demon among the two is taken to be the chooser; a second Demon
 * chosen, or a dead one (a dead Demon chooses nothing: it is another Demon, as the old Fang Gu after its
 * jump), is another Demon. Nothing is swapped then (as the Pit-Hag's character in play): the storyteller
 * asks the Demon again. Read at the Barber's turn (a Demon the Pit-Hag made earlier tonight counts).
 */
export function barberProblems(game: Game, choice: NightChoice): Message[] {
  const rules = game.rules;
  const demons = (choice.seats ?? []).filter((id) => teamOf(rules, rules.seats[id]) === "demon");
  const chooser = demons.find((id) => rules.seats[id]!.alive);
  return demons
    .filter((id) => id !== chooser)
    .map((id) =>
      se("barberAnotherDemon", {
        seat: seatNameOf(game, id),
        character: nameOf(rules, rules.seats[id]!.characterId),
        barber: nameOf(rules, "barber"),
      }),
    );
}

/** Checks on a storyteller's record of a step without a choice shape (`resolveTurns`' `problems`). */
export const SV_STEP_PROBLEMS: Record<string, (game: Game, choice: NightChoice) => Message[]> = {
  barber: barberProblems,
};

/**
 * The Barber's reminder ("Haircuts tonight", as the script spells it), placed when the Barber dies,
 * by day or by night, until the dawn of the night the Demon may swap: the lifetimes module takes it
 * away at that dawn. Nothing for anyone else (a traveller, another character).
 */
export function barberDied(game: Game, seatId: SeatId, night: number): ProposedEffect[] {
  const rules = game.rules;
  const seat = rules.seats[seatId];
  // The Barber, or a Philosopher who gained the Barber's ability.
  const gained = seat?.reminders.some((r) => r.characterId === "barber" && r.text === TOKENS.isThePhilosopher);
  if (!seat || seat.traveller || (seat.characterId !== "barber" && !gained)) return [];
  const text = characterOf(rules, "barber")?.reminders[0] ?? TOKENS.haircuts;
  return [
    {
      effect: place(seatId, token("barber", text, { until: { at: "dawn", night } })),
      reason: se("barberHaircuts", { seat: seatNameOf(game, seatId), character: nameOf(rules, "barber"), token: text }),
    },
  ];
}

/**
 * A death the storyteller marks by hand by day: what Sects & Violets applies with it, as with the day's
 * execution — the No Dashii's poison moved off the dead seat, the Barber's "Haircuts tonight". By night
 * nothing: the dawn moves the poison, and the night's own kills place the Barber's token.
 */
export function svDeathByDay(game: Game, seatId: SeatId): GrimoireEffect[] {
  const phase = game.rules.phase;
  const seat = game.rules.seats[seatId];
  if (phase?.kind !== "day" || !seat) return [];
  const seats = { ...game.rules.seats, [seatId]: { ...seat, alive: false } };
  // A dying No Dashii's poison ends with it (its tokens' `from`): nothing to move.
  const noDashii = seat.characterId === "nodashii" ? [] : noDashiiEffects(game, seats);
  return [...noDashii, ...barberDied(game, seatId, phase.number + 1)].map((e) => e.effect);
}

/** The Barber: the Demon swaps two players' characters (alignments stay). */
function barberEffects(c: EffectContext): ProposedEffect[] {
  const [a, b] = c.choice.seats ?? [];
  const rules = c.game.rules;
  const sa = a ? rules.seats[a] : undefined;
  const sb = b ? rules.seats[b] : undefined;
  if (!a || !b || a === b || !sa || !sb) return [];
  if (barberProblems(c.game, c.choice).length) return [];
  const values = {
    a: c.name(a),
    b: c.name(b),
    first: nameOf(rules, sa.characterId),
    second: nameOf(rules, sb.characterId),
    by: nameOf(rules, "barber"),
  };
  return [
    {
      effect: { kind: "character", seatId: a, characterId: sb.characterId, was: sa.characterId },
      reason: se("barberSwap", { ...values, seat: values.a, character: values.second }),
    },
    {
      effect: { kind: "character", seatId: b, characterId: sa.characterId, was: sb.characterId },
      reason: se("barberSwap", { ...values, seat: values.b, character: values.first }),
    },
  ];
}

/** The Sweetheart: one player is drunk from now on (no end, no source: the Sweetheart is dead). */
function sweetheartEffects(c: EffectContext): ProposedEffect[] {
  const [t] = c.choice.seats ?? [];
  const rules = c.game.rules;
  if (!t || !rules.seats[t]) return [];
  return [
    {
      effect: place(t, token("sweetheart", TOKENS.drunk)),
      reason: se("sweetheartDrunk", { seat: c.name(t), character: nameOf(rules, "sweetheart") }),
    },
  ];
}

// ---------------------------------------------------------------- the tables' entries

const shape = (min: number, max: number, prompt: string, extra: Partial<ChoiceShape> = {}) =>
  choiceShape(min, max, se(`prompts.${prompt}`), extra);
const both = everyNight;

/** Night choices (`NIGHT_CHOICES`): the players' own choices, sent from their links. */
export const SV_EVIL_CHOICES: Record<string, { first?: ChoiceShape; other?: ChoiceShape }> = {
  // "Each night, choose a player: if they nominate tomorrow, they die."
  witch: both(shape(1, 1, "curse")),
  // "Each night, choose a player & a good character: they are mad they are this character tomorrow."
  cerenovus: both(shape(1, 1, "madness", { character: true })),
};

/** Ability rules (`ABILITY_RULES`): the Cerenovus's character is a good one. */
export const SV_EVIL_RULES: Record<string, AbilityRule> = {
  cerenovus: { needsCharacter: true, goodCharacter: true },
};

/** Effects on the grimoire (`ABILITY_EFFECTS`). */
export const SV_EVIL_EFFECTS: Record<string, (c: EffectContext) => ProposedEffect[]> = {
  witch: witchEffects,
  cerenovus: cerenovusEffects,
  vigormortis: vigormortisEffects,
  barber: barberEffects,
  sweetheart: sweetheartEffects,
};

const NOTHING: StepForm = { players: null, character: null, noOne: false, tell: false, storytellerPicks: false };
const pick =
  (count: number): StepFormFor =>
  (game, night) =>
    night === 1
      ? NOTHING
      : {
          ...NOTHING,
          noOne: true,
          storytellerPicks: true,
          players: {
            min: 0,
            max: count,
            label: n("form.players", { count }),
            candidates: grimoireSeats(game)
              .filter((s) => !s.entry.traveller)
              .map((s) => s.id),
          },
        };

/**
 * Step forms (`STEP_FORMS`): the Barber's haircuts are the Demon's choice and the Sweetheart's drunk the
 * storyteller's, both recorded by the storyteller (never on the dead player's link: no choice shape).
 */
export const SV_EVIL_FORMS: Record<string, StepFormFor> = {
  barber: pick(2),
  sweetheart: pick(1),
};

// ---------------------------------------------------------------- the Klutz

/**
 * The Klutz's public choice after learning they died: an evil player chosen by a Klutz whose ability
 * worked (sober, read now: a dead Klutz's tokens stay) → good loses. Read from every day's record.
 */
export function klutzLoses(game: Game): { seatId: SeatId; chosen: SeatId } | null {
  const rules = game.rules;
  for (const d of Object.values(rules.dayAbilities ?? {})) {
    const k = d.klutz;
    if (!k) continue;
    const klutz = rules.seats[k.seatId];
    const chosen = rules.seats[k.chosen];
    if (!klutz || !chosen || klutz.characterId !== "klutz" || !sober(klutz)) continue;
    if (chosen.alignment === "evil") return k;
  }
  return null;
}

// ---------------------------------------------------------------- the deal

/** Tokens placed with the deal, seat by seat. */
export type DealTokens = Array<{ seatId: SeatId; token: PlacedReminder }>;

/**
 * The tokens Sects & Violets places at the deal: the Evil Twin's "Twin" on the good twin (the
 * storyteller's pick, else one good dealt player drawn from the deal's seed) and the No Dashii's poison
 * on its nearest Townsfolk each side. `seats` is the grimoire as the deal leaves it.
 */
export function dealTokens(
  order: readonly SeatId[],
  seats: Record<SeatId, SeatGrimoire>,
  team: (s: SeatGrimoire) => Team | undefined,
  twin: SeatId | null,
): DealTokens {
  const out: DealTokens = [];
  if (twin) out.push({ seatId: twin, token: token("eviltwin", TOKENS.twin) });
  for (const [id, s] of Object.entries(seats))
    if (s.characterId === "nodashii" && !s.traveller)
      for (const t of nearestTownsfolk(order, seats, team, id))
        out.push({ seatId: t.seatId, token: noDashiiPoison(id) });
  return out;
}

/** The pair each twin's link names: the other twin's seat and character. */
export function twinOf(rules: ClocktowerState, seatId: SeatId): SeatId | null {
  const evil = Object.entries(rules.seats).find(([, s]) => s.characterId === "eviltwin" && !s.traveller)?.[0];
  const good = Object.entries(rules.seats).find(([, s]) => hasToken(s, "eviltwin", TOKENS.twin))?.[0];
  if (!evil || !good) return null;
  return seatId === evil ? good : seatId === good ? evil : null;
}

/**
 * The deal's Sects & Violets part: the good twin (the storyteller's `twin`, warned when it is not a good
 * dealt player or no Evil Twin is dealt; else drawn from the deal's seed among the good dealt players)
 * and the tokens it places. `order`: every seat in seat order; `dealt`: the dealt seats' characters.
 */
export function svDeal(
  order: readonly SeatId[],
  dealt: Record<SeatId, string>,
  team: (characterId: string) => Team | undefined,
  name: (id: SeatId) => string,
  twin: SeatId | undefined,
  characterName: (id: string) => string,
  rng: { pick<T>(xs: readonly T[]): T },
): { tokens: DealTokens; warnings: Message[] } {
  const warnings: Message[] = [];
  const seats: Record<SeatId, SeatGrimoire> = {};
  for (const [id, characterId] of Object.entries(dealt)) {
    const t = team(characterId);
    seats[id] = {
      characterId,
      alignment: t === "minion" || t === "demon" ? "evil" : "good",
      traveller: false,
      alive: true,
      reminders: [],
    };
  }
  const evilTwin = Object.values(dealt).includes("eviltwin");
  const good = order.filter((id) => seats[id]?.alignment === "good");
  let pair: SeatId | null = null;
  if (twin) {
    const character = characterName("eviltwin");
    if (!evilTwin) warnings.push(se("deal.noEvilTwin", { character }));
    else if (!good.includes(twin)) warnings.push(se("deal.twinNotGood", { seat: name(twin), character }));
    pair = twin;
  } else if (evilTwin && good.length) pair = rng.pick(good);
  return {
    tokens: dealTokens(order, seats, (s) => team(s.characterId), pair),
    warnings,
  };
}

/**
 * What the Cerenovus's target is told on their own link, once the storyteller applied the "Mad" token
 * (until the dusk after the day it concerns): "You must be mad that you are the Sage on Day 2, or you
 * may be executed." Null for anyone else. The town never sees it.
 */
export function ownMadness(game: Game, seatId: SeatId): Message | null {
  const rules = game.rules;
  const s = rules.seats[seatId];
  const mad = s?.reminders.find((r) => r.characterId === "cerenovus" && r.text === TOKENS.mad);
  if (!mad?.from || !mad.until) return null;
  const night = mad.until.night - 1;
  const key = `cerenovus@${mad.from}`;
  const record = rules.nights?.[String(night)];
  const choice = record?.steps[key]?.choice ?? record?.submissions[key]?.choice;
  if (choice?.seats?.[0] !== seatId || !choice.character) return null;
  return se("youAreMad", { character: nameOf(rules, choice.character), day: night });
}
