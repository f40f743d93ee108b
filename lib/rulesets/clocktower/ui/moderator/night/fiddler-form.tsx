"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/field";
import { namesIn, type ClocktowerPartProps } from "../shared";

/** The Fiddler (fabled): the Demon's secret choice tonight; tomorrow the town votes between the two. */
export function FiddlerForm({ rules, commands }: Pick<ClocktowerPartProps, "rules" | "commands">) {
  const t = useTranslations("clocktower.fiddler");
  const demons = rules.seats.filter((s) => s.team === "demon" && !s.traveller);
  const [demon, setDemon] = useState(demons.find((s) => s.alive)?.seatId ?? "");
  const [chosen, setChosen] = useState("");
  if (!rules.fabled.some((f) => f.id === "fiddler") || rules.phase?.kind !== "night") return null;
  const made = rules.fiddler;
  // The Fiddler's ability, as the script gives it.
  const rule = rules.fabled.find((f) => f.id === "fiddler")?.ability;
  const name = (id: string) => rules.seats.find((s) => s.seatId === id)?.name ?? id;
  const demonSeat = rules.seats.find((s) => s.seatId === demon);
  const opponents = rules.seats.filter(
    (s) => s.seatId !== demon && (!demonSeat || s.alignment !== demonSeat.alignment),
  );
  return (
    <div className="mb-3 space-y-2 rounded-md border border-night-800 p-2 text-sm" data-testid="fiddler-form">
      <h3 className="label">{rules.fabled.find((f) => f.id === "fiddler")?.name}</h3>
      {rule && <p className="text-xs text-ink-400">{rule}</p>}
      {made && (
        <p data-testid="fiddler-chosen">
          {t("chose", {
            number: made.night,
            demon: name(made.demon),
            chosen: name(made.chosen),
            tomorrow: made.night === rules.phase.number ? "yes" : "no",
            ...namesIn(rules, "fiddler"),
          })}
        </p>
      )}
      {(!made || made.night === rules.phase.number) && (
        <form
          className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]"
          onSubmit={(e) => {
            e.preventDefault();
            if (demon && chosen) void commands.send({ type: "clocktower.fiddler", demonSeatId: demon, chosen });
          }}
        >
          <SelectField
            id="ct-fiddler-demon"
            label={t("demon")}
            wrapperClassName="min-w-0"
            value={demon}
            onChange={(e) => setDemon(e.target.value)}
            placeholder={t("choose")}
            options={demons.map((s) => ({ value: s.seatId, label: s.name }))}
          />
          <SelectField
            id="ct-fiddler-chosen"
            label={t("chooses")}
            wrapperClassName="min-w-0"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            placeholder={t("choose")}
            options={opponents.map((s) => ({ value: s.seatId, label: s.name }))}
          />
          <button className="btn col-span-2 sm:col-span-1" disabled={commands.busy || !demon || !chosen}>
            {t("record")}
          </button>
        </form>
      )}
    </div>
  );
}
