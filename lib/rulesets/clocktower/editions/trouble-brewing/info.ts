/**
 * Trouble Brewing's information characters: what each learns, proposed from the grimoire on its night
 * step (the step's suggested "told" text, and for the first-night pings a pre-filled choice the
 * storyteller may edit). The storyteller decides: nothing here is enforced.
 *
 * - Washerwoman / Librarian / Investigator (Night 1): a player holding a Townsfolk / Outsider / Minion
 *   and their character, with one other player; the Librarian with no Outsider in play learns zero.
 * - Chef (Night 1): how many pairs of neighbouring players are both evil.
 * - Empath (each night): how many of the two nearest living neighbours are evil.
 * - Fortune Teller (each night): yes if either chosen player is the Demon or is the red herring.
 * - Undertaker (each night*): the character of today's executed player; no wake without one.
 * - Ravenkeeper (when their step acts): the chosen player's character.
 *
 * The Spy and the Recluse may register as something else: wherever one of these abilities reads them,
 * the step asks the storyteller how (`registrations`), and the answer recorded with the step
 * (`recordStep.registrations`) is what the proposal reads. An informer drunk or poisoned at their turn
 * (the night's resolution, `resolveTurns`) is told "may be false".
 *
 * Pure, and reached by the night sheet only (night-sheet.ts calls `tbInfo`): this file imports none of
 * the shared tables' modules, so no import cycle can empty them.
 */
import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { characterOf, grimoireSeats } from "../../grimoire/grimoire";
import type { Alignment, Team } from "../../script/types";
import type { ClocktowerState, NightChoice, NightSubmission, Registration, StepRecord } from "../../state";
import type { Message, MessageValue, Phrase } from "../../../../i18n/message";
import type { NightResolution } from "../../night/resolve";
import { createRng } from "../../../../game/rng";
import { n } from "../../night/words";

type Game = GameState<ClocktowerState>;

const words = (key: string, values?: Record<string, MessageValue>): Message => n(`tb.${key}`, values);

/** The characters whose information this file proposes. */
export const TB_INFO_STEPS: ReadonlySet<string> = new Set([
  "washerwoman",
  "librarian",
  "investigator",
  "chef",
  "empath",
  "fortuneteller",
  "undertaker",
  "ravenkeeper",
]);

/** The first-night pings: the team of the player shown. */
export const PINGS: Readonly<Record<string, Team>> = {
  washerwoman: "townsfolk",
  librarian: "outsider",
  investigator: "minion",
};

/** The characters that may register as something else, and as what. */
const REGISTERS: Readonly<Record<string, { teams: Team[]; alignment: Alignment }>> = {
  // The Spy may register as good, and as a Townsfolk or an Outsider.
  spy: { teams: ["townsfolk", "outsider"], alignment: "good" },
  // The Recluse may register as evil, and as a Minion or a Demon.
  recluse: { teams: ["minion", "demon"], alignment: "evil" },
};
export const registersAsOther = (characterId: string) => characterId in REGISTERS;

/** What the ability reads of a seat: its character (and team) and alignment. */
export interface Reading {
  characterId: string;
  team: Team | undefined;
  alignment: Alignment;
}

/** A question the step asks the storyteller: how a Spy or a Recluse registers for this ability. */
export interface RegistrationQuestion {
  seatId: SeatId;
  seatName: string;
  /** The Spy or the Recluse. */
  characterId: string;
  /** What this ability reads of them: a character (and its team), or only an alignment. */
  asks: "character" | "alignment";
  /** The characters they may register as: their own first, then the script's of the teams they may show as. */
  characters: string[];
  alignments: Alignment[];
  /** The storyteller's answer recorded with the step, or null (they register as themselves). */
  answer: Registration | null;
  /** "How does Gus (the Spy) register for the Washerwoman?" */
  question: Message;
}

/** What the sheet shows on an information step. */
export interface InfoProposal {
  /** What to tell the informer (null: nothing to tell yet, as the Fortune Teller before choosing). */
  told: Phrase | null;
  /** The pre-filled choice of a ping (two players and a character; none for the Librarian's zero). */
  proposed: NightChoice | null;
  registrations: RegistrationQuestion[];
  /** The informer malfunctions at their turn: the storyteller may give any answer. */
  mayBeFalse: boolean;
  /** Sentences for the step's warnings (the unanswered questions, "may be false", "does not wake"). */
  warnings: Phrase[];
  /** Why the step does not wake the informer: the Undertaker on a day without an execution. */
  notActing: Phrase | null;
}

/** The step as the sheet has it when it asks for its information. */
export interface InfoStep {
  key: string;
  stepId: string;
  seatId: SeatId;
  record: StepRecord | null;
  submitted: NightSubmission | null;
}

/** The night's resolution and its steps' keys in night order: who was alive at the informer's turn. */
export interface InfoContext {
  order: readonly string[];
  resolution: NightResolution;
}

/**
 * The characters a Spy or a Recluse may register as (its own first), from the script: checked on
 * `recordStep` (a warning) and offered by the step's question.
 */
export function registrationOptions(rules: ClocktowerState, characterId: string): string[] {
  const r = REGISTERS[characterId];
  if (!r) return [];
  const others = (rules.script?.characters ?? [])
    .filter((c) => c.id !== characterId && r.teams.includes(c.team))
    .map((c) => c.id);
  return [characterId, ...others];
}

/**
 * How a seat registers for this step. Without an answer, as themselves. A character named without an
 * alignment brings its team's alignment (the Spy shown as a Townsfolk is read as good), except their own
 * character, which keeps their own alignment.
 */
export function readingOf(rules: ClocktowerState, seatId: SeatId, answers: readonly Registration[]): Reading {
  const seat = rules.seats[seatId]!;
  const own: Reading = {
    characterId: seat.characterId,
    team: characterOf(rules, seat.characterId)?.team,
    alignment: seat.alignment,
  };
  const a = answers.find((x) => x.seatId === seatId);
  if (!a || !registersAsOther(seat.characterId)) return own;
  const characterId = a.characterId ?? own.characterId;
  const team = characterOf(rules, characterId)?.team ?? own.team;
  const teamAlignment: Alignment | undefined =
    characterId === own.characterId
      ? own.alignment
      : team === "townsfolk" || team === "outsider"
        ? "good"
        : team === "minion" || team === "demon"
          ? "evil"
          : undefined;
  return { characterId, team, alignment: a.alignment ?? teamAlignment ?? own.alignment };
}

/** The players of a reading: seats holding a character, in seat order, travellers left out. */
export const players = (game: Game) => grimoireSeats(game).filter((s) => !s.entry.traveller);

/**
 * Whether a seat was alive at the informer's turn: alive at dusk (the night's record freezes who was
 * dead then) and not killed by a step before this one (the Imp's kill comes before the Empath's turn).
 */
export function aliveAtTurn(game: Game, night: number, ctx: InfoContext, key: string): (id: SeatId) => boolean {
  const deadAtDusk = game.rules.nights?.[String(night)]?.deadAtDusk;
  const at = ctx.order.indexOf(key);
  const killedBefore = new Set<SeatId>();
  for (const k of ctx.resolution.kills) {
    if (k.blocked || k.protections.length > 0) continue;
    if (ctx.resolution.seatsAtDawn[k.seatId]?.alive !== false) continue;
    const i = ctx.order.indexOf(k.stepKey);
    if (i >= 0 && i < at) killedBefore.add(k.seatId);
  }
  return (id) => {
    const seat = game.rules.seats[id];
    if (!seat) return false;
    const atDusk = deadAtDusk ? !deadAtDusk.includes(id) : seat.alive;
    return atDusk && !killedBefore.has(id);
  };
}

/**
 * The proposal for an information step, or null when the step is not one of these characters'.
 * `step.stepId` is the ability (the Drunk's step is that of the Townsfolk they believe they are: the
 * same proposal, marked "may be false" by its malfunction).
 */
export function tbInfo(game: Game, night: number, step: InfoStep, ctx: InfoContext): InfoProposal | null {
  if (!TB_INFO_STEPS.has(step.stepId)) return null;
  const rules = game.rules;
  const name = (id: SeatId) => game.core.seats.find((s) => s.id === id)?.name ?? id;
  const charName = (id: string) => characterOf(rules, id)?.name ?? id;
  const ability = charName(step.stepId);
  const answers = step.record?.registrations ?? [];
  const read = (id: SeatId) => readingOf(rules, id, answers);
  const choice = step.record?.choice ?? step.submitted?.choice ?? null;
  const turn = ctx.resolution.turns[step.key];
  const out: InfoProposal = {
    told: null,
    proposed: null,
    registrations: [],
    mayBeFalse: false,
    warnings: [],
    notActing: null,
  };
  /** Ask how each Spy or Recluse among `seats` registers (not the informer: they know who they are). */
  const ask = (seats: readonly SeatId[], asks: "character" | "alignment", only?: readonly string[]) => {
    for (const id of seats) {
      const seat = rules.seats[id];
      if (!seat || id === step.seatId || !registersAsOther(seat.characterId)) continue;
      if (only && !only.includes(seat.characterId)) continue;
      if (out.registrations.some((q) => q.seatId === id)) continue;
      const answer = answers.find((a) => a.seatId === id) ?? null;
      const question = words("howRegisters", {
        seat: name(id),
        character: charName(seat.characterId),
        ability,
      });
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
      if (!answer) out.warnings.push(words("asThemselves", { question }));
    }
  };
  const everyone = players(game).map((s) => s.id);

  const team = PINGS[step.stepId];
  if (team && night === 1) {
    // The Washerwoman's pings can only be changed by the Spy (who may show as a Townsfolk); the Librarian
    // and the Investigator read both the Spy and the Recluse (who may show as, or hide from, their team).
    ask(everyone, "character", step.stepId === "washerwoman" ? ["spy"] : undefined);
    out.proposed = pingProposal(game, step.seatId, team, read, answers, `${rules.deal?.seed ?? ""}:${step.key}`);
    const shown =
      choice?.seats?.length === 2 && choice.character
        ? { seats: choice.seats, character: choice.character }
        : out.proposed;
    out.told =
      shown?.seats?.length === 2 && shown.character
        ? words("oneOfTwo", {
            a: name(shown.seats[0]!),
            b: name(shown.seats[1]!),
            character: charName(shown.character),
          })
        : step.stepId === "librarian"
          ? words("zeroOutsiders")
          : null;
  } else if (step.stepId === "chef" && night === 1) {
    ask(everyone, "alignment");
    out.told = words("chef", { count: evilPairs(everyone.map((id) => read(id).alignment)) });
  } else if (step.stepId === "empath") {
    const alive = aliveAtTurn(game, night, ctx, step.key);
    const around = livingNeighbours(everyone, step.seatId, alive);
    ask(around, "alignment");
    out.told = words("empath", { count: around.filter((id) => read(id).alignment === "evil").length });
  } else if (step.stepId === "fortuneteller") {
    const chosen = choice?.seats ?? [];
    // Only the Recluse may show as the Demon; the Spy never does.
    ask(chosen, "character", ["recluse"]);
    if (chosen.length) {
      // The red herring: a good player the Fortune Teller's ability reads as the Demon (tbsetup places it).
      const herring = (id: SeatId) =>
        rules.seats[id]?.reminders.some((r) => r.characterId === "fortuneteller" && r.text === "Red Herring");
      const yes = chosen.some((id) => read(id).team === "demon" || herring(id));
      out.told = words(yes ? "fortuneYes" : "fortuneNo");
    }
  } else if (step.stepId === "undertaker" && night > 1) {
    const executed = executedToday(game, night - 1);
    if (!executed) {
      // A host's reading: no execution today, no wake. The step stays on the sheet (done by a click),
      // saying so, as the Godfather's on a night no Outsider died.
      out.notActing = words("nobodyExecuted", { seat: name(step.seatId) });
      out.warnings.push(out.notActing);
    } else {
      ask([executed], "character");
      out.told = words("undertaker", { character: charName(read(executed).characterId) });
    }
  } else if (step.stepId === "ravenkeeper") {
    const chosen = choice?.seats?.[0];
    if (chosen && rules.seats[chosen]) {
      ask([chosen], "character");
      out.told = words("ravenkeeper", { seat: name(chosen), character: charName(read(chosen).characterId) });
    }
  } else return null;

  // Drunk or poisoned at the turn (the resolution reads it then, the Drunk too): the storyteller may say
  // anything. The true information stays proposed: the storyteller picks what to give instead.
  if (turn?.noEffect && !turn.notActing && !out.notActing) {
    out.mayBeFalse = true;
    out.warnings.push(words("mayBeFalse", { seat: name(step.seatId), character: ability }));
  }
  return out;
}

/**
 * A ping: a player of the team (and their character) and one other, named in seat order. A player the
 * storyteller registered into the team (a Spy answered as a Townsfolk, a Recluse as a Minion) is the
 * one proposed: that is why they answered. Otherwise one of the team, and the other player, are drawn
 * from `seed` (the game's deal seed and the step): the same proposal every time the sheet is read, but
 * no pattern a player could learn (the true one named first, their neighbour as the other). Never the
 * informer, never a traveller. Null: nobody of the team (the Librarian's zero).
 */
export function pingProposal(
  game: Game,
  informer: SeatId,
  team: Team,
  read: (id: SeatId) => Reading,
  answers: readonly Registration[],
  seed: string,
): NightChoice | null {
  const rng = createRng(seed);
  const others = players(game)
    .map((s) => s.id)
    .filter((id) => id !== informer);
  const matches = others.filter((id) => read(id).team === team);
  const answered = matches.find((id) => answers.some((a) => a.seatId === id && a.characterId));
  const target = answered ?? (matches.length ? rng.pick(matches) : undefined);
  const rest = others.filter((id) => id !== target);
  if (!target || rest.length === 0) return null;
  const decoy = rng.pick(rest);
  return { seats: others.filter((id) => id === target || id === decoy), character: read(target).characterId };
}

/**
 * The Chef's number: pairs of neighbours both evil, around the whole table, the dead included.
 * Travellers are left out of the circle (they are not players for abilities): the players on either
 * side of a traveller sit next to each other for the Chef. Three evil in a row make two pairs.
 */
export function evilPairs(alignments: readonly Alignment[]): number {
  const k = alignments.length;
  if (k < 2) return 0;
  let pairs = 0;
  // Two players sit next to each other once, not on both sides.
  const links = k === 2 ? 1 : k;
  for (let i = 0; i < links; i++) if (alignments[i] === "evil" && alignments[(i + 1) % k] === "evil") pairs++;
  return pairs;
}

/** The nearest living player on each side (travellers left out), the two the Empath reads; one if they are the same. */
function livingNeighbours(order: readonly SeatId[], self: SeatId, alive: (id: SeatId) => boolean): SeatId[] {
  const ring = order.filter((id) => id === self || alive(id));
  const i = ring.indexOf(self);
  if (i < 0 || ring.length < 2) return [];
  const left = ring[(i - 1 + ring.length) % ring.length]!;
  const right = ring[(i + 1) % ring.length]!;
  return left === right ? [left] : [left, right];
}

/** Today's executed player who died (the day's resolution, else a death recorded as an execution that day). */
function executedToday(game: Game, day: number): SeatId | null {
  const result = game.rules.days?.[String(day)]?.result;
  if (result?.executed && result.dies) return result.executed;
  const hit = Object.entries(game.rules.seats).find(
    ([, s]) => !s.traveller && s.death?.cause === "executed" && s.death.time === `D${day}`,
  );
  return hit?.[0] ?? null;
}
