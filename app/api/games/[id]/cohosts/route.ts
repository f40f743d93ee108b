import { z } from "zod";
import { inviteCohost, removeCohost } from "@/lib/db/games";
import { inviteSchema } from "@/lib/game/api-schemas";
import { fail, ok, readBody, requireGameAccess, route } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

export const POST = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { me, role } = await requireGameAccess(req, id);
  // Only the host grants access, so removing a co-host cannot leave someone they let in behind.
  if (role !== "host") return fail(403, "Only the game's host can invite co-hosts.");
  const { username } = await readBody(req, inviteSchema);
  const result = await inviteCohost(id, username, me.id);
  if (!result.ok) return fail(400, result.error, { field: "username" });
  return ok({ username: result.username }, { status: 201 });
});

export const DELETE = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const { role } = await requireGameAccess(req, id);
  if (role !== "host") return fail(403, "Only the game's host can remove co-hosts.");
  const { userId } = await readBody(req, z.object({ userId: z.string().min(1, "userId is required") }));
  if (!(await removeCohost(id, userId))) return fail(404, "That moderator is not a co-host of this game.");
  // What they granted went with them: the members they invited and the player links they made.
  return ok({});
});
