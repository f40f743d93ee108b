import {
  createScript,
  importScriptToLibrary,
  listScripts,
  type StoredScript,
  type StoreResult,
} from "@/lib/db/scripts";
import { invalidScript } from "@/lib/invalid-script";
import { fail, ok, readBody, requireModerator, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { BODY_LIMITS } from "@/lib/body";
import { createScriptSchema } from "@/lib/game/api-schemas";

export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ scripts: await listScripts(me.id) });
});

export const POST = route(async (req) => {
  const me = await requireModerator(req);
  const body = await readBody(req, createScriptSchema, BODY_LIMITS.script);
  let result: StoreResult<StoredScript>;
  if (Array.isArray(body)) result = await importScriptToLibrary(me.id, body);
  else if (body.json !== undefined) result = await importScriptToLibrary(me.id, body.json);
  else if (body.script !== undefined) result = await createScript(me.id, body.script);
  else if (body.name)
    result = await createScript(me.id, {
      name: body.name,
      author: body.author ?? "",
      characters: [],
      firstNight: ["dusk", "minioninfo", "demoninfo", "dawn"],
      otherNight: ["dusk", "dawn"],
    });
  else return fail(400, msg("gamePage.api.scriptBody"), { field: "json" });
  if (!result.ok) return invalidScript(result.problems);
  return ok({ script: result.value }, { status: 201 });
});
