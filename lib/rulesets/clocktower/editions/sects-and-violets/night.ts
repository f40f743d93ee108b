/**
 * Sects & Violets' night: its entries for the shared tables (NIGHT_CHOICES, ABILITY_RULES,
 * ABILITY_EFFECTS, KILL_RULES spread them under "Sects & Violets") and the rules that are not one entry
 * of a table (the Pit-Hag's new Demon at dawn, the Philosopher's gained ability, what a player is told
 * of their own character changes).
 *
 * Imports only the grimoire, the state and the night's words (the tables import this file when they
 * are built): no cycle.
 */
import type { GameState } from "../../../../game/ruleset";
import type { SeatId } from "../../../../game/core";
import { characterOf, protections, seatNameOf } from "../../grimoire/grimoire";
import {
  stepKey,
  type ClocktowerState,
  type GrimoireEffect,
  type NightSubmission,
  type PlacedReminder,
  type SeatGrimoire,
  type StepRecord,
} from "../../state";
import { readingOf, registersAsOther, registrationOptions, type RegistrationQuestion } from "../trouble-brewing/info";
import { choiceShape, everyNight, type ChoiceShape } from "../../night/choice-shape";
import type { AbilityRule } from "../../night/abilities/table";
import type { EffectContext, ProposedEffect } from "../../night/abilities/effects";
import type { KillAttempt, KillContext, KillRule } from "../../night/abilities/kills";
import type { NightResolution } from "../../night/resolve";
import type { Message, MessageValue } from "../../../../i18n/message";
import { n } from "../../night/words";
import { se, SV_EVIL_CHOICES, SV_EVIL_EFFECTS, SV_EVIL_RULES } from "./evil";

type Game = GameState<ClocktowerState>;

/** A message of Sects & Violets' night (`clocktower.night.svNight.*`). Character names are always values. */
export const sv = (key: string, values?: Record<string, MessageValue>): Message => n(`svNight.${key}`, values);

const teamOf = (rules: ClocktowerState, seat: SeatGrimoire | undefined) =>
  characterOf(rules, seat?.characterId ?? "")?.team;
const nameOf = (rules: ClocktowerState, id: string) => characterOf(rules, id)?.name ?? id;

const shape = (min: number, max: number, prompt: string, extra: Partial<ChoiceShape> = {}) =>
  choiceShape(min, max, sv(`prompts.${prompt}`), extra);
const both = everyNight;

/** Sects & Violets' night choices (`NIGHT_CHOICES`). */
export const SV_CHOICES: Record<string, { first?: ChoiceShape; other?: ChoiceShape }> = {
  // "Each night, choose an alive player: a chosen Demon swaps characters & alignments with you."
  snakecharmer: both(shape(1, 1, "chooseAlive", { target: "alive" })),
  // "Each night*, choose a player & a character they become (if not in play)."
  pithag: { other: shape(1, 1, "playerAndCharacter", { character: true }) },
  // "Once per game, at night, choose a good character: gain that ability."
  philosopher: both(shape(0, 0, "goodCharacterOnce", { character: true })),
  // "Each night, choose a player (not yourself or Travellers): you learn 1 good & 1 evil character…" (info.ts).
  dreamer: both(shape(1, 1, "dreamer", { notSelf: true, notTravellers: true })),
  // "Once per game, at night, choose 2 players (not yourself): you learn if they are the same alignment." (info.ts)
  seamstress: both(shape(0, 2, "seamstress", { notSelf: true })),
  // The Demons: each night* a player dies.
  fanggu: { other: shape(1, 1, "chooseKill") },
  vigormortis: { other: shape(1, 1, "chooseKill") },
  nodashii: { other: shape(1, 1, "chooseKill") },
  vortox: { other: shape(1, 1, "chooseKill") },
  // The Witch, the Cerenovus (evil.ts)
  ...SV_EVIL_CHOICES,
};

/** Sects & Violets' ability rules (`ABILITY_RULES`). */
export const SV_RULES: Record<string, AbilityRule> = {
  philosopher: { oncePerGame: true, goodCharacter: true },
  pithag: { needsCharacter: true, notInPlay: true },
  seamstress: { oncePerGame: true },
  ...SV_EVIL_RULES,
};

const token = (characterId: string, text: string, from?: SeatId): PlacedReminder => ({
  characterId,
  text,
  ...(from ? { from } : {}),
});
const place = (seatId: SeatId, t: PlacedReminder): GrimoireEffect => ({ kind: "place", seatId, token: t });
const becomes = (rules: ClocktowerState, seatId: SeatId, characterId: string): GrimoireEffect => ({
  kind: "character",
  seatId,
  characterId,
  was: rules.seats[seatId]!.characterId,
});

const FANG_GU_ONCE = "Once"; // not text: the reminder token's own name
// A literal, not evil.ts's TOKENS: the tables' import cycle may read this module before evil.ts is initialised.
export const IS_THE_PHILOSOPHER = "Is The Philosopher"; // not text: the reminder token's own name

/** The Fang Gu's jump is used once a game: a seat marked with its "Once" token. */
const fangGuJumped = (rules: ClocktowerState) =>
  Object.values(rules.seats).some((s) =>
    s.reminders.some((r) => r.characterId === "fanggu" && r.text === FANG_GU_ONCE),
  );
/**
 * How the Fang Gu's chosen player registers for its step: a Recluse may register as a Minion or a Demon
 * (not an Outsider: no jump), a Spy as an Outsider (a jump) — the storyteller's answer recorded with the
 * step (`recordStep.registrations`), as the information steps'; unanswered, as themselves.
 */
const fangGuReads = (game: Game, night: number, seatId: SeatId, target: SeatId) =>
  readingOf(
    game.rules,
    target,
    game.rules.nights?.[String(night)]?.steps[stepKey("fanggu", seatId)]?.registrations ?? [],
  );

/** The Fang Gu's choice jumps: "If an Outsider is killed by you for the 1st time, they become an evil Fang Gu & you die instead." */
const fangGuJumpsTo = (c: {
  game: Game;
  night: number;
  seatId: SeatId;
  choice: { seats?: SeatId[] } | null;
}): SeatId | null => {
  const [t] = c.choice?.seats ?? [];
  const rules = c.game.rules;
  if (!t || t === c.seatId || !rules.seats[t]?.alive) return null;
  // Decision: "killed by you" — an Outsider protected from the kill at the Fang Gu's turn (Safe, Cannot Die, a
  // Tea Lady's neighbour...) is not killed, so no jump: the Fang Gu lives and the kill is spared as any other.
  if (protections(c.game, t, "night", "fanggu").length) return null;
  return fangGuReads(c.game, c.night, c.seatId, t).team === "outsider" && !fangGuJumped(rules) ? t : null;
};

/**
 * The question the Fang Gu's step asks when it chose a Spy or a Recluse whose registering decides the
 * jump (no jump used before tonight): "How does Gus (the Recluse) register for the Fang Gu?", with a
 * warning until answered. Null for any other step or choice.
 */
export function svChoiceRegistrations(
  game: Game,
  night: number,
  step: {
    key: string;
    stepId: string;
    seatId: SeatId | null;
    record: StepRecord | null;
    submitted: NightSubmission | null;
  },
): { registrations: RegistrationQuestion[]; warnings: Message[] } | null {
  const rules = game.rules;
  if (step.stepId !== "fanggu" || !step.seatId) return null;
  const [t] = (step.record?.choice ?? step.submitted?.choice)?.seats ?? [];
  const seat = t ? rules.seats[t] : undefined;
  if (!t || !seat || t === step.seatId || !registersAsOther(seat.characterId)) return null;
  // A jump used on an earlier night (its "Once" token not placed by this step tonight): registering changes nothing.
  const tonight = rules.nights?.[String(night)]?.applied?.[step.key] ?? [];
  const jumpedBefore = Object.entries(rules.seats).some(
    ([id, s]) =>
      s.reminders.some((r) => r.characterId === "fanggu" && r.text === FANG_GU_ONCE) &&
      !tonight.some((e) => e.kind === "place" && e.seatId === id && e.token.text === FANG_GU_ONCE),
  );
  if (jumpedBefore) return null;
  const answer = step.record?.registrations?.find((a) => a.seatId === t) ?? null;
  const question = n("tb.howRegisters", {
    seat: seatNameOf(game, t),
    character: nameOf(rules, seat.characterId),
    ability: nameOf(rules, "fanggu"),
  });
  return {
    registrations: [
      {
        seatId: t,
        seatName: seatNameOf(game, t),
        characterId: seat.characterId,
        asks: "character",
        characters: registrationOptions(rules, seat.characterId),
        alignments: seat.characterId === "spy" ? ["evil", "good"] : ["good", "evil"],
        answer,
        question,
      },
    ],
    warnings: answer ? [] : [n("tb.asThemselves", { question })],
  };
}

/** Sects & Violets' effects on the grimoire (`ABILITY_EFFECTS`). */
export const SV_EFFECTS: Record<string, (c: EffectContext) => ProposedEffect[]> = {
  // The Evil Twin's good twin, the storyteller's pick on the first night: marked "Twin" (the win checks read it).
  // The deal already marks one (evil.ts `svDeal`): choosing another moves the token.
  eviltwin: (c) => {
    if (c.night !== 1) return [];
    const twin = token("eviltwin", "Twin"); // not text: the reminder token's own name
    const marked = (id: SeatId) =>
      !!c.game.rules.seats[id]?.reminders.some((r) => r.characterId === "eviltwin" && r.text === "Twin");
    const chosen = (c.choice.seats ?? []).filter((id) => !marked(id));
    if (!chosen.length) return [];
    const character = nameOf(c.game.rules, "eviltwin");
    return [
      ...Object.keys(c.game.rules.seats)
        .filter(marked)
        .map((id) => ({
          effect: { kind: "remove" as const, seatId: id, token: twin },
          reason: se("twinMoves", { seat: c.name(id), character }),
        })),
      ...chosen.map((id) => ({
        effect: place(id, twin),
        reason: sv("twin", { seat: c.name(id), twin: c.name(c.seatId), character }),
      })),
    ];
  },
  // The Pit-Hag: the chosen player becomes the chosen character (not one in play: nothing happens).
  pithag: (c) => {
    const [t] = c.choice.seats ?? [];
    const to = c.choice.character;
    const rules = c.game.rules;
    if (!t || !to || !rules.seats[t] || !characterOf(rules, to)) return [];
    if (Object.values(rules.seats).some((s) => s.characterId === to)) return [];
    const values = { seat: c.name(t), character: nameOf(rules, to), by: nameOf(rules, "pithag") };
    return [
      {
        effect: becomes(rules, t, to),
        reason: characterOf(rules, to)?.team === "demon" ? sv("pitHagDemon", values) : sv("pitHagBecomes", values),
      },
    ];
  },
  // The Snake Charmer: the chosen Demon swaps characters and alignments with them, then is poisoned (for good).
  snakecharmer: (c) => {
    const [t] = c.choice.seats ?? [];
    const rules = c.game.rules;
    const me = rules.seats[c.seatId];
    const demon = t ? rules.seats[t] : undefined;
    if (!t || !me || !demon || t === c.seatId || teamOf(rules, demon) !== "demon") return [];
    const values = {
      seat: c.name(c.seatId),
      demon: c.name(t),
      character: nameOf(rules, demon.characterId),
      charmer: nameOf(rules, me.characterId),
    };
    const out: ProposedEffect[] = [
      { effect: becomes(rules, c.seatId, demon.characterId), reason: sv("charmerBecomesDemon", values) },
      { effect: becomes(rules, t, me.characterId), reason: sv("demonBecomesCharmer", values) },
    ];
    if (me.alignment !== demon.alignment)
      out.push(
        {
          effect: { kind: "alignment", seatId: c.seatId, alignment: demon.alignment },
          reason: sv("swapAlignment", { seat: c.name(c.seatId), alignment: demon.alignment }),
        },
        {
          effect: { kind: "alignment", seatId: t, alignment: me.alignment },
          reason: sv("swapAlignment", { seat: c.name(t), alignment: me.alignment }),
        },
      );
    out.push({ effect: place(t, token("snakecharmer", "Poisoned")), reason: sv("oldDemonPoisoned", values) });
    return out;
  },
  // The Fang Gu's first kill of an Outsider: they become an evil Fang Gu (the Fang Gu dies: KILL_RULES).
  fanggu: (c) => {
    const t = fangGuJumpsTo(c);
    if (!t) return [];
    const rules = c.game.rules;
    const values = { seat: c.name(t), demon: c.name(c.seatId), character: nameOf(rules, "fanggu") };
    const out: ProposedEffect[] = [{ effect: becomes(rules, t, "fanggu"), reason: sv("fangGuBecomes", values) }];
    if (rules.seats[t]!.alignment !== "evil")
      out.push({
        effect: { kind: "alignment", seatId: t, alignment: "evil" },
        reason: sv("swapAlignment", { seat: c.name(t), alignment: "evil" }),
      });
    out.push({ effect: place(t, token("fanggu", FANG_GU_ONCE)), reason: sv("fangGuOnce", values) });
    return out;
  },
  // The Philosopher gains a good character's ability; that character in play is drunk while they have it.
  philosopher: (c) => {
    const to = c.choice.character;
    const rules = c.game.rules;
    const gained = to ? characterOf(rules, to) : undefined;
    if (!to || !gained) return [];
    const values = { seat: c.name(c.seatId), character: gained.name, by: nameOf(rules, "philosopher") };
    return [
      { effect: place(c.seatId, token(to, IS_THE_PHILOSOPHER)), reason: sv("philosopherGains", values) },
      ...Object.entries(rules.seats)
        .filter(([id, s]) => id !== c.seatId && s.characterId === to)
        .map(([id]) => ({
          effect: place(id, token("philosopher", "Drunk", c.seatId)),
          reason: sv("philosopherDrunk", { ...values, seat: c.name(id) }),
        })),
    ];
  },
  // The Witch, the Cerenovus, the Vigormortis, the Barber, the Sweetheart (evil.ts)
  ...SV_EVIL_EFFECTS,
};

const who = (c: KillContext) => ({
  seat: seatNameOf(c.game, c.seatId),
  character: nameOf(c.game.rules, c.actingAs),
});
const demonKill = (c: KillContext): KillAttempt[] =>
  (c.choice?.seats ?? []).map((seatId, index) => ({ seatId, reason: n("dawn.chose", who(c)), index }));

/** Sects & Violets' killing abilities (`KILL_RULES`). */
export const SV_KILLS: Record<string, KillRule> = {
  // The Fang Gu: the chosen player dies; its first Outsider becomes the Fang Gu and the Fang Gu dies instead.
  fanggu: {
    kills: (c) => {
      const t = fangGuJumpsTo(c);
      if (!t) return demonKill(c);
      return [
        {
          seatId: c.seatId,
          reason: sv("fangGuDiesInstead", { ...who(c), outsider: seatNameOf(c.game, t) }),
          index: 0,
        },
      ];
    },
  },
  vigormortis: { kills: demonKill },
  nodashii: { kills: demonKill },
  vortox: { kills: demonKill },
};

/**
 * The Pit-Hag: "If a Demon is made, deaths tonight are arbitrary." The seats made a Demon tonight by a
 * working Pit-Hag (its effect not off at its turn), in night order.
 */
export function pitHagNewDemons(game: Game, resolution: NightResolution): SeatId[] {
  const out: SeatId[] = [];
  for (const [key, turn] of Object.entries(resolution.turns)) {
    if (!key.startsWith("pithag@") || turn.notActing || turn.noEffect) continue;
    for (const e of turn.effects)
      if (!e.off && e.effect.kind === "character" && characterOf(game.rules, e.effect.characterId)?.team === "demon")
        out.push(e.effect.seatId);
  }
  return out;
}

/** The dawn's hint when the Pit-Hag made a Demon tonight: no death is proposed, the storyteller chooses. */
export function arbitraryDeathsHint(game: Game, resolution: NightResolution): Message | null {
  const made = pitHagNewDemons(game, resolution);
  if (!made.length) return null;
  return sv("arbitraryDeaths", { seat: seatNameOf(game, made[0]!), by: nameOf(game.rules, "pithag") });
}

/** The good ability a Philosopher holds (the "Is The Philosopher" token's character), or null. */
export function philosopherGained(seat: SeatGrimoire | undefined): string | null {
  const t = seat?.reminders.find((r) => r.text === IS_THE_PHILOSOPHER && r.characterId);
  return t?.characterId ?? null;
}

/**
 * What a player is told of their own character changes, night by night: "You are now the Fang Gu
 * (evil)." From the effects the storyteller applied (each step's, the dawn's), in the order applied.
 */
export function characterChanges(rules: ClocktowerState, seatId: SeatId): Array<{ night: number; text: Message }> {
  const out: Array<{ night: number; text: Message }> = [];
  const nights = Object.values(rules.nights ?? {}).sort((a, b) => a.number - b.number);
  for (const night of nights) {
    const lists = [...Object.values(night.applied ?? {}), night.dawnEffects ?? []];
    for (const list of lists)
      for (const e of list) {
        if (e.kind !== "character" || e.seatId !== seatId) continue;
        const turned = list.find((x) => x.kind === "alignment" && x.seatId === seatId);
        out.push({
          night: night.number,
          text: sv("youAreNow", {
            character: nameOf(rules, e.characterId),
            alignment: turned?.kind === "alignment" ? turned.alignment : "same",
          }),
        });
      }
  }
  return out;
}
