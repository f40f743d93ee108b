"use client";
import { useId } from "react";
import type { KemomimiModeratorView, ModeratorPlayer } from "@/lib/rulesets/kemomimi-panic/views";
import type { Commands } from "@/components/game/use-game";
import type { NameOf } from "@/lib/rulesets/kemomimi-panic/ui/town/describe";
import type { Locale } from "@/lib/i18n/locales";
import { useTranslations } from "next-intl";

export type ModView = KemomimiModeratorView;
export type { ModeratorPlayer };

/** What every piece of the panel needs. */
export interface Ctx {
  view: ModView;
  commands: Commands;
  name: NameOf;
  /** The game's language: what the host posts is written in it. */
  language: Locale;
}

export type Command = { type: string; [k: string]: unknown };

/** The colour of a team's name (none while a playing host may not see it). */
export const teamTone = (team: ModeratorPlayer["team"]) => (team ? TEAM_TONE[team] : "text-ink-400");

/** True when the command is the one the engine expects next (it gets the primary button). */
export const isNext = (view: ModView, type: string) => view.hints.next[0] === type;

export function Section({
  title,
  children,
  className = "",
  aside,
  id,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
  aside?: React.ReactNode;
  id?: string;
}) {
  const auto = useId();
  const headingId = id ?? auto;
  return (
    <section className={`card ${className}`} aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-baseline gap-2">
        <h3 id={headingId} className="font-semibold text-ink-100">
          {title}
        </h3>
        {aside && <div className="ml-auto text-sm text-ink-400">{aside}</div>}
      </div>
      {children}
    </section>
  );
}

/** A labelled select of players. */
export function PlayerSelect({
  label,
  players,
  name,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  players: ModeratorPlayer[];
  name: NameOf;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const t = useTranslations("kemomimi.panel");
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder ?? t("choosePlayer")}</option>
        {players.map((p) => (
          <option key={p.seatId} value={p.seatId}>
            {name(p.seatId)} · {p.characterName}
          </option>
        ))}
      </select>
    </div>
  );
}

export const TEAM_TONE: Record<NonNullable<ModeratorPlayer["team"]>, string> = {
  thief: "text-blood-400",
  informant: "text-moon-300",
  civilian: "text-good-400",
};

export function Pill({
  children,
  tone = "ink",
  title,
}: {
  children: React.ReactNode;
  tone?: "ink" | "moon" | "blood" | "good";
  title?: string;
}) {
  const tones = {
    ink: "border-night-600 text-ink-300",
    moon: "border-moon-500/60 bg-moon-400/10 text-moon-300",
    blood: "border-blood-500/60 bg-blood-500/10 text-blood-400",
    good: "border-good-400/50 bg-good-400/10 text-good-400",
  };
  return (
    <span
      title={title}
      className={`rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
