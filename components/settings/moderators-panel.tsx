"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { useViewerZone } from "@/lib/client/use-clock";
import { CopyButton } from "@/components/copy-button";

interface Account {
  id: string;
  username: string;
  createdAt: string;
  games: number;
  disabled: boolean;
  you: boolean;
}

/** The owner's tools (Settings → Moderators): shown to the server's owner only (app/(mod)/settings/page.tsx). */
export function ModeratorsPanel() {
  const t = useTranslations("settings.moderators");
  const format = useFormatter();
  const timeZone = useViewerZone() ?? "UTC";
  const DAY = { dateStyle: "medium", timeZone } as const;
  const WHEN = { dateStyle: "medium", timeStyle: "short", timeZone } as const;
  const qc = useQueryClient();
  const accounts = useQuery({
    queryKey: ["moderators"],
    queryFn: () => api<{ accounts: Account[] }>("/api/admin/moderators"),
  });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [reset, setReset] = useState<{ name: string; link: string; expiresAt: string } | null>(null);
  const done = () => {
    setError(null);
    return qc.invalidateQueries({ queryKey: ["moderators"] });
  };
  const onError = (e: unknown) => setError((e as Error).message);
  const toggle = useMutation({
    mutationFn: (a: Account) =>
      api(`/api/admin/moderators/${a.id}`, { method: "PATCH", json: { disabled: !a.disabled } }),
    onSuccess: done,
    onError,
  });
  const remove = useMutation({
    mutationFn: (a: Account) =>
      api<{ passed: number }>(`/api/admin/moderators/${a.id}`, { method: "DELETE" }).then((r) => ({ a, r })),
    onSuccess: ({ a, r }) => {
      setConfirming(null);
      setNotice(t("removed", { name: a.username, count: r.passed }));
      return done();
    },
    onError,
  });
  const makeReset = useMutation({
    mutationFn: (a: Account) =>
      api<{ token: string; expiresAt: string }>(`/api/admin/moderators/${a.id}/reset-link`, {
        method: "POST",
        json: {},
      }).then((r) => ({ a, r })),
    onSuccess: ({ a, r }) => {
      setError(null);
      setReset({
        name: a.username,
        link: `${window.location.origin}/reset-password?token=${encodeURIComponent(r.token)}`,
        expiresAt: r.expiresAt,
      });
    },
    onError,
  });
  return (
    <section className="card space-y-4" aria-labelledby="moderators-heading">
      <div>
        <h2 id="moderators-heading" className="font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-ink-300">{t("intro")}</p>
      </div>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="text-sm text-moon-300">
          {notice}
        </p>
      )}
      {reset && (
        <div className="rounded-md border border-moon-500/60 bg-moon-400/10 p-3 text-sm">
          <p className="mb-2 text-moon-300">
            {t("resetNow", { name: reset.name, when: format.dateTime(new Date(reset.expiresAt), WHEN) })}
          </p>
          <div className="flex items-center gap-2">
            <code data-testid="reset-link" className="min-w-0 flex-1 truncate rounded bg-night-950 px-2 py-1 font-mono">
              {reset.link}
            </code>
            <CopyButton text={reset.link} />
          </div>
        </div>
      )}
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-ink-400">
          <tr>
            <th className="py-1 font-normal">{t("username")}</th>
            <th className="py-1 font-normal">{t("created")}</th>
            <th className="py-1 font-normal">{t("games")}</th>
            <th className="py-1 font-normal">{t("status")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700">
          {accounts.data?.accounts.map((a) => (
            <tr key={a.id} data-testid={`moderator-${a.username}`} className="align-top">
              <td className="py-2">
                {a.username}
                {a.you && <span className="ml-1 text-xs text-ink-400">({t("you")})</span>}
              </td>
              <td className="py-2">{format.dateTime(new Date(a.createdAt), DAY)}</td>
              <td className="py-2">{a.games}</td>
              <td className="py-2">
                <span className={a.disabled ? "text-red-300" : undefined}>
                  {a.disabled ? t("disabled") : t("active")}
                </span>
                {!a.you && (
                  <div
                    className="mt-2 flex flex-wrap gap-2"
                    role="group"
                    aria-label={t("actionsFor", { name: a.username })}
                  >
                    <button
                      className="btn px-2 py-0.5 text-xs"
                      disabled={toggle.isPending}
                      onClick={() => toggle.mutate(a)}
                    >
                      {a.disabled ? t("enable") : t("disable")}
                    </button>
                    <button
                      className="btn px-2 py-0.5 text-xs"
                      disabled={makeReset.isPending}
                      onClick={() => makeReset.mutate(a)}
                    >
                      {t("resetLink")}
                    </button>
                    <button className="btn btn-danger px-2 py-0.5 text-xs" onClick={() => setConfirming(a.id)}>
                      {t("remove")}
                    </button>
                  </div>
                )}
                {confirming === a.id && (
                  <div
                    role="alertdialog"
                    aria-label={t("remove")}
                    className="mt-2 space-y-2 rounded-md border border-night-600 p-2"
                  >
                    <p>{t("confirmRemove", { name: a.username })}</p>
                    <div className="flex gap-2">
                      {/* Cancel first and focused: the default is to keep the account. */}
                      <button className="btn px-2 py-0.5 text-xs" autoFocus onClick={() => setConfirming(null)}>
                        {t("cancel")}
                      </button>
                      <button
                        className="btn btn-danger px-2 py-0.5 text-xs"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(a)}
                      >
                        {t("confirm")}
                      </button>
                    </div>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
