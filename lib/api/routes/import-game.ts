import { storeImport } from "@/lib/db/game-transfer";
import { fail, HttpError, ok, requireModerator, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { render } from "@/lib/i18n/render";
import { localeOfRequest } from "@/lib/i18n/reader-locale";
import { BODY_LIMITS, BodyError, readBytes } from "@/lib/body";
import type { ImportAnswer } from "@/lib/import/job";

/** Reads, checks and folds an upload: on a worker thread for the server (lib/import/off-thread.ts). */
export type PrepareUpload = (bytes: Uint8Array<ArrayBuffer>, userId: string) => Promise<ImportAnswer>;

/** POST /api/games/import: a game file imported as a new game of the signed-in moderator. */
export const importGameRoute = (prepare: PrepareUpload) =>
  route(async (req) => {
    const me = await requireModerator(req);
    const bytes = await readBytes(req, BODY_LIMITS.import).catch((e: unknown) => {
      if (e instanceof BodyError) throw new HttpError(fail(e.problem.status, e.problem.error));
      throw e;
    });
    const answer = await prepare(bytes, me.id);
    if ("body" in answer) return fail(answer.body.status, answer.body.error);
    if (!answer.file.ok) {
      // The list beside the first reason is said in the request's language here: `fail` renders only its message.
      const locale = await localeOfRequest(req);
      const errors = answer.file.errors;
      return fail(400, msg("gamePage.api.notAnExport", { reason: errors[0] ?? "" }), {
        errors: errors.map((e) => render(e, locale)),
      });
    }
    const game = await storeImport(answer.file.prepared, me.id);
    return ok({ game: { id: game.id, slug: game.slug, publicUrl: `/town/${game.slug}` } }, { status: 201 });
  });
