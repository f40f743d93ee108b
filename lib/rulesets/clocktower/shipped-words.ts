import type { WordsPath } from "../../i18n/namespaces";

/** The catalogue's parts Clocktower's screens read (its game page ships them) and its posts are written in. */
export const SHIPPED_WORDS = {
  page: ["clocktower", "ctNight", "ctRules", "ctDay", "day", "dayRules", "characters.sheet", "characters.step"],
  posts: ["day", "dayRules", "ctDay", "ctRules", "ctNight", "clocktower"],
} as const satisfies { page: readonly WordsPath[]; posts: readonly WordsPath[] };
