import type { Formatter } from "../../../i18n/message";
import type { Locale } from "../../../i18n/locales";
import { listIn } from "../../../i18n/list-values";

/** "Amelia died in the night.", "Amelia and Dolby died in the night."; `none` when nobody did. */
export const nightDeathsSentence = (w: Formatter, locale: Locale, names: readonly string[], none: string) =>
  names.length ? w("diedInNight", { names: listIn(locale, names) }) : none;
