import { createGame } from "@/lib/service/games";
import { listGamesWithSummaries } from "@/lib/service/games";
import { createGameSchema } from "@/lib/game/api-schemas";
import { fail, ok, readBody, requireModerator, route } from "@/lib/http";
import { isOffered, rulesetChoices } from "@/lib/registry";
import { msg } from "@/lib/i18n/message";
import { localeOfRequest } from "@/lib/i18n/reader-locale";

export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ games: await listGamesWithSummaries(me.id, new Date(), await localeOfRequest(req)) });
});

export const POST = route(async (req) => {
  const me = await requireModerator(req);
  const body = await readBody(req, createGameSchema);
  // A test-only rule system (test/rulesets/) is refused as any unknown one is, outside the tests' server.
  if (!isOffered(body.rulesetId))
    return fail(
      400,
      msg("gamePage.zod.nameOneOf", { name: "rulesetId", options: rulesetChoices.map((r) => r.id).join(", ") }),
      { field: "rulesetId" },
    );
  // A game speaks its host's language unless they chose another (the cookie, the account, the browser).
  const language = body.language ?? (await localeOfRequest(req));
  const game = await createGame({ ...body, language, ownerId: me.id, now: new Date() });
  return ok({ game: { ...game, publicUrl: `/town/${game.slug}` } }, { status: 201 });
});
