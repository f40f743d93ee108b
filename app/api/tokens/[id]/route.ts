import { revokeApiToken } from "@/lib/db/api-tokens";
import { notFound, ok, requireModerator, route } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

export const DELETE = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const me = await requireModerator(req);
  if (!(await revokeApiToken(me.id, id))) return notFound("token");
  return ok({});
});
