import { importGame } from "@/lib/db/game-transfer";
import { fail, ok, readJsonBody, requireModerator, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { BODY_LIMITS } from "@/lib/body";

export const POST = route(async (req) => {
  const me = await requireModerator(req);
  const raw = await readJsonBody(req, BODY_LIMITS.import, "The file is not valid JSON.");
  const result = await importGame(raw, me.id);
  if (!result.ok)
    return fail(400, msg("gamePage.api.notAnExport", { reason: result.errors[0] ?? "" }), { errors: result.errors });
  return ok({ game: { id: result.id, slug: result.slug, publicUrl: `/town/${result.slug}` } }, { status: 201 });
});
