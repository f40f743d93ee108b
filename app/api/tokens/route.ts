import { createApiToken, listApiTokens } from "@/lib/db/api-tokens";
import { createTokenSchema } from "@/lib/game/api-schemas";
import { ok, readBody, requireModerator, route } from "@/lib/http";

export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ tokens: await listApiTokens(me.id) });
});

/** The token itself is in this response only; the database keeps its hash. */
export const POST = route(async (req) => {
  const me = await requireModerator(req);
  const { name } = await readBody(req, createTokenSchema);
  const created = await createApiToken(me.id, name);
  return ok(created, { status: 201 });
});
