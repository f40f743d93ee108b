"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

type Status = "live" | "reconnecting" | "polling";

/**
 * Keeps the server-rendered town square current: listens to the game's event stream and re-renders
 * the page when its version moves. If the stream fails, polls the JSON view with its ETag until the
 * stream is back. (Plain fetch rather than TanStack Query here: this page must stay light.)
 */
export function LiveRefresh({ slug, version }: { slug: string; version: number }) {
  const router = useRouter();
  const shown = useRef(version);
  const [status, setStatus] = useState<Status>("live");
  shown.current = Math.max(shown.current, version);

  useEffect(() => {
    let es: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let etag = "";
    let failures = 0;
    const seen = (v: number) => {
      if (v > shown.current) {
        shown.current = v;
        router.refresh();
      }
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    const startPolling = () => {
      if (poll) return;
      setStatus("polling");
      poll = setInterval(async () => {
        try {
          const res = await fetch(`/api/town/${slug}`, { headers: etag ? { "if-none-match": etag } : {} });
          if (res.status === 200) {
            etag = res.headers.get("etag") ?? "";
            seen((await res.json()).version);
          } else if (res.status === 404) router.refresh();
        } catch {}
      }, 5000);
    };
    const connect = () => {
      es = new EventSource(`/api/town/${slug}/stream`);
      es.addEventListener("open", () => {
        failures = 0;
        stopPolling();
        setStatus("live");
      });
      es.addEventListener("view", (e) => seen(JSON.parse((e as MessageEvent).data).version));
      es.addEventListener("gone", () => {
        es?.close();
        router.refresh();
      });
      es.addEventListener("error", () => {
        failures += 1;
        setStatus("reconnecting");
        if (failures >= 2) startPolling();
        if (es?.readyState === EventSource.CLOSED) setTimeout(connect, 3000);
      });
    };
    connect();
    return () => {
      es?.close();
      stopPolling();
    };
  }, [slug, router]);

  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-ink-400" role="status" data-testid="live-status" data-status={status}>
      <span className={`h-2 w-2 rounded-full ${status === "live" ? "bg-emerald-400" : "bg-moon-400"}`} aria-hidden="true" />
      {status === "live" ? "Live" : status === "polling" ? "Updating every few seconds" : "Reconnecting…"}
    </span>
  );
}
