import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";
import { command, createGameByApi, screenshotBoth, signUpByApi } from "./helpers";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });
test.setTimeout(180_000);

const PASTE = [
  "1. Dolby",
  "2. Amelia: /in, seat 1",
  "@eggyolk",
  "Kiiruma /travel in",
  "Nightingale",
  "Whysper",
  "Who's hosting this one?",
  "CRichard",
].join("\n");
const ORDER = ["Amelia", "Dolby", "eggyolk", "Kiiruma", "Nightingale", "Whysper", "CRichard"];
const CAST = ["chambermaid", "innkeeper", "gambler", "exorcist", "courtier", "godfather", "po"];

test("a pasted sign-up list fills the seats, links for everyone in one click, every role message with its link", async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Sign-ups", "clocktower");
  // The host kept two places open.
  for (const name of ["Seat 1", "Seat 2"]) await command(page.request, game.id, { type: "seat.add", name });
  await page.goto(`/games/${game.id}`);
  const seats = page.getByTestId("seat-row");
  await expect(seats).toHaveCount(2);

  // Paste: a preview first, nothing applied.
  await page.getByRole("button", { name: "Paste sign-ups" }).click();
  await page.getByLabel("Sign-up list").fill(PASTE);
  const preview = page.getByTestId("signup-preview").getByRole("listitem");
  await expect(preview).toHaveCount(7);
  await expect(preview.nth(0)).toContainText("Amelia");
  await expect(preview.nth(0)).toContainText("fills “Seat 1”");
  await expect(preview.nth(1)).toContainText("fills “Seat 2”");
  await expect(preview.nth(3)).toContainText("traveller");
  await expect(page.getByText("Line 7 “Who's hosting this one?”: reads like a sentence, not a name")).toBeVisible();
  await expect(seats).toHaveCount(2);
  await screenshotBoth(page, "signup-preview");

  await page.getByRole("button", { name: "Apply: 7 seats" }).click();
  await expect(seats).toHaveCount(7);
  for (const [i, name] of ORDER.entries()) await expect(seats.nth(i)).toContainText(name);
  await expect(seats.nth(2)).toContainText("@eggyolk");

  // One undo reverts the whole paste.
  await page.getByRole("button", { name: /^Undo: seats filled/ }).click();
  await expect(seats).toHaveCount(2);
  await expect(seats.nth(0)).toContainText("Seat 1");
  await page.getByRole("button", { name: "Paste sign-ups" }).click();
  await page.getByLabel("Sign-up list").fill(PASTE);
  await page.getByRole("button", { name: "Apply: 7 seats" }).click();
  await expect(seats).toHaveCount(7);

  // Links for all players: one click, every link shown once and copyable.
  await page.getByRole("button", { name: "Create links for all players" }).click();
  const links = page.getByTestId("new-link");
  await expect(links).toHaveCount(7);
  await expect(page.getByRole("button", { name: "Every player has a link" })).toBeDisabled();
  const urls: Record<string, string> = {};
  for (const [i, name] of ORDER.entries()) {
    await expect(links.nth(i)).toContainText(name);
    urls[name] = (await links.nth(i).locator("code").textContent())!;
    expect(urls[name]).toMatch(/\/seat\/[A-Za-z0-9_-]{22}$/);
  }
  await page.evaluate(() => navigator.clipboard.writeText(""));
  await page.getByRole("button", { name: "Copy all links" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n")).toEqual(ORDER.map((n) => `${n}: ${urls[n]}`));
  await screenshotBoth(page, "links-for-all");

  // Every link opens its own player's page.
  const player = await browser.newContext();
  const seatPage = await player.newPage();
  for (const name of ORDER) {
    await seatPage.goto(urls[name]!);
    await expect(seatPage.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await player.close();

  // The deal (by the API): the role messages appear live, each with its own link.
  const view = (await (await page.request.get(`/api/games/${game.id}`)).json()).game.view;
  const ids = Object.fromEntries((view.seats as Array<{ id: string; name: string }>).map((s) => [s.name, s.id]));
  const script = (await (await page.request.get("/api/scripts/builtin-bad-moon-rising-forum")).json()).script.script;
  await command(page.request, game.id, { type: "clocktower.setScript", script });
  await command(
    page.request,
    game.id,
    {
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(ORDER.map((n, i) => [ids[n], CAST[i]])),
      bluffs: ["gossip", "professor", "tealady"],
    },
    true,
  );
  const messages = page.getByTestId("role-message");
  await expect(messages).toHaveCount(7);
  for (const name of ORDER) {
    const own = messages.filter({ hasText: `${name}, you are the` });
    await expect(own).toContainText(`Your private page (keep it to yourself): ${urls[name]}`);
    for (const other of ORDER.filter((o) => o !== name)) await expect(own).not.toContainText(urls[other]!);
  }
  const panel = page.getByTestId("ct-messages");
  await page.evaluate(() => navigator.clipboard.writeText(""));
  await panel.getByRole("button", { name: "Copy all role messages" }).click();
  const all = await page.evaluate(() => navigator.clipboard.readText());
  for (const name of ORDER) {
    expect(all).toContain(`=== To ${name} ===\n${name}, you are the`);
    expect(all.split(urls[name]!).length).toBe(2);
  }
  await panel.scrollIntoViewIfNeeded();
  await screenshotBoth(page, "role-messages-with-links");
  // The character pills' colours (TEAM_BADGE) are the token redesign's (issue 12, part 8): not checked here.
  const axe = await new AxeBuilder({ page })
    .include("[data-testid=ct-messages]")
    .exclude("[data-testid=role-message] span.rounded")
    .include("section[aria-labelledby=seats-heading]")
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => [v.id, v.nodes.map((n) => n.html)])).toEqual([]);

  // A token is shown only once: after a reload, no link, and a note instead.
  await page.reload();
  await expect(messages).toHaveCount(7);
  await expect(panel).not.toContainText("/seat/");
  await expect(page.getByTestId("role-message-link-note").first()).toContainText("made earlier and is not shown again");
});
