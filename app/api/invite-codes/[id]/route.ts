import { deleteInviteCode } from "@/lib/db/invite-codes";
import { notFound, ok, requireModerator, route } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

export const DELETE = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const me = await requireModerator(req);
  if (!(await deleteInviteCode(me.id, id))) return notFound("inviteCode");
  return ok({});
});
