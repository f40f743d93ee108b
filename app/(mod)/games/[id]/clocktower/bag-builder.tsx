"use client";
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { bagStatus, DEALT_TEAMS, TEAM_LABELS, type Character } from "@/lib/rulesets/clocktower";
import { Section, TEAM_BADGE, WarningList, type ClocktowerPartProps } from "./shared";

const signed = (d: number) => (d > 0 ? `+${d}` : `${d}`);

/**
 * The bag for the seat count: required against chosen per type, setup effects with their choice, the
 * rules the bag breaks (duplicates, off-script), and a random fill of the rest. Edits are local until saved.
 */
export function BagBuilder({ rules, commands }: ClocktowerPartProps) {
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
    <Section
      id="ct-bag"
      title="Bag"
      aside={`${rules.players} player${rules.players === 1 ? "" : "s"} (seats without a traveller)`}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="bag-counts">
          <thead>
            <tr className="text-left text-xs text-ink-400 uppercase">
              <th className="py-1 font-semibold">Type</th>
              <th className="py-1 text-right font-semibold">Chosen</th>
              <th className="py-1 text-right font-semibold">Required</th>
            </tr>
          </thead>
          <tbody>
            {DEALT_TEAMS.map((t) => {
              const req = status.required?.[t];
              const off = req !== undefined && req !== status.chosen[t];
              return (
                <tr key={t} className="border-t border-night-800" data-team={t}>
                  <td className="py-1">{TEAM_LABELS[t].many}</td>
                  <td className={`py-1 text-right font-mono ${off ? "text-moon-300" : "text-ink-100"}`}>
                    {status.chosen[t]}
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
          <span className="text-good-400">✓ The bag is ready to deal.</span>
        ) : (
          <span className="text-ink-400">The bag does not match the table yet.</span>
        )}
        {!saved && <span className="ml-2 text-moon-300">Unsaved changes.</span>}
      </p>

      {status.effects.some((e) => e.choices.length > 1) && (
        <div className="mt-3 space-y-2">
          <p className="label">Setup effects</p>
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
                    {e.how === "inferred from the bag" ? `From the bag (${signed(e.chosen!)})` : "Not chosen"}
                  </option>
                  {e.choices.map((d) => (
                    <option key={d} value={d}>
                      {signed(d)} {TEAM_LABELS[e.team].one}
                    </option>
                  ))}
                </select>
              </div>
            ))}
        </div>
      )}

      <div className="mt-4 space-y-3">
        {DEALT_TEAMS.map((t) => {
          const list = script.characters.filter((c) => c.team === t);
          if (list.length === 0) return null;
          return (
            <fieldset key={t}>
              <legend className="label">{TEAM_LABELS[t].many}</legend>
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
                          ? `border-transparent ${TEAM_BADGE[t]} font-medium`
                          : "border-night-600 text-ink-300 hover:bg-night-800"
                      }`}
                    >
                      {c.name}
                      {n > 1 && ` ×${n}`}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        {ids.some((id) => !script.characters.some((c) => c.id === id)) && (
          <div>
            <p className="label">Not on the script</p>
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
              Add a character not on the script
            </label>
            <select
              id="ct-off-script"
              className="input"
              value={offScript}
              onChange={(e) => setOffScript(e.target.value)}
            >
              <option value="">
                {offScriptChoices.length ? "Choose from your library…" : "No other characters in your library"}
              </option>
              {offScriptChoices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({TEAM_LABELS[c.team].one})
                </option>
              ))}
            </select>
          </div>
          <button className="btn" disabled={!offScript}>
            Add to bag
          </button>
        </form>
      </div>

      <div className="mt-3">
        <WarningList warnings={status.warnings} testId="bag-warnings" />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button className="btn btn-primary" disabled={commands.busy} onClick={() => send(false)}>
          Save bag
        </button>
        <button
          className="btn"
          disabled={commands.busy}
          onClick={() => send(true)}
          title="Keeps your choices and draws the rest from the script"
        >
          Fill the rest at random
        </button>
        <button
          className="btn btn-ghost"
          disabled={ids.length === 0}
          onClick={() => {
            setIds([]);
            setChoices({});
          }}
        >
          Clear
        </button>
      </div>
    </Section>
  );
}
