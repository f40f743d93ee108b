"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Section } from "../shared";
import { useNow } from "@/lib/client/use-clock";
import { Pill, useSegmentLabel, type DayPartProps } from "./day-shared";
import { useDeadlineFormat } from "@/lib/client/use-clock";

/** "1 d 02:03:09", "02:03:09": time left, to the second. */
export function formatCountdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86400);
  const pad = (n: number) => String(n).padStart(2, "0");
  const hms = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return d ? `${d} d ${hms}` : hms;
}

/** The day's clock: the segment in force, a live countdown, every deadline, and the storyteller's controls. */
export function DayClock({ day, commands }: DayPartProps) {
  const clock = day.clock;
  const now = useNow();
  const fmt = useDeadlineFormat();
  const tr = useTranslations("clocktower.forumDay.clock");
  const ts = useTranslations("clocktower.forumDay.shared");
  const seg = useSegmentLabel();
  if (!clock) return null;
  const paused = clock.pausedAt !== null;
  const ended = clock.endedAt !== null;
  // Paused: the clock reads the pause instant. Which segment is computed here so it moves without a refetch.
  const t = paused ? Date.parse(clock.pausedAt!) : (now ?? Date.parse(clock.startedAt));
  const index = clock.parts.findIndex((p) => t < Date.parse(p.endsAt));
  const over = !ended && index < 0;
  const current = index < 0 ? null : clock.parts[index]!;
  const remaining = current ? Date.parse(current.endsAt) - t : 0;
  const phase = ts("dayN", { number: day.number });
  const label = current ? seg(current) : "";
  const state = ended ? "ended" : over ? "over" : paused ? "paused" : "running";
  return (
    <Section
      id="day-clock"
      title={tr("title", { phase, segment: ended ? tr("ended") : over ? tr("timeUp") : label })}
      aside={state === "paused" ? <Pill tone="moon">{tr("paused")}</Pill> : undefined}
    >
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        {current && !ended && (
          <p
            className={`font-mono text-3xl tabular-nums ${paused ? "text-moon-300" : "text-ink-100"}`}
            data-testid="day-countdown"
            aria-label={tr("timeLeft", { segment: label })}
          >
            {now === null ? "--:--:--" : formatCountdown(remaining)}
          </p>
        )}
        <p className="text-sm text-ink-300" data-testid="day-clock-state">
          {state === "running" && current && tr("running", { segment: label, at: fmt(current.endsAt) })}
          {state === "paused" && current && tr("pausedSince", { at: fmt(clock.pausedAt!) })}
          {state === "over" && tr("over", { phase, at: fmt(clock.parts.at(-1)!.endsAt) })}
          {state === "ended" && tr("endedAt", { phase, at: fmt(clock.endedAt!) })}
        </p>
      </div>
      <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-3" aria-label={tr("deadlines")}>
        {clock.parts.map((p, i) => {
          const done = index < 0 || i < index;
          return (
            <li
              key={p.id}
              data-testid="day-deadline"
              data-current={i === index && !ended}
              className={`rounded-md border px-2 py-1.5 ${i === index && !ended ? "border-moon-500/60 bg-moon-400/5" : "border-night-800"} ${done ? "text-ink-400" : ""}`}
            >
              <span className="block text-xs font-semibold uppercase tracking-wide text-ink-300">
                {tr(done ? "partEnded" : "partEnds", { segment: seg(p) })}
              </span>
              <span className="block">{fmt(p.endsAt)}</span>
            </li>
          );
        })}
      </ol>
      {!ended && (
        <ClockControls
          paused={paused}
          over={over}
          parts={clock.parts}
          currentId={current?.id ?? null}
          commands={commands}
        />
      )}
    </Section>
  );
}

function ClockControls({
  paused,
  over,
  parts,
  currentId,
  commands,
}: {
  paused: boolean;
  over: boolean;
  parts: Array<{ id: string; label: string }>;
  currentId: string | null;
  commands: DayPartProps["commands"];
}) {
  const [hours, setHours] = useState("1");
  const [minutes, setMinutes] = useState("0");
  const [segment, setSegment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations("clocktower.forumDay.clock");
  const seg = useSegmentLabel();
  const shift = (type: "phase.extend" | "phase.shorten") => {
    const h = Number(hours || 0);
    const m = Number(minutes || 0);
    const total = Math.round(h * 60 + m);
    if (!Number.isFinite(total) || h < 0 || m < 0 || total <= 0) {
      setError(t("badShift"));
      return;
    }
    setError(null);
    void commands.send({ type, minutes: total, ...(segment ? { segmentId: segment } : {}) });
  };
  return (
    <div className="mt-4 space-y-3 border-t border-night-800 pt-3">
      <div className="flex flex-wrap gap-2">
        {paused ? (
          <button
            className="btn btn-primary"
            disabled={commands.busy}
            onClick={() => commands.send({ type: "phase.resume" })}
          >
            {t("resume")}
          </button>
        ) : (
          <button
            className="btn"
            disabled={commands.busy || over}
            onClick={() => commands.send({ type: "phase.pause" })}
          >
            {t("pause")}
          </button>
        )}
        <button
          className="btn"
          disabled={commands.busy || paused || over}
          onClick={() => commands.send({ type: "phase.advance" })}
          title={t("advanceTitle")}
        >
          {t("advance")}
        </button>
        <button
          className="btn btn-danger"
          disabled={commands.busy}
          onClick={() => commands.send({ type: "phase.end" })}
        >
          {t("end")}
        </button>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label={t("shiftForm")}
        onSubmit={(e) => {
          e.preventDefault();
          shift("phase.extend");
        }}
      >
        <div>
          <label className="label" htmlFor="day-shift-hours">
            {t("hours")}
          </label>
          <input
            id="day-shift-hours"
            className="input w-20"
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            value={hours}
            onChange={(e) => {
              setHours(e.target.value);
              setError(null);
            }}
          />
        </div>
        <div>
          <label className="label" htmlFor="day-shift-minutes">
            {t("minutes")}
          </label>
          <input
            id="day-shift-minutes"
            className="input w-20"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={minutes}
            onChange={(e) => {
              setMinutes(e.target.value);
              setError(null);
            }}
          />
        </div>
        <div>
          <label className="label" htmlFor="day-shift-segment">
            {t("segment")}
          </label>
          <select
            id="day-shift-segment"
            className="input w-auto"
            value={segment}
            onChange={(e) => setSegment(e.target.value)}
          >
            <option value="">
              {currentId && parts.some((p) => p.id === currentId)
                ? t("currentOf", { segment: seg(parts.find((p) => p.id === currentId)!) })
                : t("current")}
            </option>
            {parts.map((p) => (
              <option key={p.id} value={p.id}>
                {seg(p)}
              </option>
            ))}
          </select>
        </div>
        <button className="btn" disabled={commands.busy}>
          {t("extend")}
        </button>
        <button type="button" className="btn" disabled={commands.busy} onClick={() => shift("phase.shorten")}>
          {t("shorten")}
        </button>
        {error && (
          <p role="alert" className="error-text w-full">
            {error}
          </p>
        )}
        <p className="w-full text-xs text-ink-400">{t("laterMove")}</p>
      </form>
    </div>
  );
}
