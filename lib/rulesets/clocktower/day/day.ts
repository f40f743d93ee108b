import { fiddlerDayModifier } from "./fiddler";
import type { DecideContext, Decision, GameState } from "../../../game/ruleset";
import { gameLanguage, type SeatId } from "../../../game/core";
import {
  decideDay,
  forumPhasePlan,
  MATRON_WHISPER_RULES,
  NO_MODIFIERS,
  startPhaseClock,
  WHISPER_RULES,
  whisperUnitFor,
  type DayCommand,
  type DayModifiers,
  type DaySeat,
  type PhaseClock,
  type WhisperRules,
} from "./";
import type { ClocktowerEvent } from "../commands";
import {
  currentDayOf,
  dayHoursOf,
  settingsOf,
  type ClocktowerState,
  type GrimoireEffect,
  type SeatGrimoire,
} from "../state";
import {
  characterOf,
  deathHints,
  gameCharacters,
  grimoireSeats,
  isMalfunctionToken,
  isZombuulHint,
  showsAlive,
} from "../grimoire/grimoire";
import { msg, type Phrase } from "../../../i18n/message";
import { cd, ct } from "./words";
import { executeAtOnceWarnings, troubleBrewingDayModifiers } from "../editions/trouble-brewing/day";
import { barberDied, madToday, noDashiiEffects, witchCurseDeath } from "../editions/sects-and-violets/evil";
import { STORYTELLER } from "./roster";
import { butcherDayModifiers } from "../editions/sects-and-violets/travellers";

type Game = GameState<ClocktowerState>;
type Result = Decision<ClocktowerEvent>;

/**
 * The day inside the Clocktower ruleset: the roster the day machinery (day/day-commands.ts) works on is
 * built from the grimoire, and every `clocktower.day` command is decided by `decideDay` and stored as
 * one `ClocktowerDayEvent`.
 */

/** Day commands a player may send, for their own seat only (the day machinery checks the seat). */
export const PLAYER_DAY_COMMANDS: ReadonlySet<DayCommand["type"]> = new Set([
  "day.nominate",
  "day.withdrawQueuedNomination",
  "day.vote",
  "day.unvote",
  "day.lockVote",
  "whisper.declare",
]);

/**
 * Seats holding a character, in seat order, as the town sees them: a Zombuul that registers dead is
 * dead here (it votes with a ghost vote). Travellers vote but do not count toward majority.
 */
export function clocktowerRoster(game: Game): DaySeat[] {
  return game.core.seats.flatMap((s) => {
    const e = game.rules.seats[s.id];
    if (!e) return [];
    return [
      {
        id: s.id,
        name: s.name,
        handle: s.handle,
        alive: showsAlive(e),
        isTraveller: e.traveller,
        ghostVoteAvailable: !e.ghostVoteSpent,
      },
    ];
  });
}

const sober = (e: SeatGrimoire) => !e.reminders.some(isMalfunctionToken);
const workingTraveller = (game: Game, characterId: string) =>
  grimoireSeats(game).find(
    (s) => s.entry.traveller && s.entry.characterId === characterId && showsAlive(s.entry) && sober(s.entry),
  );

/**
 * How the day runs, from the grimoire when it starts: a living, sober Voudon or Bishop in play, and
 * the Mastermind's extra day (every Demon dead, one of them executed, a living sober Mastermind).
 * The storyteller changes them with `day.setModifiers`.
 */
export function dayModifiersFor(game: Game, day?: number): DayModifiers {
  const rules = game.rules;
  const players = grimoireSeats(game).filter((s) => !s.entry.traveller);
  const demons = players.filter((s) => characterOf(rules, s.entry.characterId)?.team === "demon");
  // Only the day right after the Demon's execution is the extra day (not every day after it).
  const executedYesterday = (time: string | undefined) => day === undefined || time === `D${day - 1}`;
  const mastermindDay =
    demons.length > 0 &&
    demons.every((d) => !d.entry.alive) &&
    demons.some((d) => d.entry.death?.cause === "executed" && executedYesterday(d.entry.death.time)) &&
    players.some((s) => s.entry.characterId === "mastermind" && s.entry.alive && sober(s.entry));
  return {
    ...NO_MODIFIERS,
    voudon: workingTraveller(game, "voudon")?.id ?? null,
    bishop: !!workingTraveller(game, "bishop"),
    mastermindDay,
    fiddler: fiddlerDayModifier(game, day),
    // Trouble Brewing: the Butler's bound vote, the Bureaucrat's and the Thief's (absent when none).
    ...troubleBrewingDayModifiers(game, day),
    // Sects & Violets: the Butcher may nominate again after the day's execution (absent when none).
    ...butcherDayModifiers(game),
  };
}

/**
 * The Matron (living, sober): players may only whisper their neighbours. The neighbour whisper's cap
 * counts what the host set, else what the game's language counts (characters in Japanese).
 */
export function whisperRulesFor(game: Game): WhisperRules {
  const rules = workingTraveller(game, "matron") ? MATRON_WHISPER_RULES : WHISPER_RULES;
  const counts = settingsOf(game.rules).whisperCount ?? whisperUnitFor(gameLanguage(game.core));
  return { ...rules, neighbourWhisperCounts: counts };
}

/** Day `number`'s clock laid out from `now` with the game's day lengths. */
export function dayClockFor(rules: ClocktowerState, number: number, now: Date): PhaseClock {
  const s = settingsOf(rules);
  const plan = forumPhasePlan({ ...dayHoursOf(rules), nightHours: s.nightHours, nightActionLockHours: s.lockHours });
  return startPhaseClock(plan, "day", number, now);
}

/** What a day-start event carries: the clock (absolute instants) and the modifiers. */
export function dayStart(game: Game, number: number, now: Date): { clock: PhaseClock; modifiers: DayModifiers } {
  return { clock: dayClockFor(game.rules, number, now), modifiers: dayModifiersFor(game, number) };
}

const fail = (error: Phrase, field?: string): Result => ({ ok: false, error, ...(field ? { field } : {}) });

export function decideClocktowerDay(game: Game, cmd: DayCommand, ctx: DecideContext): Result {
  const rules = game.rules;
  if (rules.winner) return fail(ct("rules.gameOver", { winner: rules.winner }));
  if (ctx.actor.kind === "player" && !PLAYER_DAY_COMMANDS.has(cmd.type)) return fail(ct("rules.storytellerOnly"));
  if (ctx.actor.kind === "player" && !settingsOf(rules).inAppVoting) return fail(cd("day.inAppVotingOff"));
  const day = currentDayOf(rules);
  if (!day)
    return fail(
      rules.phase?.kind === "night" ? cd("day.nightNoDay", { number: rules.phase.number }) : cd("day.dayNotStarted"),
    );
  const roster = clocktowerRoster(game);
  const d = decideDay(day, cmd, {
    now: ctx.now,
    roster,
    actor: ctx.actor,
    whisperRules: whisperRulesFor(game),
    characters: gameCharacters(rules),
  });
  if (!d.ok) return d;
  const warnings: Phrase[] = [...(d.warnings ?? [])];
  // An execution at once is an ability's (the Virgin's): warned when no ability calls for it now.
  // Sects & Violets: a player under madness today (the Cerenovus's, the Mutant's) may be executed at once.
  if (cmd.type === "day.resolve" && cmd.executeAtOnce && !madToday(game, day.day, cmd.executeAtOnce))
    warnings.push(...executeAtOnceWarnings(game, cmd.executeAtOnce, roster, ctx.now));
  // Sects & Violets' Witch: a cursed player who nominates dies at once (the app applies it).
  // A queued nomination counts as made when the storyteller records the queue (QueuedNominationsSettled).
  const nominators =
    d.event.type === "NominationMade" || d.event.type === "SecondNominationMade"
      ? [d.event.nomination.nominator]
      : d.event.type === "QueuedNominationsSettled"
        ? d.event.made.map((x) => x.nominator)
        : [];
  const curses = nominators.flatMap((id) => {
    const death = id === STORYTELLER ? null : witchCurseDeath(game, id);
    return death ? [death] : [];
  });
  let registersOnly = false;
  let malfunctioning = false;
  if (d.event.type === "DayResolved" && d.event.result.executed && d.event.result.dies) {
    const seatId: SeatId = d.event.result.executed;
    const entry = rules.seats[seatId];
    if (entry) {
      registersOnly = entry.characterId === "zombuul" && !entry.firstDeathUsed && entry.alive && !entry.registersDead;
      // Kept with the death: a drunk or poisoned Saint's execution wins nothing, whatever the tokens later.
      malfunctioning = !sober(entry);
      // The Zombuul's death hint is left out on an execution: registersOnly says it.
      const hints = deathHints(game, seatId, "executed").filter((h) => !isZombuulHint(h));
      if (hints.length)
        warnings.push(
          ...hints,
          cd("day.executionMayNotKill", { option: msg("clocktower.forumDay.resolve.doesNotKill") }),
        );
    }
  }
  const effects =
    d.event.type === "DayResolved"
      ? [
          ...minstrelEffects(game, day.day, d.event.result),
          ...foolEffects(game, d.event.result),
          ...noDashiiAfter(game, d.event.result.executed && d.event.result.dies ? d.event.result.executed : null),
          ...haircutsAfter(
            game,
            day.day,
            d.event.result.executed && d.event.result.dies ? d.event.result.executed : null,
          ),
        ]
      : curses.flatMap((c) => [...noDashiiAfter(game, c.seatId), ...haircutsAfter(game, day.day, c.seatId)]);
  return {
    ok: true,
    event: {
      type: "ClocktowerDayEvent",
      day: day.day,
      event: d.event,
      ...(registersOnly ? { registersOnly } : {}),
      ...(malfunctioning ? { malfunctioning } : {}),
      ...(effects.length ? { effects } : {}),
      ...(curses.length ? { deaths: curses } : {}),
    },
    warnings: uniquePhrases(warnings),
  };
}

/**
 * Sects & Violets' No Dashii: its poison moved as a death by day leaves the seats (the dead seat's
 * neighbours change). Applied with the event: the rule leaves no choice.
 */
function noDashiiAfter(game: Game, dying: SeatId | null): GrimoireEffect[] {
  if (!dying || !game.rules.seats[dying]) return [];
  const seats = { ...game.rules.seats, [dying]: { ...game.rules.seats[dying]!, alive: false } };
  // A dying No Dashii's poison ends with it (its tokens' `from`): nothing to move.
  if (game.rules.seats[dying]!.characterId === "nodashii") return [];
  return noDashiiEffects(game, seats).map((e) => e.effect);
}

/** Sects & Violets' Barber dying today: "Haircuts tonight" until the dawn of the coming night. */
function haircutsAfter(game: Game, day: number, dying: SeatId | null): GrimoireEffect[] {
  return dying ? barberDied(game, dying, day + 1).map((e) => e.effect) : [];
}

/** Warnings once each: the same sentence may come from the day machinery and the grimoire. */
function uniquePhrases(phrases: Phrase[]): Phrase[] {
  const seen = new Set<string>();
  return phrases.filter((p) => {
    const id = JSON.stringify(p);
    return !seen.has(id) && !!seen.add(id);
  });
}

/**
 * The Minstrel: "When a minion dies by execution, all other players (except Travellers) are drunk
 * until dusk tomorrow." Applied with the resolution (the rule leaves no choice): a Drunk token on every
 * other living non-traveller, taken away at the dusk after tomorrow (Night day+2 begins).
 */
/**
 * "The 1st time you die, you don't": a sober Fool whose first death is unused, executed and not killed,
 * has used it (No Ability, as the dawn marks it): the next death kills. The Fool's is read as the
 * reason the execution did not kill even when another protection (the Pacifist) also held: a host
 * would count the Fool's death as happened.
 */
export function foolEffects(game: Game, result: { executed: SeatId | null; dies: boolean }): GrimoireEffect[] {
  const seat = result.executed ? game.rules.seats[result.executed] : undefined;
  if (!seat || result.dies || seat.characterId !== "fool" || seat.firstDeathUsed || !sober(seat)) return [];
  // not text: a reminder token's name
  if (seat.reminders.some((r) => r.text === "No Ability")) return [];
  // not text: a reminder token's name
  return [{ kind: "place", seatId: result.executed!, token: { characterId: "fool", text: "No Ability" } }];
}

export function minstrelEffects(
  game: Game,
  day: number,
  result: { executed: SeatId | null; dies: boolean },
): GrimoireEffect[] {
  const rules = game.rules;
  const executed = result.executed ? rules.seats[result.executed] : undefined;
  if (!executed || !result.dies || characterOf(rules, executed.characterId)?.team !== "minion") return [];
  const minstrel = grimoireSeats(game).find(
    (s) => s.entry.characterId === "minstrel" && s.entry.alive && sober(s.entry) && s.id !== result.executed,
  );
  if (!minstrel) return [];
  return grimoireSeats(game)
    .filter((s) => s.id !== minstrel.id && s.id !== result.executed && !s.entry.traveller && s.entry.alive)
    .map((s) => ({
      kind: "place" as const,
      seatId: s.id,
      token: {
        characterId: "minstrel",
        text: "Drunk",
        until: { at: "dusk" as const, night: day + 2 },
        from: minstrel.id,
      },
    }));
}
