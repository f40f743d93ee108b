"use client";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import type { NightSheetStep, Registration } from "@/lib/rulesets/clocktower";
import { poolCharacters, type ClocktowerPartProps } from "../shared";

/**
 * The step's questions: how does a Spy or a Recluse read by this ability register? Each answer (a
 * character, or an alignment) is recorded with the step and read by its proposed information.
 */
export function RegistrationFields({
  step,
  rules,
  answers,
  setAnswers,
}: Pick<ClocktowerPartProps, "rules"> & {
  step: NightSheetStep;
  answers: Registration[];
  setAnswers: (a: Registration[]) => void;
}) {
  const t = useTranslations("clocktower.step");
  const ta = useTranslations("clocktower.alignment");
  const say = useSay();
  if (step.registrations.length === 0) return null;
  const names = new Map(poolCharacters(rules).map((c) => [c.id, c.name]));
  const idp = `st-${step.key.replace(/[^\w-]/g, "-")}-reg`;
  return (
    <fieldset className="space-y-1" data-testid="step-registrations">
      <legend className="label">{t("registrations")}</legend>
      {step.registrations.map((q) => {
        const answer = answers.find((a) => a.seatId === q.seatId);
        const value = (q.asks === "character" ? answer?.characterId : answer?.alignment) ?? "";
        const set = (v: string) =>
          setAnswers([
            ...answers.filter((a) => a.seatId !== q.seatId),
            ...(v === ""
              ? []
              : [
                  q.asks === "character"
                    ? { seatId: q.seatId, characterId: v }
                    : { seatId: q.seatId, alignment: v as "good" | "evil" },
                ]),
          ]);
        return (
          <div key={q.seatId} className="max-w-md">
            <label className="text-xs text-ink-300" htmlFor={`${idp}-${q.seatId}`}>
              {say(q.question)}
            </label>
            <select
              id={`${idp}-${q.seatId}`}
              className="input py-1"
              value={value}
              onChange={(e) => set(e.target.value)}
            >
              <option value="">{t("asThemselves")}</option>
              {q.asks === "character"
                ? q.characters
                    .filter((id) => id !== q.characterId)
                    .map((id) => (
                      <option key={id} value={id}>
                        {names.get(id) ?? id}
                      </option>
                    ))
                : q.alignments.map((a) => (
                    <option key={a} value={a}>
                      {ta(a)}
                    </option>
                  ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
