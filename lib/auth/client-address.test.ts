import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddress, SOCKET_ADDRESS_HEADER, stampSocketAddresses } from "./client-address";

describe("the client's address", () => {
  it("comes from the socket, whatever address header the client sends", async () => {
    stampSocketAddresses();
    const seen: Array<string | undefined> = [];
    const server = createServer((req, res) => {
      seen.push(req.headers[SOCKET_ADDRESS_HEADER] as string | undefined);
      res.end("ok");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    await fetch(url, { headers: { [SOCKET_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "203.0.113.9" } });
    await fetch(url);
    server.close();
    expect(seen).toEqual(["127.0.0.1", "127.0.0.1"]);
  });

  it("comes from the trusted proxy's header when one is named, first value only", () => {
    const headers = new Headers({ "x-real-ip": "198.51.100.7, 10.0.0.1", [SOCKET_ADDRESS_HEADER]: "10.0.0.1" });
    expect(clientAddress(headers, "x-real-ip")).toBe("198.51.100.7");
    expect(clientAddress(headers, undefined)).toBe("10.0.0.1");
    expect(clientAddress(new Headers(), undefined)).toBeNull();
  });
});
