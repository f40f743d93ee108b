/**
 * Where posts begin in a stretch of thread copied out of a forum page, for the forums hosts use.
 * Each format knows its post header (the lines a copy of the page puts above a post's text) and its
 * rendered quote headers (the lines a copy puts above a quoted post inside another post).
 *
 * The copy shapes, as a browser's "select and copy" gives them:
 * - phpBB (prosilver): `Re: Day 1` / `Post by Eggyolk » Tue Dec 01, 2026 6:02 pm` (or `by Eggyolk » …`);
 *   quotes `Kiiruma wrote: ↑ Tue Dec 01, 2026 5:40 pm`.
 * - XenForo: `Eggyolk` / `Member` (user title) / `Dec 1, 2026` / `Add bookmark` / `#12`; quotes
 *   `Kiiruma said:` … `Click to expand...`.
 * - Discourse: `eggyolk` / `Eggyolk Smith` (full name) / `Dec 1` or `2h`; quotes `kiiruma:`.
 * - SMF and MafiaScum-style: `Eggyolk` / `Full Member` / `Posts: 123` / `Re: Day 1` /
 *   `« Reply #12 on: December 01, 2026, 06:02:11 PM »` (MafiaScum: `Post #12 (ISO) » Tue Dec 01, 2026 6:02 pm`);
 *   quotes `Quote from: Kiiruma on December 01, 2026, 05:40:00 PM`.
 * - Invision: `Eggyolk` / `Members` / `123` / `Posted December 1, 2026`; quotes
 *   `On 12/1/2026 at 5:40 PM, Kiiruma said:`.
 * - Discord: `Eggyolk — Today at 6:02 PM` (or `— 12/01/2026 6:02 PM`); later messages of the same
 *   author `[6:03 PM]`; a reply starts with the replied message's preview `@Kiiruma /vote Dolby`.
 * - Plain: headers as hosts write them by hand or older archives show them, mixed: `Eggyolk said:`,
 *   `Eggyolk wrote:`, `[quote=Eggyolk]…[/quote]`, `Post by Eggyolk » …`, `Eggyolk — Today at …`, and
 *   chat-log `Eggyolk: text` lines.
 */
export const THREAD_FORMATS = ["plain", "phpbb", "xenforo", "discourse", "smf", "invision", "discord"] as const;
export type ThreadFormat = (typeof THREAD_FORMATS)[number];

export const THREAD_FORMAT_LABELS: Record<ThreadFormat, string> = {
  plain: "Plain (Name said: / [quote=Name])",
  phpbb: "phpBB",
  xenforo: "XenForo",
  discourse: "Discourse",
  smf: "SMF / MafiaScum",
  invision: "Invision",
  discord: "Discord",
};

/** A post header found in the paste: the lines it spans (0-based, inclusive) and who it names. */
export interface PostHeader {
  from: number;
  to: number;
  author: string;
  /** The post's time as the forum printed it ("Tue Dec 01, 2026 6:02 pm", "Today at 6:02 PM"). */
  time: string | null;
}

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const WEEKDAY = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?`;
const CLOCK = String.raw`\d{1,2}[:.]\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?`;
const DAY_PART = String.raw`(?:${WEEKDAY},?\s+)?(?:${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?(?:\s+'?\d{2,4})?|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH},?(?:\s+\d{4})?|\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|${MONTH}\s+'\d{2}|today|yesterday|${WEEKDAY})`;
/** A line that is only a date: "Dec 1, 2026", "Today at 6:02 PM", "Tue Dec 01, 2026 6:02 pm", "2h", "3 hours ago". */
export const DATE_LINE = new RegExp(
  String.raw`^(?:${DAY_PART}(?:,?\s*(?:at\s+|[-–]\s*)?${CLOCK})?(?:\s+(?:utc|gmt|[a-z]{2,4}))?|${CLOCK}|\d+\s*(?:s|m|h|d|w|mo|y|min|mins|minutes?|hours?|days?|weeks?)(?:\s+ago)?|just now)(?:\s*\(edited\))?$`,
  "i",
);

const NAME = String.raw`@?([^\s:[\]>@][^:[\]\n]{0,39}?)`;

// ---------------------------------------------------------------- rendered quote headers

/**
 * A line that opens a quote of another post as a copied page shows it. `untilClick`: XenForo and
 * plain "said:" quotes end at "Click to expand..." when one follows; the others end at the next blank line.
 */
export interface QuoteHeader {
  author: string;
}

const QUOTE_HEADERS: Record<ThreadFormat, RegExp[]> = {
  plain: [],
  phpbb: [new RegExp(String.raw`^${NAME}\s+wrote:\s*(?:↑.*)?$`, "i")],
  xenforo: [new RegExp(String.raw`^${NAME}\s+said:\s*(?:↑.*)?$`, "i")],
  discourse: [/^@?([^\s:[\]>]{1,40}):$/],
  smf: [/^quote\s+from:?\s+@?(.+?)(?:\s+on\s+.+)?:?$/i],
  invision: [
    new RegExp(String.raw`^on\s+.{4,60}?,\s+${NAME}\s+said:$`, "i"),
    new RegExp(String.raw`^${NAME}\s+said:$`, "i"),
  ],
  discord: [],
};
/** Quote headers every format's copies may hold (quoted from another forum, or an old theme). */
const ANY_QUOTE_HEADERS: RegExp[] = [
  new RegExp(String.raw`^${NAME}\s+wrote:\s*↑.*$`, "i"),
  /^quote\s+from:?\s+@?(.+?)(?:\s+on\s+.+?)?:?$/i,
  /^originally\s+posted\s+by:?\s+@?(.+?):?$/i,
  new RegExp(String.raw`^on\s+.{4,60}?,\s+${NAME}\s+(?:said|wrote):$`, "i"),
];

export function quoteHeaderOf(line: string, format: ThreadFormat): QuoteHeader | null {
  for (const re of [...QUOTE_HEADERS[format], ...ANY_QUOTE_HEADERS]) {
    const m = re.exec(line.trim());
    if (m) return { author: m[1]!.trim() };
  }
  return null;
}

export const CLICK_TO_EXPAND = /^(?:click to expand|expand)(?:\.{3}|…)?$/i;

// ---------------------------------------------------------------- post headers

/** Lines a forum prints around the name that are not the name. */
const CHROME =
  /^(?:add bookmark|new|#\d+|quote|reply|report|like|top|posts?:\s*[\d,.]+|joined:?.*|location:.*|reputation:.*|reactions?:.*|messages?:?\s*[\d,.]+|\d[\d,.]*|[*★☆]+|re:.*|members?|member|full member|newbie|goon|mod|moderator|administrator|admin|online|offline|regular|leader|trusted member)$/i;

type Lines = readonly string[];

/**
 * The name above a date anchor: among the few lines above it (up to the last blank line), the one
 * that names a seat, else the first of them that is not forum chrome.
 */
function nameAbove(lines: Lines, anchor: number, known: (name: string) => boolean, reach = 6): number | null {
  const candidates: number[] = [];
  for (let j = anchor - 1; j >= 0 && j >= anchor - reach; j--) {
    const l = lines[j]!.trim();
    if (!l) {
      if (candidates.length) break;
      continue;
    }
    candidates.unshift(j);
  }
  const named = candidates.find((j) => known(lines[j]!.trim()));
  if (named !== undefined) return named;
  const first = candidates.find((j) => !CHROME.test(lines[j]!.trim()) && !DATE_LINE.test(lines[j]!.trim()));
  return first ?? null;
}

const PHPBB_ANCHOR = new RegExp(String.raw`^(?:post\s+)?by\s+${NAME}\s+»\s*(.*)$`, "i");
const SMF_ANCHOR = /^«?\s*(?:reply\s+#\d+\s+)?on:\s*(.+?)\s*»?$/i;
const SCUM_ANCHOR = /^post\s+#\d+\s*(?:\(iso\)\s*)?»\s*(.+)$/i;
const INVISION_ANCHOR = /^posted\s+(?:on\s+)?(.+?)(?:\s*\(edited\))?$/i;
const DISCORD_ANCHOR = new RegExp(
  String.raw`^${NAME}\s*[—–-]\s*((?:today|yesterday)\s+at\s+${CLOCK}|\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?\s+${CLOCK}|(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+at\s+${CLOCK})$`,
  "i",
);
const DISCOURSE_DATE = new RegExp(
  String.raw`^(?:${MONTH}\s+\d{1,2}(?:,\s+\d{4})?|${MONTH}\s+'\d{2}|\d+[mhdw]|\d+\s+(?:mins?|hours?|days?)|just now)$`,
  "i",
);

function xenforoHeaders(lines: Lines, known: (name: string) => boolean): PostHeader[] {
  const out: PostHeader[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^#\d+$/.test(lines[i]!.trim())) continue;
    // The date sits just above "#12", with "Add bookmark" or "New" maybe between.
    let d = i - 1;
    while (d >= 0 && /^(?:add bookmark|new|)$/i.test(lines[d]!.trim())) d--;
    if (d < 0 || !DATE_LINE.test(lines[d]!.trim())) continue;
    const name = nameAbove(lines, d, known, 3);
    if (name === null) continue;
    out.push({ from: name, to: i, author: lines[name]!.trim(), time: lines[d]!.trim() });
  }
  return out;
}

function anchoredHeaders(
  lines: Lines,
  anchor: RegExp,
  known: (name: string) => boolean,
  reach: number,
  timeOf: (m: RegExpExecArray) => string,
): PostHeader[] {
  const out: PostHeader[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = anchor.exec(lines[i]!.trim());
    if (!m) continue;
    const name = nameAbove(lines, i, known, reach);
    if (name === null) continue;
    out.push({ from: name, to: i, author: lines[name]!.trim(), time: timeOf(m) });
  }
  return out;
}

function discourseHeaders(lines: Lines, known: (name: string) => boolean): PostHeader[] {
  const out: PostHeader[] = [];
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!.trim();
    // "eggyolk  2h" on one line, or the date on a line of its own under one or two name lines.
    const same =
      /^(\S+)\s+(\d+[mhdw]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:,\s+\d{4})?)$/i.exec(
        l,
      );
    if (same && known(same[1]!)) {
      out.push({ from: i, to: i, author: same[1]!, time: same[2]! });
      continue;
    }
    if (!DISCOURSE_DATE.test(l)) continue;
    const name = nameAbove(lines, i, known, 2);
    if (name === null) continue;
    const candidate = lines[name]!.trim();
    if (!known(candidate) && /\s/.test(candidate)) continue;
    out.push({ from: name, to: i, author: candidate, time: l });
  }
  return out;
}

/** Post headers of a paste in a given forum format (not for "plain", which the parser reads as it goes). */
export function postHeaders(lines: Lines, format: ThreadFormat, known: (name: string) => boolean): PostHeader[] {
  switch (format) {
    case "plain":
      return [];
    case "phpbb":
      return lines.flatMap((l, i) => {
        const m = PHPBB_ANCHOR.exec(l.trim());
        if (!m) return [];
        // The subject line ("Re: Day 1") above the byline belongs to the header.
        const from = i > 0 && /^re:\s/i.test(lines[i - 1]!.trim()) ? i - 1 : i;
        return [{ from, to: i, author: m[1]!.trim(), time: m[2]!.trim() || null }];
      });
    case "xenforo":
      return xenforoHeaders(lines, known);
    case "discourse":
      return discourseHeaders(lines, known);
    case "smf":
      return [
        ...anchoredHeaders(lines, SMF_ANCHOR, known, 6, (m) => m[1]!),
        ...anchoredHeaders(lines, SCUM_ANCHOR, known, 6, (m) => m[1]!),
      ].sort((a, b) => a.from - b.from);
    case "invision":
      return anchoredHeaders(lines, INVISION_ANCHOR, known, 4, (m) => m[1]!).filter((h) =>
        DATE_LINE.test(h.time!.replace(/^on\s+/i, "")),
      );
    case "discord":
      return lines.flatMap((l, i) => {
        const m = DISCORD_ANCHOR.exec(l.trim());
        return m ? [{ from: i, to: i, author: m[1]!.trim(), time: m[2]!.trim() }] : [];
      });
  }
}

/** Discord's timestamp prefix on a later message of the same author: "[6:03 PM] text". */
export const DISCORD_CONTINUATION = new RegExp(String.raw`^\[${CLOCK}\]\s*`, "i");

/**
 * Guesses the format of a paste from its post headers: the forum format with the most headers, or
 * plain when none has any. The host can switch it in the panel.
 */
export function guessThreadFormat(paste: string, known: (name: string) => boolean): ThreadFormat {
  const lines = paste.replace(/\r\n?/g, "\n").split("\n");
  let best: ThreadFormat = "plain";
  let most = 0;
  // Ordered by how distinctive their headers are: a tie goes to the earlier.
  for (const f of ["discord", "phpbb", "smf", "invision", "xenforo", "discourse"] as const) {
    const n = postHeaders(lines, f, known).length;
    if (n > most) {
      best = f;
      most = n;
    }
  }
  return best;
}
