/**
 * A Japanese host's Secret Moon game speaks the Japanese edition's words (issue 17): the moderator page
 * (the reader's language), the town square and a player's link (the game's). An inquiry answered by the
 * Minister reads 「バカもん！わしは大臣じゃ！」, by a Guard or the Priestess 「やぁ、ご同輩！」, and the
 * Princess and the Wanderer stay silent.
 */
import { expect as baseExpect, test } from "./test";
import { command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";
import { readCard } from "./seat-card";

/** Dev servers on a busy 2-core machine compile routes on first use: allow for it. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);
test.use({ locale: "ja-JP" });

type Role = "princess" | "wanderer" | "minister" | "guard" | "priestess" | "thief";
interface ModRules {
  phase: string;
  game: {
    round: number;
    call: { number: number; seatId: string } | null;
    cardsInFull: Array<{ id: string; holder: "player" | "npc"; role: Role }>;
    actions: Array<{ action: string; targets: string[] }>;
    log: unknown[];
  };
}

const PLAYERS = ["あおい", "ぶん", "ちはる", "だいち", "えみ", "ふうた"];
const MINISTER = "「バカもん！わしは大臣じゃ！」";
const JUST_ME = "「やぁ、ご同輩！」";
const SILENT = "（何もしゃべらない）";

test("a Japanese host's Secret Moon game: the moderator page, the town square and a player link in the edition's words", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "月夜の城", "secret-moon", { "accept-language": "ja-JP,ja;q=0.9" });
  for (const name of PLAYERS) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });

  const modView = async () =>
    (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.rules as ModRules;
  const seatName = async (id: string) => {
    const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
      id: string;
      name: string;
    }>;
    return seats.find((s) => s.id === id)!.name;
  };

  // The deal form, in Japanese.
  await page.goto(`/games/${game.id}`);
  const panel = page.getByTestId("secret-moon-panel");
  await expect(panel.getByRole("heading", { name: "最初のゲームを配る" })).toBeVisible();
  await expect(panel.getByTestId("sm-seat-requirement")).toHaveText("Secret Moonは5〜8人で遊びます。6人：配れます。");
  await expect(panel.getByText("盗賊の人物カード")).toBeVisible();
  await screenshotBoth(page, "i18n-secret-moon-deal-ja");
  await panel.getByRole("button", { name: "第1ゲームを配る" }).click();

  await expect(panel.getByRole("heading", { name: "人物カードを配りました" })).toBeVisible();
  await expect(panel.getByTestId("sm-hints")).toContainText("目を閉じて5つ数えます");
  await panel.getByRole("button", { name: "第1ラウンドの行動順カードを配る" }).click();
  await expect(panel.getByTestId("sm-call")).toContainText("番？");

  // Whoever acts first asks the Minister "Who goes there?" (the Minister passes first if it is them).
  let view = await modView();
  const minister = view.game.cardsInFull.find((c) => c.role === "minister")!;
  if (minister.holder === "player" && view.game.call!.seatId === minister.id) {
    await command(page.request, game.id, { type: "secret-moon.pass", seatId: minister.id });
    view = await modView();
  }
  const asker = view.game.call!.seatId;
  await page.reload();
  await expect(panel.getByText(`${await seatName(asker)}のアクションは？`)).toBeVisible();
  for (const action of ["観察", "質問", "指名", "隠れる/かばう", "妨害", "捕獲", "パス"])
    await expect(panel.getByRole("button", { name: action, exact: true })).toBeVisible();
  await panel.getByRole("button", { name: "質問", exact: true }).click();
  if (minister.holder === "player") {
    await panel.getByLabel("対象").selectOption(minister.id);
    await expect(panel.getByTestId("sm-action-preview")).toContainText(MINISTER);
  }
  await expect(panel.getByTestId("sm-action-preview")).toContainText("「そこにいるのは何者か？」");
  await screenshotBoth(page, "i18n-secret-moon-action-ja");
  const target = minister.holder === "player" ? minister.id : await panel.getByLabel("対象").inputValue();
  await panel.getByRole("button", { name: "質問を確定" }).click();
  await expect.poll(async () => (await modView()).game.log.length).toBeGreaterThan(view.game.log.length);

  const log = panel.getByTestId("sm-mod-log");
  await expect(log).toContainText(`${await seatName(asker)}が${await seatName(target)}に「質問」`);
  if (minister.holder === "player") {
    await expect(log).toContainText(MINISTER);
    await expect(log).toContainText("大臣チームのマーカー");
  }
  await expect(panel.getByTestId("sm-post")).toContainText("「そこにいるのは何者か？」");
  await expect(panel.getByRole("heading", { name: "スレッド用の投稿" })).toBeVisible();

  // Next, a Guard or the Priestess is asked, then the Princess or the Wanderer, where the turn allows.
  for (const [roles, line] of [
    [["guard", "priestess"], JUST_ME],
    [["princess", "wanderer"], SILENT],
  ] as const) {
    view = await modView();
    if (view.phase !== "turn") break;
    const inquire = view.game.actions.find((a) => a.action === "inquire")!;
    const asked = inquire.targets.find((id) =>
      view.game.cardsInFull.some((c) => c.id === id && (roles as readonly Role[]).includes(c.role)),
    );
    if (!asked) continue;
    await command(page.request, game.id, {
      type: "secret-moon.inquire",
      seatId: view.game.call!.seatId,
      target: asked,
    });
    await expect(log).toContainText(line);
  }
  await screenshotBoth(page, "i18n-secret-moon-moderator-ja");

  // The town square: the game's language, the edition's words.
  const visitor = await browser.newPage({ locale: "ja-JP" });
  await visitor.goto(game.publicUrl);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "ja");
  const town = visitor.getByTestId("sm-town");
  await expect(town.getByTestId("sm-town-status")).toContainText("第1ゲーム（全3ゲーム）・第1ラウンド（全3ラウンド）");
  await expect(town.getByRole("heading", { name: "人物カード" })).toBeVisible();
  await expect(town.getByTestId("sm-town-log")).toContainText("「そこにいるのは何者か？」");
  if (minister.holder === "player") await expect(town.getByTestId("sm-town-log")).toContainText(MINISTER);
  await expect(town.getByTestId("sm-town-cards")).toContainText("裏向き");
  await expect(town.getByTestId("sm-town-discards")).toContainText("姫チームのマーカー");
  await expect(town.getByTestId("sm-scoring")).toContainText("勝利点1点");
  await screenshotBoth(visitor, "i18n-secret-moon-town-ja");

  // The acting player's link: their card, the call and their whole turn, in the edition's words.
  view = await modView();
  if (view.phase === "turn") {
    const actor = view.game.call!.seatId;
    const role = view.game.cardsInFull.find((c) => c.id === actor)!.role;
    const link = await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: actor } });
    const { url } = (await link.json()) as { url: string };
    await visitor.goto(url);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "ja");
    const names: Record<Role, string> = {
      princess: "姫",
      wanderer: "旅人",
      minister: "大臣",
      guard: "兵士",
      priestess: "僧侶",
      thief: "盗賊",
    };
    expect(await readCard(visitor, "own-character")).toBe(names[role]);
    await expect(visitor.getByTestId("sm-seat-call")).toContainText("あなたの手番です。");
    await expect(visitor.getByRole("heading", { name: /あなたの手番：行動順カード\d+を公開します/ })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "パス", exact: true })).toBeVisible();
    await expect(visitor.getByText("次のラウンドの行動順カードを確保")).toBeVisible();
    await screenshotBoth(visitor, "i18n-secret-moon-seat-ja");
  }
  await visitor.close();
});
