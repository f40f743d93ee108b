/**
 * The language of a request's reader: the switch's cookie, the signed-in account's, Accept-Language,
 * English (chooseLocale). Free of the app router's `next/headers`, so that a handler served by the
 * pages router (lib/api/pages-route.ts) can ask it too; request-locale.ts asks it for a page.
 */
import { currentModerator } from "../auth/identity";
import { accountLocale } from "../db/account-locale";
import { localeCookie } from "./header-locale";
import { chooseLocale, type Locale } from "./locales";

/** The language of a request from its headers: cookie, account, Accept-Language, English (see chooseLocale). */
export function localeOfHeaders(h: Headers, cookie: string | null | undefined): Promise<Locale> {
  return chooseLocale({
    cookie,
    account: async () => {
      const me = await currentModerator(h);
      return me ? accountLocale(me.id) : null;
    },
    acceptLanguage: h.get("accept-language"),
  });
}

/** The language of a route handler's request. */
export function localeOfRequest(req: Request): Promise<Locale> {
  return localeOfHeaders(req.headers, localeCookie(req.headers.get("cookie")));
}
