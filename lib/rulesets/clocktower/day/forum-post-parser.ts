import type { SeatId } from "@/lib/game/core";
import { STORYTELLER, type DaySeat } from "./roster";
import { matchExact, matchName, STORYTELLER_NAMES, type NamedSeat, type NameMatch } from "./name-matching";
import { findCommands, type FoundCommand, type ForumCommand } from "./vote-syntax";
import {
  CLICK_TO_EXPAND,
  DISCORD_CONTINUATION,
  guessThreadFormat,
  postHeaders,
  quoteHeaderOf,
  type PostHeader,
  type ThreadFormat,
} from "./thread-formats";
import { postInstant } from "./post-time";

export type { ForumCommand } from "./vote-syntax";

/**
 * Reads votes and other commands out of a stretch of a forum thread pasted by the moderator.
 * It proposes; it never applies: each proposal (author seat, command, target seat, source line,
 * the post it came from, flags) is for the moderator to accept, edit or reject. Every command it
 * sees is either proposed (flagged when something is off) or listed in `ignored` with its reason:
 * nothing that looks like a vote is dropped without a word.
 *
 * Posts start at the post headers of the paste's forum format (`thread-formats.ts`), guessed from
 * the paste unless the moderator chose one. In the "plain" format, posts start at
 * "Eggyolk said:" / "Eggyolk wrote:" lines (one word or a known name), "Post by Eggyolk » …",
 * "Eggyolk — Today at 18:02", a top-level "[quote=Eggyolk]...[/quote]", and "Name: text" chat-log
 * lines (known names only, and only where posts are not already delimited by another header style).
 *
 * Inside a post, quotes of other posts never count: [quote] blocks, lines starting with ">", and
 * rendered quotes as a copied page shows them ("Kiiruma said:" … "Click to expand...", "Kiiruma
 * wrote: ↑ …", "Quote from: Kiiruma on …", "Originally posted by Kiiruma", "On …, Kiiruma said:",
 * Discourse's "kiiruma:"); a rendered quote header never starts a post. A rendered quote ends at
 * "Click to expand..." when one follows before the next post, else at the next blank line (a copied
 * blockquote ends with a line break; when the reply follows with no blank line, its commands are
 * listed as quoted, which the moderator sees, rather than counted for the wrong player).
 * Code ([code], ``` and `inline`) and struck-out text ([s], [strike], ~~) do not count either.
 * Commands inside spoilers ([spoiler], [details], ||...||) are proposed with the flag "in-spoiler".
 */
export type ParserSeat = NamedSeat & Partial<Pick<DaySeat, "alive" | "ghostVoteAvailable">>;

export type ProposalFlag =
  /** Text before the first post header: nobody to attribute it to. */
  | "no-author"
  /** The header names someone who is not in the game. */
  | "unknown-author"
  /** The Storyteller's own post: a reminder or an example, not a player's command. */
  | "storyteller-post"
  | "unknown-name"
  | "ambiguous-name"
  /** The name is a close misspelling of one seat: proposed with that seat, for the moderator to confirm. */
  | "close-spelling"
  | "missing-target"
  | "in-spoiler"
  /** The vote or nomination names a dead player. */
  | "dead-target"
  /** A dead voter whose vote token is spent. */
  | "no-vote-token"
  /** A dead player nominating. */
  | "dead-nominator"
  /** The post's time, as its header printed it, is after the voting deadline. */
  | "after-deadline";

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

export type IgnoredReason =
  | "quoted"
  | "code"
  | "struck out"
  /** An earlier command on a line whose last command stands ("unvote, vote X"). */
  | "replaced"
  /** "vote counts are up": a bare "vote" followed by no player's name. */
  | "not a name";

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
  /** The time the forum printed in the header, as printed. */
  time: string | null;
  /** That time as an instant, when it can be read (with the host's zone and `now` given). */
  at: string | null;
}

export interface ParseResult {
  /** The format the paste was read in, and the one the parser guessed. */
  format: ThreadFormat;
  guessed: ThreadFormat;
  posts: ParsedPost[];
  proposals: Proposal[];
  /** Commands seen but not proposed (quoted, in code, struck out...), so the moderator can see why. */
  ignored: IgnoredCommand[];
}

export interface ParseOptions {
  /** How players may name the host in "/whisper Storyteller". */
  storytellerNames?: string[];
  /** The paste's forum format; guessed when absent or "auto". */
  format?: ThreadFormat | "auto";
  /**
   * To flag commands posted after the deadline: the zone the page was copied in (forums print the
   * reader's local time), now (for "Today at 6:02 PM"), and when voting closes.
   */
  timeZone?: string | null;
  now?: Date;
  deadline?: string | null;
}

// ---------------------------------------------------------------- plain-format headers

const NAME = String.raw`@?([^\s:\[\]>][^:\[\]\n]{0,39}?)`;
const SAID_HEADER = new RegExp(
  String.raw`^${NAME}\s+(?:said|wrote|posted|says|writes)(?:\s+on\s+[^:]{1,40})?:\s*$`,
  "i",
);
const PHPBB_HEADER = new RegExp(String.raw`^(?:Post\s+)?by\s+${NAME}\s+[»>]`, "i");
const DISCORD_HEADER = new RegExp(
  String.raw`^${NAME}\s+[—–]\s+(?:Today|Yesterday|\d{1,4}[/.\-]\d{1,2}[/.\-]\d{1,4}|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b.*$`,
  "i",
);
const COLON_LINE = /^(?:\[[^\]]{1,30}\]\s*)?@?([^:\[\]\n/]{1,40}?):\s+(\S.*)$/;

const QUOTE_OPEN = /^\[quote(?:=("[^"]*"|[^\]]*)|\s+name="([^"]*)"[^\]]*|\s[^\]]*)?\]$/i;

function quoteAuthor(tag: string): string | null {
  const m = QUOTE_OPEN.exec(tag);
  if (!m) return null;
  const raw = (m[1] ?? m[2] ?? "").replace(/^"|"$/g, "");
  const name = raw.split(/[,;]/)[0]!.trim();
  return name || null;
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

type RenderedQuote = { until: "click" | "blank"; seen: boolean };

export function parseForumPosts(paste: string, roster: readonly ParserSeat[], options: ParseOptions = {}): ParseResult {
  const storytellerNames = options.storytellerNames ?? STORYTELLER_NAMES;
  const exact = (name: string) => matchExact(name, roster, storytellerNames);
  const known = (name: string) => exact(name) !== null;
  const sourceLines = paste.replace(/\r\n?/g, "\n").split("\n");
  const guessed = guessThreadFormat(paste, known);
  const format = options.format && options.format !== "auto" ? options.format : guessed;
  const plain = format === "plain";

  const headers = postHeaders(sourceLines, format, known);
  const headerAt = new Map<number, PostHeader>(headers.map((h) => [h.from, h]));
  const headerLines = new Set(headers.flatMap((h) => Array.from({ length: h.to - h.from + 1 }, (_, k) => h.from + k)));
  // Discord copies a reply's preview of the replied message ("@Kiiruma /vote Dolby") above its header.
  const replyPreviews = new Set(
    format === "discord"
      ? headers.map((h) => h.from - 1).filter((j) => j >= 0 && /^@/.test(sourceLines[j]!.trim()))
      : [],
  );

  // Quote tags get lines of their own, so that "[quote=X]Y said:" still shows Y's rendered quote.
  const pieces = sourceLines.flatMap((text, i) =>
    text
      .split(/(?<=\[quote(?:[=\s][^\]]*)?\])|(?=\[\/quote\])/i)
      .filter((piece, j, all) => piece !== "" || all.length === 1)
      .map((piece, j) => ({ text: piece, lineNumber: i + 1, raw: text, first: j === 0 })),
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
  let rendered: RenderedQuote | null = null;

  const startPost = (
    authorText: string,
    openedBy: PostState["openedBy"],
    lineNumber: number,
    time: string | null = null,
  ) => {
    const author = exact(authorText);
    const at = options.now ? postInstant(time, options.timeZone ?? "UTC", options.now) : null;
    post = { index: posts.length, author, authorText: authorText.trim(), openedBy };
    posts.push({
      index: post.index,
      author,
      authorText: authorText.trim(),
      lineNumber,
      time,
      at: at?.toISOString() ?? null,
    });
  };
  /** A name in a plain header counts if it is known, or a single word (an unknown author to flag). */
  const plausibleAuthor = (name: string) => exact(name) !== null || !/\s/.test(name.trim());
  const isQuoted = () => rendered !== null || quoteDepth > (post.openedBy === "quote" ? 1 : 0);
  const isPostStart = (j: number) => {
    const l = lines[j]!.trim();
    if (!plain) return pieces[j]!.first && headerAt.has(pieces[j]!.lineNumber - 1);
    return SAID_HEADER.test(l) || PHPBB_HEADER.test(l) || DISCORD_HEADER.test(l) || /^\[quote/i.test(l);
  };
  /** Whether "Click to expand..." closes the rendered quote opened above line `from`. */
  const clickAhead = (from: number) => {
    for (let j = from; j < lines.length; j++) {
      const l = lines[j]!.trim();
      if (CLICK_TO_EXPAND.test(l)) return true;
      if (isPostStart(j) || quoteHeaderOf(l, format)) return false;
    }
    return false;
  };

  const ignore = (c: FoundCommand, line: string, lineNumber: number, reason: IgnoredReason) =>
    ignored.push({
      post: post.index,
      author: post.author,
      command: c.command,
      targetText: c.arg,
      line,
      lineNumber,
      reason,
    });

  const scan = (text: string, lineText: string, lineNumber: number, quoted: boolean) => {
    for (const s of stretches(text)) {
      for (const c of findCommands(s.text)) {
        const reason: IgnoredReason | null = quoted
          ? "quoted"
          : inCodeTag || inFence || s.kind === "code"
            ? "code"
            : s.kind === "struck"
              ? // not text: a reason's code (day.paste.reasons names it for the host)
                "struck out"
              : null;
        if (reason) {
          ignore(c, lineText, lineNumber, reason);
          continue;
        }
        const p = propose(c, lineText, lineNumber, spoilerDepth > 0 || s.kind === "spoiler");
        const namesNobody =
          p.flags.includes("missing-target") || (p.flags.includes("unknown-name") && p.suggestions.length === 0);
        // not text: a reason's code (day.paste.reasons names it for the host)
        if (c.weak && namesNobody) ignore(c, lineText, lineNumber, "not a name");
        else proposals.push(p);
      }
    }
  };

  const seatOf = (id: SeatId | typeof STORYTELLER | null) =>
    id && id !== STORYTELLER ? roster.find((s) => s.id === id) : undefined;

  const propose = (c: FoundCommand, line: string, lineNumber: number, inSpoiler: boolean): Proposal => {
    const flags: ProposalFlag[] = [];
    if (post.index < 0) flags.push("no-author");
    else if (post.author === null) flags.push("unknown-author");
    else if (post.author === STORYTELLER && c.command !== "whisper") flags.push("storyteller-post");
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
      } else if (match.kind === "unknown" && match.suggestions.length === 1) {
        // "vote Nmae": proposed as the one seat it is close to, flagged so it is never applied unseen.
        target = match.suggestions[0]!;
        targetText = match.text;
        suggestions = match.suggestions;
        flags.push("close-spelling");
      } else {
        targetText = match.text;
        suggestions = match.suggestions;
        flags.push(match.kind === "ambiguous" ? "ambiguous-name" : "unknown-name");
      }
    }
    const author = seatOf(post.author);
    const named = seatOf(target);
    if (c.command === "vote" && author?.alive === false && author.ghostVoteAvailable === false)
      flags.push("no-vote-token");
    if (c.command === "nominate" && author?.alive === false) flags.push("dead-nominator");
    if ((c.command === "vote" || c.command === "nominate") && named?.alive === false) flags.push("dead-target");
    const postedAt = posts[post.index]?.at;
    if (
      options.deadline &&
      postedAt &&
      c.command !== "whisper" &&
      c.command !== "join" &&
      c.command !== "travel" &&
      Date.parse(postedAt) > Date.parse(options.deadline)
    )
      flags.push("after-deadline");
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
    const { raw, lineNumber, first } = pieces[i]!;
    let line = lines[i]!.trim();

    if (!plain && first) {
      const header = headerAt.get(lineNumber - 1);
      if (header) {
        // A new post closes whatever the last one left open.
        quoteDepth = spoilerDepth = 0;
        inCodeTag = inFence = false;
        rendered = null;
        startPost(header.author, "header", lineNumber, header.time);
      }
    }
    if (!plain && headerLines.has(lineNumber - 1)) continue;
    if (replyPreviews.has(lineNumber - 1)) {
      scan(line, raw, lineNumber, true);
      continue;
    }
    if (format === "discord") line = line.replace(DISCORD_CONTINUATION, "");

    // Code fences: nothing inside counts.
    if (/^```/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      scan(line, raw, lineNumber, false);
      continue;
    }
    // A rendered quote runs until "Click to expand..." or the next blank line.
    if (rendered) {
      if (rendered.until === "click" ? CLICK_TO_EXPAND.test(line) : line === "" && rendered.seen) {
        rendered = null;
        continue;
      }
      if (line !== "") rendered.seen = true;
      scan(line, raw, lineNumber, true);
      continue;
    }
    if (!inCodeTag && quoteHeaderOf(line, format)) {
      rendered = { until: clickAhead(i + 1) ? "click" : "blank", seen: false };
      continue;
    }

    if (plain) {
      const atTopOfPost = quoteDepth === 0 && spoilerDepth === 0 && !inCodeTag;
      if (atTopOfPost || (post.openedBy === "quote" && quoteDepth === 1 && spoilerDepth === 0 && !inCodeTag)) {
        const said = SAID_HEADER.exec(line);
        if (said && plausibleAuthor(said[1]!)) {
          if (clickAhead(i + 1)) {
            rendered = { until: "click", seen: false };
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
          // Only plain pastes (BBCode source) open posts with a top-level quote.
          if (plain && quoteDepth === 0 && (post.openedBy === "none" || post.openedBy === "quote")) {
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
  return { format, guessed, posts, ...lastOnEachLine(proposals, ignored) };
}

/**
 * "unvote, vote X" and "/vote A /vote B" on one line: the last vote or unvote of the line stands;
 * the earlier ones are listed as replaced.
 */
function lastOnEachLine(proposals: Proposal[], ignored: IgnoredCommand[]) {
  const isVote = (p: Proposal) => p.command === "vote" || p.command === "unvote";
  const lastIndex = new Map<string, number>();
  proposals.forEach((p, i) => {
    if (isVote(p)) lastIndex.set(`${p.post}:${p.lineNumber}`, i);
  });
  const replaced: IgnoredCommand[] = [];
  const kept = proposals.filter((p, i) => {
    if (!isVote(p) || lastIndex.get(`${p.post}:${p.lineNumber}`) === i) return true;
    replaced.push({
      post: p.post,
      author: p.author,
      command: p.command,
      targetText: p.targetText,
      line: p.line,
      lineNumber: p.lineNumber,
      reason: "replaced",
    });
    return false;
  });
  return {
    proposals: kept,
    ignored: [...ignored, ...replaced].sort((a, b) => a.lineNumber - b.lineNumber),
  };
}

/**
 * The votes standing once every unflagged proposal is accepted in order: voter → nominee. What
 * "Accept all unflagged" would leave, as far as the paste says (the day may still refuse some).
 */
export function unflaggedVotes(proposals: readonly Proposal[]): Map<SeatId, SeatId> {
  const votes = new Map<SeatId, SeatId>();
  for (const p of proposals) {
    if (p.flags.length || !p.author || p.author === STORYTELLER) continue;
    if (p.command === "vote" && p.target && p.target !== STORYTELLER) votes.set(p.author, p.target);
    if (p.command === "unvote") votes.delete(p.author);
  }
  return votes;
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
