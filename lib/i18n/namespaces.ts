/**
 * Which words each page's client components read: the one place per route that decides what its
 * client provider ships (lib/i18n/client-words.tsx). Server components read the whole catalogue
 * (getTranslations); a client provider carries only these, so a phone downloads the words its page
 * uses and no other page's. A nested NextIntlClientProvider replaces its parent's messages (it does
 * not merge), so each set lists everything the client components under it read, and the root's set
 * only what the shared header reads. A path is a namespace ("games") or a part of one ("postPicker").
 *
 * Measured (gzip, Japanese reader): before, every app page carried its reader's whole catalogue in the
 * payload (sign-in HTML 40.8 KB, a game page 41.0 KB) and the game page's JavaScript both languages'
 * catalogues (401 KB); after, sign-in 3.9 KB, games 6.3 KB, a Clocktower game 24.4 KB, Secret Moon
 * 15.5 KB, Kemomimi 17.6 KB, game JS 330 KB. The figures and their budgets: e2e/i18n-bytes.spec.ts.
 */
import type { Messages } from "./catalogues";

export type Namespace = keyof Messages;
/** A namespace or a part of one, "postPicker". */
export type WordsPath = Namespace | `${Namespace}.${string}`;

/** The header (language switch, sign out) on every page. */
export const CHROME_WORDS = ["language", "nav"] as const satisfies readonly WordsPath[];

/** The sign-in and sign-up forms. */
export const AUTH_WORDS = ["auth", "gamePage.signUp"] as const satisfies readonly WordsPath[];

/** The games list's forms (new game, import, archive and delete, co-host invitations). */
export const GAMES_WORDS = ["games"] as const satisfies readonly WordsPath[];

/** The scripts pages: their forms and editors, and the character sheet. */
export const SCRIPTS_WORDS = [
  "scripts",
  "clocktower.grimoireRules.edit",
  "clocktower.grimoireRules.markers",
  "clocktower.grimoireRules.script",
  "nameList",
  "gamePage.zod",
  "clocktower.sheet",
  "clocktower.teams",
  "characters.sheet",
  "copy",
] as const satisfies readonly WordsPath[];

/** The settings page's panels. */
export const SETTINGS_WORDS = ["settings", "copy", "characters.settings"] as const satisfies readonly WordsPath[];

/**
 * A game's page, by its rule system: the board's words and the rules' (a view's messages are keys of
 * these namespaces, rendered by useSay). `errors` is every rule system's (warnings and refusals).
 */
const GAME_BOARD: readonly WordsPath[] = [
  "board",
  "gamePage",
  "saveStatus",
  "warning",
  "copy",
  "errors",
  "postPicker",
  "outlets",
];
/**
 * Each rule system names its own parts (`words.page` of its Ruleset, lib/rulesets/<id>/shipped-words.ts);
 * what a game publishes in the game's language (`words.posts`), which a moderator may not read, is
 * shipped to the page only when it differs from the reader's (lib/i18n/use-words-in.ts).
 */
export const gameWords = (ruleset: { words: { page: readonly WordsPath[] } }): readonly WordsPath[] => [
  ...GAME_BOARD,
  ...ruleset.words.page,
];

type Tree = { [key: string]: string | Tree };

/** The parts of a catalogue named by `paths`, nested as in the catalogue; a path it lacks is left out. */
export function pick(messages: Messages | Tree, paths: readonly string[]): Tree {
  const out: Tree = {};
  // A part of a namespace that is there whole is there already (and the catalogue is never written to).
  const covered = (path: string) => paths.some((other) => path.startsWith(`${other}.`));
  for (const path of paths) {
    if (covered(path)) continue;
    const parts = path.split(".");
    let from: string | Tree | undefined = messages as Tree;
    for (const p of parts) from = typeof from === "object" ? from[p] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const p of parts.slice(0, -1)) {
      const next = to[p];
      to = to[p] = typeof next === "object" ? next : {};
    }
    to[parts.at(-1)!] = from;
  }
  return out;
}

/** Whether `path` is a namespace or a part of one (a route handler's check of what it is asked for). */
export function isWordsPath(messages: Messages, path: string): path is WordsPath {
  let from: unknown = messages;
  for (const p of path.split(".")) {
    if (typeof from !== "object" || from === null || !Object.hasOwn(from, p)) return false;
    from = (from as Tree)[p];
  }
  return typeof from === "object";
}
