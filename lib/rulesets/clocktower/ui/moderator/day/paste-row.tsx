"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import type { Say } from "@/lib/i18n/message";
import { SelectField } from "@/components/field";
import type { ModeratorDay } from "@/lib/rulesets/clocktower";
import type { Proposal, ProposalFlag, ProposedDayCommand } from "@/lib/rulesets/clocktower/day/forum-post-parser";
import { describeDayCommand } from "@/lib/rulesets/clocktower/day/day-commands";
import { seatName, STORYTELLER } from "@/lib/rulesets/clocktower/day/roster";

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

/** The words of the paste review (namespace day.paste). */
export type PasteT = ReturnType<typeof useTranslations<"clocktower.forumDay.paste">>;

const flagText = (t: PasteT, f: ProposalFlag) => t(`flags.${f}`);

/** Plain-words flags of the line as read: the parser's, then what the day as it stands says. */
export function rowFlags(
  t: PasteT,
  say: Say,
  p: Proposal,
  cmd: ProposedDayCommand | null,
  day: ModeratorDay,
): string[] {
  const name = (id: string) => seatName(day.roster, id, say);
  const flags = p.flags.map((f) => {
    if (f === "unknown-name" || f === "ambiguous-name" || f === "close-spelling") {
      const flag = t("flagName", { flag: flagText(t, f), text: p.targetText ?? "" });
      const names = p.suggestions.map(name).join(t("or"));
      return p.suggestions.length ? t(f === "ambiguous-name" ? "whichOf" : "didYouMean", { flag, names }) : flag;
    }
    return flagText(t, f);
  });
  if (p.command === "join" || p.command === "travel") flags.push(t("signUp"));
  if (cmd) flags.push(...dayNotes(t, say, cmd, day));
  return flags;
}

/** What the current day says about a command: "already votes Dolby", "Dolby is not nominated". */
export function dayNotes(t: PasteT, say: Say, cmd: ProposedDayCommand, day: ModeratorDay): string[] {
  const name = (id: string) => seatName(day.roster, id, say);
  const seat = (id: string) => day.roster.find((s) => s.id === id);
  const standing = (voter: string) => day.count.rows.find((r) => r.voters.includes(voter))?.nominee ?? null;
  const notes: string[] = [];
  switch (cmd.type) {
    case "day.vote": {
      const now = standing(cmd.voter);
      if (now === cmd.nominee) notes.push(t("notes.alreadyVotes", { name: name(cmd.nominee) }));
      else if (now) notes.push(t("notes.moves", { name: name(now) }));
      if (!day.nominations.some((n) => n.nominee === cmd.nominee))
        notes.push(t("notes.notNominated", { name: name(cmd.nominee) }));
      const s = seat(cmd.voter);
      if (s && !s.alive && !s.ghostVoteAvailable) notes.push(t("notes.tokenSpent", { name: s.name }));
      if (day.count.locked.includes(cmd.voter)) notes.push(t("notes.locked"));
      break;
    }
    case "day.unvote":
      if (!standing(cmd.voter)) notes.push(t("notes.noVote"));
      if (day.count.locked.includes(cmd.voter)) notes.push(t("notes.locked"));
      break;
    case "day.lockVote":
      if (day.count.locked.includes(cmd.voter)) notes.push(t("notes.alreadyLocked"));
      break;
    case "day.nominate": {
      if ([...day.nominations, ...day.queued].some((n) => n.nominator === cmd.nominator))
        notes.push(t("notes.alreadyNominated"));
      if (day.nominations.some((n) => n.nominee === cmd.nominee))
        notes.push(t("notes.nomineeNominated", { name: name(cmd.nominee) }));
      const s = seat(cmd.nominator);
      if (s && !s.alive) notes.push(t("notes.dead", { name: s.name }));
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
      if (open) notes.push(t("notes.whispering"));
      for (const id of [cmd.from, cmd.to]) {
        const a = day.allowances.find((x) => x.seat === id);
        const other = id === cmd.from ? cmd.to : cmd.from;
        if (a && a.remaining === 0 && !a.partners.includes(other))
          notes.push(t("notes.noWhispers", { name: name(id) }));
      }
      break;
    }
  }
  return notes;
}

const KINDS: Array<{
  value: ProposedDayCommand["type"];
  label: "vote" | "unvote" | "nominate" | "lockVote" | "whisper";
  target: boolean;
}> = [
  { value: "day.vote", label: "vote", target: true },
  { value: "day.unvote", label: "unvote", target: false },
  { value: "day.nominate", label: "nominate", target: true },
  { value: "day.lockVote", label: "lockVote", target: false },
  { value: "whisper.declare", label: "whisper", target: true },
];

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
  const t = useTranslations("clocktower.forumDay.paste");
  const ts = useTranslations("clocktower.forumDay.shared");
  const say = useSay();
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
  const flags = decided ? [] : rowFlags(t, say, p, row.proposed, day);
  const id = `paste-${row.key}`;
  const needsTarget = KINDS.find((k) => k.value === type)!.target;
  const acceptEdit = () => {
    const cmd = buildCommand(type, who, needsTarget ? target : "");
    if (!cmd) {
      setEditError(
        !who
          ? t("choosePlayer")
          : type === "whisper.declare" && target === who
            ? t("notThemselves")
            : t("chooseTarget"),
      );
      return;
    }
    setEditError(null);
    setEditing(false);
    onAccept(cmd, true);
  };
  const seats = day.roster.map((s) => ({ value: s.id, label: s.name }));
  const targetLabel = t(type === "whisper.declare" ? "whispers" : type === "day.nominate" ? "nominee" : "votesFor");
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
      aria-label={t("rowLabel", { author: p.authorText ?? t("noAuthor"), line: p.line })}
      className={`rounded-lg border p-3 text-sm focus-visible:outline-2 focus-visible:outline-moon-400 ${decided ? "border-night-800 bg-night-950/40" : flags.length ? "border-moon-500/40" : "border-night-700"}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-semibold text-ink-100">{p.authorText ?? t("noAuthor")}</span>
        <span className="text-xs text-ink-400">{t("where", { post, line: p.lineNumber })}</span>
        {decided && (
          <span
            className={`ml-auto rounded-full px-2 py-0.5 text-xs font-semibold ${row.status === "accepted" ? "bg-good-400/15 text-good-400" : "bg-blood-500/15 text-blood-400"}`}
          >
            {row.status === "accepted" ? t("accepted") : t("rejected")}
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
            {describeDayCommand(row.edited, day, say)}
          </>
        ) : (
          row.description
        )}
      </p>
      {flags.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t("flagsLabel")}>
          {flags.map((f) => (
            <li key={f} className="rounded bg-moon-400/10 px-1.5 py-0.5 text-xs text-moon-300">
              ⚠ {f}
            </li>
          ))}
        </ul>
      )}
      {row.status === "confirming" && <p className="mt-1.5 text-xs text-moon-300">{t("confirming")}</p>}
      {row.status === "failed" && <p className="mt-1.5 text-xs text-blood-400">{t("failed")}</p>}
      {!decided && !editing && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            className="btn btn-primary"
            disabled={busy || !row.proposed || row.status === "confirming"}
            onClick={() => row.proposed && onAccept(row.proposed, false)}
            aria-label={t("acceptLabel", { what: row.description })}
            title={row.proposed ? undefined : t("editFirst")}
          >
            {t("accept")}
          </button>
          <button
            className="btn"
            disabled={busy || row.status === "confirming"}
            onClick={() => setEditing(true)}
            aria-label={t("editLabel", { what: row.description })}
          >
            {t("edit")}
          </button>
          <button
            className="btn btn-danger"
            disabled={busy || row.status === "confirming"}
            onClick={onReject}
            aria-label={t("rejectLabel", { what: row.description })}
          >
            {t("reject")}
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
            label={t("command")}
            value={type}
            onChange={(e) => setType(e.target.value as ProposedDayCommand["type"])}
            options={KINDS.map((k) => ({ value: k.value, label: t(`kinds.${k.label}`) }))}
          />
          <SelectField
            id={`${id}-who`}
            label={t("player")}
            value={who}
            onChange={(e) => setWho(e.target.value)}
            placeholder={ts("choose")}
            options={seats}
          />
          {needsTarget && (
            <SelectField
              id={`${id}-target`}
              label={targetLabel}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              placeholder={ts("choose")}
              options={
                type === "whisper.declare" ? [...seats, { value: STORYTELLER, label: t("theStoryteller") }] : seats
              }
            />
          )}
          {editedNotes && dayNotes(t, say, editedNotes, day).length > 0 && (
            <p className="text-xs text-moon-300 sm:col-span-3">⚠ {dayNotes(t, say, editedNotes, day).join("; ")}</p>
          )}
          {editError && (
            <p role="alert" className="error-text sm:col-span-3">
              {editError}
            </p>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            <button className="btn btn-primary" disabled={busy}>
              {t("acceptEdited")}
            </button>
            <button type="button" className="btn" onClick={() => setEditing(false)}>
              {t("cancelEdit")}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
