/** Installs the catalogues for the rules' code that formats in a given language (lib/i18n/formatters.ts). */
import { installCatalogues } from "./formatters";
import { translator } from "./render";
import type { Formatter } from "./message";

installCatalogues((locale) => translator(locale) as unknown as Formatter);
