/**
 * One line per request for the server's log (issue 31): method, path, status, milliseconds and the
 * client's address as the app trusts it. Plain text, or JSON with LOG_FORMAT=json; never a colour
 * code. The path is logged without its query and with a player link's token replaced, so the log
 * holds no secret (tokens, invite codes, reset links travel in the query or in /seat/<token>).
 */
import http from "node:http";
import https from "node:https";
import { clientAddress } from "./auth/client-address";

export type LogFormat = "text" | "json";

export interface RequestLogEntry {
  at: Date;
  method: string;
  /** The request's URL as it came in (path and query). */
  url: string;
  status: number;
  ms: number;
  client: string | null;
}

/** Path segments that follow these are secrets: `/seat/<token>`, `/api/seat/<token>/…`. */
const SECRET_AFTER = new Set(["seat"]);

/** The URL's path without its query, a player link's token replaced by `[token]`. */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] || "/";
  const parts = path.split("/");
  for (let i = 1; i < parts.length; i++) if (SECRET_AFTER.has(parts[i - 1]!) && parts[i]) parts[i] = "[token]";
  return parts.join("/");
}

export function requestLogLine(e: RequestLogEntry, format: LogFormat): string {
  const path = loggedPath(e.url);
  const ms = Math.round(e.ms);
  if (format === "json")
    return JSON.stringify({
      time: e.at.toISOString(),
      method: e.method,
      path,
      status: e.status,
      ms,
      client: e.client,
    });
  // not text: a log line for the sysadmin, in the form access logs have
  return `${e.at.toISOString()} ${e.method} ${path} ${e.status} ${ms}ms ${e.client ?? "-"}`;
}

interface LogOptions {
  format: LogFormat;
  trustedIpHeader: string | undefined;
  write?: (line: string) => void;
}
const KEY = Symbol.for("grimoire.request-log");
const slot = globalThis as { [KEY]?: LogOptions };

const headersOf = (req: http.IncomingMessage) =>
  new Headers(
    Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])),
  );

/**
 * Logs every request of every HTTP server in this process when its response ends (or its connection
 * closes first: a stream a player left). Installed at start by instrumentation.ts; a second call only
 * replaces the options.
 */
export function startRequestLog(options: LogOptions): void {
  const first = !slot[KEY];
  slot[KEY] = options;
  if (!first) return;
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as http.Server;
    const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
    proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      const o = slot[KEY];
      if (event === "request" && o) {
        const req = args[0] as http.IncomingMessage;
        const res = args[1] as http.ServerResponse;
        const started = performance.now();
        const entry = { at: new Date(), method: req.method ?? "GET", url: req.url ?? "/" };
        // Read before the app runs; the socket-address stamp (client-address.ts) is already on the headers.
        const client = clientAddress(headersOf(req), o.trustedIpHeader);
        let done = false;
        const log = () => {
          if (done) return;
          done = true;
          const line = requestLogLine(
            { ...entry, status: res.statusCode, ms: performance.now() - started, client },
            o.format,
          );
          (o.write ?? ((l: string) => process.stdout.write(`${l}\n`)))(line);
        };
        res.once("finish", log);
        res.once("close", log);
      }
      return emit.call(this, event, ...args);
    } as typeof proto.emit;
  }
}
