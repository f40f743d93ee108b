/**
 * The town square's body rendered to HTML once per public version: every page request and every
 * stream frame of that version shares the same string, so a thousand viewers cost one render.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { PublicTown } from "@/lib/town";
import { encodeFrame } from "@/lib/live/sse";
import { TownSquare } from "./town-square";

interface Rendered {
  html: string;
  frame?: Uint8Array;
}
const rendered = new WeakMap<PublicTown, Rendered>();

function render(slug: string, town: PublicTown): Rendered {
  let r = rendered.get(town);
  if (!r) {
    r = { html: renderToStaticMarkup(<TownSquare slug={slug} version={town.version} view={town.view} />) };
    rendered.set(town, r);
  }
  return r;
}

/** `<main id="town">…</main>` for this version. */
export function townMainHtml(slug: string, town: PublicTown): string {
  return render(slug, town).html;
}

/** The page's stream frame: `page` with `{ version, title, html }`, so viewers swap it in without a refetch. */
export function townPageFrame(slug: string, town: PublicTown): Uint8Array {
  const r = render(slug, town);
  return (r.frame ??= encodeFrame(
    "page",
    town.version,
    JSON.stringify({ version: town.version, title: `${town.view.title} · Grimoire`, html: r.html }),
  ));
}
