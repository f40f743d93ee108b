"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import { SelectField } from "@/components/field";
import { DAY_ALTERATIONS, doesNotKillText } from "@/lib/rulesets/clocktower/day/execution";
import { namesIn, poolCharacters, Section } from "../shared";
import { useNames, type DayPartProps } from "./day-shared";
import { useDeadlineFormat } from "@/lib/client/use-clock";
import { useNameList } from "@/lib/i18n/use-name-list";

/** Resolving the day: what it would come to, the options that change it, and afterwards the result. */
export function DayResolve(props: DayPartProps) {
  const { day, commands } = props;
  const name = useNames(props);
  const list = useNameList();
  const fmt = useDeadlineFormat();
  const t = useTranslations("clocktower.forumDay.resolve");
  const names = namesIn(props.rules, "tealady", "judge", "virgin");
  const say = useSay();
  const [doesNotKill, setDoesNotKill] = useState(false);
  const [judged, setJudged] = useState("");
  const [verdict, setVerdict] = useState<"pass" | "fail">("pass");
  const [atOnce, setAtOnce] = useState("");
  // The votes resolved earlier today (before the Butcher's second nomination).
  const earlier = day.earlier.length > 0 && (
    <ul className="mb-2 space-y-1 text-sm text-ink-300" aria-label={t("earlier")} data-testid="day-earlier-results">
      {day.earlier.map((e, i) => (
        <li key={i}>{say(e.summary)}</li>
      ))}
    </ul>
  );
  if (day.result) {
    const r = day.result;
    return (
      <Section id="day-result" title={t("resolved", { number: day.number })} aside={fmt(r.at)}>
        {earlier}
        <p className="font-medium" data-testid="day-result-summary">
          {say(r.summary)}
        </p>
        {r.ghostVotesSpent.length > 0 && (
          <p className="mt-1 text-sm text-ink-300">{t("tokensSpent", { names: list(r.ghostVotesSpent.map(name)) })}</p>
        )}
        {r.notes.length > 0 && (
          <ul className="mt-2 list-inside list-disc space-y-1 text-sm text-ink-300" aria-label={t("notes")}>
            {r.notes.map((n, i) => (
              <li key={i}>{say(n)}</li>
            ))}
          </ul>
        )}
      </Section>
    );
  }
  const preview = day.preview;
  const nominees = day.nominations.map((n) => n.nominee);
  return (
    <Section id="day-resolve" title={t("title")}>
      {earlier}
      {preview && (
        <p className="text-sm" data-testid="day-preview">
          <span className="label">{t("ifNow")}</span>
          {say(preview.summary)}
        </p>
      )}
      {/* Sects & Violets: the app cannot judge madness; it says what each must be mad about, one click each. */}
      {day.madness.length > 0 && (
        <div className="mt-3 text-sm" data-testid="day-madness">
          <h3 className="label">{t("madnessTitle")}</h3>
          <ul className="space-y-1">
            {day.madness.map((m) => (
              <li key={m.seatId} className="flex flex-wrap items-center gap-2">
                <span>
                  {say(m.text)}
                  {m.nominated && <span className="ml-1 text-xs text-ink-400">({t("madnessNominated")})</span>}
                </span>
                <button
                  type="button"
                  className="btn"
                  disabled={commands.busy}
                  data-testid={`madness-execute-${m.seatId}`}
                  onClick={() => void commands.send({ type: "day.resolve", executeAtOnce: m.seatId })}
                >
                  {t("madnessExecute")}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form
        className="mt-3 space-y-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void commands.send({
            type: "day.resolve",
            ...(doesNotKill ? { executionDoesNotKill: true } : {}),
            ...(judged ? { judge: { nominee: judged, verdict } } : {}),
            ...(atOnce ? { executeAtOnce: atOnce } : {}),
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
            <span className="font-medium">{t("doesNotKill")}</span>
            <span className="block text-xs text-ink-400">
              {say(doesNotKillText(poolCharacters(props.rules)))} {t("teaLady", names)}
            </span>
          </span>
        </label>
        <fieldset className="flex flex-wrap items-end gap-2">
          <legend className="mb-1 text-xs text-ink-400">
            <span className="font-semibold uppercase tracking-wide text-ink-300">{t("judge", names)}</span> ·{" "}
            {DAY_ALTERATIONS.judge.ruleText}
          </legend>
          <SelectField
            id="day-judge-nominee"
            label={t("judged")}
            className="w-auto"
            value={judged}
            onChange={(e) => setJudged(e.target.value)}
            placeholder={t("noJudge", names)}
            options={nominees.map((n) => ({ value: n, label: name(n) }))}
          />
          <SelectField
            id="day-judge-verdict"
            label={t("verdict")}
            className="w-auto"
            value={verdict}
            disabled={!judged}
            onChange={(e) => setVerdict(e.target.value as "pass" | "fail")}
            options={[
              { value: "pass", label: t("pass") },
              { value: "fail", label: t("fail") },
            ]}
          />
        </fieldset>
        {/* Only with a Virgin in the grimoire: no other character executes at once. */}
        {props.rules.seats.some((s) => s.characterId === "virgin") && (
          <SelectField
            id="day-at-once"
            label={t("atOnce", names)}
            className="w-auto"
            value={atOnce}
            onChange={(e) => setAtOnce(e.target.value)}
            placeholder={t("noAtOnce")}
            options={day.roster.filter((s) => s.alive).map((s) => ({ value: s.id, label: name(s.id) }))}
          />
        )}
        <button className="btn btn-primary" disabled={commands.busy}>
          {t("resolve", { number: day.number })}
        </button>
      </form>
    </Section>
  );
}
