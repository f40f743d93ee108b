import { BUNDLED_CHARACTERS } from "@/lib/rulesets/clocktower";
import { deleteCustomCharacter, importCharacterCatalogue, listCustomCharacters } from "@/lib/db/scripts";
import { invalidScript } from "@/lib/invalid-script";
import { fail, ok, readBody, requireModerator, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { BODY_LIMITS } from "@/lib/body";
import { characterImportSchema } from "@/lib/game/api-schemas";

/** The characters scripts can name: the bundled ones and the moderator's imported ones (`custom`). */
export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ bundled: BUNDLED_CHARACTERS, custom: await listCustomCharacters(me.id) });
});

/** Imports a character catalogue; a character with the same id as one already imported replaces it. */
export const POST = route(async (req) => {
  const me = await requireModerator(req);
  const body = await readBody(req, characterImportSchema, BODY_LIMITS.script);
  const result = await importCharacterCatalogue(me.id, Array.isArray(body) ? body : body.json);
  if (!result.ok) {
    return invalidScript(result.problems, "catalogue");
  }
  return ok({ imported: result.value.map((c) => ({ id: c.id, name: c.name, team: c.team })) }, { status: 201 });
});

/** `?id=<characterId>` removes one imported character. */
export const DELETE = route(async (req) => {
  const me = await requireModerator(req);
  const id = new URL(req.url).searchParams.get("id");
  if (!id) return fail(400, msg("gamePage.api.characterId", { example: "?id=<character id>" }), { field: "id" });
  if (!(await deleteCustomCharacter(me.id, id))) return fail(404, msg("gamePage.api.noCharacter", { id }));
  return ok({});
});
