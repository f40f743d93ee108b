"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { useViewerZone } from "@/lib/client/use-clock";

interface Status {
  loaded: boolean;
  source: string | null;
  loadedAt: string | null;
  counts: { roles: number; jinxes: number };
  editions: string[];
  lastAttempt: { at: string; source: string; outcome: string; detail: string | null } | null;
  fetchUrl: string | null;
  fetching: boolean;
  owner: boolean;
}

const FILES = ["roles", "nightsheet", "jinxes"] as const;
type File3 = (typeof FILES)[number];
const POLICY_URL = "https://bloodontheclocktower.com/pages/community-created-content-policy";

/** Settings → Characters: the publisher's character data the server holds, its Update and its upload. */
export function CharactersPanel() {
  const t = useTranslations("characters.settings");
  const format = useFormatter();
  const timeZone = useViewerZone() ?? "UTC";
  const WHEN = { dateStyle: "medium", timeStyle: "short", timeZone } as const;
  const qc = useQueryClient();
  const status = useQuery({
    queryKey: ["official-data"],
    queryFn: () => api<Status>("/api/characters/official"),
    // While a fetch runs, look again until it has finished.
    refetchInterval: (q) => (q.state.data?.fetching ? 1000 : false),
  });
  const [files, setFiles] = useState<Partial<Record<File3, File>>>({});
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ["official-data"] });
  const update = useMutation({
    mutationFn: () => api<Status>("/api/characters/official", { method: "POST", json: {} }),
    onSuccess: () => {
      setError(null);
      return refresh();
    },
    onError: (e) => setError((e as Error).message),
  });
  const upload = useMutation({
    mutationFn: async () => {
      const body: Record<string, unknown> = {};
      for (const f of FILES) {
        const file = files[f];
        if (!file) throw new Error(t("chooseAll"));
        try {
          body[f] = JSON.parse(await file.text());
        } catch (e) {
          throw new Error(t("notJson", { file: `${f}.json`, detail: (e as Error).message }));
        }
      }
      return api<Status>("/api/characters/official", { method: "PUT", json: body });
    },
    onSuccess: (r) => {
      setError(null);
      setProblems([]);
      setDone(t("uploaded", { roles: r.counts.roles }));
      return refresh();
    },
    onError: (e) => {
      setDone(null);
      setError((e as Error).message);
      const body = (e as { body?: { problems?: unknown } }).body;
      setProblems(Array.isArray(body?.problems) ? body.problems.map(String) : []);
    },
  });
  const s = status.data;
  return (
    <section className="card space-y-4" aria-labelledby="characters-heading" data-testid="characters-panel">
      <div className="space-y-2">
        <h2 id="characters-heading" className="font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-ink-300">{t("publisher", { policy: t("policy") })}</p>
        <p className="text-sm">
          <a className="text-moon-300 underline" href={POLICY_URL} target="_blank" rel="noreferrer">
            {t("policy")}
          </a>
        </p>
      </div>
      {s && (
        <div className="space-y-1 text-sm" data-testid="official-status">
          {s.loaded && s.loadedAt ? (
            <>
              <p>
                {t("loaded", {
                  when: format.dateTime(new Date(s.loadedAt), WHEN),
                  source: s.source === "upload" ? t("fromUpload") : (s.source ?? ""),
                  roles: s.counts.roles,
                  jinxes: s.counts.jinxes,
                })}
              </p>
              {s.editions.length > 0 && (
                <p className="text-ink-300">{t("editions", { editions: format.list(s.editions) })}</p>
              )}
            </>
          ) : (
            <p className="text-ink-300">{t("none")}</p>
          )}
          {s.lastAttempt && (
            <p className={s.lastAttempt.outcome === "ok" ? "text-ink-400" : "text-moon-300"}>
              {t("lastAttempt", {
                when: format.dateTime(new Date(s.lastAttempt.at), WHEN),
                source: s.lastAttempt.source === "upload" ? t("fromUpload") : s.lastAttempt.source,
                outcome: t(`outcome.${s.lastAttempt.outcome}` as "outcome.ok"),
              })}
            </p>
          )}
          <p className="text-xs text-ink-400">{s.fetchUrl ? t("fetchUrl", { url: s.fetchUrl }) : t("fetchOff")}</p>
          {s.fetching && <p role="status">{t("fetching")}</p>}
        </div>
      )}
      {s && !s.owner && <p className="text-sm text-ink-400">{t("notOwner")}</p>}
      {s?.owner && (
        <div className="space-y-3">
          {s.fetchUrl && (
            <button className="btn" disabled={update.isPending || s.fetching} onClick={() => update.mutate()}>
              {t("update")}
            </button>
          )}
          <form
            className="space-y-2"
            aria-labelledby="official-upload-heading"
            onSubmit={(e) => {
              e.preventDefault();
              upload.mutate();
            }}
          >
            <h3 id="official-upload-heading" className="text-sm font-semibold">
              {t("uploadHeading")}
            </h3>
            <p className="text-xs text-ink-400">{t("uploadHint")}</p>
            {FILES.map((f) => (
              <div key={f}>
                <label className="label" htmlFor={`official-${f}`}>
                  {t("file", { file: `${f}.json` })}
                </label>
                <input
                  id={`official-${f}`}
                  type="file"
                  accept="application/json,.json"
                  className="text-sm"
                  onChange={(e) => setFiles((x) => ({ ...x, [f]: e.target.files?.[0] }))}
                />
              </div>
            ))}
            <button className="btn" type="submit" disabled={upload.isPending}>
              {t("upload")}
            </button>
          </form>
        </div>
      )}
      {error && (
        <div role="alert" className="error-text text-sm">
          <p>{error}</p>
          {problems.length > 1 && (
            <ul className="list-disc pl-5">
              {problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {done && (
        <p role="status" className="text-sm text-good-300">
          {done}
        </p>
      )}
    </section>
  );
}
