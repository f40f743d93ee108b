import { loadPlayerSeat } from "@/lib/seat";
import { fail, ok, route, withTextFor } from "@/lib/http";
import { msg } from "@/lib/i18n/message";

type Ctx = { params: Promise<{ token: string }> };

/** What the seat's player may know: the public view plus their own. A wrong or revoked token is a 404. */
export const GET = route<Ctx>(async (req, { params }) => {
  const seat = await loadPlayerSeat((await params).token);
  // No game to take a language from: the request's (route renders the message in it).
  if (!seat) return fail(404, msg("errors.seat.noLink"));
  return ok(
    { version: seat.version, seatId: seat.seatId, view: await withTextFor(req, seat.view) },
    { headers: { "cache-control": "no-store" } },
  );
});
