"use client";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import type { NightSheetStep } from "@/lib/rulesets/clocktower";
import { poolCharacters, type ClocktowerPartProps } from "../shared";

const TEAMS = ["townsfolk", "outsider", "minion", "demon"] as const;

/** The choice inputs a step's form asks for: one, two or three players (or no one), a character. */
export function ChoiceFields({
  step,
  rules,
  seats,
  chosen,
  setChosen,
  character,
  setCharacter,
  yes,
  setYes,
}: Pick<ClocktowerPartProps, "rules" | "seats"> & {
  step: NightSheetStep;
  chosen: string[];
  setChosen: (ids: string[]) => void;
  character: string;
  setCharacter: (id: string) => void;
  /** The step's yes or no (the Barista's mode, the Harlot's consent), undefined until picked. */
  yes?: boolean;
  setYes?: (yes: boolean) => void;
}) {
  const t = useTranslations("clocktower.choiceFields");
  const tt = useTranslations("clocktower.teams");
  const say = useSay();
  const form = step.form;
  const idp = `st-${step.key.replace(/[^\w-]/g, "-")}`;
  const nameOf = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
  const players = form.players;
  const single = players?.max === 1;
  const toggle = (id: string) =>
    chosen.includes(id) ? setChosen(chosen.filter((x) => x !== id)) : setChosen([...chosen, id].slice(-players!.max));
  const characters = poolCharacters(rules);
  return (
    <>
      {players && (
        <fieldset>
          <legend className="label">
            {single
              ? say(players.label)
              : t("count", { label: say(players.label), chosen: chosen.length, max: players.max })}
          </legend>
          <div className="flex flex-wrap gap-1" role={single ? "radiogroup" : undefined}>
            {form.noOne && (
              <label
                className={`flex cursor-pointer items-center gap-1 rounded border px-1.5 py-0.5 text-xs ${chosen.length === 0 ? "border-moon-500 bg-moon-400/15" : "border-night-700"}`}
              >
                <input
                  type={single ? "radio" : "checkbox"}
                  name={`${idp}-seat`}
                  checked={chosen.length === 0}
                  onChange={() => setChosen([])}
                />
                {t("noOne")}
              </label>
            )}
            {players.candidates.map((id) => (
              <label
                key={id}
                className={`flex cursor-pointer items-center gap-1 rounded border px-1.5 py-0.5 text-xs ${chosen.includes(id) ? "border-moon-500 bg-moon-400/15" : "border-night-700"}`}
              >
                <input
                  type={single ? "radio" : "checkbox"}
                  name={`${idp}-seat`}
                  checked={chosen.includes(id)}
                  onChange={() => (single ? setChosen([id]) : toggle(id))}
                />
                {nameOf(id)}
              </label>
            ))}
            {chosen
              .filter((id) => !players.candidates.includes(id))
              .map((id) => (
                <span key={id} className="rounded border border-moon-500/60 px-1.5 py-0.5 text-xs text-moon-300">
                  {t("notAllowed", { seat: nameOf(id) })}
                </span>
              ))}
          </div>
        </fieldset>
      )}
      {form.yesNo && setYes && (
        <fieldset>
          <legend className="label">{say(form.yesNo.label)}</legend>
          <div className="flex flex-wrap gap-1" role="radiogroup">
            {([true, false] as const).map((v) => (
              <label
                key={String(v)}
                className={`flex cursor-pointer items-center gap-1 rounded border px-1.5 py-0.5 text-xs ${yes === v ? "border-moon-500 bg-moon-400/15" : "border-night-700"}`}
              >
                <input type="radio" name={`${idp}-yes`} checked={yes === v} onChange={() => setYes(v)} />
                {say(v ? form.yesNo!.yes : form.yesNo!.no)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {form.character && (
        <div className="max-w-xs">
          <label className="label" htmlFor={`${idp}-char`}>
            {say(form.character.label)}
          </label>
          <select
            id={`${idp}-char`}
            className="input py-1"
            value={character}
            onChange={(e) => setCharacter(e.target.value)}
          >
            <option value="">{form.noOne && !players ? t("notTonight") : "—"}</option>
            {TEAMS.map((team) => (
              <optgroup key={team} label={tt(`${team}.many`)}>
                {characters
                  .filter((c) => c.team === team)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
