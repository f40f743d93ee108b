import { invitationsFor } from "@/lib/db/games";
import { ok, requireModerator, route } from "@/lib/http";

/** The co-host invitations waiting for the signed-in moderator. */
export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ invitations: await invitationsFor(me.id) });
});
