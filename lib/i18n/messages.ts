/**
 * The catalogues (messages/<locale>/*.json, see catalogues.ts) and a translator for code that renders outside a request's
 * language: the town square and player pages speak the game's language, whoever reads them.
 */
import { createTranslator } from "next-intl";
import { en, ja, type Messages } from "./catalogues";
import type { Locale } from "./locales";
import { say, type Formatter, type Phrase } from "./message";

export type { Messages };

const CATALOGUES: Record<Locale, Messages> = { en, ja };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/** A translator for one language, outside any request (the game's language on its public pages). */
export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: CATALOGUES[locale] });
}
export type Translator = ReturnType<typeof translatorFor>;

/** Renders the rules' words (lib/i18n/message.ts) in one language. */
export function sayIn(locale: Locale, text: Phrase): string {
  return say(translatorFor(locale) as unknown as Formatter, text);
}
