/**
 * A request's language from its headers alone: the switch's cookie, else `Accept-Language`, else
 * English. For the answers given before an account is known or where none is looked up (the sign-in
 * and sign-up refusals, the pages router's API routes); a signed-in moderator's pages use
 * reader-locale.ts, which asks the account too.
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type Locale } from "./locales";

/** The `locale` cookie's value in a `Cookie` header, if any. */
export function localeCookie(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader
    ?.split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
}

export function localeOfCookieOrBrowser(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  const cookie = localeCookie(cookieHeader);
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
