"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { gameKey, type GameResponse } from "./use-game";

export function CohostsPanel({
  gameId,
  members,
  isHost,
}: {
  gameId: string;
  members: GameResponse["game"]["members"];
  isHost: boolean;
}) {
  const t = useTranslations("gamePage.cohosts");
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [invited, setInvited] = useState<string | null>(null);
  const invitesKey = ["cohost-invites", gameId];
  const invites = useQuery({
    queryKey: invitesKey,
    queryFn: () => api<{ invites: Array<{ username: string }> }>(`/api/games/${gameId}/cohosts`),
    enabled: isHost,
  });
  const refresh = () =>
    Promise.all([qc.invalidateQueries({ queryKey: gameKey(gameId) }), qc.invalidateQueries({ queryKey: invitesKey })]);
  return (
    <section className="card space-y-3" aria-labelledby="hosts-heading">
      <h2 id="hosts-heading" className="font-semibold">
        {t("heading")}
      </h2>
      <ul className="space-y-1 text-sm">
        {members.map((m) => (
          <li key={m.userId} className="flex items-center gap-2">
            <span>{m.username}</span>
            <span className="text-xs text-ink-400">{m.role === "host" ? t("host") : t("cohost")}</span>
            {isHost && m.role === "cohost" && (
              <button
                className="btn btn-ghost ml-auto px-2 py-0.5 text-xs"
                onClick={async () => {
                  await api(`/api/games/${gameId}/cohosts`, { method: "DELETE", json: { userId: m.userId } }).catch(
                    (e) => setError(e.message),
                  );
                  void refresh();
                }}
              >
                {t("remove")}
              </button>
            )}
          </li>
        ))}
        {invites.data?.invites.map((i) => (
          <li key={i.username} className="flex items-center gap-2">
            <span>{i.username}</span>
            <span className="text-xs text-ink-400">{t("invited")}</span>
            <button
              className="btn btn-ghost ml-auto px-2 py-0.5 text-xs"
              aria-label={t("withdrawLabel", { name: i.username })}
              onClick={async () => {
                await api(`/api/games/${gameId}/cohosts`, { method: "DELETE", json: { username: i.username } }).catch(
                  (e) => setError(e.message),
                );
                void refresh();
              }}
            >
              {t("withdraw")}
            </button>
          </li>
        ))}
      </ul>
      {isHost && (
        <form
          className="flex gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            const form = e.currentTarget;
            setError(null);
            setInvited(null);
            try {
              const r = await api<{ username: string }>(`/api/games/${gameId}/cohosts`, {
                method: "POST",
                json: { username: new FormData(form).get("username") },
              });
              setInvited(r.username);
              form.reset();
              void refresh();
            } catch (err) {
              setError((err as Error).message);
            }
          }}
        >
          <label className="sr-only" htmlFor="cohost-username">
            {t("usernameLabel")}
          </label>
          <input
            id="cohost-username"
            name="username"
            className="input"
            placeholder={t("usernamePlaceholder")}
            required
          />
          <button className="btn">{t("invite")}</button>
        </form>
      )}
      {invited && (
        <p role="status" className="text-sm text-moon-300">
          {t("invitedStatus", { name: invited })}
        </p>
      )}
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <p className="text-xs text-ink-400">{isHost ? t("hostNote") : t("cohostNote")}</p>
    </section>
  );
}
