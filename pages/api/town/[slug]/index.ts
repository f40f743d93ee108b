/**
 * The public view of a published game as JSON, with an ETag per public version: the bytes are
 * serialised once per version (lib/town.ts). A pages-router API route, like the page itself, because
 * it answers with less work per request than an app-router route handler: the answer is the same
 * bytes for every reader, so what is left per request is the routing around it.
 */
import type { NextApiRequest, NextApiResponse } from "next";
import { loadPublicTown, townJson } from "@/lib/town";

export const config = { api: { bodyParser: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("allow", "GET, HEAD");
    return res.status(405).json({ ok: false, error: "Use GET." });
  }
  const slug = typeof req.query.slug === "string" ? req.query.slug : "";
  try {
    const town = slug ? await loadPublicTown(slug) : null;
    if (!town) return res.status(404).json({ ok: false, error: "No such town square." });
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
    res.status(500).json({ ok: false, error: "Something went wrong on our side; try again in a moment." });
  }
}
