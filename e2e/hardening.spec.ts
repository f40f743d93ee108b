/** What an attacker or a careless client tried, and what the app now refuses (docs/security.md). */
import { expect, test } from "./test";
import { clientIp, command, createGameByApi, signUpByApi } from "./helpers";

test("cookie writes need the app's origin and JSON; bearer tokens work from anywhere", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const data = { title: "T", rulesetId: "clocktower" };
  const fromEvil = await page.request.post("/api/games", { data, headers: { origin: "http://evil.example" } });
  expect(fromEvil.status()).toBe(403);
  expect((await fromEvil.json()).error).toMatch(/another site/);
  const crossSite = await page.request.post("/api/games", { data, headers: { "sec-fetch-site": "cross-site" } });
  expect(crossSite.status()).toBe(403);
  const plain = await page.request.post("/api/games", {
    data: JSON.stringify(data),
    headers: { "content-type": "text/plain", origin: baseURL! },
  });
  expect(plain.status()).toBe(415);
  expect((await (await page.request.get("/api/games")).json()).games).toEqual([]);
  expect((await page.request.post("/api/games", { data, headers: { origin: baseURL! } })).status()).toBe(201);

  const { token } = await (
    await page.request.post("/api/tokens", { data: { name: "bot" }, headers: { origin: baseURL! } })
  ).json();
  const bot = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}`, origin: "http://evil.example" },
  });
  expect((await bot.post("/api/games", { data })).status()).toBe(201);
  await bot.dispose();
});

test("only the host invites; a removed co-host's grants and links stop working", async ({ browser, baseURL }) => {
  const [host, cohost, friend] = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  await signUpByApi(host.request, baseURL!);
  const { username: cohostName } = await signUpByApi(cohost.request, baseURL!);
  const { username: friendName } = await signUpByApi(friend.request, baseURL!);
  const game = await createGameByApi(host.request, "Trust");
  await command(host.request, game.id, { type: "seat.add", name: "Amelia" });
  const seatId = (await (await host.request.get(`/api/games/${game.id}`)).json()).game.view.seats[0].id;
  expect((await host.request.post(`/api/games/${game.id}/cohosts`, { data: { username: cohostName } })).status()).toBe(
    201,
  );
  expect((await cohost.request.get(`/api/games/${game.id}`)).status()).toBe(404);
  // Inviting a username nobody has answers the same: the host cannot probe which names exist.
  const unknown = await host.request.post(`/api/games/${game.id}/cohosts`, { data: { username: "nobody_at_all" } });
  expect([unknown.status(), await unknown.json()]).toEqual([
    201,
    { ok: true, username: "nobody_at_all", invited: true },
  ]);
  expect((await cohost.request.post(`/api/invitations/${game.id}`, { data: { accept: true } })).status()).toBe(200);

  const invite = await cohost.request.post(`/api/games/${game.id}/cohosts`, { data: { username: friendName } });
  expect(invite.status()).toBe(403);
  expect((await invite.json()).error).toBe("Only the game's host can invite co-hosts.");
  expect((await friend.request.get(`/api/games/${game.id}`)).status()).toBe(404);
  const link = await (await cohost.request.post(`/api/games/${game.id}/seat-links`, { data: { seatId } })).json();
  expect((await cohost.request.get(`/api/seat/${link.token}`)).status()).toBe(200);

  const { game: g } = await (await host.request.get(`/api/games/${game.id}`)).json();
  const cohostId = g.members.find((m: { role: string }) => m.role === "cohost").userId;
  expect((await host.request.delete(`/api/games/${game.id}/cohosts`, { data: { userId: cohostId } })).status()).toBe(
    200,
  );
  expect((await cohost.request.get(`/api/games/${game.id}`)).status()).toBe(404);
  expect((await cohost.request.get(`/api/seat/${link.token}`)).status()).toBe(404);
  await Promise.all([host.close(), cohost.close(), friend.close()]);
});

test("oversized bodies get a 413 naming the limit, and a game file has at most 20,000 events", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Big");
  const huge = await page.request.post(`/api/games/${game.id}/commands`, {
    data: { command: { type: "seat.add", name: "x".repeat(8 * 1024 * 1024) } },
  });
  expect(huge.status()).toBe(413);
  expect((await huge.json()).error).toBe("The request body is larger than the 64 KB limit.");

  const file = await (await page.request.get(`/api/games/${game.id}/export`)).json();
  const first = file.events[0];
  const events = [first];
  for (let seq = 2; seq <= 20_001; seq++)
    events.push({ ...first, seq, type: "SeatAdded", payload: { seatId: `s${seq}`, name: `P${seq}`, handle: null } });
  const tooMany = await page.request.post("/api/games/import", { data: { ...file, events } });
  expect(tooMany.status()).toBe(400);
  expect((await tooMany.json()).error).toMatch(/at most 20,?000 events/);
  const deep = await page.request.post("/api/games/import", {
    data: "[".repeat(10_000) + "]".repeat(10_000),
    headers: { "content-type": "application/json" },
  });
  expect(deep.status()).toBe(400);
});

test("changing the password in Settings signs out the other browser and revokes the tokens", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const here = await browser.newContext();
  const page = await here.newPage();
  const { username, password } = await signUpByApi(page.request, baseURL!);
  const laptop = await browser.newContext();
  const signedIn = await laptop.request.post("/api/auth/sign-in/username", {
    data: { username, password },
    headers: { origin: baseURL!, ...clientIp() },
  });
  expect(signedIn.ok()).toBeTruthy();
  expect((await laptop.request.get("/api/games")).status()).toBe(200);

  await page.goto("/settings");
  await page.getByLabel("Token name").fill("Bot");
  await page.getByLabel("Expires").selectOption("30");
  await page.getByRole("button", { name: "Create token" }).click();
  const token = (await page.getByTestId("new-token").textContent())!;
  await expect(page.getByText(/expires/).first()).toBeVisible();
  const bot = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  expect((await bot.get("/api/games")).status()).toBe(200);
  // A token cannot make tokens: a leaked one could otherwise outlive its revocation.
  expect((await bot.post("/api/tokens", { data: { name: "child" } })).status()).toBe(403);

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("a brand new password");
  await page.getByLabel("New password again").fill("a brand new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toContainText("Password changed");
  expect((await laptop.request.get("/api/games")).status()).toBe(401);
  expect((await bot.get("/api/games")).status()).toBe(401);
  expect((await page.request.get("/api/games")).status()).toBe(200);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await page.request.get("/api/games")).status()).toBe(401);
  await Promise.all([here.close(), laptop.close(), bot.dispose()]);
});

test("every page sends security headers; the town square's script runs under a hash-only policy", async ({
  page,
  baseURL,
}) => {
  await signUpByApi(page.request, baseURL!);
  const game = await createGameByApi(page.request, "Headers");
  await command(page.request, game.id, { type: "seat.add", name: "Amelia" });
  await command(page.request, game.id, { type: "game.publish" });
  for (const path of ["/sign-in", "/games", "/settings", `/town/${game.slug}`, `/api/games/${game.id}`]) {
    const h = (await page.request.get(path)).headers();
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
  const town = await page.request.get(`/town/${game.slug}`);
  expect(town.headers()["content-security-policy"]).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  // The public answer's ETag carries nothing of the game's private id.
  const etag = (await page.request.get(`/api/town/${game.slug}`)).headers()["etag"]!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(etag).not.toContain(game.id.slice(0, 8));

  // Moderator pages: scripts only with a nonce that is new on every request, and the page still runs.
  const nonceOf = async () =>
    /'nonce-([^']+)'/.exec((await page.request.get("/games")).headers()["content-security-policy"] ?? "")?.[1];
  const [first, second] = [await nonceOf(), await nonceOf()];
  expect(first).toBeTruthy();
  expect(first).not.toBe(second);

  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/settings");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.goto(`/town/${game.slug}`);
  // The inline script ran under the policy: it connected the live stream.
  await expect(page.locator("#live-status")).toHaveAttribute("data-status", /live|polling/);
  expect(violations).toEqual([]);
});

test("a proxy's probes: liveness and readiness answer fresh each time, readiness after the database and the live connection", async ({
  request,
}) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(health.headers()["cache-control"]).toBe("no-store");
  const ready = await request.get("/api/ready");
  expect(ready.status()).toBe(200);
  expect(ready.headers()["cache-control"]).toBe("no-store");
  expect(await ready.json()).toEqual({ ok: true, checks: { migrations: true, database: true, live: true } });
});
