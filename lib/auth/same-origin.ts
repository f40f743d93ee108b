/**
 * Cross-site request refusal for cookie-authenticated writes. A browser attaches the session cookie
 * to a request another site makes it send (a form, a `text/plain` fetch); it also says where the
 * request comes from, in `Sec-Fetch-Site` (current browsers) or `Origin` (every browser on a POST).
 * The algorithm is Go's net/http CrossOriginProtection: a request carrying neither header is not
 * from a browser (curl, a bot) and is let through, since it cannot be riding a victim's cookie.
 * Bearer-token requests never reach this: a token is not sent by a browser on its own.
 */

import { msg, type Message } from "../i18n/message";

export interface RequestFacts {
  method: string;
  headers: Headers;
}

export type Refusal = { status: 403 | 415; error: Message };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origin the app is reached at: APP_URL's when set, otherwise the request's own host (so the
 * check works on any port without configuration; behind a proxy, set APP_URL).
 */
function isOwnOrigin(origin: string, headers: Headers, appUrl: string | undefined): boolean {
  let o: URL;
  try {
    o = new URL(origin);
  } catch {
    return false;
  }
  if (appUrl) return o.origin === new URL(appUrl).origin;
  const host = headers.get("host");
  return !!host && o.host === host.toLowerCase();
}

function hasBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  return (length !== null && length !== "0") || headers.has("transfer-encoding");
}

/** Why a cookie-authenticated request must be refused, or null when it may proceed. */
export function crossSiteRefusal(req: RequestFacts, appUrl: string | undefined): Refusal | null {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return null;
  const site = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  const fromHere =
    site !== null
      ? // "none": typed by the user (a bookmark), never another site.
        site === "same-origin" || site === "none"
      : origin === null || isOwnOrigin(origin, req.headers, appUrl);
  if (!fromHere)
    return {
      status: 403,
      error: msg("errors.auth.crossSite", { header: "Authorization: Bearer <token>" }),
    };
  const type = req.headers.get("content-type")?.split(";")[0]!.trim().toLowerCase();
  if (hasBody(req.headers) && type !== "application/json")
    return { status: 415, error: msg("errors.auth.jsonBody", { header: "Content-Type: application/json" }) };
  return null;
}
