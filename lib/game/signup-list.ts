/**
 * Reading a pasted sign-up list into seats. Pure: it proposes, the moderator previews, and the app
 * applies the plan as one `seats.fill` command (so one undo reverts the whole paste).
 *
 * What a forum host pastes:
 *   - one name per line, or a numbered / bulleted list ("1. Alice", "2) Bob", "- Carol", "• Dan");
 *   - handles: "@eggyolk", "Eggyolk (@eggy)", "Eggyolk @eggy";
 *   - forum sign-ups: "Alice: /in", "Alice - /in, seat 3", "Bob /travel in, seat 5", "/out";
 *   - a copied thread: the poster's name on its own line, then their post ("/in", "in", "/in, seat 3"),
 *     or post headers ("Alice said:", "Alice wrote:", "Post by Alice » …", "Alice — Today at 18:02",
 *     "[quote=Alice]"); once a header is seen, only posts with a sign-up count, chatter is skipped;
 *   - "Seat 3: Alice" (the host's own list): Alice asks for seat 3.
 * The numbers of a numbered list are its order, not seat requests: "1. Alice / 3. Bob" seats Bob
 * second (a host who means a seat writes "Seat 3: Bob" or "/in, seat 3").
 *
 * Why a line is skipped or a sign-up moved is a message (gamePage.signUps.reasons), rendered in the
 * moderator's language by the preview.
 */
import { msg, type Message } from "../i18n/message";

const reason = (name: string, values?: Record<string, string | number | Message>) =>
  msg(`gamePage.signUps.reasons.${name}`, values);

export interface SignUp {
  name: string;
  handle: string | null;
  /** The seat asked for, 1-based ("/in, seat 3"); null: any seat. */
  seat: number | null;
  /** "/travel in": a traveller (the storyteller still gives them their character). */
  traveller: boolean;
  /** 1-based line of the paste where this sign-up was last stated. */
  line: number;
}

export interface SkippedLine {
  line: number;
  text: string;
  reason: Message;
}

export interface SignUpParse {
  signUps: SignUp[];
  skipped: SkippedLine[];
}

export const MAX_NAME = 40;
export const MAX_HANDLE = 60;
const MAX_WORDS = 4;
const MAX_SEAT = 99;

type Command = { kind: "in" | "travel" | "out"; seat: number | null };

const NAME = String.raw`@?([^\s:\[\]>][^:\[\]\n]{0,59}?)`;
const HEADERS = [
  new RegExp(String.raw`^${NAME}\s+(?:said|wrote|posted|says|writes)(?:\s+on\s+[^:]{1,40})?:?\s*(?:↑.*)?$`, "i"),
  new RegExp(String.raw`^Post\s+by\s+${NAME}\s+[»>]`, "i"),
  new RegExp(
    String.raw`^${NAME}\s+[—–]\s+(?:Today|Yesterday|\d{1,4}[/.\-]\d{1,2}[/.\-]\d{1,4}|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b.*$`,
    "i",
  ),
];
const QUOTE = /^\[quote(?:=("[^"]*"|[^\]]*)|\s+name="([^"]*)"[^\]]*)\]\s*(.*)$/i;

/** "/in", "/travel in", "/out", anywhere in the line, with what follows it. */
const SLASH = /(^|[\s(>"'*\]:,–—-])\/(travel(?:l?ing)?\s*in|in|out)(?![\w-])(.*)$/i;
/** A line that is only "in" (or "in, seat 3"), without the slash. */
const BARE = /^(in|out|travel(?:l?ing)?\s+in)\b[\s!.,;:]*((?:seat\s*)?#?\s*\d{1,2})?[\s!.]*$/i;
/** "Eve: in", "Eve - in, seat 2". */
const NAMED_BARE = /^(.+?)\s*[:–—-]\s*((?:in|out|travel(?:l?ing)?\s+in)\b.*)$/i;
const SEAT_WORD = /\bseat\s*(?:no\.?|number)?\s*#?\s*(\d{1,3})\b/i;
const LONE_NUMBER = /^[\s,;:–—-]*#?(\d{1,3})\b/;
const SEAT_PREFIX = /^seat\s*#?\s*(\d{1,3})\s*[:.)\-–—]\s*(.+)$/i;
/** "Alice (seat 3)", "Alice - seat 3". */
const SEAT_SUFFIX = /^(.+?)[\s,;:–—-]*[([]?\s*seat\s*#?\s*(\d{1,3})\s*[)\]]?$/i;
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
/** "2h", "5 min ago", "Today at 18:02", "Dec 1", "1 Dec 2026", "18:02", "#12", "12", "Reply", "2 Likes". */
const NOISE_PARTS = [
  String.raw`\d+\s*(?:s|m|h|d|w|mo|y|mins?|minutes?|hours?|hrs?|days?|weeks?|months?|years?)(?:\s+ago)?`,
  String.raw`(?:today|yesterday)(?:\s+at\s+[\d:apm\s.]+)?`,
  String.raw`\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?`,
  String.raw`${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?(?:,?\s+\d{1,2}:\d{2}(?:\s*[ap]m)?)?`,
  String.raw`\d{1,2}\s+${MONTH}(?:\s+\d{4})?`,
  String.raw`#?\d+`,
  String.raw`(?:\d+\s+)?(?:reply|replies|quote|likes?|share|flag|report|edited|permalink)`,
];
const NOISE = new RegExp(String.raw`^(?:${NOISE_PARTS.map((p) => `(?:${p})`).join("|")})[\s.!]*$`, "i");
const LIST_MARKER = /^(?:\d{1,3}\s*[.)\]:]|#\d{1,3}[.):]?|[-*•·+]|\[\*\])\s+/;

function commandIn(line: string): { before: string; command: Command } | null {
  const m = SLASH.exec(line);
  if (m) {
    const word = m[2]!.toLowerCase();
    const rest = m[3]!;
    const kind = word === "out" ? "out" : word === "in" ? "in" : "travel";
    const seatText = SEAT_WORD.exec(rest)?.[1] ?? LONE_NUMBER.exec(rest)?.[1];
    return { before: line.slice(0, m.index + m[1]!.length), command: { kind, seat: seatNumber(seatText) } };
  }
  const named = NAMED_BARE.exec(line);
  const b = named ? BARE.exec(named[2]!) : BARE.exec(line);
  if (b) {
    const word = b[1]!.toLowerCase();
    const kind = word === "out" ? "out" : word === "in" ? "in" : "travel";
    const seatText = b[2] ? /(\d+)/.exec(b[2])![1] : undefined;
    return { before: named ? named[1]! : "", command: { kind, seat: seatNumber(seatText) } };
  }
  return null;
}

/** SEAT_SUFFIX's groups in SEAT_PREFIX's order: [, seat, name]. */
const swap = (m: RegExpExecArray | null): [string, string, string] | null => (m ? [m[0], m[2]!, m[1]!] : null);

function seatNumber(text: string | undefined): number | null {
  if (!text) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_SEAT ? n : null;
}

function headerName(line: string): string | null {
  for (const re of HEADERS) {
    const m = re.exec(line);
    if (m) return m[1]!.trim();
  }
  return null;
}

/** Removes BBCode/Markdown emphasis around a whole line's text. */
function unwrap(s: string): string {
  return s
    .replace(/\[\/?(?:b|i|u|color|size|font)(?:=[^\]]*)?\]/gi, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .trim();
}

type NameParse = { name: string; handle: string | null } | { error: Message };

/** "Eggyolk (@eggy)", "Eggyolk @eggy", "@eggy", "Eggyolk". */
export function parseNameAndHandle(raw: string): NameParse {
  let text = unwrap(raw)
    .replace(/[\s:;,–—-]+$/, "")
    .replace(/^["'“‘]+|["'”’]+$/g, "")
    .trim();
  let handle: string | null = null;
  const paren = /^(.+?)\s*[([]\s*@?([^()[\]\s]+)\s*[)\]]$/.exec(text);
  const trailing = /^(.+?)\s+@([^\s@]+)$/.exec(text);
  if (paren) [text, handle] = [paren[1]!.trim(), paren[2]!];
  else if (trailing) [text, handle] = [trailing[1]!.trim(), trailing[2]!];
  else if (/^@[^\s@]+$/.test(text)) {
    handle = text.slice(1);
    text = handle;
  }
  text = text.replace(/^@/, "").replace(/\s+/g, " ").trim();
  if (!text) return { error: reason("noName") };
  if (text.length > MAX_NAME) return { error: reason("tooLong", { max: MAX_NAME }) };
  if (text.split(" ").length > MAX_WORDS || /[?!]|\.$/.test(text)) return { error: reason("sentence") };
  if (handle && handle.length > MAX_HANDLE) handle = null;
  return { name: text, handle };
}

const key = (name: string) => name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

export function parseSignUps(paste: string): SignUpParse {
  const signUps: SignUp[] = [];
  const skipped: SkippedLine[] = [];
  /** Set once a post header is seen: from then on, only posts with a sign-up count. */
  let threadMode = false;
  let author: { name: string; handle: string | null; line: number; signedUp: boolean } | null = null;
  /** In a plain list, the name line just above, which a bare "/in" line belongs to. */
  let lastName: SignUp | null = null;

  const find = (name: string) => signUps.find((s) => key(s.name) === key(name));
  const closeAuthor = () => {
    if (author && !author.signedUp)
      skipped.push({ line: author.line, text: author.name, reason: reason("noSignUpInPost", { name: author.name }) });
    author = null;
  };

  const apply = (who: { name: string; handle: string | null }, command: Command | null, line: number, text: string) => {
    const existing = find(who.name);
    if (command?.kind === "out") {
      if (existing) signUps.splice(signUps.indexOf(existing), 1);
      else skipped.push({ line, text, reason: reason("outNotIn", { name: who.name }) });
      return null;
    }
    if (existing) {
      // Signing up again restates the sign-up: a later seat request or "/travel in" wins.
      if (command) {
        existing.seat = command.seat ?? existing.seat;
        existing.traveller = command.kind === "travel" || existing.traveller;
      }
      existing.handle = who.handle ?? existing.handle;
      existing.line = line;
      return existing;
    }
    const s: SignUp = {
      name: who.name,
      handle: who.handle,
      seat: command?.seat ?? null,
      traveller: command?.kind === "travel",
      line,
    };
    signUps.push(s);
    return s;
  };

  paste.split(/\r?\n/).forEach((rawLine, i) => {
    const line = i + 1;
    const text = rawLine.trim();
    if (!text || /^\[\/quote\]$/i.test(text) || /^click to expand/i.test(text)) return;

    const quote = QUOTE.exec(text);
    const header = quote
      ? (quote[1] ?? quote[2] ?? "").replace(/^"|"$/g, "").split(/[,;]/)[0]!.trim()
      : headerName(text);
    if (header) {
      closeAuthor();
      threadMode = true;
      lastName = null;
      const who = parseNameAndHandle(header);
      if ("error" in who) {
        skipped.push({ line, text, reason: reason("headerUnreadable", { why: who.error }) });
        return;
      }
      author = { ...who, line, signedUp: false };
      const after = quote?.[3]?.trim();
      if (after) {
        const c = commandIn(after);
        if (c) {
          apply(author, c.command, line, text);
          author.signedUp = true;
        }
      }
      return;
    }

    // Quoted lines inside a copied thread are someone else's words.
    if (threadMode && text.startsWith(">")) return;
    // What a forum prints around a post (its time, its number, its buttons): neither a name nor a sign-up,
    // and the name above still owns the "/in" below.
    if (NOISE.test(text)) return;

    const body = unwrap(text.replace(LIST_MARKER, ""));
    const seatPrefix = SEAT_PREFIX.exec(body) ?? swap(SEAT_SUFFIX.exec(body));
    const c = commandIn(body);

    if (c) {
      // In a post, the words before "/in" are the author's prose; in a list, they are the name.
      const before = author ? "" : c.before.trim();
      if (before) {
        const who = parseNameAndHandle(before);
        if ("error" in who) {
          skipped.push({ line, text, reason: who.error });
          return;
        }
        apply(who, c.command, line, text);
        if (author) author.signedUp = true;
        lastName = null;
        return;
      }
      if (author) {
        apply(author, c.command, line, text);
        author.signedUp = true;
        return;
      }
      if (lastName) {
        const target: SignUp = lastName;
        if (c.command.kind === "out") {
          signUps.splice(signUps.indexOf(target), 1);
        } else {
          target.seat = c.command.seat ?? target.seat;
          target.traveller = c.command.kind === "travel" || target.traveller;
        }
        lastName = null;
        return;
      }
      skipped.push({ line, text, reason: reason("noNameAbove") });
      return;
    }

    if (threadMode) {
      // Chatter inside a post. Only posts with a sign-up count.
      return;
    }

    const who = parseNameAndHandle(seatPrefix ? seatPrefix[2]! : body);
    if ("error" in who) {
      skipped.push({ line, text, reason: who.error });
      lastName = null;
      return;
    }
    const s = apply(who, seatPrefix ? { kind: "in", seat: seatNumber(seatPrefix[1]) } : null, line, text);
    lastName = s;
  });
  closeAuthor();
  skipped.sort((a, b) => a.line - b.line);
  return { signUps, skipped };
}

// ---------------------------------------------------------------- the plan

export interface ExistingSeat {
  id: string;
  name: string;
  handle: string | null;
}

/** Placeholder names a host gives seats to fill later: "Seat 3", "Player 4", "Open", "?", "-". */
export function isOpenSeat(name: string): boolean {
  // 席: the Japanese placeholder ("席3", errors.placeholderSeat) is open too.
  return /^(?:(?:seat|player|open|empty|free|slot|tbd|tba|席)\s*#?\s*\d*|#?\d+|[?\-–—_.]+)$/i.test(name.trim());
}

export interface PlanRow {
  /** 1-based seat position after the paste. */
  position: number;
  name: string;
  handle: string | null;
  traveller: boolean;
  /**
   * "fill": an open seat (a placeholder) takes this name; "add": a new seat; "placeholder": a new
   * open seat "Seat N" that keeps the places before a requested seat; "keep": an existing seat.
   */
  action: "fill" | "add" | "placeholder" | "keep";
  seatId: string | null;
  /** For "fill": the placeholder's name. */
  replaces: string | null;
  /** Why this sign-up is not where it asked to sit. */
  note: Message | null;
}

export interface SeatFillEntry {
  /** The open seat to fill; absent: a new seat, appended in order. */
  seatId?: string;
  name: string;
  handle: string | null;
}

export interface SeatFillPlan {
  rows: PlanRow[];
  /** Sign-ups that are not seated (already at the table). */
  notSeated: Array<{ name: string; line: number; reason: Message }>;
  /** The `seats.fill` command's entries; empty when there is nothing to do. */
  entries: SeatFillEntry[];
  /** Travellers among the new names: the storyteller still makes them travellers. */
  travellers: string[];
}

type Slot = { existing: ExistingSeat | null; taken: SignUp | null };

/**
 * Where each sign-up sits. Existing seats keep their place; a seat request takes that position when
 * it is open (a placeholder, or past the end: the places between are kept by new "Seat N"
 * placeholders unless other sign-ups fill them); everyone else fills the open places in order, then
 * new seats at the end. A request for a taken seat, or one already asked for, falls back to the next
 * open place, with a note. A name already at the table is not seated twice. `placeholder` names a
 * kept place ("Seat 3") in the reader's language: the caller's words (the paste's `useSay`).
 */
export function planSeatFill(
  seats: readonly ExistingSeat[],
  signUps: readonly SignUp[],
  placeholder: (position: number) => string,
): SeatFillPlan {
  const slots: Slot[] = seats.map((s) => ({ existing: s, taken: null }));
  const notSeated: SeatFillPlan["notSeated"] = [];
  const notes = new Map<SignUp, Message>();
  const seated = new Map(seats.filter((s) => !isOpenSeat(s.name)).map((s) => [key(s.name), s]));
  const position = (s: ExistingSeat) => seats.indexOf(s) + 1;

  const open = (slot: Slot) => !slot.taken && (!slot.existing || isOpenSeat(slot.existing.name));
  const fresh: SignUp[] = [];
  for (const s of signUps) {
    const at = seated.get(key(s.name));
    if (at) notSeated.push({ name: s.name, line: s.line, reason: reason("alreadyIn", { seat: position(at) }) });
    else fresh.push(s);
  }

  const rest: SignUp[] = [];
  for (const s of fresh) {
    if (s.seat === null) {
      rest.push(s);
      continue;
    }
    const i = s.seat - 1;
    while (slots.length <= i) slots.push({ existing: null, taken: null });
    const slot = slots[i]!;
    if (open(slot)) slot.taken = s;
    else {
      notes.set(
        s,
        slot.taken
          ? reason("askedFirst", { seat: s.seat, name: slot.taken.name })
          : reason("sitsThere", { seat: s.seat, name: slot.existing!.name }),
      );
      rest.push(s);
    }
  }
  for (const s of rest) {
    const slot = slots.find(open);
    if (slot) slot.taken = s;
    else slots.push({ existing: null, taken: s });
  }

  const rows: PlanRow[] = [];
  const entries: SeatFillEntry[] = [];
  const added: SeatFillEntry[] = [];
  slots.forEach((slot, i) => {
    const pos = i + 1;
    const s = slot.taken;
    const base = { position: pos, note: s ? (notes.get(s) ?? null) : null };
    if (slot.existing && !s) {
      rows.push({
        ...base,
        name: slot.existing.name,
        handle: slot.existing.handle,
        traveller: false,
        action: "keep",
        seatId: slot.existing.id,
        replaces: null,
      });
    } else if (slot.existing && s) {
      rows.push({
        ...base,
        name: s.name,
        handle: s.handle,
        traveller: s.traveller,
        action: "fill",
        seatId: slot.existing.id,
        replaces: slot.existing.name,
      });
      entries.push({ seatId: slot.existing.id, name: s.name, handle: s.handle });
    } else if (s) {
      rows.push({
        ...base,
        name: s.name,
        handle: s.handle,
        traveller: s.traveller,
        action: "add",
        seatId: null,
        replaces: null,
      });
      added.push({ name: s.name, handle: s.handle });
    } else {
      const name = placeholder(pos);
      rows.push({ ...base, name, handle: null, traveller: false, action: "placeholder", seatId: null, replaces: null });
      added.push({ name, handle: null });
    }
  });
  return {
    rows,
    notSeated,
    entries: [...entries, ...added],
    travellers: rows.filter((r) => r.traveller && r.action !== "keep").map((r) => r.name),
  };
}
