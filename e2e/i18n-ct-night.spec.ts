/**
 * The Clocktower moderator panel in Japanese: a ja-JP host deals a game, starts the night, opens a
 * night step and a token's menu; every word of the panel's own is Japanese (names, abilities and
 * reminders are the script's data and stay as written).
 */
import { expect, test } from "./test";
import { command, screenshotBoth, signUpByApi } from "./helpers";
import { CAST7, dealtClocktower, openStep, seatLink } from "./clocktower-day";

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
    await expect(page.getByTestId("night-progress")).toHaveText(/^0\/\d+手順完了$/);

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
    await expect(page.getByTestId("night-progress")).toHaveText(/^1\/\d+手順完了$/);

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

  test("a Japanese game's night: the rules' prompts, info text and dawn reasons, and a player's link", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpByApi(page.request, baseURL!);
    const game = await dealtClocktower(page.request, {
      title: "夜の村",
      cast: CAST7,
      bluffs: ["gossip", "professor", "tealady"],
      publish: true,
    });
    await command(page.request, game.id, { type: "game.language", language: "ja" });
    await command(page.request, game.id, { type: "clocktower.startNight" });
    const ameliaUrl = await seatLink(page.request, game, "Amelia");

    // The moderator's sheet: the Minion's info, pre-filled from the grimoire, and a player's prompt.
    await page.goto(`/games/${game.id}`);
    const minion = await openStep(page, `minioninfo@${game.seatOf("Whysper")}`);
    await expect(minion.getByLabel("プレイヤーに伝えたこと")).toHaveValue("デーモンは CRichard です。");
    const demon = await openStep(page, `demoninfo@${game.seatOf("CRichard")}`);
    await expect(demon.getByLabel("プレイヤーに伝えたこと")).toHaveValue(
      "あなたのミニオンは Whysper です。あなたのブラフ：Gossip、Professor、Tea Lady。",
    );
    const maid = await openStep(page, `chambermaid@${game.seatOf("Amelia")}`);
    await expect(
      maid.getByText("プレイヤーの選択：生存しているプレイヤーを2人選んでください（自分とトラベラーは除く）。"),
    ).toBeVisible();
    await expect(maid.getByText("プレイヤー2人（2人中0人）")).toBeVisible();

    // A kill recorded by hand: the dawn gives its reason and the announcement in Japanese.
    await command(
      page.request,
      game.id,
      {
        type: "clocktower.recordStep",
        night: 1,
        stepId: "chambermaid",
        seatId: game.seatOf("Amelia"),
        choice: { seats: [game.seatOf("Dolby"), game.seatOf("Eggyolk")] },
        done: true,
        kills: [{ seatId: game.seatOf("Dolby"), cause: "night" }],
      },
      true,
    );
    await page.reload();
    const dawn = page.getByTestId("ct-dawn");
    await expect(dawn.getByText("夜のシートで殺害として記録されています。")).toBeVisible();
    await expect(dawn.getByTestId("dawn-announcement")).toHaveText("夜のあいだに Dolby が死亡しました。");
    await dawn.scrollIntoViewIfNeeded();
    await screenshotBoth(page, "i18n-ct-night-dawn-ja");

    // The player's link speaks the game's language, whoever reads it.
    const player = await browser.newContext({ locale: "en-US" });
    const link = await player.newPage();
    await link.goto(ameliaUrl);
    const action = link.getByTestId("night-action");
    await expect(action.getByTestId("night-prompt")).toHaveText(
      "生存しているプレイヤーを2人選んでください（自分とトラベラーは除く）。",
    );
    await screenshotBoth(link, "i18n-ct-night-seat-ja");
    await player.close();
  });
});
