import type { WordsPath } from "../../i18n/namespaces";

/** The catalogue's parts Clocktower's screens read (its game page ships them) and its posts are written in. */
export const SHIPPED_WORDS = {
  page: ["clocktower", "nameList", "characters.sheet", "characters.step"],
  posts: ["clocktower", "nameList"],
} as const satisfies { page: readonly WordsPath[]; posts: readonly WordsPath[] };
