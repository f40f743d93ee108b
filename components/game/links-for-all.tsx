"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { CopyButton } from "@/components/copy-button";
import { rememberLinks, useFreshLinks } from "./fresh-links";
import { seatLinksKey, useSeatLinks } from "./seat-link";

type Seat = { id: string; name: string };

/** "Create links for all players": one click makes a link for every seat without one. */
export function useLinksForAll(gameId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ links: Array<{ seatId: string; url: string }>; kept: string[] }>(`/api/games/${gameId}/seat-links/all`, {
        method: "POST",
      }),
    onSuccess: (r) => {
      rememberLinks(gameId, r.links);
      return qc.invalidateQueries({ queryKey: seatLinksKey(gameId) });
    },
  });
}

/**
 * The button's words in English. Still used by the Clocktower role messages (not converted yet): the
 * converted pages use \`linksButtonKey\` with the catalogues (gamePage.links).
 */
export const linksButtonLabel = (missing: number, seats: number) =>
  missing === 0
    ? "Every player has a link"
    : missing === seats
      ? "Create links for all players"
      : `Create links for the ${missing} without one`;

/** The catalogue key (under gamePage.links) of the button's words, with its values. */
export const linksButtonKey = (missing: number, seats: number) =>
  missing === 0
    ? ({ key: "everyone" } as const)
    : missing === seats
      ? ({ key: "all" } as const)
      : ({ key: "missing", values: { missing } } as const);

/** Each seat's link as "Name: URL", one a line, for a host to paste where they keep them. */
export const linksText = (seats: readonly Seat[], links: ReadonlyMap<string, string>) =>
  seats
    .filter((s) => links.has(s.id))
    .map((s) => `${s.name}: ${links.get(s.id)}`)
    .join("\n");

function buttonText(t: ReturnType<typeof useTranslations<"gamePage.links">>, missing: number, seats: number) {
  const b = linksButtonKey(missing, seats);
  return b.key === "missing" ? t(b.key, b.values) : t(b.key);
}

export function LinksForAll({ gameId, seats }: { gameId: string; seats: readonly Seat[] }) {
  const t = useTranslations("gamePage.links");
  const links = useSeatLinks(gameId);
  const fresh = useFreshLinks(gameId);
  const create = useLinksForAll(gameId);
  const [open, setOpen] = useState(true);
  const linked = new Set(links.data?.links.map((l) => l.seatId));
  const missing = seats.filter((s) => !linked.has(s.id)).length;
  const shown = seats.filter((s) => fresh.has(s.id));
  const oldOnly = seats.filter((s) => linked.has(s.id) && !fresh.has(s.id));
  if (seats.length === 0) return null;
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn"
          disabled={missing === 0 || create.isPending || links.isLoading}
          onClick={() => {
            setOpen(true);
            create.mutate();
          }}
        >
          {links.isLoading ? t("loading") : buttonText(t, missing, seats.length)}
        </button>
        {shown.length > 0 && (
          <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? t("hide") : t("show", { count: shown.length })}
          </button>
        )}
      </div>
      {create.error && (
        <p role="alert" className="error-text">
          {(create.error as Error).message}
        </p>
      )}
      {open && shown.length > 0 && (
        <section aria-labelledby="new-links-heading" className="rounded-lg border border-moon-500/40 bg-night-850 p-3">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <h3 id="new-links-heading" className="text-sm font-semibold">
              {t("heading")}
            </h3>
            <span className="ml-auto">
              <CopyButton text={linksText(shown, fresh)} label={t("copyAll")} />
            </span>
          </div>
          <p className="mb-2 text-xs text-moon-300">{t("copyNow")}</p>
          <ul className="space-y-1" aria-label={t("heading")}>
            {shown.map((s) => (
              <li
                key={s.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)_auto]"
                data-testid="new-link"
              >
                <span className="truncate font-medium" title={s.name}>
                  {s.name}
                </span>
                <code className="col-span-2 row-start-2 truncate rounded bg-night-950 px-2 py-1 font-mono text-xs sm:col-span-1 sm:col-start-2 sm:row-start-1">
                  {fresh.get(s.id)}
                </code>
                <span className="col-start-2 row-start-1 sm:col-start-3">
                  <CopyButton text={fresh.get(s.id)!} ariaLabel={t("copyOne", { name: s.name })} />
                </span>
              </li>
            ))}
          </ul>
          {oldOnly.length > 0 && (
            <p className="mt-2 text-xs text-ink-400">
              {t("alreadyHad", { names: oldOnly.map((s) => s.name).join(t("listSeparator")) })}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
