"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import type { DaySeat } from "@/lib/rulesets/clocktower/day/roster";
import { Section } from "../shared";
import { Pill, useNames, type DayPartProps } from "./day-shared";

/** Where each seat's vote stands now (counted or not). */
export function currentVotes(day: DayPartProps["day"]): Map<string, string> {
  const votes = new Map<string, string>();
  for (const r of day.count.rows) for (const v of r.voters) votes.set(v, r.nominee);
  for (const t of day.count.deadTokens) if (t.votingFor && !votes.has(t.seat)) votes.set(t.seat, t.votingFor);
  for (const d of day.count.discounted) if (!votes.has(d.voter)) votes.set(d.voter, d.nominee);
  return votes;
}

/**
 * The storyteller enters the votes posted in the thread: one row per seat, its vote as a select of the
 * nominees, and its lock. A rule break (a vote after the deadline, a spent token) comes back as a warning.
 */
export function DayVotes(props: DayPartProps) {
  const { day } = props;
  const t = useTranslations("clocktower.forumDay.votes");
  const votes = currentVotes(day);
  const resolved = day.result !== null;
  return (
    <Section id="day-votes" title={t("title")} aside={resolved ? t("asideResolved") : t("aside")}>
      {day.nominations.length === 0 && <p className="mb-2 text-sm text-ink-400">{t("nominateFirst")}</p>}
      <ul className="divide-y divide-night-800" aria-label={t("bySeat")}>
        {day.roster.map((seat) => (
          <VoteRow
            key={seat.id}
            {...props}
            seat={seat}
            vote={votes.get(seat.id) ?? ""}
            locked={day.count.locked.includes(seat.id)}
            disabled={resolved}
          />
        ))}
      </ul>
    </Section>
  );
}

function VoteRow({
  day,
  commands,
  rules,
  seats,
  seat,
  vote,
  locked,
  disabled,
}: DayPartProps & { seat: DaySeat; vote: string; locked: boolean; disabled: boolean }) {
  const name = useNames({ rules, seats });
  const t = useTranslations("clocktower.forumDay.votes");
  const ts = useTranslations("clocktower.forumDay.shared");
  const say = useSay();
  // One click per vote: a button per nominee, so no arrow key ever sends a vote by accident. The
  // pressed button shows at once; the server's record replaces it when the write is done.
  const [draft, setDraft] = useState<string | null>(null);
  const cast = async (next: string) => {
    if (next === vote) return;
    setDraft(next);
    await commands.send(
      next ? { type: "day.vote", voter: seat.id, nominee: next } : { type: "day.unvote", voter: seat.id },
    );
    setDraft(null);
  };
  const shown = draft ?? vote;
  const token = day.count.deadTokens.find((t) => t.seat === seat.id);
  const discounted = day.count.discounted.find((d) => d.voter === seat.id);
  const id = `day-vote-${seat.id}`;
  const options = day.nominations.map((n) => n.nominee);
  if (vote && !options.includes(vote)) options.push(vote);
  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-2 gap-y-0.5 py-1.5 text-sm"
      data-testid="day-vote-row"
      data-seat={seat.name}
    >
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className={`truncate font-medium ${seat.alive ? "" : "text-ink-400"}`}>{seat.name}</span>
        <span className="flex flex-wrap gap-1">
          {seat.isTraveller && <Pill tone="moon">{ts("traveller")}</Pill>}
          {seat.alive ? <Pill tone="good">{ts("alive")}</Pill> : <Pill tone="blood">{ts("deadPill")}</Pill>}
          {token && (
            <Pill tone={token.available ? "ink" : "blood"}>{token.available ? t("voteToken") : t("tokenSpent")}</Pill>
          )}
        </span>
      </span>
      <div
        id={id}
        role="group"
        aria-label={t("voteOf", { name: seat.name })}
        title={discounted ? say(discounted.reason) : undefined}
        className="flex flex-wrap justify-end gap-1"
      >
        {["", ...options].map((n) => (
          <button
            key={n || "none"}
            type="button"
            className={`btn min-h-9 px-2 py-1 text-xs ${shown === n ? (n ? "btn-primary" : "border-ink-400 text-ink-100") : ""}`}
            aria-pressed={shown === n}
            disabled={disabled || locked}
            onClick={() => void cast(n)}
          >
            {n ? name(n) : t("noVote")}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={`btn w-[4.75rem] px-2 py-1 text-xs ${locked ? "border-moon-500/60 bg-moon-400/10 text-moon-300" : ""}`}
        disabled={disabled}
        aria-pressed={locked}
        aria-label={t("lockLabel", { name: seat.name })}
        title={locked ? t("lockedTitle") : t("lockTitle")}
        onClick={() => commands.send({ type: locked ? "day.unlockVote" : "day.lockVote", voter: seat.id })}
      >
        {locked ? t("locked") : t("lock")}
      </button>
      {discounted && (
        <p className="col-span-3 text-xs text-moon-300">{t("notCounted", { reason: say(discounted.reason) })}</p>
      )}
    </li>
  );
}
