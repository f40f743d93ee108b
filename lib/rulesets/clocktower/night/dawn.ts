import type { GameState } from "../../../game/ruleset";
import type { SeatId } from "../../../game/core";
import { characterOf, grimoireSeats, seatNameOf, winChecks, type WinCheck } from "../grimoire/grimoire";
import { stepKey, type ClocktowerState, type DeathCause, type GrimoireEffect } from "../state";
import { choiceOn } from "./abilities/state";
import { resolvedNight, type NightSheetStep } from "./night-sheet";
import type { KillCandidate, NightResolution } from "./resolve";
import type { ProposedEffect } from "./abilities/effects";
import { applyEffects } from "./lifetimes";
import { demonSuccession, mayorBounce, tb } from "../editions/trouble-brewing/night";
import { arbitraryDeathsHint } from "../editions/sects-and-violets/night";
import { noDashiiEffects } from "../editions/sects-and-violets/evil";
import { msg, type Message, type MessageValue, type Phrase } from "../../../i18n/message";
import { listOf, n } from "./words";

type Game = GameState<ClocktowerState>;

export interface ProposedDeath {
  seatId: SeatId;
  name: string;
  cause: DeathCause;
  by?: string;
  /** The step that recorded it. */
  stepKey: string;
  /** Why they die: "Amelia (Po) chose them." */
  reason: Message;
  hints: Phrase[];
  /**
   * Trouble Brewing's Mayor: the Demon's kill on a sober Mayor may land on one of these players instead
   * (the storyteller picks, or keeps it on the Mayor). Offered, never applied.
   */
  mayMoveTo?: SeatId[];
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
  reason: Message;
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
  announcement: Message;
  hints: Phrase[];
  /** The win checks once the proposed deaths are applied: shown before the dawn is confirmed. */
  winChecksAfter: WinCheck[];
  /**
   * Effects proposed with the dawn, applied with it when ticked (`confirmDawn.effects`): the Demon's
   * succession (a Minion becomes the Imp, the Scarlet Woman becomes the Demon). Alternatives share a group.
   */
  effects: ProposedEffect[];
}

const dawnWords = (key: string, values?: Record<string, MessageValue>): Message => n(`dawn.${key}`, values);

/** "Amelia and Dolby died in the night." / "Nobody died in the night." (the dawn panel's own words). */
export function announcement(names: string[]): Message {
  if (names.length === 0) return msg("clocktower.dawn.nobodyDied");
  return msg("clocktower.dawn.died", { names: listOf(names), count: names.length });
}

/**
 * Who dies tonight, from the night resolved in night order (`resolveTurns`: each kill tried at its turn,
 * against the protections holding then), each with its reason: the Demon's kill (the Zombuul only if no
 * one died today, the Pukka's previously poisoned, the Shabaloth's two, the Po's one or three), the
 * Gambler's wrong guess, the Godfather's kill after an Outsider's death, the Assassin (through every
 * protection), the Grandmother with her grandchild, and the kills the storyteller recorded. Protected
 * targets, and kills that did not happen (the killer drunk, dead before their turn, asleep), are listed
 * as spared with why. Null by day.
 */
export function dawnSummary(game: Game): DawnSummary | null {
  const rules = game.rules;
  if (rules.phase?.kind !== "night") return null;
  const night = rules.phase.number;
  const record = rules.nights?.[String(night)];
  const name = (id: SeatId) => seatNameOf(game, id);
  const { sheet, resolution } = resolvedNight(game, night);
  const sheetSteps = sheet.steps;
  const candidates = resolution.kills;

  const deaths = new Map<SeatId, ProposedDeath>();
  const spared = new Map<SeatId, SparedDeath>();
  const decide = (c: KillCandidate) => {
    const seat = rules.seats[c.seatId];
    if (!seat || !seat.alive || seat.registersDead || deaths.has(c.seatId)) return;
    const base: ProposedDeath = {
      seatId: c.seatId,
      name: name(c.seatId),
      cause: c.cause,
      ...(c.by ? { by: c.by } : {}),
      stepKey: c.stepKey,
      reason: c.reason,
      hints: c.hints,
    };
    const why = c.blocked ? [c.blocked] : c.explicit ? [] : c.protections;
    // Not one of the death's hints (those are warnings on confirming it): keeping it on the Mayor is fine.
    const bounce = why.length === 0 ? mayorBounce(game, resolution, c) : null;
    if (bounce) base.mayMoveTo = bounce;
    if (why.length === 0) {
      deaths.set(c.seatId, base);
      spared.delete(c.seatId);
    } else if (!spared.has(c.seatId)) {
      // "The 1st time you die, you don't": a Fool saved only by their own ability uses it up.
      const foolOnly = c.foolSaves && !c.blocked && why.length === 1;
      const effects: GrimoireEffect[] = foolOnly
        ? // not text: a reminder token's name
          [{ kind: "place", seatId: c.seatId, token: { characterId: "fool", text: "No Ability" } }]
        : [];
      spared.set(c.seatId, { ...base, spared: why, effects });
    }
  };
  // The Assassin first: its kill stands whatever else happens to the seat (and gives the reason).
  for (const c of candidates.filter((x) => x.by === "assassin")) decide(c);
  for (const c of candidates.filter((x) => x.by !== "assassin")) decide(c);
  // Sects & Violets' Pit-Hag made a Demon tonight: "deaths tonight are arbitrary". None is proposed;
  // every kill is listed as spared with why, for the storyteller to tick whom they choose.
  const arbitrary = arbitraryDeathsHint(game, resolution);
  if (arbitrary)
    for (const d of [...deaths.values()]) {
      deaths.delete(d.seatId);
      spared.set(d.seatId, { ...d, spared: [arbitrary], effects: [] });
    }

  const order = grimoireSeats(game).map((s) => s.id);
  const bySeat = <T extends { seatId: SeatId }>(xs: Iterable<T>) =>
    [...xs].sort((a, b) => order.indexOf(a.seatId) - order.indexOf(b.seatId));
  const dying = bySeat(deaths.values());
  const hints: Phrase[] = dying.flatMap((d) => d.hints);
  if (arbitrary) hints.push(arbitrary);
  for (const d of dying) if (d.mayMoveTo) hints.push(tb("mayorBounce", { seat: d.name }));
  const tonight = rules.dayAbilities?.[String(night)];
  if (tonight?.gossip?.true && !choiceOn(game, night, stepKey("gossip", tonight.gossip.seatId))?.seats?.length)
    hints.push(dawnWords("gossipPick"));
  if (tonight?.gossip && tonight.gossip.true === undefined)
    hints.push(dawnWords("gossipMark", { statement: tonight.gossip.statement }));
  const unfinished = Object.values(record?.steps ?? {}).filter((s) => !s.done).length;
  if (unfinished) hints.push(dawnWords("unfinished", { count: unfinished }));
  const effects = demonSuccession(game, resolution, new Set(deaths.keys()));
  // The grimoire as it would stand after the proposed deaths (a Zombuul's first death only registers)
  // and the proposed effects (of alternatives, the first).
  const groups = new Set<string>();
  const proposed = effects.filter((e) => !e.group || (!groups.has(e.group) && !!groups.add(e.group)));
  const after: ClocktowerState = applyEffects(
    { ...rules, seats: { ...rules.seats } },
    proposed.map((e) => e.effect),
  );
  for (const d of dying) {
    const seat = after.seats[d.seatId]!;
    after.seats[d.seatId] =
      seat.characterId === "zombuul" && !seat.firstDeathUsed
        ? { ...seat, registersDead: true, firstDeathUsed: true }
        : { ...seat, alive: false, death: { cause: d.cause, time: `N${night}`, ...(d.by ? { by: d.by } : {}) } };
  }
  // Sects & Violets: the No Dashii's poison follows the seats as the night leaves them (deaths, character
  // changes): moved to its nearest living Townsfolk each side, with the dawn.
  const noDashii = noDashiiEffects({ ...game, rules: after }, after.seats);
  return {
    night,
    winChecksAfter: dying.length || proposed.length ? winChecks({ ...game, rules: after }) : winChecks(game),
    effects: [...effects, ...noDashii],
    deaths: dying,
    spared: bySeat(spared.values()),
    revivals: bySeat(revivals(game, night, sheetSteps, resolution)),
    announcement: announcement(dying.map((d) => d.name)),
    hints,
  };
}

/** The Professor's chosen dead Townsfolk; the Shabaloth's dead choices of last night. */
function revivals(game: Game, night: number, steps: NightSheetStep[], resolution: NightResolution): DawnRevival[] {
  const rules = game.rules;
  const out: DawnRevival[] = [];
  const name = (id: SeatId) => seatNameOf(game, id);
  const charName = (id: string) => characterOf(rules, id)?.name ?? id;
  for (const step of steps) {
    if (step.kind !== "character" || !step.seatId || step.skipped) continue;
    const actor = step.seatId;
    // As the seat stood at its turn: alive, awake and sober.
    const turn = resolution.turns[step.key];
    const sober = !!turn && !turn.notActing && !turn.noEffect;
    if (step.stepId === "professor" && sober)
      for (const id of choiceOn(game, night, step.key)?.seats ?? []) {
        const s = rules.seats[id];
        if (s && !s.alive && characterOf(rules, s.characterId)?.team === "townsfolk")
          out.push({
            seatId: id,
            name: name(id),
            by: "professor",
            reason: n("dawn.professorRevives", {
              seat: name(actor),
              character: charName("professor"),
              chosen: name(id),
            }),
          });
      }
    if (step.stepId === "shabaloth" && sober)
      for (const id of choiceOn(game, night - 1, step.key)?.seats ?? [])
        if (rules.seats[id] && !rules.seats[id]!.alive)
          out.push({
            seatId: id,
            name: name(id),
            by: "shabaloth",
            reason: n("dawn.shabalothRevives", {
              seat: name(actor),
              character: charName("shabaloth"),
              chosen: name(id),
            }),
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
