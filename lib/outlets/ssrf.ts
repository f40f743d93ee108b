/**
 * No server-side request forgery: an outlet's address may not reach this server's own network.
 * Every address a name resolves to is checked, and the connection is made to the address checked
 * (the request's own `lookup`), so a name that resolves elsewhere the second time gains nothing.
 * WEBHOOK_ALLOW_PRIVATE=true lifts it (a receiver on the host's own machine, the tests').
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";

export const allowPrivate = () => process.env.WEBHOOK_ALLOW_PRIVATE === "true";

function v4Private(ip: string): boolean {
  const [a, b] = ip.split(".").map(Number) as [number, number, number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Loopback, private, link-local, shared, multicast, reserved or unspecified: not the public internet. */
export function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 4) return v4Private(ip);
  const v6 = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return v4Private(mapped[1]!);
  return (
    v6 === "::" ||
    v6 === "::1" ||
    /^f[cd]/.test(v6) ||
    /^fe[89ab]/.test(v6) ||
    v6.startsWith("ff") ||
    v6.startsWith("64:ff9b:") ||
    v6.startsWith("2001:db8")
  );
}

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    // not text: a developer's error; the page says outlets.errors
    super(`${host} points at a private or loopback address`);
  }
}

/** A `lookup` for http(s).request that refuses a name with any private address. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, "", 0);
    if (!allowPrivate() && addresses.some((a) => isPrivateAddress(a.address)))
      return callback(new PrivateAddressError(hostname), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/** Whether a URL's host may be reached: resolved now, every address checked. */
export async function hostAllowed(url: URL): Promise<boolean> {
  if (allowPrivate()) return true;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return !isPrivateAddress(host);
  return new Promise((resolve) =>
    dnsLookup(host, { all: true }, (err, addresses) =>
      resolve(!err && addresses.length > 0 && addresses.every((a) => !isPrivateAddress(a.address))),
    ),
  );
}
