"use client";
import { useLocale, useTranslations } from "next-intl";
import { atNight, dayOf, describeEntry } from "@/lib/rulesets/kemomimi-panic/ui/town/describe";
import { useSay } from "@/lib/i18n/use-say";
import { Section, type Ctx } from "./shared";

/** The public log, newest first (the same sentences as the town square). */
export function HistoryCard({ ctx }: { ctx: Ctx }) {
  const { view, name } = ctx;
  const t = useTranslations("kemomimi");
  const say = useSay();
  const locale = useLocale();
  if (!view.history.length) return null;
  const names = new Intl.ListFormat(locale, { type: "conjunction", style: "narrow" });
  const list = (xs: string[]) => names.format(xs);
  const entries = view.history.map((e, i) => ({ e, i })).reverse();
  return (
    <Section title={t("panel.log")} aside={t("panel.logAside")}>
      <ol className="max-h-96 space-y-1 overflow-y-auto pr-1 text-sm" data-testid="kp-log">
        {entries.map(({ e, i }) => {
          const day = dayOf(e);
          return (
            <li key={i} className="flex gap-3 rounded-md px-2 py-1 odd:bg-night-850/60">
              <span className="w-14 shrink-0 font-mono text-xs leading-5 text-ink-400">
                {day ? t("log.day", { day, night: atNight(e) ? "yes" : "no" }) : ""}
              </span>
              <span className="text-ink-200">{say(describeEntry(e, name, list))}</span>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
