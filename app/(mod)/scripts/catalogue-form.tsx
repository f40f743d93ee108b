"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/lib/client/api";
import { JsonImportFields } from "./json-import-fields";
import { ProblemList, problemsOf } from "./problem-list";

/** Import a character catalogue (full character objects) so that id-only scripts resolve. */
export function CatalogueForm({ customCount, customNames }: { customCount: number; customNames: string[] }) {
  const router = useRouter();
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (json: string) => {
    setBusy(true);
    setProblems([]);
    setDone(null);
    try {
      const { imported } = await api<{ imported: Array<{ name: string }> }>("/api/characters", {
        method: "POST",
        json: { json },
      });
      setDone(`Imported ${imported.length} character${imported.length === 1 ? "" : "s"}.`);
      router.refresh();
      setBusy(false);
      return true;
    } catch (err) {
      setProblems(problemsOf(err));
      setBusy(false);
      return false;
    }
  };
  return (
    <section className="card space-y-3" aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className="font-semibold">
        Character catalogue
      </h2>
      <p className="text-sm text-ink-300">
        Scripts that list only character ids need those characters known. Bad Moon Rising&apos;s are built in; import a
        catalogue (a JSON array of character objects with id, name, team and ability) for the rest.
      </p>
      <p className="text-sm text-ink-400" data-testid="catalogue-count">
        {customCount === 0
          ? "No imported characters yet."
          : `${customCount} imported: ${customNames.slice(0, 12).join(", ")}${customCount > 12 ? "…" : ""}`}
      </p>
      <JsonImportFields
        id="catalogue"
        fileLabel="Catalogue file (.json)"
        pasteLabel="Or paste the catalogue"
        submitLabel="Import characters"
        busy={busy}
        onJson={submit}
      />
      {done && (
        <p role="status" className="text-sm text-moon-300">
          {done}
        </p>
      )}
      <ProblemList problems={problems} title="Not imported:" />
    </section>
  );
}
