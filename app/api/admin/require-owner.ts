import { isBearer } from "@/lib/auth/identity";
import { isOwner } from "@/lib/db/official-data";
import { fail, HttpError, requireModerator } from "@/lib/http";
import { msg } from "@/lib/i18n/message";

/**
 * The owner, from a signed-in session: the accounts are managed from Settings only (an API token
 * that leaked must not be able to take accounts over); anyone else gets a 403.
 */
export async function requireOwner(req: Request) {
  if (isBearer(req.headers)) throw new HttpError(fail(403, msg("settings.moderators.api.session")));
  const me = await requireModerator(req);
  if (!(await isOwner(me.id))) throw new HttpError(fail(403, msg("settings.moderators.api.ownerOnly")));
  return me;
}
