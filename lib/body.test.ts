import { describe, expect, it } from "vitest";
import { BODY_LIMITS, BodyError, findJsonProblem, nestsDeeperThan, readJson, readText } from "./body";
import { render } from "./i18n/render";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://app.test/api", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body sent in chunks with no Content-Length, as a client streaming it would. */
function streamed(totalBytes: number, chunk = 64 * 1024) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (sent >= totalBytes) return c.close();
      sent += chunk;
      c.enqueue(new Uint8Array(chunk).fill(32));
    },
  });
}

async function problem(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    // The problem as its reader sees it: in English here, in Japanese for a Japanese request (test/api-errors-language.test.ts).
    if (e instanceof BodyError) return { ...e.problem, error: render(e.problem.error, "en") };
    throw e;
  }
  return null;
}

describe("request bodies", () => {
  it("are refused with a 413 naming the limit, by declared length or while streaming", async () => {
    const big = "x".repeat(BODY_LIMITS.default + 1);
    expect(await problem(readText(post(big), BODY_LIMITS.default))).toEqual({
      status: 413,
      error: "The request body is larger than the 64 KB limit.",
    });
    expect(await problem(readText(post(streamed(9 * 1024 * 1024)), BODY_LIMITS.import))).toEqual({
      status: 413,
      error: "The request body is larger than the 8 MB limit.",
    });
    expect(await readText(post("x".repeat(1000)), BODY_LIMITS.default)).toHaveLength(1000);
  });

  it("refuse JSON nested deeper than any real document, with a 400", async () => {
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    expect((await problem(readJson(post(deep), BODY_LIMITS.import)))?.status).toBe(400);
    expect(await readJson(post('{"a":[{"b":[1]}]}'), BODY_LIMITS.default)).toEqual({ a: [{ b: [1] }] });
    expect(nestsDeeperThan({ a: { b: { c: 1 } } }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: { b: { c: {} } } }, 3)).toBe(true);
    expect(await problem(readJson(post("{nope"), BODY_LIMITS.default))).toEqual({
      status: 400,
      error: "The request body is not valid JSON.",
    });
  });

  it("walk a large body in steps, and name the first unclean text's path", async () => {
    let pauses = 0;
    const pause = async () => void pauses++;
    expect(
      await findJsonProblem({ events: [{ payload: { note: "ok" } }, { payload: { note: "bad\u0000" } }] }, 64, pause),
    ).toEqual({
      unclean: "events.1.payload.note",
    });
    expect(await findJsonProblem({ ["key\u0001"]: 1 }, 64, pause)).toEqual({ unclean: "body" });
    expect(await findJsonProblem({ a: { b: { c: {} } } }, 3, pause)).toEqual({ deep: true });
    expect(pauses).toBe(0);
    const big = { events: Array.from({ length: 40_000 }, (_, seq) => ({ seq, note: "fine" })) };
    expect(await findJsonProblem(big, 64, pause)).toBeNull();
    expect(pauses).toBeGreaterThanOrEqual(2);
  });
});
