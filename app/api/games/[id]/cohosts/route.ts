import { inviteCohost, listCohostInvites, removeCohost, withdrawCohostInvite } from "@/lib/db/games";
import { inviteSchema } from "@/lib/game/api-schemas";
import { fail, ok, readBody, requireGameAccess, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { cohostRemovalSchema } from "@/lib/game/api-schemas";

type Ctx = { params: Promise<{ id: string }> };

/** The invitations not yet accepted, by the username the host typed. */
export const GET = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  await requireGameAccess(req, id);
  return ok({ invites: await listCohostInvites(id) });
});

/**
 * Invites a co-host by username. The answer is the same whether or not the username exists: the
 * invitee accepts on their games page, and only then appears among the members.
 */
export const POST = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { me, role } = await requireGameAccess(req, id);
  // Only the host grants access, so removing a co-host cannot leave someone they let in behind.
  if (role !== "host") return fail(403, msg("gamePage.api.hostInvites"));
  const { username } = await readBody(req, inviteSchema);
  const result = await inviteCohost(id, username, me.id);
  if (!result.ok) return fail(400, result.error, { field: "username" });
  return ok({ username: result.username, invited: true }, { status: 201 });
});

export const DELETE = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { role } = await requireGameAccess(req, id);
  if (role !== "host") return fail(403, msg("gamePage.api.hostRemoves"));
  const body = await readBody(req, cohostRemovalSchema);
  if ("username" in body) {
    if (!(await withdrawCohostInvite(id, body.username))) return fail(404, msg("gamePage.api.noInvitation"));
    return ok({});
  }
  // What they granted goes with them: the members they invited and the player links they made.
  if (!(await removeCohost(id, body.userId))) return fail(404, msg("gamePage.api.notCohost"));
  return ok({});
});
