"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { JsonImportFields } from "./json-import-fields";
import { Field } from "@/components/field";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { ProblemList, problemsOf } from "./problem-list";

/** Import a community-format script by file or paste; every problem is listed and nothing is saved until it is valid. */
export function ImportScriptForm() {
  const t = useTranslations("scripts.import");
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
        {t("heading")}
      </h2>
      <p className="text-sm text-ink-300">
        {t.rich("intro", {
          example: '[{"id": "_meta", …}, "washerwoman", …]',
          code: (chunks) => <code className="text-xs">{chunks}</code>,
        })}
      </p>
      <JsonImportFields
        id="script"
        fileLabel={t("file")}
        pasteLabel={t("paste")}
        submitLabel={t("submit")}
        busy={busy}
        onJson={submit}
        placeholder={JSON.stringify([{ id: "_meta", name: t("exampleName") }, "washerwoman", "imp"]).replaceAll(
          ",",
          ", ",
        )}
        primary
      />
      <ProblemList problems={problems} title={t("notImported")} />
    </section>
  );
}

export function NewScriptForm() {
  const t = useTranslations("scripts.new");
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
        {t("heading")}
      </h2>
      <Field label={t("name")} name="name" required maxLength={120} placeholder={t("namePlaceholder")} />
      <Field label={t("author")} name="author" maxLength={120} placeholder={t("authorPlaceholder")} />
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <button className="btn w-full" disabled={busy}>
        {t("submit")}
      </button>
    </form>
  );
}
