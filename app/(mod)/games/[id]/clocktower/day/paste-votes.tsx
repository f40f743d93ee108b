"use client";
import { useState } from "react";
import {
  parseForumPosts,
  proposalAsCommand,
  type IgnoredCommand,
  type ProposedDayCommand,
} from "@/lib/game/day/forum-post-parser";
import { describeDayCommand } from "@/lib/game/day/day-commands";
import { describeProposal, type PasteReviewLine } from "@/lib/game/day/paste-review";
import { Section, type ClocktowerPartProps } from "../shared";
import { PasteRow, type PasteRowModel, type RowStatus } from "./paste-row";
import { PasteHistory, PasteIgnored } from "./paste-history";

interface Read {
  posts: number;
  rows: PasteRowModel[];
  ignored: IgnoredCommand[];
}

/**
 * Paste a stretch of the game thread; accept, edit or reject each command found in it.
 * The paste is read in the browser: the parser is pure and the moderator view carries the roster
 * (names and forum handles), so reading needs no round trip and nothing is sent until a line is accepted.
 */
export function PasteVotesPanel({ rules, commands }: ClocktowerPartProps) {
  const day = rules.day;
  const [text, setText] = useState("");
  const [read, setRead] = useState<Read | null>(null);
  const [error, setError] = useState<string | null>(null);
  const setStatus = (key: number, status: RowStatus, edited?: ProposedDayCommand | null) =>
    setRead(
      (r) =>
        r && {
          ...r,
          rows: r.rows.map((row) =>
            row.key === key ? { ...row, status, ...(edited !== undefined ? { edited } : {}) } : row,
          ),
        },
    );

  // One record per decision, sent as it is made: a reload or a closed tab loses no decision.
  const recordDecision = (
    row: PasteRowModel,
    decision: PasteReviewLine["decision"],
    applied: ProposedDayCommand | null,
  ) => {
    if (!day) return;
    const line: PasteReviewLine = {
      author: row.proposal.authorText?.slice(0, 80) ?? null,
      text: row.proposal.line.slice(0, 1000),
      proposed: row.description.slice(0, 200),
      decision,
      applied: applied ? describeDayCommand(applied, day).slice(0, 200) : null,
    };
    void commands.send({ type: "clocktower.day", command: { type: "day.recordPasteReview", lines: [line] } });
  };

  const rowOf = (key: number) => read?.rows.find((r) => r.key === key);

  const accepted = (key: number, cmd: ProposedDayCommand, edited: boolean) => {
    const row = rowOf(key);
    setStatus(key, "accepted", edited ? cmd : null);
    if (row) recordDecision(row, "accepted", edited ? cmd : null);
  };

  const accept = async (row: PasteRowModel, cmd: ProposedDayCommand, edited: boolean) => {
    setStatus(row.key, "confirming", edited ? cmd : null);
    // A rule break waits for the warning dialog: "Do it anyway" applies it, Cancel leaves the line open.
    const outcome = await commands.sendSettled({ type: "clocktower.day", command: cmd });
    if (outcome === "applied") accepted(row.key, cmd, edited);
    else setStatus(row.key, outcome === "cancelled" ? "open" : "failed");
  };

  if (!day) {
    return (
      <Section id="ct-paste" title="Votes from the thread">
        <p className="text-sm text-ink-400">
          During the day, paste posts from the game thread here to read the votes, nominations and whispers in them.
        </p>
      </Section>
    );
  }

  const readPosts = () => {
    if (!text.trim()) {
      setError("Paste some posts from the thread first.");
      setRead(null);
      return;
    }
    const parsed = parseForumPosts(text, day.roster);
    setError(
      parsed.proposals.length || parsed.ignored.length
        ? null
        : "No command found: look for /vote, [vote]…[/vote], VOTE:, /nominate, /unvote or /whisper in the posts.",
    );
    setRead({
      posts: parsed.posts.length,
      ignored: parsed.ignored,
      rows: parsed.proposals.map((p, key) => ({
        key,
        proposal: p,
        proposed: proposalAsCommand(p),
        description: describeProposal(p, day.roster),
        status: "open",
        edited: null,
      })),
    });
  };

  const open = read?.rows.filter((r) => r.status !== "accepted" && r.status !== "rejected").length ?? 0;
  return (
    <Section
      id="ct-paste"
      title="Votes from the thread"
      aside={
        read
          ? `${read.posts} post${read.posts === 1 ? "" : "s"} · ${read.rows.length} command${read.rows.length === 1 ? "" : "s"} · ${open} to review`
          : undefined
      }
    >
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          readPosts();
        }}
      >
        <label className="label" htmlFor="ct-paste-text">
          Paste posts from the thread
        </label>
        <textarea
          id="ct-paste-text"
          className="input min-h-32 font-mono text-xs"
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={
            "Eggyolk said:\nI'm sure of it. /vote Dolby\n\nPost by Kiiruma » Tue Dec 01, 2026 6:02 pm\n[vote]Eggyolk[/vote]"
          }
          spellCheck={false}
        />
        <div className="flex flex-wrap items-center gap-2">
          <button className="btn btn-primary">Read posts</button>
          {read && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                setRead(null);
                setText("");
                setError(null);
              }}
            >
              Clear
            </button>
          )}
          <span className="text-xs text-ink-400">Nothing is applied until you accept it.</span>
        </div>
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
      </form>
      {read && read.rows.length > 0 && (
        <ol className="mt-3 space-y-2" aria-label="Commands read from the paste">
          {read.rows.map((row) => (
            <PasteRow
              key={row.key}
              row={row}
              day={day}
              busy={commands.busy || commands.pending !== null}
              onAccept={(cmd, edited) => void accept(row, cmd, edited)}
              onReject={() => {
                setStatus(row.key, "rejected");
                recordDecision(row, "rejected", null);
              }}
            />
          ))}
        </ol>
      )}
      <div className="mt-3 space-y-2">
        {read && <PasteIgnored ignored={read.ignored} roster={day.roster} />}
        <PasteHistory reviews={day.pasteReviews ?? []} />
      </div>
    </Section>
  );
}
