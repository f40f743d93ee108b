import { deleteScript, getScript, isBuiltInScriptId, updateScript } from "@/lib/db/scripts";
import { fail, notFound, ok, readBody, requireModerator, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { BODY_LIMITS } from "@/lib/body";
import { invalidScript } from "@/lib/invalid-script";
import { replaceScriptSchema } from "@/lib/game/api-schemas";

type Ctx = { params: Promise<{ id: string }> };

const builtInRefusal = () => fail(400, msg("gamePage.api.builtInScript"));

export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const me = await requireModerator(req);
  const script = await getScript(me.id, id);
  if (!script) return notFound("script");
  return ok({ script });
});

/** Replaces the whole script: `{ script }` (the Script type, as GET returns it). */
export const PUT = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const me = await requireModerator(req);
  const body = await readBody(req, replaceScriptSchema, BODY_LIMITS.script);
  if (isBuiltInScriptId(id)) return builtInRefusal();
  const result = await updateScript(me.id, id, body.script);
  if (!result) return notFound("script");
  if (!result.ok) return invalidScript(result.problems);
  return ok({ script: result.value });
});

export const DELETE = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const me = await requireModerator(req);
  if (isBuiltInScriptId(id)) return builtInRefusal();
  if (!(await deleteScript(me.id, id))) return notFound("script");
  return ok({});
});
