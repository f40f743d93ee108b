/** A person reads the API's errors in their language: zod's messages, the schemas' own, and the routes'. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { coreCommandSchema } from "@/lib/game/core";
import { fail, HttpError, readBody, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";
import { render, renderer } from "@/lib/i18n/render";
import { issuePhrase, schemaMessage } from "@/lib/i18n/zod-issues";

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
      "name：40文字以内にしてください",
    );
  });

  it("a schema's own message travels in the issue as its key and values, with no English made", () => {
    const schema = z.string().max(3, schemaMessage("gamePage.zod.maxCharacters", { max: "3" }));
    const issue = schema.safeParse("abcd").error!.issues[0]!;
    expect(issue.message).not.toMatch(/characters/);
    expect(issuePhrase(issue.message)).toEqual(msg("gamePage.zod.maxCharacters", { max: "3" }));
    expect(render(issuePhrase(issue.message), "en")).toBe("must be at most 3 characters");
    expect(render(issuePhrase(issue.message), "ja")).toBe(
      render(msg("gamePage.zod.maxCharacters", { max: "3" }), "ja"),
    );
    expect(render(issuePhrase(issue.message), "ja")).not.toMatch(/characters/);
    expect(issuePhrase("something else")).toBe("something else");
  });

  it("the command's type and a seat link's seat are refused in the request's language", async () => {
    const { commandRequestSchema } = await import("@/lib/game/commands");
    expect((await refusal("en", commandRequestSchema, { command: { type: 3 } })).error).toBe(
      "command.type: command.type must be a string",
    );
    expect((await refusal("ja", commandRequestSchema, { command: { type: 3 } })).error).not.toMatch(/must/);
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

describe("the routes' and the boundary's own refusals in the request's language", () => {
  const get = (url: string, locale: "en" | "ja", headers: Record<string, string> = {}) =>
    new Request(`http://localhost${url}`, { headers: { cookie: `locale=${locale}`, ...headers } });

  it("a dead player link and a day that is no number (no game to take a language from: the request's)", async () => {
    const { GET: seat } = await import("@/app/api/seat/[token]/route");
    const dead = { params: Promise.resolve({ token: "not-a-token" }) };
    expect(await (await seat(get("/api/seat/x", "ja"), dead)).json()).toEqual({
      ok: false,
      error: "そのプレイヤー用リンクはありません。",
    });
    expect((await (await seat(get("/api/seat/x", "en"), dead)).json()).error).toBe("No such player link.");
    const { GET: day } = await import("@/app/api/town/[slug]/days/[n]/route");
    const zero = await day(get("/api/town/t/days/0", "ja"), { params: Promise.resolve({ slug: "t", n: "0" }) });
    expect(zero.status).toBe(400);
    expect(await zero.json()).toEqual({ ok: false, error: "日は1以上の整数にしてください。", field: "n" });
  });

  it("a write from another site, and a body that is not JSON", async () => {
    const { requireModerator } = await import("@/lib/http");
    const crossSite = route(async (req) => (await requireModerator(req), fail(500, "reached")));
    const refused = await crossSite(
      new Request("http://localhost/api/x", {
        method: "POST",
        headers: { cookie: "locale=ja", "sec-fetch-site": "cross-site", "content-type": "application/json" },
      }),
      {},
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(
      "拒否しました：このリクエストは別のサイトから来ています。アプリのページから操作するか、個人用 API トークンを Authorization: Bearer <token> として送ってください。",
    );
    const body = route(async (req) => {
      await readBody(req, z.object({ archived: z.boolean() }));
      return fail(500, "reached");
    });
    const broken = new Request("http://localhost/api/x", {
      method: "POST",
      headers: { cookie: "locale=ja", "content-type": "application/json" },
      body: "{nope",
    });
    expect((await (await body(broken, {})).json()).error).toBe("リクエストの本文が正しい JSON ではありません。");
    const huge = new Request("http://localhost/api/x", {
      method: "POST",
      headers: { cookie: "locale=ja", "content-type": "application/json" },
      body: JSON.stringify({ x: "x".repeat(70 * 1024) }),
    });
    const tooLarge = await body(huge, {});
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toBe("リクエストの本文が上限（64 KB）を超えています。");
  });

  it("the schemas' own messages made with schemaMessage", async () => {
    const { createTokenSchema } = await import("@/lib/game/api-schemas");
    expect((await refusal("en", createTokenSchema, { name: "x".repeat(61) })).error).toBe(
      "name: name must be at most 60 characters",
    );
    expect((await refusal("ja", createTokenSchema, { name: "x".repeat(61) })).error).toBe(
      "name：name は60文字以内にしてください",
    );
    expect((await refusal("ja", createTokenSchema, { name: "t", expiresInDays: 1.5 })).error).toBe(
      "expiresInDays：expiresInDays は整数にしてください",
    );
    const { gameExportSchema } = await import("@/lib/game/export-format");
    expect((await refusal("ja", gameExportSchema, { format: "other" })).error).toBe(
      'format：format は "grimoire-game" にしてください',
    );
    const { commandSchema } = await import("@/lib/rulesets/kemomimi-panic/schema");
    expect((await refusal("ja", commandSchema, { type: "kemomimi.retell", text: "  " })).error).toBe(
      "text：空にはできません",
    );
  });

  it("the pages router's town and player streams", async () => {
    const { default: town } = await import("@/pages/api/town/[slug]/index");
    let sent: { status: number; body: unknown } | null = null;
    const res = {
      setHeader: () => res,
      status: (status: number) => ({ json: (body: unknown) => void (sent = { status, body }) }),
    };
    const req = { method: "POST", query: { slug: "t" }, headers: { "accept-language": "ja-JP,ja;q=0.9" } };
    await town(req as never, res as never);
    expect(sent).toEqual({ status: 405, body: { ok: false, error: "GET を使ってください。" } });
  });
});

describe("an import's errors in the reader's language", () => {
  it("says where and what, in English or in Japanese", async () => {
    const { engine } = await import("@/lib/registry");
    const check = engine.checkImport({
      format: "grimoire-game",
      formatVersion: 1,
      exportedAt: "2026-01-01T00:00:00Z",
      game: { title: "T", rulesetId: "clocktower", createdAt: "2026-01-01T00:00:00Z" },
      events: [
        {
          seq: 1,
          type: "SeatAdded",
          payload: { seatId: "s1", name: "A", handle: null },
          actorId: "u",
          at: "2026-01-01T00:00:00Z",
        },
      ],
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.map((e) => render(e, "en"))).toContain("events.0: the first event must be GameCreated");
    expect(check.errors.map((e) => render(e, "ja"))).toContain(
      "events.0：最初のイベントは GameCreated でなければなりません",
    );
    for (const e of check.errors) expect(render(e, "ja")).not.toMatch(/errors\./);
  });

  it("an undo no command could write, and a relative time, in each language", async () => {
    const { relativeTime } = await import("@/lib/game/list-summary");
    const now = new Date("2026-01-01T12:00:00Z");
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now, renderer("en"))).toBe("5 min ago");
    expect(relativeTime(new Date(now.getTime() + 28 * 3_600_000), now, renderer("en"))).toBe("in 1 d 4 h");
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now, renderer("ja"))).toBe("5 分前");
    expect(render(msg("errors.import.undoCannot", { index: "3", type: "GameCreated" }), "ja")).toBe(
      "events.3：この取り消しが指す GameCreated イベントは取り消せません",
    );
  });
});
