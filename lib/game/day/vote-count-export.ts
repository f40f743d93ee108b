import { findSeat, seatName, type Roster } from "./roster";
import { majoritySentence, totalLabel, type VoteCount } from "./tally";
import { discordTimestamp, formatDeadline } from "./deadline-format";
import type { ExileCount } from "./exile";

/**
 * The vote count as a host posts it: BBCode (forum tables, like the rulebook's example), a BBCode
 * list (stock phpBB has no [table]), Markdown (Discourse), plain text, and Discord (a code block, with
 * the deadline as Discord timestamps, which every reader sees in their own zone).
 * A dead voter is marked "(dead)" in "Voted by": their vote spends their token if it stands.
 * With no nomination, the post says so instead of printing an empty table.
 */
export const VOTE_COUNT_FORMATS = ["bbcode", "bbcode-list", "markdown", "text", "discord"] as const;
export type VoteCountFormat = (typeof VOTE_COUNT_FORMATS)[number];

export interface ExportOptions {
  /** Adds the deadline in this zone beside UTC (e.g. the host's). */
  timeZone?: string | null;
  /** Overrides the heading ("Vote count — Day 2"). */
  title?: string;
  /** "3/7 (L-1)" (the default) or a plain "3/7". */
  totals?: "lynch" | "plain";
}

const NO_NOMINATIONS = "No nominations yet.";

const HEADERS = ["Nominator", "Nominee", "Voted by", "Total Votes"] as const;

interface Line {
  nominator: string;
  nominee: string;
  votedBy: string;
  total: string;
}

function lines(count: VoteCount, roster: Roster, opts: ExportOptions): Line[] {
  const voter = (id: string) => `${seatName(roster, id)}${findSeat(roster, id)?.alive === false ? " (dead)" : ""}`;
  return count.rows.map((r) => ({
    nominator: seatName(roster, r.nominator),
    nominee: seatName(roster, r.nominee),
    votedBy: r.voters.map(voter).join(", "),
    total: opts.totals === "plain" ? `${r.total}/${count.living}` : totalLabel(r, count.living),
  }));
}

const names = (roster: Roster, ids: readonly string[]) =>
  ids.length ? ids.map((id) => seatName(roster, id)).join(", ") : "nobody";

/** The lines under the table, shared by every format. */
function footer(count: VoteCount, roster: Roster, deadline: (iso: string) => string): string[] {
  const out: string[] = [];
  out.push(`Not voting: ${names(roster, count.notVoting)}`);
  if (count.deadTokens.length)
    out.push(
      `Dead vote tokens: ${count.deadTokens
        .map((t) => `${seatName(roster, t.seat)} (${t.available ? (t.votingFor ? "voting" : "unused") : "spent"})`)
        .join(", ")}`,
    );
  for (const e of count.exiles) out.push(exileLine(e, roster));
  out.push(majoritySentence(count));
  if (count.deadline)
    out.push(`${count.deadlinePassed ? "Voting closed" : "Voting closes"}: ${deadline(count.deadline)}`);
  return out;
}

function exileLine(e: ExileCount, roster: Roster): string {
  const needed = e.needed === 0 ? "majority" : `L-${e.needed}`;
  return `Exile of ${seatName(roster, e.traveller)} (called by ${seatName(roster, e.calledBy)}): ${names(roster, e.voters)} — ${e.total}/${e.living} (${needed})`;
}

const heading = (count: VoteCount, opts: ExportOptions) => opts.title ?? `Vote count — Day ${count.day}`;

export function voteCountBBCode(count: VoteCount, roster: Roster, opts: ExportOptions = {}): string {
  const cell = (tag: "td" | "th", s: string) => `[${tag}]${s}[/${tag}]`;
  const table = count.rows.length
    ? [
        "[table]",
        `[tr]${HEADERS.map((h) => cell("th", h)).join("")}[/tr]`,
        ...lines(count, roster, opts).map(
          (l) => `[tr]${[l.nominator, l.nominee, l.votedBy, l.total].map((s) => cell("td", s)).join("")}[/tr]`,
        ),
        "[/table]",
      ]
    : [NO_NOMINATIONS];
  const out = [
    `[b]${heading(count, opts)}[/b]`,
    ...table,
    ...footer(count, roster, (iso) => formatDeadline(iso, opts.timeZone)),
  ];
  return out.join("\n");
}

/** "[*][b]Dolby[/b] (nominated by Amelia): Eggyolk, Kiiruma — [b]2/7 (L-2)[/b]", for forums without [table]. */
export function voteCountBBCodeList(count: VoteCount, roster: Roster, opts: ExportOptions = {}): string {
  const list = count.rows.length
    ? [
        "[list]",
        ...lines(count, roster, opts).map(
          (l) => `[*][b]${l.nominee}[/b] (nominated by ${l.nominator}): ${l.votedBy || "no votes"} — [b]${l.total}[/b]`,
        ),
        "[/list]",
      ]
    : [NO_NOMINATIONS];
  return [
    `[b]${heading(count, opts)}[/b]`,
    ...list,
    ...footer(count, roster, (iso) => formatDeadline(iso, opts.timeZone)),
  ].join("\n");
}

export function voteCountMarkdown(count: VoteCount, roster: Roster, opts: ExportOptions = {}): string {
  const esc = (s: string) => s.replace(/\|/g, "\\|");
  const row = (cells: readonly string[]) => `| ${cells.map(esc).join(" | ")} |`;
  const table = count.rows.length
    ? [
        row(HEADERS),
        `|${HEADERS.map(() => "---").join("|")}|`,
        ...lines(count, roster, opts).map((l) => row([l.nominator, l.nominee, l.votedBy, l.total])),
      ]
    : [NO_NOMINATIONS];
  const out = [
    `**${heading(count, opts)}**`,
    "",
    ...table,
    "",
    ...footer(count, roster, (iso) => formatDeadline(iso, opts.timeZone)).flatMap((l, i) => (i === 0 ? [l] : ["", l])),
  ];
  return out.join("\n");
}

/** Columns padded with spaces, for plain text and Discord code blocks. */
function paddedTable(count: VoteCount, roster: Roster, opts: ExportOptions): string[] {
  const rows = [
    [...HEADERS],
    ...lines(count, roster, opts).map((l) => [l.nominator, l.nominee, l.votedBy || "-", l.total]),
  ];
  const widths = HEADERS.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) =>
    r
      .map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]!)))
      .join("  ")
      .trimEnd(),
  );
}

export function voteCountText(count: VoteCount, roster: Roster, opts: ExportOptions = {}): string {
  const table = count.rows.length ? paddedTable(count, roster, opts) : [NO_NOMINATIONS];
  return [
    heading(count, opts),
    "",
    ...table,
    "",
    ...footer(count, roster, (iso) => formatDeadline(iso, opts.timeZone)),
  ].join("\n");
}

export function voteCountDiscord(count: VoteCount, roster: Roster, opts: ExportOptions = {}): string {
  const table = count.rows.length ? paddedTable(count, roster, opts) : [NO_NOMINATIONS];
  const deadline = (iso: string) => `${discordTimestamp(iso, "F")} (${discordTimestamp(iso, "R")})`;
  return [`**${heading(count, opts)}**`, "```", ...table, "```", ...footer(count, roster, deadline)].join("\n");
}

export function exportVoteCount(
  format: VoteCountFormat,
  count: VoteCount,
  roster: Roster,
  opts: ExportOptions = {},
): string {
  switch (format) {
    case "bbcode":
      return voteCountBBCode(count, roster, opts);
    case "bbcode-list":
      return voteCountBBCodeList(count, roster, opts);
    case "markdown":
      return voteCountMarkdown(count, roster, opts);
    case "text":
      return voteCountText(count, roster, opts);
    case "discord":
      return voteCountDiscord(count, roster, opts);
  }
}
