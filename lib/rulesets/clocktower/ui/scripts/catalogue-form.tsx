"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/api";
import { JsonImportFields } from "./json-import-fields";
import { ProblemList, problemsOf } from "./problem-list";

/** Import a character catalogue (full character objects) so that id-only scripts resolve. */
export function CatalogueForm({ customCount, customNames }: { customCount: number; customNames: string[] }) {
  const t = useTranslations("scripts.catalogue");
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
      setDone(t("imported", { count: imported.length }));
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
        {t("heading")}
      </h2>
      <p className="text-sm text-ink-300">{t("intro")}</p>
      <p className="text-sm text-ink-400" data-testid="catalogue-count">
        {customCount === 0
          ? t("none")
          : t("some", {
              count: customCount,
              names: `${customNames.slice(0, 12).join(", ")}${customCount > 12 ? "…" : ""}`,
            })}
      </p>
      <JsonImportFields
        id="catalogue"
        fileLabel={t("file")}
        pasteLabel={t("paste")}
        submitLabel={t("submit")}
        busy={busy}
        onJson={submit}
      />
      {done && (
        <p role="status" className="text-sm text-moon-300">
          {done}
        </p>
      )}
      <ProblemList problems={problems} title={t("notImported")} />
    </section>
  );
}
