import type { GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import {
  characterOf,
  deathHints,
  isMalfunctionToken,
  named,
  protections,
  sameToken,
  seatNameOf,
} from "../grimoire/grimoire";
import type { ClocktowerState, DeathCause, GrimoireEffect, NightChoice, PlacedReminder, SeatGrimoire } from "../state";
import { ABILITY_EFFECTS, ABILITY_RULES, abilityState, goonEffects, offEffect, type ProposedEffect } from "./abilities";
import { choiceOn } from "./abilities/state";
import { KILL_RULES } from "./abilities/kills";
import { applyEffects, endEffectsOf, undoEffects } from "./lifetimes";
import type { Message, MessageValue } from "../../../i18n/message";
import {
  barberDied,
  keepsAbility,
  noDashiiEffects,
  noDashiiWanted,
  ON_DEATH,
  se,
  SV_STEP_PROBLEMS,
} from "../editions/sects-and-violets/evil";
import { soberAndHealthy } from "../editions/sects-and-violets/travellers";
import { n } from "./words";

type Game = GameState<ClocktowerState>;

/** A step of the night as `resolveNight` walks it: the sheet's row, in night order. */
export interface TurnStep {
  key: string;
  stepId: string;
  kind: "marker" | "character";
  seatId: SeatId | null;
  /** Dead when the night began (struck on the sheet): the step does not happen. */
  skipped: boolean;
  /** The storyteller picks (the grandchild, the Gossip's victim): not a choice made with an ability. */
  storytellerPicks: boolean;
  /** The character the seat acts as (a Lunatic: the Demon they think they are). */
  actingAs: string;
  /** Whether the seat has a choice to make tonight (a choice shape). */
  chooses: boolean;
}

/** What happened at one turn. */
export interface Turn {
  key: string;
  /** Why the seat does not act at all: "dead before their turn", "the Demon does not wake: exorcised". */
  notActing: Message | null;
  /** Why the ability has no effect although the seat acts: drunk or poisoned at the turn, drunk since the Goon. */
  noEffect: Message | null;
  /** The effects of the choice, each ticked or `off` with why; the Goon's come last. */
  effects: ProposedEffect[];
  /** The seat woke tonight due to their own ability (what the Chambermaid counts). */
  woke: boolean;
  /**
   * Effects the storyteller applied from this step that the night, resolved in order, no longer says
   * apply (an earlier step recorded later turned the actor off, or the choice changed): still on the
   * grimoire until the step is applied again, which takes them back.
   */
  appliedOff: GrimoireEffect[];
  /** What the storyteller's record breaks at this turn (the Barber's "not another Demon"): warned on the step. */
  problems?: Message[];
}

/** A death attempted tonight, with what protected the target at that moment. */
export interface KillCandidate {
  seatId: SeatId;
  cause: DeathCause;
  by?: string;
  stepKey: string;
  reason: Message;
  /** Recorded by the storyteller as a kill: kept, whatever protects the seat. */
  explicit?: boolean;
  /** Why the kill does not happen, whatever the target (the killer is drunk, dead, asleep...). */
  blocked?: Message;
  /** What protected the target at the kill's turn (the Fool, the Sailor, the Tea Lady, Safe...). */
  protections: Message[];
  /** The death's hints as the grimoire stood at the kill's turn. */
  hints: Message[];
  /** The target was a sober Fool with their first death unused: the Fool's own ability saves them. */
  foolSaves: boolean;
}

/** The night resolved in night order. */
export interface NightResolution {
  night: number;
  turns: Record<string, Turn>;
  /** In the order they were attempted. */
  kills: KillCandidate[];
  /** Demons chosen by a working Exorcist: they do not wake tonight. */
  exorcised: SeatId[];
  /** Per Pukka seat, the player its poison holds once the night is over (the next night's previously poisoned). */
  pukkaPoisoned: Record<SeatId, SeatId[]>;
  /** The grimoire as the resolution leaves it at dawn (before the dawn's deaths are confirmed). */
  seatsAtDawn: Record<SeatId, SeatGrimoire>;
}

const words = (key: string, values?: Record<string, MessageValue>): Message => n(`turn.${key}`, values);
const dawnWords = (key: string, values?: Record<string, MessageValue>): Message => n(`dawn.${key}`, values);

/**
 * Whether a seat malfunctions now. A drunk or poisoned token placed by another seat's ability counts
 * only while that seat's ability works: a dead or malfunctioning source has no effect on the game
 * ("A malfunctioning character … cannot affect the gamestate in any way using their ability"). So a
 * drunk Pukka's earlier poison is off and resumes when the Pukka sobers up. One level only: a source's
 * own tokens are read as they are.
 */
export function malfunctions(seats: Record<SeatId, SeatGrimoire>, seatId: SeatId): boolean {
  // The Drunk (Trouble Brewing) has no ability: their believed Townsfolk's step never works.
  // Sects & Violets' Barista: "Sober & Healthy" from a working Barista, until dusk (the Drunk too).
  if (soberAndHealthy(seats, seatId)) return false;
  if (seats[seatId]?.characterId === "drunk" && !seats[seatId]!.traveller) return true;
  return (seats[seatId]?.reminders ?? []).some((t) => isMalfunctionToken(t) && sourceWorks(seats, seatId, t));
}
function sourceWorks(seats: Record<SeatId, SeatGrimoire>, holder: SeatId, t: PlacedReminder): boolean {
  if (!t.from || t.from === holder) return true;
  const source = seats[t.from];
  // A dead source whose ability works (the Vigormortis's Minion, the Bone Collector's choice) still holds.
  return !source || ((source.alive || keepsAbility(source)) && !source.reminders.some(isMalfunctionToken));
}
/** The seats with the tokens that hold now: the grimoire as an ability reads it at this moment. */
function holding(seats: Record<SeatId, SeatGrimoire>): Record<SeatId, SeatGrimoire> {
  return Object.fromEntries(
    Object.entries(seats).map(([id, seat]) => [
      id,
      seat.reminders.every((t) => !isMalfunctionToken(t) || sourceWorks(seats, id, t))
        ? seat
        : { ...seat, reminders: seat.reminders.filter((t) => !isMalfunctionToken(t) || sourceWorks(seats, id, t)) },
    ]),
  );
}

const pukkaPoison = (from: SeatId): PlacedReminder => ({ characterId: "pukka", text: "Poisoned", from });

/**
 * The night, step by step in night order (whatever order the steps were recorded or submitted in), each
 * at the state of its turn: the one place that decides whether an actor acts and whether each effect of
 * their ability applies, and says why not. It starts from the grimoire at dusk (today's grimoire with
 * tonight's applied effects taken back; tokens placed by hand stay) and, at each turn:
 *
 * 1. the actor does not act when dead before their turn (killed earlier tonight; unless their ability
 *    acts when dead) or, for a Demon, chosen by a working Exorcist ("doesn't wake tonight");
 * 2. their drunkenness and poison are read now, not at dawn;
 * 3. the first ability tonight to choose a working Goon makes its actor drunk at once: its effects on the
 *    grimoire are off; of its kills, those of players chosen after the Goon fail (the Po's third choice),
 *    while the attack on the Goon itself, on those chosen before, and a kill not chosen tonight (the
 *    Pukka's previously poisoned) land: the chooser was sober when they chose them;
 * 4. the ability's kills are tried against the protections holding now; a kill that lands kills the
 *    target at once (they do not act later; their ability's persistent effects end);
 * 5. the ability's effects that apply change the state for the later turns (the storyteller's pick in a
 *    group of alternatives, else the first).
 *
 * Abilities plug in as data: `ABILITY_EFFECTS` (what a choice does to the grimoire), `KILL_RULES` (whom
 * it kills), `ABILITY_RULES` (once per game, conditions), and tokens: any drunk or poisoned token
 * malfunctions its holder, any Safe protects. `steps` are the night sheet's rows in night order.
 */
export function resolveTurns(
  game: Game,
  night: number,
  steps: readonly TurnStep[],
  pukkaBefore: Record<SeatId, SeatId[]>,
): NightResolution {
  const rules = game.rules;
  const record = rules.nights?.[String(night)];
  const name = (id: SeatId) => seatNameOf(game, id);
  const charName = (id: string) => characterOf(rules, id)?.name ?? id;
  // The grimoire at dusk: tonight's applied effects taken back (they are decided again here, in night order).
  let dusk: ClocktowerState = rules;
  for (const applied of Object.values(record?.applied ?? {})) dusk = undoEffects(dusk, applied);
  let seats: Record<SeatId, SeatGrimoire> = dusk.seats;
  // The Pukka's poison holds its player, whether or not the storyteller placed the token.
  for (const [pukka, held] of Object.entries(pukkaBefore))
    for (const id of held) {
      const seat = seats[id];
      if (seat && !seat.reminders.some((t) => sameToken(t, pukkaPoison(pukka))))
        seats = { ...seats, [id]: { ...seat, reminders: [...seat.reminders, pukkaPoison(pukka)] } };
    }
  const now = (): Game => ({ ...game, rules: { ...rules, seats: holding(seats) } });
  const turns: Record<string, Turn> = {};
  const kills: KillCandidate[] = [];
  const exorcised = new Set<SeatId>();
  const pukkaPoisoned: Record<SeatId, SeatId[]> = { ...pukkaBefore };
  let goonChosen = false;
  /** Effects a death tonight brings, by the step whose kill it was (the Barber's "Haircuts tonight"). */
  const deathEffects: Record<string, ProposedEffect[]> = {};

  /** A kill tried now: protections read now; a kill that lands takes effect at once. */
  const attempt = (c: Omit<KillCandidate, "protections" | "foolSaves" | "hints">) => {
    const at = now();
    const target = at.rules.seats[c.seatId];
    const prot = c.blocked || c.explicit ? [] : protections(at, c.seatId, c.cause, c.by);
    const foolSaves =
      !!target &&
      target.characterId === "fool" &&
      !target.firstDeathUsed &&
      // not text: a reminder token's name
      !target.reminders.some((r) => r.text === "No Ability" || isMalfunctionToken(r));
    kills.push({ ...c, protections: prot, foolSaves, hints: deathHints(at, c.seatId, c.cause, c.by) });
    const seat = seats[c.seatId];
    if (!seat || !seat.alive || seat.registersDead || c.blocked) return;
    if (prot.length) {
      // "The 1st time you die, you don't": used up by this death, so a later one tonight kills.
      if (foolSaves && prot.length === 1) seats = { ...seats, [c.seatId]: { ...seat, firstDeathUsed: true } };
      return;
    }
    const zombuul = seat.characterId === "zombuul" && !seat.firstDeathUsed;
    seats = {
      ...seats,
      [c.seatId]: zombuul
        ? { ...seat, registersDead: true, firstDeathUsed: true }
        : { ...seat, alive: false, firstDeathUsed: true },
    };
    if (!zombuul) {
      seats = endEffectsOf({ ...rules, seats }, c.seatId).seats;
      (deathEffects[c.stepKey] ??= []).push(...barberDied(now(), c.seatId, night));
      for (const pukka of Object.keys(pukkaPoisoned))
        if (pukka === c.seatId) pukkaPoisoned[pukka] = [];
        else pukkaPoisoned[pukka] = pukkaPoisoned[pukka]!.filter((id) => id !== c.seatId);
    }
    // "If the demon kills them, you die too." (the Grandmother, as she stands now)
    if (characterOf(rules, c.by ?? "")?.team === "demon" && !c.explicit)
      for (const [gmId, gm] of Object.entries(seats)) {
        if (gm.characterId !== "grandmother" || !gm.alive) continue;
        const child = seats[c.seatId]!;
        if (!child.reminders.some((r) => r.characterId === "grandmother" && r.text === "Grandchild")) continue;
        attempt({
          seatId: gmId,
          cause: "ability",
          by: "grandmother",
          stepKey: c.stepKey,
          reason: dawnWords("grandmotherDies", {
            child: name(c.seatId),
            seat: name(gmId),
            ...named(game.rules, "grandmother"),
          }),
          ...(malfunctions(seats, gmId)
            ? { blocked: dawnWords("drunkNoEffect", { seat: name(gmId), character: charName("grandmother") }) }
            : {}),
        });
      }
  };
  const recordedKills = (key: string) => {
    for (const k of record?.steps[key]?.kills ?? [])
      attempt({
        seatId: k.seatId,
        cause: k.cause,
        ...(k.by ? { by: k.by } : {}),
        stepKey: key,
        reason: dawnWords("recordedKill"),
        explicit: true,
      });
  };

  for (const step of steps) {
    if (step.kind !== "character" || !step.seatId) {
      recordedKills(step.key);
      continue;
    }
    const actor = step.seatId;
    if (step.skipped) {
      turns[step.key] = { key: step.key, notActing: null, noEffect: null, effects: [], woke: false, appliedOff: [] };
      if (step.stepId === "pukka") pukkaPoisoned[actor] = [];
      continue;
    }
    const as = step.actingAs;
    // Sects & Violets' No Dashii: where its poison should be before this turn (a change moves it, below).
    const noDashiiBefore = noDashiiWanted(now(), seats);
    const lunatic = step.stepId === "lunatic";
    const demon = !lunatic && characterOf(rules, as)?.team === "demon";
    const choice: NightChoice | null = choiceOn(game, night, step.key);
    const seat = seats[actor]!;
    const killRule = lunatic ? undefined : KILL_RULES[as];
    // Trouble Brewing's Ravenkeeper wakes only when killed tonight (dead at dusk, the step is skipped).
    // Sects & Violets' Sage too: "If the Demon kills you, you learn…" (which kill: editions/sects-and-violets/info.ts).
    const killedOnly = step.stepId === "ravenkeeper" || step.stepId === "sage";
    // Sects & Violets: the Barber and the Sweetheart act only once dead (today or tonight); a Minion the
    // Vigormortis killed keeps its ability.
    const onDeath = ON_DEATH.has(step.stepId);
    const actsDead =
      !!killRule?.actsWhenDead || step.stepId === "moonchild" || killedOnly || onDeath || keepsAbility(seat);
    const who = { seat: name(actor), character: charName(as) };
    const notActing: Message | null =
      !seat.alive && !actsDead
        ? words("deadBeforeTurn", who)
        : killedOnly && seat.alive
          ? n("tbNight.notKilled", who)
          : onDeath && seat.alive
            ? se("notDied", who)
            : demon && exorcised.has(actor)
              ? words("exorcised", who)
              : null;
    // Sects & Violets: the row stays the seat's at dusk, but a character that changed hands earlier tonight (the
    // Snake Charmer's swap) is acted by its new holder: the new Demon kills tonight, sober or not as they are.
    const holder =
      !lunatic && dusk.seats[actor]?.characterId === as && seats[actor]?.characterId !== as
        ? (Object.keys(seats).find((id) => seats[id]!.characterId === as && !seats[id]!.traveller) ?? actor)
        : actor;
    const malfunctioning = !notActing && malfunctions(seats, holder);
    // The Goon: the first working ability to choose them tonight (a malfunctioning one too) is drunk at once.
    let goonAt = -1;
    let goonId: SeatId | null = null;
    if (!notActing && !step.storytellerPicks && !goonChosen)
      for (const [i, id] of (choice?.seats ?? []).entries()) {
        const s = seats[id];
        if (s?.characterId !== "goon" || !s.alive || malfunctions(seats, id)) continue;
        goonAt = i;
        goonId = id;
        break;
      }
    const at = now();
    const ctx = {
      game: at,
      night,
      seatId: actor,
      choice: choice ?? {},
      name,
      poisoned: pukkaPoisoned[actor] ?? [],
    };
    const own = lunatic || !choice ? [] : (ABILITY_EFFECTS[as]?.(ctx) ?? []);
    const problems = notActing || !choice ? [] : (SV_STEP_PROBLEMS[step.stepId]?.(at, choice) ?? []);
    const goon = goonId ? goonEffects(ctx, goonId) : [];
    if (goonId) {
      goonChosen = true;
      seats = applyEffects(
        { ...rules, seats },
        goon.map((e) => e.effect),
      ).seats;
    }
    const sinceGoon = goonId
      ? words("drunkSinceGoon", { ...who, goonSeat: name(goonId), ...named(game.rules, "goon") })
      : null;
    const noEffect: Message | null = malfunctioning ? dawnWords("drunkNoEffect", who) : sinceGoon;
    // An exorcised Pukka's earlier poison still kills and leaves its player healthy: only tonight's choice is off.
    const asleep = !!notActing && demon && exorcised.has(actor) && !!killRule?.whileAsleep;
    const offBecause = notActing ?? sinceGoon;
    const effects = own.map((e) =>
      asleep && e.effect.kind === "remove"
        ? e
        : offBecause
          ? { ...e, off: true, offBecause }
          : malfunctioning
            ? offEffect(e, "noEffect", { seat: name(actor) })
            : e,
    );
    // The ability's kills, at this turn.
    if (killRule) {
      const cause: DeathCause = demon ? "night" : "ability";
      for (const k of killRule.kills({
        game: at,
        night,
        seatId: actor,
        stepId: step.stepId,
        actingAs: as,
        choice,
        poisoned: pukkaPoisoned[actor] ?? [],
      })) {
        const blocked =
          (notActing && !asleep
            ? demon && exorcised.has(actor)
              ? dawnWords("exorcistBlocks", { seat: name(actor), ...named(game.rules, "exorcist") })
              : notActing
            : undefined) ??
          (malfunctioning ? dawnWords("drunkNoEffect", who) : undefined) ??
          (sinceGoon && k.index !== undefined && k.index > goonAt ? sinceGoon : undefined) ??
          k.blocked;
        attempt({
          seatId: k.seatId,
          cause,
          by: as,
          stepKey: step.key,
          reason: k.reason,
          ...(blocked ? { blocked } : {}),
        });
      }
    }
    recordedKills(step.key);
    // The effects that apply change the grimoire for the later turns.
    const applied = record?.applied?.[step.key] ?? [];
    const groups = new Set<string>();
    const picked = (e: ProposedEffect) =>
      applied.some((a) => sameEffect(a, e.effect)) ||
      !effects.some((x) => x.group === e.group && applied.some((a) => sameEffect(a, x.effect)));
    const working = [
      ...effects.filter((e) => !e.off && (!e.group || (picked(e) && !groups.has(e.group) && !!groups.add(e.group)))),
      ...(deathEffects[step.key] ?? []),
    ];
    seats = applyEffects(
      { ...rules, seats },
      working.map((e) => e.effect),
    ).seats;
    // Sects & Violets' No Dashii: this turn changed who its nearest Townsfolk are (a kill, a Pit-Hag's or a
    // Snake Charmer's change, a Barber's swap): the poison moves now, proposed on this step, so the later
    // steps tonight read the right poisoned players. Decision: moved mid-night (not held until dawn).
    const noDashii =
      noDashiiWanted(now(), seats) === noDashiiBefore
        ? []
        : noDashiiEffects({ ...game, rules: { ...rules, seats } }, seats);
    if (noDashii.length) {
      seats = applyEffects(
        { ...rules, seats },
        noDashii.map((e) => e.effect),
      ).seats;
      working.push(...noDashii);
    }
    if (as === "exorcist" && !notActing && !noEffect)
      for (const id of choice?.seats ?? [])
        if (characterOf(rules, seats[id]?.characterId ?? "")?.team === "demon") exorcised.add(id);
    if (as === "pukka" && !lunatic && !notActing && !noEffect)
      // "they are poisoned. The previously poisoned player dies then becomes healthy."
      pukkaPoisoned[actor] = (choice?.seats ?? []).filter((id) => seats[id]?.alive);
    else if (as === "pukka" && demon && exorcised.has(actor)) pukkaPoisoned[actor] = [];
    turns[step.key] = {
      key: step.key,
      notActing,
      noEffect: notActing ? null : noEffect,
      effects: [...effects, ...goon, ...(deathEffects[step.key] ?? []), ...noDashii],
      ...(problems.length ? { problems } : {}),
      woke: !notActing && !!choice && wakes(game, night, step),
      appliedOff: applied.filter((a) => ![...working, ...goon].some((w) => sameEffect(w.effect, a))),
    };
  }
  return { night, turns, kills, exorcised: [...exorcised], pukkaPoisoned, seatsAtDawn: seats };
}

const sameEffect = (a: GrimoireEffect, b: GrimoireEffect) =>
  a.kind === b.kind &&
  a.seatId === b.seatId &&
  (a.kind === "alignment"
    ? b.kind === "alignment" && a.alignment === b.alignment
    : a.kind === "character"
      ? b.kind === "character" && a.characterId === b.characterId && a.was === b.was
      : b.kind !== "alignment" && b.kind !== "character" && sameToken(a.token, b.token));

/** Characters that wake on the first night to learn something, without a choice. */
const FIRST_NIGHT_INFO: ReadonlySet<string> = new Set(["grandmother", "godfather"]);

/**
 * Whether the seat's ability woke them at this step (the Chambermaid's "woke tonight due to their
 * ability"): a choice to make tonight, or first-night information; not a once-per-game ability already
 * used, not the Zombuul after a death today, not the Godfather after no Outsider's death. The Tinker,
 * the Gossip and the night* Grandmother never wake (the storyteller acts for them).
 */
function wakes(game: Game, night: number, step: TurnStep): boolean {
  if (step.stepId === "lunatic") return true;
  if (!step.chooses) return night === 1 && FIRST_NIGHT_INFO.has(step.actingAs);
  const rule = ABILITY_RULES[step.actingAs];
  if (!rule) return true;
  const s = abilityState(game, step.seatId!, step.stepId, night);
  if (rule.oncePerGame && s.usedOn !== null) return false;
  if (rule.onlyIfNobodyDiedToday && s.diedToday.length > 0) return false;
  if (rule.onlyIfOutsiderDiedToday && night > 1) {
    const outsider = (id: SeatId) =>
      characterOf(game.rules, game.rules.seats[id]?.characterId ?? "")?.team === "outsider";
    return s.diedToday.some(outsider);
  }
  return true;
}
