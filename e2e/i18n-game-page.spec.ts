/**
 * The game page's shared parts in Japanese: the seats panel, the player links, the undo label, a
 * games-list summary, and a refused command's 400, for a Japanese browser.
 */
import { expect, test } from "./test";
import { command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";
import { clocktowerDay } from "./clocktower-day";

test.setTimeout(180_000);

test.describe("a Japanese browser", () => {
  test.use({ locale: "ja-JP" });

  test("runs the seats, links and undo in Japanese, reads the games list and the API's refusals in it", async ({
    page,
    baseURL,
  }) => {
    await signUpByApi(page.request, baseURL!);
    const game = await createGameByApi(page.request, "月夜の町");

    await page.goto(`/games/${game.id}`);
    const seatsPanel = page.getByRole("region", { name: /^席/ });
    await expect(seatsPanel.getByRole("heading", { name: /^席/ })).toBeVisible();
    await expect(seatsPanel.getByText("まだ席がありません。")).toBeVisible();
    const seats = page.getByTestId("seat-row");
    for (const name of ["さくら", "Dolby", "はるか"]) {
      await page.getByLabel("プレイヤー名").fill(name);
      await page.getByRole("button", { name: "席を追加" }).click();
      await expect(seats.filter({ hasText: name })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "さくらさんを削除" })).toBeVisible();

    // Undo names what it undoes, in Japanese.
    await page.getByRole("button", { name: "はるかさんを削除" }).click();
    await expect(seats).toHaveCount(2);
    await page.getByRole("button", { name: "元に戻す：席の削除" }).click();
    await expect(page.getByTestId("save-status")).toContainText("元に戻しました：席の削除");
    await expect(seats).toHaveCount(3);

    // The sign-up paste's preview.
    await page.getByRole("button", { name: "参加表明を貼り付け" }).click();
    await page.getByLabel("参加表明の一覧").fill("Eve: /in\nDolby\nWho else is playing this weekend?");
    await expect(page.getByRole("heading", { name: "プレビュー：1席を変更" })).toBeVisible();
    await expect(page.getByText("Dolby：すでに2番の席にいます")).toBeVisible();
    await expect(page.getByText("名前ではなく文章のようです")).toBeVisible();
    await screenshotBoth(page, "i18n-game-page-paste");
    await page.getByRole("button", { name: "キャンセル" }).click();

    // Links for every player, shown once.
    await page.getByRole("button", { name: "全員分のリンクを作る" }).click();
    await expect(page.getByRole("heading", { name: "新しいプレイヤー用リンク" })).toBeVisible();
    await expect(page.getByTestId("new-link")).toHaveCount(3);
    await expect(page.getByRole("button", { name: "全員にリンクがあります" })).toBeDisabled();
    await page.getByRole("button", { name: "さくらさんのプレイヤー用リンク" }).click();
    await expect(page.getByText("さくらさんには専用リンクがあります。")).toBeVisible();
    await expect(page.getByRole("heading", { name: "進行役" })).toBeVisible();
    await screenshotBoth(page, "i18n-game-page-seats");

    // The API's refusals in the request's language; the field stays as it is.
    const refused = await page.request.post(`/api/games/${game.id}/commands`, {
      data: { command: { type: "seat.add", name: "   " } },
      headers: { "accept-language": "ja-JP,ja;q=0.9" },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      ok: false,
      field: "command.name",
      error: "command.name：空にはできません",
    });
    const badBody = await page.request.post(`/api/games/${game.id}/seat-links`, {
      data: { seatId: 5 },
      headers: { "accept-language": "ja" },
    });
    expect(badBody.status()).toBe(400);
    expect((await badBody.json()).error).toBe("seatId：seatId は必須です");
    const english = await page.request.post(`/api/games/${game.id}/commands`, {
      data: { command: { type: "seat.add", name: "   " } },
      headers: { "accept-language": "en" },
    });
    expect((await english.json()).error).toBe("command.name: must not be empty");

    // A games-list summary: the phase, the alive count and the deadline in Japanese.
    const voting = await clocktowerDay(page.request, { title: "投票中", startDay: false });
    await command(page.request, voting.id, { type: "clocktower.setSettings", nominationHours: 0, votingHours: 3 });
    await command(page.request, voting.id, { type: "clocktower.startDay" }, true);
    await page.goto("/games");
    const status = page.getByTestId("game-row").filter({ hasText: "投票中" }).getByTestId("game-status");
    await expect(status).toContainText("1日目 · 投票");
    await expect(status).toContainText("生存7/7");
    await expect(status).toContainText("投票の締め切り");
    await expect(page.getByTestId("game-row").filter({ hasText: "月夜の町" })).toContainText("準備中");
    await screenshotBoth(page, "i18n-game-page-list");
  });
});
