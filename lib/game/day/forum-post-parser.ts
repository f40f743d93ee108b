import type { SeatId } from "../core";
import { STORYTELLER } from "./roster";
import { matchExact, matchName, STORYTELLER_NAMES, type NamedSeat, type NameMatch } from "./name-matching";

/**
 * Reads votes and other commands out of a stretch of a forum thread pasted by the moderator.
 * It proposes; it never applies: each proposal (author seat, command, target seat, source line,
 * flags) is for the moderator to accept, edit or reject.
 *
 * Posts start at an author header:
 *   "Eggyolk said:" / "Eggyolk wrote:" (one word or a known name; phpBB's "wrote: ↑ date" too),
 *   "Post by Eggyolk » Tue Dec 01...", a Discord header "Eggyolk — Today at 18:02",
 *   a top-level "[quote=Eggyolk]...[/quote]" (also [quote="Eggyolk, post: 12, member: 3"] and
 *   [quote="eggyolk, post:3, topic:9"]), and the "Name: text" chat-log line (known names only, and
 *   only where posts are not already delimited by another header style).
 * Inside a post, quotes of other posts do not count: nested [quote] blocks, lines starting with ">",
 * and rendered XenForo quotes ("Kiiruma said:" ... "Click to expand..."). Code ([code], ``` and
 * `inline`) and struck-out text ([s], [strike], ~~) do not count either. Commands inside spoilers
 * ([spoiler], [details], ||...||) are proposed with the flag "in-spoiler": the moderator decides.
 */
export type ForumCommand = "vote" | "unvote" | "nominate" | "join" | "travel" | "whisper" | "lock";

export type ProposalFlag =
  /** Text before the first post header: nobody to attribute it to. */
  | "no-author"
  /** The header names someone who is not in the game. */
  | "unknown-author"
  | "unknown-name"
  | "ambiguous-name"
  | "missing-target"
  | "in-spoiler";

export interface Proposal {
  /** Index of the post in the paste (-1 for text before any header). */
  post: number;
  author: SeatId | typeof STORYTELLER | null;
  authorText: string | null;
  command: ForumCommand;
  target: SeatId | typeof STORYTELLER | null;
  /** The name as typed. */
  targetText: string | null;
  /** For "/in, seat 3". */
  seatNumber: number | null;
  /** Seats the moderator may mean: close spellings of an unknown name, or every match of an ambiguous one. */
  suggestions: SeatId[];
  line: string;
  lineNumber: number;
  flags: ProposalFlag[];
}

export type IgnoredReason = "quoted" | "code" | "struck out";

export interface IgnoredCommand {
  post: number;
  author: SeatId | typeof STORYTELLER | null;
  command: ForumCommand;
  targetText: string | null;
  line: string;
  lineNumber: number;
  reason: IgnoredReason;
}

export interface ParsedPost {
  index: number;
  author: SeatId | typeof STORYTELLER | null;
  authorText: string;
  lineNumber: number;
}

export interface ParseResult {
  posts: ParsedPost[];
  proposals: Proposal[];
  /** Commands seen but not proposed (quoted, in code, struck out), so the moderator can see why. */
  ignored: IgnoredCommand[];
}

export interface ParseOptions {
  /** How players may name the host in "/whisper Storyteller". */
  storytellerNames?: string[];
}

// ---------------------------------------------------------------- headers

const NAME = String.raw`@?([^\s:\[\]>][^:\[\]\n]{0,39}?)`;
const SAID_HEADER = new RegExp(
  String.raw`^${NAME}\s+(?:said|wrote|posted|says|writes)(?:\s+on\s+[^:]{1,40})?:\s*(?:↑.*)?$`,
  "i",
);
const PHPBB_HEADER = new RegExp(String.raw`^Post\s+by\s+${NAME}\s+[»>]`, "i");
const DISCORD_HEADER = new RegExp(
  String.raw`^${NAME}\s+[—–]\s+(?:Today|Yesterday|\d{1,4}[/.\-]\d{1,2}[/.\-]\d{1,4}|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b.*$`,
  "i",
);
const COLON_LINE = /^(?:\[[^\]]{1,30}\]\s*)?@?([^:\[\]\n/]{1,40}?):\s+(\S.*)$/;
const CLICK_TO_EXPAND = /^click to expand(?:\.{3}|…)?$/i;

const QUOTE_OPEN = /^\[quote(?:=("[^"]*"|[^\]]*)|\s+name="([^"]*)"[^\]]*|\s[^\]]*)?\]$/i;

function quoteAuthor(tag: string): string | null {
  const m = QUOTE_OPEN.exec(tag);
  if (!m) return null;
  const raw = (m[1] ?? m[2] ?? "").replace(/^"|"$/g, "");
  const name = raw.split(/[,;]/)[0]!.trim();
  return name || null;
}

// ---------------------------------------------------------------- commands

interface FoundCommand {
  index: number;
  command: ForumCommand;
  arg: string | null;
  /** The arg is exactly a name (BBCode vote tag, bold vote), not a name followed by prose. */
  exact: boolean;
}

const ARG = String.raw`((?:(?!\s\/[a-z])[^\n])*)`;
const SLASH = new RegExp(
  String.raw`(^|[\s(>"'*\]])\/(vote|unvote|nominate|nom|whisper|travel\s+in|in|lock(?:\s*vote)?)(?![\w-])${ARG}`,
  "gi",
);
const VOTE_TAG = /\[vote\]\s*([^[]*?)\s*\[\/vote\]/gi;
const BOLD_BB = /\[b\]\s*(un)?vote\s*:\s*([^[]+?)\s*\[\/b\]|\[b\]\s*(un)vote\s*:?\s*\[\/b\]/gi;
const BOLD_MD = /\*\*\s*(un)?vote\s*:\s*([^*]+?)\s*\*\*|\*\*\s*(un)vote\s*:?\s*\*\*/gi;
/** "[b]VOTE:[/b] Dolby", "**VOTE:** Dolby": the name after the bold label. */
const BOLD_LABEL = /\[b\]\s*vote\s*:\s*\[\/b\][ \t]*([^[\n]*)|\*\*\s*vote\s*:\s*\*\*[ \t]*([^*\n]*)/gi;

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

function findCommands(text: string): FoundCommand[] {
  const out: FoundCommand[] = [];
  for (const m of text.matchAll(SLASH)) {
    const word = m[2]!.toLowerCase().replace(/\s+/g, " ");
    out.push({
      index: m.index + m[1]!.length,
      command: SLASH_COMMANDS[word] ?? SLASH_COMMANDS[word.replace(" ", "")]!,
      arg: m[3]!.trim() || null,
      exact: false,
    });
  }
  for (const m of text.matchAll(VOTE_TAG))
    out.push({ index: m.index, command: "vote", arg: m[1]!.trim() || null, exact: true });
  for (const m of text.matchAll(BOLD_LABEL))
    out.push({ index: m.index, command: "vote", arg: (m[1] ?? m[2] ?? "").trim() || null, exact: false });
  for (const re of [BOLD_BB, BOLD_MD])
    for (const m of text.matchAll(re)) {
      const un = m[1] ?? m[3];
      out.push({ index: m.index, command: un ? "unvote" : "vote", arg: m[2]?.trim() || null, exact: true });
    }
  return out.sort((a, b) => a.index - b.index);
}

/** Splits text into stretches that count, and stretches that are code, struck out or inline spoilers. */
type Stretch = { text: string; kind: "plain" | "code" | "struck" | "spoiler" };
const INLINE = /(`[^`\n]+`)|(~~[^~\n]+~~)|(\[s\][\s\S]*?\[\/s\])|(\[strike\][\s\S]*?\[\/strike\])|(\|\|[^|\n]+\|\|)/gi;

function stretches(text: string): Stretch[] {
  const out: Stretch[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index), kind: "plain" });
    const kind = m[1] ? "code" : m[5] ? "spoiler" : "struck";
    const inner =
      kind === "spoiler"
        ? m[0].slice(2, -2)
        : kind === "code"
          ? m[0].slice(1, -1)
          : m[0].replace(/^(~~|\[s\]|\[strike\])|(~~|\[\/s\]|\[\/strike\])$/gi, "");
    out.push({ text: inner, kind });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), kind: "plain" });
  return out;
}

// ---------------------------------------------------------------- the parser

const STRUCTURE_TAG = /\[(\/?)(quote|spoiler|ispoiler|details|code)(?:[=\s][^\]]*)?\]/gi;

interface PostState {
  index: number;
  author: SeatId | typeof STORYTELLER | null;
  authorText: string | null;
  openedBy: "none" | "header" | "quote" | "colon";
}

const NO_POST: PostState = { index: -1, author: null, authorText: null, openedBy: "none" };

export function parseForumPosts(paste: string, roster: readonly NamedSeat[], options: ParseOptions = {}): ParseResult {
  const storytellerNames = options.storytellerNames ?? STORYTELLER_NAMES;
  // Quote tags get lines of their own, so that "[quote=X]Y said:" still shows Y's rendered quote.
  const sourceLines = paste.replace(/\r\n?/g, "\n").split("\n");
  const pieces = sourceLines.flatMap((text, i) =>
    text
      .split(/(?<=\[quote(?:[=\s][^\]]*)?\])|(?=\[\/quote\])/i)
      .filter((piece, j, all) => piece !== "" || all.length === 1)
      .map((piece) => ({ text: piece, lineNumber: i + 1, raw: text })),
  );
  const lines = pieces.map((p) => p.text);
  const posts: ParsedPost[] = [];
  const proposals: Proposal[] = [];
  const ignored: IgnoredCommand[] = [];
  let post: PostState = NO_POST;
  let quoteDepth = 0; // [quote] nesting, the post's own quote (when it opened the post) included
  let spoilerDepth = 0;
  let inCodeTag = false;
  let inFence = false;
  let inRenderedQuote = false;

  const exact = (name: string) => matchExact(name, roster, storytellerNames);
  const startPost = (authorText: string, openedBy: PostState["openedBy"], lineNumber: number) => {
    const author = exact(authorText);
    post = { index: posts.length, author, authorText: authorText.trim(), openedBy };
    posts.push({ index: post.index, author, authorText: authorText.trim(), lineNumber });
  };
  /** A name in a header counts if it is known, or a single word (an unknown author to flag). */
  const plausibleAuthor = (name: string) => exact(name) !== null || !/\s/.test(name.trim());
  const isQuoted = () => inRenderedQuote || quoteDepth > (post.openedBy === "quote" ? 1 : 0);

  const scan = (text: string, lineText: string, lineNumber: number, quoted: boolean) => {
    for (const s of stretches(text)) {
      for (const c of findCommands(s.text)) {
        const reason: IgnoredReason | null = quoted
          ? "quoted"
          : inCodeTag || inFence || s.kind === "code"
            ? "code"
            : s.kind === "struck"
              ? "struck out"
              : null;
        if (reason) {
          ignored.push({
            post: post.index,
            author: post.author,
            command: c.command,
            targetText: c.arg,
            line: lineText,
            lineNumber,
            reason,
          });
          continue;
        }
        proposals.push(propose(c, lineText, lineNumber, spoilerDepth > 0 || s.kind === "spoiler"));
      }
    }
  };

  const propose = (c: FoundCommand, line: string, lineNumber: number, inSpoiler: boolean): Proposal => {
    const flags: ProposalFlag[] = [];
    if (post.index < 0) flags.push("no-author");
    else if (post.author === null) flags.push("unknown-author");
    if (inSpoiler) flags.push("in-spoiler");
    let target: Proposal["target"] = null;
    let targetText: string | null = c.arg;
    let seatNumber: number | null = null;
    let suggestions: SeatId[] = [];
    if (c.command === "join" || c.command === "travel") {
      const m = /(?:seat\s*#?\s*|^[\s,:]*#?)(\d+)/i.exec(c.arg ?? "");
      seatNumber = m ? Number(m[1]) : null;
      targetText = null;
    } else if (c.command === "lock") {
      targetText = null;
    } else {
      const wanted = c.command !== "unvote";
      const arg = c.arg?.replace(/^[\s:=,\-–—>]+/, "") || null;
      const named = arg
        ? matchName(c.exact ? arg : arg.split(/[.,;!?]|\s[-–—]\s/)[0]!, roster, storytellerNames)
        : ({ kind: "missing" } as const);
      // Only a whisper may name the Storyteller; a vote or nomination of "ST" names nobody.
      const match: NameMatch =
        named.kind === "seat" && named.target === STORYTELLER && c.command !== "whisper"
          ? { kind: "unknown", text: named.text, suggestions: [] }
          : named;
      if (!wanted && match.kind !== "seat") {
        targetText = null; // "/unvote for now": the name is optional and prose is not a name
      } else if (match.kind === "seat") {
        target = match.target;
        targetText = match.text;
      } else if (match.kind === "missing") {
        targetText = null;
        if (wanted) flags.push("missing-target");
      } else {
        targetText = match.text;
        suggestions = match.suggestions;
        flags.push(match.kind === "ambiguous" ? "ambiguous-name" : "unknown-name");
      }
    }
    return {
      post: post.index,
      author: post.author,
      authorText: post.authorText,
      command: c.command,
      target,
      targetText,
      seatNumber,
      suggestions,
      line: line.trim(),
      lineNumber,
      flags,
    };
  };

  for (let i = 0; i < lines.length; i++) {
    const { raw, lineNumber } = pieces[i]!;
    const line = lines[i]!.trim();

    // Code fences: nothing inside counts.
    if (/^```/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      scan(line, raw, lineNumber, false);
      continue;
    }
    // A rendered XenForo quote runs until "Click to expand...".
    if (inRenderedQuote) {
      if (CLICK_TO_EXPAND.test(line)) inRenderedQuote = false;
      else scan(line, raw, lineNumber, true);
      continue;
    }

    const atTopOfPost = quoteDepth === 0 && spoilerDepth === 0 && !inCodeTag;
    if (atTopOfPost || (post.openedBy === "quote" && quoteDepth === 1 && spoilerDepth === 0 && !inCodeTag)) {
      const said = SAID_HEADER.exec(line);
      if (said && plausibleAuthor(said[1]!)) {
        if (renderedQuoteAhead(lines, i + 1)) {
          inRenderedQuote = true;
          continue;
        }
        if (atTopOfPost) {
          startPost(said[1]!, "header", lineNumber);
          continue;
        }
      }
      if (atTopOfPost) {
        const other = PHPBB_HEADER.exec(line) ?? DISCORD_HEADER.exec(line);
        if (other && plausibleAuthor(other[1]!)) {
          startPost(other[1]!, "header", lineNumber);
          continue;
        }
        const colon = COLON_LINE.exec(line);
        if (colon && (post.openedBy === "none" || post.openedBy === "colon") && exact(colon[1]!) !== null) {
          startPost(colon[1]!, "colon", lineNumber);
          scan(colon[2]!, raw, lineNumber, false);
          continue;
        }
      }
    }
    // Markdown / e-mail quotes.
    if (/^>/.test(line) && !/^>!/.test(line)) {
      scan(line.replace(/^>+\s?/, ""), raw, lineNumber, true);
      continue;
    }

    // Walk the line's structure tags, scanning the text between them in its context.
    let last = 0;
    for (const m of line.matchAll(STRUCTURE_TAG)) {
      scan(line.slice(last, m.index), raw, lineNumber, isQuoted());
      last = m.index + m[0].length;
      const closing = m[1] === "/";
      const tag = m[2]!.toLowerCase();
      if (tag === "code") inCodeTag = !closing;
      else if (inCodeTag) continue;
      else if (tag === "quote") {
        if (!closing) {
          if (quoteDepth === 0 && (post.openedBy === "none" || post.openedBy === "quote")) {
            startPost(quoteAuthor(m[0]) ?? "", "quote", lineNumber);
          }
          quoteDepth++;
        } else if (quoteDepth > 0) {
          quoteDepth--;
          if (quoteDepth === 0 && post.openedBy === "quote") post = NO_POST;
        }
      } else if (!closing) spoilerDepth++;
      else spoilerDepth = Math.max(0, spoilerDepth - 1);
    }
    scan(line.slice(last), raw, lineNumber, isQuoted());
  }
  return { posts, proposals, ignored };
}

/** Whether a "Name said:" line opens a rendered quote: "Click to expand..." comes before the next header. */
function renderedQuoteAhead(lines: readonly string[], from: number): boolean {
  for (let j = from; j < lines.length; j++) {
    const l = lines[j]!.trim();
    if (CLICK_TO_EXPAND.test(l)) return true;
    if (SAID_HEADER.test(l) || PHPBB_HEADER.test(l) || /^\[quote/i.test(l)) return false;
  }
  return false;
}

/**
 * The day command a proposal stands for, once the moderator accepts it, or null when it cannot be
 * one as it stands (no author, no target, a sign-up, which is a seat command, not a day one).
 */
export type ProposedDayCommand =
  | { type: "day.vote"; voter: SeatId; nominee: SeatId }
  | { type: "day.unvote"; voter: SeatId }
  | { type: "day.nominate"; nominator: SeatId; nominee: SeatId }
  | { type: "day.lockVote"; voter: SeatId }
  | { type: "whisper.declare"; from: SeatId; to: SeatId | typeof STORYTELLER };

export function proposalAsCommand(p: Pick<Proposal, "author" | "command" | "target">): ProposedDayCommand | null {
  const author = p.author;
  if (!author || author === STORYTELLER) return null;
  const target = p.target;
  switch (p.command) {
    case "vote":
      return target && target !== STORYTELLER ? { type: "day.vote", voter: author, nominee: target } : null;
    case "unvote":
      return { type: "day.unvote", voter: author };
    case "nominate":
      return target && target !== STORYTELLER ? { type: "day.nominate", nominator: author, nominee: target } : null;
    case "lock":
      return { type: "day.lockVote", voter: author };
    case "whisper":
      return target ? { type: "whisper.declare", from: author, to: target } : null;
    case "join":
    case "travel":
      return null;
  }
}
