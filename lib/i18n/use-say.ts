"use client";
/**
 * In a client component, the one way to say the rules' words. `useSay()` renders a message from a
 * view in the reader's language. `useSay(locale, words)` in a language that may not be the reader's
 * (a game's posts in the game's language): the reader's words are already on the page, another
 * language's are fetched once from /api/messages/<locale> (only the namespaces asked for), so no client
 * bundle holds a catalogue; null while they are on their way.
 */
import { useQuery } from "@tanstack/react-query";
import { createTranslator, useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Locale } from "./locales";
import { sayWith, type Say } from "./message";
import type { WordsPath } from "./namespaces";

export function useSay(): Say;
export function useSay(locale: Locale, words: readonly WordsPath[]): Say | null;
export function useSay(locale?: Locale, words: readonly WordsPath[] = []): Say | null {
  const reader = useLocale();
  const t = useTranslations();
  const wanted = locale ?? reader;
  const same = wanted === reader;
  const query = useQuery({
    queryKey: ["messages", wanted, ...words],
    enabled: !same,
    staleTime: Infinity,
    queryFn: async () => {
      const res = await fetch(`/api/messages/${wanted}?${new URLSearchParams(words.map((w) => ["ns", w]))}`);
      if (!res.ok) throw new Error(res.statusText);
      return (await res.json()) as Record<string, unknown>;
    },
  });
  const fetched = query.data;
  return useMemo(() => {
    if (same) return sayWith(wanted, t);
    if (!fetched) return null;
    return sayWith(wanted, createTranslator({ locale: wanted, messages: fetched as never }));
  }, [same, t, fetched, wanted]);
}
