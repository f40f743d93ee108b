import "server-only";
import { cookies, headers } from "next/headers";
import { currentModerator } from "../auth/identity";
import { accountLocale } from "../db/account-locale";
import { chooseLocale, LOCALE_COOKIE, type Locale } from "./locales";

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

/** The language of the page being rendered (app router). */
export async function requestLocale(): Promise<Locale> {
  const [h, jar] = await Promise.all([headers(), cookies()]);
  return localeOfHeaders(h, jar.get(LOCALE_COOKIE)?.value);
}

/** The language of a route handler's request. */
export function localeOfRequest(req: Request): Promise<Locale> {
  const cookie = req.headers
    .get("cookie")
    ?.split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return localeOfHeaders(req.headers, cookie);
}
