import { useLocale } from "next-intl";
import { useCallback } from "react";
import type { Locale } from "./locales";
import { nameList } from "./name-list";

/** `nameList` in the reader's language. */
export function useNameList(): (names: readonly string[]) => string {
  const locale = useLocale() as Locale;
  return useCallback((names: readonly string[]) => nameList(locale, names), [locale]);
}
