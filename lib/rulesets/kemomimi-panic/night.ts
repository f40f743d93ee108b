import type { SeatId } from "../../game/core";
import type { RoleId } from "./roles";
import { inGame, type KemomimiState, type Moon } from "./state";

/** Who steals under each moon: Crescent Moon on new moon nights, Full Moon (8 players) on full moons. */
export const THIEF_OF_MOON: Record<Moon, RoleId> = { new: "crescentMoon", full: "fullMoon" };

export const flip = (m: Moon): Moon => (m === "new" ? "full" : "new");

/** The thief who steals tonight, or null when no thief of this moon is in the game. */
export function thiefTonight(s: KemomimiState): SeatId | null {
  return inGame(s).find((p) => p.role === THIEF_OF_MOON[s.moon])?.seatId ?? null;
}
