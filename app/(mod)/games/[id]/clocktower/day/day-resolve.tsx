"use client";
import { useState } from "react";
import { SelectField } from "@/components/field";
import { DAY_ALTERATIONS } from "@/lib/game/day/execution";
import { Section } from "../shared";
import { useNames, type DayPartProps } from "./day-shared";
import { useDeadlineFormat } from "@/lib/client/use-clock";

const VERDICT_OPTIONS = [
  { value: "pass", label: "Pass (execute)" },
  { value: "fail", label: "Fail (spare)" },
];

/** Resolving the day: what it would come to, the options that change it, and afterwards the result. */
export function DayResolve(props: DayPartProps) {
  const { day, commands } = props;
  const name = useNames(props);
  const fmt = useDeadlineFormat();
  const [doesNotKill, setDoesNotKill] = useState(false);
  const [judged, setJudged] = useState("");
  const [verdict, setVerdict] = useState<"pass" | "fail">("pass");
  if (day.result) {
    const r = day.result;
    return (
      <Section id="day-result" title={`Day ${day.number} resolved`} aside={fmt(r.at)}>
        <p className="font-medium" data-testid="day-result-summary">
          {r.summary}
        </p>
        {r.ghostVotesSpent.length > 0 && (
          <p className="mt-1 text-sm text-ink-300">Vote tokens spent: {r.ghostVotesSpent.map(name).join(", ")}.</p>
        )}
        {r.notes.length > 0 && (
          <ul className="mt-2 list-inside list-disc space-y-1 text-sm text-ink-300" aria-label="Notes">
            {r.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </Section>
    );
  }
  const preview = day.preview;
  const nominees = day.nominations.map((n) => n.nominee);
  return (
    <Section id="day-resolve" title="Resolve the day">
      {preview && (
        <p className="text-sm" data-testid="day-preview">
          <span className="label">If the day resolved now</span>
          {preview.summary}
        </p>
      )}
      <form
        className="mt-3 space-y-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void commands.send({
            type: "day.resolve",
            ...(doesNotKill ? { executionDoesNotKill: true } : {}),
            ...(judged ? { judge: { nominee: judged, verdict } } : {}),
          });
        }}
      >
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1"
            checked={doesNotKill}
            onChange={(e) => setDoesNotKill(e.target.checked)}
          />
          <span>
            <span className="font-medium">The execution does not kill</span>
            <span className="block text-xs text-ink-400">
              {DAY_ALTERATIONS.executionDoesNotKill.ruleText} Also the Tea Lady&apos;s protected neighbours.
            </span>
          </span>
        </label>
        <fieldset className="flex flex-wrap items-end gap-2">
          <legend className="mb-1 text-xs text-ink-400">
            <span className="font-semibold uppercase tracking-wide text-ink-300">Judge</span> ·{" "}
            {DAY_ALTERATIONS.judge.ruleText}
          </legend>
          <SelectField
            id="day-judge-nominee"
            label="Judged nominee"
            className="w-auto"
            value={judged}
            onChange={(e) => setJudged(e.target.value)}
            placeholder="No Judge today"
            options={nominees.map((n) => ({ value: n, label: name(n) }))}
          />
          <SelectField
            id="day-judge-verdict"
            label="Verdict"
            className="w-auto"
            value={verdict}
            disabled={!judged}
            onChange={(e) => setVerdict(e.target.value as "pass" | "fail")}
            options={VERDICT_OPTIONS}
          />
        </fieldset>
        <button className="btn btn-primary" disabled={commands.busy}>
          Resolve Day {day.number}
        </button>
      </form>
    </Section>
  );
}
