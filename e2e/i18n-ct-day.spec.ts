import { expect as baseExpect, test, type Locator, type Page } from "./test";
import { clocktowerDay, dayCommand as day, seatLink } from "./clocktower-day";
import { command, screenshotBoth, signUpByApi } from "./helpers";

test.setTimeout(300_000);
const expect = baseExpect.configure({ timeout: 60_000 });

// The host reads Japanese; the game publishes in Japanese too.
test.use({ locale: "ja-JP" });

/** In dev, the framework's overlay would cover the runtime-free pages in the screenshots. */
async function shoot(page: Page, name: string) {
  await page.addStyleTag({ content: "nextjs-portal{display:none!important}" });
  await screenshotBoth(page, name);
}

/** A part of the page at 390 px and 1280 px, into /tmp/shots-ct-day, to look at closely. */
async function shootPart(page: Page, part: Locator, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: `/tmp/shots-ct-day/${name}-${width}.png` });
  }
}

test("a Japanese game by day: the host's day screen, the town square, a player's link and a post in Japanese", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { title: "月下の村", inAppVoting: true });
  await command(page.request, game.id, { type: "game.language", language: "ja" });
  await day(page.request, game, {
    type: "day.nominate",
    nominator: game.seatOf("Amelia"),
    nominee: game.seatOf("Dolby"),
  });
  await day(page.request, game, { type: "day.vote", voter: game.seatOf("Amelia"), nominee: game.seatOf("Dolby") });
  await day(page.request, game, { type: "day.vote", voter: game.seatOf("Eggyolk"), nominee: game.seatOf("Dolby") });
  const kiirumaUrl = await seatLink(page.request, game, "Kiiruma");

  // The host's day screen in Japanese.
  await page.goto(`/games/${game.id}`);
  const panel = page.getByTestId("day-panel");
  await expect(panel.getByRole("heading", { name: /^指名/ })).toBeVisible();
  const count = page.getByTestId("day-count");
  await expect(count.getByRole("heading", { name: /^投票集計/ })).toBeVisible();
  await expect(count).toContainText("このままなら処刑なし");
  await expect(count.getByTestId("day-count-total")).toContainText("2/7");
  await expect(count.getByTestId("day-majority")).toHaveText("生存者7人：処刑には4票が必要です。");
  await expect(page.getByTestId("day-votes").getByRole("heading", { name: /^投票の入力/ })).toBeVisible();
  await expect(page.getByTestId("day-clock")).toContainText("1日目");
  await expect(page.getByTestId("day-resolve").getByRole("button", { name: "1日目を決着させる" })).toBeVisible();
  // The count to post, in the game's language.
  await expect(page.getByTestId("day-export-text")).toHaveValue(/【1日目 投票集計】/);
  await expect(page.getByTestId("day-export-text")).toHaveValue(/未投票：Dolby、Kiiruma/);

  // A post for the thread, in the game's language, whatever the host reads.
  const posts = page.getByTestId("ct-posts");
  await expect(posts.getByRole("heading", { name: /^スレッド用の投稿/ })).toBeVisible();
  await expect(posts.getByTestId("ct-post-text")).toHaveValue(/\[b\]1日目が始まりました。\[\/b\]/);
  await expect(posts.getByTestId("ct-post-text")).toHaveValue(/生存者7人：処刑には4票が必要です。/);
  await expect(posts.getByTestId("ct-post-length")).toContainText("文字");
  await page.getByTestId("day-panel").scrollIntoViewIfNeeded();
  await shoot(page, "i18n-ct-day-host");

  // The town square speaks the game's language, signed out.
  const visitor = await browser.newContext({ locale: "en-US" });
  const town = await visitor.newPage();
  await town.goto(`/town/${game.slug}`);
  const townDay = town.getByTestId("town-day");
  await expect(townDay.getByRole("heading", { name: "1日目：指名と投票" })).toBeVisible();
  await expect(town.getByTestId("voting-mode")).toHaveText("自分の専用リンクから投票");
  await expect(town.getByTestId("majority")).toHaveText("生存者7人：処刑には4票が必要です。");
  await expect(town.getByTestId("count-label")).toHaveText("2/7（あと2票）");
  await expect(town.getByTestId("not-voting")).toContainText("未投票（5）");
  await expect(town.getByTestId("day-clock")).toContainText("終了まで");
  await expect(town.getByTestId("town-phase")).toContainText("7人中7人が生存");
  await shoot(town, "i18n-ct-day-town");

  // A player's link too: Kiiruma votes from it.
  const players = await browser.newContext({ locale: "en-US" });
  const kiiruma = await players.newPage();
  await kiiruma.goto(kiirumaUrl);
  const own = kiiruma.getByTestId("own-day");
  await expect(own.getByRole("heading", { name: "1日目：あなたの投票" })).toBeVisible();
  await expect(own).toContainText("あなたは投票していません");
  await expect(own).toContainText("本日はまだ誰も指名していません。");
  await expect(own).toContainText("投票締切：");
  await kiiruma.getByLabel("投票先").selectOption({ label: "Dolby" });
  await kiiruma.getByRole("button", { name: "投票する", exact: true }).press("Enter");
  await expect(own).toContainText("あなたは Dolby に投票しています · 移すことも取り下げることもできます");
  await expect(kiiruma.getByTestId("own-character")).toHaveText("Exorcist");
  await shoot(kiiruma, "i18n-ct-day-seat");

  // The town follows, in Japanese.
  await expect(town.getByTestId("count-label")).toHaveText("3/7（あと1票）");
});

test("a Japanese game's day parts: the Matron's warning and the day's hint for the host, the town square with no English", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { title: "入れ替えの村" });
  await command(page.request, game.id, { type: "game.language", language: "ja" });
  await command(page.request, game.id, { type: "seat.add", name: "Mira" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const mira = seats.find((s) => s.name === "Mira")!.id;
  await command(
    page.request,
    game.id,
    { type: "clocktower.addTraveller", seatId: mira, characterId: "matron", alignment: "good" },
    true,
  );
  // The Matron's three pairs of Day 1, then a whisper to the storyteller and every voter locked.
  for (const [a, b] of [
    ["Amelia", "Dolby"],
    ["Eggyolk", "Kiiruma"],
    ["Nightingale", "Whysper"],
  ] as const)
    await command(page.request, game.id, { type: "clocktower.matronSwap", seatIds: [game.seatOf(a), game.seatOf(b)] });
  await day(page.request, game, { type: "whisper.declare", from: game.seatOf("Amelia"), to: "storyteller" });
  for (const id of [...game.seats.map((s) => s.id), mira])
    await day(page.request, game, { type: "day.lockVote", voter: id }, true);

  // The host's page: the day's hint, and a fourth swap warned in Japanese with the Matron's name as the script spells it.
  await page.goto(`/games/${game.id}`);
  await expect(page.getByTestId("day-count")).toContainText(
    "生存している投票者全員が確定しました。いま昼を決着させられます。",
  );
  // On a phone: the warning opens beside the control at 390 px.
  await page.setViewportSize({ width: 390, height: 900 });
  const matron = page.getByTestId("ct-matron");
  await matron.getByLabel("入れ替え", { exact: true }).selectOption({ label: "CRichard" });
  await matron.getByLabel("相手", { exact: true }).selectOption({ label: "Amelia" });
  await matron.getByRole("button", { name: "席を入れ替える" }).click();
  const warning = page.getByRole("alertdialog");
  await expect(warning).toContainText("Matron は1日目にすでに3組を入れ替えています：「");
  await expect(warning).not.toContainText("clocktower.dayCharacters.");
  await shootPart(page, warning, "matron-warning");
  await shootPart(page, page.getByTestId("day-count"), "day-hints");
  await shoot(page, "i18n-ct-day-matron-warning");
  await warning.getByRole("button", { name: "キャンセル" }).click();
  await expect(warning).toBeHidden();

  // The town square: the whisper to the storyteller and the locks in Japanese, no English word of ours.
  const visitor = await browser.newContext({ locale: "en-US" });
  const town = await visitor.newPage();
  await town.goto(`/town/${game.slug}`);
  const townDay = town.getByTestId("town-day");
  await expect(townDay.getByRole("heading", { name: "1日目：指名と投票" })).toBeVisible();
  await expect(townDay).toContainText("ストーリーテラー");
  const text = await townDay.innerText();
  for (const english of ["Storyteller", "storyteller", "nobody", "Nobody", "A player", "Locked", "Voting"])
    expect(text, english).not.toContain(english);
  await shootPart(town, townDay, "town-day");
  await shoot(town, "i18n-ct-day-town-parts");
});
