import type { WordsPath } from "../../i18n/namespaces";

/** The catalogue's parts Kemomimi Panic's screens read (its game page ships them) and its posts are written in. */
export const SHIPPED_WORDS = {
  page: ["kemomimi", "nameList"],
  posts: ["kemomimi", "nameList"],
} as const satisfies { page: readonly WordsPath[]; posts: readonly WordsPath[] };
