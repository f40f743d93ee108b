"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import type { Phrase } from "@/lib/i18n/message";
import type { ProposedDeath } from "@/lib/rulesets/clocktower";
import { poolCharacters, Section, useNameList, WarningList, type ClocktowerPartProps } from "../shared";

/**
 * Dawn: the deaths the app proposes from tonight's choices (ticked), the spared (unticked, with why)
 * and the resurrections offered; the storyteller ticks and confirms. Trouble Brewing: the Mayor's
 * death may be moved to another player (kept on the Mayor unless picked), and the Demon's succession
 * is offered (ticked; of alternatives, the storyteller picks one or none).
 */
export function DawnPanel({ rules, commands }: ClocktowerPartProps) {
  const t = useTranslations("clocktower.dawn");
  const say = useSay();
  const list = useNameList();
  const dawn = rules.dawn;
  const [flip, setFlip] = useState<string[]>([]);
  // The Mayor's bounce: the seat the Demon's kill lands on instead, by the Mayor's seat.
  const [moved, setMoved] = useState<Record<string, string>>({});
  // The succession: per group (or effect index) the picked effect index, "" for none.
  const [picks, setPicks] = useState<Record<string, string>>({});
  if (!dawn) return null;
  const spared = dawn.spared ?? [];
  const revivals = dawn.revivals ?? [];
  const flipped = (k: string) => flip.includes(k);
  const toggle = (k: string) => setFlip((s) => (s.includes(k) ? s.filter((x) => x !== k) : [...s, k]));
  const dying = [
    ...dawn.deaths
      .filter((d) => !flipped(`d:${d.seatId}`))
      .map((d) => (moved[d.seatId] ? { ...d, seatId: moved[d.seatId]!, name: seatName(moved[d.seatId]!) } : d)),
    ...spared.filter((d) => flipped(`s:${d.seatId}`)),
  ];
  const offered = dawn.effects ?? [];
  const slot = (i: number) => offered[i]!.group ?? `#${i}`;
  const firstOf = (i: number) => String(offered.findIndex((e, j) => slot(j) === slot(i)));
  const pickedEffect = (i: number) => (picks[slot(i)] ?? firstOf(i)) === String(i);
  const succession = offered.filter((_, i) => pickedEffect(i)).map((e) => e.effect);
  // The spared that stay spared bring their effects (the Fool's first death used up).
  const keptEffects = spared.filter((d) => !flipped(`s:${d.seatId}`)).flatMap((d) => d.effects ?? []);
  const reviving = revivals.filter((r) => flipped(`r:${r.seatId}:${r.by}`));
  function seatName(id: string) {
    return rules.seats.find((s) => s.seatId === id)?.name ?? id;
  }
  const byName = (id?: string) => (id ? (poolCharacters(rules).find((c) => c.id === id)?.name ?? id) : "");
  const cause = (d: ProposedDeath) =>
    d.by ? t("causeBy", { cause: t(`causes.${d.cause}`), by: byName(d.by) }) : t(`causes.${d.cause}`);
  const text =
    dying.length === 0 ? t("nobodyDied") : t("died", { names: list(dying.map((d) => d.name)), count: dying.length });
  const row = (k: string, checked: boolean, d: ProposedDeath, why?: Phrase[]) => (
    <li key={k}>
      <label className="flex flex-wrap items-center gap-2">
        <input type="checkbox" checked={checked} onChange={() => toggle(k)} aria-label={t("dies", { seat: d.name })} />
        <span className="font-medium">{d.name}</span>
        <span className="text-xs text-ink-400">{cause(d)}</span>
      </label>
      <p className="ml-6 text-xs text-ink-300">{say(d.reason)}</p>
      {why && <p className="ml-6 text-xs text-good-400">{t("doesNotDie", { why: why.map(say).join(" ") })}</p>}
      {checked && <WarningList warnings={d.hints} />}
      {checked && d.mayMoveTo && d.mayMoveTo.length > 0 && (
        <label className="ml-6 flex flex-wrap items-center gap-2 text-xs">
          <span>{t("killLandsOn")}</span>
          <select
            className="input"
            value={moved[d.seatId] ?? ""}
            onChange={(e) => setMoved((m) => ({ ...m, [d.seatId]: e.target.value }))}
          >
            <option value="">{t("keepOn", { seat: d.name })}</option>
            {d.mayMoveTo.map((id) => (
              <option key={id} value={id}>
                {seatName(id)}
              </option>
            ))}
          </select>
        </label>
      )}
    </li>
  );
  return (
    <Section id="ct-dawn" title={t("title", { number: dawn.night })} aside={t("deaths", { count: dying.length })}>
      {dawn.deaths.length + spared.length === 0 ? (
        <p className="text-sm text-ink-300">{t("noneProposed")}</p>
      ) : (
        <ul className="space-y-1.5 text-sm" aria-label={t("deathsTonight")}>
          {dawn.deaths.map((d) => row(`d:${d.seatId}`, !flipped(`d:${d.seatId}`), d))}
          {spared.map((d) => row(`s:${d.seatId}`, flipped(`s:${d.seatId}`), d, d.spared))}
        </ul>
      )}
      {revivals.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" aria-label={t("revivals")}>
          {revivals.map((r) => {
            const k = `r:${r.seatId}:${r.by}`;
            return (
              <li key={k}>
                <label className="flex flex-wrap items-center gap-2">
                  <input type="checkbox" checked={flipped(k)} onChange={() => toggle(k)} />
                  <span className="font-medium">{t("resurrect", { seat: r.name })}</span>
                </label>
                <p className="ml-6 text-xs text-ink-300">{say(r.reason)}</p>
              </li>
            );
          })}
        </ul>
      )}
      {offered.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" aria-label={t("succession")}>
          {offered.map((e, i) => (
            <li key={i}>
              <label className="flex flex-wrap items-center gap-2">
                <input
                  type="checkbox"
                  checked={pickedEffect(i)}
                  onChange={() => setPicks((p) => ({ ...p, [slot(i)]: pickedEffect(i) ? "" : String(i) }))}
                />
                <span>{say(e.reason)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">
        <span className="label">{t("announcement")}</span>
        <span data-testid="dawn-announcement">{text}</span>
      </p>
      <WarningList warnings={dawn.hints.filter((h) => !dawn.deaths.some((d) => d.hints.includes(h)))} />
      {flip.length === 0 && (dawn.winChecksAfter ?? []).length > 0 && (
        <WarningList
          warnings={dawn.winChecksAfter.map((w) => t("afterDawn", { reason: say(w.reason) }))}
          testId="dawn-win-checks"
        />
      )}
      <button
        className="btn btn-primary mt-2"
        disabled={commands.busy}
        onClick={() =>
          commands.send({
            type: "clocktower.confirmDawn",
            deaths: dying.map((d) => ({ seatId: d.seatId, cause: d.cause, ...(d.by ? { by: d.by } : {}) })),
            ...(reviving.length ? { revivals: reviving.map((r) => ({ seatId: r.seatId, by: r.by })) } : {}),
            ...(keptEffects.length + succession.length ? { effects: [...keptEffects, ...succession] } : {}),
          })
        }
      >
        {t("confirm", { number: dawn.night })}
      </button>
    </Section>
  );
}
