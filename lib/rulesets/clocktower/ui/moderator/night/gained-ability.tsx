"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { namesIn, poolCharacters, type ClocktowerPartProps } from "../shared";

/** The Apprentice's first night: the storyteller picks the ability gained (a Townsfolk's if good, a Minion's if evil). */
export function GainedAbility({
  seatId,
  rules,
  commands,
}: Pick<ClocktowerPartProps, "rules" | "commands"> & { seatId: string }) {
  const t = useTranslations("clocktower.gained");
  const seat = rules.seats.find((s) => s.seatId === seatId);
  const [pick, setPick] = useState(seat?.gained ?? "");
  if (!seat || seat.characterId !== "apprentice") return null;
  const team = seat.alignment === "good" ? "townsfolk" : "minion";
  const options = poolCharacters(rules).filter((c) => c.team === team);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label className="label" htmlFor={`gained-${seatId}`}>
          {t("label", { team, ...namesIn(rules, "apprentice") })}
        </label>
        <select id={`gained-${seatId}`} className="input py-1" value={pick} onChange={(e) => setPick(e.target.value)}>
          <option value="">—</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn"
        disabled={commands.busy || !pick || pick === seat.gained}
        onClick={() => void commands.send({ type: "clocktower.setGainedAbility", seatId, characterId: pick })}
      >
        {seat.gained ? t("change") : t("give")}
      </button>
    </div>
  );
}
