"use client";
/**
 * Installs the page's own words (its reader's language) for code outside React that formats in a
 * language it is given (lib/i18n/formatters.ts), before the components under it render.
 */
import { useLocale, useTranslations } from "next-intl";
import { installFormatter } from "./formatters";
import type { Locale } from "./locales";
import type { Formatter } from "./message";

export function InstallReaderWords({ children }: { children: React.ReactNode }) {
  const t = useTranslations();
  installFormatter(useLocale() as Locale, t as unknown as Formatter);
  return children;
}
