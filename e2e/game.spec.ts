import { expect, test } from "./test";
import { screenshotBoth, signUpByApi } from "./helpers";

const MARKER = "HIDDEN-MARKER-9f3a";

test("a moderator sets up a game, publishes it, and players see only the seats", async ({ page, browser, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  await page.goto("/games");
  await page.getByLabel("Title").fill("Bad Moon Rising #7");
  await page.getByLabel("Rule system").selectOption("clocktower");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect(page.getByRole("heading", { name: "Bad Moon Rising #7" })).toBeVisible();
  await expect(page.getByText("draft, not public yet")).toBeVisible();

  const seats = page.getByTestId("seat-row");
  for (const [name, handle] of [
    ["Eggyolk", "eggyolk"],
    ["Dolby", ""],
    ["Kiiruma", "kii"],
    ["Whysper", ""],
  ]) {
    await page.getByLabel("Player name").fill(name!);
    await page.getByLabel("Forum handle").first().fill(handle!);
    await page.getByRole("button", { name: "Add seat" }).click();
    await expect(seats.filter({ hasText: name! })).toBeVisible();
  }
  await expect(seats).toHaveCount(4);

  // Rename, reorder, remove, and undo the removal.
  await page.getByRole("button", { name: "Rename Dolby" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Dolby the Bold");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(seats.nth(1)).toContainText("Dolby the Bold");
  await page.getByRole("button", { name: "Move Kiiruma up" }).click();
  await expect(seats.nth(1)).toContainText("Kiiruma");
  await page.getByRole("button", { name: "Remove Whysper" }).click();
  await expect(seats).toHaveCount(3);
  await page.getByRole("button", { name: /Undo: seat removed/ }).click();
  await expect(seats).toHaveCount(4);
  await expect(seats.nth(3)).toContainText("Whysper");

  // A private note: moderators only.
  await page.getByRole("button", { name: "Private note for Eggyolk" }).click();
  await page.getByLabel("Private note (only moderators see it)").fill(`${MARKER} is the Po`);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(seats.first()).toContainText("note");

  // A duplicate name asks for confirmation first.
  await page.getByLabel("Player name").fill("eggyolk");
  await page.getByRole("button", { name: "Add seat" }).click();
  await expect(page.getByRole("alertdialog")).toContainText('A seat is already called "eggyolk".');
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(seats).toHaveCount(4);

  const publicUrl = await (async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Town square")).toBeVisible();
    return (await page.getByRole("link", { name: /\/town\// }).textContent())!;
  })();
  await screenshotBoth(page, "game-board");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    "the game page fits a 390 px phone",
  ).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Not signed in: a second browser context.
  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  const response = await town.goto(publicUrl);
  expect(response!.status()).toBe(200);
  await expect(town.getByRole("heading", { name: "Bad Moon Rising #7" })).toBeVisible();
  await expect(town.getByTestId("town-seats").getByRole("listitem")).toHaveText([
    /Eggyolk/,
    /Kiiruma/,
    /Dolby the Bold/,
    /Whysper/,
  ]);
  await screenshotBoth(town, "town-square");
  const html = await (await visitor.request.get(publicUrl)).text();
  expect(html).toContain("Eggyolk");
  expect(html).not.toContain(MARKER);
  const slug = publicUrl.split("/town/")[1]!;
  const json = await visitor.request.get(`/api/town/${slug}`);
  expect(json.status()).toBe(200);
  const jsonText = await json.text();
  expect(jsonText).toContain("Kiiruma");
  expect(jsonText).not.toContain(MARKER);
  const etag = json.headers()["etag"]!;
  expect((await visitor.request.get(`/api/town/${slug}`, { headers: { "if-none-match": etag } })).status()).toBe(304);

  // Unpublished or unknown: 404.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  expect((await visitor.request.get(publicUrl)).status()).toBe(404);
  expect((await visitor.request.get(`/api/town/${slug}`)).status()).toBe(404);
  expect((await visitor.request.get("/town/not-a-real-slug")).status()).toBe(404);
  await visitor.close();

  await page.goto("/games");
  await expect(page.getByRole("link", { name: /Bad Moon Rising #7/ })).toBeVisible();
  await screenshotBoth(page, "games");
});

test("a co-host invited by username runs the same game", async ({ browser, baseURL }) => {
  const host = await browser.newContext();
  const cohost = await browser.newContext();
  const hostPage = await host.newPage();
  await signUpByApi(hostPage.request, baseURL!);
  const { username: cohostName } = await signUpByApi(cohost.request, baseURL!);
  const game = await (
    await hostPage.request.post("/api/games", { data: { title: "Shared table", rulesetId: "secret-moon" } })
  ).json();
  await hostPage.goto(`/games/${game.game.id}`);
  // An unknown username answers as a real one does: inviting does not tell which names exist.
  await hostPage.getByLabel("Co-host's username").fill("no-such-person");
  await hostPage.getByRole("button", { name: "Invite" }).click();
  await expect(hostPage.getByRole("status").filter({ hasText: "Invited" })).toContainText("Invited no-such-person");
  await hostPage.getByLabel("Co-host's username").fill(cohostName);
  await hostPage.getByRole("button", { name: "Invite" }).click();
  await expect(hostPage.getByRole("status").filter({ hasText: "Invited" })).toContainText(`Invited ${cohostName}`);
  await expect(hostPage.getByText("invited", { exact: true })).toHaveCount(2);

  // The invitee accepts on their games page; only then are they a co-host.
  const cohostPage = await cohost.newPage();
  await cohostPage.goto("/games");
  await cohostPage.getByRole("button", { name: "Accept Shared table" }).click();
  await cohostPage.getByRole("link", { name: /Shared table/ }).click();
  await cohostPage.getByLabel("Player name").fill("Nightingale");
  await cohostPage.getByRole("button", { name: "Add seat" }).click();
  await expect(cohostPage.getByTestId("seat-row")).toHaveCount(1);
  await hostPage.reload();
  await expect(hostPage.getByTestId("seat-row")).toContainText("Nightingale");
  await expect(hostPage.getByText("co-host", { exact: true })).toBeVisible();
  await host.close();
  await cohost.close();
});

test("a moderator previews the town square before publishing", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  const created = await (
    await page.request.post("/api/games", { data: { title: "Preview me", rulesetId: "clocktower" } })
  ).json();
  await page.request.post(`/api/games/${created.game.id}/commands`, {
    data: { command: { type: "seat.add", name: "Amelia" } },
  });
  const seatId = (await (await page.request.get(`/api/games/${created.game.id}`)).json()).game.view.seats[0].id;
  await page.request.post(`/api/games/${created.game.id}/commands`, {
    data: { command: { type: "seat.note", seatId, note: MARKER } },
  });
  await page.goto(`/games/${created.game.id}`);
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByText("what players see on the town square once you publish")).toBeVisible();
  await expect(page.getByTestId("town-seats")).toContainText("Amelia");
  expect(await page.content()).not.toContain(MARKER);
  expect((await page.request.get(created.game.publicUrl)).status()).toBe(404);
});
