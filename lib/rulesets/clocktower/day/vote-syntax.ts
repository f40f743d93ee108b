/**
 * The commands players type in a post, found in one stretch of text (a line, or the part of it
 * outside code and struck-out text):
 * `/vote X`, `vote: X`, `VOTE X`, `vote X` at the start of a line, `##vote X`, `[vote]X[/vote]`,
 * any of them inside bold, italic, colour or size BBCode or Markdown emphasis, in any case;
 * `/unvote`, `unvote`, `[unvote]`, `/unvote X`; several on one line ("unvote, vote X");
 * `/nominate X`, `/whisper X`, `/lock`, `/in, seat 3`, `/travel in`.
 */
export type ForumCommand = "vote" | "unvote" | "nominate" | "join" | "travel" | "whisper" | "lock";

export interface FoundCommand {
  index: number;
  command: ForumCommand;
  arg: string | null;
  /** The arg is exactly a name (a BBCode vote tag, a bold "VOTE: X"), not a name followed by prose. */
  exact: boolean;
  /**
   * A bare lower-case "vote x" at the start of a line: prose as often as a command ("vote counts are
   * up"), so it is proposed only when it names a player or a close spelling of one.
   */
  weak: boolean;
}

/** Emphasis that may wrap a command; removed before looking (the vote tags stay). */
const EMPHASIS =
  /\[\/?(?:b|i|u|em|strong|color|colour|size|font|highlight|big|small|center|left|right)(?:=[^\]]*)?\]/gi;
const MD_EMPHASIS = /\*{1,3}|(?<![\p{L}\p{N}])_{1,3}|_{1,3}(?![\p{L}\p{N}])/gu;

export function stripEmphasis(text: string): string {
  return text.replace(EMPHASIS, "").replace(MD_EMPHASIS, "");
}

const ARG = String.raw`((?:(?!\s\/[a-z]|\s#{2}\s?(?:un)?vote)[^\n])*)`;
const SLASH = new RegExp(
  String.raw`(^|[\s(>"'\]])\/(vote|unvote|nominate|nom|whisper|travel\s+in|in|lock(?:\s*vote)?)(?![\w-])${ARG}`,
  "gi",
);
const HASH = new RegExp(String.raw`(^|\s)##\s?(un)?vote(?![\w-])${ARG}`, "gi");
const VOTE_TAG = /\[vote\]\s*([^[]*?)\s*\[\/vote\]/gi;
const UNVOTE_TAG = /\[unvote\](?:\s*([^[]*?)\s*\[\/unvote\])?/gi;
/**
 * "vote: X", "VOTE X", "unvote", "/unvote" where a command may start, and after an earlier command
 * and a separator ("unvote, vote X", "/unvote and /vote X").
 */
const WORD_HEAD = String.raw`(\/|##\s?)?(un)?(vote)(?![\w-])(\s*[:=-])?`;
const FIRST = new RegExp(WORD_HEAD, "iuy");
const NEXT = new RegExp(String.raw`(\s*[,;]\s*|\.\s+|\s+(?:and|then)\s+)${WORD_HEAD}`, "iuy");
/**
 * Where a word command may start: the start of the line; after the end of a sentence
 * ("Wow. VOTE: Eggyolk"); anywhere for a capitalised VOTE or UNVOTE.
 */
const SENTENCE_END = /[.!?)]\s+/g;
const CAPITAL_VOTE = /(?<![\p{L}\p{N}_/#])(?=(?:UN)?VOTE(?![\w-]))/gu;

const SLASH_COMMANDS: Record<string, ForumCommand> = {
  vote: "vote",
  unvote: "unvote",
  nominate: "nominate",
  nom: "nominate",
  whisper: "whisper",
  in: "join",
  "travel in": "travel",
  lock: "lock",
  lockvote: "lock",
  "lock vote": "lock",
};

/** Where a word command's name ends: the next separator that may start another command. */
const WORD_ARG_END = /\s*[,;!?]|\.\s|\s+(?:and|then)\s+\/?(?:un)?vote\b|\s\/[a-z]/i;

function wordChain(text: string, start: number): { found: FoundCommand[]; end: number } {
  const found: FoundCommand[] = [];
  let at = start;
  let re = FIRST;
  for (;;) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) break;
    const [sep, slash, un, word, colon] = re === FIRST ? ["", ...m.slice(1)] : m.slice(1);
    const rest = text.slice(m.index + m[0].length);
    const end = WORD_ARG_END.exec(rest);
    const arg = (end ? rest.slice(0, end.index) : rest).trim();
    found.push({
      index: m.index + sep!.length,
      command: un ? "unvote" : "vote",
      arg: arg || null,
      exact: false,
      weak: !slash && !un && !colon && word !== "VOTE",
    });
    at = m.index + m[0].length + (end ? end.index : rest.length);
    if (!end) break;
    re = NEXT;
  }
  return { found, end: at };
}

function wordCommands(text: string): FoundCommand[] {
  const starts = new Set([0]);
  for (const m of text.matchAll(SENTENCE_END)) starts.add(m.index + m[0].length);
  for (const m of text.matchAll(CAPITAL_VOTE)) starts.add(m.index);
  const out: FoundCommand[] = [];
  let consumed = -1;
  for (const start of [...starts].sort((a, b) => a - b)) {
    if (start < consumed) continue;
    const { found, end } = wordChain(text, start);
    // Mid-line, a lower-case "vote x" is prose ("I'd say. vote for whoever"): not a command.
    if (found.length === 0 || (start > 0 && found[0]!.weak)) continue;
    out.push(...found);
    consumed = end;
  }
  return out;
}

export function findCommands(raw: string): FoundCommand[] {
  const out: FoundCommand[] = [];
  for (const m of raw.matchAll(VOTE_TAG))
    out.push({ index: m.index, command: "vote", arg: m[1]!.trim() || null, exact: true, weak: false });
  for (const m of raw.matchAll(UNVOTE_TAG))
    out.push({ index: m.index, command: "unvote", arg: m[1]?.trim() || null, exact: true, weak: false });
  const text = stripEmphasis(
    raw.replace(VOTE_TAG, (s) => " ".repeat(s.length)).replace(UNVOTE_TAG, (s) => " ".repeat(s.length)),
  );
  for (const m of text.matchAll(SLASH)) {
    const word = m[2]!.toLowerCase().replace(/\s+/g, " ");
    out.push({
      index: m.index + m[1]!.length,
      command: SLASH_COMMANDS[word] ?? SLASH_COMMANDS[word.replace(" ", "")]!,
      arg: m[3]!.trim() || null,
      exact: false,
      weak: false,
    });
  }
  for (const m of text.matchAll(HASH))
    out.push({
      index: m.index + m[1]!.length,
      command: m[2] ? "unvote" : "vote",
      arg: m[3]!.replace(/^\s*:/, "").trim() || null,
      exact: false,
      weak: false,
    });
  const lead = /^\s*/.exec(text)![0].length;
  for (const c of wordCommands(text.slice(lead))) out.push({ ...c, index: c.index + lead });
  // "/vote X" at the start of a line is found twice: the first reading stands.
  const seen = new Set<number>();
  return out.filter((c) => !seen.has(c.index) && Boolean(seen.add(c.index))).sort((a, b) => a.index - b.index);
}
