/**
 * The public view of a published game as JSON, with an ETag per public version: the bytes are
 * serialised once per version (lib/town.ts). A pages-router API route, like the page itself, because
 * it answers with less work per request than an app-router route handler: the answer is the same
 * bytes for every reader, so what is left per request is the routing around it.
 */
import type { NextApiRequest, NextApiResponse } from "next";
import { localeOfCookieOrBrowser } from "@/lib/i18n/header-locale";
import { msg, type Message } from "@/lib/i18n/message";
import { render } from "@/lib/i18n/render";
import { loadPublicTown, townJson } from "@/lib/town";

/** A refusal in the reader's language (cookie or browser: the game is not there to give its own). */
const refusal = (req: NextApiRequest, error: Message) => ({
  ok: false,
  error: render(error, localeOfCookieOrBrowser(req.headers.cookie, req.headers["accept-language"])),
});

export const config = { api: { bodyParser: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("allow", "GET, HEAD");
    return res.status(405).json(refusal(req, msg("errors.useGet")));
  }
  const slug = typeof req.query.slug === "string" ? req.query.slug : "";
  try {
    const town = slug ? await loadPublicTown(slug) : null;
    if (!town) return res.status(404).json(refusal(req, msg("errors.town.noTown")));
    const etag = `"${town.etag}"`;
    res.setHeader("etag", etag);
    res.setHeader("cache-control", "no-cache");
    if (req.headers["if-none-match"] === etag) return void res.status(304).end();
    const body = townJson(town);
    res.setHeader("content-type", "application/json; charset=utf-8");
    res.setHeader("content-length", String(body.byteLength));
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (e) {
    console.error("[api] GET /api/town/…:", e);
    res.status(500).json(refusal(req, msg("gamePage.api.serverError")));
  }
}
