/**
 * Where a request's time goes, for `npm run bench` (SERVER_TIMING=on): the parts of a command are
 * timed into the request's own record and sent back in a `Server-Timing` header. Off (the default),
 * `timed` only calls its function: nothing is recorded and no header is sent.
 */
import { AsyncLocalStorage } from "node:async_hooks";

type Parts = Map<string, number>;

const current = new AsyncLocalStorage<Parts>();

/** Adds `ms` to the part `name` of the request being timed, if one is. */
export function addTime(name: string, ms: number): void {
  const parts = current.getStore();
  if (parts) parts.set(name, (parts.get(name) ?? 0) + ms);
}

/** Runs `work`, adding its time to the part `name` of the request being timed (if one is). */
export function timed<T>(name: string, work: () => T): T {
  const parts = current.getStore();
  if (!parts) return work();
  const start = performance.now();
  const result = work();
  // A thenable too: Prisma's queries run only once awaited.
  if (isThenable(result))
    return Promise.resolve(result).finally(() => addTime(name, performance.now() - start)) as unknown as T;
  addTime(name, performance.now() - start);
  return result;
}

const isThenable = (x: unknown): x is PromiseLike<unknown> =>
  typeof x === "object" && x !== null && typeof (x as { then?: unknown }).then === "function";

/**
 * Runs a request's handler with its parts timed when `on`, and then sets its `Server-Timing`
 * header: each part, and `handler` (all of it).
 */
export async function withServerTiming(on: boolean, handler: () => Promise<Response>): Promise<Response> {
  if (!on) return handler();
  const parts: Parts = new Map();
  const start = performance.now();
  const res = await current.run(parts, handler);
  parts.set("handler", performance.now() - start);
  const header = [...parts].map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`).join(", ");
  try {
    res.headers.set("server-timing", header);
    return res;
  } catch {
    // A response whose headers are immutable (Response.redirect and the like) is copied.
    const copy = new Response(res.body, res);
    copy.headers.set("server-timing", header);
    return copy;
  }
}
