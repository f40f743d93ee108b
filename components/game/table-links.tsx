"use client";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import QRCode from "qrcode";
import { api } from "@/lib/client/api";
import { rememberLinks, useFreshLinks } from "./fresh-links";
import { useLinksForAll } from "./links-for-all";
import { seatLinksKey, useSeatLinks } from "./seat-link";

type Seat = { id: string; name: string };

/** While the sheet is open, printing shows it alone. */
const PRINT_CSS = [
  "@media print {",
  "body > *:not(.links-sheet) { display: none !important; }",
  ".links-sheet { position: static !important; overflow: visible !important; }",
  ".links-sheet .no-print { display: none !important; }",
  ".links-sheet li { break-inside: avoid; }",
  "}",
].join("\n");

/** Who has opened their link, of the seats given: the host's "opened by 4 of 5". */
export function openedBy(
  seats: readonly Seat[],
  links: ReadonlyArray<{ seatId: string; openedAt: string | null }> | undefined,
) {
  const opened = new Set((links ?? []).filter((l) => l.openedAt).map((l) => l.seatId));
  const linked = new Set((links ?? []).map((l) => l.seatId));
  return {
    opened: seats.filter((s) => opened.has(s.id)),
    waiting: seats.filter((s) => linked.has(s.id) && !opened.has(s.id)),
    unlinked: seats.filter((s) => !linked.has(s.id)),
  };
}

/** A QR code of one link, drawn by the `qrcode` library as an image (it prints as it shows). */
export function LinkQr({ url, name, size = 176 }: { url: string; name: string; size?: number }) {
  const t = useTranslations("gamePage.tableLinks");
  const [src, setSrc] = useState<{ url: string; data: string } | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { errorCorrectionLevel: "M", margin: 2, width: 320 }).then((data) => {
      if (live) setSrc({ url, data });
    });
    return () => {
      live = false;
    };
  }, [url]);
  if (!src || src.url !== url) return <div style={{ width: size, height: size }} className="rounded bg-white/10" />;
  return (
    // A data: image made here; next/image would add nothing to it.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src.data}
      width={size}
      height={size}
      alt={t("qrAlt", { name })}
      data-testid="seat-qr"
      className="rounded bg-white"
    />
  );
}

/**
 * The players' links handed out at the table: a QR code per seat made in this tab, all of them on one
 * printable sheet, and who has opened theirs. Before the deal it asks for the links first.
 */
export function TableLinks({
  gameId,
  seats,
  dealt,
}: {
  gameId: string;
  seats: readonly Seat[];
  /** After the deal it folds away once everyone has opened their link. */
  dealt: boolean;
}) {
  const t = useTranslations("gamePage.tableLinks");
  const links = useSeatLinks(gameId, { poll: true });
  const fresh = useFreshLinks(gameId);
  const all = useLinksForAll(gameId);
  const [printing, setPrinting] = useState(false);
  if (seats.length === 0) return null;
  const { opened, waiting, unlinked } = openedBy(seats, links.data?.links);
  const everyone = opened.length === seats.length;
  const summary =
    unlinked.length === seats.length ? t("noneYet") : t("openedBy", { opened: opened.length, count: seats.length });
  const shown = seats.filter((s) => fresh.has(s.id));
  const list = (names: readonly Seat[]) => names.map((s) => s.name).join(t("listSeparator"));
  return (
    <details
      className="card group"
      data-testid="table-links"
      open={!dealt || !everyone || undefined}
      aria-labelledby={`${gameId}-table-links`}
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
        <span id={`${gameId}-table-links`} className="font-semibold">
          {t("heading")}
        </span>
        <span className="text-sm text-ink-300" data-testid="links-opened">
          {summary}
        </span>
      </summary>
      <div className="mt-3 space-y-3">
        {!dealt && unlinked.length > 0 && (
          <p className="rounded-md border border-moon-500/40 bg-night-850 px-3 py-2 text-sm text-moon-300">
            {t("first")}
          </p>
        )}
        {opened.length > 0 && (
          <p className="text-sm text-ink-200" data-testid="links-opened-names">
            {t("openedNames", { names: list(opened) })}
          </p>
        )}
        {waiting.length > 0 && (
          <p className="text-sm text-ink-400" data-testid="links-waiting">
            {t("waitingNames", { names: list(waiting) })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {unlinked.length > 0 && (
            <button
              type="button"
              className="btn btn-primary min-h-11"
              disabled={all.isPending || links.isLoading}
              onClick={() => all.mutate()}
            >
              {unlinked.length === seats.length ? t("makeAll") : t("makeMissing", { missing: unlinked.length })}
            </button>
          )}
          {shown.length > 0 && (
            <button type="button" className="btn min-h-11" onClick={() => setPrinting(true)}>
              {t("printSheet")}
            </button>
          )}
        </div>
        {all.error && (
          <p role="alert" className="error-text">
            {(all.error as Error).message}
          </p>
        )}
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(11.5rem,1fr))] gap-3" aria-label={t("heading")}>
          {seats.map((s) => (
            <SeatCode
              key={s.id}
              gameId={gameId}
              seat={s}
              url={fresh.get(s.id) ?? null}
              state={opened.includes(s) ? "opened" : waiting.includes(s) ? "waiting" : "none"}
              dealt={dealt}
            />
          ))}
        </ul>
        {shown.length > 0 && <p className="text-xs text-ink-400">{t("onlyHere")}</p>}
      </div>
      {printing && <PrintSheet seats={shown} links={fresh} onClose={() => setPrinting(false)} />}
    </details>
  );
}

function SeatCode({
  gameId,
  seat,
  url,
  state,
  dealt,
}: {
  gameId: string;
  seat: Seat;
  url: string | null;
  state: "opened" | "waiting" | "none";
  dealt: boolean;
}) {
  const t = useTranslations("gamePage.tableLinks");
  const qc = useQueryClient();
  const make = useMutation({
    mutationFn: () =>
      api<{ url: string }>(`/api/games/${gameId}/seat-links`, { method: "POST", json: { seatId: seat.id } }),
    onSuccess: (r) => {
      rememberLinks(gameId, [{ seatId: seat.id, url: r.url }]);
      return qc.invalidateQueries({ queryKey: seatLinksKey(gameId) });
    },
  });
  return (
    <li
      className="flex flex-col items-center gap-2 rounded-lg border border-night-700 bg-night-850 p-3 text-center"
      data-testid="seat-code"
      data-seat={seat.id}
    >
      <span className="font-medium">{seat.name}</span>
      <span
        className={`text-xs ${state === "opened" ? "text-good-400" : "text-ink-400"}`}
        data-testid="seat-code-state"
      >
        {t(`state.${state}`)}
      </span>
      {url ? (
        <LinkQr url={url} name={seat.name} />
      ) : state !== "none" ? (
        <p className="text-xs text-ink-400">{t("madeEarlier")}</p>
      ) : null}
      {!url && (
        <button
          type="button"
          className="btn min-h-11"
          disabled={make.isPending}
          onClick={() => make.mutate()}
          title={state !== "none" && dealt ? t("remakeNotice") : undefined}
        >
          {state === "none" ? t("make") : t("remake")}
        </button>
      )}
      {make.error && (
        <p role="alert" className="error-text">
          {(make.error as Error).message}
        </p>
      )}
    </li>
  );
}

/** Every QR code made in this tab on one sheet; printing shows the sheet alone (`@media print`). */
function PrintSheet({
  seats,
  links,
  onClose,
}: {
  seats: readonly Seat[];
  links: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const t = useTranslations("gamePage.tableLinks");
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="links-sheet-heading"
      className="links-sheet fixed inset-0 z-50 overflow-y-auto bg-white p-4 text-black"
      data-testid="links-sheet"
    >
      <style>{PRINT_CSS}</style>
      <div className="no-print mb-4 flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-primary min-h-11" onClick={() => window.print()}>
          {t("print")}
        </button>
        <button type="button" className="btn min-h-11" onClick={onClose} autoFocus>
          {t("close")}
        </button>
      </div>
      <h2 id="links-sheet-heading" className="mb-1 text-lg font-semibold">
        {t("sheetHeading")}
      </h2>
      <p className="mb-4 text-sm">{t("sheetHint")}</p>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {seats.map((s) => (
          <li key={s.id} className="flex flex-col items-center gap-1 border border-dashed border-black/40 p-3">
            <span className="text-base font-semibold">{s.name}</span>
            <LinkQr url={links.get(s.id)!} name={s.name} size={160} />
            <span className="text-xs break-all">{t("sheetOnly", { name: s.name })}</span>
          </li>
        ))}
      </ul>
    </div>,
    document.body,
  );
}
