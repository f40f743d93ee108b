"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";

interface Invitation {
  gameId: string;
  title: string;
  invitedBy: string;
}

/** Co-host invitations waiting for this moderator: accepting adds the game to their list. */
export function CohostInvitations() {
  const t = useTranslations("games.invitations");
  const qc = useQueryClient();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: ["invitations"],
    queryFn: () => api<{ invitations: Invitation[] }>("/api/invitations"),
  });
  if (!data?.invitations.length) return null;
  const answer = async (gameId: string, accept: boolean) => {
    setError(null);
    try {
      await api(`/api/invitations/${gameId}`, { method: "POST", json: { accept } });
      await qc.invalidateQueries({ queryKey: ["invitations"] });
      router.refresh();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section className="card space-y-3" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="font-semibold">
        {t("heading")}
      </h2>
      <ul className="space-y-2 text-sm">
        {data.invitations.map((i) => (
          <li key={i.gameId} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{i.title}</span>
            <span className="text-xs text-ink-400">{t("from", { name: i.invitedBy })}</span>
            <span className="ml-auto flex gap-2">
              <button className="btn btn-primary px-2 py-0.5 text-xs" onClick={() => void answer(i.gameId, true)}>
                {t("accept", { title: i.title })}
              </button>
              <button className="btn btn-ghost px-2 py-0.5 text-xs" onClick={() => void answer(i.gameId, false)}>
                {t("decline")}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </section>
  );
}
