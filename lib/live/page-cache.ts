/**
 * Whole HTML pages cached per rendering: the pages router renders a page once (its document around
 * a body rendered once), this keeps the bytes it sent, and every later request of the same rendering
 * is answered with them (and their gzip) before the router renders anything.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";

interface Page {
  body: Buffer;
  gzip?: Buffer;
}
const pages = new WeakMap<object, Page>();

/** Answers from the cache if it holds `key`'s page: true when the response has been sent. */
export function sendCachedPage(key: object, req: IncomingMessage, res: ServerResponse): boolean {
  const page = pages.get(key);
  if (!page) return false;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("vary", "accept-encoding");
  res.setHeader("x-page-cache", "hit");
  if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
    page.gzip ??= gzipSync(page.body);
    res.setHeader("content-encoding", "gzip");
    res.end(page.gzip);
  } else res.end(page.body);
  return true;
}

/** Keeps the page the router is about to send for `key` (a 200 only). */
export function capturePage(key: object, res: ServerResponse) {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string")
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    // What the router hands over, before any compression of the response.
    if (res.statusCode === 200) pages.set(key, { body: Buffer.concat(chunks) });
    return end(...args);
  }) as typeof res.end;
}
