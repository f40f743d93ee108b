"use client";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import {
  parseForumPosts,
  proposalAsCommand,
  type IgnoredCommand,
  type ParsedPost,
  type ProposedDayCommand,
} from "@/lib/rulesets/clocktower/day/forum-post-parser";
import { THREAD_FORMAT_LABELS, THREAD_FORMATS, type ThreadFormat } from "@/lib/rulesets/clocktower/day/thread-formats";
import { dayCommandMessage } from "@/lib/rulesets/clocktower/day/day-commands";
import { describeProposal, type PasteReviewLine } from "@/lib/rulesets/clocktower/day/paste-review";
import { Section, type ClocktowerPartProps } from "../shared";
import { PasteRow, type PasteRowModel, type PasteT, type RowStatus } from "./paste-row";
import { PasteHistory, PasteIgnored } from "./paste-history";

interface Read {
  /** Counts the readings: a new reading gets fresh rows (no edit state carried over from the last). */
  id: number;
  posts: ParsedPost[];
  format: ThreadFormat;
  guessed: ThreadFormat;
  rows: PasteRowModel[];
  ignored: IgnoredCommand[];
}

/** A line "Accept all unflagged" takes: nothing the reader doubts, and a day command as it stands. */
const unflagged = (row: PasteRowModel) =>
  row.status === "open" && row.proposed !== null && row.proposal.flags.length === 0;

/** "Post 3 · Tue Dec 01, 2026 6:02 pm", or "Before the first post". */
function postLabel(t: PasteT, posts: ParsedPost[], index: number): string {
  const post = posts[index];
  if (!post) return t("beforeFirst");
  return post.time ? t("postAt", { number: index + 1, time: post.time }) : t("post", { number: index + 1 });
}

/**
 * Paste a stretch of the game thread; accept, edit or reject each command found in it.
 * The paste is read in the browser: the parser is pure and the moderator view carries the roster
 * (names and forum handles), so reading needs no round trip and nothing is sent until a line is accepted.
 */
export function PasteVotesPanel({ rules, commands }: ClocktowerPartProps) {
  const day = rules.day;
  const t = useTranslations("clocktower.forumDay.paste");
  const say = useSay();
  const formatLabel = (f: ThreadFormat) => (f === "plain" ? t("plainFormat") : THREAD_FORMAT_LABELS[f]);
  const [text, setText] = useState("");
  const [read, setRead] = useState<Read | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [format, setFormat] = useState<ThreadFormat | "auto">("auto");
  const [batch, setBatch] = useState<{ done: number; of: number } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
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
      proposed: describeProposal(row.proposal, day.roster),
      decision,
      applied: applied ? dayCommandMessage(applied, day) : null,
    };
    void commands.send({ type: "clocktower.day", command: { type: "day.recordPasteReview", lines: [line] } });
  };

  const accept = async (row: PasteRowModel, cmd: ProposedDayCommand, edited: boolean) => {
    setStatus(row.key, "confirming", edited ? cmd : null);
    // A rule break waits for the warning dialog: "Do it anyway" applies it, Cancel leaves the line open.
    const outcome = await commands.sendSettled({ type: "clocktower.day", command: cmd });
    if (outcome === "applied") {
      setStatus(row.key, "accepted", edited ? cmd : null);
      recordDecision(row, "accepted", edited ? cmd : null);
    } else setStatus(row.key, outcome === "cancelled" ? "open" : "failed");
  };

  const reject = (row: PasteRowModel) => {
    setStatus(row.key, "rejected");
    recordDecision(row, "rejected", null);
  };

  /** Accepts every unflagged line, in the order of the thread, one after the other. */
  const acceptAll = async () => {
    const rows = read?.rows.filter(unflagged) ?? [];
    setBatch({ done: 0, of: rows.length });
    for (const [n, row] of rows.entries()) {
      await accept(row, row.proposed!, false);
      setBatch({ done: n + 1, of: rows.length });
    }
    setBatch(null);
  };

  /** Keyboard review: ↑/↓ (or k/j) move between lines; a accepts, r rejects, e edits the line in focus. */
  const onListKey = (e: KeyboardEvent<HTMLOListElement>) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>("[data-testid=paste-row]") ?? [])];
    const at = items.findIndex((el) => el === document.activeElement);
    if (at < 0) return;
    const move = e.key === "ArrowDown" || e.key === "j" ? 1 : e.key === "ArrowUp" || e.key === "k" ? -1 : 0;
    if (move) {
      e.preventDefault();
      items[Math.min(items.length - 1, Math.max(0, at + move))]?.focus();
    }
  };

  if (!day) {
    return (
      <Section id="ct-paste" title={t("title")}>
        <p className="text-sm text-ink-400">{t("offDay")}</p>
      </Section>
    );
  }

  const readPosts = (as: ThreadFormat | "auto" = format) => {
    if (!text.trim()) {
      setError(t("pasteFirst"));
      setRead(null);
      return;
    }
    // Forums print post times in the reader's zone: the host's, who copied the page.
    const parsed = parseForumPosts(text, day.roster, {
      format: as,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      now: new Date(),
      deadline: day.count.deadline,
    });
    setError(parsed.proposals.length || parsed.ignored.length ? null : t("noCommand"));
    setRead((last) => ({
      id: (last?.id ?? 0) + 1,
      posts: parsed.posts,
      format: parsed.format,
      guessed: parsed.guessed,
      ignored: parsed.ignored,
      rows: parsed.proposals.map((p, key) => ({
        key,
        proposal: p,
        proposed: proposalAsCommand(p),
        description: say(describeProposal(p, day.roster)),
        status: "open",
        edited: null,
      })),
    }));
  };

  const open = read?.rows.filter((r) => r.status !== "accepted" && r.status !== "rejected").length ?? 0;
  const ready = read?.rows.filter(unflagged).length ?? 0;
  const flagged = read?.rows.filter((r) => r.status === "open" && !unflagged(r)).length ?? 0;
  const working = batch !== null || commands.busy || commands.pending !== null;
  return (
    <Section
      id="ct-paste"
      title={t("title")}
      aside={read ? t("aside", { posts: read.posts.length, commands: read.rows.length, open }) : undefined}
    >
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          readPosts();
        }}
      >
        <label className="label" htmlFor="ct-paste-text">
          {t("paste")}
        </label>
        <textarea
          id="ct-paste-text"
          className="input min-h-32 font-mono text-xs"
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          // An example of what the parser reads: the forums' own English syntax, in every language.
          placeholder={t("placeholder")}
          spellCheck={false}
        />
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-xs text-ink-300" htmlFor="ct-paste-format">
            {t("forum")}
            <select
              id="ct-paste-format"
              className="input py-1 text-sm"
              value={format}
              onChange={(e) => {
                const next = e.target.value as ThreadFormat | "auto";
                setFormat(next);
                if (read) readPosts(next);
              }}
            >
              <option value="auto">{read ? t("guessed", { format: formatLabel(read.guessed) }) : t("guess")}</option>
              {THREAD_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {formatLabel(f)}
                </option>
              ))}
            </select>
          </label>
          <button className="btn btn-primary">{t("read")}</button>
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
              {t("clear")}
            </button>
          )}
          <span className="text-xs text-ink-400">{t("nothingApplied")}</span>
        </div>
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
      </form>
      {read && (
        <p className="mt-2 text-xs text-ink-400" data-testid="paste-format">
          {t(read.format === read.guessed ? "readAsGuessed" : "readAs", { format: formatLabel(read.format) })}
        </p>
      )}
      {read && read.rows.length > 0 && (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={working || ready === 0}
              onClick={() => void acceptAll()}
            >
              {t("acceptAll", { count: ready })}
            </button>
            <span className="text-xs text-ink-300" aria-live="polite">
              {batch ? t("accepting", { done: batch.done + 1, of: batch.of }) : t("flagged", { count: flagged })}
            </span>
            <span className="text-xs text-ink-400">{t("keys")}</span>
          </div>
          <ol ref={listRef} className="mt-2 space-y-2" aria-label={t("commands")} onKeyDown={onListKey}>
            {read.rows.map((row) => (
              <PasteRow
                key={`${read.id}-${row.key}`}
                row={row}
                day={day}
                post={postLabel(t, read.posts, row.proposal.post)}
                busy={working}
                onAccept={(cmd, edited) => void accept(row, cmd, edited)}
                onReject={() => reject(row)}
              />
            ))}
          </ol>
        </>
      )}
      <div className="mt-3 space-y-2">
        {read && <PasteIgnored ignored={read.ignored} roster={day.roster} posts={read.posts} />}
        <PasteHistory reviews={day.pasteReviews ?? []} />
      </div>
    </Section>
  );
}
