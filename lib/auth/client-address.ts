/**
 * The client's address for rate limits. Route handlers see only headers, and Next fills
 * `x-forwarded-for` from the socket only when the client did not send one, so a client could
 * choose its own. At start (instrumentation.ts) every HTTP server's requests are stamped with the
 * socket's address in SOCKET_ADDRESS_HEADER, overwriting whatever the client sent under that name.
 * Behind a reverse proxy the socket is the proxy: name the header it sets in TRUSTED_IP_HEADER.
 */
import http from "node:http";
import https from "node:https";

export const SOCKET_ADDRESS_HEADER = "x-grimoire-socket-address";

const stamped = Symbol.for("grimoire.socket-address-stamped");

/** Patches http(s).Server so each request carries its socket's address. Idempotent. */
export function stampSocketAddresses(): void {
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as http.Server & { [stamped]?: boolean };
    if (proto[stamped]) continue;
    const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
    proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const req = args[0] as http.IncomingMessage;
        req.headers[SOCKET_ADDRESS_HEADER] = req.socket?.remoteAddress ?? "";
      }
      return emit.call(this, event, ...args);
    } as typeof proto.emit;
    proto[stamped] = true;
  }
}

/** The header the client's address is read from: the proxy's when one is trusted, else the socket's. */
export function clientAddressHeader(trustedIpHeader: string | undefined): string {
  return trustedIpHeader ?? SOCKET_ADDRESS_HEADER;
}

/** The client's address, or null when unknown (then limits fall back to one shared bucket). */
export function clientAddress(headers: Headers, trustedIpHeader: string | undefined): string | null {
  const value = headers.get(clientAddressHeader(trustedIpHeader));
  // A proxy that appends to x-forwarded-for puts the client first only if it overwrote what came in.
  return value?.split(",")[0]!.trim() || null;
}
