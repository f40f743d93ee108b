"use client";
import { useState } from "react";
import { TEAM_LABELS, DEALT_TEAMS } from "@/lib/rulesets/clocktower";
import { poolCharacters, Section, TEAM_BADGE, type ClocktowerPartProps } from "./shared";

/** The deal: at random from the bag (seeded, the seed recorded), or by hand per seat; then the grimoire. */
export function DealPanel({ rules, seats, commands }: ClocktowerPartProps) {
  const [manual, setManual] = useState(false);
  const dealtSeats = seats.filter((s) => !rules.seats.find((x) => x.seatId === s.id)?.traveller);
  const bySeat = new Map(rules.seats.map((s) => [s.seatId, s]));
  const pool = poolCharacters(rules).filter((c) => (DEALT_TEAMS as readonly string[]).includes(c.team));
  const bagIds = rules.bag?.characterIds ?? [];
  const [assign, setAssign] = useState<Record<string, string>>(() =>
    Object.fromEntries(dealtSeats.map((s) => [s.id, bySeat.get(s.id)?.characterId ?? ""])),
  );
  const bagSize = bagIds.length;
  return (
    <Section
      id="ct-deal"
      title="Deal"
      aside={
        rules.deal
          ? `dealt ${rules.deal.mode === "random" ? `at random · seed ${rules.deal.seed}` : "by hand"}`
          : "not dealt yet"
      }
    >
      <div className="flex flex-wrap gap-2">
        <button
          className="btn btn-primary"
          disabled={commands.busy || !rules.bag}
          onClick={() => commands.send({ type: "clocktower.deal", mode: "random" })}
          title={
            rules.bag
              ? "Shuffles the bag onto the seats; the seed is recorded so the deal can be replayed"
              : "Save a bag first"
          }
        >
          {rules.deal ? "Deal again at random" : "Deal at random"}
        </button>
        <button className="btn" aria-expanded={manual} onClick={() => setManual((m) => !m)}>
          Deal by hand
        </button>
      </div>
      {!rules.bag && <p className="mt-2 text-sm text-ink-400">Save a bag to deal it at random, or deal by hand.</p>}
      {rules.bag && bagSize !== dealtSeats.length && (
        <p className="mt-2 text-sm text-moon-300">
          The bag holds {bagSize} characters for {dealtSeats.length} seats.
        </p>
      )}

      {manual && (
        <form
          className="mt-3 space-y-2"
          onSubmit={async (e) => {
            e.preventDefault();
            const assignments = Object.fromEntries(Object.entries(assign).filter(([, c]) => c));
            await commands.send({ type: "clocktower.deal", mode: "manual", assignments });
            setManual(false);
          }}
        >
          {dealtSeats.map((s) => (
            <div key={s.id} className="grid grid-cols-[8rem_1fr] items-center gap-2 sm:grid-cols-[12rem_1fr]">
              <label htmlFor={`deal-${s.id}`} className="truncate text-sm">
                {s.name}
              </label>
              <select
                id={`deal-${s.id}`}
                className="input"
                value={assign[s.id] ?? ""}
                onChange={(e) => setAssign((a) => ({ ...a, [s.id]: e.target.value }))}
              >
                <option value="">—</option>
                {bagIds.length > 0 && (
                  <optgroup label="In the bag">
                    {[...new Set(bagIds)].map((id) => (
                      <option key={id} value={id}>
                        {pool.find((c) => c.id === id)?.name ?? id}
                      </option>
                    ))}
                  </optgroup>
                )}
                {DEALT_TEAMS.map((t) => (
                  <optgroup key={t} label={TEAM_LABELS[t].many}>
                    {pool
                      .filter((c) => c.team === t)
                      .map((c) => (
                        <option key={c.id} value={`${c.id}`}>
                          {c.name}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </div>
          ))}
          <button className="btn btn-primary" disabled={commands.busy}>
            Deal as chosen
          </button>
        </form>
      )}

      {rules.seats.length > 0 && (
        <ol className="mt-4 space-y-1.5" aria-label="Grimoire" data-testid="grimoire">
          {seats.map((s, i) => {
            const g = bySeat.get(s.id);
            return (
              <li
                key={s.id}
                className="flex flex-wrap items-center gap-2 rounded-md border border-night-800 px-2 py-1.5 text-sm"
              >
                <span className="w-5 text-right font-mono text-xs text-ink-400">{i + 1}</span>
                <span className="min-w-24 font-medium">{s.name}</span>
                {g ? (
                  <>
                    <span className={`rounded px-2 py-0.5 text-xs ${g.team ? TEAM_BADGE[g.team] : ""}`}>
                      {g.characterName}
                    </span>
                    <span className={`text-xs ${g.alignment === "evil" ? "text-evil-400" : "text-good-400"}`}>
                      {g.alignment}
                    </span>
                    {g.traveller && <span className="text-xs text-moon-300">traveller</span>}
                    {g.lunatic && (
                      <span className="text-xs text-ink-400">
                        thinks they are the {poolCharacters(rules).find((c) => c.id === g.lunatic!.demonId)?.name}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="text-xs text-ink-400">no character</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
