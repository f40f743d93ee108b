import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./test";
import { command, expectNoSeriousAxe, signUpByApi } from "./helpers";
import { dealtClocktower } from "./clocktower-day";

test.setTimeout(240_000);
// Times read in the viewer's zone with UTC beside it, here New York.
test.use({ timezoneId: "America/New_York" });

/** Fifteen players of Bad Moon Rising (forum), dealt by hand. */
const CAST15: Array<[string, string]> = [
  ["Eggyolk", "sailor"],
  ["Dolby", "chambermaid"],
  ["Kiiruma", "exorcist"],
  ["Whysper", "innkeeper"],
  ["Nightingale", "grandmother"],
  ["Moth", "gambler"],
  ["Quill", "gossip"],
  ["Amelia", "courtier"],
  ["CRichard", "professor"],
  ["Thepigeonnyc", "tinker"],
  ["PlagueSimp", "goon"],
  ["Sorrel", "devilsadvocate"],
  ["Tamsin", "assassin"],
  ["Bramble", "godfather"],
  ["Oriel", "pukka"],
];

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

async function expectInFirstViewport(page: Page, what: string) {
  const vp = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const boxes = [
    ...(await Promise.all(
      (await page.getByTestId("gr-circle").locator("[data-testid=gr-seat] > button").all()).map((b) => b.boundingBox()),
    )),
    await page.getByTestId("phase-primary").boundingBox(),
  ];
  expect(boxes.length, what).toBe(CAST15.length + 1);
  for (const b of boxes) {
    expect(b, what).not.toBeNull();
    expect(b!.y, what).toBeGreaterThanOrEqual(0);
    expect(b!.y + b!.height, `${what}: bottom ${b!.y + b!.height} of ${vp.height}`).toBeLessThanOrEqual(vp.height);
    expect(b!.x + b!.width, what).toBeLessThanOrEqual(vp.width + 1);
  }
}

async function shoot(page: Page, name: string) {
  mkdirSync("test-results/screenshots", { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

test("the game screen: the table and the phase's action in the first viewport, tokens you act on", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await dealtClocktower(page.request, {
    title: "Bad Moon Rising #12",
    cast: CAST15,
    bluffs: ["fool", "tealady", "minstrel"],
  });
  const { seatOf } = game;
  await command(page.request, game.id, { type: "clocktower.setSettings", discussionHours: 0 });

  await page.goto(`/games/${game.id}`);
  const circle = page.getByTestId("gr-circle");
  await expect(circle.getByTestId("gr-seat")).toHaveCount(15);
  // The seat editor folds away once dealt; the primary action is the phase's.
  await expect(page.getByTestId("seat-admin")).not.toHaveAttribute("open", "");
  await expect(page.getByTestId("phase-primary")).toHaveText("Start Night 1");
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    await expectInFirstViewport(page, `before the night, ${vp.name}`);
    await shoot(page, `screen-dealt-${vp.name}`);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
  await expectNoSeriousAxe(page, "dealt");

  // Night 1: the primary action walks the night sheet.
  await page.getByTestId("phase-primary").click();
  await expect(page.getByTestId("phase-title")).toHaveText("Night 1");
  await expect(page.getByTestId("phase-primary")).toContainText("Next:");
  await expect(page.getByTestId("ct-night")).toContainText(
    /Night actions lock at \w{3} \d{1,2} \w{3} \d{2}:\d{2} E[SD]T \(.+ UTC\)/,
  );
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    await expectInFirstViewport(page, `night, ${vp.name}`);
    await shoot(page, `screen-night-${vp.name}`);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
  await expectNoSeriousAxe(page, "night");

  // A token opens its menu; one click adds a reminder, which then sits beside the token.
  const moth = circle.locator('[data-seat="Moth"]');
  await moth.locator("> button").click();
  const menu = page.getByTestId("token-menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("heading", { level: 2 })).toContainText("Moth");
  await expect(menu.getByRole("heading", { level: 2 })).toContainText("Gambler");
  await shoot(page, "screen-token-menu-desktop");
  // On a phone the menu fits the screen: its actions within the width, 44 px targets.
  await page.setViewportSize(VIEWPORTS[1]!);
  await expect(menu).toBeVisible();
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.x).toBeGreaterThanOrEqual(0);
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(VIEWPORTS[1]!.width + 1);
  const died = (await menu.getByRole("button", { name: "Died at night" }).boundingBox())!;
  expect(died.height).toBeGreaterThanOrEqual(44);
  await shoot(page, "screen-token-menu-phone");
  await page.setViewportSize(VIEWPORTS[0]!);
  await menu.getByRole("button", { name: "Add Poisoned (Pukka) to Moth" }).click();
  await expect(moth.getByRole("list", { name: "Reminders on Moth" })).toContainText("Poisoned");
  await expect(page.getByTestId("save-status")).toContainText(/Saving…|Saved/);
  await expectNoSeriousAxe(page, "token menu");
  // Kill from the menu with its cause.
  await menu.getByRole("button", { name: "Died at night" }).click();
  await expect(moth).toHaveAttribute("data-alive", "false");
  await expect(menu.getByTestId("gr-life")).toContainText("☠");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // By keyboard: focus a token, Enter opens the menu.
  await circle.locator('[data-seat="Quill"] > button').focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("token-menu").getByRole("heading", { level: 2 })).toContainText("Quill");
  await page.getByTestId("token-menu").getByRole("button", { name: "Add Drunk to Quill" }).click();
  await page.keyboard.press("Escape");
  const quillTokens = circle.getByRole("list", { name: "Reminders on Quill" });
  await expect(quillTokens).toContainText("Drunk");
  // A menu closed and the next token opened at once: the next menu opens. (A closed <dialog>'s close
  // event comes a task later; a quick Escape and Enter on a busy machine once lost the second menu to it.)
  await circle.locator('[data-seat="Dolby"] > button').click();
  await expect(page.getByTestId("token-menu").getByRole("heading", { level: 2 })).toContainText("Dolby");
  await page.evaluate(() => {
    document.querySelector<HTMLDialogElement>("dialog[data-testid=token-menu]")!.close();
    document.querySelector<HTMLButtonElement>('[data-testid=gr-circle] [data-seat="Kiiruma"] > button')!.click();
  });
  await expect(page.getByTestId("token-menu").getByRole("heading", { level: 2 })).toContainText("Kiiruma");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("token-menu")).toBeHidden();

  // A reminder moves by drag and drop onto another token…
  const drunk = quillTokens.getByRole("button", { name: /^Drunk on Quill/ });
  const target = circle.locator('[data-seat="Amelia"] > button');
  const from = (await drunk.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(circle.getByRole("list", { name: "Reminders on Amelia" })).toContainText("Drunk");
  await expect(circle.getByRole("list", { name: "Reminders on Quill" })).toHaveCount(0);
  // …and by keyboard, from the reminder's own menu.
  await circle
    .getByRole("list", { name: "Reminders on Amelia" })
    .getByRole("button", { name: /^Drunk on Amelia/ })
    .focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("reminder-menu").getByRole("button", { name: "Kiiruma" }).click();
  await expect(circle.getByRole("list", { name: "Reminders on Kiiruma" })).toContainText("Drunk");

  // A rule warning shows beside the control, and its default is Cancel: Enter keeps the rules.
  await circle.locator('[data-seat="Tamsin"] > button').click();
  await page.getByTestId("token-menu").getByRole("button", { name: "Good", exact: true }).click();
  const warning = page.getByRole("alertdialog");
  await expect(warning).toContainText("changes alignment");
  await expect(warning.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(warning).toBeHidden();
  await expect(page.getByTestId("token-menu").getByRole("button", { name: "Evil", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("Escape");

  // Undo names what it undid.
  await page.getByRole("button", { name: /Undo/ }).click();
  await expect(page.getByTestId("save-status")).toContainText("Undone: reminder moved");

  // Dawn, then Day 1: votes are one click each and never sent by an arrow key.
  await command(page.request, game.id, { type: "clocktower.startDay" }, true);
  await expect(page.getByTestId("phase-title")).toContainText("Day 1");
  await command(page.request, game.id, {
    type: "clocktower.day",
    command: { type: "day.nominate", nominator: seatOf("Eggyolk"), nominee: seatOf("Oriel") },
  });
  const oriel = page.getByRole("group", { name: "Vote of Dolby" }).getByRole("button", { name: "Oriel" });
  await oriel.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await expect(oriel).toHaveAttribute("aria-pressed", "false");
  await oriel.click();
  await expect(oriel).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("phase-primary")).toHaveText("Resolve Day 1");
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    await expectInFirstViewport(page, `day, ${vp.name}`);
    await shoot(page, `screen-day-${vp.name}`);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
  await expectNoSeriousAxe(page, "day");
  // Resolving before voting closes breaks a rule: the storyteller may overrule it.
  await page.getByTestId("phase-primary").click();
  await expect(page.getByRole("alertdialog")).toContainText("Voting");
  await page.getByRole("alertdialog").getByRole("button", { name: "Do it anyway" }).click();
  await expect(page.getByTestId("phase-primary")).toHaveText("Start Night 2");
});
