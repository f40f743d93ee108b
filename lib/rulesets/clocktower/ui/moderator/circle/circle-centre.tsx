"use client";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import type { ClocktowerModeratorView } from "@/lib/rulesets/clocktower";

/** What the storyteller glances at in the middle of the table: the phase, the living, the bluffs. */
export function CircleCentre({ rules }: { rules: ClocktowerModeratorView }) {
  const t = useTranslations("clocktower.centre");
  const tp = useTranslations("clocktower.phase");
  const say = useSay();
  const alive = rules.seats.filter((s) => s.alive && !s.registersDead).length;
  const majority = rules.day?.count.majoritySentence;
  return (
    <div className="text-[2.6cqw] leading-snug text-ink-300">
      <p className="text-[3.4cqw] font-semibold text-ink-100">
        {rules.phase ? tp("label", { kind: rules.phase.kind, number: rules.phase.number }) : t("beforeNight1")}
      </p>
      <p>{t("alive", { alive, total: rules.seats.length })}</p>
      {majority && rules.phase?.kind === "day" && (
        <p className="text-ink-400" data-testid="gr-majority">
          {say(majority)}
        </p>
      )}
      <p className="mt-[1.5cqw] text-ink-400" data-testid="gr-bluffs-line">
        {t("bluffs")}{" "}
        <span data-testid="gr-bluffs">
          {rules.bluffs.length ? rules.bluffs.map((b) => b.name).join(t("listSeparator")) : t("noBluffs")}
        </span>
      </p>
      {rules.fabled.length > 0 && (
        <p className="text-ink-400">
          {t("fabled", { names: rules.fabled.map((f) => f.name).join(t("listSeparator")) })}
        </p>
      )}
    </div>
  );
}
