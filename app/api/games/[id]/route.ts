import { loadGame } from "@/lib/service/games";
import { deleteGame, listMembers } from "@/lib/db/games";
import { fail, notFound, ok, requireGameAccess, route, withTextFor } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { engine } from "@/lib/registry";

type Ctx = { params: Promise<{ id: string }> };

export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { role } = await requireGameAccess(req, id);
  const game = await loadGame(id);
  if (!game) return notFound();
  return ok({
    game: await withTextFor(req, {
      id: game.id,
      slug: game.slug,
      publicUrl: `/town/${game.slug}`,
      version: game.moderatorVersion,
      role,
      members: await listMembers(id),
      view: engine.moderatorView(game.state, new Date()),
    }),
  });
});

export const DELETE = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { role } = await requireGameAccess(req, id);
  if (role !== "host") return fail(403, msg("gamePage.api.hostDeletes"));
  await deleteGame(id);
  return ok({});
});
