"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { api, ApiClientError } from "@/lib/client/api";

export function ImportGameForm() {
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  return (
    <div className="card space-y-3">
      <h2 className="font-semibold">Import a game</h2>
      <p className="text-sm text-ink-300">A file exported from Grimoire, from this or another server.</p>
      <label htmlFor="import-file" className="label">
        Game file (.json)
      </label>
      <input
        id="import-file"
        type="file"
        accept="application/json,.json"
        disabled={busy}
        className="block w-full text-sm text-ink-300 file:mr-3 file:rounded-md file:border file:border-night-600 file:bg-night-800 file:px-3 file:py-1.5 file:text-ink-100"
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          if (!file) return;
          setBusy(true);
          setErrors([]);
          try {
            const { game } = await api<{ game: { id: string } }>("/api/games/import", { method: "POST", body: await file.text(), headers: { "content-type": "application/json" } });
            router.push(`/games/${game.id}`);
          } catch (err) {
            const list = err instanceof ApiClientError && Array.isArray(err.body.errors) ? (err.body.errors as string[]) : [];
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
