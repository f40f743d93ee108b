"use client";
import { createContext, useContext, useId, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { CopyButton } from "@/components/copy-button";
import { DEFAULT_INTERVAL_MINUTES, OUTLET_TYPES, type OutletKind, type OutletType } from "@/lib/game/outlets";
import type { Delivery, OutletView } from "@/lib/service/outlets";
import type { Answer } from "@/lib/outlets/policy";

type OutletsResponse = {
  outlets: OutletView[];
  kinds: OutletKind[];
  /** The rule system's own names of some kinds, in the reader's language. */
  names?: Partial<Record<OutletKind, string>>;
};

const KindNames = createContext<Partial<Record<OutletKind, string>>>({});

/** A kind's name: the rule system's own where it has one (Secret Moon's round opening), else the kind's. */
function useKindName() {
  const t = useTranslations("outlets");
  const names = useContext(KindNames);
  return (kind: OutletKind | "test") => (kind !== "test" ? names[kind] : undefined) ?? t(`kinds.${kind}`);
}

const outletsKey = (gameId: string) => ["outlets", gameId];

/**
 * A game's outlets: Discord and generic webhooks its posts go out to by themselves, what each posts,
 * the vote count's interval, a test post, and the last deliveries with their answers. Moderators only.
 */
export function OutletsPanel({ gameId }: { gameId: string }) {
  const t = useTranslations("outlets");
  const { data } = useQuery({
    queryKey: outletsKey(gameId),
    queryFn: () => api<OutletsResponse>(`/api/games/${gameId}/outlets`),
    // The log moves while posts are delivered.
    refetchInterval: 15_000,
  });
  if (!data || data.kinds.length === 0) return null;
  return (
    <KindNames.Provider value={data.names ?? {}}>
      <section className="card space-y-4" aria-labelledby="outlets-heading" data-testid="outlets">
        <div>
          <h2 id="outlets-heading" className="font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-ink-400">{t("aside")}</p>
        </div>
        {data.outlets.length === 0 ? (
          <p className="text-sm text-ink-300">{t("none")}</p>
        ) : (
          <ul className="space-y-4">
            {data.outlets.map((o) => (
              <li key={o.id}>
                <OutletCard gameId={gameId} outlet={o} kinds={data.kinds} />
              </li>
            ))}
          </ul>
        )}
        <NewOutlet gameId={gameId} kinds={data.kinds} />
      </section>
    </KindNames.Provider>
  );
}

function KindBoxes({
  kinds,
  chosen,
  onChange,
  legend,
}: {
  kinds: OutletKind[];
  chosen: OutletKind[];
  onChange: (next: OutletKind[]) => void;
  legend: string;
}) {
  const kindName = useKindName();
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {kinds.map((k) => (
          <label key={k} className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-moon-400"
              checked={chosen.includes(k)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, k] : chosen.filter((c) => c !== k))}
            />
            {kindName(k)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function IntervalField({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const t = useTranslations("outlets");
  const id = useId();
  return (
    <div>
      <label className="label" htmlFor={id}>
        {t("interval")}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          min={1}
          max={1440}
          inputMode="numeric"
          className="input w-24"
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          aria-describedby={`${id}-hint`}
        />
        <span className="text-sm text-ink-300">{t("minutes")}</span>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-400">
        {t("intervalHint")}
      </p>
    </div>
  );
}

function NewOutlet({ gameId, kinds }: { gameId: string; kinds: OutletKind[] }) {
  const t = useTranslations("outlets");
  const qc = useQueryClient();
  const id = useId();
  const [type, setType] = useState<OutletType>("discord");
  const [url, setUrl] = useState("");
  const [posts, setPosts] = useState<OutletKind[]>(kinds);
  const [interval, setMinutes] = useState(DEFAULT_INTERVAL_MINUTES);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="space-y-3 rounded-lg border border-ink-700 p-3"
      aria-labelledby={`${id}-heading`}
      onSubmit={async (e) => {
        e.preventDefault();
        setError(null);
        setBusy(true);
        try {
          await api(`/api/games/${gameId}/outlets`, {
            method: "POST",
            json: { type, url, posts, intervalMinutes: interval },
          });
          setUrl("");
          await qc.invalidateQueries({ queryKey: outletsKey(gameId) });
        } catch (err) {
          setError((err as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {t("new")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div>
          <label className="label" htmlFor={`${id}-type`}>
            {t("type")}
          </label>
          <select
            id={`${id}-type`}
            className="input w-full"
            value={type}
            onChange={(e) => setType(e.target.value as OutletType)}
          >
            {OUTLET_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`types.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label className="label" htmlFor={`${id}-url`}>
            {t("url")}
          </label>
          <input
            id={`${id}-url`}
            className="input w-full font-mono"
            type="url"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-describedby={`${id}-url-hint`}
            placeholder={t(type === "discord" ? "placeholder.discord" : "placeholder.generic")}
          />
          <p id={`${id}-url-hint`} className="mt-1 text-xs text-ink-400">
            {t(`urlHint.${type}`)}
          </p>
        </div>
      </div>
      <KindBoxes kinds={kinds} chosen={posts} onChange={setPosts} legend={t("posts")} />
      {posts.includes("voteCount") && <IntervalField value={interval} onChange={setMinutes} />}
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <button className="btn btn-primary min-h-9" disabled={busy || posts.length === 0}>
        {t("add")}
      </button>
    </form>
  );
}

function OutletCard({ gameId, outlet, kinds }: { gameId: string; outlet: OutletView; kinds: OutletKind[] }) {
  const t = useTranslations("outlets");
  const qc = useQueryClient();
  const [posts, setPosts] = useState(outlet.posts);
  const [interval, setMinutes] = useState(outlet.intervalMinutes);
  const [showSecret, setShowSecret] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "test" | "remove" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: outletsKey(gameId) });
  const run = async (what: "save" | "test" | "remove", f: () => Promise<unknown>, done?: string) => {
    setError(null);
    setStatus(null);
    setBusy(what);
    try {
      await f();
      if (done) setStatus(done);
      await refresh();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const base = `/api/games/${gameId}/outlets/${outlet.id}`;
  const changed =
    interval !== outlet.intervalMinutes ||
    posts.length !== outlet.posts.length ||
    posts.some((p) => !outlet.posts.includes(p));
  return (
    <article
      className="space-y-3 rounded-lg border border-ink-700 p-3"
      aria-label={t(`types.${outlet.type}`)}
      data-testid="outlet"
    >
      <header className="space-y-1">
        <p className="text-sm font-semibold">{t(`types.${outlet.type}`)}</p>
        <p className="font-mono text-xs break-all text-ink-300">{outlet.url}</p>
      </header>
      {outlet.secret && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="label mb-0">{t("secret")}</span>
          <code
            className="min-w-0 basis-full font-mono text-xs break-all text-ink-200 sm:flex-1 sm:basis-auto"
            data-testid="outlet-secret"
          >
            {showSecret ? outlet.secret : "••••••••••••"}
          </code>
          <button type="button" className="btn btn-ghost min-h-9" onClick={() => setShowSecret(!showSecret)}>
            {showSecret ? t("hide") : t("show")}
          </button>
          <CopyButton text={outlet.secret} ariaLabel={t("secret")} />
        </div>
      )}
      <KindBoxes kinds={kinds} chosen={posts} onChange={setPosts} legend={t("posts")} />
      {posts.includes("voteCount") && <IntervalField value={interval} onChange={setMinutes} />}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn min-h-9"
          disabled={!changed || posts.length === 0 || busy !== null}
          onClick={() =>
            run("save", () => api(base, { method: "PATCH", json: { posts, intervalMinutes: interval } }), t("saved"))
          }
        >
          {t("save")}
        </button>
        <button
          type="button"
          className="btn min-h-9"
          disabled={busy !== null}
          onClick={() => run("test", () => api(`${base}/test`, { method: "POST" }))}
        >
          {busy === "test" ? t("testing") : t("test")}
        </button>
        {!confirming && (
          <button
            type="button"
            className="btn btn-danger ml-auto min-h-9"
            aria-label={t("removeOutlet", { url: outlet.url })}
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            {t("remove")}
          </button>
        )}
      </div>
      {confirming && (
        // Removing stops its posts and forgets its deliveries: asked once more, Cancel first.
        <div role="group" aria-label={t("confirmRemove")} className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t("confirmRemove")}</span>
          <button type="button" className="btn min-h-9" autoFocus onClick={() => setConfirming(false)}>
            {t("cancelRemove")}
          </button>
          <button
            type="button"
            className="btn btn-danger min-h-9"
            disabled={busy !== null}
            onClick={() => run("remove", () => api(base, { method: "DELETE" }))}
          >
            {t("confirmRemoveYes")}
          </button>
        </div>
      )}
      {status && (
        <p role="status" className="text-sm text-moon-300">
          {status}
        </p>
      )}
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
      <Deliveries deliveries={outlet.deliveries} />
    </article>
  );
}

function useAnswerText() {
  const t = useTranslations("outlets");
  const say = (a: Omit<Answer, "last">): string =>
    t(`answers.${a.reason}`, { status: a.status ?? "", seconds: a.seconds ?? "", last: "" });
  return (a: Answer | string | null) => {
    if (!a) return t("answers.none");
    // A row from before answers were structured: what the receiver said, as it was stored.
    if (typeof a === "string") return a;
    if (a.reason === "gaveUp") return t("answers.gaveUp", { last: a.last ? say(a.last) : t("answers.none") });
    return say(a);
  };
}

function Deliveries({ deliveries }: { deliveries: Delivery[] }) {
  const t = useTranslations("outlets");
  const format = useFormatter();
  const answer = useAnswerText();
  const kindName = useKindName();
  return (
    <div>
      <h4 className="label">{t("deliveries")}</h4>
      {deliveries.length === 0 ? (
        <p className="text-sm text-ink-400">{t("noDeliveries")}</p>
      ) : (
        <ol className="divide-y divide-ink-800 text-sm" data-testid="outlet-deliveries">
          {deliveries.map((d) => (
            <li key={d.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-1.5">
              <time dateTime={d.deliveredAt ?? d.createdAt} className="text-xs text-ink-400 tabular-nums">
                {format.dateTime(new Date(d.deliveredAt ?? d.createdAt), {
                  month: "short",
                  day: "numeric",
                  hour: "2-digit",
                  minute: "2-digit",
                  second: "2-digit",
                })}
              </time>
              <span className="font-medium">{kindName(d.kind as OutletKind | "test")}</span>
              <span
                className={
                  d.status === "delivered" ? "text-moon-300" : d.status === "failed" ? "text-red-300" : "text-ink-300"
                }
              >
                {t(`status.${d.status as "pending" | "delivered" | "failed"}`)}
              </span>
              <span className="min-w-0 basis-full text-xs text-ink-300 sm:basis-auto">
                {answer(d.answer)} · {t("attempts", { count: d.attempts })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
