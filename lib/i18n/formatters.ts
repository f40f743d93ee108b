/**
 * Formatters of full keys by language, for code outside React that formats in a language it is given
 * (the day's posts and count in the game's language: lib/rulesets/clocktower/day/words.ts). On the server the whole
 * catalogues are installed (lib/i18n/messages.ts; instrumentation.ts loads it at start); in the browser
 * a page installs the words it holds (lib/i18n/use-words-in.ts), so that no client bundle holds a
 * catalogue. Kept on globalThis: the server's bundles (instrumentation, routes, pages) each have their
 * own copy of this module.
 */
import type { Locale } from "./locales";
import type { Formatter } from "./message";

interface Registry {
  catalogues?: (locale: Locale) => Formatter;
  installed: Map<Locale, Formatter>;
}
const KEY = Symbol.for("grimoire.i18n.formatters");
const global = globalThis as { [KEY]?: Registry };
const registry: Registry = (global[KEY] ??= { installed: new Map() });

/** The server's whole catalogues (lib/i18n/messages.ts). */
export function installCatalogues(load: (locale: Locale) => Formatter): void {
  registry.catalogues = load;
}

/** In the browser: the words a page holds in `locale`. On the server, which has every word, nothing. */
export function installFormatter(locale: Locale, format: Formatter): void {
  if (typeof window === "undefined") return;
  registry.installed.set(locale, format);
}

export function formatterIn(locale: Locale): Formatter {
  let format = registry.installed.get(locale);
  if (!format && registry.catalogues) registry.installed.set(locale, (format = registry.catalogues(locale)));
  // In a browser, code that formats at a module's start (a schema's message, a default plan's names) may
  // run before, or on a page without, the words of its language: it gets the keys, never a crashed page.
  return format ?? keysOnly;
}

const keysOnly: Formatter = (key) => key;

/** Whether every word is here: on the server (and in tests), not in a browser. */
export function hasCatalogues(): boolean {
  return !!registry.catalogues;
}
