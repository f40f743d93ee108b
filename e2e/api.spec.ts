import { expect, test } from "./test";
import { screenshotBoth, signUpByApi } from "./helpers";

test("a personal API token runs a game through the JSON API, and revoking it locks it out", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  await page.goto("/settings");
  await page.getByLabel("Token name").fill("Discord bot");
  await page.getByRole("button", { name: "Create token" }).click();
  const token = (await page.getByTestId("new-token").textContent())!;
  expect(token).toMatch(/^grim_/);
  await screenshotBoth(page, "settings");

  const bot = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const created = await bot.post("/api/games", { data: { title: "Bot game", rulesetId: "kemomimi-panic" } });
  expect(created.status()).toBe(201);
  const { game } = await created.json();

  const add = await bot.post(`/api/games/${game.id}/commands`, {
    data: { command: { type: "seat.add", name: "Amelia" }, expectedVersion: 1 },
  });
  expect(await add.json()).toMatchObject({
    ok: true,
    applied: true,
    version: 2,
    events: [{ seq: 2, event: { type: "SeatAdded", name: "Amelia" } }],
  });

  // Errors name what is wrong.
  const badJson = await bot.post(`/api/games/${game.id}/commands`, {
    data: Buffer.from("{not json"),
    headers: { "content-type": "application/json" },
  });
  expect(badJson.status()).toBe(400);
  expect((await badJson.json()).error).toBe("The request body is not valid JSON.");
  const unknown = await bot.post(`/api/games/${game.id}/commands`, { data: { command: { type: "seat.explode" } } });
  expect(unknown.status()).toBe(400);
  expect(await unknown.json()).toMatchObject({ field: "command.type" });
  const wrongField = await bot.post(`/api/games/${game.id}/commands`, {
    data: { command: { type: "seat.add", name: 12 } },
  });
  expect(await wrongField.json()).toMatchObject({ ok: false, field: "command.name" });
  const stale = await bot.post(`/api/games/${game.id}/commands`, {
    data: { command: { type: "seat.add", name: "Late" }, expectedVersion: 1 },
  });
  expect(stale.status()).toBe(409);
  expect(await stale.json()).toMatchObject({ version: 2 });
  const warned = await bot.post(`/api/games/${game.id}/commands`, {
    data: { command: { type: "seat.add", name: "amelia" } },
  });
  expect(await warned.json()).toMatchObject({
    ok: true,
    applied: false,
    warnings: ['A seat is already called "amelia".'],
  });

  const events = await (await bot.get(`/api/games/${game.id}/events?after=1`)).json();
  expect(events.events.map((e: { event: { type: string } }) => e.event.type)).toEqual(["SeatAdded"]);
  expect((await bot.get(`/api/games/${game.id}/events?after=-3`)).status()).toBe(400);
  const view = await (await bot.get(`/api/games/${game.id}`)).json();
  expect(view.game.view.seats.map((s: { name: string }) => s.name)).toEqual(["Amelia"]);

  // Export and import back: a new game with the same seats.
  const file = await (await bot.get(`/api/games/${game.id}/export`)).json();
  expect(file.format).toBe("grimoire-game");
  const imported = await bot.post("/api/games/import", { data: file });
  expect(imported.status()).toBe(201);
  const copy = await (await bot.get(`/api/games/${(await imported.json()).game.id}`)).json();
  expect(copy.game.view.seats.map((s: { name: string }) => s.name)).toEqual(["Amelia"]);
  const broken = await bot.post("/api/games/import", { data: { ...file, events: [] } });
  expect(broken.status()).toBe(400);
  expect((await broken.json()).errors[0]).toMatch(/events/);

  await page.getByRole("button", { name: "Revoke Discord bot" }).click();
  await expect(page.getByText("No tokens.")).toBeVisible();
  expect((await bot.get("/api/games")).status()).toBe(401);
  await bot.dispose();
});

test("a moderator exports a game file and imports it from the games page", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!);
  const created = await (
    await page.request.post("/api/games", { data: { title: "Round trip", rulesetId: "clocktower" } })
  ).json();
  await page.request.post(`/api/games/${created.game.id}/commands`, {
    data: { command: { type: "seat.add", name: "CRichard" } },
  });
  await page.goto(`/games/${created.game.id}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export" }).click();
  const path = await (await download).path();
  await page.goto("/games");
  await page.getByLabel("Game file (.json)").setInputFiles(path!);
  await expect(page).toHaveURL(/\/games\/[0-9a-f-]{36}$/);
  await expect(page).not.toHaveURL(new RegExp(created.game.id));
  await expect(page.getByTestId("seat-row")).toContainText("CRichard");

  await page.goto("/games");
  await page
    .getByLabel("Game file (.json)")
    .setInputFiles({ name: "bad.json", mimeType: "application/json", buffer: Buffer.from('{"format":"nope"}') });
  await expect(page.getByRole("main").getByRole("alert")).toContainText("format");
});
