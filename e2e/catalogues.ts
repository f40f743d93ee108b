/**
 * The app's catalogues for a spec that writes text as the app does (a deadline through
 * lib/game/deadline-format.ts): read from messages/<locale>/*.json, since Playwright's loader
 * imports no JSON modules; `SAY[locale]` is their words, handed to the rules as the server hands its own.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { sayWith, type Say } from "../lib/i18n/message";
import { LOCALES, type Locale } from "../lib/i18n/locales";

export type Tree = { [key: string]: string | Tree };

export function readCatalogue(locale: Locale): Tree {
  const dir = path.join(import.meta.dirname, "..", "messages", locale);
  const out: Tree = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const json = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Tree;
    // app.json holds several namespaces at its top; every other file is the namespace it is named for.
    if (file === "app.json") Object.assign(out, json);
    else out[file.replace(/\.json$/, "")] = json;
  }
  return out;
}

export const CATALOGUES = Object.fromEntries(LOCALES.map((l) => [l, readCatalogue(l)])) as Record<Locale, Tree>;

export const SAY = Object.fromEntries(
  LOCALES.map((l) => [l, sayWith(l, createTranslator({ locale: l, messages: CATALOGUES[l] }))]),
) as Record<Locale, Say>;
