import { crossSiteRefusal } from "@/lib/auth/same-origin";
import { resetPassword } from "@/lib/auth/moderators";
import { env } from "@/lib/env";
import { fail, ok, readBody, route } from "@/lib/http";
import { resetPasswordSchema } from "@/lib/game/api-schemas";

/** Sets a new password with a one-use reset link's token (/reset-password?token=…); no session needed. */
export const POST = route(async (req) => {
  const refusal = crossSiteRefusal(req, env.APP_URL);
  if (refusal) return fail(refusal.status, refusal.error);
  const { token, password } = await readBody(req, resetPasswordSchema);
  const r = await resetPassword(token, password);
  return r.ok ? ok({}) : fail(r.status, r.error);
});
