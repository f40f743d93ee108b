import { expect as baseExpect, test, type Locator, type Page } from "./test";
import { command, screenshotBoth, signUpByApi } from "./helpers";
import { CAST7, clocktowerDay } from "./clocktower-day";

test.setTimeout(300_000);
// The dev server compiles each route on first use: slow on a small machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

async function shoot(page: Page, panel: Locator, name: string) {
  await page.addStyleTag({ content: "nextjs-portal{display:none!important}" });
  await screenshotBoth(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await panel.screenshot({ path: `test-results/screenshots/${name}-panel-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Picks an option of the panel's post or format switch by clicking its label, as a person would. */
async function choose(panel: Locator, option: string) {
  await panel
    .locator("label")
    .filter({ hasText: new RegExp(`^${option.replace(/[()]/g, "\\$&")}$`) })
    .click();
  await expect(panel.getByRole("radio", { name: option, exact: true })).toBeChecked();
}

/** Clicks the copy button and returns what landed on the clipboard. */
async function copy(page: Page, panel: Locator, button: string) {
  await page.evaluate(() => navigator.clipboard.writeText(""));
  await panel.getByRole("button", { name: button }).click();
  await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test("posts for the thread: the day opening for Discord and the graveyard for the forum, copied with one click", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { title: "Bad Moon posts", startDay: false });
  // Amelia dies in Night 1; the dawn starts Day 1.
  await command(
    page.request,
    game.id,
    { type: "clocktower.confirmDawn", deaths: [{ seatId: game.seatOf("Amelia"), cause: "night" }] },
    true,
  );

  await page.goto(`/games/${game.id}`);
  const panel = page.getByTestId("ct-posts");
  await expect(panel.getByRole("heading", { name: /Posts for the thread/ })).toBeVisible();
  // By day the day opening comes first, in the forum's BBCode.
  await expect(panel.getByRole("radio", { name: "Day opening" })).toBeChecked();
  await expect(panel.getByRole("radio", { name: "Forum (BBCode)" })).toBeChecked();
  await expect(panel.getByRole("textbox", { name: "Day opening (Forum (BBCode))" })).toHaveValue(
    /^\[b\]Day 1 has begun\.\[\/b\]\nAmelia died in the night\./,
  );

  // Discord, chosen from the keyboard: arrow keys move within the format switch.
  await panel.getByRole("radio", { name: "Forum (BBCode)" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(panel.getByRole("radio", { name: "Discord", exact: true })).toBeChecked();
  const opening = panel.getByRole("textbox", { name: "Day opening (Discord)" });
  const shown = await opening.inputValue();
  expect(shown).toMatch(
    /^\*\*Day 1 has begun\.\*\*\nAmelia died in the night\.\nWith 6 alive, it takes 4 to execute\.\n/,
  );
  expect(shown).toMatch(/- Voting closes: <t:\d+:F> \(<t:\d+:R>\)$/);
  await expect(panel.getByTestId("ct-post-length")).toContainText(`${shown.length} characters of Discord's 2000.`);
  const copied = await copy(page, panel, "Copy for Discord");
  expect(copied).toBe(shown);
  expect(copied).toContain("<t:");
  await shoot(page, panel, "posts-day-opening-discord");

  // The graveyard and living lists, for the forum.
  await choose(panel, "Graveyard and living");
  await choose(panel, "Forum (BBCode)");
  const lists = panel.getByRole("textbox", { name: "Graveyard and living (Forum (BBCode))" });
  const listed = await lists.inputValue();
  expect(listed).toContain("[b]Alive (6)[/b]\n[list]\n[*]Dolby\n");
  expect(listed).toContain("[tr][td]Amelia[/td][td]Died N1[/td][td]available[/td][/tr]");
  const copiedLists = await copy(page, panel, "Copy for the forum");
  expect(copiedLists).toBe(listed);
  await shoot(page, panel, "posts-graveyard-bbcode");

  // The vote count on offer is the day's exporter's, and no post names a character before the reveal.
  await choose(panel, "Vote count");
  await expect(panel.getByRole("textbox", { name: "Vote count (Forum (BBCode))" })).toHaveValue(
    /^\[b\]Vote count — Day 1\[\/b\]/,
  );
  for (const post of ["Day opening", "Vote count", "Graveyard and living", "Dawn announcement"]) {
    await choose(panel, post);
    const text = await panel.getByRole("textbox", { name: new RegExp(`^${post}`) }).inputValue();
    for (const [, character] of CAST7) expect(text.toLowerCase()).not.toContain(character);
  }
  await expect(panel.getByRole("textbox", { name: "Dawn announcement (Forum (BBCode))" })).toHaveValue(
    "[b]Dawn after Night 1[/b]\nAmelia died in the night.",
  );
});

test("posts for the thread: once the game is over, the end-of-game post with the revealed grimoire comes first", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await clocktowerDay(page.request, { title: "Bad Moon ending" });
  await command(page.request, game.id, { type: "clocktower.endGame", winner: "evil" }, true);

  await page.goto(`/games/${game.id}`);
  const panel = page.getByTestId("ct-posts");
  await expect(panel.getByRole("radio", { name: "End of game" })).toBeChecked();
  await expect(panel.getByRole("textbox", { name: "End of game (Forum (BBCode))" })).toHaveValue(
    "[b]The game is over: evil wins![/b]\nThe grimoire has not been revealed.",
  );

  // The reveal arrives live; the post then shows every character.
  await command(page.request, game.id, { type: "clocktower.publishReveal" });
  await choose(panel, "Discourse (Markdown)");
  const end = panel.getByRole("textbox", { name: "End of game (Discourse (Markdown))" });
  await expect(end).toHaveValue(/\| Whysper \| Godfather \| Evil \|/);
  const shown = await end.inputValue();
  expect(shown).toContain("**Demon bluffs:** Gossip, Professor, Tea Lady");
  expect(await copy(page, panel, "Copy for Discourse")).toBe(shown);
  await shoot(page, panel, "posts-end-of-game-markdown");
});
