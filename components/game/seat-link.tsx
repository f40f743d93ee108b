"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { CopyButton } from "@/components/copy-button";
import { forgetLink, rememberLinks, useFreshLinks } from "./fresh-links";

export const seatLinksKey = (gameId: string) => ["seat-links", gameId] as const;

export type SeatLinkRow = { seatId: string; createdAt: string; openedAt: string | null };

/** The game's live links. `poll`: asks again every few seconds while a link is not opened yet. */
export function useSeatLinks(gameId: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: seatLinksKey(gameId),
    queryFn: () => api<{ links: SeatLinkRow[] }>(`/api/games/${gameId}/seat-links`),
    refetchInterval: poll ? (q) => (q.state.data?.links.some((l) => !l.openedAt) ? 4000 : false) : undefined,
  });
}

/** A seat's private player link: made (or remade) here, shown once, revocable. */
export function SeatLinkControls({
  gameId,
  seatId,
  seatName,
  hasLink,
}: {
  gameId: string;
  seatId: string;
  seatName: string;
  hasLink: boolean;
}) {
  const t = useTranslations("gamePage.seatLink");
  const qc = useQueryClient();
  const url = useFreshLinks(gameId).get(seatId) ?? null;
  const [error, setError] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: seatLinksKey(gameId) });
  const create = useMutation({
    mutationFn: () => api<{ url: string }>(`/api/games/${gameId}/seat-links`, { method: "POST", json: { seatId } }),
    onSuccess: (r) => {
      rememberLinks(gameId, [{ seatId, url: r.url }]);
      setError(null);
      return refresh();
    },
    onError: (e) => setError((e as Error).message),
  });
  const revoke = useMutation({
    mutationFn: () => api(`/api/games/${gameId}/seat-links`, { method: "DELETE", json: { seatId } }),
    onSuccess: () => {
      forgetLink(gameId, seatId);
      return refresh();
    },
    onError: (e) => setError((e as Error).message),
  });
  return (
    <div className="mt-2 space-y-2 rounded-md bg-night-900 p-2 text-sm">
      <p className="text-ink-300">{hasLink ? t("has", { name: seatName }) : t("give", { name: seatName })}</p>
      {url && (
        <div className="flex items-center gap-2">
          <code
            data-testid="seat-link-url"
            className="min-w-0 flex-1 truncate rounded bg-night-950 px-2 py-1 font-mono text-xs"
          >
            {url}
          </code>
          <CopyButton text={url} />
        </div>
      )}
      {url && <p className="text-xs text-moon-300">{t("copyNow")}</p>}
      <div className="flex gap-2">
        <button className="btn" onClick={() => create.mutate()} disabled={create.isPending}>
          {hasLink ? t("new") : t("create")}
        </button>
        {hasLink && (
          <button className="btn btn-danger" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            {t("revoke")}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </div>
  );
}
