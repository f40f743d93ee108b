import { isBearer } from "@/lib/auth/identity";
import { createInviteCode, listInviteCodes } from "@/lib/db/invite-codes";
import { env } from "@/lib/env";
import { fail, ok, requireModerator, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";

/** The moderator's unused invite codes (not the codes themselves: those are shown once). */
export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ registration: env.REGISTRATION, invites: await listInviteCodes(me.id) });
});

/** A one-use invite code, valid for a week, from a signed-in session. */
export const POST = route(async (req) => {
  if (isBearer(req.headers)) return fail(403, msg("gamePage.api.inviteCodesSession"));
  const me = await requireModerator(req);
  if (env.REGISTRATION !== "invite")
    return fail(400, msg("gamePage.api.inviteCodesNotNeeded", { registration: env.REGISTRATION }));
  return ok(await createInviteCode(me.id), { status: 201 });
});
