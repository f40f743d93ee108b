"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useNameList } from "@/lib/i18n/use-name-list";
import { DAY_ALTERATIONS } from "@/lib/rulesets/clocktower/day/execution";
import { namesIn, Section } from "../shared";
import type { DayPartProps } from "./day-shared";

/** The Voudon, the Bishop and the Mastermind's extra day: travellers and characters that change the whole day. */
export function DayModifiers({ day, commands, rules }: DayPartProps) {
  const names = namesIn(rules, "fiddler", "voudon", "bishop", "mastermind");
  const m = day.modifiers;
  const t = useTranslations("clocktower.forumDay.modifiers");
  const ts = useTranslations("clocktower.forumDay.shared");
  const list = useNameList();
  const [voudon, setVoudon] = useState(m.voudon ?? "");
  const [bishop, setBishop] = useState(m.bishop);
  const [mastermindDay, setMastermind] = useState(m.mastermindDay);
  const travellers = day.roster.filter((s) => s.isTraveller);
  const changed = (voudon || null) !== m.voudon || bishop !== m.bishop || mastermindDay !== m.mastermindDay;
  const active = list(
    [
      m.fiddler && t("fiddler", names),
      m.voudon && t("voudon", names),
      m.bishop && t("bishop", names),
      m.mastermindDay && t("mastermind", names),
    ].filter((x) => typeof x === "string"),
  );
  return (
    <Section id="day-modifiers" title={t("title")} aside={active || t("standard")}>
      <form
        className="space-y-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void commands.send({
            type: "day.setModifiers",
            // Kept as they are: the modifiers this form does not edit (the Butler's master, vote weights).
            modifiers: { ...m, voudon: voudon || null, bishop, mastermindDay, fiddler: m.fiddler ?? null },
          });
        }}
      >
        <div>
          <label className="label" htmlFor="day-voudon">
            {t("voudon", names)}
          </label>
          <select
            id="day-voudon"
            className="input w-auto max-w-full"
            value={voudon}
            onChange={(e) => setVoudon(e.target.value)}
          >
            <option value="">{t("notInPlay")}</option>
            {travellers.map((s) => (
              <option key={s.id} value={s.id}>
                {s.alive ? s.name : ts("dead", { name: s.name })}
              </option>
            ))}
            {voudon && !travellers.some((s) => s.id === voudon) && (
              <option value={voudon}>{day.roster.find((s) => s.id === voudon)?.name ?? voudon}</option>
            )}
          </select>
          <p className="mt-1 text-xs text-ink-400">{DAY_ALTERATIONS.voudon.ruleText}</p>
          {travellers.length === 0 && <p className="text-xs text-ink-400">{t("noTraveller")}</p>}
        </div>
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" checked={bishop} onChange={(e) => setBishop(e.target.checked)} />
          <span>
            <span className="font-medium">{t("bishopInPlay", names)}</span>
            <span className="block text-xs text-ink-400">{DAY_ALTERATIONS.bishop.ruleText}</span>
          </span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1"
            checked={mastermindDay}
            onChange={(e) => setMastermind(e.target.checked)}
          />
          <span>
            <span className="font-medium">{t("mastermindDay", names)}</span>
            <span className="block text-xs text-ink-400">{DAY_ALTERATIONS.mastermindDay.ruleText}</span>
          </span>
        </label>
        {m.fiddler && (
          <div className="rounded-md border border-moon-500/40 bg-moon-400/5 p-2" data-testid="fiddler-day">
            <p className="font-medium text-moon-300">
              {t("fiddlerVote", {
                ...names,
                names: m.fiddler.map((id) => day.roster.find((s) => s.id === id)?.name ?? id).join(t("or")),
              })}
            </p>
            <p className="text-xs text-ink-400">
              {DAY_ALTERATIONS.fiddler.ruleText} {t("fiddlerHow")}
            </p>
            <button
              type="button"
              className="btn mt-2"
              disabled={commands.busy}
              onClick={() => void commands.send({ type: "day.setModifiers", modifiers: { ...m, fiddler: null } })}
            >
              {t("ordinary")}
            </button>
          </div>
        )}
        <button className="btn" disabled={commands.busy || !changed}>
          {t("save")}
        </button>
      </form>
    </Section>
  );
}
