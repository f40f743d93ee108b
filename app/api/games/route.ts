import { createGame } from "@/lib/db/event-store";
import { listGamesWithSummaries } from "@/lib/db/game-list";
import { createGameSchema } from "@/lib/game/api-schemas";
import { ok, readBody, requireModerator, route } from "@/lib/http";

export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ games: await listGamesWithSummaries(me.id, new Date()) });
});

export const POST = route(async (req) => {
  const me = await requireModerator(req);
  const body = await readBody(req, createGameSchema);
  const game = await createGame({ ...body, ownerId: me.id, now: new Date() });
  return ok({ game: { ...game, publicUrl: `/town/${game.slug}` } }, { status: 201 });
});
