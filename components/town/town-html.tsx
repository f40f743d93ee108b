/**
 * The town square's body rendered to HTML once per public version: every page request and every
 * stream frame of that version shares the same string, so a thousand viewers cost one render.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { PublicTown } from "@/lib/town";
import { encodeFrame } from "@/lib/live/sse";
import { TownSquare } from "./town-square";

/** One rendering of a town's body; also the key its whole page is cached under (lib/live/page-cache.ts). */
export interface TownRendering {
  html: string;
  at: number;
  frame?: Uint8Array;
}
const rendered = new WeakMap<PublicTown, TownRendering>();

/**
 * The body names deadlines as "ends" or "ended" by the time it was rendered (the script ticks the
 * countdowns): a rendering older than this is done again, though the version has not moved.
 */
const FRESH_MS = 60_000;

export function townRendering(slug: string, town: PublicTown): TownRendering {
  let r = rendered.get(town);
  if (!r || Date.now() - r.at > FRESH_MS) {
    r = {
      html: renderToStaticMarkup(<TownSquare slug={slug} version={town.version} view={town.view} />),
      at: Date.now(),
    };
    rendered.set(town, r);
  }
  return r;
}

/** The page's stream frame: `page` with `{ version, title, html }`, so viewers swap it in without a refetch. */
export function townPageFrame(slug: string, town: PublicTown): Uint8Array {
  const r = townRendering(slug, town);
  return (r.frame ??= encodeFrame(
    "page",
    town.version,
    JSON.stringify({ version: town.version, title: `${town.view.title} · Grimoire`, html: r.html }),
  ));
}
