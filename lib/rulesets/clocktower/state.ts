import type { SeatId } from "../../game/core";
import type { Alignment, Character, Script } from "./script/types";
import type { Bag } from "./setup/bag";

/** A reminder token placed by a seat (kept for the full grimoire: placed by later issues). */
export interface PlacedReminder {
  characterId: string;
  text: string;
}

/** What the Lunatic is told: the Demon they think they are, their "Minions" and their bluffs. */
export interface LunaticBelief {
  demonId: string;
  /** Null: the real Minions. */
  minionSeatIds: SeatId[] | null;
  /** Null: the Demon's bluffs. */
  bluffs: string[] | null;
}

/** One seat's grimoire entry. */
export interface SeatGrimoire {
  characterId: string;
  alignment: Alignment;
  traveller: boolean;
  alive: boolean;
  reminders: PlacedReminder[];
  lunatic?: LunaticBelief;
}

export interface ClocktowerState {
  /** The game's frozen copy of its script. */
  script: Script | null;
  /** Characters not on the script that the storyteller brought into this game. */
  extraCharacters: Character[];
  bag: Bag | null;
  deal: { mode: "random" | "manual"; seed: string } | null;
  /** Per seat, keyed by seat id: only seats that hold a character. */
  seats: Record<SeatId, SeatGrimoire>;
  /** The Demon's three bluffs. */
  bluffs: string[];
  /** Fabled in play: public. */
  fabled: string[];
}

export function initialClocktowerState(): ClocktowerState {
  return { script: null, extraCharacters: [], bag: null, deal: null, seats: {}, bluffs: [], fabled: [] };
}
