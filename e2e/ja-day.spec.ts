import { expect as baseExpect, test } from "./test";
import { clocktowerDay, dayCommand as day } from "./clocktower-day";
import { command, signUpByApi } from "./helpers";

test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 60_000 });

test.use({ locale: "ja-JP" });

// Issue 27 part 3: a Japanese game's count reads as a Japanese thread writes it.
test("a Japanese day: the count post reads 「2/7（あと2票）」 under 【1日目 投票集計】, deadlines in JST beside UTC", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { title: "月下の村" });
  await command(page.request, game.id, { type: "game.language", language: "ja" });
  await day(page.request, game, {
    type: "day.nominate",
    nominator: game.seatOf("Amelia"),
    nominee: game.seatOf("Dolby"),
  });
  await day(page.request, game, { type: "day.vote", voter: game.seatOf("Amelia"), nominee: game.seatOf("Dolby") });
  await day(page.request, game, { type: "day.vote", voter: game.seatOf("Eggyolk"), nominee: game.seatOf("Dolby") });

  await page.goto(`/games/${game.id}`);
  const count = page.getByTestId("day-count");
  await expect(count.getByTestId("day-count-total")).toContainText("2/7");
  await expect(count.getByTestId("day-count-total")).toContainText("（あと2票）");
  await expect(count).toContainText("指名先");
  await expect(count.getByTestId("day-majority")).toHaveText("生存者7人：処刑には4票が必要です。");

  // The count to post: Japanese heading, columns and totals, no forum jargon.
  const post = page.getByTestId("day-export-text");
  await expect(post).toHaveValue(/^\[b\]【1日目 投票集計】\[\/b\]/);
  await expect(post).toHaveValue(/\[th\]指名者\[\/th\]\[th\]指名先\[\/th\]\[th\]投票者\[\/th\]\[th\]票数\[\/th\]/);
  await expect(post).toHaveValue(/\[td\]2\/7（あと2票）\[\/td\]/);
  await expect(post).toHaveValue(/投票締切：.+ JST（.+ UTC）/);
  expect(await post.inputValue()).not.toContain("L-");

  // The town square says the same, signed out.
  const visitor = await browser.newContext({ locale: "en-US" });
  const town = await visitor.newPage();
  await town.goto(`/town/${game.slug}`);
  await expect(town.getByTestId("count-label")).toHaveText("2/7（あと2票）");
  await expect(town.getByTestId("town-phase")).toContainText("7人中7人が生存");
  await visitor.close();
});
