import { engine } from "@/lib/registry";
import type { GameState } from "@/lib/game/ruleset";
import { runCommand } from "./event-store";

/**
 * Playing-host mode (decision 009): a link the host makes for another seat after the deal could let
 * her open that seat's secrets, so it is announced on the town square. The host's own seat and
 * games whose host only moderates (or has not dealt yet) announce nothing.
 */
export async function announceLinks(gameId: string, game: GameState, seatIds: readonly string[]): Promise<void> {
  const host = engine.playingHostSeat(game);
  if (host === null) return;
  for (const seatId of seatIds) {
    if (seatId === host) continue;
    await runCommand({
      gameId,
      actor: { kind: "system" },
      command: { type: "seat.linkRemade", seatId },
      force: true,
      now: new Date(),
    });
  }
}
