import { invitationsFor } from "@/lib/db/games";
import { ok, requireModerator, route } from "@/lib/http";
import { localeOfRequest } from "@/lib/i18n/reader-locale";

/** The co-host invitations waiting for the signed-in moderator. */
export const GET = route(async (req) => {
  const me = await requireModerator(req);
  return ok({ invitations: await invitationsFor(me.id, await localeOfRequest(req)) });
});
