import { isBearer } from "@/lib/auth/identity";
import { createInviteCode, listInviteCodes } from "@/lib/db/invite-codes";
import { env } from "@/lib/env";
import { fail, ok, requireModerator, route } from "@/lib/http";

/** The moderator's unused invite codes (not the codes themselves: those are shown once). */
export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ registration: env.REGISTRATION, invites: await listInviteCodes(me.id) });
});

/** A one-use invite code, valid for a week, from a signed-in session. */
export const POST = route(async (req) => {
  if (isBearer(req.headers)) return fail(403, "Make invite codes from a signed-in session (Settings).");
  const me = await requireModerator(req);
  if (env.REGISTRATION !== "invite")
    return fail(400, `Invite codes are not needed: registration on this server is ${env.REGISTRATION}.`);
  return ok(await createInviteCode(me.id), { status: 201 });
});
