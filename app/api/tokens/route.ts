import { createApiToken, listApiTokens } from "@/lib/db/api-tokens";
import { createTokenSchema } from "@/lib/game/api-schemas";
import { isBearer } from "@/lib/auth/identity";
import { fail, ok, readBody, requireModerator, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";

export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ tokens: await listApiTokens(me.id) });
});

const DAY = 24 * 60 * 60 * 1000;

/**
 * The token itself is in this response only; the database keeps its hash. Tokens are made from a
 * signed-in session only: a token that could make tokens would let a leaked one outlive its revocation.
 */
export const POST = route(async (req) => {
  if (isBearer(req.headers)) return fail(403, msg("gamePage.api.tokensSession"));
  const me = await requireModerator(req);
  const { name, expiresInDays } = await readBody(req, createTokenSchema);
  const created = await createApiToken(me.id, name, expiresInDays ? new Date(Date.now() + expiresInDays * DAY) : null);
  return ok(created, { status: 201 });
});
