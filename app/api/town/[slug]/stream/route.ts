import { prisma } from "@/lib/db/client";
import { publicTownFor, townFrame } from "@/lib/town";
import { sseResponse } from "@/lib/live/sse";
import { fail, route } from "@/lib/http";

type Ctx = { params: Promise<{ slug: string }> };

export const dynamic = "force-dynamic";

/** Live public view: a `view` event now and after every change; `gone` when it stops being public. */
export const GET = route<Ctx>(async (req, { params }) => {
  const { slug } = await params;
  const game = await prisma.game.findUnique({ where: { slug }, select: { id: true, published: true } });
  if (!game || !game.published) return fail(404, "No such town square.");
  return sseResponse(req, {
    gameId: game.id,
    frame: async (seq) => {
      const town = await publicTownFor(game.id, seq);
      return town ? { version: town.version, encoded: townFrame(town) } : null;
    },
  });
});
