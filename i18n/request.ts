/** next-intl's per-request configuration (named by next.config.js): the language and its catalogue. */
import { getRequestConfig } from "next-intl/server";
import { requestLocale } from "@/lib/i18n/request-locale";
import { catalogue } from "@/lib/i18n/render";

export default getRequestConfig(async () => {
  const locale = await requestLocale();
  // Times are formatted by lib/game/deadline-format.ts in the viewer's zone with UTC beside it; UTC here
  // only keeps the server and the browser agreeing on anything next-intl formats itself.
  return { locale, messages: catalogue(locale), timeZone: "UTC" };
});
