import { duplicateScript } from "@/lib/db/scripts";
import { notFound, ok, readBody, requireModerator, route } from "@/lib/http";
import { duplicateScriptSchema } from "@/lib/game/api-schemas";

type Ctx = { params: Promise<{ id: string }> };

/** A copy in the moderator's library (of a built-in or one's own script). Body optional: `{ name }`. */
export const POST = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const me = await requireModerator(req);
  const hasBody =
    (req.headers.get("content-length") ?? "0") !== "0" || req.headers.get("content-type")?.includes("json");
  const { name } = hasBody ? await readBody(req, duplicateScriptSchema) : { name: undefined };
  const copy = await duplicateScript(me.id, id, name);
  if (!copy) return notFound("script");
  return ok({ script: copy }, { status: 201 });
});
