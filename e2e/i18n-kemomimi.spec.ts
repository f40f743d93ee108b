/**
 * Kemomimi Panic in Japanese: a ja-JP host's moderator panel, the town square (in the game's
 * language, whoever reads it) and a player's link. Character and role names stay as the (English)
 * rulebook prints them; the interface, the prompts, the posts and the refusals are Japanese.
 */
import { expect as baseExpect, test } from "./test";
import { clientIp, command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";
import { readCard } from "./seat-card";

test.setTimeout(600_000);
const expect = baseExpect.configure({ timeout: 45_000 });

const PLAYERS = ["あかね", "ぼたん", "ちよ", "だいき", "えみこ"];

test.describe("a Japanese table", () => {
  test.use({ locale: "ja-JP" });

  test("runs Kemomimi Panic in Japanese: the panel, the town square and a player's link", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpByApi(page.request, baseURL!);
    // Made from a Japanese browser: the game speaks Japanese on its public pages.
    const game = await createGameByApi(page.request, "ケモミミ学園", "kemomimi-panic", {
      "accept-language": "ja-JP,ja;q=0.9",
      ...clientIp(),
    });
    for (const name of PLAYERS) await command(page.request, game.id, { type: "seat.add", name });
    await command(page.request, game.id, { type: "game.publish" });

    // The setup, in Japanese; the rulebook's names as printed.
    await page.goto(`/games/${game.id}`);
    const panel = page.getByTestId("kp-panel");
    await expect(panel.getByRole("heading", { name: "1 · カードを選ぶ" })).toBeVisible({ timeout: 120_000 });
    await expect(panel.getByTestId("kp-table-order")).toContainText("左回り");
    await expect(panel.getByLabel("構成", { exact: true })).toHaveValue("recommended-5");
    await expect(panel.getByRole("option", { name: "おすすめ（5人）" })).toBeAttached();
    await expect(panel.getByText("Detective Shamlock").first()).toBeVisible();
    await panel.getByLabel("Politician Barberaの能力").fill("リーダーのとき、あなたの挙手は2票と数えます。");
    await screenshotBoth(page, "i18n-kemomimi-setup");
    await panel.getByRole("button", { name: "構成を保存" }).click();
    await expect(panel.getByTestId("kp-setup-summary")).toContainText("おすすめ（5人）");
    await expect(panel.getByTestId("kp-setup-summary")).toContainText("5人 · 議論180秒");

    // A refusal in the reader's language.
    const refused = await page.request.post(`/api/games/${game.id}/commands`, {
      data: { command: { type: "kemomimi.countVotes" } },
      headers: { "accept-language": "ja-JP,ja;q=0.9" },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error).toBe("カードはまだ配られていません。");

    await panel.getByRole("button", { name: "カードを配る" }).click();
    await expect(panel.getByTestId("kp-phase")).toHaveText("ゲーム開始");
    await expect(panel.getByTestId("kp-step")).toContainText("ゲーム開始：名探偵シャムロック");
    await expect(panel.getByRole("heading", { name: "投稿する文" })).toBeVisible();

    // Shamlock's check, recorded by the Game Master: the secret answer in Japanese.
    const { rules, seats } = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view as {
      rules: { players: Array<{ seatId: string; character: string; role: string }> };
      seats: Array<{ id: string; name: string }>;
    };
    const nameOf = (id: string) => seats.find((s) => s.id === id)!.name;
    const shamlock = rules.players.find((p) => p.character === "shamlock")!;
    const checked = rules.players.find((p) => p.seatId !== shamlock.seatId)!;
    await panel.getByLabel("Shamlockが指したプレイヤー").selectOption(checked.seatId);
    await panel.getByRole("button", { name: "Shamlockが調べる" }).click();
    await expect(panel.getByTestId("kp-phase")).toHaveText("1日目");
    await expect(panel.getByTestId("kp-checks")).toContainText(`→ ${nameOf(checked.seatId)}：`);
    await expect(panel.getByTestId("kp-checks")).toContainText(/：\s*一般人/);
    await expect(panel.getByTestId("kp-step")).toContainText("1日目（三日月）。リーダー：");
    await expect(panel.getByTestId("kp-post")).toContainText("名探偵シャムロック、分かったことを教えてください。");

    // The retelling, the suspect and the vote.
    await panel.getByLabel(/シャムロック(.*)が話した内容/).fill("ぼたんは市民です。");
    await panel.getByRole("button", { name: "話した内容を記録" }).click();
    const suspect = rules.players.find((p) => p.seatId !== shamlock.seatId && p.seatId !== checked.seatId)!;
    await panel.getByLabel(/が指名した容疑者/).selectOption(suspect.seatId);
    await panel.getByRole("button", { name: "容疑者を指名" }).click();
    await expect(panel.getByTestId("kp-step")).toContainText(`容疑者：${nameOf(suspect.seatId)}。`);
    await expect(panel.getByTestId("kp-post")).toContainText("5人中3人の挙手で有罪です。");
    await panel.getByRole("button", { name: "全員下ろす" }).click();
    await expect(panel.getByTestId("kp-tally")).toContainText("挙手0/5 · 有罪には3人 · 現在は無罪");
    await screenshotBoth(page, "i18n-kemomimi-panel-vote");
    await panel.getByRole("button", { name: "投票を集計" }).click();
    await expect(panel.getByText("無罪", { exact: true })).toBeVisible();
    await panel.getByRole("button", { name: "判決を執行" }).click();
    await expect(panel.getByTestId("kp-post")).toContainText(`${nameOf(suspect.seatId)}は無罪です。何も起きません。`);
    await expect(panel.getByTestId("kp-log")).toContainText("がこっそり1人を調べました。");
    await screenshotBoth(page, "i18n-kemomimi-panel");

    // The town square speaks the game's language, even to an English reader.
    const visitor = await browser.newContext({ locale: "en-US" });
    const town = await visitor.newPage();
    await town.goto(game.publicUrl);
    await expect(town.locator("html")).toHaveAttribute("lang", "ja");
    const status = town.getByTestId("kp-status");
    await expect(status).toContainText("昼");
    await expect(status).toContainText("1日目");
    await expect(status).toContainText("リーダー：");
    await expect(status).toContainText("昼が終わります。");
    await expect(town.getByTestId("kp-players")).toContainText("◆ 模造品");
    await expect(town.getByTestId("kp-players")).toContainText("リーダーのとき、あなたの挙手は2票と数えます。");
    await expect(town.getByText("名探偵シャムロックの話")).toBeVisible();
    await expect(town.getByTestId("kp-history")).toContainText(`${nameOf(suspect.seatId)}は無罪です。`);
    await expect(town.getByTestId("kp-history")).toContainText("1日目");
    await screenshotBoth(town, "i18n-kemomimi-town");

    // A player's link: her role's goal in Japanese, her card's name as printed.
    const link = await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: checked.seatId } });
    expect(link.ok(), await link.text()).toBeTruthy();
    const url = ((await link.json()) as { url: string }).url;
    const phone = await (await browser.newContext({ locale: "en-US" })).newPage();
    await phone.goto(url);
    await expect(phone.locator("html")).toHaveAttribute("lang", "ja");
    expect(await readCard(phone, "kp-role-goal")).toContain("勝利");
    await expect(phone.getByText("模造品：1")).toBeVisible();
    const role = await readCard(phone, "own-character");
    expect(role).toMatch(/^(Thief|Informant|Civilian)/);
    await screenshotBoth(phone, "i18n-kemomimi-seat");

    // The night: the thief's own link says so in Japanese.
    await panel.getByRole("button", { name: "夜を始める" }).click();
    await expect(panel.getByTestId("kp-phase")).toHaveText("1日目の夜");
    await expect(panel.getByTestId("kp-post")).toContainText("夜になりました（三日月）。");
    await screenshotBoth(page, "i18n-kemomimi-panel-night");
    const thief = rules.players.find((p) => p.role === "crescentMoon")!;
    const thiefLink = await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: thief.seatId } });
    const thiefPhone = await (await browser.newContext()).newPage();
    await thiefPhone.goto(((await thiefLink.json()) as { url: string }).url);
    await expect(thiefPhone.getByTestId("kp-tonight")).toContainText("今夜はあなたが盗みます。");
    // The thief points with one tap of a name chip (issue 29).
    await expect(thiefPhone.getByRole("group", { name: "今夜のターゲット" }).getByRole("button").first()).toBeVisible();
    await screenshotBoth(thiefPhone, "i18n-kemomimi-thief");
  });
});
