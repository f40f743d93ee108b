import { prisma } from "@/lib/db/client";
import { resolveSeatToken } from "@/lib/db/seat-links";
import { sseResponse } from "@/lib/live/sse";
import { fail, route } from "@/lib/http";

type Ctx = { params: Promise<{ token: string }> };

export const dynamic = "force-dynamic";

/** For a player's page: a `view` event with the game's version after every change; `gone` if the link is revoked. */
export const GET = route<Ctx>(async (req, { params }) => {
  const { token } = await params;
  const link = await resolveSeatToken(token);
  if (!link) return fail(404, "No such player link.");
  return sseResponse(req, {
    gameId: link.gameId,
    frame: async () => {
      if (!(await resolveSeatToken(token))) return null;
      const g = await prisma.game.findUnique({ where: { id: link.gameId }, select: { version: true } });
      return g ? { event: "view", data: { version: g.version } } : null;
    },
  });
});
