/** A person reads the API's errors in their language: zod's messages, the schemas' own, and the routes'. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { coreCommandSchema } from "@/lib/game/core";
import { fail, HttpError, readBody, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { sayIn } from "@/lib/i18n/messages";
import { issuePhrase } from "@/lib/i18n/zod-issues";

const request = (locale: "en" | "ja", body: unknown) =>
  new Request("http://localhost/api/x", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `locale=${locale}` },
    body: JSON.stringify(body),
  });

async function refusal(locale: "en" | "ja", schema: z.ZodType, body: unknown) {
  try {
    await readBody(request(locale, body), schema);
  } catch (e) {
    if (e instanceof HttpError) return { status: e.response.status, ...(await e.response.json()) };
    throw e;
  }
  throw new Error("accepted");
}

describe("the API's errors in the request's language", () => {
  const schema = z.object({ title: z.string().max(3), count: z.number() });

  it("zod's own messages: English by default, Japanese for a Japanese request; the field stays", async () => {
    expect(await refusal("en", schema, { title: "abcd", count: 1 })).toEqual({
      status: 400,
      ok: false,
      error: "title: Too big: expected string to have <=3 characters",
      field: "title",
    });
    expect(await refusal("ja", schema, { title: "abc", count: "x" })).toEqual({
      status: 400,
      ok: false,
      error: "count：無効な入力: 数値が期待されましたが、stringが入力されました",
      field: "count",
    });
  });

  it("the schemas' own messages the catalogues know", async () => {
    const seat = coreCommandSchema;
    expect((await refusal("en", seat, { type: "seat.add", name: "  " })).error).toBe("name: must not be empty");
    expect((await refusal("ja", seat, { type: "seat.add", name: "  " })).error).toBe("name：空にはできません");
    expect((await refusal("ja", seat, { type: "seat.add", name: "x".repeat(41) })).error).toBe(
      "name：40 文字以内にしてください",
    );
  });

  it("keeps the English of every known message as the schema wrote it", () => {
    for (const text of [
      "must be at most 4000 characters",
      "must not be empty",
      "must not contain NUL, control characters or broken Unicode",
      "must contain a visible character",
      "must be one of en, ja",
      "must name at least one seat",
      "must be at most 100 seats",
      "command.type must be a string",
      "after must be a number",
      "limit must be at most 5000",
      "seatId is required",
      "username must not be empty",
      "rulesetId must be one of clocktower, secret-moon",
    ])
      expect(sayIn("en", issuePhrase(text))).toBe(text);
    expect(issuePhrase("something else")).toBe("something else");
  });

  it("a route's refusal made as a message is said in the request's language", async () => {
    const handler = route(async () => fail(403, msg("gamePage.api.hostInvites")));
    const en = await handler(request("en", {}), {});
    expect(await en.json()).toEqual({ ok: false, error: "Only the game's host can invite co-hosts." });
    const ja = await handler(request("ja", {}), {});
    expect(ja.status).toBe(403);
    expect(await ja.json()).toEqual({ ok: false, error: "共同進行役を招待できるのはホストだけです。" });
    const plain = await route(async () => fail(400, "as written"))(request("ja", {}), {});
    expect((await plain.json()).error).toBe("as written");
  });
});
