"use client";
import { useState } from "react";
import { SelectField } from "@/components/field";
import type { ClocktowerPartProps } from "../shared";

const RULE =
  "Once per game, at night, the Demon secretly chooses a player of an opposing alignment; All players then vote which of these two wins the game.";

/** The Fiddler (fabled): the Demon's secret choice tonight; tomorrow the town votes between the two. */
export function FiddlerForm({ rules, commands }: Pick<ClocktowerPartProps, "rules" | "commands">) {
  const demons = rules.seats.filter((s) => s.team === "demon" && !s.traveller);
  const [demon, setDemon] = useState(demons.find((s) => s.alive)?.seatId ?? "");
  const [chosen, setChosen] = useState("");
  if (!rules.fabled.some((f) => f.id === "fiddler") || rules.phase?.kind !== "night") return null;
  const made = rules.fiddler;
  const name = (id: string) => rules.seats.find((s) => s.seatId === id)?.name ?? id;
  const demonSeat = rules.seats.find((s) => s.seatId === demon);
  const opponents = rules.seats.filter(
    (s) => s.seatId !== demon && (!demonSeat || s.alignment !== demonSeat.alignment),
  );
  return (
    <div className="mb-3 space-y-2 rounded-md border border-night-800 p-2 text-sm" data-testid="fiddler-form">
      <h3 className="label">Fiddler</h3>
      <p className="text-xs text-ink-400">{RULE}</p>
      {made && (
        <p data-testid="fiddler-chosen">
          On Night {made.night} the Demon ({name(made.demon)}) chose {name(made.chosen)}
          {made.night === rules.phase.number ? ": tomorrow is the Fiddler's vote." : "."}
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
            label="The Demon"
            wrapperClassName="min-w-0"
            value={demon}
            onChange={(e) => setDemon(e.target.value)}
            placeholder="Choose…"
            options={demons.map((s) => ({ value: s.seatId, label: s.name }))}
          />
          <SelectField
            id="ct-fiddler-chosen"
            label="chooses"
            wrapperClassName="min-w-0"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            placeholder="Choose…"
            options={opponents.map((s) => ({ value: s.seatId, label: s.name }))}
          />
          <button className="btn col-span-2 sm:col-span-1" disabled={commands.busy || !demon || !chosen}>
            Record the Demon&apos;s choice
          </button>
        </form>
      )}
    </div>
  );
}
