/**
 * A web-style handler (`(Request, { params }) => Response`, as lib/http.ts's `route` makes them)
 * served as a pages-router API route. The app router's route handlers cost a vote about 1.5 ms at
 * the median and several at the 95th percentile in routing alone (issue 26), so the hottest
 * writes (a command, a player's vote) are served here; the handler itself is the same code either
 * way, and tests call it directly. A route served here turns the pages router's body reading off
 * (`export const config = { api: { bodyParser: false } }`): the handler reads and bounds the body.
 */
import { Readable } from "node:stream";
import type { IncomingMessage, ServerResponse } from "node:http";

type Params = Record<string, string>;
export type WebHandler<P extends Params> = (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;

/** A pages-router handler for `methods`; any other method is a 405 naming the ones allowed. */
export function pagesRoute<P extends Params>(
  methods: Partial<Record<"GET" | "POST" | "PUT" | "DELETE", WebHandler<P>>>,
) {
  const allowed = Object.keys(methods).join(", ");
  return async (req: IncomingMessage & { query: Partial<Record<string, string | string[]>> }, res: ServerResponse) => {
    const handler = methods[(req.method ?? "GET") as keyof typeof methods];
    if (!handler) {
      res.writeHead(405, { allow: allowed });
      return void res.end();
    }
    const params = Object.fromEntries(
      Object.entries(req.query).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : (v ?? "")]),
    ) as P;
    const response = await handler(webRequest(req), { params: Promise.resolve(params) });
    await send(res, response);
  };
}

function webRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM's RequestInit lacks it.
    duplex: hasBody ? "half" : undefined,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  if (body) headers["content-length"] = String(body.byteLength);
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}
