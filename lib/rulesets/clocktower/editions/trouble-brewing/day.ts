/**
 * Trouble Brewing's day: the Virgin's first nomination, the Slayer's shot, the Butler's bound vote and
 * the Bureaucrat's and Thief's votes (day modifiers). The win checks (the Saint, the Mayor, the Scarlet
 * Woman's succession) are in grimoire/grimoire.ts `winChecks`. Rules described in our own words.
 */
import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import type { Decision } from "../../../../game/ruleset";
import { characterOf, grimoireSeats, isMalfunctionToken, seatNameOf, showsAlive } from "../../grimoire/grimoire";
import { resolvedNight } from "../../night/night-sheet";
import { currentDayOf, stepKey, type ClocktowerState, type NightChoice, type SeatGrimoire } from "../../state";
import type { ClocktowerEvent } from "../../commands";
import type { DayModifiers } from "../../day/day-state";
import { effectiveNominations } from "../../day/nominations";
import { enteredBy, STORYTELLER, type Roster } from "../../day/roster";
import { cd, characterName } from "../../day/words";
import type { Actor } from "../../../../game/ruleset";
import type { Phrase } from "../../../../i18n/message";

type Game = GameState<ClocktowerState>;

const sober = (e: SeatGrimoire) => !e.reminders.some(isMalfunctionToken);
const teamOf = (rules: ClocktowerState, e: SeatGrimoire) => characterOf(rules, e.characterId)?.team;

/** A seat's choice on a night: the storyteller's record wins over the player's submission. */
function choiceOn(game: Game, night: number, key: string): NightChoice | null {
  const n = game.rules.nights?.[String(night)];
  return n?.steps[key]?.choice ?? n?.submissions[key]?.choice ?? null;
}

// ---------------------------------------------------------------- the vote's modifiers

/**
 * The Butler's master on day `day`: the Butler's choice on the latest night up to Night `day` (the
 * night before the day). A night with no record keeps the last master chosen: a host who forgot to
 * write the choice down would keep the token where it was.
 */
export function butlerMaster(game: Game, seatId: SeatId, day: number): SeatId | null {
  for (let n = day; n >= 1; n--) {
    const chosen = choiceOn(game, n, stepKey("butler", seatId))?.seats?.[0];
    if (chosen) return chosen;
  }
  return null;
}

/**
 * What Trouble Brewing changes in day `day`'s count, read when the day starts (the storyteller may
 * change it with `day.setModifiers`):
 * - a living, sober Butler with a master: their vote counts only beside the master's on the same
 *   nominee. A dead Butler has no ability (their ghost vote is free); a drunk or poisoned one votes freely.
 * - the Bureaucrat's choice last night counts 3, the Thief's counts -1 (both: -3), when the traveller
 *   acted sober at their turn (a drunk or poisoned choice does nothing). Their vote counts so "tomorrow",
 *   the whole day after the night they chose, even if they are poisoned or die meanwhile.
 */
export function troubleBrewingDayModifiers(
  game: Game,
  day: number | undefined,
): Pick<DayModifiers, "boundVoter" | "voteWeights"> {
  if (day === undefined) return {};
  const out: Pick<DayModifiers, "boundVoter" | "voteWeights"> = {};
  const seats = grimoireSeats(game);
  const butler = seats.find((s) => s.entry.characterId === "butler" && showsAlive(s.entry) && sober(s.entry));
  const master = butler ? butlerMaster(game, butler.id, day) : null;
  if (butler && master && master !== butler.id) out.boundVoter = { voter: butler.id, master };
  const weights: Record<SeatId, number> = {};
  for (const [characterId, factor] of [
    ["bureaucrat", 3],
    ["thief", -1],
  ] as const) {
    for (const s of seats.filter((x) => x.entry.characterId === characterId && x.entry.traveller)) {
      const key = stepKey(characterId, s.id);
      const chosen = choiceOn(game, day, key)?.seats?.[0];
      if (!chosen || !game.rules.seats[chosen]) continue;
      // Sober at their turn when their step is on the night's sheet; a traveller off the script has no
      // place in its night order: then sober and alive as the day starts.
      const turn = game.rules.nights?.[String(day)] ? resolvedNight(game, day).resolution.turns[key] : undefined;
      if (turn ? turn.notActing || turn.noEffect : !s.entry.alive || !sober(s.entry)) continue;
      weights[chosen] = (weights[chosen] ?? 1) * factor;
    }
  }
  if (Object.keys(weights).length) out.voteWeights = weights;
  return out;
}

// ---------------------------------------------------------------- the Virgin

/** The day the Virgin at this seat was first nominated (as the log records it), or null. */
export function virginNominatedOn(game: Game, seatId: SeatId, roster: Roster, now: Date): number | null {
  const days = Object.values(game.rules.days ?? {}).sort((a, b) => a.day - b.day);
  for (const d of days)
    if (effectiveNominations(d, roster, now).nominations.some((n) => n.nominee === seatId)) return d.day;
  return null;
}

export type VirginOutcome = "executes" | "ask" | "nothing" | "malfunctioning";

export interface VirginNomination {
  virgin: SeatId;
  nominator: SeatId | typeof STORYTELLER;
  outcome: VirginOutcome;
}

/**
 * The Virgin nominated for the first time today (the day not yet resolved): what comes of it.
 * - the nominator a Townsfolk (the character they hold: a Drunk is an Outsider) → executed at once;
 * - the nominator the Spy → the storyteller is asked whether the Spy registers as a Townsfolk;
 * - anyone else (a traveller, the storyteller under the Bishop) → nothing;
 * - a drunk or poisoned Virgin (read now) → nothing.
 * Either way the ability is used by that first nomination (the rule: the ability is spent by the
 * first nomination, whoever makes it and whatever comes of it).
 */
export function virginNomination(game: Game, roster: Roster, now: Date): VirginNomination | null {
  const rules = game.rules;
  const day = currentDayOf(rules);
  if (!day || day.result) return null;
  for (const n of effectiveNominations(day, roster, now).nominations) {
    const v = rules.seats[n.nominee];
    if (!v || v.characterId !== "virgin") continue;
    if (virginNominatedOn(game, n.nominee, roster, now) !== day.day) continue;
    // The first nomination of the Virgin today is the one that uses the ability.
    const first = effectiveNominations(day, roster, now).nominations.find((x) => x.nominee === n.nominee);
    if (first !== n) continue;
    const nominator = n.nominator === STORYTELLER ? undefined : rules.seats[n.nominator];
    let outcome: VirginOutcome;
    if (!sober(v) || !v.alive) outcome = "malfunctioning";
    else if (!nominator || nominator.traveller) outcome = "nothing";
    else if (nominator.characterId === "spy" && sober(nominator)) outcome = "ask";
    else outcome = teamOf(rules, nominator) === "townsfolk" ? "executes" : "nothing";
    return { virgin: n.nominee, nominator: n.nominator, outcome };
  }
  return null;
}

/** The storyteller's hints for today (the Virgin's nomination). */
export function troubleBrewingDayHints(game: Game, roster: Roster, now: Date): Phrase[] {
  const v = virginNomination(game, roster, now);
  if (!v) return [];
  const values = {
    virgin: seatNameOf(game, v.virgin),
    nominator: v.nominator === STORYTELLER ? cd("tb.theStoryteller") : seatNameOf(game, v.nominator),
    character: characterName(game.rules, "virgin"),
    spy: characterName(game.rules, "spy"),
  };
  return [cd(`tb.virgin.${v.outcome}`, values)];
}

/**
 * The execution at once the storyteller asks for: warned unless the Virgin's first nomination today
 * proposes it (or asks about the Spy).
 */
export function executeAtOnceWarnings(game: Game, seatId: SeatId, roster: Roster, now: Date): Phrase[] {
  const v = virginNomination(game, roster, now);
  if (v && v.nominator === seatId && (v.outcome === "executes" || v.outcome === "ask")) return [];
  return [cd("tb.noExecutionAtOnce", { seat: seatNameOf(game, seatId) })];
}

// ---------------------------------------------------------------- the Slayer

/** The day the Slayer at this seat shot (as the log records it), or null. */
export function slayerShotOn(game: Game, seatId: SeatId): number | null {
  const days = Object.values(game.rules.days ?? {}).sort((a, b) => a.day - b.day);
  for (const d of days)
    if ((d.abilityUses ?? []).some((u) => u.ability === "slayer" && u.seatId === seatId)) return d.day;
  return null;
}

export type SlayerOutcome = "dies" | "ask" | "nothing";

/**
 * What the shot does: a living, sober Slayer who has not shot yet, at the living Demon → they die; at
 * a sober Recluse → the storyteller is asked (the Recluse may register as the Demon); otherwise
 * nothing. Anyone may claim to shoot: a player who is not the Slayer shoots and nothing happens.
 */
export function slayerOutcome(game: Game, seatId: SeatId, target: SeatId): SlayerOutcome {
  const rules = game.rules;
  const shooter = rules.seats[seatId];
  const t = rules.seats[target];
  if (!shooter || !t) return "nothing";
  if (shooter.characterId !== "slayer" || !shooter.alive || !sober(shooter)) return "nothing";
  if (slayerShotOn(game, seatId) !== null || !t.alive) return "nothing";
  if (teamOf(rules, t) === "demon") return "dies";
  if (t.characterId === "recluse" && sober(t)) return "ask";
  return "nothing";
}

/**
 * `clocktower.dayAbility {kind: "slayer", seatId, target, dies?}`, by day, storyteller only: the shot
 * recorded as a public statement; the target dies with it when `dies` (the storyteller's verdict; by
 * default the app's). A verdict against the rule is a warning the storyteller may force; a Recluse
 * shot without a verdict asks.
 */
export function decideSlayerShot(
  game: Game,
  a: { seatId: SeatId; target: SeatId; dies?: boolean },
  ctx: { now: Date; actor: Actor },
): Decision<ClocktowerEvent> {
  const rules = game.rules;
  const fail = (error: Phrase, field?: string): Decision<ClocktowerEvent> => ({
    ok: false,
    error,
    ...(field ? { field } : {}),
  });
  const day = currentDayOf(rules);
  if (!day) return fail(cd("tb.slayerByDay", { slayer: characterName(rules, "slayer") }));
  if (!rules.seats[a.seatId]) return fail(cd("shared.noCharacter", { seat: seatNameOf(game, a.seatId) }), "seatId");
  if (!rules.seats[a.target]) return fail(cd("shared.noCharacter", { seat: seatNameOf(game, a.target) }), "target");
  const outcome = slayerOutcome(game, a.seatId, a.target);
  const warnings: Phrase[] = [];
  const values = {
    seat: seatNameOf(game, a.seatId),
    target: seatNameOf(game, a.target),
    slayer: characterName(rules, "slayer"),
    recluse: characterName(rules, "recluse"),
  };
  if (outcome === "ask" && a.dies === undefined) warnings.push(cd("tb.slayerRecluse", values));
  else if (outcome === "dies" && a.dies === false) warnings.push(cd("tb.slayerSpares", values));
  else if (outcome === "nothing" && a.dies === true) warnings.push(cd("tb.slayerKillsAnyway", values));
  if (!showsAlive(rules.seats[a.target]!) && a.dies)
    warnings.push(cd("abilities.chooseAlive", { seat: values.target }));
  const dies = a.dies ?? outcome === "dies";
  return {
    ok: true,
    event: {
      type: "ClocktowerDayEvent",
      day: day.day,
      event: {
        type: "DayAbilityUsed",
        use: {
          ability: "slayer",
          seatId: a.seatId,
          target: a.target,
          dies,
          at: ctx.now.toISOString(),
          enteredBy: enteredBy(ctx.actor),
        },
      },
    },
    warnings,
  };
}
