/**
 * The publisher's character data on PostgreSQL: fetched from a local HTTP server of ours (our fixture in
 * the publisher's format, e2e/fixtures/official/), a bad or missing file leaving the stored copy, the
 * owner-only API, and a script that keeps its characters when the data changes.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase, prisma } from "./client";
import { createApiToken } from "./api-tokens";
import {
  fetchOfficialData,
  getOfficialData,
  isOwner,
  officialFetchRunning,
  officialStatus,
  storeOfficialData,
} from "./official-data";
import { importScriptToLibrary } from "./scripts";
import { env } from "../env";
import { GET, POST, PUT } from "@/app/api/characters/official/route";

const FIXTURE = path.join(process.cwd(), "e2e/fixtures/official");
const fixture = (f: string) => readFileSync(path.join(FIXTURE, `${f}.json`), "utf8");
const TB = JSON.parse(readFileSync(path.join(process.cwd(), "e2e/fixtures/trouble-brewing-ids.json"), "utf8"));

/** What the local server answers, per file: the fixture, a replacement body, a status, or a delay. */
const serve: Record<string, { body?: string; status?: number; delayMs?: number }> = {};
let server: Server;
let base = "";
let owner: { id: string };
let other: { id: string };
let ownerToken = "";
let otherToken = "";

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  server = createServer((req, res) => {
    const name = (req.url ?? "").replace(/^\/data\//, "").replace(/\.json$/, "");
    const how = serve[name] ?? {};
    const answer = () => {
      if (!["roles", "nightsheet", "jinxes"].includes(name)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(how.status ?? 200, { "content-type": "application/json" });
      res.end(how.body ?? fixture(name));
    };
    if (how.delayMs) setTimeout(answer, how.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/data`;
  // The owner is the first account: made "before" any other test file's users.
  owner = await prisma.user.create({
    data: {
      id: "u-official-owner",
      name: "owner",
      email: "official-owner@example.org",
      username: "official-owner",
      createdAt: new Date("2000-01-01T00:00:00Z"),
    },
  });
  other = await prisma.user.create({
    data: { id: "u-official-other", name: "other", email: "official-other@example.org", username: "official-other" },
  });
  ownerToken = (await createApiToken(owner.id, "t")).token;
  otherToken = (await createApiToken(other.id, "t")).token;
});

afterAll(async () => {
  // The files run one after another on one database: the next one starts without character data.
  await prisma.officialData.deleteMany({});
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await getDatabase().close();
});

const call = (
  handler: (req: Request, ctx: unknown) => Promise<Response>,
  method: string,
  token: string,
  body?: unknown,
) =>
  handler(
    new Request("http://localhost/api/characters/official", {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    }),
    {},
  );
const files = () => ({
  roles: JSON.parse(fixture("roles")) as Array<Record<string, unknown>>,
  nightsheet: JSON.parse(fixture("nightsheet")) as unknown,
  jinxes: JSON.parse(fixture("jinxes")) as unknown,
});

describe("the publisher's data, fetched and stored", () => {
  it("is fetched from the base URL and stored with where and when it came from", async () => {
    expect(await getOfficialData()).toBeNull();
    const before = Date.now();
    expect(await fetchOfficialData(base)).toEqual({ outcome: "ok", detail: null });
    const s = await officialStatus();
    expect(s).toMatchObject({
      loaded: true,
      source: base,
      counts: { roles: 60, jinxes: 2 },
      editions: ["tb", "snv", "fabled", "loric"],
      lastAttempt: { source: base, outcome: "ok" },
    });
    expect(s.loadedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("a bad file, an error status, a timeout or no server leaves the stored copy as it was", async () => {
    const kept = (await officialStatus()).loadedAt;
    const roles = files().roles;
    roles[0]!.team = "wizard";
    serve.roles = { body: JSON.stringify(roles) };
    expect((await fetchOfficialData(base)).outcome).toBe("invalid");
    let s = await officialStatus();
    expect(s.loadedAt).toEqual(kept);
    expect(s.counts.roles).toBe(60);
    expect(s.lastAttempt).toMatchObject({ outcome: "invalid", detail: expect.stringContaining("roles.json, 0.team") });

    serve.roles = { body: "{ not json" };
    expect((await fetchOfficialData(base)).outcome).toBe("invalid");
    serve.roles = { status: 500 };
    expect((await fetchOfficialData(base)).outcome).toBe("status");
    serve.roles = { delayMs: 2000 };
    expect((await fetchOfficialData(base, { timeoutMs: 300 })).outcome).toBe("timeout");
    delete serve.roles;
    expect((await fetchOfficialData("http://127.0.0.1:9/data")).outcome).toBe("network");
    s = await officialStatus();
    expect(s).toMatchObject({ loaded: true, source: base, counts: { roles: 60 }, lastAttempt: { outcome: "network" } });
    expect(s.loadedAt).toEqual(kept);
  });
});

describe("the owner-only API", () => {
  it("the first account is the owner", async () => {
    expect(await isOwner(owner.id)).toBe(true);
    expect(await isOwner(other.id)).toBe(false);
  });

  it("tells any moderator what is stored; only the owner may upload or update", async () => {
    const seen = await call(GET, "GET", otherToken);
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ ok: true, loaded: true, owner: false, counts: { roles: 60, jinxes: 2 } });
    const refused = await call(PUT, "PUT", otherToken, files());
    expect(refused.status).toBe(403);
    expect((await call(POST, "POST", otherToken, {})).status).toBe(403);
  });

  it("a bad upload is refused with each problem's place and changes nothing", async () => {
    const kept = (await officialStatus()).loadedAt;
    const f = files();
    f.roles[2]!.ability = 7;
    const r = await call(PUT, "PUT", ownerToken, { ...f, nightsheet: { firstNight: [] } });
    expect(r.status).toBe(400);
    const body = (await r.json()) as { error: string; problems: string[] };
    expect(body.error).toMatch(/^The character data has 2 problems; nothing was replaced\./);
    expect(body.problems).toEqual([
      expect.stringMatching(/^roles\.json, 2\.ability: /) as string,
      expect.stringMatching(/^nightsheet\.json, otherNight: /) as string,
    ]);
    expect((await officialStatus()).loadedAt).toEqual(kept);
    const shapeless = await call(PUT, "PUT", ownerToken, "three files");
    expect(shapeless.status).toBe(400);
    expect(((await shapeless.json()) as { error: string }).error).toContain("roles, nightsheet and jinxes");
    expect((await call(PUT, "PUT", ownerToken, { roles: [] })).status).toBe(400);
  });

  it("a script keeps its characters as imported when the owner uploads changed data", async () => {
    const imported = await importScriptToLibrary(other.id, TB);
    if (!imported.ok) throw new Error(JSON.stringify(imported.problems));
    expect(imported.value.script.characters).toHaveLength(22);
    expect(imported.value.script.firstNight.slice(0, 5)).toEqual([
      "dusk",
      "minioninfo",
      "demoninfo",
      "poisoner",
      "spy",
    ]);
    const f = files();
    f.roles.find((r) => r.id === "chef")!.ability = "Changed by a later upload.";
    const r = await call(PUT, "PUT", ownerToken, f);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ ok: true, source: "upload", counts: { roles: 60 } });
    const stored = await prisma.script.findUniqueOrThrow({ where: { id: imported.value.id } });
    const chef = (stored.document as { characters: Array<{ id: string; ability: string }> }).characters.find(
      (c) => c.id === "chef",
    )!;
    expect(chef.ability).toMatch(/^Test text/);
    expect((await getOfficialData())!.roles.find((x) => x.id === "chef")!.ability).toBe("Changed by a later upload.");
  });

  it("Update fetches again in the background from OFFICIAL_DATA_URL", async () => {
    const was = env.OFFICIAL_DATA_URL;
    (env as { OFFICIAL_DATA_URL: string }).OFFICIAL_DATA_URL = base;
    try {
      const r = await call(POST, "POST", ownerToken, {});
      expect(r.status).toBe(202);
      for (let i = 0; i < 100 && officialFetchRunning(); i++) await new Promise((x) => setTimeout(x, 50));
      expect(await officialStatus()).toMatchObject({ source: base, lastAttempt: { outcome: "ok" } });
      (env as { OFFICIAL_DATA_URL: string }).OFFICIAL_DATA_URL = "off";
      expect((await call(POST, "POST", ownerToken, {})).status).toBe(400);
    } finally {
      (env as { OFFICIAL_DATA_URL: string }).OFFICIAL_DATA_URL = was;
    }
  });

  it("stores an upload made through the library function the same way", async () => {
    const r = await storeOfficialData(files(), "upload");
    expect(r.ok).toBe(true);
  });
});
