"use client";
import { useState } from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { Script } from "@/lib/rulesets/clocktower";
import type { ClocktowerPartProps } from "./shared";
import { Section } from "./shared";

interface Summary {
  id: string;
  name: string;
  author: string;
  characterCount: number;
  builtIn: boolean;
}

/** Chooses a script from the library; the game keeps a frozen copy (the command carries the whole script). */
export function ScriptPicker({ rules, commands }: ClocktowerPartProps) {
  const [open, setOpen] = useState(!rules.script);
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const library = useQuery({
    queryKey: ["scripts"],
    queryFn: () => api<{ scripts: Summary[] }>("/api/scripts"),
    enabled: open,
  });
  const scripts = library.data?.scripts ?? [];
  return (
    <Section
      id="ct-script"
      title="Script"
      aside={rules.script ? `${rules.script.name} · ${rules.script.characters.length} characters` : "none yet"}
    >
      {rules.script && !open && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="flex-1 text-sm text-ink-300">
            This game keeps its own copy of <span className="font-medium text-ink-100">{rules.script.name}</span>
            {rules.script.author ? ` by ${rules.script.author}` : ""}: editing the script in the library does not change
            it.
          </p>
          <button className="btn" onClick={() => setOpen(true)}>
            Change script
          </button>
        </div>
      )}
      {open && (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={async (e) => {
            e.preventDefault();
            const id = chosen || scripts[0]?.id;
            if (!id) return;
            setBusy(true);
            setError(null);
            try {
              const { script } = await api<{ script: { script: Script } }>(`/api/scripts/${encodeURIComponent(id)}`);
              await commands.send({ type: "clocktower.setScript", script: script.script });
              setOpen(false);
            } catch (err) {
              setError((err as Error).message);
            }
            setBusy(false);
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor="ct-script-choice" className="label">
              Script from your library
            </label>
            <select
              id="ct-script-choice"
              className="input"
              value={chosen || scripts[0]?.id || ""}
              onChange={(e) => setChosen(e.target.value)}
              disabled={library.isLoading}
            >
              {library.isLoading && <option>Loading…</option>}
              {scripts.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                  {s.author ? ` — ${s.author}` : ""} ({s.characterCount}){s.builtIn ? " · built-in" : ""}
                </option>
              ))}
            </select>
          </div>
          <button className="btn btn-primary" disabled={busy || commands.busy || scripts.length === 0}>
            Use this script
          </button>
          {rules.script && (
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              Cancel
            </button>
          )}
        </form>
      )}
      {open && (
        <p className="mt-2 text-xs text-ink-400">
          Import or edit scripts in the{" "}
          <Link href="/scripts" className="text-moon-300 underline underline-offset-2">
            script library
          </Link>
          .
        </p>
      )}
      {(error || library.error) && (
        <p role="alert" className="error-text mt-2">
          {error ?? (library.error as Error).message}
        </p>
      )}
    </Section>
  );
}
