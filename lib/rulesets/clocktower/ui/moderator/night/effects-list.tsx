"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import type { NightSheetStep } from "@/lib/rulesets/clocktower";
import type { ClocktowerPartProps } from "../shared";

/** Which proposed effects are ticked: as proposed (one of each group), until the storyteller changes them. */
export function useEffectChoice(step: NightSheetStep, night: number) {
  const effects = step.effects;
  const proposed = () => {
    const firstOfGroup = (g: string) => effects.findIndex((e) => e.group === g && !e.off);
    return effects.map((e, i) => (e.off ? false : e.group ? firstOfGroup(e.group) === i : true));
  };
  const key = JSON.stringify([effects, step.applied]);
  const [choice, setChoice] = useState({ key, on: proposed() });
  if (choice.key !== key) setChoice({ key, on: proposed() });
  const on = choice.key === key ? choice.on : proposed();
  return {
    on,
    setOn: (next: (cur: boolean[]) => boolean[]) => setChoice((c) => ({ key: c.key, on: next(c.on) })),
    command: {
      type: "clocktower.applyEffects",
      night,
      stepId: step.stepId,
      ...(step.seatId ? { seatId: step.seatId } : {}),
      effects: effects.filter((_, i) => on[i]).map((e) => e.effect),
    },
  };
}
export type EffectChoice = ReturnType<typeof useEffectChoice>;

/** The effects a step's choice has on the grimoire, ticked as proposed, applied in one click. */
export function EffectsList({
  step,
  commands,
  stale,
  next,
  choice,
}: Pick<ClocktowerPartProps, "commands"> & {
  step: NightSheetStep;
  stale: boolean;
  /** The step was just marked done: applying is what comes next, and the sheet then moves on. */
  next: boolean;
  choice: EffectChoice;
}) {
  const t = useTranslations("clocktower.effects");
  const say = useSay();
  const effects = step.effects;
  const { on, setOn } = choice;
  if (effects.length === 0 && !step.applied?.length) return null;
  const apply = () => commands.send(choice.command);
  const idp = `fx-${step.key.replace(/[^\w-]/g, "-")}`;
  return (
    <fieldset className="rounded-md border border-night-800 p-2" data-testid="step-effects">
      <legend className="label px-1">{t("legend")}</legend>
      {stale && <p className="mb-1 text-xs text-moon-300">{t("stale")}</p>}
      <ul className="space-y-1">
        {effects.map((e, i) => (
          <li key={i}>
            <label className="flex items-start gap-2 text-sm">
              <input
                type={e.group ? "radio" : "checkbox"}
                name={e.group ? `${idp}-${e.group}` : undefined}
                checked={on[i] ?? false}
                onChange={() =>
                  setOn((cur) =>
                    cur.map((v, j) => {
                      if (e.group) return effects[j]!.group === e.group ? j === i : v;
                      return j === i ? !v : v;
                    }),
                  )
                }
              />
              <span className={e.off ? "text-ink-400" : ""}>
                {say(e.reason)}
                {e.offBecause ? ` ${say(e.offBecause)}` : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`btn ${next ? "btn-primary" : ""}`}
          disabled={commands.busy || stale}
          onClick={() => void apply()}
          // The step just recorded: applying its effects is the next keystroke.
          autoFocus={next}
        >
          {step.applied ? t("applyAgain") : next ? t("applyAndGoOn") : t("apply")}
        </button>
        {step.applied && (
          <span className="text-xs text-good-400" data-testid="effects-applied">
            {t("applied", { count: step.applied.length })}
          </span>
        )}
      </div>
    </fieldset>
  );
}
