/**
 * The catalogues (messages/<locale>/*.json, see catalogues.ts) and a translator for code that renders outside a request's
 * language: the town square and player pages speak the game's language, whoever reads them.
 */
import { createTranslator } from "next-intl";
import { en, ja, type Messages } from "./catalogues";
import type { Locale } from "./locales";
import { say, type Formatter, type Phrase } from "./message";
import { installCatalogues } from "./formatters";

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

// Code outside React that formats in a language it is given (lib/i18n/formatters.ts) finds every word here.
installCatalogues((locale) => translatorFor(locale) as unknown as Formatter);

/** A formatter of full keys in one language, for parts that render on the server and in the browser alike. */
export function formatterFor(locale: Locale): Formatter {
  return translatorFor(locale) as unknown as Formatter;
}

/** Renders the rules' words (lib/i18n/message.ts) in one language. */
export function sayIn(locale: Locale, text: Phrase): string {
  return say(translatorFor(locale) as unknown as Formatter, text);
}
