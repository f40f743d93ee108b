import type { CoreState, EventMeta, SeatId } from "../../game/core";
import type { ClocktowerEvent } from "./commands";
import { startingAlignment, type Character } from "./script/types";
import { findCharacter } from "./setup/bag";
import { stepKey, type ClocktowerState, type DeathCause, type NightRecord, type SeatGrimoire } from "./state";
import { sameToken } from "./grimoire/grimoire";
import { applyCounting, applyEffects, atDawn, atDusk, endEffectsOf, undoEffects } from "./night/lifetimes";
import { isRedHerring, RED_HERRING } from "./editions/trouble-brewing/setup";
import { evolveDay, newDayState, NO_MODIFIERS, type DayModifiers, type PhaseClock } from "./day";

/** Every character id the state refers to. */
function referencedIds(s: ClocktowerState): Set<string> {
  const out = new Set<string>([...(s.bag?.characterIds ?? []), ...s.bluffs, ...s.fabled]);
  for (const seat of Object.values(s.seats)) {
    out.add(seat.characterId);
    if (seat.lunatic) {
      out.add(seat.lunatic.demonId);
      for (const b of seat.lunatic.bluffs ?? []) out.add(b);
    }
    if (seat.drunk) out.add(seat.drunk.believesId);
  }
  return out;
}

function mergeCharacters(a: readonly Character[], b: readonly Character[]): Character[] {
  const byId = new Map([...a, ...b].map((c) => [c.id, c]));
  return [...byId.values()];
}

const mapSeats = (s: ClocktowerState, f: (id: SeatId, seat: SeatGrimoire) => SeatGrimoire | null) => {
  const seats: Record<SeatId, SeatGrimoire> = {};
  for (const [id, seat] of Object.entries(s.seats)) {
    const next = f(id, seat);
    if (next) seats[id] = next;
  }
  return seats;
};

const NO_META: EventMeta = { seq: 0, at: new Date(0).toISOString(), actorId: "" };

const withSeat = (s: ClocktowerState, id: SeatId, f: (seat: SeatGrimoire) => SeatGrimoire): ClocktowerState => {
  const seat = s.seats[id];
  return seat ? { ...s, seats: { ...s.seats, [id]: f(seat) } } : s;
};

/** A seat dies (or registers dead): when truly dead, its ability's persistent effects end. */
const kill = (s: ClocktowerState, id: SeatId, d: Parameters<typeof dead>[1]): ClocktowerState => {
  const next = withSeat(s, id, (seat) => dead(seat, d));
  return next.seats[id] && !next.seats[id]!.alive ? endEffectsOf(next, id) : next;
};

const withNight = (s: ClocktowerState, n: number, f: (night: NightRecord) => NightRecord): ClocktowerState => {
  const night = s.nights?.[String(n)];
  return night ? { ...s, nights: { ...s.nights, [String(n)]: f(night) } } : s;
};

const dead = (
  seat: SeatGrimoire,
  d: {
    cause: DeathCause;
    time: string;
    by?: string;
    note?: string;
    registersOnly: boolean;
    malfunctioning?: boolean;
  },
): SeatGrimoire => {
  const death = {
    cause: d.cause,
    time: d.time,
    ...(d.by ? { by: d.by } : {}),
    ...(d.note ? { note: d.note } : {}),
    ...(d.malfunctioning ? { malfunctioning: true } : {}),
  };
  if (d.registersOnly) return { ...seat, death, registersDead: true, firstDeathUsed: true };
  const { registersDead: _r, ...rest } = seat;
  return { ...rest, alive: false, death, firstDeathUsed: true };
};

const startPhase = (s: ClocktowerState, kind: "night" | "day", number: number, meta: EventMeta): ClocktowerState => ({
  ...s,
  phase: { kind, number },
  timeline: [...(s.timeline ?? []), { kind, number, seq: meta.seq, at: meta.at }],
});

/** The night ends: who was dead by then is frozen into its record (before the dawn's deaths). */
const endNight = (s: ClocktowerState, n: number): ClocktowerState =>
  atDawn(
    withNight(s, n, (night) => ({
      ...night,
      deadAtDawn: Object.keys(s.seats).filter((id) => !s.seats[id]!.alive),
      seatsAtDawn: s.seats,
    })),
    n,
  );

/** A new day: its state with the clock and modifiers of the event (none in events older than the day machinery). */
const startDay = (
  s: ClocktowerState,
  number: number,
  meta: EventMeta,
  e: { clock?: PhaseClock | null; modifiers?: DayModifiers },
): ClocktowerState => ({
  ...startPhase(s, "day", number, meta),
  days: { ...s.days, [String(number)]: newDayState(number, e.clock ?? null, e.modifiers ?? NO_MODIFIERS) },
});

export function evolveClocktower(s: ClocktowerState, e: ClocktowerEvent, meta: EventMeta = NO_META): ClocktowerState {
  switch (e.type) {
    case "ClocktowerSettingsSet": {
      const { type: _t, ...settings } = e;
      return { ...s, settings };
    }
    case "ClocktowerNightStarted": {
      const night: NightRecord = {
        number: e.number,
        startedAt: e.startedAt,
        dawnAt: e.dawnAt,
        lockAt: e.lockAt,
        steps: {},
        submissions: {},
        deadAtDusk: Object.keys(s.seats).filter((id) => !s.seats[id]!.alive),
        shownDeadAtDusk: Object.keys(s.seats).filter((id) => !s.seats[id]!.alive || !!s.seats[id]!.registersDead),
      };
      return {
        ...startPhase(atDusk(s, e.number), "night", e.number, meta),
        nights: { ...s.nights, [String(e.number)]: night },
      };
    }
    case "ClocktowerDayStarted":
      return startDay(endNight(s, e.number), e.number, meta, e);
    case "ClocktowerDayEvent": {
      const key = String(e.day);
      let next: ClocktowerState = {
        ...s,
        days: { ...s.days, [key]: evolveDay(s.days?.[key] ?? newDayState(e.day), e.event) },
      };
      if (e.effects?.length) next = applyEffects(next, e.effects);
      for (const d of e.deaths ?? [])
        next = kill(next, d.seatId, { cause: "ability", time: `D${e.day}`, by: d.by, registersOnly: false });
      if (e.event.type === "DayAbilityUsed" && e.event.use.dies)
        return kill(next, e.event.use.target, {
          cause: "ability",
          time: `D${e.day}`,
          by: e.event.use.ability,
          registersOnly: false,
        });
      if (e.event.type !== "DayResolved") return next;
      const r = e.event.result;
      for (const id of r.ghostVotesSpent) next = withSeat(next, id, (seat) => ({ ...seat, ghostVoteSpent: true }));
      if (r.executed && r.dies) {
        const executed = r.executed;
        next = kill(next, executed, {
          cause: "executed",
          time: `D${e.day}`,
          registersOnly: e.registersOnly ?? false,
          ...(e.malfunctioning ? { malfunctioning: true } : {}),
        });
      }
      return next;
    }
    case "ClocktowerMarkedDead": {
      const next = kill(s, e.seatId, e);
      return e.effects?.length ? applyEffects(next, e.effects) : next;
    }
    case "ClocktowerMarkedAlive":
      return withSeat(s, e.seatId, (seat) => {
        const { death: _d, registersDead: _r, ...rest } = seat;
        return { ...rest, alive: true };
      });
    case "ClocktowerReminderPlaced":
      return withSeat(s, e.seatId, (seat) => ({ ...seat, reminders: [...seat.reminders, e.token] }));
    case "ClocktowerReminderRemoved":
      return withSeat(s, e.seatId, (seat) => ({ ...seat, reminders: removeOne(seat.reminders, e.token) }));
    case "ClocktowerReminderMoved": {
      if (!s.seats[e.fromSeatId] || !s.seats[e.toSeatId]) return s;
      const removed = withSeat(s, e.fromSeatId, (seat) => ({ ...seat, reminders: removeOne(seat.reminders, e.token) }));
      return withSeat(removed, e.toSeatId, (seat) => ({ ...seat, reminders: [...seat.reminders, e.token] }));
    }
    case "ClocktowerCharacterSet":
      return withSeat(s, e.seatId, (seat) => ({ ...seat, characterId: e.characterId, alignment: e.alignment }));
    case "ClocktowerAlignmentSet":
      return withSeat(s, e.seatId, (seat) => ({ ...seat, alignment: e.alignment }));
    case "ClocktowerGhostVoteSpent":
      return withSeat(s, e.seatId, (seat) => ({ ...seat, ghostVoteSpent: true }));
    case "ClocktowerNoteSet":
      return withSeat(s, e.seatId, (seat) => ({ ...seat, note: e.note }));
    case "ClocktowerStepRecorded":
      return withNight(s, e.night, (n) => ({
        ...n,
        steps: {
          ...n.steps,
          [stepKey(e.stepId, e.seatId)]: {
            stepId: e.stepId,
            ...(e.seatId ? { seatId: e.seatId } : {}),
            choice: e.choice,
            ...(e.told !== undefined ? { told: e.told } : {}),
            ...(e.falseInfo !== undefined ? { falseInfo: e.falseInfo } : {}),
            ...(e.registrations?.length ? { registrations: e.registrations } : {}),
            done: e.done,
            kills: e.kills,
          },
        },
      }));
    case "ClocktowerFiddlerChosen":
      return { ...s, fiddler: { night: e.night, demon: e.demon, chosen: e.chosen } };
    case "ClocktowerSeatsSwapped": {
      // The seat order itself lives in the core: the fold swaps it (the ruleset's `seatSwaps`).
      const key = String(e.day);
      return { ...s, seatSwaps: { ...s.seatSwaps, [key]: [...(s.seatSwaps?.[key] ?? []), { a: e.a, b: e.b }] } };
    }
    case "ClocktowerMoonchildClaimSet":
      return withSeat(s, e.seatId, (seat) => ({ ...seat, claimsMoonchild: e.claims }));
    case "ClocktowerGainedAbilitySet":
      return withSeat(s, e.seatId, (seat) => ({ ...seat, gained: e.characterId }));
    case "ClocktowerDayAbilityRecorded": {
      const key = String(e.night);
      const cur = s.dayAbilities?.[key] ?? {};
      return {
        ...s,
        dayAbilities: {
          ...s.dayAbilities,
          [key]: {
            ...cur,
            ...(e.gossip ? { gossip: e.gossip } : {}),
            ...(e.moonchild ? { moonchild: e.moonchild } : {}),
            ...(e.juggler ? { juggler: e.juggler } : {}),
            ...(e.savant ? { savant: e.savant } : {}),
            ...(e.artist ? { artist: e.artist } : {}),
            ...(e.klutz ? { klutz: e.klutz } : {}),
          },
        },
      };
    }
    case "ClocktowerEffectsApplied": {
      const before = s.nights?.[String(e.night)]?.applied?.[e.key] ?? [];
      const { state, applied } = applyCounting(undoEffects(s, before), e.effects);
      return withNight(state, e.night, (n) => ({ ...n, applied: { ...n.applied, [e.key]: applied } }));
    }
    case "ClocktowerNightActionSubmitted":
      return withNight(s, e.night, (n) => ({
        ...n,
        submissions: {
          ...n.submissions,
          [stepKey(e.stepId, e.seatId)]: {
            stepId: e.stepId,
            seatId: e.seatId,
            choice: e.choice,
            by: e.by,
            at: meta.at,
          },
        },
      }));
    case "ClocktowerDawnConfirmed": {
      const dawn = applyCounting(endNight(s, e.night), e.effects ?? []);
      let next = dawn.applied.length
        ? withNight(dawn.state, e.night, (n) => ({ ...n, dawnEffects: dawn.applied }))
        : dawn.state;
      for (const r of e.revivals ?? [])
        next = withSeat(next, r.seatId, (seat) => {
          const { death: _d, registersDead: _r, ...rest } = seat;
          return { ...rest, alive: true };
        });
      for (const d of e.deaths) next = kill(next, d.seatId, { ...d, time: `N${e.night}` });
      return startDay(next, e.night, meta, e);
    }
    case "ClocktowerGameEnded":
      return { ...s, winner: e.winner };
    case "ClocktowerRevealPublished":
      return { ...s, revealed: true };
    case "ClocktowerScriptSet": {
      // Characters the game already uses but the new script lacks stay as added characters.
      const kept: Character[] = [];
      if (s.script)
        for (const id of referencedIds(s)) {
          if (e.script.characters.some((c) => c.id === id)) continue;
          const c = findCharacter({ script: s.script, extraCharacters: s.extraCharacters }, id);
          if (c) kept.push(c);
        }
      return { ...s, script: e.script, extraCharacters: mergeCharacters(s.extraCharacters, kept) };
    }
    case "ClocktowerBagSet":
      return {
        ...s,
        bag: { characterIds: e.characterIds, setupChoices: e.setupChoices },
        extraCharacters: mergeCharacters(s.extraCharacters, e.extraCharacters),
      };
    case "ClocktowerDealt": {
      const pool = s.script ? { script: s.script, extraCharacters: s.extraCharacters } : null;
      const seats = mapSeats(s, (_, seat) => (seat.traveller ? seat : null));
      for (const [seatId, characterId] of Object.entries(e.assignments)) {
        const team = pool ? findCharacter(pool, characterId)?.team : undefined;
        seats[seatId] = {
          characterId,
          alignment: (team && startingAlignment(team)) || "good",
          traveller: false,
          alive: true,
          reminders: e.redHerring === seatId ? [RED_HERRING] : [],
          ...(e.drunks?.[seatId] ? { drunk: { believesId: e.drunks[seatId]! } } : {}),
        };
      }
      // A traveller as the red herring (forced by the storyteller) keeps the token too.
      if (e.redHerring && seats[e.redHerring]?.traveller)
        seats[e.redHerring] = { ...seats[e.redHerring]!, reminders: [...seats[e.redHerring]!.reminders, RED_HERRING] };
      for (const t of e.tokens ?? [])
        if (seats[t.seatId])
          seats[t.seatId] = { ...seats[t.seatId]!, reminders: [...seats[t.seatId]!.reminders, t.token] };
      return { ...s, seats, bluffs: e.bluffs, deal: { mode: e.mode, seed: e.seed } };
    }
    case "ClocktowerBluffsSet":
      return { ...s, bluffs: e.characterIds };
    case "ClocktowerLunaticSet": {
      const seat = s.seats[e.seatId];
      if (!seat) return s;
      return {
        ...s,
        seats: {
          ...s.seats,
          [e.seatId]: { ...seat, lunatic: { demonId: e.demonId, minionSeatIds: e.minionSeatIds, bluffs: e.bluffs } },
        },
      };
    }
    case "ClocktowerDrunkSet":
      return withSeat(s, e.seatId, (seat) => ({ ...seat, drunk: { believesId: e.believesId } }));
    case "ClocktowerRedHerringSet": {
      // One red herring: taken from wherever it was, placed on the new seat.
      const seats = mapSeats(s, (_, seat) =>
        seat.reminders.some(isRedHerring)
          ? { ...seat, reminders: seat.reminders.filter((t) => !isRedHerring(t)) }
          : seat,
      );
      return withSeat({ ...s, seats }, e.seatId, (seat) => ({ ...seat, reminders: [...seat.reminders, RED_HERRING] }));
    }
    case "ClocktowerTravellerAdded":
      return {
        ...s,
        seats: {
          ...s.seats,
          [e.seatId]: {
            characterId: e.characterId,
            alignment: e.alignment,
            traveller: true,
            alive: true,
            reminders: [],
          },
        },
      };
    case "ClocktowerTravellerRemoved":
      return { ...s, seats: mapSeats(s, (id, seat) => (id === e.seatId ? null : seat)) };
    case "ClocktowerFabledSet":
      return { ...s, fabled: e.characterIds };
  }
}

function removeOne<T extends { characterId: string | null; text: string }>(
  list: T[],
  token: { characterId: string | null; text: string },
): T[] {
  const i = list.findIndex((t) => sameToken(t, token));
  return i < 0 ? list : [...list.slice(0, i), ...list.slice(i + 1)];
}

/** Keeps the per-seat map in step with the table: a removed seat takes its grimoire entry with it. */
export function onCoreEventClocktower(s: ClocktowerState, event: { type: string }, _core: CoreState): ClocktowerState {
  if (event.type !== "SeatRemoved") return s;
  const removed = (event as unknown as { seatId: string }).seatId;
  if (!Object.values(s.seats).some((x) => x.lunatic?.minionSeatIds?.includes(removed)) && !(removed in s.seats))
    return s;
  return {
    ...s,
    seats: mapSeats(s, (id, seat) => {
      if (id === removed) return null;
      if (seat.lunatic?.minionSeatIds?.includes(removed))
        return {
          ...seat,
          lunatic: { ...seat.lunatic, minionSeatIds: seat.lunatic.minionSeatIds.filter((m) => m !== removed) },
        };
      return seat;
    }),
  };
}
