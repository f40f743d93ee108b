import type { GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import { isNightMarker, nightMarker } from "../script/sheet";
import {
  characterOf,
  gameCharacters,
  grimoireSeats,
  isMalfunctionToken,
  named,
  seatNameOf,
  tokenName,
} from "../grimoire/grimoire";
import { demonLine, LUNATIC_ID, roleMessageFor } from "../setup/role-messages";
import { drunkBelief } from "../editions/trouble-brewing/setup";
import { chambermaidText, grandchildText, lunaticReport, outsidersText, stepForm, type StepForm } from "./step-form";
import { ABILITY_RULES, abilityProblems, abilityState, type ProposedEffect } from "./abilities";
import { resolveTurns, type NightResolution } from "./resolve";
import { msg, type Message, type MessageValue, type Phrase } from "../../../i18n/message";
import { listOf, n, sentences } from "./words";
import { tbInfo, type RegistrationQuestion } from "../editions/trouble-brewing/info";
import { svInfo } from "../editions/sects-and-violets/info";
import { philosopherGained, sv, SV_CHOICES, svChoiceRegistrations } from "../editions/sects-and-violets/night";
import { vortoxInForce } from "../editions/sects-and-violets/win";
import { svActsDead } from "../editions/sects-and-violets/evil";
import { SV_TRAVELLER_CHOICES, soberAndHealthy, travellerStepNotes } from "../editions/sects-and-violets/travellers";
import { undoEffects } from "./lifetimes";
import {
  stepKey,
  type ClocktowerState,
  type GrimoireEffect,
  type NightChoice,
  type NightSubmission,
  type StepRecord,
} from "../state";

import { choiceShape as shape, type ChoiceShape } from "./choice-shape";

type Game = GameState<ClocktowerState>;

export type { ChoiceShape };
const alive = { target: "alive" as const };
const ask = (key: string) => n(`prompts.${key}`);

/**
 * The choices of characters who act at night, as data. A character absent here makes no choice of its
 * own at night (the storyteller acts: Grandmother, Tinker, Gossip...). `first`/`other` give the night kind.
 */
export const NIGHT_CHOICES: Record<string, { first?: ChoiceShape; other?: ChoiceShape }> = {
  sailor: {
    first: shape(1, 1, ask("chooseAlive"), alive),
    other: shape(1, 1, ask("chooseAlive"), alive),
  },
  chambermaid: {
    first: shape(2, 2, ask("chooseTwoAlive"), { ...alive, notSelf: true, notTravellers: true }),
    other: shape(2, 2, ask("chooseTwoAlive"), { ...alive, notSelf: true, notTravellers: true }),
  },
  exorcist: { other: shape(1, 1, ask("chooseNotLastNight"), { notLastNight: true }) },
  innkeeper: { other: shape(2, 2, ask("chooseTwo")) },
  gambler: { other: shape(1, 1, ask("chooseAndGuess"), { character: true }) },
  courtier: {
    first: shape(0, 0, ask("mayChooseCharacterOnce"), { character: true }),
    other: shape(0, 0, ask("mayChooseCharacterOnce"), { character: true }),
  },
  professor: { other: shape(0, 1, ask("mayChooseDeadOnce"), { target: "dead" }) },
  devilsadvocate: {
    first: shape(1, 1, ask("chooseLiving"), alive),
    other: shape(1, 1, ask("chooseLivingNotLastNight"), { ...alive, notLastNight: true }),
  },
  assassin: { other: shape(0, 1, ask("mayChooseOnce")) },
  godfather: { other: shape(0, 1, ask("ifOutsiderDied")) },
  zombuul: { other: shape(0, 1, ask("ifNobodyDied")) },
  pukka: { first: shape(1, 1, ask("choosePlayer")), other: shape(1, 1, ask("choosePlayer")) },
  shabaloth: { other: shape(2, 2, ask("chooseTwo")) },
  po: { other: shape(0, 3, ask("poMay")) },
  // Trouble Brewing
  poisoner: { first: shape(1, 1, ask("choosePlayer")), other: shape(1, 1, ask("choosePlayer")) },
  monk: { other: shape(1, 1, ask("tbChooseOther"), { notSelf: true }) },
  imp: { other: shape(1, 1, ask("choosePlayer")) },
  butler: {
    first: shape(1, 1, ask("tbChooseMaster"), { notSelf: true }),
    other: shape(1, 1, ask("tbChooseMaster"), { notSelf: true }),
  },
  // Asked every night*: a forum Ravenkeeper names their pick in advance; it is used only on a night
  // they are killed (resolveTurns: the step acts then, and only then).
  ravenkeeper: { other: shape(1, 1, ask("tbIfKilledTonight")) },
  // The Bureaucrat (traveller): a player other than themselves, whose vote counts 3 tomorrow.
  bureaucrat: {
    first: shape(1, 1, ask("choosePlayerNotSelf"), { notSelf: true }),
    other: shape(1, 1, ask("choosePlayerNotSelf"), { notSelf: true }),
  },
  // The Thief (traveller): a player other than themselves, whose vote counts negatively tomorrow.
  thief: {
    first: shape(1, 1, ask("choosePlayerNotSelf"), { notSelf: true }),
    other: shape(1, 1, ask("choosePlayerNotSelf"), { notSelf: true }),
  },
  fortuneteller: { first: shape(2, 2, ask("chooseTwo")), other: shape(2, 2, ask("chooseTwo")) },
  // Sects & Violets (editions/sects-and-violets/night.ts)
  ...SV_CHOICES,
  // Sects & Violets' travellers (editions/sects-and-violets/travellers.ts)
  ...SV_TRAVELLER_CHOICES,
};

/** Characters whose night step still happens when their seat is dead. */
export const ACTS_WHEN_DEAD: ReadonlySet<string> = new Set(["moonchild"]);

export const isFirstNight = (night: number) => night === 1;

/** The shape of a seat's choice tonight, as that seat would act (a Lunatic as their Demon). */
export function choiceShapeFor(rules: ClocktowerState, characterId: string, night: number): ChoiceShape | null {
  const entry = NIGHT_CHOICES[characterId];
  return (isFirstNight(night) ? entry?.first : entry?.other) ?? null;
}

/** The character a seat acts as at a step: its own, or for a Lunatic the Demon they think they are. */
export function actingAs(rules: ClocktowerState, seatId: SeatId, stepId: string): string {
  return stepId === LUNATIC_ID ? (rules.seats[seatId]?.lunatic?.demonId ?? "") : stepId;
}

/** A seat's choice shape tonight, with what the log changes (the Po's charge). */
export function seatShape(game: Game, seatId: SeatId, stepId: string, night: number): ChoiceShape | null {
  const characterId = actingAs(game.rules, seatId, stepId);
  const base = choiceShapeFor(game.rules, characterId, night);
  if (!base || !ABILITY_RULES[characterId]?.charges) return base;
  return abilityState(game, seatId, stepId, night).charged
    ? { ...base, seats: { min: 3, max: 3 }, prompt: ask("poCharged") }
    : { ...base, seats: { min: 0, max: 1 }, prompt: ask("poUncharged") };
}

export interface NightSheetStep {
  /** `stepId` or `stepId@seatId`: the key of its record. */
  key: string;
  stepId: string;
  /** A character's name as the script gives it, or the catalogue's words (a marker, "X (as Y)"). */
  name: Phrase;
  kind: "marker" | "character";
  seatId: SeatId | null;
  seatName: string | null;
  reminder: Phrase;
  /** Struck through and skipped: the seat is dead and the ability does not work when dead. */
  skipped: boolean;
  warnings: Phrase[];
  /** Suggested text for the info steps (minion info, demon info), from the grimoire. */
  suggestedTold: Phrase | null;
  shape: ChoiceShape | null;
  submitted: NightSubmission | null;
  record: StepRecord | null;
  done: boolean;
  /** What the choice does to the grimoire (proposed; applied with `clocktower.applyEffects`). */
  effects: ProposedEffect[];
  /** The effects applied from this step, or null. */
  applied: GrimoireEffect[] | null;
  /** What the step's form asks for. */
  form: StepForm;
  /** The Chambermaid: seats woken tonight by their own ability (to count the chosen among). */
  woke: SeatId[];
  /** Kept by the app (Dusk, Dawn): done when the night begins or the dawn is confirmed, never recorded. */
  automatic: boolean;
  /** The script's jinxes this step's character is in ("Jinx with the Spy: …"). */
  jinxes: Phrase[];
  /**
   * Why the step does nothing although it is on the sheet, as the night's resolution reads its turn:
   * "dead before their turn", "the Demon does not wake: exorcised", "drunk since the Goon". Also in `warnings`.
   */
  notActing: Phrase | null;
  /**
   * A pre-filled choice the storyteller may edit (Trouble Brewing's first-night pings: two players and a
   * character), or null.
   */
  proposed: NightChoice | null;
  /** How does a Spy or a Recluse read by this step's ability register? The questions, answered or not. */
  registrations: RegistrationQuestion[];
  /** The informer is drunk or poisoned at their turn: the information may be false (any answer will do). */
  mayBeFalse: boolean;
  /** Sects & Violets' Vortox lives: this Townsfolk's information must be false. */
  mustBeFalse: boolean;
  /**
   * Why the proposed information is what it is (Sects & Violets' counts: each ability the Mathematician
   * counts, the Demon who voted, the Juggler's guesses right and wrong): for the storyteller only.
   */
  because: Phrase[];
}

/** A character's jinxes with the other characters on the game's script, as sentences. */
export function characterJinxes(rules: ClocktowerState, characterId: string): Phrase[] {
  const onScript = new Map((rules.script?.characters ?? []).map((c) => [c.id, c]));
  return (characterOf(rules, characterId)?.jinxes ?? []).flatMap((j) => {
    const other = onScript.get(j.id);
    return other ? [msg("characters.sheet.jinxStep", { other: other.name, reason: j.reason })] : [];
  });
}

export interface NightSheet {
  night: number;
  /** "Night 2". */
  label: Message;
  steps: NightSheetStep[];
  done: number;
  total: number;
  /** "4 of 9 steps done". */
  progress: Message;
  lockAt: string | null;
  dawnAt: string | null;
}

/** Warnings the grimoire raises for a seat at its step. */
export function seatWarnings(game: Game, seatId: SeatId, stepCharacter: string | null): Phrase[] {
  const rules = game.rules;
  const seat = rules.seats[seatId];
  if (!seat) return [];
  const w: Phrase[] = [];
  const say = (name: string, values?: Parameters<typeof msg>[1]) => msg(`clocktower.rules.sheet.${name}`, values);
  for (const r of seat.reminders) {
    const token = tokenName(rules, r);
    if (isMalfunctionToken(r)) w.push(say("malfunctions", { token }));
    else if (r.text === "Safe" || r.text === "Cannot Die") w.push(say("protected", { token }));
    else if (r.characterId === "exorcist" && r.text === "Chosen")
      w.push(
        say(
          characterOf(rules, seat.characterId)?.team === "demon" ? "exorcistDemon" : "exorcistChosen",
          named(rules, "exorcist"),
        ),
      );
    else if (r.text === "No Ability") w.push(say("noAbility", { token }));
    else w.push(say("marked", { token }));
  }
  if (seat.registersDead) w.push(say("registersDead", named(rules, "zombuul")));
  const believes = drunkBelief(rules, seatId);
  if (stepCharacter && believes === stepCharacter)
    w.push(
      say("isDrunk", { name: characterOf(rules, stepCharacter)?.name ?? stepCharacter, ...named(rules, "drunk") }),
    );
  else if (
    stepCharacter &&
    seat.characterId !== stepCharacter &&
    seat.gained !== stepCharacter &&
    philosopherGained(seat) !== stepCharacter
  )
    w.push(say("holds", { name: characterOf(rules, seat.characterId)?.name ?? seat.characterId }));
  return w;
}

/** Minion info for one Minion: the other starting evil players and their types (the role message's list). */
export function minionInfoText(game: Game, seatId: SeatId): Phrase {
  const m = roleMessageFor(game.rules, game.core.seats, seatId);
  const team = m?.evilTeam ?? [];
  if (team.length === 0) return n("info.onlyEvil");
  const demons = team.filter((e) => e.type === "Demon").map((e) => e.name);
  const minions = team.filter((e) => e.type === "Minion").map((e) => e.name);
  return sentences([
    demons.length ? n("info.demonIs", { names: listOf(demons) }) : null,
    minions.length ? n("info.fellowMinions", { names: listOf(minions), count: minions.length }) : null,
  ])!;
}

/** Demon info: the Minions, the Lunatic and the three bluffs. */
export function demonInfoText(game: Game, seatId: SeatId): Phrase {
  const m = roleMessageFor(game.rules, game.core.seats, seatId);
  if (!m) return "";
  const minions = (m.evilTeam ?? []).filter((e) => e.type === "Minion").map((e) => e.name);
  const bluffs = (m.bluffs ?? []).map((b) => b.name);
  return sentences([
    minions.length ? n("info.yourMinions", { names: listOf(minions), count: minions.length }) : n("info.noMinions"),
    m.lunatics?.length
      ? n("info.lunaticIs", { names: listOf(m.lunatics.map((l) => l.name)), ...named(game.rules, "lunatic") })
      : null,
    bluffs.length ? n("info.bluffs", { names: listOf(bluffs) }) : n("info.noBluffs"),
  ])!;
}

/**
 * The game with the grimoire as it stood when `night` ended (its tokens, deaths, characters), or as it
 * is while the night goes on. The records of every night stay as they are now: a step recorded
 * afterwards still shows.
 */
export function atNightEnd(game: Game, night: number): Game {
  // One copy per live state and night (derived from the live state even when asked of a copy), so the
  // night's resolution, cached per copy, is computed once however the nights ask for one another.
  const root = roots.get(game.rules) ?? game.rules;
  const frozen = root.nights?.[String(night)]?.seatsAtDawn;
  if (!frozen) return game;
  let byNight = frozenCopies.get(root);
  if (!byNight) frozenCopies.set(root, (byNight = new Map()));
  const cached = byNight.get(night);
  if (cached && cached.core === game.core) return cached;
  const copy = { ...game, rules: { ...root, seats: frozen } };
  roots.set(copy.rules, root);
  byNight.set(night, copy);
  return copy;
}
const roots = new WeakMap<ClocktowerState, ClocktowerState>();
const frozenCopies = new WeakMap<ClocktowerState, Map<number, Game>>();
const resolved = new WeakMap<
  ClocktowerState,
  Map<number, { core: Game["core"]; sheet: NightSheet; resolution: NightResolution }>
>();

/**
 * The night sheet: the script's order for that night, with markers, filtered to characters in play,
 * one row per seat; what is recorded, submitted and warned. Pure. A night that has ended is read
 * against the grimoire as it stood then (`atNightEnd`): a token placed or taken away since changes
 * neither its warnings nor its proposed effects.
 */
export function nightSheet(live: Game, night: number): NightSheet {
  return resolvedNight(live, night).sheet;
}

/**
 * The night's sheet and its resolution (`resolveTurns`): the steps in night order, each at the state of
 * its turn. Cached per state: a night reads the nights before it (the Pukka's poison, the Po's charge).
 */
export function resolvedNight(live: Game, night: number): { sheet: NightSheet; resolution: NightResolution } {
  const game = atNightEnd(live, night);
  let byNight = resolved.get(game.rules);
  if (!byNight) resolved.set(game.rules, (byNight = new Map()));
  const cached = byNight.get(night);
  if (cached && cached.core === game.core) return cached;
  const out = { core: game.core, ...buildNight(game, night) };
  byNight.set(night, out);
  return out;
}

/**
 * The script's night order with the travellers in play that it does not list (a script lists its own
 * characters; a traveller the storyteller added comes from the publisher's data): each at its place by
 * its night position (the publisher's night sheet), before the first character that wakes after it,
 * else before dawn. A traveller with no position that night does not wake.
 */
export function withTravellersInPlay(order: readonly string[], rules: ClocktowerState, first: boolean): string[] {
  const pos = (id: string) => {
    const c = characterOf(rules, id);
    return c ? (first ? c.firstNight : c.otherNight) : null;
  };
  const missing = [
    ...new Set(
      Object.values(rules.seats)
        .filter((s) => s.traveller && !order.includes(s.characterId) && pos(s.characterId) !== null)
        .map((s) => s.characterId),
    ),
  ].sort((a, b) => pos(a)! - pos(b)!);
  if (!missing.length) return [...order];
  const out = [...order];
  for (const id of missing) {
    const p = pos(id)!;
    let at = out.findIndex((x) => (pos(x) ?? -Infinity) > p);
    if (at < 0) at = out.indexOf("dawn");
    out.splice(at < 0 ? out.length : at, 0, id);
  }
  return out;
}

function buildNight(game: Game, night: number): { sheet: NightSheet; resolution: NightResolution } {
  const rules = game.rules;
  const record = rules.nights?.[String(night)];
  const first = isFirstNight(night);
  const order = withTravellersInPlay(
    rules.script ? (first ? rules.script.firstNight : rules.script.otherNight) : [],
    rules,
    first,
  );
  const seats = grimoireSeats(game);
  // The rows follow who held which character at dusk: a character changed tonight (the Pit-Hag, the
  // Snake Charmer, the Fang Gu) keeps its row, so its step and its record stay where they were.
  const changedTonight = Object.values(record?.applied ?? {}).map((l) => l.filter((e) => e.kind === "character"));
  const atDusk = changedTonight.some((l) => l.length)
    ? changedTonight.reduce((s, l) => undoEffects(s, l), rules)
    : rules;
  const holders = grimoireSeats({ ...game, rules: atDusk });
  const steps: NightSheetStep[] = [];
  const team = (id: string) => characterOf(rules, id)?.team;
  const push = (
    stepId: string,
    name: Phrase,
    kind: "marker" | "character",
    reminder: Phrase,
    seatId: SeatId | null,
    extra: Partial<NightSheetStep> = {},
  ) => {
    const key = stepKey(stepId, seatId);
    const rec = record?.steps[key] ?? null;
    const seat = seatId ? rules.seats[seatId] : undefined;
    // A night that has ended reads who was dead then, not today's deaths.
    const dead = record?.deadAtDawn ? record.deadAtDawn.includes(seatId ?? "") : !!seat && !seat.alive;
    // Sects & Violets: a Minion the Vigormortis killed keeps its ability; the Barber and the Sweetheart
    // wake the night after the day they died.
    const skipped =
      kind === "character" && !!seat && dead && !ACTS_WHEN_DEAD.has(stepId) && !svActsDead(seat, stepId, night);
    const shape = kind === "character" && seat && seatId ? seatShape(game, seatId, stepId, night) : null;
    const submitted = record?.submissions[key] ?? null;
    // A player's submission that breaks a rule is kept (the storyteller has the last word) and warned here.
    const broken =
      submitted && shape && seatId && !skipped
        ? choiceProblems(game, shape, submitted.choice, { seatId, night, key }).map((p) =>
            msg("clocktower.rules.sheet.breaksRule", { problem: p }),
          )
        : [];
    steps.push({
      key,
      stepId,
      name,
      kind,
      seatId,
      seatName: seatId ? (seats.find((s) => s.id === seatId)?.name ?? seatId) : null,
      reminder,
      skipped,
      warnings: [...(seatId ? seatWarnings(game, seatId, kind === "character" ? stepId : null) : []), ...broken],
      suggestedTold: null,
      shape,
      submitted,
      record: rec,
      done: rec?.done ?? false,
      effects: [],
      applied: record?.applied?.[key] ?? null,
      form: stepForm(game, night, { stepId, seatId, kind, shape }),
      woke: [],
      automatic: false,
      jinxes: kind === "character" ? characterJinxes(rules, stepId) : [],
      notActing: null,
      proposed: null,
      registrations: [],
      mayBeFalse: false,
      mustBeFalse: false,
      because: [],
      ...extra,
    });
  };
  for (const id of order) {
    if (isNightMarker(id)) {
      // The characters a marker may name: the script's, the storyteller's additions and the travellers in play.
      const m = nightMarker(id, [
        ...gameCharacters(rules),
        ...seats.flatMap((x) => (x.entry.traveller ? (characterOf(rules, x.entry.characterId) ?? []) : [])),
      ]);
      const reminder = first ? m.firstNightReminder : m.otherNightReminder;
      if (id === "minioninfo" || id === "demoninfo") {
        if (!first) continue;
        const want = id === "minioninfo" ? "minion" : "demon";
        for (const s of seats.filter((x) => !x.entry.traveller && team(x.entry.characterId) === want))
          push(id, m.name, "marker", reminder, s.id, {
            suggestedTold: id === "minioninfo" ? minionInfoText(game, s.id) : demonInfoText(game, s.id),
          });
        continue;
      }
      if (id === "travellers") {
        const travellers = seats.filter((x) => x.entry.traveller);
        if (travellers.length === 0) continue;
        for (const t of travellers)
          push(
            id,
            n("steps.traveller", { character: characterOf(rules, t.entry.characterId)?.name ?? t.entry.characterId }),
            "marker",
            reminder,
            t.id,
            {
              suggestedTold:
                t.entry.alignment === "evil" ? demonLine(roleMessageFor(rules, game.core.seats, t.id)) : null,
            },
          );
        continue;
      }
      // Dusk and Dawn need no record: the night began with the storyteller starting it, and it ends
      // when they confirm the dawn. They stay on the sheet as markers, outside its progress.
      if (id === "dusk" || id === "dawn") {
        push(id, m.name, "marker", reminder, null, { automatic: true, done: id === "dusk" || !!record?.deadAtDawn });
        continue;
      }
      push(id, m.name, "marker", reminder, null);
      continue;
    }
    const c = characterOf(rules, id);
    if (!c) continue;
    // A Fabled or Loric in play is the storyteller's: one step, held by no seat.
    if ((c.team === "fabled" || c.team === "loric") && rules.fabled.includes(id)) {
      push(id, c.name, "character", first ? c.firstNightReminder : c.otherNightReminder, null);
      continue;
    }
    // The Apprentice acts with the ability they gained, in its place in the order.
    // The Drunk acts as the Townsfolk they believe they are, in that character's place.
    const isDrunkAs = (x: (typeof seats)[number]) => drunkBelief(rules, x.id) === id;
    const gains = (x: (typeof seats)[number]) => x.entry.gained === id || philosopherGained(x.entry) === id;
    for (const s of holders.filter((x) => x.entry.characterId === id || gains(x) || isDrunkAs(x))) {
      // The Lunatic is told they are the Demon they think they are, with that Demon's info.
      const belief = s.entry.lunatic ? characterOf(rules, s.entry.lunatic.demonId)?.name : undefined;
      const suggested =
        id === LUNATIC_ID && first && s.entry.lunatic
          ? sentences([n("info.youAreThe", { demon: belief ?? s.entry.lunatic.demonId }), demonInfoText(game, s.id)])
          : null;
      const name =
        s.entry.characterId === id
          ? c.name
          : isDrunkAs(s)
            ? n("steps.asDrunk", { character: c.name, ...named(rules, "drunk") })
            : n("steps.asGained", {
                character: characterOf(rules, s.entry.characterId)?.name ?? s.entry.characterId,
                gained: c.name,
              });
      push(id, name, "character", first ? c.firstNightReminder : c.otherNightReminder, s.id, {
        suggestedTold: suggested,
      });
    }
  }
  const before = night > 1 && rules.nights?.[String(night - 1)] ? resolvedNight(game, night - 1).resolution : null;
  const resolution = resolveTurns(
    game,
    night,
    steps.map((x) => ({
      key: x.key,
      stepId: x.stepId,
      kind: x.kind,
      seatId: x.seatId,
      skipped: x.skipped,
      storytellerPicks: x.form.storytellerPicks,
      actingAs: x.seatId ? actingAs(rules, x.seatId, x.stepId) : x.stepId,
      chooses: !!x.shape,
    })),
    before?.pukkaPoisoned ?? {},
  );
  const woke = steps.filter((x) => resolution.turns[x.key]?.woke).map((x) => x.seatId!);
  const keys = steps.map((x) => x.key);
  const tells = new Set(steps.filter((x) => x.form.tell && !x.skipped).map((x) => x.key));
  for (const step of steps) {
    const turn = resolution.turns[step.key];
    if (turn) {
      step.effects = turn.effects;
      step.notActing = turn.notActing ?? turn.noEffect;
      if (turn.appliedOff.length)
        step.warnings = [...step.warnings, n("effects.appliedNowOff", { count: turn.appliedOff.length })];
      if (turn.problems) step.warnings = [...step.warnings, ...turn.problems];
      if (turn.notActing) step.warnings = [...step.warnings, turn.notActing];
      else if (turn.noEffect && turn.noEffect.key !== "clocktower.night.dawn.drunkNoEffect")
        step.warnings = [...step.warnings, turn.noEffect];
    }
    if (step.kind !== "character" || !step.seatId || step.suggestedTold !== null) continue;
    const choice = step.record?.choice ?? step.submitted?.choice ?? null;
    const infoStep = {
      key: step.key,
      stepId: step.stepId,
      seatId: step.seatId,
      record: step.record,
      submitted: step.submitted,
    };
    const acts = !step.skipped && !resolution.turns[step.key]?.notActing;
    const svProposal = acts ? svInfo(game, night, infoStep, { order: keys, resolution, tells }) : null;
    const info = svProposal ?? (acts ? tbInfo(game, night, infoStep, { order: keys, resolution }) : null);
    if (svProposal) step.because = svProposal.because;
    if (info) {
      step.suggestedTold = info.told;
      step.proposed = info.proposed;
      step.registrations = info.registrations;
      step.mayBeFalse = info.mayBeFalse;
      step.warnings = [...step.warnings, ...info.warnings];
      if (info.notActing) step.notActing = info.notActing;
    } else if (travellerStepNotes(game, step.stepId, choice)) {
      // Sects & Violets' Barista and Harlot: the Harlot's told text, the yes or no still to record.
      const notes = travellerStepNotes(game, step.stepId, choice)!;
      step.suggestedTold = notes.told;
      step.warnings = [...step.warnings, ...notes.warnings];
    } else if (step.stepId === "godfather" && first) step.suggestedTold = outsidersText(game);
    else if (step.stepId === "grandmother" && first) step.suggestedTold = grandchildText(game);
    else if (step.stepId === "chambermaid") {
      step.woke = woke;
      if (choice?.seats?.length) step.suggestedTold = chambermaidText(choice.seats, woke);
    } else if (team(step.stepId) === "demon") {
      // The Exorcist: "the Demon, if chosen, learns who you are and doesn't wake tonight."
      const exorcist = resolution.exorcised.includes(step.seatId)
        ? steps.find(
            (x) =>
              x.stepId === "exorcist" &&
              x.seatId &&
              !x.skipped &&
              (x.record?.choice ?? x.submitted?.choice)?.seats?.includes(step.seatId!),
          )
        : undefined;
      step.suggestedTold = sentences([
        exorcist ? n("info.exorcistChoseYou", { seat: exorcist.seatName ?? "", ...named(rules, "exorcist") }) : null,
        lunaticReport(game, night),
      ]);
    }
  }
  // Sects & Violets' Fang Gu: how a Recluse or a Spy it chose registers (an Outsider or not) decides its jump.
  for (const step of steps) {
    const q = step.skipped ? null : svChoiceRegistrations(game, night, step);
    if (q) [step.registrations, step.warnings] = [q.registrations, [...step.warnings, ...q.warnings]];
  }
  // Sects & Violets' Vortox: "Townsfolk abilities yield false info." Each Townsfolk's information step
  // is marked: it must be false while the Vortox lives, sober, when the night ends.
  const vortox = vortoxInForce(game, resolution.seatsAtDawn);
  if (vortox)
    for (const step of steps) {
      if (step.kind !== "character" || !step.seatId || step.skipped || !step.form.tell) continue;
      if (team(actingAs(rules, step.seatId, step.stepId)) !== "townsfolk") continue;
      // The Barista's "Sober & Healthy": this player gets true information until dusk.
      if (soberAndHealthy(resolution.seatsAtDawn, step.seatId)) continue;
      step.mustBeFalse = true;
      step.warnings = [
        ...step.warnings,
        sv("vortoxFalse", { seat: seatNameOf(game, vortox), character: characterOf(rules, "vortox")?.name ?? "" }),
      ];
    }
  // "The Demon knows who you are & who you choose at night": on the first night too. A Demon with no
  // step tonight (all but the Pukka on Night 1) learns it with the demon info.
  for (const step of steps)
    if (
      step.stepId === "demoninfo" &&
      step.seatId &&
      steps.some((x) => x.stepId === LUNATIC_ID && x.shape) &&
      !steps.some((x) => x.kind === "character" && x.seatId === step.seatId && team(x.stepId) === "demon")
    )
      step.suggestedTold = sentences([step.suggestedTold, lunaticReport(game, night)]);
  const counted = steps.filter((s) => !s.skipped && !s.automatic);
  const done = counted.filter((s) => s.done).length;
  const sheet: NightSheet = {
    night,
    label: msg("clocktower.phase.label", { kind: "night", number: night }),
    steps,
    done,
    total: counted.length,
    progress: msg("clocktower.nightSheet.progress", { done, total: counted.length }),
    lockAt: record?.lockAt ?? null,
    dawnAt: record?.dawnAt ?? null,
  };
  return { sheet, resolution };
}

/** The step a seat acts at tonight (its own character's, or null). */
export function actingStep(game: Game, night: number, seatId: SeatId): NightSheetStep | null {
  return (
    nightSheet(game, night).steps.find((s) => s.seatId === seatId && s.kind === "character" && !s.skipped && s.shape) ??
    null
  );
}

/** The seats a seat chose on a night: its recorded step, else its submission. */
export function chosenOn(game: Game, night: number, key: string): SeatId[] {
  const n = game.rules.nights?.[String(night)];
  return n?.steps[key]?.choice.seats ?? n?.submissions[key]?.choice.seats ?? [];
}

/**
 * A choice against its shape: the problems as sentences (a rule break: refused for a player, a
 * warning for the storyteller). `actor` is the choosing seat, `night` and `key` its step.
 */
export function choiceProblems(
  game: Game,
  shape: ChoiceShape,
  choice: NightChoice,
  actor?: { seatId: SeatId; night: number; key: string },
): Message[] {
  const c = choiceCheck(game, shape, choice, actor);
  return [...c.refuse, ...c.storytellerOnly];
}

/**
 * A choice against its shape and its ability's state: `refuse` breaks a rule the player may be told
 * (refused on their link, a warning for the storyteller); `storytellerOnly` is only warned.
 */
export function choiceCheck(
  game: Game,
  shape: ChoiceShape,
  choice: NightChoice,
  actor?: { seatId: SeatId; night: number; key: string },
): { refuse: Message[]; storytellerOnly: Message[] } {
  const p = shapeProblems(game, shape, choice, actor);
  if (!actor) return { refuse: p, storytellerOnly: [] };
  const stepId = actor.key.split("@")[0]!;
  const ability = abilityProblems(
    game,
    actingAs(game.rules, actor.seatId, stepId),
    { seatId: actor.seatId, stepId, night: actor.night },
    choice,
  );
  return {
    refuse: [...p, ...ability.filter((a) => !a.storytellerOnly).map((a) => a.text)],
    storytellerOnly: ability.filter((a) => a.storytellerOnly).map((a) => a.text),
  };
}

function shapeProblems(
  game: Game,
  shape: ChoiceShape,
  choice: NightChoice,
  actor?: { seatId: SeatId; night: number; key: string },
): Message[] {
  const p: Message[] = [];
  const no = (key: string, values?: Record<string, MessageValue>) => n(`problems.${key}`, values);
  const rules = game.rules;
  const nameOf = (id: SeatId) => game.core.seats.find((s) => s.id === id)?.name ?? id;
  for (const id of choice.seats ?? []) {
    const seat = rules.seats[id];
    if (!seat) continue;
    const shown = seat.alive && !seat.registersDead;
    if (shape.target === "alive" && !shown) p.push(no("isDead", { seat: nameOf(id) }));
    if (shape.target === "dead" && shown) p.push(no("isAlive", { seat: nameOf(id) }));
    if (shape.notSelf && actor && id === actor.seatId) p.push(no("notYourself"));
    if (shape.notTravellers && seat.traveller) p.push(no("isTraveller", { seat: nameOf(id) }));
  }
  if (shape.notLastNight && actor && actor.night > 1) {
    const last = chosenOn(game, actor.night - 1, actor.key);
    for (const id of choice.seats ?? []) if (last.includes(id)) p.push(no("chosenLastNight", { seat: nameOf(id) }));
  }
  const count = choice.seats?.length ?? 0;
  const charges = actor && ABILITY_RULES[actingAs(rules, actor.seatId, actor.key.split("@")[0]!)]?.charges;
  // The Po's count is checked with its charge (abilityProblems), with the rule's sentence.
  if (!charges && (count < shape.seats.min || count > shape.seats.max))
    p.push(
      shape.seats.min === shape.seats.max
        ? no("exactly", { count: shape.seats.min })
        : no("between", { min: shape.seats.min, max: shape.seats.max }),
    );
  for (const s of choice.seats ?? [])
    if (!game.core.seats.some((x) => x.id === s)) p.unshift(no("noSeat", { seat: s }));
  if (choice.character && !shape.character) p.push(no("noCharacterChoice"));
  if (choice.character && shape.character && !characterOf(game.rules, choice.character))
    p.push(no("unknownCharacter", { id: choice.character }));
  return p;
}

/** A choice naming a seat or a character that does not exist: refused outright, not merely warned. */
export const isImpossibleChoice = (p: Message) =>
  p.key === "clocktower.night.problems.noSeat" || p.key === "clocktower.night.problems.unknownCharacter";
