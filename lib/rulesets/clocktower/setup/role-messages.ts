import type { SeatId } from "../../../game/core";
import type { Alignment, Character, Team } from "../script/types";
import { msg, type Message, type MessageValue } from "../../../i18n/message";
import { ct, linesOf, listOf } from "../words";
import type { ClocktowerState } from "../state";
import { findCharacter } from "./bag";
import { DRUNK_ID } from "../editions/trouble-brewing/setup";
import { twinOf } from "../editions/sects-and-violets/evil";
import { n } from "../night/words";
import { nameAmong } from "../character-names";

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
  /** Sects & Violets: the Evil Twin and their good twin know each other (who, and which character). */
  twin?: { seatId: SeatId; name: string; character: string };
  /** The message to paste into the player's private message, in the game's language. */
  text: Message;
}

type SeatInfo = { id: SeatId; name: string };

const team = (t: Team) => msg(`clocktower.teams.${t}.one`);

/**
 * The role message in the game's language: the player reads it (their private link, the message the
 * storyteller pastes to them). Character names and abilities are the script's, passed as they are.
 */
function render(m: Omit<RoleMessage, "text">, lunatic: string): Message {
  const c = m.character;
  const lines: MessageValue[] = [
    ct("role.hello", { seat: m.seatName, character: c.name }),
    ct("role.type", { team: team(c.team), alignment: ct(`alignmentCap.${m.alignment}`) }),
    ct("role.ability", { ability: c.ability }),
  ];
  if (c.note) lines.push(ct("role.note", { note: c.note }));
  if (m.evilTeam) {
    lines.push("");
    if (m.evilTeam.length === 0) lines.push(ct("role.onlyEvil"));
    else {
      lines.push(ct("role.fellowEvil"));
      for (const e of m.evilTeam)
        lines.push(ct("role.evilLine", { name: e.name, type: team(e.type === "Demon" ? "demon" : "minion") }));
    }
  }
  if (m.lunatics && m.lunatics.length > 0)
    lines.push("", ct("role.lunatic", { names: listOf(m.lunatics.map((l) => l.name)), lunatic }));
  if (m.bluffs) {
    lines.push("");
    lines.push(
      m.bluffs.length > 0 ? ct("role.bluffs", { names: listOf(m.bluffs.map((b) => b.name)) }) : ct("role.noBluffs"),
    );
  }
  if (m.demons)
    lines.push(
      "",
      m.demons.length > 0 ? ct("role.demon", { names: listOf(m.demons.map((d) => d.name)) }) : ct("role.noDemon"),
    );
  if (m.twin) lines.push("", n("svEvil.role.twin", { name: m.twin.name, character: m.twin.character }));
  return ct("role.text", { text: linesOf(lines) });
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
 * whose Demon (or the Drunk whose Townsfolk) the storyteller has not chosen (a message then would give
 * them away).
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
  // What was learnt at the deal stays as it was: a character changed since (the Snake Charmer's swap, the
  // Pit-Hag's, a Demon's succession) is told to its player alone, never to the evil team.
  const dealtTeamOf = (id: SeatId) => {
    const e = state.seats[id];
    return e && !e.traveller ? findCharacter(pool, dealtCharacterId(state, id))?.team : undefined;
  };
  const isEvilTeam = (t: Team | undefined) => t === "minion" || t === "demon";
  const dealtSeats = seats.filter((s) => state.seats[s.id] && !state.seats[s.id]!.traveller);
  const startingEvil = dealtSeats.filter((s) => isEvilTeam(dealtTeamOf(s.id)));
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
      entry.lunatic.minionSeatIds ?? startingEvil.filter((s) => dealtTeamOf(s.id) === "minion").map((s) => s.id);
    m = {
      ...base,
      character: shown(demon),
      alignment: "evil",
      evilTeam: minionIds
        .filter((id) => id !== seatId)
        .map((id) => ({ seatId: id, name: nameOf(id), type: "Minion" as const })),
      bluffs: bluffs(entry.lunatic.bluffs ?? state.bluffs),
    };
  } else if (character.id === DRUNK_ID) {
    // The Drunk is told the Townsfolk they believe they are, never that they are the Drunk.
    if (!entry.drunk) return null;
    const believed = findCharacter(pool, entry.drunk.believesId);
    if (!believed) return null;
    m = { ...base, character: shown(believed), alignment: entry.alignment };
  } else {
    m = { ...base, character: shown(character), alignment: entry.alignment };
    // The evil team and the bluffs as dealt, to a player still on that team: one made evil later learns neither.
    const dealt = dealtTeamOf(seatId);
    if (isEvilTeam(character.team) && isEvilTeam(dealt)) {
      m.evilTeam = startingEvil
        .filter((s) => s.id !== seatId)
        .map((s) => ({
          seatId: s.id,
          name: s.name,
          type: dealtTeamOf(s.id) === "demon" ? ("Demon" as const) : ("Minion" as const),
        }));
    }
    if (character.team === "demon" && dealt === "demon") {
      m.bluffs = bluffs(state.bluffs);
      if (lunaticSeats.length > 0) m.lunatics = lunaticSeats;
    }
  }
  // Sects & Violets: each twin learns the other (the good twin: the seat marked "Twin" by the Evil Twin).
  const twin = twinOf(state, seatId);
  if (twin && !entry.traveller) {
    const dealtTwin = dealtCharacterId(state, twin);
    m.twin = { seatId: twin, name: nameOf(twin), character: findCharacter(pool, dealtTwin)?.name ?? dealtTwin };
  }
  // The Lunatic as the script names it (a Japanese script's name in a Japanese message).
  const lunatic = nameAmong([...pool.script.characters, ...(pool.extraCharacters ?? [])], LUNATIC_ID);
  return { ...m, text: render(m, lunatic) };
}

/**
 * The character a seat was dealt (or given by the storyteller's hand): its character now with the changes
 * the nights applied (a step's `character` effects, the dawn's) taken back, from the first.
 */
export function dealtCharacterId(state: ClocktowerState, seatId: SeatId): string {
  const nights = Object.values(state.nights ?? {}).sort((a, b) => a.number - b.number);
  for (const night of nights)
    for (const list of [...Object.values(night.applied ?? {}), night.dawnEffects ?? []])
      for (const e of list) if (e.kind === "character" && e.seatId === seatId) return e.was;
  return state.seats[seatId]?.characterId ?? "";
}

/** Every seat's role message, in seat order. */
export function roleMessages(state: ClocktowerState, seats: readonly SeatInfo[]): RoleMessage[] {
  return seats.map((s) => roleMessageFor(state, seats, s.id)).filter((m): m is RoleMessage => m !== null);
}

/** The last line of an evil traveller's role message: who the Demon is (null for anyone else). */
export function demonLine(m: RoleMessage | null): Message | null {
  if (!m?.demons) return null;
  return m.demons.length > 0 ? ct("role.demon", { names: listOf(m.demons.map((d) => d.name)) }) : ct("role.noDemon");
}
