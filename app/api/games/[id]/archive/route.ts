import { setArchived } from "@/lib/db/games";
import { notFound, ok, readBody, requireGameAccess, route } from "@/lib/http";
import { archiveSchema } from "@/lib/game/api-schemas";

type Ctx = { params: Promise<{ id: string }> };

/** Archives (or unarchives) the game in the caller's own games list; the game itself is unchanged. */
export const POST = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { me } = await requireGameAccess(req, id);
  const { archived } = await readBody(req, archiveSchema);
  if (!(await setArchived(id, me.id, archived))) return notFound();
  return ok({ archived });
});
