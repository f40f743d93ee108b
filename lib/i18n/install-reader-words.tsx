"use client";
/**
 * Installs the page's own words (its reader's language) for code outside React that formats in a
 * language it is given (lib/i18n/formatters.ts), before the components under it render.
 */
import { useLocale, useTranslations } from "next-intl";
import { installFormatter } from "./formatters";
import type { Locale } from "./locales";
import { msg, sayWith } from "./message";

export function InstallReaderWords({ children }: { children: React.ReactNode }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const say = sayWith(locale, t);
  installFormatter(locale, (key, values) => say(msg(key, values)));
  return children;
}
