import { createGame } from "@/lib/db/event-store";
import { listGamesFor } from "@/lib/db/games";
import { createGameSchema } from "@/lib/game/api-schemas";
import { ok, readBody, requireModerator, route } from "@/lib/http";

export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ games: await listGamesFor(me.id) });
});

export const POST = route(async (req) => {
  const me = await requireModerator(req);
  const body = await readBody(req, createGameSchema);
  const game = await createGame({ ...body, ownerId: me.id, now: new Date() });
  return ok({ game: { ...game, publicUrl: `/town/${game.slug}` } }, { status: 201 });
});
