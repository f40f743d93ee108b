import { importGame } from "@/lib/service/games";
import { fail, ok, readJsonBody, requireModerator, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { render } from "@/lib/i18n/render";
import { localeOfRequest } from "@/lib/i18n/reader-locale";
import { BODY_LIMITS } from "@/lib/body";

export const POST = route(async (req) => {
  const me = await requireModerator(req);
  const raw = await readJsonBody(req, BODY_LIMITS.import, msg("errors.body.fileNotJson"));
  const result = await importGame(raw, me.id);
  if (!result.ok) {
    // The list beside the first reason is said in the request's language here: `fail` renders only its message.
    const locale = await localeOfRequest(req);
    return fail(400, msg("gamePage.api.notAnExport", { reason: result.errors[0] ?? "" }), {
      errors: result.errors.map((e) => render(e, locale)),
    });
  }
  return ok({ game: { id: result.id, slug: result.slug, publicUrl: `/town/${result.slug}` } }, { status: 201 });
});
