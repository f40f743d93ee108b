import { loadGame } from "@/lib/service/games";
import { listSeatLinks, makeSeatLink, revokeSeatLink } from "@/lib/db/seat-links";
import { announceLinks } from "@/lib/service/commands";
import { fail, notFound, ok, readBody, requireGameAccess, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { seatLinkSchema } from "@/lib/game/api-schemas";

type Ctx = { params: Promise<{ id: string }> };

export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
  return ok({ links: await listSeatLinks(id) });
});

/**
 * Creates (or rotates) the seat's private link. The token is in this answer only. While the host
 * plays a seat, a link remade for another seat is announced on the town square (decision 010); a
 * seat's first link is not.
 */
export const POST = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { me } = await requireGameAccess(req, id);
  const { seatId } = await readBody(req, seatLinkSchema);
  const game = await loadGame(id);
  if (!game) return notFound();
  if (!game.state.core.seats.some((s) => s.id === seatId))
    return fail(400, msg("gamePage.rules.noSeat", { seat: seatId }), { field: "seatId" });
  const { token, remade } = await makeSeatLink(id, seatId, me.id);
  if (remade) await announceLinks(id, game.state, [seatId]);
  return ok({ seatId, token, url: `/seat/${token}` }, { status: 201 });
});

export const DELETE = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
  const { seatId } = await readBody(req, seatLinkSchema);
  if (!(await revokeSeatLink(id, seatId))) return fail(404, msg("gamePage.api.noSeatLink"));
  return ok({});
});
