/**
 * The boundary's refusals in Japanese for a Japanese browser: the sign-in form's, a broken game file's
 * on import, a dead player link's page and answers, and a Japanese game's player link refusing a
 * malformed command in the game's language.
 */
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./test";
import { clientIp, command, signUpByApi } from "./helpers";

test.setTimeout(120_000);

const SHOTS = "/tmp/shots-errors";

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe("a Japanese browser", () => {
  test.use({ locale: "ja-JP" });

  test("reads the sign-in form's refusals in Japanese", async ({ page, baseURL }) => {
    const { username } = await signUpByApi(page.request, baseURL!);
    await page.context().clearCookies();
    // One client address for this test alone, so that its attempts meet the limit and no other test's.
    await page.context().setExtraHTTPHeaders(clientIp());
    await page.goto("/sign-in");
    await page.getByLabel("ユーザー名またはメールアドレス").fill(username);
    await page.getByLabel("パスワード").fill("not the password");
    await page.getByRole("button", { name: "サインイン" }).click();
    await expect(page.locator(".error-text")).toHaveText("ユーザー名、メールアドレス、またはパスワードが違います。");
    await shoot(page, "sign-in-wrong");
    // The limit's refusal as the server says it (the form shows its own sentence for a 429).
    let refused = null as null | { status: number; message: string };
    for (let i = 0; i < 8 && !refused; i++) {
      const res = await page.request.post("/api/auth/sign-in/username", {
        data: { username, password: "still not it" },
        // An API client sends no Accept-Language of its own: the browser's, as the form would send it.
        headers: { origin: baseURL!, "accept-language": "ja-JP,ja;q=0.9" },
      });
      if (res.status() === 429) refused = { status: 429, message: (await res.json()).message };
    }
    expect(refused?.message).toMatch(
      /^(このアドレスからのサインインの試行が多すぎます|このアカウントでパスワードの間違いが続いています)/,
    );
    await page.getByRole("button", { name: "サインイン" }).click();
    await expect(page.locator(".error-text")).toHaveText(
      "サインインの試行が多すぎます。1分ほど待ってから、もう一度お試しください。",
    );
    await shoot(page, "sign-in-too-many");
  });

  test("reads a broken game file's errors, and a dead player link, in Japanese", async ({ page, baseURL }) => {
    await signUpByApi(page.request, baseURL!);

    // A file that is not JSON, then one whose log does not start with the game's creation.
    await page.goto("/games");
    const input = page.locator("#import-file");
    await input.setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{nope") });
    await expect(page.locator(".error-text")).toContainText("ファイルが正しい JSON ではありません。");
    const file = {
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
    };
    await input.setInputFiles({
      name: "wrong.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await expect(page.locator(".error-text")).toContainText(
      "events.0：最初のイベントは GameCreated でなければなりません",
    );
    await expect(page.locator(".error-text")).not.toContainText("errors.");
    await shoot(page, "import-broken");

    // A Japanese game's player link: a malformed command is refused in the game's language.
    const made = await page.request.post("/api/games", {
      data: { title: "月の町", rulesetId: "clocktower", language: "ja" },
    });
    expect(made.status()).toBe(201);
    const game = (await made.json()).game as { id: string };
    await command(page.request, game.id, { type: "seat.add", name: "さくら" });
    const view = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view;
    const seatId = (view.seats as Array<{ id: string }>)[0]!.id;
    const link = await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId } });
    expect(link.status()).toBe(201);
    const url = new URL((await link.json()).url as string, baseURL).pathname;
    const token = url.split("/").pop()!;
    const bad = await page.request.post(`/api/seat/${token}/commands`, {
      data: Buffer.from("{nope"),
      headers: { "content-type": "application/json", "accept-language": "en" },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toBe("リクエストが正しいコマンドではありません。");

    // The link revoked: its page is the not-found page and its API answers, in Japanese.
    const revoked = await page.request.delete(`/api/games/${game.id}/seat-links`, { data: { seatId } });
    expect(revoked.ok()).toBeTruthy();
    const dead = await page.goto(url);
    expect(dead?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ここには何もありません");
    await expect(page.getByText("このページは存在しないか、公開されていません。")).toBeVisible();
    await shoot(page, "dead-link");
    // No game to take a language from: the reader's (an API client sends no Accept-Language of its own).
    const JA = { "accept-language": "ja-JP,ja;q=0.9" };
    const api = await page.request.get(`/api/seat/${token}`, { headers: JA });
    expect(api.status()).toBe(404);
    expect((await api.json()).error).toBe("そのプレイヤー用リンクはありません。");
    const stream = await page.request.get(`/api/seat/${token}/stream`, { headers: JA });
    expect(stream.status()).toBe(404);
    expect((await stream.json()).error).toBe("そのプレイヤー用リンクはありません。");
  });
});
