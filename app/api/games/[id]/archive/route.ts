import { z } from "zod";
import { setArchived } from "@/lib/db/games";
import { notFound, ok, readBody, requireGameAccess, route } from "@/lib/http";
import { schemaMessage } from "@/lib/i18n/zod-issues";

type Ctx = { params: Promise<{ id: string }> };
const body = z.object({
  archived: z.boolean({ error: schemaMessage("errors.schema.trueOrFalse", { name: "archived" }) }),
});

/** Archives (or unarchives) the game in the caller's own games list; the game itself is unchanged. */
export const POST = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { me } = await requireGameAccess(req, id);
  const { archived } = await readBody(req, body);
  if (!(await setArchived(id, me.id, archived))) return notFound();
  return ok({ archived });
});
