"use client";
import { useState } from "react";
import { SelectField } from "@/components/field";
import type { ModeratorDay } from "@/lib/rulesets/clocktower";
import type { Proposal, ProposalFlag, ProposedDayCommand } from "@/lib/game/day/forum-post-parser";
import { describeDayCommand } from "@/lib/game/day/day-commands";
import { seatName, STORYTELLER } from "@/lib/game/day/roster";

export type RowStatus = "open" | "confirming" | "accepted" | "rejected" | "failed";

export interface PasteRowModel {
  key: number;
  proposal: Proposal;
  /** What accepting the line as read would do (null: it needs an edit first). */
  proposed: ProposedDayCommand | null;
  /** "Eggyolk votes Dolby." even when it cannot be applied as it stands. */
  description: string;
  status: RowStatus;
  /** The command accepted, when the moderator edited the line. */
  edited: ProposedDayCommand | null;
}

const FLAG_TEXT: Record<ProposalFlag, string> = {
  "no-author": "no post header above it",
  "unknown-author": "the author is not in the game",
  "unknown-name": "unknown name",
  "ambiguous-name": "ambiguous name",
  "missing-target": "no name given",
  "in-spoiler": "in a spoiler",
  "storyteller-post": "posted by the Storyteller, not a player",
  "close-spelling": "close spelling",
  "dead-target": "names a dead player",
  "no-vote-token": "a dead player whose vote token is spent",
  "dead-nominator": "a dead player cannot nominate",
  "after-deadline": "posted after voting closed",
};

/** Plain-words flags of the line as read: the parser's, then what the day as it stands says. */
export function rowFlags(p: Proposal, cmd: ProposedDayCommand | null, day: ModeratorDay): string[] {
  const name = (id: string) => seatName(day.roster, id);
  const flags = p.flags.map((f) => {
    if (f === "unknown-name" || f === "ambiguous-name" || f === "close-spelling") {
      const text = `${FLAG_TEXT[f]} “${p.targetText ?? ""}”`;
      return p.suggestions.length
        ? `${text}: ${f === "ambiguous-name" ? "" : "did you mean "}${p.suggestions.map(name).join(" or ")}?`
        : text;
    }
    return FLAG_TEXT[f];
  });
  if (p.command === "join" || p.command === "travel")
    flags.push("a sign-up, not a day command: add or move the seat in Seats");
  if (cmd) flags.push(...dayNotes(cmd, day));
  return flags;
}

/** What the current day says about a command: "already votes Dolby", "Dolby is not nominated". */
export function dayNotes(cmd: ProposedDayCommand, day: ModeratorDay): string[] {
  const name = (id: string) => seatName(day.roster, id);
  const seat = (id: string) => day.roster.find((s) => s.id === id);
  const standing = (voter: string) => day.count.rows.find((r) => r.voters.includes(voter))?.nominee ?? null;
  const notes: string[] = [];
  switch (cmd.type) {
    case "day.vote": {
      const now = standing(cmd.voter);
      if (now === cmd.nominee) notes.push(`already votes ${name(cmd.nominee)}`);
      else if (now) notes.push(`moves their vote from ${name(now)}`);
      if (!day.nominations.some((n) => n.nominee === cmd.nominee)) notes.push(`${name(cmd.nominee)} is not nominated`);
      const s = seat(cmd.voter);
      if (s && !s.alive && !s.ghostVoteAvailable) notes.push(`${s.name} is dead and has spent their vote token`);
      if (day.count.locked.includes(cmd.voter)) notes.push("their vote is locked");
      break;
    }
    case "day.unvote":
      if (!standing(cmd.voter)) notes.push("has no vote to withdraw");
      if (day.count.locked.includes(cmd.voter)) notes.push("their vote is locked");
      break;
    case "day.lockVote":
      if (day.count.locked.includes(cmd.voter)) notes.push("already locked");
      break;
    case "day.nominate": {
      if ([...day.nominations, ...day.queued].some((n) => n.nominator === cmd.nominator))
        notes.push("has already nominated today");
      if (day.nominations.some((n) => n.nominee === cmd.nominee))
        notes.push(`${name(cmd.nominee)} is already nominated`);
      const s = seat(cmd.nominator);
      if (s && !s.alive) notes.push(`${s.name} is dead`);
      break;
    }
    case "whisper.declare": {
      if (cmd.to === STORYTELLER) break;
      const open = day.allWhispers.some(
        (w) =>
          w.kind === "declared" &&
          !w.brokenAt &&
          ((w.from === cmd.from && w.to === cmd.to) || (w.from === cmd.to && w.to === cmd.from)),
      );
      if (open) notes.push("they are already whispering");
      for (const id of [cmd.from, cmd.to]) {
        const a = day.allowances.find((x) => x.seat === id);
        const other = id === cmd.from ? cmd.to : cmd.from;
        if (a && a.remaining === 0 && !a.partners.includes(other))
          notes.push(`${name(id)} has no declared whispers left`);
      }
      break;
    }
  }
  return notes;
}

const KINDS: Array<{ value: ProposedDayCommand["type"]; label: string; target: boolean }> = [
  { value: "day.vote", label: "Vote", target: true },
  { value: "day.unvote", label: "Withdraw vote", target: false },
  { value: "day.nominate", label: "Nominate", target: true },
  { value: "day.lockVote", label: "Lock vote", target: false },
  { value: "whisper.declare", label: "Declare whisper", target: true },
];

const STORYTELLER_OPTION = { value: STORYTELLER, label: "The Storyteller" };

function buildCommand(type: ProposedDayCommand["type"], who: string, target: string): ProposedDayCommand | null {
  if (!who) return null;
  switch (type) {
    case "day.vote":
      return target && target !== STORYTELLER ? { type, voter: who, nominee: target } : null;
    case "day.nominate":
      return target && target !== STORYTELLER ? { type, nominator: who, nominee: target } : null;
    case "whisper.declare":
      return target && target !== who ? { type, from: who, to: target } : null;
    case "day.unvote":
    case "day.lockVote":
      return { type, voter: who };
  }
}

const actorOf = (c: ProposedDayCommand) => ("voter" in c ? c.voter : "nominator" in c ? c.nominator : c.from);
const targetOf = (c: ProposedDayCommand) => ("nominee" in c ? c.nominee : "to" in c ? c.to : "");

/** One line read from the paste: what it would do, its flags, and Accept / Edit / Reject. */
export function PasteRow({
  row,
  day,
  post,
  busy,
  onAccept,
  onReject,
}: {
  row: PasteRowModel;
  day: ModeratorDay;
  /** Which post of the paste the line came from: "Post 3 · Tue Dec 01, 2026 6:02 pm". */
  post: string;
  busy: boolean;
  onAccept: (cmd: ProposedDayCommand, edited: boolean) => void;
  onReject: () => void;
}) {
  const p = row.proposal;
  const [editing, setEditing] = useState(false);
  const start = row.edited ?? row.proposed;
  const [type, setType] = useState<ProposedDayCommand["type"]>(
    start?.type ??
      (p.command === "nominate" ? "day.nominate" : p.command === "whisper" ? "whisper.declare" : "day.vote"),
  );
  const [who, setWho] = useState(start ? actorOf(start) : p.author && p.author !== STORYTELLER ? p.author : "");
  const [target, setTarget] = useState(start ? targetOf(start) : (p.suggestions[0] ?? ""));
  const [editError, setEditError] = useState<string | null>(null);
  const decided = row.status === "accepted" || row.status === "rejected";
  const flags = decided ? [] : rowFlags(p, row.proposed, day);
  const id = `paste-${row.key}`;
  const needsTarget = KINDS.find((k) => k.value === type)!.target;
  const acceptEdit = () => {
    const cmd = buildCommand(type, who, needsTarget ? target : "");
    if (!cmd) {
      setEditError(
        !who
          ? "Choose the player."
          : type === "whisper.declare" && target === who
            ? "A player cannot whisper themselves."
            : "Choose whom it names.",
      );
      return;
    }
    setEditError(null);
    setEditing(false);
    onAccept(cmd, true);
  };
  const seats = day.roster.map((s) => ({ value: s.id, label: s.name }));
  const targetLabel = type === "whisper.declare" ? "Whispers" : type === "day.nominate" ? "Nominee" : "Votes for";
  const editedNotes = editing ? (buildCommand(type, who, needsTarget ? target : "") ?? null) : null;
  return (
    <li
      data-testid="paste-row"
      data-status={row.status}
      data-flagged={p.flags.length > 0 || !row.proposed ? "true" : "false"}
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget || decided || editing || row.status === "confirming") return;
        // Rejecting sends nothing but its record: it need not wait for a command in flight.
        if (e.key === "a" && row.proposed && !busy) onAccept(row.proposed, false);
        else if (e.key === "r") onReject();
        else if (e.key === "e") setEditing(true);
        else return;
        e.preventDefault();
      }}
      aria-label={`${p.authorText ?? "No author"}: ${p.line}`}
      className={`rounded-lg border p-3 text-sm focus-visible:outline-2 focus-visible:outline-moon-400 ${decided ? "border-night-800 bg-night-950/40" : flags.length ? "border-moon-500/40" : "border-night-700"}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-semibold text-ink-100">{p.authorText ?? "No author"}</span>
        <span className="text-xs text-ink-400">
          {post} · line {p.lineNumber}
        </span>
        {decided && (
          <span
            className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold ${row.status === "accepted" ? "bg-good-400/15 text-good-400" : "bg-blood-500/15 text-blood-400"}`}
          >
            {row.status === "accepted" ? "✓ Accepted" : "✕ Rejected"}
          </span>
        )}
      </div>
      <blockquote className="mt-1 break-words border-l-2 border-night-600 pl-2 font-mono text-xs text-ink-300">
        {p.line}
      </blockquote>
      <p className={`mt-1.5 ${decided ? "text-ink-400" : "font-medium text-ink-100"}`}>
        {row.edited ? (
          <>
            <span className="line-through decoration-ink-400">{row.description}</span> →{" "}
            {describeDayCommand(row.edited, day)}
          </>
        ) : (
          row.description
        )}
      </p>
      {flags.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Flags">
          {flags.map((f) => (
            <li key={f} className="rounded bg-moon-400/10 px-1.5 py-0.5 text-xs text-moon-300">
              ⚠ {f}
            </li>
          ))}
        </ul>
      )}
      {row.status === "confirming" && (
        <p className="mt-1.5 text-xs text-moon-300">
          The rules object: confirm or cancel in the warning at the top of the page.
        </p>
      )}
      {row.status === "failed" && (
        <p className="mt-1.5 text-xs text-blood-400">
          Not applied: see the message at the top of the page. Edit it, accept again, or reject it.
        </p>
      )}
      {!decided && !editing && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            className="btn btn-primary"
            disabled={busy || !row.proposed || row.status === "confirming"}
            onClick={() => row.proposed && onAccept(row.proposed, false)}
            aria-label={`Accept: ${row.description}`}
            title={row.proposed ? undefined : "Edit the line first: it names no seat it could apply to."}
          >
            Accept
          </button>
          <button
            className="btn"
            disabled={busy || row.status === "confirming"}
            onClick={() => setEditing(true)}
            aria-label={`Edit: ${row.description}`}
          >
            Edit
          </button>
          <button
            className="btn btn-danger"
            disabled={busy || row.status === "confirming"}
            onClick={onReject}
            aria-label={`Reject: ${row.description}`}
          >
            Reject
          </button>
        </div>
      )}
      {!decided && editing && (
        <form
          className="mt-2 grid gap-2 rounded-md border border-night-700 bg-night-850 p-2 sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            acceptEdit();
          }}
        >
          <SelectField
            id={`${id}-type`}
            label="Command"
            value={type}
            onChange={(e) => setType(e.target.value as ProposedDayCommand["type"])}
            options={KINDS}
          />
          <SelectField
            id={`${id}-who`}
            label="Player"
            value={who}
            onChange={(e) => setWho(e.target.value)}
            placeholder="Choose…"
            options={seats}
          />
          {needsTarget && (
            <SelectField
              id={`${id}-target`}
              label={targetLabel}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              placeholder="Choose…"
              options={type === "whisper.declare" ? [...seats, STORYTELLER_OPTION] : seats}
            />
          )}
          {editedNotes && dayNotes(editedNotes, day).length > 0 && (
            <p className="text-xs text-moon-300 sm:col-span-3">⚠ {dayNotes(editedNotes, day).join("; ")}</p>
          )}
          {editError && (
            <p role="alert" className="error-text sm:col-span-3">
              {editError}
            </p>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            <button className="btn btn-primary" disabled={busy}>
              Accept as edited
            </button>
            <button type="button" className="btn" onClick={() => setEditing(false)}>
              Cancel edit
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
