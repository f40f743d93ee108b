"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import { useDeadlineFormat } from "@/lib/client/use-clock";
import type { NightChoice } from "@/lib/rulesets/clocktower";
import { poolCharacters, Section, type ClocktowerPartProps } from "./shared";
import { StepEditor } from "./night/step-editor";
import { FiddlerForm } from "./night/fiddler-form";
import { DayAbilitiesForm } from "./night/day-abilities";
import { SvDayAbilities } from "./night/sv-day-abilities";
import { WHISPER_RULES } from "@/lib/rulesets/clocktower/day/whispers";

export { DawnPanel } from "./night/dawn-panel";

/** Below the table: a day without deaths, the settings, the end of the game and the reveal. */
export function PhasePanel({ rules, commands }: ClocktowerPartProps) {
  const t = useTranslations("clocktower.phasePanel");
  const tp = useTranslations("clocktower.phase");
  const [winner, setWinner] = useState<"good" | "evil">("good");
  const fmt = useDeadlineFormat();
  const when = (iso: string | null | undefined) => (iso ? fmt(iso) : "");
  // Ending the game is not the phase's next step: it sits here, below the table, and asks twice.
  const [confirming, setConfirming] = useState(false);
  const phase = rules.phase;
  const night = phase?.kind === "night";
  return (
    <Section
      id="ct-phase"
      title={phase ? tp("label", { kind: phase.kind, number: phase.number }) : tp("beforeFirstNight")}
      aside={night && phase?.lockAt ? t("locks", { lock: when(phase.lockAt), dawn: when(phase.dawnAt) }) : undefined}
    >
      <div className="flex flex-wrap items-end gap-2">
        {!rules.winner && phase?.kind === "day" && !rules.day?.result && (
          <button
            className="btn"
            disabled={commands.busy}
            onClick={() => commands.send({ type: "clocktower.startNight" })}
            title={t("startNightUnresolvedHint")}
          >
            {t("startNightUnresolved", { number: phase.number + 1 })}
          </button>
        )}
        {!rules.winner && night && (
          <button
            className="btn"
            disabled={commands.busy}
            onClick={() => commands.send({ type: "clocktower.startDay" })}
            title={t("startDayNoDeathsHint")}
          >
            {t("startDayNoDeaths", { number: phase!.number })}
          </button>
        )}
        {!rules.winner && rules.deal && (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void commands.send({ type: "clocktower.endGame", winner });
            }}
          >
            <div>
              <label htmlFor="ct-winner" className="label">
                {t("winner")}
              </label>
              <select
                id="ct-winner"
                className="input w-auto"
                value={winner}
                onChange={(e) => setWinner(e.target.value as "good" | "evil")}
              >
                <option value="good">{t("good")}</option>
                <option value="evil">{t("evil")}</option>
              </select>
            </div>
            {confirming ? (
              <>
                <button className="btn btn-danger" disabled={commands.busy}>
                  {t("confirmWinner", { winner })}
                </button>
                <button type="button" className="btn" onClick={() => setConfirming(false)}>
                  {t("keepPlaying")}
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                {t("endGame")}
              </button>
            )}
          </form>
        )}
        {rules.winner && (
          <>
            <p className="font-semibold" data-testid="ct-winner-text">
              {t("over", { winner: rules.winner })}
            </p>
            {rules.revealed && <span className="text-sm text-moon-300">{t("revealed")}</span>}
          </>
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-ink-400">
          {t("settingsSummary", { night: rules.settings.nightHours, lock: rules.settings.lockHours })}
        </summary>
        <SettingsForm rules={rules} commands={commands} />
      </details>
    </Section>
  );
}

function SettingsForm({ rules, commands }: Pick<ClocktowerPartProps, "rules" | "commands">) {
  const t = useTranslations("clocktower.settings");
  const s = rules.settings;
  const [nightHours, setNight] = useState(String(s.nightHours));
  const [lockHours, setLock] = useState(String(s.lockHours));
  const [discussionHours, setDiscussion] = useState(String(s.discussionHours ?? 12));
  const [nominationHours, setNomination] = useState(String(s.nominationHours ?? 12));
  const [votingHours, setVoting] = useState(String(s.votingHours ?? 24));
  const [inAppVoting, setInApp] = useState(s.inAppVoting ?? false);
  // The view fills in the game's language's default (characters for a Japanese game).
  const [whisperCount, setWhisperCount] = useState<"words" | "characters">(s.whisperCount ?? "words");
  const [error, setError] = useState<string | null>(null);
  const fields = [
    { id: "ct-night-hours", name: "night", value: nightHours, set: setNight, min: 1 },
    { id: "ct-lock-hours", name: "lock", value: lockHours, set: setLock, min: 0 },
    { id: "ct-discussion-hours", name: "discussion", value: discussionHours, set: setDiscussion, min: 0 },
    { id: "ct-nomination-hours", name: "nominations", value: nominationHours, set: setNomination, min: 0 },
    { id: "ct-voting-hours", name: "voting", value: votingHours, set: setVoting, min: 0 },
  ] as const;
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const bad = fields.find(
          (f) =>
            f.value.trim() === "" ||
            !Number.isFinite(Number(f.value)) ||
            Number(f.value) < f.min ||
            Number(f.value) > 240,
        );
        if (bad) {
          setError(t("badHours", { field: t(`names.${bad.name}`), min: bad.min }));
          return;
        }
        setError(null);
        void commands.send({
          type: "clocktower.setSettings",
          nightHours: Number(nightHours),
          lockHours: Number(lockHours),
          discussionHours: Number(discussionHours),
          nominationHours: Number(nominationHours),
          votingHours: Number(votingHours),
          inAppVoting,
          whisperCount,
        });
      }}
    >
      {fields.map((f) => (
        <div key={f.id}>
          <label className="label" htmlFor={f.id}>
            {t(`fields.${f.name}`)}
          </label>
          <input
            id={f.id}
            className="input w-28"
            type="number"
            min={f.min}
            max={240}
            step="any"
            value={f.value}
            onChange={(e) => f.set(e.target.value)}
          />
        </div>
      ))}
      <label className="flex items-center gap-2 self-center">
        <input type="checkbox" checked={inAppVoting} onChange={(e) => setInApp(e.target.checked)} />
        {t("inAppVoting")}
      </label>
      <div>
        <label className="label" htmlFor="ct-whisper-count">
          {t("whisperCount")}
        </label>
        <select
          id="ct-whisper-count"
          className="input"
          value={whisperCount}
          onChange={(e) => setWhisperCount(e.target.value === "characters" ? "characters" : "words")}
        >
          <option value="words">{t("whisperWords", { max: WHISPER_RULES.neighbourWhisperMaxWords })}</option>
          <option value="characters">
            {t("whisperCharacters", { max: WHISPER_RULES.neighbourWhisperMaxCharacters })}
          </option>
        </select>
      </div>
      <button className="btn" disabled={commands.busy}>
        {t("save")}
      </button>
      {error && (
        <p role="alert" className="error-text w-full">
          {error}
        </p>
      )}
      <p className="w-full text-xs text-ink-400">{t("applies")}</p>
    </form>
  );
}

/** The night sheet: the night's steps in order, each recorded and ticked done. */
export function NightSheetPanel({ rules, seats, commands }: ClocktowerPartProps) {
  const t = useTranslations("clocktower.nightSheet");
  const tc = useTranslations("clocktower.choice");
  const say = useSay();
  const sheet = rules.nightSheet;
  const [open, setOpen] = useState<string | null>(null);
  // A step just marked done stays open while the effects its choice proposes wait to be applied;
  // then the sheet moves on to the next step by itself.
  const [held, setHeld] = useState<string | null>(null);
  const fmt = useDeadlineFormat();
  const when = (iso: string | null | undefined) => (iso ? fmt(iso) : "");
  if (!sheet) return null;
  const current = rules.phase?.kind === "night" && rules.phase.number === sheet.night;
  const next = sheet.steps.find((s) => !s.done && !s.skipped && !s.automatic);
  const heldStep = sheet.steps.find((s) => s.key === held);
  const awaitsEffects = !!heldStep && (!heldStep.done || (heldStep.effects.length > 0 && !heldStep.applied));
  const openKey = awaitsEffects ? held : (open ?? next?.key ?? null);
  const progress = t("progress", { done: sheet.done, total: sheet.total });
  return (
    <Section id="ct-night" title={t("title", { number: sheet.night })} aside={progress}>
      <p className="sr-only" aria-live="polite" data-testid="night-progress">
        {progress}
      </p>
      {current && sheet.lockAt && (
        <p className="mb-2 text-xs text-ink-400">
          {t("locks", { lock: when(sheet.lockAt), dawn: when(sheet.dawnAt) })}
        </p>
      )}
      <DayAbilitiesForm rules={rules} commands={commands} />
      <SvDayAbilities rules={rules} commands={commands} />
      {current && <FiddlerForm rules={rules} commands={commands} />}
      <ol className="space-y-1.5">
        {sheet.steps.map((step, i) => (
          <li
            key={step.key}
            data-testid="night-step"
            data-step={step.key}
            data-done={step.done}
            data-skipped={step.skipped}
            className={`rounded-md border ${step.key === openKey ? "border-moon-500/60" : "border-night-800"} ${step.skipped ? "opacity-60" : ""}`}
          >
            <button
              className="flex w-full flex-wrap items-center gap-x-2 px-2 py-1.5 text-left text-sm"
              aria-expanded={step.key === openKey}
              onClick={() => {
                setHeld(null);
                setOpen(step.key === openKey ? "" : step.key);
              }}
            >
              <span className="w-5 text-right font-mono text-xs text-ink-400">{i + 1}</span>
              <span aria-hidden className={step.done ? "text-good-400" : "text-ink-400"}>
                {step.done ? "✓" : step.skipped ? "–" : "○"}
              </span>
              <span className={`font-medium ${step.skipped ? "line-through" : ""}`}>{say(step.name)}</span>
              {step.seatName && <span className="text-ink-300">· {step.seatName}</span>}
              {step.skipped && <span className="text-xs text-ink-400">{t("skipped")}</span>}
              {step.submitted && (
                <span className="rounded bg-moon-400/15 px-1.5 text-xs text-moon-300">
                  {t("action", { by: step.submitted.by === "player" ? "player" : "storyteller" })}
                </span>
              )}
              {step.warnings.length > 0 && <span className="text-xs text-moon-300">⚠ {step.warnings.length}</span>}
            </button>
            {step.key === openKey && step.automatic && (
              <p className="border-t border-night-800 p-2 text-sm text-ink-300">
                {say(step.reminder)}{" "}
                <span className="text-ink-400">{step.stepId === "dusk" ? t("duskDone") : t("dawnDone")}</span>
              </p>
            )}
            {step.key === openKey && !step.automatic && (
              <StepEditor
                key={`${step.key}-${JSON.stringify(step.record)}-${JSON.stringify(step.submitted)}`}
                step={step}
                night={sheet.night}
                rules={rules}
                seats={seats}
                commands={commands}
                describe={(c) => describeChoice(c, rules, seats, tc)}
                held={awaitsEffects}
                onMarkedDone={() => {
                  setOpen(null);
                  setHeld(step.key);
                }}
              />
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export type ChoiceT = ReturnType<typeof useTranslations<"clocktower.choice">>;

export function describeChoice(
  c: NightChoice,
  rules: ClocktowerPartProps["rules"],
  seats: ClocktowerPartProps["seats"],
  t: ChoiceT,
) {
  const parts: string[] = [];
  if (c.seats?.length)
    parts.push(c.seats.map((id) => seats.find((s) => s.id === id)?.name ?? id).join(t("listSeparator")));
  if (c.seats && c.seats.length === 0) parts.push(t("noOne"));
  if (c.character) parts.push(poolCharacters(rules).find((x) => x.id === c.character)?.name ?? c.character);
  if (c.yes !== undefined) parts.push(c.yes ? t("yes") : t("no"));
  if (c.text) parts.push(t("quoted", { text: c.text }));
  return parts.join(" · ") || t("nothing");
}
