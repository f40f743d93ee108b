"use client";
/**
 * In a client component: a formatter of full keys in a language that may not be the reader's (a
 * game's posts in the game's language). The reader's language is already on the page; another one's
 * words are fetched once from /api/messages/<locale> (only the namespaces asked for), so no client
 * bundle holds a catalogue. Null while they are on their way. The formatter is also installed for the
 * rules' code that formats in a given language (lib/i18n/formatters.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { createTranslator, useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { installFormatter } from "./formatters";
import type { Locale } from "./locales";
import type { Formatter } from "./message";
import type { WordsPath } from "./namespaces";

export function useFormatterIn(locale: Locale, words: readonly WordsPath[]): Formatter | null {
  const reader = useLocale();
  const t = useTranslations();
  const same = locale === reader;
  const query = useQuery({
    queryKey: ["messages", locale, ...words],
    enabled: !same,
    staleTime: Infinity,
    queryFn: async () => {
      const res = await fetch(`/api/messages/${locale}?${new URLSearchParams(words.map((w) => ["ns", w]))}`);
      if (!res.ok) throw new Error(res.statusText);
      return (await res.json()) as Record<string, unknown>;
    },
  });
  const fetched = query.data;
  return useMemo(() => {
    const format = same
      ? (t as unknown as Formatter)
      : fetched
        ? (createTranslator({ locale, messages: fetched as never }) as unknown as Formatter)
        : null;
    // For the rules' code that formats in a language it is given (lib/rulesets/clocktower/day/words.ts).
    if (format) installFormatter(locale, format);
    return format;
  }, [same, t, fetched, locale]);
}
