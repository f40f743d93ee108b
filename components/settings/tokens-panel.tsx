"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { useViewerZone } from "@/lib/client/use-clock";
import { CopyButton } from "@/components/copy-button";

interface Token {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

export function TokensPanel() {
  const t = useTranslations("settings.tokens");
  const format = useFormatter();
  // The reader's own zone: these lists are fetched, so drawn in the browser only.
  const timeZone = useViewerZone() ?? "UTC";
  const WHEN = { dateStyle: "medium", timeStyle: "short", timeZone } as const;
  const DAY = { dateStyle: "medium", timeZone } as const;
  const qc = useQueryClient();
  const tokens = useQuery({ queryKey: ["tokens"], queryFn: () => api<{ tokens: Token[] }>("/api/tokens") });
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: { name: string; expiresInDays?: number }) =>
      api<{ token: string }>("/api/tokens", { method: "POST", json: body }),
    onSuccess: (r) => {
      setCreated(r.token);
      setError(null);
      return qc.invalidateQueries({ queryKey: ["tokens"] });
    },
    onError: (e) => setError((e as Error).message),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api(`/api/tokens/${id}`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["tokens"] }),
  });
  return (
    <section className="card space-y-4" aria-labelledby="tokens-heading">
      <div>
        <h2 id="tokens-heading" className="font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-ink-300">
          {t.rich("intro", {
            header: "Authorization: Bearer <token>",
            code: (chunks) => <code className="font-mono text-ink-100">{chunks}</code>,
          })}
        </p>
      </div>
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const data = new FormData(form);
          const days = Number(data.get("expires") ?? 0);
          create.mutate({ name: String(data.get("name") ?? ""), ...(days ? { expiresInDays: days } : {}) });
          form.reset();
        }}
      >
        <label htmlFor="token-name" className="sr-only">
          {t("name")}
        </label>
        <input
          id="token-name"
          name="name"
          className="input"
          placeholder={t("namePlaceholder")}
          required
          maxLength={60}
        />
        <label htmlFor="token-expires" className="sr-only">
          {t("expires")}
        </label>
        <select id="token-expires" name="expires" className="input w-auto" defaultValue="90">
          <option value="30">{t("days", { count: 30 })}</option>
          <option value="90">{t("days", { count: 90 })}</option>
          <option value="365">{t("year")}</option>
          <option value="0">{t("never")}</option>
        </select>
        <button className="btn btn-primary" disabled={create.isPending}>
          {t("create")}
        </button>
      </form>
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      {created && (
        <div className="rounded-md border border-moon-500/60 bg-moon-400/10 p-3 text-sm">
          <p className="mb-2 text-moon-300">{t("copyNow")}</p>
          <div className="flex items-center gap-2">
            <code data-testid="new-token" className="min-w-0 flex-1 truncate rounded bg-night-950 px-2 py-1 font-mono">
              {created}
            </code>
            <CopyButton text={created} />
          </div>
        </div>
      )}
      <ul className="divide-y divide-night-700">
        {tokens.data?.tokens.length === 0 && <li className="py-2 text-sm text-ink-400">{t("none")}</li>}
        {tokens.data?.tokens.map((token) => (
          <li key={token.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
            <span className="font-medium">{token.name}</span>
            <code className="font-mono text-ink-400">{token.prefix}…</code>
            <span className="text-xs text-ink-400">
              {token.lastUsedAt
                ? t("lastUsed", { when: format.dateTime(new Date(token.lastUsedAt), WHEN) })
                : t("neverUsed")}
            </span>
            <span className="text-xs text-ink-400">
              {token.expiresAt
                ? t("expiresOn", { when: format.dateTime(new Date(token.expiresAt), DAY) })
                : t("noExpiry")}
            </span>
            <button
              className="btn btn-danger ml-auto px-2 py-0.5 text-xs"
              onClick={() => revoke.mutate(token.id)}
              aria-label={t("revokeName", { name: token.name })}
            >
              {t("revoke")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
