"use client";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { say, type Formatter, type Phrase } from "./message";

/** In a client component: a formatter of full keys in the reader's language (for parts that take one, the character sheet). */
export function useFormat(): Formatter {
  return useTranslations() as unknown as Formatter;
}

/** In a client component: renders the rules' words (a message from a view) in the reader's language. */
export function useSay(): (text: Phrase) => string {
  const t = useTranslations();
  return useCallback((text: Phrase) => say(t as unknown as Formatter, text), [t]);
}
