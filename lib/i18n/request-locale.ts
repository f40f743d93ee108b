import "server-only";
import { cookies, headers } from "next/headers";
import { LOCALE_COOKIE, type Locale } from "./locales";
import { localeOfHeaders } from "./reader-locale";

/** The language of the page being rendered (app router). */
export async function requestLocale(): Promise<Locale> {
  const [h, jar] = await Promise.all([headers(), cookies()]);
  return localeOfHeaders(h, jar.get(LOCALE_COOKIE)?.value);
}
