import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "./test";
import { CAST7, clocktowerDay, dayCommand as day, seatLink, type DayGame } from "./clocktower-day";
import { command, screenshotBoth, signUpByApi } from "./helpers";

test.setTimeout(300_000);
// The dev server compiles each route on first use: slow on a small machine.
const expect = baseExpect.configure({ timeout: 60_000 });

/** In dev, the framework's overlay would cover the runtime-free pages in the screenshots. */
async function shoot(page: Page, name: string) {
  await page.addStyleTag({ content: "nextjs-portal{display:none!important}" });
  await screenshotBoth(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const id of ["town-day", "own-day"]) {
      const part = page.getByTestId(id);
      if (await part.count())
        await part.first().screenshot({ path: `test-results/screenshots/${name}-${id}-${width}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Presses a form's submit button (keyboard: in dev the framework overlay may cover the page) and waits for the answer. */
async function submit(page: Page, button: string) {
  await page.getByRole("button", { name: button, exact: true }).press("Enter");
  await expect(page.getByText("Done.", { exact: true })).toBeVisible();
}

const row = (town: Page, nominee: string) =>
  town.getByTestId("count-row").filter({ has: town.getByRole("cell", { name: nominee, exact: true }) });

/**
 * No other seat's character (nor any alignment) in what the town and this player may read. The
 * whole pages list every character of the script's sheet, so there it is a character tied to a seat
 * that must not appear; the day's own parts must not name a character at all.
 */
async function expectNoLeak(
  request: APIRequestContext,
  game: DayGame,
  ownName: string,
  seatUrl: string,
  texts: string[],
) {
  const others = CAST7.filter(([n]) => n !== ownName);
  const townJson = await (await request.get(`/api/town/${game.slug}`)).text();
  const pages = [townJson, await (await request.get(`/town/${game.slug}`)).text()];
  const seatPages = [
    await (await request.get(seatUrl)).text(),
    await (await request.get(seatUrl.replace("/seat/", "/api/seat/"))).text(),
  ];
  for (const text of pages) expect(text).not.toContain('"alignment"');
  for (const text of [...pages, ...seatPages])
    for (const [, id] of others) {
      const title = id[0]!.toUpperCase() + id.slice(1);
      expect(text).not.toMatch(new RegExp(`"(characterId|character)":"${id}"`));
      expect(text).not.toMatch(new RegExp(`(is|was) the ${title}\\b`));
    }
  const rules = JSON.parse(townJson).view.rules;
  const dayJson = JSON.stringify([rules.day, rules.dayHistory]);
  for (const text of [dayJson, ...texts]) {
    expect(text).not.toMatch(/alignment|\bgood\b|\bevil\b/i);
    for (const [, id] of others) {
      expect(text).not.toMatch(new RegExp(`\\b${id}\\b`, "i"));
    }
  }
}

test("the day live on the town square and from the players' links: nominate, vote, move, count, resolve", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { inAppVoting: true });
  const ameliaUrl = await seatLink(page.request, game, "Amelia");
  const dolbyUrl = await seatLink(page.request, game, "Dolby");

  // The town square, signed out, stays open: it must follow the day live.
  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.goto(`/town/${game.slug}`);
  const townDay = town.getByTestId("town-day");
  await expect(townDay.getByRole("heading", { name: "Day 1: nominations and votes" })).toBeVisible();
  await expect(town.getByTestId("voting-mode")).toHaveText("Vote from your private link");
  await expect(town.getByTestId("majority")).toHaveText("With 7 alive, it takes 4 to execute.");
  await expect(townDay).toContainText("No nominations yet.");
  await expect(town.getByTestId("day-clock")).toContainText("ends in");

  // Amelia nominates Kiiruma and votes for her from her link.
  const players = await browser.newContext();
  const amelia = await players.newPage();
  await amelia.goto(ameliaUrl);
  const own = amelia.getByTestId("own-day");
  await expect(own).toContainText("You are not voting.");
  await expect(own).toContainText("You have not nominated anyone today.");
  // The deadline in the same form as the town square's, in the reader's zone.
  await expect(own.locator("li", { hasText: "Voting closes at" }).locator("time[data-local-time]")).toHaveText(
    /^\w{3} \d{1,2} \w{3} \d{2}:\d{2} \S+$/,
  );
  await amelia.getByLabel("Nominate", { exact: true }).selectOption({ label: "Kiiruma" });
  await submit(amelia, "Nominate");
  await expect(own).toContainText("You nominated Kiiruma.");
  await expect(amelia.getByLabel("Nominate", { exact: true })).toHaveCount(0);
  await amelia.getByLabel("Vote for").selectOption({ label: "Kiiruma" });
  await submit(amelia, "Vote");
  await expect(own).toContainText("You vote for Kiiruma · you may move or withdraw it.");

  // The town square shows it without a reload.
  await expect(row(town, "Kiiruma")).toContainText("Amelia");
  await expect(row(town, "Kiiruma").getByTestId("count-label")).toHaveText("1/7 (L-3)");

  // The storyteller enters votes from the thread: the count follows.
  await day(page.request, game, {
    type: "day.nominate",
    nominator: game.seatOf("CRichard"),
    nominee: game.seatOf("Whysper"),
  });
  await day(page.request, game, { type: "day.vote", voter: game.seatOf("Eggyolk"), nominee: game.seatOf("Kiiruma") });
  await day(page.request, game, {
    type: "day.vote",
    voter: game.seatOf("Nightingale"),
    nominee: game.seatOf("Kiiruma"),
  });
  await day(page.request, game, { type: "day.vote", voter: game.seatOf("CRichard"), nominee: game.seatOf("Whysper") });
  await expect(row(town, "Kiiruma").getByTestId("count-label")).toHaveText("3/7 (L-1)");
  await expect(row(town, "Kiiruma")).toContainText("Amelia, Eggyolk, Nightingale");
  await expect(row(town, "Whysper").getByTestId("count-label")).toHaveText("1/7 (L-3)");
  await expect(row(town, "Whysper")).toContainText("CRichard");

  // Dolby votes Kiiruma (majority), then moves to Whysper.
  const dolby = await players.newPage();
  await dolby.goto(dolbyUrl);
  await dolby.getByLabel("Vote for").selectOption({ label: "Kiiruma" });
  await submit(dolby, "Vote");
  await expect(row(town, "Kiiruma").getByTestId("count-label")).toHaveText("4/7 (majority)");
  await dolby.getByLabel("Vote for").selectOption({ label: "Whysper" });
  await submit(dolby, "Move my vote");
  await expect(dolby.getByTestId("own-day")).toContainText("You vote for Whysper");
  await expect(row(town, "Kiiruma").getByTestId("count-label")).toHaveText("3/7 (L-1)");
  await expect(row(town, "Whysper").getByTestId("count-label")).toHaveText("2/7 (L-2)");
  await expect(row(town, "Whysper")).toContainText("CRichard, Dolby");
  await expect(town.getByTestId("not-voting")).toContainText("Not voting (2)");
  await expect(town.getByTestId("not-voting")).toContainText("Kiiruma, Whysper");

  // Dolby declares a whisper and locks: the lock is final.
  await dolby.getByLabel("Whisper with").selectOption({ label: "Amelia" });
  await submit(dolby, "Declare whisper");
  await expect(town.getByTestId("day-whispers")).toContainText("Dolby whispers with Amelia");
  await expect(town.getByTestId("day-whispers")).toContainText("Dolby (2)");
  await expect(dolby.getByText("Locking is final")).toBeVisible();
  await submit(dolby, "Lock my vote for Whysper");
  await expect(dolby.getByTestId("own-day")).toContainText("You vote for Whysper · locked.");
  await expect(dolby.getByLabel("Vote for")).toHaveCount(0);
  await expect(town.getByTestId("locked-voters")).toContainText("Dolby");

  await shoot(town, "day-town-voting");
  await shoot(dolby, "day-seat-voting");
  for (const p of [town, dolby]) {
    await p.setViewportSize({ width: 390, height: 844 });
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await p.setViewportSize({ width: 1280, height: 800 });
  }

  // No serious accessibility problem in the day (the dev overlay aside), and lean markup.
  for (const p of [town, dolby]) {
    const found = await new AxeBuilder({ page: p }).exclude("nextjs-portal").analyze();
    expect(
      found.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
  const dayBytes = await town.getByTestId("town-day").evaluate((e) => e.outerHTML.length);
  console.log(`the day's markup: ${(dayBytes / 1024).toFixed(1)} KB before compression`);
  expect(dayBytes).toBeLessThan(24 * 1024);

  // Nothing hidden reaches the town square or a player's page.
  await expectNoLeak(visitor.request, game, "Dolby", dolbyUrl, [
    await town.getByTestId("town-day").innerText(),
    await dolby.getByTestId("own-day").innerText(),
    JSON.stringify((await (await players.request.get(dolbyUrl.replace("/seat/", "/api/seat/"))).json()).view.own.day),
  ]);
  await expect(dolby.getByTestId("own-character")).toHaveText("Innkeeper");

  // Whysper joins Kiiruma's line and the storyteller resolves the day: Kiiruma is executed.
  await day(page.request, game, { type: "day.vote", voter: game.seatOf("Whysper"), nominee: game.seatOf("Kiiruma") });
  await expect(row(town, "Kiiruma").getByTestId("count-label")).toHaveText("4/7 (majority)");
  await day(page.request, game, { type: "day.resolve" }, true);
  await expect(town.getByTestId("day-result")).toContainText("Kiiruma");
  await expect(town.getByTestId("vote-log")).toContainText(
    "Dolby moves their vote from Kiiruma to Whysper, from their link.",
  );
  await amelia.reload();
  await expect(amelia.getByLabel("Vote for")).toHaveCount(0);

  // At night the day moves to the history, its final count inside.
  await command(page.request, game.id, { type: "clocktower.startNight" }, true);
  const history = town.getByTestId("day-history");
  await expect(history).toContainText("Day 1");
  await history.getByText("Day 1").click();
  await expect(history.getByTestId("day-result")).toContainText("Amelia, Eggyolk, Nightingale, Whysper");
  await shoot(town, "day-town-history");
  // The live page leaves an earlier day's votes out: they are a link away, at an address that names
  // their content (cached for ever), and in the JSON per day.
  const votesLink = history.getByRole("link", { name: /^Votes \(\d+\)$/ });
  const href = (await votesLink.getAttribute("href"))!;
  expect(JSON.stringify((await (await visitor.request.get(`/api/town/${game.slug}`)).json()).view)).not.toContain(
    "Amelia votes Kiiruma",
  );
  await votesLink.click();
  await expect(town.getByTestId("day-votes")).toContainText("Amelia votes Kiiruma");
  const dayJson = await visitor.request.get(href.replace(`/town/${game.slug}/day/`, `/api/town/${game.slug}/days/`));
  expect(dayJson.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(((await dayJson.json()).voteLog as string[]).some((l) => l.includes("Amelia votes Kiiruma"))).toBe(true);
  await visitor.close();
  await players.close();
});

test("without in-app voting, a player is sent to the game thread and has no vote form", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { inAppVoting: false });
  const url = await seatLink(page.request, game, "Eggyolk");
  await day(page.request, game, {
    type: "day.nominate",
    nominator: game.seatOf("Amelia"),
    nominee: game.seatOf("Dolby"),
  });
  // Eggyolk is dead: the storyteller enters his ghost vote from the thread, then pauses the day.
  await command(
    page.request,
    game.id,
    { type: "clocktower.markDead", seatId: game.seatOf("Eggyolk"), cause: "ability" },
    true,
  );
  await day(page.request, game, { type: "day.vote", voter: game.seatOf("Eggyolk"), nominee: game.seatOf("Dolby") });
  await day(page.request, game, { type: "phase.pause" });
  const player = await browser.newContext();
  const seat = await player.newPage();
  await seat.goto(url);
  await expect(seat.getByTestId("own-day")).toContainText("Post your nominations and votes in the game thread.");
  await expect(seat.getByTestId("own-day")).toContainText("You vote for Dolby");
  await expect(seat.getByTestId("own-day")).toContainText("You are dead: your ghost vote is still yours");
  const townDay = seat.getByTestId("town-day");
  await expect(townDay).toContainText("Vote in the thread");
  await expect(townDay.getByTestId("majority")).toHaveText("With 6 alive, it takes 4 to execute.");
  await expect(townDay.getByTestId("dead-tokens")).toContainText("Eggyolk: token available, voting Dolby");
  await expect(townDay.getByTestId("day-clock")).toContainText("Paused");
  await expect(townDay.getByTestId("day-clock")).not.toContainText("ends in");
  await expect(seat.getByLabel("Vote for")).toHaveCount(0);
  await expect(seat.getByRole("button", { name: "Nominate" })).toHaveCount(0);
  await expect(seat.getByRole("button", { name: /Lock my/ })).toHaveCount(0);
  // A vote forged as a form is refused, and the page says why.
  const res = await seat.request.post(url.replace("/seat/", "/api/seat/") + "/commands", {
    form: {
      command: JSON.stringify({
        type: "clocktower.day",
        command: { type: "day.vote", voter: game.seatOf("Eggyolk"), nominee: game.seatOf("Dolby") },
      }),
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  await seat.goto(res.headers().location!);
  await expect(seat.getByRole("alert").filter({ hasText: "In-app voting is off in this game" })).toBeVisible();
  await expect(seat.getByTestId("town-day").getByTestId("count-label")).toHaveText("1/6 (L-3)");
  await shoot(seat, "day-seat-thread");
  await player.close();
});

test("on a 390 px phone the town square opens on the count: totals, the majority line, who has not voted", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request);
  await day(page.request, game, {
    type: "day.nominate",
    nominator: game.seatOf("Amelia"),
    nominee: game.seatOf("Kiiruma"),
  });
  await day(page.request, game, {
    type: "day.nominate",
    nominator: game.seatOf("Dolby"),
    nominee: game.seatOf("Whysper"),
  });
  for (const voter of ["Amelia", "Eggyolk", "Nightingale"])
    await day(page.request, game, { type: "day.vote", voter: game.seatOf(voter), nominee: game.seatOf("Kiiruma") });
  await day(page.request, game, { type: "day.vote", voter: game.seatOf("Dolby"), nominee: game.seatOf("Whysper") });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "America/New_York" });
  const town = await phone.newPage();
  await town.goto(`/town/${game.slug}`);
  const leader = row(town, "Kiiruma").getByTestId("count-label");
  await expect(leader).toHaveText("3/7 (L-1)");

  /** Fully inside the first screen, and at least `px` tall type. */
  const firstScreen = async (locator: ReturnType<Page["getByTestId"]>, px: number) => {
    const box = (await locator.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const size = await locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(px);
  };
  await firstScreen(leader, 22);
  await firstScreen(town.getByTestId("majority"), 18);
  await expect(town.getByTestId("majority")).toHaveText("With 7 alive, it takes 4 to execute.");
  await firstScreen(town.getByTestId("not-voting"), 12);
  await expect(town.getByTestId("not-voting")).toContainText("Kiiruma, Whysper, CRichard");

  // One deadline with its countdown; the others folded.
  const clock = town.getByTestId("day-clock");
  await expect(clock).toContainText("ends in");
  await expect(clock.getByTestId("day-deadlines")).not.toHaveAttribute("open");
  // The vote log in the reader's zone.
  await expect(town.getByTestId("vote-log").locator("li").first()).toContainText("Amelia votes Kiiruma");
  await expect(town.getByTestId("vote-log").locator("time").first()).toHaveText(
    /^\w{3} \d{1,2} \w{3} \d{2}:\d{2} E[SD]T$/,
  );
  await expect(town.getByTestId("vote-log").locator("[data-utc-aside]").first()).toBeVisible();
  mkdirSync("test-results/screenshots", { recursive: true });
  await town.screenshot({ path: "test-results/screenshots/day-town-phone-390x844.png" });
  await phone.close();

  // A reader in UTC sees each time once, in the same form as the moderator's pages.
  const utc = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "UTC" });
  const utcTown = await utc.newPage();
  await utcTown.goto(`/town/${game.slug}`);
  await expect(utcTown.getByTestId("vote-log").locator("time").first()).toHaveText(
    /^\w{3} \d{1,2} \w{3} \d{2}:\d{2} UTC$/,
  );
  await expect(utcTown.getByTestId("vote-log").locator("[data-utc-aside]").first()).toBeHidden();
  await utc.close();
});
