"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api, ApiClientError } from "@/lib/client/api";
import { JsonFileInput } from "@/components/json-file-input";

export function ImportGameForm() {
  const t = useTranslations("games.import");
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <div className="card space-y-3">
      <h2 className="font-semibold">{t("heading")}</h2>
      <p className="text-sm text-ink-300">{t("intro")}</p>
      <JsonFileInput
        id="import-file"
        label={t("file")}
        disabled={busy}
        onText={async (text) => {
          setBusy(true);
          setErrors([]);
          try {
            const { game } = await api<{ game: { id: string } }>("/api/games/import", {
              method: "POST",
              body: text,
              headers: { "content-type": "application/json" },
            });
            router.push(`/games/${game.id}`);
          } catch (err) {
            const list =
              err instanceof ApiClientError && Array.isArray(err.body.errors) ? (err.body.errors as string[]) : [];
            setErrors(list.length ? list : [(err as Error).message]);
            setBusy(false);
          }
        }}
      />
      {errors.length > 0 && (
        <ul role="alert" className="error-text list-inside list-disc space-y-1">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
