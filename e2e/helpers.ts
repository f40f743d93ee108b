import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";

export const uniqueName = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

/** The server trusts this header for the client's address (TRUSTED_IP_HEADER), so each test is its own client for rate limits. */
export const clientIp = () => ({ "x-test-client-ip": `10.${randomBytes(3).join(".")}` });

/** Signs up a new moderator through the API; the browser context keeps the session cookie. */
export async function signUpByApi(request: APIRequestContext, baseURL: string, username = uniqueName("mod")) {
  const res = await request.post("/api/auth/sign-up/email", {
    data: { email: `${username}@example.org`, password: "correct horse battery", name: username, username },
    headers: { origin: baseURL, ...clientIp() },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { username, password: "correct horse battery" };
}

/** A new game by the API; `headers` as a browser would send them (a Japanese one's Accept-Language). */
export async function createGameByApi(
  request: APIRequestContext,
  title: string,
  rulesetId = "clocktower",
  headers: Record<string, string> = {},
) {
  const res = await request.post("/api/games", { data: { title, rulesetId }, headers });
  expect(res.status()).toBe(201);
  return (await res.json()).game as { id: string; slug: string; publicUrl: string };
}

export async function command(request: APIRequestContext, gameId: string, cmd: Record<string, unknown>, force = false) {
  const res = await request.post(`/api/games/${gameId}/commands`, { data: { command: cmd, force } });
  const body = await res.json();
  expect(res.ok(), JSON.stringify(body)).toBeTruthy();
  return body;
}

const SHOTS = "test-results/screenshots";

/**
 * Screenshots the page at desktop (1280 px) and phone (390 px) widths, for a person to look at.
 * `npm test` (CI) turns them off with E2E_SCREENSHOTS=off: nobody looks at a clean clone's, and two
 * whole-page pictures at each of about 150 places cost minutes of the two cores.
 */
export async function screenshotBoth(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === "off") return;
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (original) await page.setViewportSize(original);
}

/** axe finds no serious or critical violation on the page as it stands. */
export async function expectNoSeriousAxe(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    what,
  ).toEqual([]);
}

/** The owner the e2e servers name (OWNER_USERNAME in playwright.config.ts); made on first use. */
export const OWNER = { username: "e2eowner", password: "correct horse battery" };

export async function signInOwner(request: APIRequestContext, baseURL: string) {
  // Made on first use. For an existing account the sign-up answers 200 too (it gives nothing away), but
  // signs nobody in: sign in every time.
  await request.post("/api/auth/sign-up/email", {
    data: { email: `${OWNER.username}@example.org`, name: OWNER.username, ...OWNER },
    headers: { origin: baseURL, ...clientIp() },
  });
  const signIn = await request.post("/api/auth/sign-in/username", {
    data: OWNER,
    headers: { origin: baseURL, ...clientIp() },
  });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
}
