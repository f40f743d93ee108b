"use client";
import { useState } from "react";
import type { NightChoice, NightSheetStep } from "@/lib/rulesets/clocktower";
import { poolCharacters, Section, WarningList, type ClocktowerPartProps } from "./shared";

const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC" : "";

/** Below the table: a day without deaths, the settings, the end of the game and the reveal. */
export function PhasePanel({ rules, commands }: ClocktowerPartProps) {
  const [winner, setWinner] = useState<"good" | "evil">("good");
  // Ending the game is not the phase's next step: it sits here, below the table, and asks twice.
  const [confirming, setConfirming] = useState(false);
  const phase = rules.phase;
  const night = phase?.kind === "night";
  return (
    <Section
      id="ct-phase"
      title={phase ? phase.label : "Before the first night"}
      aside={night && phase?.lockAt ? `actions lock ${when(phase.lockAt)} · dawn ${when(phase.dawnAt)}` : undefined}
    >
      <div className="flex flex-wrap items-end gap-2">
        {!rules.winner && night && (
          <button
            className="btn"
            disabled={commands.busy}
            onClick={() => commands.send({ type: "clocktower.startDay" })}
            title="Day without deaths (use the dawn summary to apply deaths)"
          >
            Start Day {phase!.number} without deaths
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
                Winner
              </label>
              <select
                id="ct-winner"
                className="input w-auto"
                value={winner}
                onChange={(e) => setWinner(e.target.value as "good" | "evil")}
              >
                <option value="good">Good</option>
                <option value="evil">Evil</option>
              </select>
            </div>
            {confirming ? (
              <>
                <button className="btn btn-danger" disabled={commands.busy}>
                  Confirm: {winner} wins
                </button>
                <button type="button" className="btn" onClick={() => setConfirming(false)}>
                  Keep playing
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                End the game…
              </button>
            )}
          </form>
        )}
        {rules.winner && (
          <>
            <p className="font-semibold" data-testid="ct-winner-text">
              The game is over: {rules.winner} won.
            </p>
            {rules.revealed && (
              <span className="text-sm text-moon-300">The grimoire is revealed on the public page.</span>
            )}
          </>
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-ink-400">
          Night settings: {rules.settings.nightHours} h nights, actions lock {rules.settings.lockHours} h before dawn
        </summary>
        <SettingsForm rules={rules} commands={commands} />
      </details>
    </Section>
  );
}

function SettingsForm({ rules, commands }: Pick<ClocktowerPartProps, "rules" | "commands">) {
  const s = rules.settings;
  const [nightHours, setNight] = useState(String(s.nightHours));
  const [lockHours, setLock] = useState(String(s.lockHours));
  const [discussionHours, setDiscussion] = useState(String(s.discussionHours ?? 12));
  const [nominationHours, setNomination] = useState(String(s.nominationHours ?? 12));
  const [votingHours, setVoting] = useState(String(s.votingHours ?? 24));
  const [inAppVoting, setInApp] = useState(s.inAppVoting ?? false);
  const [error, setError] = useState<string | null>(null);
  const fields = [
    { id: "ct-night-hours", label: "Night length (hours)", value: nightHours, set: setNight, min: 1 },
    { id: "ct-lock-hours", label: "Lock before dawn (hours)", value: lockHours, set: setLock, min: 0 },
    { id: "ct-discussion-hours", label: "Discussion (hours)", value: discussionHours, set: setDiscussion, min: 0 },
    { id: "ct-nomination-hours", label: "Nominations (hours)", value: nominationHours, set: setNomination, min: 0 },
    { id: "ct-voting-hours", label: "Voting (hours)", value: votingHours, set: setVoting, min: 0 },
  ];
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
          setError(`${bad.label.replace(/ \(hours\)$/, "")}: enter a number of hours from ${bad.min} to 240.`);
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
        });
      }}
    >
      {fields.map((f) => (
        <div key={f.id}>
          <label className="label" htmlFor={f.id}>
            {f.label}
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
        In-app voting (players nominate, vote and whisper from their private links)
      </label>
      <button className="btn" disabled={commands.busy}>
        Save settings
      </button>
      {error && (
        <p role="alert" className="error-text w-full">
          {error}
        </p>
      )}
      <p className="w-full text-xs text-ink-400">
        Night lengths apply from the next night, day lengths from the next day; in-app voting at once (it is shown on
        the town square).
      </p>
    </form>
  );
}

/** The night sheet: the night's steps in order, each recorded and ticked done. */
export function NightSheetPanel({ rules, seats, commands }: ClocktowerPartProps) {
  const sheet = rules.nightSheet;
  const [open, setOpen] = useState<string | null>(null);
  if (!sheet) return null;
  const current = rules.phase?.kind === "night" && rules.phase.number === sheet.night;
  const next = sheet.steps.find((s) => !s.done && !s.skipped);
  const openKey = open ?? next?.key ?? null;
  return (
    <Section id="ct-night" title={`Night sheet: ${sheet.label}`} aside={sheet.progress}>
      <p className="sr-only" aria-live="polite" data-testid="night-progress">
        {sheet.progress}
      </p>
      {current && sheet.lockAt && (
        <p className="mb-2 text-xs text-ink-400">
          Night actions lock at {when(sheet.lockAt)}; planned dawn {when(sheet.dawnAt)}.
        </p>
      )}
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
              onClick={() => setOpen(step.key === openKey ? "" : step.key)}
            >
              <span className="w-5 text-right font-mono text-xs text-ink-400">{i + 1}</span>
              <span aria-hidden className={step.done ? "text-good-400" : "text-ink-400"}>
                {step.done ? "✓" : step.skipped ? "–" : "○"}
              </span>
              <span className={`font-medium ${step.skipped ? "line-through" : ""}`}>{step.name}</span>
              {step.seatName && <span className="text-ink-300">· {step.seatName}</span>}
              {step.skipped && <span className="text-xs text-ink-400">(dead: skipped)</span>}
              {step.submitted && (
                <span className="rounded bg-moon-400/15 px-1.5 text-xs text-moon-300">
                  action {step.submitted.by === "player" ? "submitted" : "entered"}
                </span>
              )}
              {step.warnings.length > 0 && <span className="text-xs text-moon-300">⚠ {step.warnings.length}</span>}
            </button>
            {step.key === openKey && (
              <StepEditor
                key={`${step.key}-${JSON.stringify(step.record)}-${JSON.stringify(step.submitted)}`}
                step={step}
                night={sheet.night}
                rules={rules}
                seats={seats}
                commands={commands}
              />
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function StepEditor({
  step,
  night,
  rules,
  seats,
  commands,
}: ClocktowerPartProps & { step: NightSheetStep; night: number }) {
  const base: NightChoice = step.record?.choice ?? step.submitted?.choice ?? {};
  const [chosen, setChosen] = useState<string[]>(base.seats ?? []);
  const [character, setCharacter] = useState(base.character ?? "");
  const [yes, setYes] = useState(base.yes === undefined ? "" : base.yes ? "yes" : "no");
  const [text, setText] = useState(base.text ?? "");
  const [told, setTold] = useState(step.record?.told ?? step.suggestedTold ?? "");
  const [falseInfo, setFalse] = useState(step.record?.falseInfo ?? false);
  const [kills, setKills] = useState<string[]>(step.record?.kills.map((k) => k.seatId) ?? []);
  const players = seats.filter((s) => rules.seats.some((r) => r.seatId === s.id));
  const isAlive = (id: string) => {
    const r = rules.seats.find((x) => x.seatId === id);
    return !!r && r.alive && !r.registersDead;
  };
  const idp = `st-${step.key.replace(/[^\w-]/g, "-")}`;
  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const record = (done: boolean) => {
    const choice: NightChoice = {};
    if (chosen.length) choice.seats = chosen;
    if (character) choice.character = character;
    if (yes) choice.yes = yes === "yes";
    if (text.trim()) choice.text = text.trim();
    return commands.send({
      type: "clocktower.recordStep",
      night,
      stepId: step.stepId,
      ...(step.seatId ? { seatId: step.seatId } : {}),
      choice,
      told,
      falseInfo,
      done,
      kills: kills.map((seatId) => ({
        seatId,
        cause: "night" as const,
        ...(step.kind === "character" ? { by: step.stepId } : {}),
      })),
    });
  };
  const enterForPlayer = () => {
    const choice: NightChoice = {};
    if (chosen.length) choice.seats = chosen;
    if (character) choice.character = character;
    if (yes) choice.yes = yes === "yes";
    if (text.trim()) choice.text = text.trim();
    return commands.send({ type: "clocktower.submitNightAction", seatId: step.seatId, choice });
  };
  const killCause =
    rules.seats.find((s) => s.characterId === step.stepId)?.team === "demon" ? "killed at night" : "killed";
  return (
    <form
      className="space-y-2 border-t border-night-800 p-2 text-sm"
      aria-label={`Record ${step.name}${step.seatName ? ` for ${step.seatName}` : ""}`}
      onSubmit={(e) => {
        e.preventDefault();
        void record(true);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void record(true);
        }
      }}
    >
      {step.reminder && <p className="whitespace-pre-wrap text-ink-300">{step.reminder}</p>}
      <WarningList warnings={step.warnings} />
      {step.shape && <p className="text-xs text-ink-400">Player&apos;s choice: {step.shape.prompt}</p>}
      {step.submitted && (
        <p className="text-xs text-moon-300" data-testid="step-submitted">
          {step.submitted.by === "player" ? "Submitted by the player" : "Entered by you"} at {when(step.submitted.at)}:{" "}
          {describeChoice(step.submitted.choice, rules, seats)}
        </p>
      )}
      {!step.skipped && (
        <>
          <fieldset>
            <legend className="label">Chosen players</legend>
            <div className="flex flex-wrap gap-1">
              {players.map((p) => (
                <label
                  key={p.id}
                  className={`flex cursor-pointer items-center gap-1 rounded border px-1.5 py-0.5 text-xs ${chosen.includes(p.id) ? "border-moon-500 bg-moon-400/15" : "border-night-700"}`}
                >
                  <input
                    type="checkbox"
                    checked={chosen.includes(p.id)}
                    onChange={() => setChosen((c) => toggle(c, p.id))}
                  />
                  {p.name}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-2 sm:grid-cols-3">
            <div>
              <label className="label" htmlFor={`${idp}-char`}>
                Character
              </label>
              <select
                id={`${idp}-char`}
                className="input py-1"
                value={character}
                onChange={(e) => setCharacter(e.target.value)}
              >
                <option value="">—</option>
                {poolCharacters(rules).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="label" htmlFor={`${idp}-yes`}>
                Yes / no
              </label>
              <select id={`${idp}-yes`} className="input py-1" value={yes} onChange={(e) => setYes(e.target.value)}>
                <option value="">—</option>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </select>
            </div>
            <div>
              <label className="label" htmlFor={`${idp}-text`}>
                Choice (text)
              </label>
              <input id={`${idp}-text`} className="input py-1" value={text} onChange={(e) => setText(e.target.value)} />
            </div>
          </div>
          <div>
            <label className="label" htmlFor={`${idp}-told`}>
              What the player was told
            </label>
            <textarea
              id={`${idp}-told`}
              className="input min-h-14"
              value={told}
              onChange={(e) => setTold(e.target.value)}
            />
            <label className="mt-1 flex items-center gap-2 text-xs">
              <input type="checkbox" checked={falseInfo} onChange={(e) => setFalse(e.target.checked)} />
              Deliberately false information
            </label>
          </div>
          <fieldset>
            <legend className="label">Kills tonight ({killCause}, applied at dawn)</legend>
            <div className="flex flex-wrap gap-1">
              {players
                .filter((p) => isAlive(p.id))
                .map((p) => (
                  <label
                    key={p.id}
                    className={`flex cursor-pointer items-center gap-1 rounded border px-1.5 py-0.5 text-xs ${kills.includes(p.id) ? "border-blood-500 bg-blood-500/15" : "border-night-700"}`}
                  >
                    <input
                      type="checkbox"
                      aria-label={`${step.name} kills ${p.name}`}
                      checked={kills.includes(p.id)}
                      onChange={() => setKills((k) => toggle(k, p.id))}
                    />
                    {p.name}
                  </label>
                ))}
            </div>
          </fieldset>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <button className="btn btn-primary" disabled={commands.busy} aria-keyshortcuts="Control+Enter">
          {step.done ? "Save" : "Record and mark done"}
        </button>
        <button type="button" className="btn" disabled={commands.busy} onClick={() => void record(false)}>
          Save, not done
        </button>
        {step.shape && step.seatId && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={commands.busy}
            onClick={() => void enterForPlayer()}
          >
            Enter as the player&apos;s action
          </button>
        )}
      </div>
    </form>
  );
}

export function describeChoice(
  c: NightChoice,
  rules: ClocktowerPartProps["rules"],
  seats: ClocktowerPartProps["seats"],
) {
  const parts: string[] = [];
  if (c.seats?.length) parts.push(c.seats.map((id) => seats.find((s) => s.id === id)?.name ?? id).join(", "));
  if (c.seats && c.seats.length === 0) parts.push("no one");
  if (c.character) parts.push(poolCharacters(rules).find((x) => x.id === c.character)?.name ?? c.character);
  if (c.yes !== undefined) parts.push(c.yes ? "yes" : "no");
  if (c.text) parts.push(`“${c.text}”`);
  return parts.join(" · ") || "nothing";
}

/** Dawn: who died tonight (from the night's kills), the announcement, and applying it. */
export function DawnPanel({ rules, commands }: ClocktowerPartProps) {
  const dawn = rules.dawn;
  const [skip, setSkip] = useState<string[]>([]);
  if (!dawn) return null;
  const chosen = dawn.deaths.filter((d) => !skip.includes(d.seatId));
  const names = chosen.map((d) => d.name);
  const text =
    names.length === 0
      ? "Nobody died in the night."
      : `${names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]} died in the night.`;
  return (
    <Section
      id="ct-dawn"
      title={`Dawn after Night ${dawn.night}`}
      aside={`${chosen.length} death${chosen.length === 1 ? "" : "s"}`}
    >
      {dawn.deaths.length === 0 ? (
        <p className="text-sm text-ink-300">No kills are recorded tonight.</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label="Deaths tonight">
          {dawn.deaths.map((d) => (
            <li key={d.seatId}>
              <label className="flex flex-wrap items-center gap-2">
                <input
                  type="checkbox"
                  checked={!skip.includes(d.seatId)}
                  onChange={() =>
                    setSkip((s) => (s.includes(d.seatId) ? s.filter((x) => x !== d.seatId) : [...s, d.seatId]))
                  }
                />
                <span className="font-medium">{d.name}</span>
                <span className="text-xs text-ink-400">
                  {d.cause === "night" ? "killed at night" : d.cause}
                  {d.by ? ` by the ${poolCharacters(rules).find((c) => c.id === d.by)?.name ?? d.by}` : ""}
                </span>
              </label>
              <WarningList warnings={d.hints} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">
        <span className="label">Suggested announcement</span>
        <span data-testid="dawn-announcement">{text}</span>
      </p>
      <WarningList warnings={dawn.hints.filter((h) => !dawn.deaths.some((d) => d.hints.includes(h)))} />
      <button
        className="btn btn-primary mt-2"
        disabled={commands.busy}
        onClick={() =>
          commands.send({
            type: "clocktower.confirmDawn",
            deaths: chosen.map((d) => ({ seatId: d.seatId, cause: d.cause, ...(d.by ? { by: d.by } : {}) })),
          })
        }
      >
        Confirm dawn: start Day {dawn.night}
      </button>
    </Section>
  );
}
