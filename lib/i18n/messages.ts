/**
 * The catalogues (messages/<locale>.json) and a translator for code that renders outside a request's
 * language: the town square and player pages speak the game's language, whoever reads them.
 */
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import type { Locale } from "./locales";

export type Messages = typeof en;

const CATALOGUES: Record<Locale, Messages> = { en, ja };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/** A translator for one language, outside any request (the game's language on its public pages). */
export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: CATALOGUES[locale] });
}
export type Translator = ReturnType<typeof translatorFor>;
