import { describe, expect, it } from "vitest";
import { crossSiteRefusal } from "./same-origin";

const req = (method: string, headers: Record<string, string>) => ({ method, headers: new Headers(headers) });
const json = { "content-type": "application/json", "content-length": "12" };

describe("cookie-authenticated writes", () => {
  it("are refused from another site, by Sec-Fetch-Site or by Origin", () => {
    expect(crossSiteRefusal(req("POST", { ...json, "sec-fetch-site": "cross-site" }), undefined)?.status).toBe(403);
    expect(crossSiteRefusal(req("POST", { ...json, "sec-fetch-site": "same-site" }), undefined)?.status).toBe(403);
    // Another port of the same host is another origin.
    const evilPort = { ...json, host: "localhost:3000", origin: "http://localhost:6666" };
    expect(crossSiteRefusal(req("POST", evilPort), undefined)?.status).toBe(403);
    const evil = { ...json, host: "grimoire.example.org", origin: "http://evil.example" };
    expect(crossSiteRefusal(req("DELETE", evil), undefined)?.status).toBe(403);
    expect(crossSiteRefusal(req("PUT", { ...json, origin: "null" }), "https://grimoire.example.org")?.status).toBe(403);
  });

  it("are let through from the app's own origin: APP_URL's, or else the request's host", () => {
    expect(crossSiteRefusal(req("POST", { ...json, "sec-fetch-site": "same-origin" }), undefined)).toBeNull();
    expect(
      crossSiteRefusal(req("POST", { ...json, host: "localhost:3000", origin: "http://localhost:3000" }), undefined),
    ).toBeNull();
    const behindProxy = { ...json, host: "127.0.0.1:3000", origin: "https://grimoire.example.org" };
    expect(crossSiteRefusal(req("POST", behindProxy), "https://grimoire.example.org/")).toBeNull();
    expect(crossSiteRefusal(req("POST", behindProxy), undefined)?.status).toBe(403);
  });

  it("need a JSON body: a text/plain or form post is refused even from the app's origin", () => {
    const here = { host: "localhost:3000", origin: "http://localhost:3000", "content-length": "5" };
    expect(crossSiteRefusal(req("POST", { ...here, "content-type": "text/plain" }), undefined)?.status).toBe(415);
    expect(
      crossSiteRefusal(req("POST", { ...here, "content-type": "application/x-www-form-urlencoded" }), undefined)
        ?.status,
    ).toBe(415);
    expect(
      crossSiteRefusal(req("POST", { ...here, "content-type": "application/json; charset=utf-8" }), undefined),
    ).toBeNull();
    // No body (a DELETE by id): nothing to read, nothing to refuse.
    expect(
      crossSiteRefusal(req("DELETE", { host: "localhost:3000", origin: "http://localhost:3000" }), undefined),
    ).toBeNull();
  });

  it("do not concern reads, nor clients that are not browsers (no Origin, no Sec-Fetch-Site)", () => {
    expect(crossSiteRefusal(req("GET", { "sec-fetch-site": "cross-site" }), undefined)).toBeNull();
    expect(crossSiteRefusal(req("POST", json), undefined)).toBeNull();
  });
});
