import { prisma } from "@/lib/db/client";
import { sseResponse } from "@/lib/live/sse";
import { requireGameAccess, route } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** For the moderator's page: a `version` event after every change, by anyone, to the game. */
export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
  return sseResponse(req, {
    gameId: id,
    frame: async () => {
      const g = await prisma.game.findUnique({ where: { id }, select: { version: true } });
      return g ? { event: "version", data: { version: g.version } } : null;
    },
  });
});
