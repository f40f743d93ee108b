/** Installs the catalogues for the rules' code that formats in a given language (lib/i18n/formatters.ts). */
import { installCatalogues } from "./formatters";
import { msg } from "./message";
import { render } from "./render";

installCatalogues((locale) => (key, values) => render(msg(key, values), locale));
