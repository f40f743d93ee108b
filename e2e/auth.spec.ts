import { expect, test } from "./test";
import { screenshotBoth, signUpByApi, uniqueName } from "./helpers";

test("a moderator signs up, signs out and signs back in", async ({ page }) => {
  const username = uniqueName("host");
  await page.goto("/");
  await expect(page).toHaveURL(/\/sign-(up|in)$/);
  await page.goto("/sign-up");
  await expect(page.getByRole("heading", { name: /moderator account/ })).toBeVisible();
  await screenshotBoth(page, "sign-up");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.org`);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole("heading", { name: "Your games" })).toBeVisible();
  await expect(page.getByText(username)).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/games");
  await expect(page).toHaveURL(/\/sign-in$/);
  await screenshotBoth(page, "sign-in");

  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password").fill("wrong password!");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Wrong username, email or password.");

  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/games$/);
});

test("sign-ins are rate-limited per client", async ({ request, baseURL }) => {
  const headers = {
    origin: baseURL!,
    "x-test-client-ip": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  const statuses: number[] = [];
  // A fresh name each run: failures also count per account (and the e2e database outlives a run).
  const username = uniqueName("nobody_");
  for (let i = 0; i < 7; i++) {
    const res = await request.post("/api/auth/sign-in/username", {
      data: { username, password: "wrong password" },
      headers,
    });
    statuses.push(res.status());
  }
  expect(statuses, JSON.stringify(statuses)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  // Another client is not locked out.
  const other = await request.post("/api/auth/sign-in/username", {
    data: { username, password: "wrong password" },
    headers: { ...headers, "x-test-client-ip": "10.254.254.254" },
  });
  expect(other.status()).toBe(401);
});

test("the API asks for sign-in and hides other moderators' games", async ({ browser, baseURL }) => {
  const anon = await browser.newContext();
  expect((await anon.request.get("/api/games")).status()).toBe(401);
  const owner = await browser.newContext();
  await signUpByApi(owner.request, baseURL!);
  const game = await (
    await owner.request.post("/api/games", { data: { title: "Mine", rulesetId: "clocktower" } })
  ).json();
  const stranger = await browser.newContext();
  await signUpByApi(stranger.request, baseURL!);
  const res = await stranger.request.get(`/api/games/${game.game.id}`);
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ ok: false, error: "No such game." });
  await Promise.all([anon.close(), owner.close(), stranger.close()]);
});
