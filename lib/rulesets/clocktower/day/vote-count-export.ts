import { findSeat, seatName, type Roster } from "./roster";
import type { DayCharacters } from "../character-names";
import { majoritySentence, totalLabel, type VoteCount } from "./tally";
import { discordTimestamp, formatDeadline, postTimeZone } from "@/lib/game/deadline-format";
import type { ExileCount } from "./exile";
import { wordsIn, type Formatter, type Say } from "@/lib/i18n/message";
import { escapeText, type EscapeFormat } from "@/lib/game/text-escape";

/**
 * The vote count as a host posts it: BBCode (forum tables, like the rulebook's example), a BBCode
 * list (stock phpBB has no [table]), Markdown (Discourse), plain text, and Discord (a code block, with
 * the deadline as Discord timestamps, which every reader sees in their own zone).
 * A dead voter is marked "(dead)" in "Voted by": their vote spends their token if it stands.
 * With no nomination, the post says so instead of printing an empty table. The words are the game's
 * language (`say`, handed by the caller: `renderer(language)` on the server, `useSay` in a component), the markup the same in every language. Names are what people
 * typed: each comes out as text in every format (lib/game/text-escape.ts).
 */
export const VOTE_COUNT_FORMATS = ["bbcode", "bbcode-list", "markdown", "text", "discord"] as const;
export type VoteCountFormat = (typeof VOTE_COUNT_FORMATS)[number];

export interface ExportOptions {
  /** The game's characters: the Voudon and the Fiddler named as its script names them. */
  characters?: DayCharacters;
  /**
   * Adds the deadline in this zone beside UTC (e.g. the host's); null for UTC alone. Unset, the
   * language's own (postTimeZone): JST for a Japanese game.
   */
  timeZone?: string | null;
  /** Overrides the heading ("Vote count — Day 2"). */
  title?: string;
  /** "3/7 (L-1)" (the default) or a plain "3/7". */
  totals?: "lynch" | "plain";
  /** The words of the post's language: the game's. */
  say: Say;
}

const words = (opts: ExportOptions): Formatter => wordsIn(opts.say, "clocktower.forumDay.export");
const noNominations = (opts: ExportOptions) => words(opts)("noNominations");
const headers = (opts: ExportOptions) => {
  const w = words(opts);
  return [w("nominator"), w("nominee"), w("votedBy"), w("totalVotes")];
};

/** A seat's name, escaped for where it stands. */
type Namer = (id: string) => string;
const namer =
  (roster: Roster, format: EscapeFormat, say: Say): Namer =>
  (id) =>
    escapeText(format, seatName(roster, id, say));

interface Line {
  nominator: string;
  nominee: string;
  votedBy: string;
  total: string;
}

function lines(count: VoteCount, roster: Roster, opts: ExportOptions, name: Namer): Line[] {
  const w = words(opts);
  const voter = (id: string) => (findSeat(roster, id)?.alive === false ? w("deadVoter", { name: name(id) }) : name(id));
  return count.rows.map((r) => ({
    nominator: name(r.nominator),
    nominee: name(r.nominee),
    votedBy: r.voters.map(voter).join(w("separator")),
    total: opts.totals === "plain" ? `${r.total}/${count.living}` : totalLabel(r, count.living, opts.say),
  }));
}

const names = (w: Formatter, name: Namer, ids: readonly string[]) =>
  ids.length ? ids.map(name).join(w("separator")) : w("nobody");

/** The lines under the table, shared by every format. */
function footer(count: VoteCount, name: Namer, deadline: (iso: string) => string, opts: ExportOptions): string[] {
  const w = words(opts);
  const out: string[] = [];
  out.push(w("notVoting", { names: names(w, name, count.notVoting) }));
  if (count.deadTokens.length)
    out.push(
      w("deadTokens", {
        list: count.deadTokens
          .map((t) =>
            w(t.available ? (t.votingFor ? "tokenVoting" : "tokenUnused") : "tokenSpent", {
              name: name(t.seat),
            }),
          )
          .join(w("separator")),
      }),
    );
  for (const e of count.exiles) out.push(exileLine(w, e, name, opts.say));
  out.push(majoritySentence(count, opts.say, opts.characters));
  if (count.deadline)
    out.push(w(count.deadlinePassed ? "votingClosed" : "votingCloses", { at: deadline(count.deadline) }));
  return out;
}

function exileLine(w: Formatter, e: ExileCount, name: Namer, say: Say): string {
  return w("exile", {
    traveller: name(e.traveller),
    caller: name(e.calledBy),
    voters: names(w, name, e.voters),
    total: `${e.total}/${e.living}`,
    needed: e.needed === 0 ? w("majority") : wordsIn(say, "clocktower.forumDay.count")("lMinus", { count: e.needed }),
  });
}

const heading = (count: VoteCount, opts: ExportOptions) => opts.title ?? words(opts)("heading", { day: count.day });
const zoned = (opts: ExportOptions) => (iso: string) =>
  formatDeadline(iso, opts.timeZone === undefined ? postTimeZone(opts.say.locale) : opts.timeZone, opts.say);

export function voteCountBBCode(count: VoteCount, roster: Roster, opts: ExportOptions): string {
  const name = namer(roster, "bbcode", opts.say);
  const cell = (tag: "td" | "th", s: string) => `[${tag}]${s}[/${tag}]`;
  const table = count.rows.length
    ? [
        "[table]",
        `[tr]${headers(opts)
          .map((h) => cell("th", h))
          .join("")}[/tr]`,
        ...lines(count, roster, opts, name).map(
          (l) => `[tr]${[l.nominator, l.nominee, l.votedBy, l.total].map((s) => cell("td", s)).join("")}[/tr]`,
        ),
        "[/table]",
      ]
    : [noNominations(opts)];
  const out = [`[b]${heading(count, opts)}[/b]`, ...table, ...footer(count, name, zoned(opts), opts)];
  return out.join("\n");
}

/** "[*][b]Dolby[/b] (nominated by Amelia): Eggyolk, Kiiruma — [b]2/7 (L-2)[/b]", for forums without [table]. */
export function voteCountBBCodeList(count: VoteCount, roster: Roster, opts: ExportOptions): string {
  const w = words(opts);
  const name = namer(roster, "bbcode", opts.say);
  const list = count.rows.length
    ? [
        "[list]",
        ...lines(count, roster, opts, name).map(
          (l) =>
            `[*]${w("listLine", { nominee: `[b]${l.nominee}[/b]`, nominator: l.nominator, voters: l.votedBy || w("noVotes") })} — [b]${l.total}[/b]`,
        ),
        "[/list]",
      ]
    : [noNominations(opts)];
  return [`[b]${heading(count, opts)}[/b]`, ...list, ...footer(count, name, zoned(opts), opts)].join("\n");
}

export function voteCountMarkdown(count: VoteCount, roster: Roster, opts: ExportOptions): string {
  const name = namer(roster, "markdown", opts.say);
  // The names' pipes are escaped with them; the headers are ours.
  const row = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const table = count.rows.length
    ? [
        row(headers(opts)),
        `|${headers(opts)
          .map(() => "---")
          .join("|")}|`,
        ...lines(count, roster, opts, name).map((l) => row([l.nominator, l.nominee, l.votedBy, l.total])),
      ]
    : [noNominations(opts)];
  const out = [
    `**${heading(count, opts)}**`,
    "",
    ...table,
    "",
    ...footer(count, name, zoned(opts), opts).flatMap((l, i) => (i === 0 ? [l] : ["", l])),
  ];
  return out.join("\n");
}

/** Columns padded with spaces, for plain text and Discord code blocks. */
function paddedTable(count: VoteCount, roster: Roster, opts: ExportOptions, name: Namer): string[] {
  const head = headers(opts);
  const rows = [
    head,
    ...lines(count, roster, opts, name).map((l) => [l.nominator, l.nominee, l.votedBy || "-", l.total]),
  ];
  // Padded by characters: with wide (Japanese) characters the columns line up only roughly.
  const widths = head.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) =>
    r
      .map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]!)))
      .join("  ")
      .trimEnd(),
  );
}

export function voteCountText(count: VoteCount, roster: Roster, opts: ExportOptions): string {
  const name = namer(roster, "plain", opts.say);
  const table = count.rows.length ? paddedTable(count, roster, opts, name) : [noNominations(opts)];
  return [heading(count, opts), "", ...table, "", ...footer(count, name, zoned(opts), opts)].join("\n");
}

export function voteCountDiscord(count: VoteCount, roster: Roster, opts: ExportOptions): string {
  // In the code block nothing is markup, but a backtick would close it; below it, Discord's own escaping.
  const table = count.rows.length
    ? paddedTable(count, roster, opts, namer(roster, "discord-code", opts.say))
    : [noNominations(opts)];
  const deadline = (iso: string) => `${discordTimestamp(iso, "F")} (${discordTimestamp(iso, "R")})`;
  return [
    `**${heading(count, opts)}**`,
    "```",
    ...table,
    "```",
    ...footer(count, namer(roster, "discord", opts.say), deadline, opts),
  ].join("\n");
}

export function exportVoteCount(
  format: VoteCountFormat,
  count: VoteCount,
  roster: Roster,
  opts: ExportOptions,
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
