/**
 * Two languages: a Japanese browser gets Japanese (with <html lang="ja">), the header's switch moves
 * to English and is remembered (the cookie, then the account in another browser), and a game speaks
 * its own language on its public pages whatever its host reads.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { clientIp, command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";

test.setTimeout(120_000);

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude("nextjs-portal").analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );

test.describe("a Japanese browser", () => {
  test.use({ locale: "ja-JP" });

  test("sees sign-in, the games list and the town square in Japanese; English once switched, remembered", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto("/sign-in");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("heading", { name: "サインイン" })).toBeVisible();
    await expect(page.getByLabel("ユーザー名またはメールアドレス")).toBeVisible();
    await screenshotBoth(page, "i18n-sign-in-ja");

    const { username, password } = await signUpByApi(page.request, baseURL!);
    // Made without naming a language: it speaks its host's (here the browser's, Japanese).
    const game = await createGameByApi(page.request, "月夜の城", "secret-moon", {
      "accept-language": "ja-JP,ja;q=0.9",
    });
    await command(page.request, game.id, { type: "seat.add", name: "さくら" });
    await command(page.request, game.id, { type: "game.publish" });

    await page.goto("/games");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("heading", { name: "あなたのゲーム" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "新しいゲーム" })).toBeVisible();
    await expect(page.getByLabel("公開ページの言語")).toHaveValue("ja");
    expect(await serious(page)).toEqual([]);
    await screenshotBoth(page, "i18n-games-ja");

    await page.goto(game.publicUrl);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByText("町の広場 · Secret Moon")).toBeVisible();
    await expect(page.getByRole("heading", { name: /プレイヤー/ })).toBeVisible();
    await expect(page.getByTestId("live-status")).toHaveText("ライブ");
    expect(await serious(page)).toEqual([]);
    await screenshotBoth(page, "i18n-town-ja");

    await page.goto(`/games/${game.id}`);
    await expect(page.getByRole("button", { name: "非公開にする" })).toBeVisible();
    await expect(page.getByLabel("公開言語")).toHaveValue("ja");
    await screenshotBoth(page, "i18n-board-ja");
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "パスワードとセッション" })).toBeVisible();
    await expect(page.getByRole("option", { name: "90日" })).toBeAttached();
    await screenshotBoth(page, "i18n-settings-ja");
    await page.goto("/scripts");
    await expect(page.getByRole("heading", { name: "スクリプト一覧" })).toBeVisible();
    await screenshotBoth(page, "i18n-scripts-ja");
    await page.goto(`/games/${game.id}/preview`);
    await expect(page.getByText("プレビュー：町の広場でプレイヤーに見える画面。")).toBeVisible();
    await screenshotBoth(page, "i18n-preview-ja");

    // The switch: English now, after a reload, and on the account.
    await page.goto("/games");
    await page.getByRole("combobox", { name: "言語", exact: true }).selectOption("en");
    await expect(page.getByRole("heading", { name: "Your games" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your games" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    // The town square still speaks the game's language, not its host's.
    await page.goto(game.publicUrl);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByText("町の広場 · Secret Moon")).toBeVisible();

    // Another Japanese browser, no cookie: the account remembers English once signed in.
    const other = await browser.newContext({ locale: "ja-JP" });
    const second = await other.newPage();
    await second.goto(`${baseURL}/sign-in`);
    await expect(second.getByRole("heading", { name: "サインイン" })).toBeVisible();
    const signIn = await other.request.post(`${baseURL}/api/auth/sign-in/username`, {
      data: { username, password },
      headers: { origin: baseURL!, ...clientIp() },
    });
    expect(signIn.ok(), await signIn.text()).toBeTruthy();
    await second.goto(`${baseURL}/games`);
    await expect(second.getByRole("heading", { name: "Your games" })).toBeVisible();
    await expect(second.locator("html")).toHaveAttribute("lang", "en");
    await other.close();
  });
});

test("an English host's Japanese game publishes in Japanese: town square and player link", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  await page.goto("/games");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel("Title").fill("Tsukiyo");
  await page.getByLabel("Rule system").selectOption("secret-moon");
  await page.getByLabel("Language of its public pages").selectOption("ja");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByLabel("Public language")).toHaveValue("ja");
  const gameId = page.url().split("/games/")[1]!;
  await command(page.request, gameId, { type: "seat.add", name: "Ann" });
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  await screenshotBoth(page, "i18n-board-en-host");

  const { game } = await (await page.request.get(`/api/games/${gameId}`)).json();
  const seatId = game.view.seats[0].id as string;
  const link = await page.request.post(`/api/games/${gameId}/seat-links`, { data: { seatId } });
  const { url } = (await link.json()) as { url: string };

  await page.goto(game.publicUrl);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByText("町の広場 · Secret Moon")).toBeVisible();

  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByText("あなたの席 · Tsukiyo")).toBeVisible();
  await expect(page.getByText("このリンクはあなた専用です。他の人に教えないでください。")).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await screenshotBoth(page, "i18n-seat-ja");

  // The host turns the game back to English: its town square follows.
  await page.goto(`/games/${gameId}`);
  await page.getByLabel("Public language").selectOption("en");
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  await page.goto(game.publicUrl);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Town square · Secret Moon")).toBeVisible();
});
