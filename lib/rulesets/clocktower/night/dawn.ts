import type { GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import type { Phrase } from "../../../i18n/message";
import {
  characterOf,
  deathHints,
  isFoolHint,
  grimoireSeats,
  isMalfunctionToken,
  protections,
  seatNameOf,
  winChecks,
  type WinCheck,
} from "../grimoire/grimoire";
import { stepKey, type ClocktowerState, type DeathCause, type GrimoireEffect, type NightChoice } from "../state";
import { abilityState, choiceOn } from "./abilities/state";
import { actingAs, nightSheet, type NightSheetStep } from "./night-sheet";

type Game = GameState<ClocktowerState>;

export interface ProposedDeath {
  seatId: SeatId;
  name: string;
  cause: DeathCause;
  by?: string;
  /** The step that recorded it. */
  stepKey: string;
  /** Why they die: "Amelia (Po) chose them." */
  reason: string;
  hints: Phrase[];
}

/** A death the app does not propose, with why: "Safe (Innkeeper): they can't die tonight." The storyteller may still tick it. */
export interface SparedDeath extends ProposedDeath {
  spared: Phrase[];
  /** Applied with the dawn if they are spared: the Fool's first death is used up ("No Ability"). */
  effects: GrimoireEffect[];
}

/** A resurrection the storyteller may choose at dawn (the Professor, the Shabaloth's regurgitation). */
export interface DawnRevival {
  seatId: SeatId;
  name: string;
  by: "professor" | "shabaloth";
  reason: string;
}

export interface DawnSummary {
  night: number;
  /** Proposed to die (ticked). */
  deaths: ProposedDeath[];
  /** Chosen to die but protected, or the killer's ability did not work (unticked). */
  spared: SparedDeath[];
  /** Resurrections offered (unticked). */
  revivals: DawnRevival[];
  /** "PlagueSimp, Whysper and Thepigeonnyc died in the night." / "Nobody died in the night." */
  announcement: string;
  hints: Phrase[];
  /** The win checks once the proposed deaths are applied: shown before the dawn is confirmed. */
  winChecksAfter: WinCheck[];
}

const list = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

export function announcement(names: string[]): string {
  if (names.length === 0) return "Nobody died in the night.";
  return `${list(names)} died in the night.`;
}

interface Candidate {
  seatId: SeatId;
  cause: DeathCause;
  by?: string;
  stepKey: string;
  reason: string;
  /** Recorded by the storyteller as a kill: kept, whatever protects the seat (the hints say it). */
  explicit?: boolean;
  /** Why the kill does not happen, whatever the target (the killer is drunk, the Demon did not wake...). */
  blocked?: string;
}

/**
 * Who dies tonight, from the night's recorded choices and the grimoire, each with its reason: the
 * Demon's kill (the Zombuul only if no one died today, the Pukka's previously poisoned, the
 * Shabaloth's two, the Po's one or three), the Gambler's wrong guess, the Godfather's kill after an
 * Outsider's death, the Assassin (through every protection), the Grandmother with her grandchild,
 * and the kills the storyteller recorded. Protected targets are listed as spared. Null by day.
 */
export function dawnSummary(game: Game): DawnSummary | null {
  const rules = game.rules;
  if (rules.phase?.kind !== "night") return null;
  const night = rules.phase.number;
  const record = rules.nights?.[String(night)];
  const name = (id: SeatId) => seatNameOf(game, id);
  const charName = (id: string) => characterOf(rules, id)?.name ?? id;
  const candidates: Candidate[] = [];
  const exorcised = new Set<SeatId>();

  const sheetSteps = nightSheet(game, night).steps;
  for (const step of sheetSteps) {
    if (step.kind !== "character" || !step.seatId || step.skipped || step.stepId === "lunatic") continue;
    const actor = step.seatId;
    const seat = rules.seats[actor];
    const choice: NightChoice | null = choiceOn(game, night, step.key);
    const as = actingAs(rules, actor, step.stepId);
    const who = `${name(actor)} (${charName(as)})`;
    const drunk = seat?.reminders.some(isMalfunctionToken)
      ? `${name(actor)} is drunk or poisoned: the ${charName(as)}'s ability has no effect.`
      : undefined;
    const chosen = choice?.seats ?? [];
    const team = characterOf(rules, as)?.team;
    const demonBlocked =
      team === "demon" && exorcised.has(actor)
        ? `The Exorcist chose ${name(actor)}: the Demon does not wake tonight.`
        : undefined;
    const kill = (seatId: SeatId, reason: string, blocked?: string) =>
      candidates.push({
        seatId,
        cause: team === "demon" ? "night" : "ability",
        by: as,
        stepKey: step.key,
        reason,
        ...((blocked ?? drunk ?? demonBlocked) ? { blocked: blocked ?? drunk ?? demonBlocked } : {}),
      });
    switch (as) {
      case "exorcist":
        if (!drunk)
          for (const id of chosen)
            if (characterOf(rules, rules.seats[id]?.characterId ?? "")?.team === "demon") exorcised.add(id);
        break;
      case "zombuul": {
        const died = abilityState(game, actor, step.stepId, night).diedToday;
        for (const id of chosen)
          kill(
            id,
            `${who} chose them.`,
            died.length ? `${list(died.map(name))} died today: the Zombuul kills no one.` : undefined,
          );
        break;
      }
      case "shabaloth":
      case "po":
        for (const id of chosen) kill(id, `${who} chose them.`);
        break;
      case "pukka": {
        const previous = choiceOn(game, night - 1, stepKey("pukka", actor))?.seats ?? [];
        for (const id of previous) kill(id, `${who} poisoned them last night: the previously poisoned player dies.`);
        break;
      }
      case "gambler": {
        const [target] = chosen;
        const guessed = choice?.character;
        if (target && guessed && rules.seats[target]?.characterId !== guessed)
          kill(
            actor,
            `${name(actor)} (Gambler) guessed ${name(target)} is the ${charName(guessed)}, and guessed wrong.`,
          );
        break;
      }
      case "godfather": {
        const died = abilityState(game, actor, step.stepId, night).diedToday;
        const outsider = died.some((id) => characterOf(rules, rules.seats[id]?.characterId ?? "")?.team === "outsider");
        for (const id of chosen)
          kill(id, `${who} chose them.`, outsider ? undefined : "No Outsider died today: the Godfather kills no one.");
        break;
      }
      case "gossip": {
        const g = rules.dayAbilities?.[String(night)]?.gossip;
        if (g?.true && g.seatId === actor)
          for (const id of chosen)
            kill(id, `${name(actor)} (Gossip) said “${g.statement}”, and it was true: a player dies tonight.`);
        break;
      }
      case "moonchild": {
        const m = rules.dayAbilities?.[String(night)]?.moonchild;
        // The Moonchild acts dead: "if it was a good player, they die" (alignment as it is now).
        if (m && m.seatId === actor && rules.seats[m.chosen]?.alignment === "good")
          candidates.push({
            seatId: m.chosen,
            cause: "ability",
            by: "moonchild",
            stepKey: step.key,
            reason: `${name(actor)} (Moonchild) chose ${name(m.chosen)}, a good player: they die.`,
          });
        break;
      }
      case "assassin":
        for (const id of chosen) kill(id, `${who} chose them: they die, even if for some reason they could not.`);
        break;
    }
    for (const k of record?.steps[step.key]?.kills ?? [])
      candidates.push({
        seatId: k.seatId,
        cause: k.cause,
        ...(k.by ? { by: k.by } : {}),
        stepKey: step.key,
        reason: "Recorded as a kill on the night sheet.",
        explicit: true,
      });
  }
  // Kills recorded on marker steps (dusk, dawn) too.
  for (const [key, s] of Object.entries(record?.steps ?? {}))
    if (!s.seatId || !candidates.some((c) => c.stepKey === key))
      for (const k of s.kills)
        candidates.push({
          seatId: k.seatId,
          cause: k.cause,
          ...(k.by ? { by: k.by } : {}),
          stepKey: key,
          reason: "Recorded as a kill on the night sheet.",
          explicit: true,
        });

  const deaths = new Map<SeatId, ProposedDeath>();
  const spared = new Map<SeatId, SparedDeath>();
  const decide = (c: Candidate) => {
    const seat = rules.seats[c.seatId];
    if (!seat || !seat.alive || seat.registersDead || deaths.has(c.seatId)) return;
    const base: ProposedDeath = {
      seatId: c.seatId,
      name: name(c.seatId),
      cause: c.cause,
      ...(c.by ? { by: c.by } : {}),
      stepKey: c.stepKey,
      reason: c.reason,
      hints: deathHints(game, c.seatId, c.cause, c.by),
    };
    const why = c.blocked ? [c.blocked] : c.explicit ? [] : protections(game, c.seatId, c.cause, c.by);
    if (why.length === 0) {
      deaths.set(c.seatId, base);
      spared.delete(c.seatId);
    } else if (!spared.has(c.seatId)) {
      // "The 1st time you die, you don't": a Fool saved only by their own ability uses it up.
      const foolOnly = seat.characterId === "fool" && !c.blocked && why.length === 1 && isFoolHint(why[0]!);
      const effects: GrimoireEffect[] = foolOnly
        ? [{ kind: "place", seatId: c.seatId, token: { characterId: "fool", text: "No Ability" } }]
        : [];
      spared.set(c.seatId, { ...base, spared: why, effects });
    }
  };
  // The Assassin first: its kill stands whatever else happens to the seat.
  for (const c of candidates.filter((x) => x.by === "assassin")) decide(c);
  for (const c of candidates.filter((x) => x.by !== "assassin")) decide(c);

  // "If the demon kills them, you die too."
  for (const [gmId, gm] of Object.entries(rules.seats)) {
    if (gm.characterId !== "grandmother" || !gm.alive) continue;
    for (const [childId, child] of Object.entries(rules.seats)) {
      if (!child.reminders.some((r) => r.characterId === "grandmother" && r.text === "Grandchild")) continue;
      const d = deaths.get(childId);
      if (!d || characterOf(rules, d.by ?? "")?.team !== "demon") continue;
      decide({
        seatId: gmId,
        cause: "ability",
        by: "grandmother",
        stepKey: d.stepKey,
        reason: `The Demon killed ${name(childId)}, ${name(gmId)}'s grandchild: the Grandmother dies too.`,
        ...(gm.reminders.some(isMalfunctionToken)
          ? { blocked: `${name(gmId)} is drunk or poisoned: the Grandmother's ability has no effect.` }
          : {}),
      });
    }
  }

  const order = grimoireSeats(game).map((s) => s.id);
  const bySeat = <T extends { seatId: SeatId }>(xs: Iterable<T>) =>
    [...xs].sort((a, b) => order.indexOf(a.seatId) - order.indexOf(b.seatId));
  const dying = bySeat(deaths.values());
  const hints = dying.flatMap((d) => d.hints);
  const tonight = rules.dayAbilities?.[String(night)];
  if (tonight?.gossip?.true && !choiceOn(game, night, stepKey("gossip", tonight.gossip.seatId))?.seats?.length)
    hints.push("The Gossip's statement was true: pick who dies at the Gossip's step.");
  if (tonight?.gossip && tonight.gossip.true === undefined)
    hints.push(`The Gossip said “${tonight.gossip.statement}”: mark whether it was true.`);
  const unfinished = Object.values(record?.steps ?? {}).filter((s) => !s.done).length;
  if (unfinished) hints.push(`${unfinished} recorded step${unfinished > 1 ? "s are" : " is"} not done.`);
  // The grimoire as it would stand after the proposed deaths (a Zombuul's first death only registers).
  const after: ClocktowerState = { ...rules, seats: { ...rules.seats } };
  for (const d of dying) {
    const seat = after.seats[d.seatId]!;
    after.seats[d.seatId] =
      seat.characterId === "zombuul" && !seat.firstDeathUsed
        ? { ...seat, registersDead: true, firstDeathUsed: true }
        : { ...seat, alive: false, death: { cause: d.cause, time: `N${night}`, ...(d.by ? { by: d.by } : {}) } };
  }
  return {
    night,
    winChecksAfter: dying.length ? winChecks({ ...game, rules: after }) : winChecks(game),
    deaths: dying,
    spared: bySeat(spared.values()),
    revivals: bySeat(revivals(game, night, sheetSteps)),
    announcement: announcement(dying.map((d) => d.name)),
    hints,
  };
}

/** The Professor's chosen dead Townsfolk; the Shabaloth's dead choices of last night. */
function revivals(game: Game, night: number, steps: NightSheetStep[]): DawnRevival[] {
  const rules = game.rules;
  const out: DawnRevival[] = [];
  const name = (id: SeatId) => seatNameOf(game, id);
  for (const step of steps) {
    if (step.kind !== "character" || !step.seatId || step.skipped) continue;
    const actor = step.seatId;
    const sober = !rules.seats[actor]?.reminders.some(isMalfunctionToken);
    if (step.stepId === "professor" && sober)
      for (const id of choiceOn(game, night, step.key)?.seats ?? []) {
        const s = rules.seats[id];
        if (s && !s.alive && characterOf(rules, s.characterId)?.team === "townsfolk")
          out.push({
            seatId: id,
            name: name(id),
            by: "professor",
            reason: `${name(actor)} (Professor) chose ${name(id)}, a dead Townsfolk: they are resurrected.`,
          });
      }
    if (step.stepId === "shabaloth" && sober)
      for (const id of choiceOn(game, night - 1, step.key)?.seats ?? [])
        if (rules.seats[id] && !rules.seats[id]!.alive)
          out.push({
            seatId: id,
            name: name(id),
            by: "shabaloth",
            reason: `${name(actor)} (Shabaloth) chose ${name(id)} last night: they might be regurgitated.`,
          });
  }
  return out;
}

/** The default cause of a kill recorded at a step: a Demon's kill is a night death, anything else an ability's. */
export function defaultKillCause(rules: ClocktowerState, stepId: string): { cause: DeathCause; by?: string } {
  const c = characterOf(rules, stepId);
  if (!c) return { cause: "night" };
  if (c.team === "demon") return { cause: "night", by: c.id };
  return { cause: "ability", by: c.id };
}
