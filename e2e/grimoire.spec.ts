import { expect as baseExpect, test, type APIRequestContext, type Page } from "./test";
import { command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";
import { openStep } from "./clocktower-day";

test.setTimeout(480_000);
// The dev server compiles each route on first use: slow on a small machine.
const expect = baseExpect.configure({ timeout: 60_000 });

/** On a 390 px phone nothing on the page is wider than the screen. */
async function expectNarrowFits(p: Page) {
  await p.setViewportSize({ width: 390, height: 844 });
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await p.setViewportSize({ width: 1280, height: 800 });
}

const CAST: Array<[string, string]> = [
  ["Eggyolk", "sailor"],
  ["Dolby", "chambermaid"],
  ["Kiiruma", "exorcist"],
  ["Whysper", "innkeeper"],
  ["Nightingale", "grandmother"],
  ["Moth", "tinker"],
  ["Quill", "goon"],
  ["Sorrel", "devilsadvocate"],
  ["Tamsin", "pukka"],
];

// What only the storyteller (or one player) may know: none of it may reach the town square before the reveal.
const SECRET_NOTE = "Suspects Quill quietly";
const SECRET_TOKEN = "Whisper mark";
const SECRET_TOLD = "Kiiruma is the Exorcist";

async function modRules(request: APIRequestContext, gameId: string) {
  return (await (await request.get(`/api/games/${gameId}`)).json()).game.view.rules;
}

async function expectNoLeak(request: APIRequestContext, slug: string) {
  const json = await (await request.get(`/api/town/${slug}`)).text();
  const html = await (await request.get(`/town/${slug}`)).text();
  for (const text of [json, html]) {
    for (const secret of [
      SECRET_NOTE,
      SECRET_TOKEN,
      SECRET_TOLD,
      "Poisoned",
      '"alignment"',
      '"characterId"',
      '"reminders"',
      '"told"',
      "Killed by the",
      "is the Pukka",
      "you are the",
    ])
      expect(text, secret).not.toContain(secret);
    for (const [, id] of CAST) expect(text).not.toMatch(new RegExp(`"(characterId|character)":"${id}"`));
  }
}

/** In dev, the framework's overlay (a hydration note on the runtime-free pages) would cover the screenshots. */
async function shoot(page: Page, name: string) {
  await page.addStyleTag({ content: "nextjs-portal{display:none!important}" });
  await screenshotBoth(page, name);
}

/** Opens a seat's token menu on the grimoire's circle. */
async function openToken(page: Page, name: string, within = page.getByTestId("ct-grimoire")) {
  await within.locator(`[data-seat="${name}"] > button`).click();
  const menu = page.getByTestId("token-menu");
  await baseExpect(menu.getByRole("heading", { level: 2 })).toContainText(name);
  return menu;
}

test("the grimoire and the night: night 1 step by step, reminders, dawn deaths, undo, the public page and a player's night action", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Bad Moon #7", "clocktower");
  for (const [name] of CAST) await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "game.publish" });
  const seats = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id;

  // The built-in Bad Moon Rising, dealt by hand so the test knows who is who.
  const script = (await (await page.request.get("/api/scripts/builtin-bad-moon-rising-forum")).json()).script.script;
  await command(page.request, game.id, { type: "clocktower.setScript", script });
  await command(
    page.request,
    game.id,
    { type: "clocktower.deal", mode: "manual", assignments: Object.fromEntries(CAST.map(([n, c]) => [seatOf(n), c])) },
    true,
  );
  await command(page.request, game.id, {
    type: "clocktower.setBluffs",
    characterIds: ["gambler", "gossip", "professor"],
  });

  // The sailor's private link.
  const link = await page.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId: seatOf("Eggyolk") } });
  expect(link.status()).toBe(201);
  const seatUrl = (await link.json()).url as string;

  // The town square, signed out, stays open: it must follow the game live.
  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.goto(`/town/${game.slug}`);
  await expect(town.getByTestId("town-grimoire").getByTestId("town-seat")).toHaveCount(9);
  await expect(town.getByTestId("town-phase")).toContainText("The game has not started");

  // The grimoire shows once dealt; the setup stays reachable.
  await page.goto(`/games/${game.id}`);
  const grimoire = page.getByTestId("ct-grimoire");
  await expect(grimoire.getByTestId("gr-seat")).toHaveCount(9);
  await expect(grimoire.locator('[data-seat="Tamsin"]')).toContainText("Pukka");
  await expect(page.getByTestId("gr-bluffs")).toHaveText("Gambler, Gossip, Professor");
  await page.getByRole("button", { name: "Start Night 1" }).click();
  await expect(page.getByTestId("ct-phase").locator("h2")).toContainText("Night 1");
  await expect(town.getByTestId("town-phase")).toContainText("Night 1");
  await expect(town.getByTestId("town-phase")).toContainText("Night actions lock");

  // The sailor chooses through their link, before the lock.
  const player = await browser.newContext();
  const seatPage = await player.newPage();
  await seatPage.goto(seatUrl);
  await expect(seatPage.getByTestId("own-character")).toHaveText("Sailor");
  await expect(seatPage.getByTestId("night-lock")).toContainText("Night actions lock at");
  // The player's page gives the lock in their own zone once its script runs, with UTC beside it.
  await expect(seatPage.getByTestId("night-lock").locator("time[data-local-time]")).toHaveAttribute("datetime", /Z$/);
  await seatPage.getByLabel("Your choice").selectOption({ label: "Dolby" });
  // (keyboard: in dev, the framework overlay may cover the runtime-free page)
  await seatPage.getByRole("button", { name: "Submit my action" }).press("Enter");
  await expect(seatPage.getByText("Done.", { exact: true })).toBeVisible();
  await expect(seatPage.getByTestId("night-submitted")).toContainText("You chose: Dolby");

  // Reminders: placed from the seat's menu, from the palette, and removed with a click.
  const moth = grimoire.locator('[data-seat="Moth"]');
  const mothMenu = await openToken(page, "Moth");
  await mothMenu.getByRole("button", { name: "Add Poisoned (Pukka) to Moth" }).click();
  await expect(moth.getByRole("list", { name: "Reminders on Moth" })).toContainText("Poisoned");
  await mothMenu.getByLabel("Custom reminder for Moth").fill(SECRET_TOKEN);
  await mothMenu.getByRole("button", { name: "Add", exact: true }).click();
  await expect(moth.getByRole("list", { name: "Reminders on Moth" })).toContainText(SECRET_TOKEN);
  await mothMenu.getByLabel("Private note on Moth").fill(SECRET_NOTE);
  await mothMenu.getByLabel("Private note on Moth").blur();
  await expect(mothMenu.getByRole("status")).toHaveText("saved");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+k");
  await page.getByRole("combobox", { name: "Command" }).fill("Add Drunk to Quill");
  await page.keyboard.press("Enter");
  const quill = grimoire.locator('[data-seat="Quill"]');
  await expect(quill.getByRole("list", { name: "Reminders on Quill" })).toContainText("Drunk");
  await quill.getByRole("button", { name: /^Drunk on Quill/ }).click();
  await page.getByTestId("reminder-menu").getByRole("button", { name: "Remove Drunk from Quill" }).click();
  await expect(quill.getByRole("list", { name: "Reminders on Quill" })).toHaveCount(0);
  // The night sheet warns about the poisoned seat at its step.
  await expect
    .poll(
      async () => (await modRules(page.request, game.id)).seats.find((s: { name: string }) => s.name === "Moth").note,
    )
    .toBe(SECRET_NOTE);

  // Night 1, step by step.
  const sheet = page.getByTestId("ct-night");
  const total = (await modRules(page.request, game.id)).nightSheet.total as number;
  await expect(sheet.locator("h2")).toContainText(`0 of ${total} steps done`);
  // Dusk and Dawn are kept by the app: every other step is recorded.
  const keys = (await modRules(page.request, game.id)).nightSheet.steps
    .filter((s: { automatic: boolean }) => !s.automatic)
    .map((s: { key: string }) => s.key) as string[];
  let done = 0;
  for (const key of keys) {
    const row = await openStep(page, key);
    if (key.startsWith("minioninfo@"))
      await expect(row.getByLabel("What the player was told")).toHaveValue(/The Demon is Tamsin/);
    if (key.startsWith("demoninfo@"))
      await expect(row.getByLabel("What the player was told")).toHaveValue(
        /Your Minion is Sorrel.*Gambler, Gossip and Professor/,
      );
    if (key.startsWith("sailor@")) {
      await expect(row.getByTestId("step-submitted")).toContainText("Submitted by the player");
      await expect(row.getByRole("radio", { name: "Dolby", exact: true })).toBeChecked();
    }
    if (key.startsWith("pukka@")) {
      await row.getByRole("radio", { name: "Moth", exact: true }).check();
      await row.getByText(/^Kills by hand/).click();
      await row.getByRole("checkbox", { name: "Pukka kills Whysper" }).check();
      await row.getByRole("checkbox", { name: "Pukka kills Moth" }).check();
      await shoot(page, "grimoire-night");
    }
    if (key.startsWith("grandmother@")) {
      // The storyteller picks the grandchild; the text follows the pick.
      await row.getByRole("radio", { name: "Kiiruma", exact: true }).check();
      await expect(row.getByLabel("What the player was told")).toHaveValue("Your grandchild is Kiiruma, the Exorcist.");
      await row.getByLabel("What the player was told").fill(SECRET_TOLD);
    }
    if (key.startsWith("chambermaid@")) {
      await row.getByLabel("What the player was told").fill("0");
      await row.getByLabel("Deliberately false information").check();
    }
    if (key.startsWith("sailor@")) await row.getByLabel("What the player was told").fill("You chose Dolby.");
    await row.getByRole("button", { name: /^Record(, apply effects)? and mark done$/ }).click();
    done++;
    await expect(sheet.locator("h2")).toContainText(`${done} of ${total} steps done`);
  }
  await expect(page.getByTestId("night-step").filter({ hasText: "Grandmother" })).toHaveAttribute("data-done", "true");
  await expect((await openToken(page, "Nightingale")).getByTestId("gr-ledger")).toContainText(SECRET_TOLD);
  await page.keyboard.press("Escape");
  await expectNoLeak(visitor.request, game.slug);
  await shoot(page, "grimoire");

  // Dawn: the two kills, the announcement; confirmed, the town sees it live.
  const dawn = page.getByTestId("ct-dawn");
  await expect(dawn.getByRole("list", { name: "Deaths tonight" }).getByRole("listitem")).toHaveCount(2);
  await expect(dawn.getByTestId("dawn-announcement")).toHaveText("Whysper and Moth died in the night.");
  await dawn.getByRole("button", { name: "Confirm dawn: start Day 1" }).click();
  await expect(page.getByTestId("ct-phase").locator("h2")).toContainText("Day 1");
  await expect((await openToken(page, "Moth")).getByTestId("gr-life")).toContainText("Died N1");
  await page.keyboard.press("Escape");
  const townMoth = town.getByTestId("town-seat").filter({ hasText: "Moth" });
  const townWhysper = town.getByTestId("town-seat").filter({ hasText: "Whysper" });
  await expect(townMoth).toContainText("Died N1");
  await expect(townWhysper).toContainText("Died N1");
  await expect(townMoth).toContainText("Ghost vote available");
  await expect(town.getByTestId("town-graveyard")).toContainText("Whysper — Died N1");
  await expect(town.getByTestId("town-phase")).toContainText("Day 1");

  // Undo the dawn, and apply it again with one death only.
  await page.getByRole("button", { name: /Undo: dawn confirmed/ }).click();
  await expect(page.getByTestId("ct-phase").locator("h2")).toContainText("Night 1");
  await expect(townMoth).toContainText("Alive");
  await expect(townWhysper).toContainText("Alive");
  await dawn.getByRole("checkbox").nth(1).uncheck();
  await expect(dawn.getByTestId("dawn-announcement")).toHaveText("Whysper died in the night.");
  await dawn.getByRole("button", { name: "Confirm dawn: start Day 1" }).click();
  await expect(townWhysper).toContainText("Died N1");
  await expect(townMoth).toContainText("Alive");
  await expectNoLeak(visitor.request, game.slug);
  await shoot(town, "grimoire-town");

  // The timeline opens the grimoire as it stood at dusk of Night 1, read-only.
  await page.getByRole("button", { name: "Dusk: Night 1" }).click();
  const past = page.getByTestId("ct-grimoire-past");
  await expect(past.getByTestId("gr-seat")).toHaveCount(9);
  const pastMenu = await openToken(page, "Whysper", past);
  await expect(pastMenu.getByTestId("gr-life")).toContainText("Alive");
  await expect(pastMenu.getByRole("button", { name: /Add|Remove|Revive|Executed|Died at night/ })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // The player's ledger holds what they were told.
  await seatPage.reload();
  await expect(seatPage.getByTestId("own-ledger")).toContainText("You chose Dolby.");
  await expect(seatPage.getByTestId("night-action")).toHaveCount(0);

  // Night 2 locks within seconds (9 s: the page's reload before it takes one at most): a player who
  // submits after the lock is refused, saying when it locked.
  await command(page.request, game.id, { type: "clocktower.setSettings", nightHours: 1, lockHours: 0.9975 });
  await command(page.request, game.id, { type: "clocktower.startNight" });
  await seatPage.reload();
  await expect(seatPage.getByLabel("Your choice")).toBeVisible();
  const lockAt = Date.parse((await modRules(page.request, game.id)).phase.lockAt);
  // While the night runs to its lock: on a phone nothing is wider than the screen (the grimoire, the town square).
  await page.reload();
  await expect(page.getByTestId("ct-grimoire")).toBeVisible();
  for (const p of [page, town]) await expectNarrowFits(p);
  await seatPage.waitForTimeout(Math.max(0, lockAt - Date.now() + 1000));
  await seatPage.getByLabel("Your choice").selectOption({ label: "Kiiruma" });
  // (keyboard: in dev, the framework overlay may cover the runtime-free page)
  await seatPage.getByRole("button", { name: "Submit my action" }).press("Enter");
  await expect(seatPage.locator("p[role=alert]")).toContainText("Night actions locked at");
  await expect(seatPage.getByTestId("night-lock")).toContainText("Night actions locked at");
  await expect(seatPage.getByLabel("Your choice")).toHaveCount(0);
  await shoot(seatPage, "grimoire-seat");

  // Nor is the player's page, locked.
  await expectNarrowFits(seatPage);

  // The end: the winner named, the grimoire revealed on the public page.
  await page.getByLabel("Winner").selectOption("evil");
  await page.getByRole("button", { name: "End the game…" }).click();
  await page.getByRole("button", { name: "Confirm: evil wins" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.or(page.getByTestId("ct-winner-text"))).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole("button", { name: "Do it anyway" }).click();
  await expect(page.getByTestId("ct-winner-text")).toContainText("evil won");
  await expectNoLeak(visitor.request, game.slug);
  await page.getByRole("button", { name: "Publish the grimoire reveal" }).click();
  await expect(town.getByTestId("town-reveal")).toContainText("Tamsin was the Pukka");
  await expect(town.getByTestId("town-reveal")).toContainText(SECRET_TOLD);
  await shoot(town, "grimoire-reveal");
  await visitor.close();
  await player.close();
});
