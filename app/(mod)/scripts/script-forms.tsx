"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { api } from "@/lib/client/api";
import { JsonImportFields } from "./json-import-fields";
import { Field } from "@/components/field";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { ProblemList, problemsOf } from "./problem-list";

/** Import a community-format script by file or paste; every problem is listed and nothing is saved until it is valid. */
export function ImportScriptForm() {
  const router = useRouter();
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (json: string) => {
    setBusy(true);
    setProblems([]);
    try {
      const { script } = await api<{ script: { id: string } }>("/api/scripts", { method: "POST", json: { json } });
      router.push(`/scripts/${script.id}`);
      return true;
    } catch (err) {
      setProblems(problemsOf(err));
      setBusy(false);
      return false;
    }
  };
  return (
    <section className="card space-y-3" aria-labelledby="import-script-heading">
      <h2 id="import-script-heading" className="font-semibold">
        Import a script
      </h2>
      <p className="text-sm text-ink-300">
        The community script JSON:{" "}
        <code className="text-xs">
          [{"{"}&quot;id&quot;: &quot;_meta&quot;, …{"}"}, &quot;washerwoman&quot;, …]
        </code>
        , with character ids or full character objects.
      </p>
      <JsonImportFields
        id="script"
        fileLabel="Script file (.json)"
        pasteLabel="Or paste the JSON"
        submitLabel="Import pasted script"
        busy={busy}
        onJson={submit}
        placeholder='[{"id": "_meta", "name": "My script"}, "washerwoman", "imp"]'
        primary
      />
      <ProblemList problems={problems} title="Not imported:" />
    </section>
  );
}

export function NewScriptForm() {
  const router = useRouter();
  const { onSubmit, error, busy } = useFormSubmit(async (form) => {
    const { script } = await api<{ script: { id: string } }>("/api/scripts", {
      method: "POST",
      json: { name: form.get("name"), author: form.get("author") },
    });
    router.push(`/scripts/${script.id}`);
  });
  return (
    <form className="card space-y-3" aria-labelledby="new-script-heading" onSubmit={onSubmit}>
      <h2 id="new-script-heading" className="font-semibold">
        New script
      </h2>
      <Field label="Script name" name="name" required maxLength={120} placeholder="Moonlit Meadow" />
      <Field label="Author" name="author" maxLength={120} placeholder="(optional)" />
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <button className="btn w-full" disabled={busy}>
        Create empty script
      </button>
    </form>
  );
}
