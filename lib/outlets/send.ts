/** One webhook request: a POST of a JSON body, answered within a timeout, to a checked address only. */
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { guardedLookup, isPrivateAddress, allowPrivate, PrivateAddressError } from "./ssrf";

export const SIGNATURE_HEADER = "x-grimoire-signature-256";

/** "sha256=<hex>": the HMAC-SHA256 of the body under the outlet's secret (as GitHub signs its webhooks). */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** Whether `signature` is the body's under `secret`, compared in constant time (what a receiver does). */
export function verifySignature(secret: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type SendResult =
  | { kind: "answered"; status: number; body: string; retryAfter: string | null }
  | { kind: "failed"; reason: "timeout" | "refused" | "network"; detail: string };

export const SEND_TIMEOUT_MS = 10_000;

export function send(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !allowPrivate() && isPrivateAddress(host))
    // not text: a technical detail beside the answer's message (outlets.answers), as a receiver's own answer is
    return Promise.resolve({ kind: "failed", reason: "refused", detail: `${host} is a private address` });
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      target,
      {
        method: "POST",
        lookup: guardedLookup,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "Grimoire-Outlets/1",
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          // Only the start of an answer is kept (it is shown in the delivery log).
          if (size < 4096) chunks.push(c);
          size += c.length;
        });
        res.on("end", () =>
          resolve({
            kind: "answered",
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8").slice(0, 4096),
            retryAfter: (res.headers["retry-after"] as string | undefined) ?? null,
          }),
        );
        res.on("error", (e) => resolve({ kind: "failed", reason: "network", detail: e.message }));
      },
    );
    req.on("timeout", () => {
      req.destroy();
      // not text: a technical detail beside the answer's message (outlets.answers)
      resolve({ kind: "failed", reason: "timeout", detail: `no answer in ${timeoutMs / 1000} s` });
    });
    req.on("error", (e) =>
      resolve(
        e instanceof PrivateAddressError
          ? { kind: "failed", reason: "refused", detail: e.message }
          : { kind: "failed", reason: "network", detail: e.message },
      ),
    );
    req.end(body);
  });
}
