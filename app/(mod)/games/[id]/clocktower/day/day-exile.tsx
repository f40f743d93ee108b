"use client";
import { useState } from "react";
import { SelectField } from "@/components/field";
import { Section } from "../shared";
import { useNames, type DayPartProps } from "./day-shared";

/** Exile votes on travellers: call one, enter who votes, resolve (optionally forcing the verdict). */
export function DayExile(props: DayPartProps) {
  const { day, commands } = props;
  const name = useNames(props);
  const travellers = day.roster.filter((s) => s.isTraveller && s.alive);
  const open = day.count.exiles;
  const [traveller, setTraveller] = useState("");
  const [calledBy, setCalledBy] = useState("storyteller");
  if (travellers.length === 0 && open.length === 0) return null;
  return (
    <Section id="day-exile" title="Exile" aside="travellers only; majority as for executions">
      {travellers.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label="Call an exile"
          onSubmit={(e) => {
            e.preventDefault();
            if (traveller) void commands.send({ type: "exile.call", traveller, calledBy });
          }}
        >
          <SelectField
            id="day-exile-traveller"
            label="Traveller"
            className="w-auto"
            value={traveller}
            onChange={(e) => setTraveller(e.target.value)}
            placeholder="Choose…"
            options={travellers.map(seatOption)}
          />
          <SelectField
            id="day-exile-caller"
            label="Called by"
            className="w-auto"
            value={calledBy}
            onChange={(e) => setCalledBy(e.target.value)}
            options={[STORYTELLER_OPTION, ...day.roster.map(seatOption)]}
          />
          <button className="btn" disabled={commands.busy || !traveller}>
            Call an exile
          </button>
        </form>
      )}
      {open.map((x) => (
        <ExileVote key={x.id} exile={x} {...props} name={name} />
      ))}
    </Section>
  );
}

const seatOption = (s: { id: string; name: string }) => ({ value: s.id, label: s.name });
const STORYTELLER_OPTION = { value: "storyteller", label: "Storyteller" };
const FORCE_OPTIONS = [
  { value: "exile", label: "Force exile" },
  { value: "spare", label: "Force spare" },
];

function ExileVote({
  exile,
  day,
  commands,
  name,
}: DayPartProps & { exile: DayPartProps["day"]["count"]["exiles"][number]; name: (id: string) => string }) {
  const [force, setForce] = useState<"" | "exile" | "spare">("");
  return (
    <div className="mt-3 rounded-md border border-night-700 p-2 text-sm" data-testid="day-exile-vote">
      <p>
        Exile <span className="font-medium">{name(exile.traveller)}</span>? called by {name(exile.calledBy)} ·{" "}
        <span className="font-mono" data-testid="day-exile-total">
          {exile.total}/{exile.living} ({exile.needed === 0 ? "majority" : `L-${exile.needed}`})
        </span>{" "}
        <span className="text-ink-400">· {exile.majority} needed</span>
      </p>
      <p className="text-xs text-ink-400">
        Voting: {exile.voters.length ? exile.voters.map(name).join(", ") : "nobody yet"}
      </p>
      <fieldset className="mt-2">
        <legend className="sr-only">Who votes to exile {name(exile.traveller)}</legend>
        <div className="flex flex-wrap gap-1">
          {day.roster.map((s) => {
            const on = exile.voters.includes(s.id);
            return (
              <label
                key={s.id}
                className={`flex cursor-pointer items-center gap-1 rounded border px-1.5 py-0.5 text-xs ${on ? "border-moon-500 bg-moon-400/15" : "border-night-700"}`}
              >
                <input
                  type="checkbox"
                  checked={on}
                  aria-label={`${s.name} votes to exile ${name(exile.traveller)}`}
                  onChange={() =>
                    commands.send({ type: on ? "exile.unvote" : "exile.vote", exileId: exile.id, voter: s.id })
                  }
                />
                {s.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void commands.send({ type: "exile.resolve", exileId: exile.id, ...(force ? { force } : {}) });
        }}
      >
        <SelectField
          id={`exile-force-${exile.id}`}
          label="Verdict"
          className="w-auto"
          value={force}
          onChange={(e) => setForce(e.target.value as "" | "exile" | "spare")}
          placeholder="By the vote"
          options={FORCE_OPTIONS}
        />
        <button className="btn" disabled={commands.busy}>
          Resolve the exile of {name(exile.traveller)}
        </button>
      </form>
    </div>
  );
}
