import { loadGame } from "@/lib/service/games";
import { sseResponse } from "@/lib/live/sse";
import { requireGameAccess, route } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/**
 * For the moderator's page: a `version` event (the moderators' version) after every change they can
 * see. While the host plays a seat, an event that changes nothing the host sees leaves that version
 * as it was (lib/db/event-store.ts), so it sends no frame.
 */
export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
  return sseResponse(req, {
    gameId: id,
    frame: async () => {
      const game = await loadGame(id);
      return game ? { event: "version", data: { version: game.moderatorVersion } } : null;
    },
  });
});
