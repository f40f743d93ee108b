/**
 * The Clocktower moderator panel in Japanese: a ja-JP host deals a game, starts the night, opens a
 * night step and a token's menu; every word of the panel's own is Japanese (names, abilities and
 * reminders are the script's data and stay as written).
 */
import { expect, test } from "./test";
import { command, screenshotBoth, signUpByApi } from "./helpers";
import { CAST7, dealtClocktower, openStep } from "./clocktower-day";

test.setTimeout(120_000);

test.describe("a Japanese host", () => {
  test.use({ locale: "ja-JP" });

  test("deals Bad Moon Rising, starts the night and records a step in Japanese", async ({ page, baseURL }) => {
    await signUpByApi(page.request, baseURL!);
    const game = await dealtClocktower(page.request, {
      title: "月夜の村",
      cast: CAST7,
      bluffs: ["gossip", "professor", "tealady"],
    });

    // Before the first night: the phase bar and the set-up.
    await page.goto(`/games/${game.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByTestId("phase-title")).toHaveText("最初の夜の前");
    await expect(page.getByTestId("phase-primary")).toHaveText("第1夜を始める");
    await expect(page.getByRole("region", { name: "グリモア" })).toBeVisible();
    await expect(page.getByTestId("gr-bluffs-line")).toContainText("ブラフ：");
    await page.getByTestId("ct-setup").locator("> summary").click();
    await expect(page.getByRole("heading", { name: /^袋/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^配役/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^デーモンのブラフ/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "ランダムに配り直す" })).toBeVisible();
    await screenshotBoth(page, "i18n-ct-setup-ja");

    // Night 1: the sheet, a step open, the dawn.
    await command(page.request, game.id, { type: "clocktower.startNight" });
    await page.goto(`/games/${game.id}`);
    await expect(page.getByTestId("phase-title")).toHaveText("第1夜");
    await expect(page.getByTestId("phase-primary")).toHaveText(/^次：/);
    const sheet = page.getByTestId("ct-night");
    await expect(sheet.getByRole("heading", { name: /^夜のシート：第1夜/ })).toBeVisible();
    await expect(page.getByTestId("night-progress")).toHaveText(/^\d+手順中0完了$/);

    const row = await openStep(page, `chambermaid@${game.seatOf("Amelia")}`);
    await expect(row.getByRole("button", { name: "記録して完了" })).toBeVisible();
    await expect(row.getByRole("button", { name: "保存（未完了）" })).toBeVisible();
    await expect(row.getByText(/^プレイヤーの選択：/)).toBeVisible();
    await row.getByRole("checkbox", { name: "Dolby", exact: true }).check();
    await row.getByRole("checkbox", { name: "Eggyolk", exact: true }).check();
    await expect(row.getByLabel("プレイヤーに伝えたこと")).toHaveValue(/^そのうち\d人が今夜目覚めました。$/);
    await screenshotBoth(page, "i18n-ct-night-step-ja");
    await row.getByRole("button", { name: "記録して完了" }).click();
    await expect(row).toHaveAttribute("data-done", "true");
    await expect(page.getByTestId("night-progress")).toHaveText(/^\d+手順中1完了$/);

    const dawn = page.getByTestId("ct-dawn");
    await expect(dawn.getByRole("heading", { name: /^第1夜の夜明け/ })).toBeVisible();
    await expect(dawn.getByRole("button", { name: "夜明けを確定：1日目を始める" })).toBeVisible();

    // A token's menu on the circle.
    await page.getByTestId("ct-grimoire").locator('[data-seat="Amelia"] > button').click();
    const menu = page.getByTestId("token-menu");
    await expect(menu.getByRole("heading", { name: "リマインダー" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "処刑" })).toBeVisible();
    await expect(menu.getByRole("heading", { name: "キャラクターと陣営" })).toBeVisible();
    await screenshotBoth(page, "i18n-ct-token-menu-ja");
    await menu.getByRole("button", { name: "閉じる" }).click();

    // The command palette.
    await page.getByRole("button", { name: /コマンド/ }).click();
    await page.getByRole("combobox", { name: "コマンド" }).fill("Amelia");
    await expect(page.getByRole("option", { name: "Amelia を死亡にする（処刑）" })).toBeVisible();
    await page.keyboard.press("Escape");
  });
});
