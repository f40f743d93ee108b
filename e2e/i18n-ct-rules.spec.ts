/**
 * The Clocktower rules' own sentences for a Japanese host: a script's import problems, the night
 * order's steps that are not characters, a nomination held back, the execution and the death it leaves,
 * on the host's screen, the API and the town square, with the names side by side as Japanese writes them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "./test";
import { clocktowerDay, dayCommand as day } from "./clocktower-day";
import { command, screenshotBoth, signUpByApi } from "./helpers";

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ locale: "ja-JP" });

const JA = { "accept-language": "ja-JP,ja;q=0.9" };

async function shoot(page: Page, name: string) {
  await page.addStyleTag({ content: "nextjs-portal{display:none!important}" });
  await screenshotBoth(page, name);
}

test("a Japanese host reads a script's problems and its night order in Japanese", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  await page.goto("/scripts");
  await page
    .getByLabel("または JSON を貼り付け")
    .fill(readFileSync(path.resolve("e2e", "fixtures", "invalid-script.json"), "utf8"));
  await page.getByRole("button", { name: "貼り付けたスクリプトを読み込む" }).click();
  const problems = page.getByTestId("problems").getByRole("listitem");
  await expect(problems.first()).toBeVisible();
  await expect(problems).toContainText([
    "1番目の項目（_meta）：name は",
    "3番目の項目：team は townsfolk、outsider、minion、demon、traveller、fabled、loric のどれかにしてください",
    "3番目の項目：ability は空でない文字列にしてください",
    "4番目の項目：キャラクター ID（文字列）かキャラクターオブジェクトにしてください",
    "6番目の項目：「sailor」はすでにスクリプトにあります（5番目の項目）",
    "不明なキャラクター ID：nosuchcharacter（目録を読み込むか、カスタムキャラクターとして追加してください）",
  ]);
  await expect(page.getByTestId("problems")).not.toContainText("item");
  await shoot(page, "i18n-ct-rules-script-problems");

  // The built-in script's night order: Dusk, Minion info, Demon info and Dawn in Japanese.
  const scripts = (await (await page.request.get("/api/scripts")).json()).scripts as Array<{
    id: string;
    builtIn: boolean;
  }>;
  await page.goto(`/scripts/${scripts.find((s) => s.builtIn)!.id}`);
  const first = page.getByTestId("first-night");
  await expect(first).toContainText("夕暮れ");
  await expect(first).toContainText("ミニオン情報");
  await expect(first).toContainText("デーモン情報");
  await expect(first).toContainText("各ミニオンに、ほかの最初から悪のプレイヤーが誰か");
  await expect(page.getByTestId("other-night")).toContainText("夜明け");
  // The characters' reminders are the script's own (English here); the markers are ours.
  for (const english of ["Dusk", "Minion info", "Dawn"]) await expect(first).not.toContainText(english);
  await shoot(page, "i18n-ct-rules-night-order");
});

test("a Japanese game's day: a nomination held back, the execution and the death in Japanese", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { title: "処刑の村" });
  await command(page.request, game.id, { type: "game.language", language: "ja" });
  await day(page.request, game, {
    type: "day.nominate",
    nominator: game.seatOf("Amelia"),
    nominee: game.seatOf("Dolby"),
  });

  // The rules hold back a second nomination by Amelia, in the reader's language: nothing is applied.
  const held = await page.request.post(`/api/games/${game.id}/commands`, {
    data: {
      command: {
        type: "clocktower.day",
        command: { type: "day.nominate", nominator: game.seatOf("Amelia"), nominee: game.seatOf("Whysper") },
      },
    },
    headers: JA,
  });
  expect(await held.json()).toMatchObject({
    applied: false,
    warnings: ["Amelia は本日すでに指名しています（Dolby）。"],
  });

  for (const voter of ["Amelia", "Eggyolk", "Nightingale", "Kiiruma"])
    await day(page.request, game, { type: "day.vote", voter: game.seatOf(voter), nominee: game.seatOf("Dolby") });

  await page.goto(`/games/${game.id}`);
  // The voters side by side, as Japanese lists them; the preview in the rules' words.
  const dolby = page
    .getByTestId("day-count-row")
    .filter({ has: page.locator("td:nth-child(2)", { hasText: "Dolby" }) });
  await expect(dolby.locator("td").nth(2)).toHaveText("Amelia、Eggyolk、Nightingale、Kiiruma");
  await expect(page.getByTestId("day-preview")).toContainText("Dolby が4票（4票必要）で処刑され、死亡します。");
  await expect(page.getByTestId("gr-majority")).toHaveText("生存者7人：処刑には4票が必要です。");
  // The phase bar's one action, in Japanese.
  const primary = page.getByTestId("phase-primary");
  await expect(primary).toHaveText("1日目を決着させる");
  await primary.click();
  // Voting is still open: the rules ask first, in Japanese.
  const dialog = page.getByRole("alertdialog", { name: "ルール上は認められていません" });
  await expect(dialog).toContainText("すべての投票が確定してはいません。");
  await dialog.getByRole("button", { name: "それでも実行する" }).click();
  await expect(page.getByTestId("day-result-summary")).toHaveText("Dolby が4票（4票必要）で処刑され、死亡します。");
  await expect(primary).toHaveText("第2夜を始める");
  await shoot(page, "i18n-ct-rules-day-resolved");

  // The town square, signed out in an English browser: the execution and the death in the game's language.
  const visitor = await browser.newContext({ locale: "en-US" });
  const town = await visitor.newPage();
  await town.goto(`/town/${game.slug}`);
  await expect(town.getByTestId("town-day")).toContainText("Dolby が4票（4票必要）で処刑され、死亡します。");
  await expect(town.getByTestId("town-grimoire")).toContainText("1日目に処刑");
  await expect(town.getByTestId("town-graveyard")).toContainText("Dolby — 1日目に処刑");
  // Our words only: the script's ability texts are the script's own (English here).
  for (const part of ["town-day", "town-grimoire", "town-graveyard"]) {
    const text = await town.getByTestId(part).innerText();
    for (const english of ["is executed", "Executed", "votes", "needed", "D1"])
      expect(text, english).not.toContain(english);
  }
  await shoot(town, "i18n-ct-rules-town-executed");
  await visitor.close();
});
