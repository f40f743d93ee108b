import type { SeatId } from "../../../game/core";
import { TEAM_LABELS, type Alignment, type Character, type Team } from "../script/types";
import type { ClocktowerState } from "../state";
import { findCharacter } from "./bag";

export const LUNATIC_ID = "lunatic";

export interface RoleMessage {
  seatId: SeatId;
  seatName: string;
  /** The character as the player is told it: a Lunatic is told their Demon. */
  character: { id: string; name: string; team: Team; ability: string; note?: string };
  alignment: Alignment;
  /** Starting evil players: the others on their team, by type, never by character. */
  evilTeam?: Array<{ seatId: SeatId; name: string; type: "Minion" | "Demon" }>;
  /** A Demon's (or a Lunatic's) three good characters not in play. */
  bluffs?: Array<{ id: string; name: string }>;
  /** The real Demon learns who the Lunatic is. */
  lunatics?: Array<{ seatId: SeatId; name: string }>;
  /** An evil traveller learns who the Demon is. */
  demons?: Array<{ seatId: SeatId; name: string }>;
  /** The message to paste into the player's private message. */
  text: string;
}

type SeatInfo = { id: SeatId; name: string };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const list = (names: string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

function render(m: Omit<RoleMessage, "text">): string {
  const c = m.character;
  const lines = [
    `${m.seatName}, you are the ${c.name}.`,
    `Type: ${TEAM_LABELS[c.team].one} · Alignment: ${cap(m.alignment)}`,
    `Ability: ${c.ability}`,
  ];
  if (c.note) lines.push(`Note: ${c.note}`);
  if (m.evilTeam) {
    lines.push("");
    if (m.evilTeam.length === 0) lines.push("You are the only starting evil player.");
    else {
      lines.push("Your fellow evil players (you learn who they are and their character types, not their characters):");
      for (const e of m.evilTeam) lines.push(`- ${e.name}: ${e.type}`);
    }
  }
  if (m.lunatics && m.lunatics.length > 0)
    lines.push(
      "",
      `The Lunatic is ${list(m.lunatics.map((l) => l.name))}: they think they are the Demon. You will learn who they choose at night.`,
    );
  if (m.bluffs) {
    lines.push("");
    lines.push(
      m.bluffs.length > 0
        ? `Three good characters not in play, for you to bluff: ${list(m.bluffs.map((b) => b.name))}.`
        : "Your bluffs: the storyteller has not chosen them yet.",
    );
  }
  if (m.demons)
    lines.push(
      "",
      m.demons.length > 0 ? `The Demon is ${list(m.demons.map((d) => d.name))}.` : "There is no Demon in play.",
    );
  return lines.join("\n");
}

const shown = (c: Character): RoleMessage["character"] => ({
  id: c.id,
  name: c.name,
  team: c.team,
  ability: c.ability,
  ...(c.note ? { note: c.note } : {}),
});

/**
 * The role message for one seat, or null when the seat holds no character yet, or holds the Lunatic
 * whose Demon the storyteller has not chosen (a message then would give the Lunatic away).
 */
export function roleMessageFor(state: ClocktowerState, seats: readonly SeatInfo[], seatId: SeatId): RoleMessage | null {
  const entry = state.seats[seatId];
  const seat = seats.find((s) => s.id === seatId);
  if (!entry || !seat || !state.script) return null;
  const pool = { script: state.script, extraCharacters: state.extraCharacters };
  const character = findCharacter(pool, entry.characterId);
  if (!character) return null;
  const nameOf = (id: SeatId) => seats.find((s) => s.id === id)?.name ?? id;
  const teamOf = (id: SeatId) => {
    const e = state.seats[id];
    return e && !e.traveller ? findCharacter(pool, e.characterId)?.team : undefined;
  };
  const dealtSeats = seats.filter((s) => state.seats[s.id] && !state.seats[s.id]!.traveller);
  const startingEvil = dealtSeats.filter((s) => teamOf(s.id) === "minion" || teamOf(s.id) === "demon");
  const demonSeats = dealtSeats.filter((s) => teamOf(s.id) === "demon").map((s) => ({ seatId: s.id, name: s.name }));
  const lunaticSeats = dealtSeats
    .filter((s) => state.seats[s.id]!.characterId === LUNATIC_ID)
    .map((s) => ({ seatId: s.id, name: s.name }));
  const bluffs = (ids: string[]) => ids.map((id) => ({ id, name: findCharacter(pool, id)?.name ?? id }));
  const base = { seatId, seatName: seat.name };

  let m: Omit<RoleMessage, "text">;
  if (entry.traveller) {
    m = { ...base, character: shown(character), alignment: entry.alignment };
    if (entry.alignment === "evil") m.demons = demonSeats;
  } else if (character.id === LUNATIC_ID) {
    if (!entry.lunatic) return null;
    const demon = findCharacter(pool, entry.lunatic.demonId);
    if (!demon) return null;
    const minionIds =
      entry.lunatic.minionSeatIds ?? startingEvil.filter((s) => teamOf(s.id) === "minion").map((s) => s.id);
    m = {
      ...base,
      character: shown(demon),
      alignment: "evil",
      evilTeam: minionIds
        .filter((id) => id !== seatId)
        .map((id) => ({ seatId: id, name: nameOf(id), type: "Minion" as const })),
      bluffs: bluffs(entry.lunatic.bluffs ?? state.bluffs),
    };
  } else {
    m = { ...base, character: shown(character), alignment: entry.alignment };
    if (character.team === "minion" || character.team === "demon") {
      m.evilTeam = startingEvil
        .filter((s) => s.id !== seatId)
        .map((s) => ({
          seatId: s.id,
          name: s.name,
          type: teamOf(s.id) === "demon" ? ("Demon" as const) : ("Minion" as const),
        }));
    }
    if (character.team === "demon") {
      m.bluffs = bluffs(state.bluffs);
      if (lunaticSeats.length > 0) m.lunatics = lunaticSeats;
    }
  }
  return { ...m, text: render(m) };
}

/** Every seat's role message, in seat order. */
export function roleMessages(state: ClocktowerState, seats: readonly SeatInfo[]): RoleMessage[] {
  return seats.map((s) => roleMessageFor(state, seats, s.id)).filter((m): m is RoleMessage => m !== null);
}
