/**
 * The town square's body rendered to HTML once per public version: every page request and every
 * stream frame of that version shares the same string, so a thousand viewers cost one render.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { PublicTown } from "@/lib/town";
import { encodeFrame } from "@/lib/live/sse";
import { diffHtml } from "@/lib/live/html-diff";
import { TownSquare } from "./town-square";

/** One rendering of a town's body; also the key its whole page is cached under (lib/live/page-cache.ts). */
export interface TownRendering {
  /** Names this very string: a viewer applies a change only to the rendering it was computed from. */
  id: number;
  html: string;
  at: number;
  /** The rendering of the game's version before, when this one followed it. */
  base?: { id: number; version: number; html: string };
  frame?: Uint8Array;
  change?: Uint8Array;
  patch?: Uint8Array;
}

/**
 * How a stream says what changed: `page` (what the page's first and last unchanged characters leave,
 * for pages loaded before `patch` existed) or `patch` (only the changed parts, lib/live/html-diff.ts).
 */
export type FrameFormat = "page" | "patch";
const rendered = new WeakMap<PublicTown, TownRendering>();
/** Per game, its newest rendering: the next version's change is computed from it. */
const newest = new Map<string, TownRendering & { version: number }>();
// Random from one process to the next, so a rendering id names one string even across processes.
let nextId = 1 + Math.floor(Math.random() * 2 ** 30);

/** A new rendering's id, unique in this process among town and player pages. */
export function nextRenderingId(): number {
  return nextId++;
}

/**
 * The body names deadlines as "ends" or "ended" by the time it was rendered (the script ticks the
 * countdowns): a rendering older than this is done again, though the version has not moved.
 */
export const FRESH_MS = 60_000;

export function townRendering(slug: string, town: PublicTown): TownRendering {
  let r = rendered.get(town);
  if (!r || Date.now() - r.at > FRESH_MS) {
    const before = newest.get(town.gameId);
    r = {
      id: nextRenderingId(),
      html: renderToStaticMarkup(<TownSquare slug={slug} version={town.version} view={town.view} />),
      at: Date.now(),
      ...(before && before.version < town.version
        ? { base: { id: before.id, version: before.version, html: before.html } }
        : {}),
    };
    rendered.set(town, r);
    if (!before || before.version <= town.version) {
      if (newest.size > 5000) newest.clear();
      newest.set(town.gameId, { ...r, version: town.version });
    }
  }
  return r;
}

/**
 * The page's stream frame, a `page` event. To a viewer that holds the version before, only what
 * changed: in the `patch` format `{ version, id, title, base, ops, length }`, the edits that turn the
 * base rendering into this one (lib/live/html-diff.ts: a vote sends the count and the log's new line,
 * not the script's sheet between them), `length` the new body's; in the `page` format
 * `{ version, id, title, base, start, end, html }`, the new body being the base's first `start`
 * characters, `html`, and its last `end`. To any other, the whole body: `{ version, id, title, html }`.
 */
export function townPageFrame(
  slug: string,
  town: PublicTown,
  lastSent: number,
  format: FrameFormat = "patch",
): Uint8Array {
  return pageFrame(townRendering(slug, town), town.version, `${town.view.title} · Grimoire`, lastSent, format);
}

/** A `page` frame of a rendering (the town's or a player's page), encoded once for all who get it. */
export function pageFrame(
  r: TownRendering,
  version: number,
  title: string,
  lastSent: number,
  format: FrameFormat = "patch",
): Uint8Array {
  if (r.base && r.base.version === lastSent) {
    if (format === "patch")
      return (r.patch ??= encodeFrame(
        "page",
        version,
        JSON.stringify({
          version,
          id: r.id,
          title,
          base: r.base.id,
          ops: diffHtml(r.base.html, r.html),
          length: r.html.length,
        }),
      ));
    return (r.change ??= encodeFrame("page", version, JSON.stringify(changeFrom(r.base, r, version, title))));
  }
  return (r.frame ??= encodeFrame("page", version, JSON.stringify({ version, id: r.id, title, html: r.html })));
}

function changeFrom(base: NonNullable<TownRendering["base"]>, r: TownRendering, version: number, title: string) {
  const a = base.html;
  const b = r.html;
  const max = Math.min(a.length, b.length);
  let start = 0;
  while (start < max && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && a.charCodeAt(a.length - 1 - end) === b.charCodeAt(b.length - 1 - end)) end++;
  return { version, id: r.id, title, base: base.id, start, end, html: b.slice(start, b.length - end) };
}
