"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { api, ApiClientError } from "@/lib/client/api";
import { JsonFileInput } from "@/components/json-file-input";

export function ImportGameForm() {
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <div className="card space-y-3">
      <h2 className="font-semibold">Import a game</h2>
      <p className="text-sm text-ink-300">A file exported from Grimoire, from this or another server.</p>
      <JsonFileInput
        id="import-file"
        label="Game file (.json)"
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
