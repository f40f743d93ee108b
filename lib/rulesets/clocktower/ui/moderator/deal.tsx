"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { DEALT_TEAMS } from "@/lib/rulesets/clocktower";
import { poolCharacters, Section, TEAM_BADGE, type ClocktowerPartProps } from "./shared";

/** The deal: at random from the bag (seeded, the seed recorded), or by hand per seat; then the grimoire. */
export function DealPanel({ rules, seats, commands }: ClocktowerPartProps) {
  const t = useTranslations("clocktower.deal");
  const tt = useTranslations("clocktower.teams");
  const ta = useTranslations("clocktower.alignment");
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
      title={t("title")}
      aside={
        rules.deal
          ? rules.deal.mode === "random"
            ? t("dealtRandom", { seed: rules.deal.seed ?? "" })
            : t("dealtByHand")
          : t("notDealt")
      }
    >
      <div className="flex flex-wrap gap-2">
        <button
          className="btn btn-primary"
          disabled={commands.busy || !rules.bag}
          onClick={() => commands.send({ type: "clocktower.deal", mode: "random" })}
          title={rules.bag ? t("randomHint") : t("saveBagFirst")}
        >
          {rules.deal ? t("again") : t("random")}
        </button>
        <button className="btn" aria-expanded={manual} onClick={() => setManual((m) => !m)}>
          {t("byHand")}
        </button>
      </div>
      {!rules.bag && <p className="mt-2 text-sm text-ink-400">{t("noBag")}</p>}
      {rules.bag && bagSize !== dealtSeats.length && (
        <p className="mt-2 text-sm text-moon-300">{t("bagSize", { count: bagSize, seats: dealtSeats.length })}</p>
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
                  <optgroup label={t("inBag")}>
                    {[...new Set(bagIds)].map((id) => (
                      <option key={id} value={id}>
                        {pool.find((c) => c.id === id)?.name ?? id}
                      </option>
                    ))}
                  </optgroup>
                )}
                {DEALT_TEAMS.map((team) => (
                  <optgroup key={team} label={tt(`${team}.many`)}>
                    {pool
                      .filter((c) => c.team === team)
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
            {t("asChosen")}
          </button>
        </form>
      )}

      {rules.seats.length > 0 && (
        <ol className="mt-4 space-y-1.5" aria-label={t("grimoire")} data-testid="grimoire">
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
                      {ta(g.alignment)}
                    </span>
                    {g.traveller && <span className="text-xs text-moon-300">{t("traveller")}</span>}
                    {g.lunatic && (
                      <span className="text-xs text-ink-400">
                        {t("thinks", {
                          demon: poolCharacters(rules).find((c) => c.id === g.lunatic!.demonId)?.name ?? "",
                        })}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="text-xs text-ink-400">{t("noCharacter")}</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
