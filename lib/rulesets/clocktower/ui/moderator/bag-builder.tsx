"use client";
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { bagStatus, DEALT_TEAMS, type Character } from "@/lib/rulesets/clocktower";
import { Section, TEAM_BADGE, WarningList, type ClocktowerPartProps } from "./shared";

const signed = (d: number) => (d > 0 ? `+${d}` : `${d}`);

/**
 * The bag for the seat count: required against chosen per type, setup effects with their choice, the
 * rules the bag breaks (duplicates, off-script), and a random fill of the rest. Edits are local until saved.
 */
export function BagBuilder({ rules, commands }: ClocktowerPartProps) {
  const t = useTranslations("clocktower.bag");
  const tt = useTranslations("clocktower.teams");
  const script = rules.script!;
  const [ids, setIds] = useState<string[]>(rules.bag?.characterIds ?? []);
  const [choices, setChoices] = useState<Record<string, number>>(rules.bag?.setupChoices ?? {});
  const [extras, setExtras] = useState<Character[]>(rules.extraCharacters);
  const [offScript, setOffScript] = useState("");
  const library = useQuery({
    queryKey: ["characters"],
    queryFn: () => api<{ bundled: Character[]; custom: Character[] }>("/api/characters"),
  });
  const pool = useMemo(() => ({ script, extraCharacters: extras }), [script, extras]);
  const status = useMemo(
    () => bagStatus(pool, { characterIds: ids, setupChoices: choices }, rules.players),
    [pool, ids, choices, rules.players],
  );
  const offScriptChoices = useMemo(() => {
    const all = new Map<string, Character>();
    for (const c of [...(library.data?.bundled ?? []), ...(library.data?.custom ?? [])]) all.set(c.id, c);
    return [...all.values()].filter(
      (c) => !script.characters.some((s) => s.id === c.id) && (DEALT_TEAMS as readonly string[]).includes(c.team),
    );
  }, [library.data, script]);
  const saved =
    JSON.stringify(rules.bag ?? { characterIds: [], setupChoices: {} }) ===
    JSON.stringify({ characterIds: ids, setupChoices: choices });
  const nameOf = (id: string) =>
    script.characters.find((c) => c.id === id)?.name ?? extras.find((c) => c.id === id)?.name ?? id;

  const toggle = (id: string) => setIds((cur) => (cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id]));
  const send = (fill: boolean) => {
    const used = extras.filter((c) => ids.includes(c.id));
    return commands.send({
      type: "clocktower.setBag",
      characterIds: ids,
      setupChoices: choices,
      ...(used.length ? { extraCharacters: used } : {}),
      ...(fill ? { fill: true } : {}),
    });
  };
  // After a save (or a random fill) the server's bag becomes the local one.
  // Compared as JSON: every refetch brings a new object, and only a changed bag replaces local edits.
  const bagKey = JSON.stringify(rules.bag);
  const [seenBag, setSeenBag] = useState(bagKey);
  if (bagKey !== seenBag) {
    setSeenBag(bagKey);
    setIds(rules.bag?.characterIds ?? []);
    setChoices(rules.bag?.setupChoices ?? {});
    setExtras((cur) => [
      ...rules.extraCharacters,
      ...cur.filter((c) => !rules.extraCharacters.some((e) => e.id === c.id)),
    ]);
  }

  return (
    <Section id="ct-bag" title={t("title")} aside={t("players", { count: rules.players })}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="bag-counts">
          <thead>
            <tr className="text-left text-xs text-ink-400 uppercase">
              <th className="py-1 font-semibold">{t("type")}</th>
              <th className="py-1 text-right font-semibold">{t("chosen")}</th>
              <th className="py-1 text-right font-semibold">{t("required")}</th>
            </tr>
          </thead>
          <tbody>
            {DEALT_TEAMS.map((team) => {
              const req = status.required?.[team];
              const off = req !== undefined && req !== status.chosen[team];
              return (
                <tr key={team} className="border-t border-night-800" data-team={team}>
                  <td className="py-1">{tt(`${team}.many`)}</td>
                  <td className={`py-1 text-right font-mono ${off ? "text-moon-300" : "text-ink-100"}`}>
                    {status.chosen[team]}
                  </td>
                  <td className="py-1 text-right font-mono text-ink-300">{req ?? "—"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm" role="status" data-testid="bag-ready">
        {status.ready ? (
          <span className="text-good-400">{t("ready")}</span>
        ) : (
          <span className="text-ink-400">{t("notReady")}</span>
        )}
        {!saved && <span className="ml-2 text-moon-300">{t("unsaved")}</span>}
      </p>

      {status.effects.some((e) => e.choices.length > 1) && (
        <div className="mt-3 space-y-2">
          <p className="label">{t("setupEffects")}</p>
          {status.effects
            .filter((e) => e.choices.length > 1)
            .map((e) => (
              <div key={e.key} className="flex flex-wrap items-center gap-2 text-sm">
                <label htmlFor={`setup-${e.key}`} className="min-w-0 flex-1">
                  {e.name} <span className="text-ink-400">[{e.text}]</span>
                </label>
                <select
                  id={`setup-${e.key}`}
                  className="input w-auto"
                  value={choices[e.key] === undefined ? "" : String(choices[e.key])}
                  onChange={(ev) =>
                    setChoices((cur) => {
                      const next = { ...cur };
                      if (ev.target.value === "") delete next[e.key];
                      else next[e.key] = Number(ev.target.value);
                      return next;
                    })
                  }
                >
                  <option value="">
                    {e.how === "inferred" ? t("fromBag", { delta: signed(e.chosen!) }) : t("notChosen")}
                  </option>
                  {e.choices.map((d) => (
                    <option key={d} value={d}>
                      {t("delta", { delta: signed(d), team: tt(`${e.team}.one`) })}
                    </option>
                  ))}
                </select>
              </div>
            ))}
        </div>
      )}

      <div className="mt-4 space-y-3">
        {DEALT_TEAMS.map((team) => {
          const list = script.characters.filter((c) => c.team === team);
          if (list.length === 0) return null;
          return (
            <fieldset key={team}>
              <legend className="label">{tt(`${team}.many`)}</legend>
              <div className="flex flex-wrap gap-1.5">
                {list.map((c) => {
                  const n = ids.filter((x) => x === c.id).length;
                  return (
                    <button
                      key={c.id}
                      type="button"
                      aria-pressed={n > 0}
                      onClick={() => toggle(c.id)}
                      title={c.ability}
                      className={`rounded-md border px-2.5 py-1 text-sm transition-colors ${
                        n > 0
                          ? `border-transparent ${TEAM_BADGE[team]} font-medium`
                          : "border-night-600 text-ink-300 hover:bg-night-800"
                      }`}
                    >
                      {c.name}
                      {n > 1 && t("times", { count: n })}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        {ids.some((id) => !script.characters.some((c) => c.id === id)) && (
          <div>
            <p className="label">{t("offScript")}</p>
            <div className="flex flex-wrap gap-1.5">
              {[...new Set(ids.filter((id) => !script.characters.some((c) => c.id === id)))].map((id) => (
                <button
                  key={id}
                  type="button"
                  aria-pressed
                  onClick={() => toggle(id)}
                  className="rounded-md border border-moon-500/50 px-2.5 py-1 text-sm text-moon-300"
                >
                  {nameOf(id)} ✕
                </button>
              ))}
            </div>
          </div>
        )}
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            const c = offScriptChoices.find((x) => x.id === offScript);
            if (!c) return;
            setExtras((cur) => (cur.some((x) => x.id === c.id) ? cur : [...cur, c]));
            setIds((cur) => [...cur, c.id]);
            setOffScript("");
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor="ct-off-script" className="label">
              {t("addOffScript")}
            </label>
            <select
              id="ct-off-script"
              className="input"
              value={offScript}
              onChange={(e) => setOffScript(e.target.value)}
            >
              <option value="">{offScriptChoices.length ? t("chooseLibrary") : t("noLibrary")}</option>
              {offScriptChoices.map((c) => (
                <option key={c.id} value={c.id}>
                  {t("characterTeam", { name: c.name, team: tt(`${c.team}.one`) })}
                </option>
              ))}
            </select>
          </div>
          <button className="btn" disabled={!offScript}>
            {t("add")}
          </button>
        </form>
      </div>

      <div className="mt-3">
        <WarningList warnings={status.warnings} testId="bag-warnings" />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button className="btn btn-primary" disabled={commands.busy} onClick={() => send(false)}>
          {t("save")}
        </button>
        <button className="btn" disabled={commands.busy} onClick={() => send(true)} title={t("fillHint")}>
          {t("fill")}
        </button>
        <button
          className="btn btn-ghost"
          disabled={ids.length === 0}
          onClick={() => {
            setIds([]);
            setChoices({});
          }}
        >
          {t("clear")}
        </button>
      </div>
    </Section>
  );
}
