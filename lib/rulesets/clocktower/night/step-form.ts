import type { GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import { characterOf, grimoireSeats, named, seatNameOf, showsAlive } from "../grimoire/grimoire";
import { stepKey, type ClocktowerState } from "../state";
import type { ChoiceShape } from "./night-sheet";
import { abilityState, choiceOn } from "./abilities/state";
import { msg, type Message, type Phrase } from "../../../i18n/message";
import { badMoonRisingForum } from "../scripts/bad-moon-rising-forum";
import { listOf, n, sentences } from "./words";
import { SV_EVIL_FORMS } from "../editions/sects-and-violets/evil";
import { SV_TRAVELLER_FORMS } from "../editions/sects-and-violets/travellers";

type Game = GameState<ClocktowerState>;

/**
 * What a step's form asks for, fitted to its ability: the players that may be chosen (and how many),
 * a character, "no one", what to tell. Dusk and Dawn ask for nothing.
 */
export interface StepForm {
  players: { min: number; max: number; candidates: SeatId[]; label: Message } | null;
  character: { required: boolean; label: Message } | null;
  /** "No one" is a choice (the Po, the Assassin, the Courtier, the Professor...). */
  noOne: boolean;
  /** The step tells the player something (the text is pre-filled where the grimoire knows it). */
  tell: boolean;
  /** The storyteller picks, not the player: the Grandmother's grandchild. */
  storytellerPicks: boolean;
  /**
   * A yes or no the step records (`choice.yes`), with what each means: the Barista's "sober & healthy"
   * or "works twice", the Harlot's chosen player agreeing. Absent: none asked.
   */
  yesNo?: { label: Message; yes: Message; no: Message } | null;
}

const NOTHING: StepForm = { players: null, character: null, noOne: false, tell: false, storytellerPicks: false };
/** Steps that give information, beyond those with a pre-filled text. */
const TELLS = new Set([
  "minioninfo",
  "demoninfo",
  "travellers",
  "chambermaid",
  "grandmother",
  "godfather",
  "lunatic",
  // Sects & Violets (what each learns is proposed by editions/sects-and-violets/info.ts)
  "clockmaker",
  "dreamer",
  "seamstress",
  "mathematician",
  "flowergirl",
  "towncrier",
  "oracle",
  "juggler",
]);

const label = (key: string, values?: Parameters<typeof n>[1]) => n(`form.${key}`, values);

export type StepFormFor = (
  game: Game,
  night: number,
  step: { stepId: string; seatId: SeatId | null; kind: "marker" | "character"; shape: ChoiceShape | null },
) => StepForm;

/** Trouble Brewing's first-night pings: the storyteller picks two players (one of the team) and a character. */
const pingForm =
  (zero: boolean): StepFormFor =>
  (game, night, step) =>
    night !== 1
      ? NOTHING
      : {
          ...NOTHING,
          tell: true,
          storytellerPicks: true,
          // The Librarian may learn that no Outsider is in play: no one, no character.
          noOne: zero,
          players: {
            min: zero ? 0 : 2,
            max: 2,
            label: label("players", { count: 2 }),
            candidates: grimoireSeats(game)
              .filter((s) => s.id !== step.seatId && !s.entry.traveller)
              .map((s) => s.id),
          },
          character: { required: !zero, label: label("aCharacter") },
        };
const tells: StepFormFor = () => ({ ...NOTHING, tell: true });

/**
 * A character's own form, by character id, where its ability has one (a later edition's bookkeeping
 * plugs in here). Looked up before anything else.
 */
export const STEP_FORMS: Record<string, StepFormFor> = {
  // Sects & Violets' travellers: the Barista's pick and mode, the Harlot's consent (editions/sects-and-violets/travellers.ts)
  ...SV_TRAVELLER_FORMS,
  // Sects & Violets: the Barber's haircuts, the Sweetheart's drunk (editions/sects-and-violets/evil.ts)
  ...SV_EVIL_FORMS,
  // Trouble Brewing
  // The Scarlet Woman wakes only to be told she is now the Demon: nothing to choose, what was told.
  scarletwoman: () => ({ ...NOTHING, tell: true }),
  // The Spy looks at the Grimoire (their link shows it by night): nothing to choose, a note if any.
  spy: () => ({ ...NOTHING, tell: true }),
  // Trouble Brewing (what each learns is proposed by editions/trouble-brewing/info.ts)
  washerwoman: pingForm(false),
  librarian: pingForm(true),
  investigator: pingForm(false),
  chef: tells,
  empath: tells,
  undertaker: tells,
  fortuneteller: (game, night, step) => ({ ...shapeForm(game, night, step), tell: true }),
  // Sects & Violets: the Evil Twin's good twin, the storyteller's pick on the first night.
  eviltwin: (game, night, step) =>
    night !== 1
      ? NOTHING
      : {
          ...NOTHING,
          tell: true,
          storytellerPicks: true,
          players: {
            min: 1,
            max: 1,
            label: label("players", { count: 1 }),
            candidates: grimoireSeats(game)
              .filter((s) => s.id !== step.seatId && s.entry.alignment === "good" && !s.entry.traveller)
              .map((s) => s.id),
          },
        },
  // Sects & Violets' Sage, the night the Demon kills them: the storyteller shows two players, one the Demon.
  sage: (game, night, step) =>
    night === 1
      ? NOTHING
      : {
          ...NOTHING,
          tell: true,
          storytellerPicks: true,
          players: {
            min: 2,
            max: 2,
            label: label("players", { count: 2 }),
            candidates: grimoireSeats(game)
              .filter((s) => s.id !== step.seatId && !s.entry.traveller)
              .map((s) => s.id),
          },
        },
  // The Ravenkeeper's player, when their step acts (the night they die).
  ravenkeeper: (game, night, step) =>
    step.shape
      ? { ...shapeForm(game, night, step), tell: true }
      : {
          ...NOTHING,
          tell: true,
          players: {
            min: 1,
            max: 1,
            label: label("players", { count: 1 }),
            candidates: grimoireSeats(game)
              .filter((s) => s.id !== step.seatId && !s.entry.traveller)
              .map((s) => s.id),
          },
        },
};

/** The characters whose forms the rules below know (the bundled script's): every other gets the generic form. */
const KNOWN_FORMS: ReadonlySet<string> = new Set(badMoonRisingForum.characters.map((c) => c.id));

/**
 * The generic form, for a character the app has no bookkeeping for (another edition, a Fabled, a
 * Loric, a homebrew): any players (or none), a character if the ability names one, and what was told.
 * Nothing is refused and nothing is proposed: the storyteller records what the ability did.
 */
export function genericStepForm(game: Game): StepForm {
  const candidates = grimoireSeats(game).map((s) => s.id);
  return {
    players: { min: 0, max: Math.max(1, candidates.length), candidates, label: msg("characters.step.players") },
    character: { required: false, label: label("aCharacter") },
    noOne: true,
    tell: true,
    storytellerPicks: false,
  };
}

export function stepForm(
  game: Game,
  night: number,
  step: { stepId: string; seatId: SeatId | null; kind: "marker" | "character"; shape: ChoiceShape | null },
): StepForm {
  if (step.kind === "marker") return step.seatId ? { ...NOTHING, tell: true } : NOTHING;
  const own = STEP_FORMS[step.stepId];
  if (own) return own(game, night, step);
  if (!KNOWN_FORMS.has(step.stepId) && !step.shape && !TELLS.has(step.stepId)) return genericStepForm(game);
  if (step.stepId === "grandmother" && night === 1)
    return {
      ...NOTHING,
      tell: true,
      storytellerPicks: true,
      players: {
        min: 1,
        max: 1,
        label: label("grandchild"),
        candidates: grimoireSeats(game)
          .filter((s) => s.id !== step.seatId && s.entry.alignment === "good" && !s.entry.traveller)
          .map((s) => s.id),
      },
    };
  const gossip = game.rules.dayAbilities?.[String(night)]?.gossip;
  if (step.stepId === "gossip" && gossip?.true && gossip.seatId === step.seatId)
    return {
      ...NOTHING,
      storytellerPicks: true,
      players: {
        min: 1,
        max: 1,
        label: label("gossipVictim"),
        candidates: grimoireSeats(game)
          .filter((s) => showsAlive(s.entry))
          .map((s) => s.id),
      },
    };
  if (!step.shape) return { ...NOTHING, tell: TELLS.has(step.stepId) };
  return { ...shapeForm(game, night, step), tell: TELLS.has(step.stepId) };
}

/** The form of a step with a choice shape: its players (who may be chosen, how many), a character, "no one". */
function shapeForm(game: Game, night: number, step: Parameters<StepFormFor>[2]): StepForm {
  const shape = step.shape;
  if (!shape) return NOTHING;
  const deadAtDusk =
    step.seatId && shape.target === "dead" ? abilityState(game, step.seatId, step.stepId, night).deadAtDusk : [];
  const candidates = grimoireSeats(game)
    .filter((s) => {
      const alive = showsAlive(s.entry);
      if (shape.target === "alive" && !alive) return false;
      if (shape.target === "dead" && !deadAtDusk.includes(s.id)) return false;
      if (shape.notSelf && s.id === step.seatId) return false;
      if (shape.notTravellers && s.entry.traveller) return false;
      return true;
    })
    .map((s) => s.id);
  const { min, max } = shape.seats;
  const players = shape.target === "dead" ? label("deadAtDusk") : label("players", { count: max });
  return {
    players: max > 0 ? { min, max, candidates, label: players } : null,
    character: shape.character
      ? { required: max > 0, label: max > 0 ? label("guessedCharacter") : label("aCharacter") }
      : null,
    noOne: min === 0,
    tell: false,
    storytellerPicks: false,
  };
}

/** The Godfather's first night: the Outsiders in play. */
export function outsidersText(game: Game): Message {
  const names = [
    ...new Set(
      Object.values(game.rules.seats)
        .filter((s) => !s.traveller && characterOf(game.rules, s.characterId)?.team === "outsider")
        .map((s) => characterOf(game.rules, s.characterId)!.name),
    ),
  ];
  return names.length ? n("info.outsiders", { names: listOf(names) }) : n("info.noOutsiders");
}

/** The Grandmother's first night: the grandchild (marked Grandchild) and their character. */
export function grandchildText(game: Game): Message | null {
  const found = grimoireSeats(game).find((s) =>
    s.entry.reminders.some((r) => r.characterId === "grandmother" && r.text === "Grandchild"),
  );
  if (!found) return null;
  return msg("clocktower.step.grandchild", {
    seat: found.name,
    character: characterOf(game.rules, found.entry.characterId)?.name ?? found.entry.characterId,
  });
}

/** Seats woken tonight by their own ability: a choice recorded or submitted at their own step. */
export function wokeTonight(
  game: Game,
  night: number,
  steps: Array<{ key: string; seatId: SeatId | null; kind: string; skipped: boolean }>,
): SeatId[] {
  const n = game.rules.nights?.[String(night)];
  return steps
    .filter((s) => s.kind === "character" && s.seatId && !s.skipped && (n?.steps[s.key] || n?.submissions[s.key]))
    .map((s) => s.seatId!);
}

/** The Chambermaid's number for a choice: "1 of them woke tonight." */
export function chambermaidText(chosen: SeatId[], woke: SeatId[]): Message {
  return msg("clocktower.step.woke", { count: chosen.filter((id) => woke.includes(id)).length });
}

/** For the real Demon: who the Lunatic is and whom they chose tonight. */
export function lunaticReport(game: Game, night: number): Phrase | null {
  const lunatics = grimoireSeats(game).filter((s) => s.entry.characterId === "lunatic" && !s.entry.traveller);
  if (!lunatics.length) return null;
  return sentences(
    lunatics.map((l) => {
      const chose = choiceOn(game, night, stepKey("lunatic", l.id))?.seats ?? null;
      return chose === null
        ? n("info.lunaticNotYet", { seat: l.name, ...named(game.rules, "lunatic") })
        : n("info.lunaticChose", {
            seat: l.name,
            ...named(game.rules, "lunatic"),
            chosen: chose.length ? listOf(chose.map((id) => seatNameOf(game, id))) : n("info.noOne"),
          });
    }),
  );
}
