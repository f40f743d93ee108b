"use client";
import { useState } from "react";
import { DAY_ALTERATIONS } from "@/lib/game/day/execution";
import { Section } from "../shared";
import type { DayPartProps } from "./day-shared";

/** The Voudon, the Bishop and the Mastermind's extra day: travellers and characters that change the whole day. */
export function DayModifiers({ day, commands }: DayPartProps) {
  const m = day.modifiers;
  const [voudon, setVoudon] = useState(m.voudon ?? "");
  const [bishop, setBishop] = useState(m.bishop);
  const [mastermindDay, setMastermind] = useState(m.mastermindDay);
  const travellers = day.roster.filter((s) => s.isTraveller);
  const changed = (voudon || null) !== m.voudon || bishop !== m.bishop || mastermindDay !== m.mastermindDay;
  const active = [
    m.fiddler && "Fiddler's vote",
    m.voudon && "Voudon",
    m.bishop && "Bishop",
    m.mastermindDay && "Mastermind's day",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <Section id="day-modifiers" title="How today runs" aside={active || "standard day"}>
      <form
        className="space-y-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void commands.send({
            type: "day.setModifiers",
            modifiers: { voudon: voudon || null, bishop, mastermindDay, fiddler: m.fiddler ?? null },
          });
        }}
      >
        <div>
          <label className="label" htmlFor="day-voudon">
            Voudon
          </label>
          <select
            id="day-voudon"
            className="input w-auto max-w-full"
            value={voudon}
            onChange={(e) => setVoudon(e.target.value)}
          >
            <option value="">Not in play</option>
            {travellers.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
                {s.alive ? "" : " (dead)"}
              </option>
            ))}
            {voudon && !travellers.some((s) => s.id === voudon) && (
              <option value={voudon}>{day.roster.find((s) => s.id === voudon)?.name ?? voudon}</option>
            )}
          </select>
          <p className="mt-1 text-xs text-ink-400">{DAY_ALTERATIONS.voudon.ruleText}</p>
          {travellers.length === 0 && <p className="text-xs text-ink-400">No traveller is seated.</p>}
        </div>
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" checked={bishop} onChange={(e) => setBishop(e.target.checked)} />
          <span>
            <span className="font-medium">Bishop in play</span>
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
            <span className="font-medium">The Mastermind&apos;s extra day</span>
            <span className="block text-xs text-ink-400">{DAY_ALTERATIONS.mastermindDay.ruleText}</span>
          </span>
        </label>
        {m.fiddler && (
          <div className="rounded-md border border-moon-500/40 bg-moon-400/5 p-2" data-testid="fiddler-day">
            <p className="font-medium text-moon-300">
              The Fiddler&apos;s vote:{" "}
              {m.fiddler.map((id) => day.roster.find((s) => s.id === id)?.name ?? id).join(" or ")}
            </p>
            <p className="text-xs text-ink-400">
              {DAY_ALTERATIONS.fiddler.ruleText} Every player votes (the dead without a vote token); no nominations.
            </p>
            <button
              type="button"
              className="btn mt-2"
              disabled={commands.busy}
              onClick={() => void commands.send({ type: "day.setModifiers", modifiers: { ...m, fiddler: null } })}
            >
              Make today an ordinary day
            </button>
          </div>
        )}
        <button className="btn" disabled={commands.busy || !changed}>
          Save how today runs
        </button>
      </form>
    </Section>
  );
}
