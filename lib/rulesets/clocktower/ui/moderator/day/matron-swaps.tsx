"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/field";
import { namesIn, Section, type ClocktowerPartProps } from "../shared";

/** The Matron's seat swaps: two players trade seats (up to three pairs a day); the circle and the town follow. */
export function MatronSwaps({ rules, seats, commands }: ClocktowerPartProps) {
  const matron = rules.matron;
  const t = useTranslations("clocktower.forumDay.matron");
  const ts = useTranslations("clocktower.forumDay.shared");
  const [a, setA] = useState("");
  const [b, setB] = useState("");
  if (!matron) return null;
  const name = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
  const players = seats.filter((s) => rules.seats.some((x) => x.seatId === s.id));
  const options = players.map((s) => ({ value: s.id, label: s.name }));
  return (
    <Section
      id="ct-matron"
      title={t("title", namesIn(rules, "matron"))}
      aside={t("aside", { count: matron.swaps.length, left: matron.left })}
    >
      <p className="mb-2 text-sm text-ink-300">
        {t("ability", { name: matron.name })}
        {!matron.working && t("notWorking", namesIn(rules, "matron"))}
      </p>
      {matron.swaps.length > 0 && (
        <ol className="mb-2 list-decimal pl-5 text-sm" data-testid="matron-swaps">
          {matron.swaps.map((s, i) => (
            <li key={i}>
              {name(s.a)} ↔ {name(s.b)}
            </li>
          ))}
        </ol>
      )}
      <form
        className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          if (!a || !b) return;
          void commands.sendSettled({ type: "clocktower.matronSwap", seatIds: [a, b] }).then((outcome) => {
            if (outcome !== "applied") return;
            setA("");
            setB("");
          });
        }}
      >
        <SelectField
          id="ct-matron-a"
          label={t("swap")}
          wrapperClassName="min-w-0"
          value={a}
          onChange={(e) => setA(e.target.value)}
          placeholder={ts("choose")}
          options={options}
        />
        <SelectField
          id="ct-matron-b"
          label={t("with")}
          wrapperClassName="min-w-0"
          value={b}
          onChange={(e) => setB(e.target.value)}
          placeholder={ts("choose")}
          options={options.filter((o) => o.value !== a)}
        />
        <button className="btn col-span-2 sm:col-span-1" disabled={commands.busy || !a || !b || a === b}>
          {t("submit")}
        </button>
      </form>
    </Section>
  );
}
