"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/lib/client/api";
import { JsonFileInput } from "@/components/json-file-input";
import { ProblemList, problemsOf } from "./problem-list";

/** Import a character catalogue (full character objects) so that id-only scripts resolve. */
export function CatalogueForm({ customCount, customNames }: { customCount: number; customNames: string[] }) {
  const router = useRouter();
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState("");
  const submit = async (json: string) => {
    setBusy(true);
    setProblems([]);
    setDone(null);
    try {
      const { imported } = await api<{ imported: Array<{ name: string }> }>("/api/characters", { method: "POST", json: { json } });
      setDone(`Imported ${imported.length} character${imported.length === 1 ? "" : "s"}.`);
      setText("");
      router.refresh();
    } catch (err) {
      setProblems(problemsOf(err));
    }
    setBusy(false);
  };
  return (
    <section className="card space-y-3" aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className="font-semibold">
        Character catalogue
      </h2>
      <p className="text-sm text-ink-300">
        Scripts that list only character ids need those characters known. Bad Moon Rising&apos;s are built in; import a catalogue (a JSON
        array of character objects with id, name, team and ability) for the rest.
      </p>
      <p className="text-sm text-ink-400" data-testid="catalogue-count">
        {customCount === 0 ? "No imported characters yet." : `${customCount} imported: ${customNames.slice(0, 12).join(", ")}${customCount > 12 ? "…" : ""}`}
      </p>
      <JsonFileInput id="catalogue-file" label="Catalogue file (.json)" disabled={busy} onText={submit} />
      <form
        className="space-y-2"
        onSubmit={async (e) => {
          e.preventDefault();
          await submit(text);
        }}
      >
        <label htmlFor="catalogue-paste" className="label">
          Or paste the catalogue
        </label>
        <textarea id="catalogue-paste" className="input min-h-20 font-mono text-xs" value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
        <button className="btn w-full" disabled={busy || !text.trim()}>
          Import characters
        </button>
      </form>
      {done && (
        <p role="status" className="text-sm text-moon-300">
          {done}
        </p>
      )}
      <ProblemList problems={problems} title="Not imported:" />
    </section>
  );
}
