import type { CoreState, SeatId } from "../../game/core";
import type { ClocktowerEvent } from "./commands";
import { startingAlignment, type Character } from "./script/types";
import { findCharacter } from "./setup/bag";
import type { ClocktowerState, SeatGrimoire } from "./state";

/** Every character id the state refers to. */
function referencedIds(s: ClocktowerState): Set<string> {
  const out = new Set<string>([...(s.bag?.characterIds ?? []), ...s.bluffs, ...s.fabled]);
  for (const seat of Object.values(s.seats)) {
    out.add(seat.characterId);
    if (seat.lunatic) {
      out.add(seat.lunatic.demonId);
      for (const b of seat.lunatic.bluffs ?? []) out.add(b);
    }
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

export function evolveClocktower(s: ClocktowerState, e: ClocktowerEvent): ClocktowerState {
  switch (e.type) {
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
          reminders: [],
        };
      }
      return { ...s, seats, bluffs: e.bluffs, deal: { mode: e.mode, seed: e.seed } };
    }
    case "ClocktowerBluffsSet":
      return { ...s, bluffs: e.characterIds };
    case "ClocktowerLunaticSet": {
      const seat = s.seats[e.seatId];
      if (!seat) return s;
      return {
        ...s,
        seats: { ...s.seats, [e.seatId]: { ...seat, lunatic: { demonId: e.demonId, minionSeatIds: e.minionSeatIds, bluffs: e.bluffs } } },
      };
    }
    case "ClocktowerTravellerAdded":
      return {
        ...s,
        seats: {
          ...s.seats,
          [e.seatId]: { characterId: e.characterId, alignment: e.alignment, traveller: true, alive: true, reminders: [] },
        },
      };
    case "ClocktowerTravellerRemoved":
      return { ...s, seats: mapSeats(s, (id, seat) => (id === e.seatId ? null : seat)) };
    case "ClocktowerFabledSet":
      return { ...s, fabled: e.characterIds };
  }
}

/** Keeps the per-seat map in step with the table: a removed seat takes its grimoire entry with it. */
export function onCoreEventClocktower(s: ClocktowerState, event: { type: string }, _core: CoreState): ClocktowerState {
  if (event.type !== "SeatRemoved") return s;
  const removed = (event as unknown as { seatId: string }).seatId;
  if (!Object.values(s.seats).some((x) => x.lunatic?.minionSeatIds?.includes(removed)) && !(removed in s.seats)) return s;
  return {
    ...s,
    seats: mapSeats(s, (id, seat) => {
      if (id === removed) return null;
      if (seat.lunatic?.minionSeatIds?.includes(removed))
        return { ...seat, lunatic: { ...seat.lunatic, minionSeatIds: seat.lunatic.minionSeatIds.filter((m) => m !== removed) } };
      return seat;
    }),
  };
}
