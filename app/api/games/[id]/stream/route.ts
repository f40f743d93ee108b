import { loadGame } from "@/lib/db/event-store";
import type { GameState } from "@/lib/game/ruleset";
import { sseResponse } from "@/lib/live/sse";
import { requireGameAccess, route } from "@/lib/http";
import { engine } from "@/lib/registry";

type Ctx = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/**
 * For the moderator's page: a `version` event (the game's version) after every change, by anyone.
 * While the host plays a seat, the game's version would count the other players' hidden actions, so
 * the stream sends a `view` event instead, only when what the host sees changed; its number counts
 * this stream's frames and nothing else.
 */
export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
  let shown: GameState | null = null;
  return sseResponse(req, {
    gameId: id,
    frame: async (_seq, lastSent) => {
      const game = await loadGame(id);
      if (!game) return null;
      if (engine.playingHostSeat(game.state) === null) {
        shown = null;
        return { event: "version", data: { version: game.version } };
      }
      const changed = shown === null || engine.moderatorViewChanged(shown, game.state, new Date());
      shown = game.state;
      // An unchanged view repeats the last number, which the stream does not send again.
      return { event: "view", data: { version: changed ? lastSent + 1 : lastSent } };
    },
  });
});
