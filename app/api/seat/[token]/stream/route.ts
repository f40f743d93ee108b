import { resolveSeatToken } from "@/lib/db/seat-links";
import { seatVersionFor } from "@/lib/seat";
import { sseResponse } from "@/lib/live/sse";
import { fail, route } from "@/lib/http";

type Ctx = { params: Promise<{ token: string }> };

export const dynamic = "force-dynamic";

/**
 * For a player's page: a `view` event with the version of what this seat sees, sent only when that
 * moves (another seat's night action sends nothing); `gone` if the link is revoked.
 */
export const GET = route<Ctx>(async (req, { params }) => {
  const { token } = await params;
  const link = await resolveSeatToken(token);
  if (!link) return fail(404, "No such player link.");
  return sseResponse(req, {
    gameId: link.gameId,
    frame: async () => {
      if (!(await resolveSeatToken(token))) return null;
      const version = await seatVersionFor(link.gameId, link.seatId);
      return version === null ? null : { event: "view", data: { version } };
    },
  });
});
