/**
 * A player's page body rendered to HTML once per version of what their seat sees: the page and the
 * seat's stream frames share the string, so a change reaches the player's screen in the frame itself
 * (whole, or only what changed since the rendering they hold) and the page is never fetched again.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { PlayerView } from "@/lib/game/views";
import {
  FRESH_MS,
  nextRenderingId,
  pageFrame,
  type FrameFormat,
  type TownRendering,
} from "@/components/town/town-html";
import { TownSquare } from "@/components/town/town-square";
import { PlayerSeat } from "./player-seat";
import { translator } from "@/lib/i18n/render";

export interface SeatPageData {
  slug: string;
  seatId: string;
  /** The version of what this seat sees. */
  version: number;
  view: PlayerView;
}

/** The body: the player's own card and the town square, in the `main` the live script swaps. */
export function SeatBody({ token, seat }: { token: string; seat: SeatPageData }) {
  const me = seat.view.seats.find((s) => s.id === seat.seatId);
  const t = translator(seat.view.language);
  return (
    <main
      id="town"
      data-version={seat.version}
      data-stream={`/api/seat/${token}/stream?as=patch`}
      data-poll={`/api/seat/${token}`}
      className="mx-auto max-w-3xl px-4 py-6"
    >
      <header className="mb-4">
        <p className="text-xs tracking-wide text-ink-400 uppercase">{t("seat.kicker", { title: seat.view.title })}</p>
        <h1 className="mt-1 text-2xl font-semibold">{me?.name}</h1>
        <p className="mt-1 text-xs text-ink-400">{t("seat.private")}</p>
      </header>
      <section aria-label={t("seat.yourCard")} className="card mb-6">
        <PlayerSeat token={token} view={seat.view} />
      </section>
      <TownSquare slug={seat.slug} version={seat.version} view={seat.view} preview />
    </main>
  );
}

export function seatTitle(seat: SeatPageData): string {
  const me = seat.view.seats.find((s) => s.id === seat.seatId);
  return `${me?.name ?? translator(seat.view.language)("seat.titleFallback")} · ${seat.view.title}`;
}

/** Per player link, its newest rendering: the next version's change is computed from it. */
const newest = new Map<string, Kept>();
type Kept = TownRendering & { version: number; viewJson: string };

/**
 * The rendering of `seat` at its version for this link: the one kept if it is of this version and
 * fresh (deadlines read "ends"/"ended" as of the rendering), else a new one based on the one before.
 */
export function seatRendering(token: string, seat: SeatPageData): TownRendering {
  const kept = newest.get(token);
  // The view is built as of now: a lock or a deadline that passed changes it without a new version.
  const viewJson = JSON.stringify(seat.view);
  if (kept && kept.version === seat.version && kept.viewJson === viewJson && Date.now() - kept.at <= FRESH_MS)
    return kept;
  const r: Kept = {
    version: seat.version,
    viewJson,
    id: nextRenderingId(),
    html: renderToStaticMarkup(<SeatBody token={token} seat={seat} />),
    at: Date.now(),
    ...(kept && kept.version < seat.version ? { base: { id: kept.id, version: kept.version, html: kept.html } } : {}),
  };
  if (!kept || kept.version <= seat.version) {
    if (newest.size > 5000) newest.clear();
    newest.set(token, r);
  }
  return r;
}

/** The seat stream's `page` frame for a subscriber that was last sent `lastSent`. */
export function seatPageFrame(
  token: string,
  seat: SeatPageData,
  lastSent: number,
  format: FrameFormat = "patch",
): Uint8Array {
  return pageFrame(seatRendering(token, seat), seat.version, seatTitle(seat), lastSent, format);
}
