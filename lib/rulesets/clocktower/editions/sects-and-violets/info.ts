/**
 * Sects & Violets' information characters: what each learns, proposed from the grimoire and the day's
 * log on its night step (the step's suggested "told" text, a pre-filled choice where the storyteller
 * picks, and `because`: why the count is what it is, for the storyteller only). The storyteller decides:
 * every proposal is editable, nothing here is enforced.
 *
 * - Clockmaker (Night 1): steps from the Demon to its nearest Minion, round the circle the shorter way.
 * - Dreamer (each night): the chosen player's character and one of the other alignment.
 * - Snake Charmer (each night): whether the chosen player is the Demon (the swap is night.ts's effect).
 * - Seamstress (once per game): whether the two chosen players are of the same alignment.
 * - Mathematician (each night): how many players' abilities worked abnormally since dawn (see
 *   `abnormalAbilities` for what counts).
 * - Flowergirl (each night*): whether a Demon voted today. Town Crier (each night*): whether a Minion
 *   nominated today. Both from the day's log.
 * - Oracle (each night*): how many dead players are evil.
 * - Juggler (the night after their first day): how many of the day's guesses were right.
 * - Sage (the night the Demon kills them): two players, one of them the Demon.
 *
 * Registering and drunkenness are read as Trouble Brewing's information does (editions/trouble-brewing/
 * info.ts): a Spy or a Recluse read by an ability is asked about, and an informer drunk or poisoned at
 * their turn is told "may be false". While the Vortox lives the night sheet marks every Townsfolk's
 * information "must be false" (night-sheet.ts, `vortoxInForce`): the true answer stays proposed here, the
 * storyteller gives a false one.
 *
 * Pure, and reached by the night sheet only: no import of the shared tables' modules (no cycle).
 */
import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { characterOf } from "../../grimoire/grimoire";
import type { Alignment, Team } from "../../script/types";
import type { ClocktowerState, DayAbilities, Registration } from "../../state";
import type { Message, MessageValue, Phrase } from "../../../../i18n/message";
import { createRng } from "../../../../game/rng";
import { n } from "../../night/words";
import {
  aliveAtTurn,
  players,
  readingOf,
  registersAsOther,
  registrationOptions,
  type InfoContext,
  type InfoProposal,
  type InfoStep,
} from "../trouble-brewing/info";
import { vortoxInForce } from "./win";

type Game = GameState<ClocktowerState>;

/** A message of Sects & Violets' information (`clocktower.night.svInfo.*`). Character names are always values. */
const words = (key: string, values?: Record<string, MessageValue>): Message => n(`svInfo.${key}`, values);

/** The characters whose information this file proposes. */
export const SV_INFO_STEPS: ReadonlySet<string> = new Set([
  "clockmaker",
  "dreamer",
  "snakecharmer",
  "seamstress",
  "mathematician",
  "flowergirl",
  "towncrier",
  "oracle",
  "juggler",
  "sage",
]);

/** A step of tonight's sheet as the Mathematician reads it: whether it tells its player something. */
export interface SvInfoContext extends InfoContext {
  /** The keys of tonight's steps whose form tells the player something (`form.tell`), not struck. */
  tells: ReadonlySet<string>;
}

export interface SvInfoProposal extends InfoProposal {
  /** Why the proposal says what it says (each counted ability, the vote, the nomination): the storyteller's only. */
  because: Phrase[];
}

const teamAlignment = (team: Team | undefined): Alignment | undefined =>
  team === "townsfolk" || team === "outsider" ? "good" : team === "minion" || team === "demon" ? "evil" : undefined;

/** The seat a step key belongs to (`stepId@seatId`), or null. */
const seatOfKey = (key: string): SeatId | null => (key.includes("@") ? key.slice(key.indexOf("@") + 1) : null);

/**
 * The Clockmaker's number: "how many steps from the Demon to its nearest Minion". Players round the
 * circle in seat order (the dead included, travellers left out as for the Chef: the players either side
 * of a traveller are neighbours), counted the shorter way; with several Demons or Minions, the nearest
 * pair. Null when there is no Demon or no Minion (the storyteller says what they like: zero is proposed).
 */
export function clockmakerSteps(teams: ReadonlyArray<Team | undefined>): number | null {
  const k = teams.length;
  let best: number | null = null;
  for (let d = 0; d < k; d++) {
    if (teams[d] !== "demon") continue;
    for (let m = 0; m < k; m++) {
      if (teams[m] !== "minion") continue;
      const apart = Math.abs(d - m);
      const steps = Math.min(apart, k - apart);
      if (best === null || steps < best) best = steps;
    }
  }
  return best;
}

/**
 * The Juggler's correct guesses: a guess is right when the player's character, as the ability reads it
 * (a registration answered with the step), is the one guessed. `characterAt` gives the character each
 * player held when the guesses were made (at dusk: a change tonight does not make a guess right).
 */
export function jugglerCorrect(
  guesses: ReadonlyArray<{ seatId: SeatId; characterId: string }>,
  characterAt: (id: SeatId) => string | undefined,
): number {
  return guesses.filter((g) => characterAt(g.seatId) === g.characterId).length;
}

/**
 * Whether a seat voted today: a vote cast or moved onto a nominee (the day's vote history), a vote
 * standing, or a voter in the resolution's final count. A vote cast then withdrawn still counts: the
 * player raised their hand. Exile votes on a traveller are not counted (a host's reading: the Flowergirl
 * asks about the execution's votes).
 */
export function votedOn(game: Game, day: number, seatId: SeatId): boolean {
  const d = game.rules.days?.[String(day)];
  if (!d) return false;
  return (
    d.history.some((h) => (h.kind === "vote" || h.kind === "move") && h.voter === seatId) ||
    d.votes.some((v) => v.voter === seatId) ||
    (d.result?.finalCount ?? []).some((r) => r.voters.includes(seatId))
  );
}

/** The players who nominated today (the day's nominations; the storyteller's own are not a player's). */
export function nominatorsOn(game: Game, day: number): SeatId[] {
  const d = game.rules.days?.[String(day)];
  return [...new Set((d?.nominations ?? []).map((x) => x.nominator).filter((x) => !!game.rules.seats[x]))];
}

/**
 * The character a seat held at dusk of `night`: tonight's applied character changes (the Pit-Hag, the
 * Snake Charmer, the Fang Gu, in the order applied) taken back: the first change's `was`.
 */
export function characterAtDusk(game: Game, night: number, seatId: SeatId): string | undefined {
  const record = game.rules.nights?.[String(night)];
  for (const list of Object.values(record?.applied ?? {}))
    for (const e of list) if (e.kind === "character" && e.seatId === seatId) return e.was;
  return game.rules.seats[seatId]?.characterId;
}

/** The day abilities recorded for the day before `night` (keyed by the night they lead to). */
const dayBefore = (game: Game, night: number): DayAbilities => game.rules.dayAbilities?.[String(night)] ?? {};

/**
 * The Mathematician: "Each night, you learn how many players' abilities worked abnormally (since dawn)
 * due to another character's ability." What the app counts, one per player (the first reason kept),
 * from what it recorded since the last dawn (the day before and tonight, up to the Mathematician's turn
 * in night order; on Night 1, tonight only):
 *
 * 1. tonight, a player who acted drunk or poisoned at their turn (the night's resolution, so a token
 *    placed earlier tonight counts: the Philosopher's drunk, the Sweetheart's, a No Dashii's or a
 *    Vigormortis's poison) with a choice made or information told;
 * 2. while the Vortox lives (sober, as the night leaves the grimoire), each Townsfolk told something
 *    tonight before the Mathematician, and the Savant's statements and the Artist's answer of the day;
 * 3. a kill tonight that a protection from another ability stopped (the killer's ability worked
 *    abnormally; a kill the killer's own drunkenness blocked is counted in 1);
 * 4. the day's Savant and Artist, recorded while drunk or poisoned.
 *
 * Not counted: the Mathematician themselves, a drunk player who did nothing with the ability, a Pit-Hag
 * choosing a character in play (the rule says nothing happens: normal), and whatever the app does not
 * record (a madness judgement, a Barber's swap done by hand): the storyteller adds those by editing the
 * number.
 */
export function abnormalAbilities(
  game: Game,
  night: number,
  key: string,
  ctx: SvInfoContext,
): Array<{ seatId: SeatId; reason: Message }> {
  const rules = game.rules;
  const self = seatOfKey(key);
  const at = ctx.order.indexOf(key);
  const before = (k: string) => {
    const i = ctx.order.indexOf(k);
    return i >= 0 && (at < 0 || i < at);
  };
  const name = (id: SeatId) => game.core.seats.find((s) => s.id === id)?.name ?? id;
  const charName = (id: string) => characterOf(rules, id)?.name ?? id;
  const out = new Map<SeatId, Message>();
  const add = (seatId: SeatId | null, reason: Message) => {
    if (!seatId || seatId === self || out.has(seatId)) return;
    out.set(seatId, reason);
  };
  const record = rules.nights?.[String(night)];
  const stepIdOf = (k: string) => k.split("@")[0]!;
  const chose = (k: string) => {
    const c = record?.steps[k]?.choice ?? record?.submissions[k]?.choice;
    return !!c && ((c.seats?.length ?? 0) > 0 || !!c.character || c.yes !== undefined);
  };
  // 1. Drunk or poisoned at the turn, and the ability did something.
  for (const [k, turn] of Object.entries(ctx.resolution.turns)) {
    if (!before(k) || turn.notActing || !turn.noEffect) continue;
    if (!chose(k) && !ctx.tells.has(k)) continue;
    const seatId = seatOfKey(k);
    if (seatId) add(seatId, words("math.malfunctioned", { seat: name(seatId), character: charName(stepIdOf(k)) }));
  }
  // 2. The Vortox: every Townsfolk's information is false.
  const vortox = vortoxInForce(game, ctx.resolution.seatsAtDawn);
  const townsfolk = (id: string) => characterOf(rules, id)?.team === "townsfolk";
  if (vortox) {
    const values = { vortox: charName("vortox") };
    for (const k of ctx.order) {
      if (!before(k) || !ctx.tells.has(k) || !townsfolk(stepIdOf(k))) continue;
      if (ctx.resolution.turns[k]?.notActing) continue;
      const seatId = seatOfKey(k);
      if (seatId)
        add(seatId, words("math.vortox", { ...values, seat: name(seatId), character: charName(stepIdOf(k)) }));
    }
  }
  // 3. A kill stopped by a protection.
  for (const k of ctx.resolution.kills) {
    if (k.blocked || k.explicit || !k.protections.length || !before(k.stepKey)) continue;
    const killer = seatOfKey(k.stepKey);
    if (killer)
      add(
        killer,
        words("math.protected", {
          seat: name(killer),
          target: name(k.seatId),
          character: charName(stepIdOf(k.stepKey)),
        }),
      );
  }
  // 2 and 4, by day: the Savant and the Artist.
  if (night > 1) {
    const day = dayBefore(game, night);
    for (const [ability, use] of [
      ["savant", day.savant],
      ["artist", day.artist],
    ] as const) {
      if (!use) continue;
      const values = { seat: name(use.seatId), character: charName(ability) };
      if (use.malfunctioning) add(use.seatId, words("math.dayMalfunctioned", values));
      else if (vortoxInForce(game)) add(use.seatId, words("math.dayVortox", { ...values, vortox: charName("vortox") }));
    }
  }
  return [...out].map(([seatId, reason]) => ({ seatId, reason }));
}

/**
 * The proposal for an information step, or null when the step is not one of these characters'.
 */
export function svInfo(game: Game, night: number, step: InfoStep, ctx: SvInfoContext): SvInfoProposal | null {
  if (!SV_INFO_STEPS.has(step.stepId)) return null;
  const rules = game.rules;
  const name = (id: SeatId) => game.core.seats.find((s) => s.id === id)?.name ?? id;
  const charName = (id: string) => characterOf(rules, id)?.name ?? id;
  const ability = charName(step.stepId);
  const answers: readonly Registration[] = step.record?.registrations ?? [];
  const read = (id: SeatId) => readingOf(rules, id, answers);
  const choice = step.record?.choice ?? step.submitted?.choice ?? null;
  const turn = ctx.resolution.turns[step.key];
  const out: SvInfoProposal = {
    told: null,
    proposed: null,
    registrations: [],
    mayBeFalse: false,
    warnings: [],
    notActing: null,
    because: [],
  };
  /** Ask how each Spy or Recluse among `seats` registers (as Trouble Brewing's information does). */
  const ask = (seats: readonly SeatId[], asks: "character" | "alignment") => {
    for (const id of seats) {
      const seat = rules.seats[id];
      if (!seat || id === step.seatId || !registersAsOther(seat.characterId)) continue;
      if (out.registrations.some((q) => q.seatId === id)) continue;
      const answer = answers.find((a) => a.seatId === id) ?? null;
      const question = n("tb.howRegisters", { seat: name(id), character: charName(seat.characterId), ability });
      out.registrations.push({
        seatId: id,
        seatName: name(id),
        characterId: seat.characterId,
        asks,
        characters: registrationOptions(rules, seat.characterId),
        alignments: seat.characterId === "spy" ? ["evil", "good"] : ["good", "evil"],
        answer,
        question,
      });
      if (!answer) out.warnings.push(n("tb.asThemselves", { question }));
    }
  };
  const everyone = players(game).map((s) => s.id);
  const seed = `${rules.deal?.seed ?? ""}:${night}:${step.key}`;

  switch (step.stepId) {
    case "clockmaker": {
      if (night !== 1) return null;
      ask(everyone, "character");
      const steps = clockmakerSteps(everyone.map((id) => read(id).team));
      out.told = words("clockmaker", { count: steps ?? 0 });
      if (steps === null) out.because.push(words("clockmakerNone"));
      break;
    }
    case "dreamer": {
      const [chosen] = choice?.seats ?? [];
      if (!chosen || !rules.seats[chosen]) break;
      ask([chosen], "character");
      const truth = read(chosen).characterId;
      const truthSide = teamAlignment(characterOf(rules, truth)?.team);
      const others = (rules.script?.characters ?? []).filter(
        (c) => c.id !== truth && (teamAlignment(c.team) ?? truthSide) !== truthSide && teamAlignment(c.team),
      );
      const decoy = others.length ? createRng(seed).pick(others).id : null;
      if (!decoy) {
        out.told = words("dreamerOne", { seat: name(chosen), character: charName(truth) });
        break;
      }
      // Named in the script's order, so the true one is not always first.
      const order = (rules.script?.characters ?? []).map((c) => c.id);
      const [a, b] = [truth, decoy].sort((x, y) => order.indexOf(x) - order.indexOf(y));
      out.told = words("dreamer", { seat: name(chosen), a: charName(a!), b: charName(b!) });
      out.because.push(words("dreamerTrue", { seat: name(chosen), character: charName(truth) }));
      break;
    }
    case "snakecharmer": {
      const [chosen] = choice?.seats ?? [];
      if (!chosen || !rules.seats[chosen]) break;
      // The swap is already applied when the storyteller reads this: the chosen player's character at dusk.
      const was = characterAtDusk(game, night, chosen) ?? rules.seats[chosen]!.characterId;
      const reading = rules.seats[chosen]!.characterId === was ? read(chosen) : { team: characterOf(rules, was)?.team };
      ask([chosen], "character");
      out.told =
        reading.team === "demon"
          ? words("charmerDemon", { seat: name(chosen), character: charName(was) })
          : words("charmerNotDemon", { seat: name(chosen) });
      break;
    }
    case "seamstress": {
      const chosen = choice?.seats ?? [];
      if (chosen.length !== 2) break;
      ask(chosen, "alignment");
      const same = read(chosen[0]!).alignment === read(chosen[1]!).alignment;
      out.told = words(same ? "seamstressSame" : "seamstressDifferent", { a: name(chosen[0]!), b: name(chosen[1]!) });
      break;
    }
    case "mathematician": {
      const counted = abnormalAbilities(game, night, step.key, ctx);
      out.told = words("mathematician", { count: counted.length });
      out.because = counted.map((c) => c.reason);
      break;
    }
    case "flowergirl":
    case "towncrier": {
      if (night === 1) return null;
      const day = night - 1;
      const flower = step.stepId === "flowergirl";
      const want: Team = flower ? "demon" : "minion";
      const candidates = flower ? everyone.filter((id) => votedOn(game, day, id)) : nominatorsOn(game, day);
      ask(candidates, "character");
      const hits = candidates.filter((id) => {
        const at = characterAtDusk(game, night, id);
        const own = rules.seats[id]?.characterId === at;
        return (own ? read(id).team : characterOf(rules, at ?? "")?.team) === want;
      });
      out.told = words(flower ? "flowergirl" : "towncrier", { yes: hits.length ? "yes" : "no" });
      out.because = hits.map((id) =>
        words(flower ? "demonVoted" : "minionNominated", {
          seat: name(id),
          character: charName(characterAtDusk(game, night, id) ?? ""),
        }),
      );
      break;
    }
    case "oracle": {
      if (night === 1) return null;
      const alive = aliveAtTurn(game, night, ctx, step.key);
      const dead = everyone.filter((id) => !alive(id));
      ask(dead, "alignment");
      const evil = dead.filter((id) => read(id).alignment === "evil");
      out.told = words("oracle", { count: evil.length });
      out.because = evil.map((id) => words("deadEvil", { seat: name(id) }));
      break;
    }
    case "juggler": {
      const guesses = dayBefore(game, night).juggler;
      if (night === 1 || !guesses || guesses.seatId !== step.seatId) {
        // "That night": only the night after the day of their guesses.
        out.notActing = words("jugglerNoGuesses", { seat: name(step.seatId), character: ability });
        out.warnings.push(out.notActing);
        break;
      }
      ask(
        guesses.guesses.map((g) => g.seatId),
        "character",
      );
      const at = (id: SeatId) => {
        const dusk = characterAtDusk(game, night, id);
        return rules.seats[id]?.characterId === dusk ? read(id).characterId : dusk;
      };
      const right = jugglerCorrect(guesses.guesses, at);
      out.told = words("juggler", { count: right });
      out.because = guesses.guesses.map((g) =>
        words(at(g.seatId) === g.characterId ? "guessRight" : "guessWrong", {
          seat: name(g.seatId),
          character: charName(g.characterId),
        }),
      );
      break;
    }
    case "sage": {
      if (night === 1) return null;
      // "If the Demon kills you": a Demon's kill that landed on the Sage tonight.
      const kill = ctx.resolution.kills.find(
        (k) =>
          k.seatId === step.seatId &&
          !k.blocked &&
          !k.protections.length &&
          ctx.resolution.seatsAtDawn[k.seatId]?.alive === false &&
          characterOf(rules, k.by ?? "")?.team === "demon",
      );
      const demon = kill ? seatOfKey(kill.stepKey) : null;
      if (!demon) {
        out.notActing = words("sageNotKilled", { seat: name(step.seatId), character: ability });
        out.warnings.push(out.notActing);
        break;
      }
      const rest = everyone.filter((id) => id !== demon && id !== step.seatId);
      const decoy = rest.length ? createRng(seed).pick(rest) : null;
      const shown = everyone.filter((id) => id === demon || id === decoy);
      out.proposed = { seats: shown };
      const picked = choice?.seats?.length === 2 ? choice.seats : shown;
      out.told =
        picked.length === 2
          ? words("sage", { a: name(picked[0]!), b: name(picked[1]!) })
          : words("sageOnly", { seat: name(demon) });
      out.because.push(words("sageKiller", { seat: name(demon), character: charName(kill!.by ?? "") }));
      break;
    }
  }

  // Drunk or poisoned at the turn: the storyteller may say anything (the true information stays proposed).
  if (turn?.noEffect && !turn.notActing && !out.notActing) {
    out.mayBeFalse = true;
    out.warnings.push(n("tb.mayBeFalse", { seat: name(step.seatId), character: ability }));
  }
  return out;
}
