import { afterEach, describe, expect, it } from "vitest";
import { signBody, verifySignature } from "./send";
import { hostAllowed, isPrivateAddress } from "./ssrf";
import { backoffMs, outcome, parseAnswer, retryAfterSeconds } from "./policy";

describe("the signature", () => {
  it("is the body's HMAC-SHA256 under the secret, as GitHub signs (its documented example)", () => {
    expect(signBody("It's a Secret to Everybody", "Hello, World!")).toBe(
      "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17",
    );
  });
  it("checks out only for the same body and secret", () => {
    const sig = signBody("s3cret", '{"kind":"dawn"}');
    expect(verifySignature("s3cret", '{"kind":"dawn"}', sig)).toBe(true);
    expect(verifySignature("s3cret", '{"kind":"dusk"}', sig)).toBe(false);
    expect(verifySignature("other", '{"kind":"dawn"}', sig)).toBe(false);
    expect(verifySignature("s3cret", '{"kind":"dawn"}', "sha256=00")).toBe(false);
  });
});

describe("private addresses", () => {
  afterEach(() => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
  });
  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.16.0.1", true],
    ["192.168.1.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["::1", true],
    ["fd00::1", true],
    ["fe80::1", true],
    ["::ffff:127.0.0.1", true],
    ["162.159.128.233", false],
    ["2606:4700::6810:84e5", false],
  ])("%s is private: %s", (ip, yes) => expect(isPrivateAddress(ip)).toBe(yes));
  it("are refused unless WEBHOOK_ALLOW_PRIVATE=true", async () => {
    expect(await hostAllowed(new URL("http://127.0.0.1:3000/"))).toBe(false);
    expect(await hostAllowed(new URL("http://localhost:3000/"))).toBe(false);
    expect(await hostAllowed(new URL("http://[::1]:3000/"))).toBe(false);
    process.env.WEBHOOK_ALLOW_PRIVATE = "true";
    expect(await hostAllowed(new URL("http://127.0.0.1:3000/"))).toBe(true);
  });
});

describe("what an answer means", () => {
  const now = new Date("2026-12-01T18:00:00Z");
  const answered = (status: number, body = "", retryAfter: string | null = null) =>
    ({ kind: "answered", status, body, retryAfter }) as const;
  it("2xx: sent; 429: after Discord's retry_after; 5xx and timeouts: after a growing backoff; 404: given up", () => {
    expect(outcome(answered(204), 1, now, now).kind).toBe("sent");
    expect(outcome(answered(429, '{"retry_after": 1.5}'), 1, now, now)).toMatchObject({
      kind: "retry",
      at: new Date(now.getTime() + 1500),
      answer: { reason: "retryAfter", seconds: 1.5 },
    });
    expect(retryAfterSeconds("", "7")).toBe(7);
    expect(outcome(answered(502), 3, now, now)).toMatchObject({ kind: "retry", at: new Date(now.getTime() + 120_000) });
    expect(outcome({ kind: "failed", reason: "timeout", detail: "" }, 1, now, now).kind).toBe("retry");
    expect(outcome(answered(404), 1, now, now)).toEqual({
      kind: "failed",
      answer: { reason: "rejected", status: 404 },
    });
    expect(backoffMs(20)).toBe(3_600_000);
  });
  it("gives up a day after the post was queued", () => {
    const queued = new Date(now.getTime() - 24 * 3_600_000 + 10_000);
    expect(outcome(answered(500), 5, queued, now)).toEqual({
      kind: "failed",
      answer: { reason: "gaveUp", last: { reason: "serverError", status: 500 } },
    });
  });
});

describe("a delivery row's stored answer", () => {
  it("reads a structured answer back as it was written", () => {
    expect(parseAnswer(JSON.stringify({ reason: "ok", status: 204 }))).toEqual({ reason: "ok", status: 204 });
    const gaveUp = { reason: "gaveUp", last: { reason: "serverError", status: 500 } };
    expect(parseAnswer(JSON.stringify(gaveUp))).toEqual(gaveUp);
  });
  it("gives an old plain-string answer back as it is, not as 'not tried yet'", () => {
    expect(parseAnswer("HTTP 204 No Content")).toBe("HTTP 204 No Content");
    expect(parseAnswer('{"message": "Unknown Webhook", "code": 10015}')).toBe(
      '{"message": "Unknown Webhook", "code": 10015}',
    );
    expect(parseAnswer("204")).toBe("204");
    expect(parseAnswer(JSON.stringify("delivered"))).toBe("delivered");
  });
  it("is nothing only when nothing was stored", () => {
    expect(parseAnswer(null)).toBeNull();
    expect(parseAnswer("")).toBeNull();
  });
});
