import { loadGame } from "@/lib/service/games";
import { createMissingSeatLinks } from "@/lib/db/seat-links";
import { announceLinks } from "@/lib/service/commands";
import { notFound, ok, requireGameAccess, route } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/**
 * Makes a private link for every seat that has none. The tokens are in this answer only; seats that
 * already had a link keep it and are listed in `kept`. While the host plays a seat, each link remade
 * for another seat (one whose earlier link was revoked) is announced on the town square (decision 010).
 */
export const POST = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { me } = await requireGameAccess(req, id);
  const game = await loadGame(id);
  if (!game) return notFound();
  const seatIds = game.state.core.seats.map((s) => s.id);
  const made = await createMissingSeatLinks(id, seatIds, me.id);
  const madeIds = new Set(made.map((m) => m.seatId));
  await announceLinks(
    id,
    game.state,
    made.filter((m) => m.remade).map((m) => m.seatId),
  );
  return ok(
    {
      links: made.map((m) => ({ seatId: m.seatId, token: m.token, url: `/seat/${m.token}` })),
      kept: seatIds.filter((s) => !madeIds.has(s)),
    },
    { status: made.length ? 201 : 200 },
  );
});
