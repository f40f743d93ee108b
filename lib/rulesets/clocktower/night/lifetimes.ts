import type { ClocktowerState, GrimoireEffect, PlacedReminder, SeatGrimoire } from "../state";
import { sameToken } from "../grimoire/grimoire";
import type { Phrase } from "../../../i18n/message";
import { n } from "./words";
import { keepsAbility } from "../editions/sects-and-violets/evil";

/** "until dusk (Night 4 begins)", "until dawn (Night 3 ends)": how long a token lasts. */
export function untilText(u: PlacedReminder["until"]): Phrase {
  if (!u) return "";
  return n("until", { at: u.at, night: u.night });
}

const mapSeats = (s: ClocktowerState, f: (seat: SeatGrimoire) => SeatGrimoire): ClocktowerState => ({
  ...s,
  seats: Object.fromEntries(Object.entries(s.seats).map(([id, seat]) => [id, f(seat)])),
});

/**
 * Night `night` begins: tokens that last until this dusk are taken away; a countdown token
 * ("Drunk 3", the Courtier) shows the nights left, itself included.
 */
export function atDusk(s: ClocktowerState, night: number): ClocktowerState {
  if (!Object.values(s.seats).some((x) => x.reminders.some((r) => r.until))) return s;
  return mapSeats(s, (seat) => ({
    ...seat,
    reminders: seat.reminders.flatMap((r) => {
      if (!r.until || r.until.at !== "dusk") return [r];
      if (r.until.night <= night) return [];
      if (!r.until.countdown) return [r];
      return [{ ...r, text: r.text.replace(/\d+$/, String(r.until.night - night)) }];
    }),
  }));
}

/** Night `night` ends: tokens that last until this dawn are taken away. */
export function atDawn(s: ClocktowerState, night: number): ClocktowerState {
  if (!Object.values(s.seats).some((x) => x.reminders.some((r) => r.until?.at === "dawn"))) return s;
  return mapSeats(s, (seat) => ({
    ...seat,
    reminders: seat.reminders.filter((r) => !(r.until?.at === "dawn" && r.until.night <= night)),
  }));
}

const removeOne = (list: PlacedReminder[], token: PlacedReminder) => {
  const i = list.findIndex((t) => sameToken(t, token));
  return i < 0 ? list : [...list.slice(0, i), ...list.slice(i + 1)];
};

/** Applies effects to the seats (a seat without a grimoire entry is left alone). */
export function applyEffects(s: ClocktowerState, effects: readonly GrimoireEffect[]): ClocktowerState {
  return applyCounting(s, effects).state;
}

/** Applies effects; `applied` are those that changed something (a token removed that was there...). */
export function applyCounting(
  s: ClocktowerState,
  effects: readonly GrimoireEffect[],
): { state: ClocktowerState; applied: GrimoireEffect[] } {
  let seats = s.seats;
  const applied: GrimoireEffect[] = [];
  for (const e of effects) {
    const seat = seats[e.seatId];
    if (!seat) continue;
    if (e.kind === "remove" && !seat.reminders.some((t) => sameToken(t, e.token))) continue;
    // A character change applies to the seat holding the character it replaces (taken back: only if still so).
    if (e.kind === "character" && seat.characterId !== e.was) continue;
    applied.push(e.kind === "alignment" && !e.was ? { ...e, was: seat.alignment } : e);
    const next =
      e.kind === "place"
        ? { ...seat, reminders: [...seat.reminders, e.token] }
        : e.kind === "remove"
          ? { ...seat, reminders: removeOne(seat.reminders, e.token) }
          : e.kind === "character"
            ? { ...seat, characterId: e.characterId }
            : { ...seat, alignment: e.alignment };
    seats = { ...seats, [e.seatId]: next };
  }
  return { state: { ...s, seats }, applied };
}

/**
 * Takes back effects applied earlier from a step (before it is applied again): placed tokens still
 * there are removed, removed tokens come back, a changed character goes back, and so does a changed
 * alignment recorded with what it was (applied before that was recorded: it stays, the storyteller's
 * to set back).
 */
export function undoEffects(s: ClocktowerState, effects: readonly GrimoireEffect[]): ClocktowerState {
  const inverse: GrimoireEffect[] = [];
  for (const e of [...effects].reverse()) {
    if (e.kind === "place") inverse.push({ kind: "remove", seatId: e.seatId, token: e.token });
    else if (e.kind === "remove") inverse.push({ kind: "place", seatId: e.seatId, token: e.token });
    else if (e.kind === "character")
      inverse.push({ kind: "character", seatId: e.seatId, characterId: e.was, was: e.characterId });
    else if (e.was) inverse.push({ kind: "alignment", seatId: e.seatId, alignment: e.was, was: e.alignment });
  }
  return applyEffects(s, inverse);
}

/** A seat died: the persistent effects of its ability end ("any ability with a persistent effect will end upon the player's death"). */
export function endEffectsOf(s: ClocktowerState, seatId: string): ClocktowerState {
  // Sects & Violets: a Minion the Vigormortis killed keeps its ability, and its effects with it.
  if (keepsAbility(s.seats[seatId])) return s;
  if (!Object.values(s.seats).some((x) => x.reminders.some((r) => r.from === seatId))) return s;
  return mapSeats(s, (seat) => ({ ...seat, reminders: seat.reminders.filter((r) => r.from !== seatId) }));
}
