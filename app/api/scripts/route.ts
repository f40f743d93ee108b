import { z } from "zod";
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
import { schemaMessage } from "@/lib/i18n/zod-issues";
import { BODY_LIMITS } from "@/lib/body";

/** A body is a community script (an array), or `{ json }` (the same, or its text), `{ script }`, or `{ name, author }`. */
const createBody = z.union(
  [
    z.array(z.unknown()),
    z.object({
      json: z.unknown().optional(),
      script: z.unknown().optional(),
      name: z
        .string()
        .trim()
        .min(1, schemaMessage("gamePage.zod.nameNotEmpty", { name: "name" }))
        .max(120, schemaMessage("errors.schema.nameMaxCharacters", { name: "name", max: "120" }))
        .optional(),
      author: z
        .string()
        .trim()
        .max(120, schemaMessage("errors.schema.nameMaxCharacters", { name: "author", max: "120" }))
        .optional(),
    }),
  ],
  { error: schemaMessage("errors.schema.scriptBody") },
);

export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ scripts: await listScripts(me.id) });
});

export const POST = route(async (req) => {
  const me = await requireModerator(req);
  const body = await readBody(req, createBody, BODY_LIMITS.script);
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
