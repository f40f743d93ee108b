"use client";
import { useRouter } from "next/navigation";
import { api } from "@/lib/client/api";
import { Field } from "@/components/field";
import { useFormSubmit } from "@/lib/client/use-form-submit";

export function NewGameForm({ rulesets }: { rulesets: Array<{ id: string; name: string }> }) {
  const router = useRouter();
  const { onSubmit, error, busy } = useFormSubmit(async (form) => {
    const { game } = await api<{ game: { id: string } }>("/api/games", {
      method: "POST",
      json: { title: form.get("title"), rulesetId: form.get("rulesetId") },
    });
    router.push(`/games/${game.id}`);
  });
  return (
    <form className="card space-y-4" aria-labelledby="new-game-heading" onSubmit={onSubmit}>
      <h2 id="new-game-heading" className="font-semibold">
        New game
      </h2>
      <Field label="Title" name="title" required maxLength={120} placeholder="Bad Moon Rising #4" />
      <div>
        <label htmlFor="rulesetId" className="label">
          Rule system
        </label>
        <select id="rulesetId" name="rulesetId" className="input">
          {rulesets.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <button className="btn btn-primary w-full" disabled={busy}>
        Create game
      </button>
    </form>
  );
}
