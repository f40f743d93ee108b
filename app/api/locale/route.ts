/**
 * The language switch: remembers the choice in the `locale` cookie and, for a signed-in moderator,
 * on their account (so that another browser of theirs speaks it too).
 */
import { currentModerator } from "@/lib/auth/identity";
import { crossSiteRefusal } from "@/lib/auth/same-origin";
import { setAccountLocale } from "@/lib/db/account-locale";
import { env } from "@/lib/env";
import { fail, ok, readBody, route } from "@/lib/http";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/i18n/locales";
import { localeSchema } from "@/lib/game/api-schemas";

export const POST = route(async (req) => {
  const refusal = crossSiteRefusal(req, env.APP_URL);
  if (refusal) return fail(refusal.status, refusal.error);
  const { locale } = await readBody(req, localeSchema);
  const me = await currentModerator(req.headers);
  if (me) await setAccountLocale(me.id, locale);
  const response = ok({ locale, savedOnAccount: !!me });
  response.cookies.set(LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: "lax",
    secure: !!env.APP_URL?.startsWith("https://"),
  });
  return response;
});
