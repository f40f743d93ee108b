import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { stampSocketAddresses } from "./auth/client-address";
import { loggedPath, requestLogLine, startRequestLog } from "./request-log";

const at = new Date("2026-12-03T10:00:00.000Z");

describe("the request log", () => {
  it("logs a path without its query, and never a player link's token", () => {
    expect(loggedPath("/seat/Zq8x-secret-token")).toBe("/seat/[token]");
    expect(loggedPath("/api/seat/Zq8x-secret-token/commands?x=1")).toBe("/api/seat/[token]/commands");
    expect(loggedPath("/sign-up?invite=ABCD-EFGH")).toBe("/sign-up");
    expect(loggedPath("/town/quiet-lake-42")).toBe("/town/quiet-lake-42");
    expect(loggedPath("")).toBe("/");
  });

  it("writes one plain line, or one JSON object, with method, path, status, ms and client", () => {
    const e = { at, method: "POST", url: "/api/games/g1/commands", status: 201, ms: 12.4, client: "203.0.113.9" };
    expect(requestLogLine(e, "text")).toBe("2026-12-03T10:00:00.000Z POST /api/games/g1/commands 201 12ms 203.0.113.9");
    expect(JSON.parse(requestLogLine(e, "json"))).toEqual({
      time: "2026-12-03T10:00:00.000Z",
      method: "POST",
      path: "/api/games/g1/commands",
      status: 201,
      ms: 12,
      client: "203.0.113.9",
    });
    // No colour codes, whatever the terminal.
    expect(requestLogLine(e, "text")).not.toMatch(/\u001b\[/);
  });

  it("logs each request a server answers, with the address the app trusts", async () => {
    const lines: string[] = [];
    stampSocketAddresses();
    startRequestLog({ format: "json", trustedIpHeader: "x-real-ip", write: (l) => lines.push(l) });
    const server = createServer((req, res) => {
      res.statusCode = req.url?.startsWith("/missing") ? 404 : 200;
      res.end("ok");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    try {
      await fetch(`http://127.0.0.1:${port}/seat/abc123?lang=ja`, { headers: { "x-real-ip": "198.51.100.7" } });
      await fetch(`http://127.0.0.1:${port}/missing`);
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      server.close();
      startRequestLog({ format: "text", trustedIpHeader: undefined, write: () => {} });
    }
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged.map((l) => [l.method, l.path, l.status, l.client])).toEqual([
      ["GET", "/seat/[token]", 200, "198.51.100.7"],
      ["GET", "/missing", 404, null],
    ]);
    expect(lines.join("\n")).not.toContain("abc123");
  });
});
