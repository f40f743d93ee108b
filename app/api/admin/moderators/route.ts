import { listAccounts } from "@/lib/auth/moderators";
import { ok, route } from "@/lib/http";
import { requireOwner } from "../require-owner";

/** Every account (Settings → Moderators): the owner only. */
export const GET = route(async (req) => {
  const me = await requireOwner(req);
  return ok({ accounts: await listAccounts(me.id) });
});
