"use client";
import type { NightSheetStep } from "@/lib/rulesets/clocktower";
import { poolCharacters, type ClocktowerPartProps } from "../shared";

const TEAMS = [
  ["townsfolk", "Townsfolk"],
  ["outsider", "Outsiders"],
  ["minion", "Minions"],
  ["demon", "Demons"],
] as const;

/** The choice inputs a step's form asks for: one, two or three players (or no one), a character. */
export function ChoiceFields({
  step,
  rules,
  seats,
  chosen,
  setChosen,
  character,
  setCharacter,
}: Pick<ClocktowerPartProps, "rules" | "seats"> & {
  step: NightSheetStep;
  chosen: string[];
  setChosen: (ids: string[]) => void;
  character: string;
  setCharacter: (id: string) => void;
}) {
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
            {players.label}
            {!single && ` (${chosen.length} of ${players.max})`}
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
                No one
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
                  {nameOf(id)} (not allowed by the rule)
                </span>
              ))}
          </div>
        </fieldset>
      )}
      {form.character && (
        <div className="max-w-xs">
          <label className="label" htmlFor={`${idp}-char`}>
            {form.character.label}
          </label>
          <select
            id={`${idp}-char`}
            className="input py-1"
            value={character}
            onChange={(e) => setCharacter(e.target.value)}
          >
            <option value="">{form.noOne && !players ? "No one (not tonight)" : "—"}</option>
            {TEAMS.map(([team, label]) => (
              <optgroup key={team} label={label}>
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
