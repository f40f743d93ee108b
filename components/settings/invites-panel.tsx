"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { useViewerZone } from "@/lib/client/use-clock";
import { CopyButton } from "@/components/copy-button";

interface Invite {
  id: string;
  createdAt: string;
  expiresAt: string;
}

/** One-use invite codes, for servers where registration needs one (REGISTRATION=invite). */
export function InvitesPanel() {
  const t = useTranslations("settings.invites");
  const format = useFormatter();
  // The reader's own zone: these lists are fetched, so drawn in the browser only.
  const timeZone = useViewerZone() ?? "UTC";
  const WHEN = { dateStyle: "medium", timeStyle: "short", timeZone } as const;
  const DAY = { dateStyle: "medium", timeZone } as const;
  const qc = useQueryClient();
  const invites = useQuery({
    queryKey: ["invites"],
    queryFn: () => api<{ registration: string; invites: Invite[] }>("/api/invite-codes"),
  });
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => api<{ code: string }>("/api/invite-codes", { method: "POST", json: {} }),
    onSuccess: (r) => {
      setCreated(r.code);
      setError(null);
      return qc.invalidateQueries({ queryKey: ["invites"] });
    },
    onError: (e) => setError((e as Error).message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/invite-codes/${id}`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["invites"] }),
  });
  const registration = invites.data?.registration;
  const link = created ? `${window.location.origin}/sign-up?invite=${encodeURIComponent(created)}` : null;
  return (
    <section className="card space-y-4" aria-labelledby="invites-heading">
      <div>
        <h2 id="invites-heading" className="font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-ink-300">
          {registration === "invite" ? t("invite") : registration === "closed" ? t("closed") : t("open")}
        </p>
      </div>
      {registration === "invite" && (
        <button className="btn" disabled={create.isPending} onClick={() => create.mutate()}>
          {t("make")}
        </button>
      )}
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      {link && (
        <div className="rounded-md border border-moon-500/60 bg-moon-400/10 p-3 text-sm">
          <p className="mb-2 text-moon-300">{t("sendNow")}</p>
          <div className="flex items-center gap-2">
            <code data-testid="new-invite" className="min-w-0 flex-1 truncate rounded bg-night-950 px-2 py-1 font-mono">
              {link}
            </code>
            <CopyButton text={link} />
          </div>
        </div>
      )}
      {registration === "invite" && (
        <ul className="divide-y divide-night-700">
          {invites.data?.invites.length === 0 && <li className="py-2 text-sm text-ink-400">{t("none")}</li>}
          {invites.data?.invites.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span>{t("made", { when: format.dateTime(new Date(i.createdAt), WHEN) })}</span>
              <span className="text-xs text-ink-400">
                {t("expiresOn", { when: format.dateTime(new Date(i.expiresAt), DAY) })}
              </span>
              <button
                className="btn btn-danger ml-auto px-2 py-0.5 text-xs"
                onClick={() => remove.mutate(i.id)}
                aria-label={t("withdrawMade", { when: format.dateTime(new Date(i.createdAt), WHEN) })}
              >
                {t("withdraw")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
