import { makeResetLink } from "@/lib/auth/moderators";
import { fail, ok, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { requireOwner } from "../../../require-owner";

type Ctx = { params: Promise<{ id: string }> };

/** A one-use password-reset token for the account, valid 24 hours: in this answer only (stored hashed). */
export const POST = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const me = await requireOwner(req);
  const made = await makeResetLink(me.id, id);
  if (!made) return fail(404, msg("settings.moderators.api.noAccount"));
  return ok(made, { status: 201 });
});
