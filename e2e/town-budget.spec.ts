import { expect, test } from "./test";
import AxeBuilder from "@axe-core/playwright";
import { command, createGameByApi, signUpByApi } from "./helpers";

const NAMES = ["CRichard", "Eggyolk", "PlagueSimp", "Nightingale", "Dolby", "Kiiruma", "Whysper", "Amelia", "Thepigeonnyc", "Intensify", "YoubutWorse", "LadyGaga", "Squishy", "Everhood", "Gnomes"];

async function fifteenSeatTown(page: import("@playwright/test").Page, baseURL: string) {
  await signUpByApi(page.request, baseURL);
  const game = await createGameByApi(page.request, "Budget game");
  for (const name of NAMES) await command(page.request, game.id, { type: "seat.add", name, handle: name.toLowerCase() });
  await command(page.request, game.id, { type: "game.publish" });
  return game;
}

test("a 15-seat town square loads within its weight budget on a phone", async ({ page, browser, baseURL }) => {
  const game = await fifteenSeatTown(page, baseURL!);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const town = await phone.newPage();
  const cdp = await phone.newCDPSession(town);
  await cdp.send("Network.enable");
  const bytes = new Map<string, number>();
  const urls = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
  cdp.on("Network.loadingFinished", (e) => bytes.set(e.requestId, e.encodedDataLength));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const started = Date.now();
  await town.goto(game.publicUrl, { waitUntil: "commit" });
  await expect(town.getByTestId("town-seats").getByRole("listitem")).toHaveCount(15);
  const seatsVisibleMs = Date.now() - started;
  await town.waitForLoadState("networkidle");
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);
  if (process.env.BUDGET_DETAIL) for (const [id, n] of bytes) console.log(`${(n / 1024).toFixed(1)} KB ${urls.get(id)}`);
  console.log(`town square first load: ${(total / 1024).toFixed(1)} KB transferred, seats visible after ${seatsVisibleMs} ms (4x CPU throttling)`);
  expect(total).toBeLessThan(150 * 1024);
  await phone.close();
});

test("the public and moderator pages have no serious accessibility violations", async ({ page, browser, baseURL }) => {
  const game = await fifteenSeatTown(page, baseURL!);
  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.goto(game.publicUrl);
  const publicResults = await new AxeBuilder({ page: town }).analyze();
  const serious = (r: typeof publicResults) =>
    r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious(publicResults)).toEqual([]);
  await page.goto(`/games/${game.id}`);
  await expect(page.getByTestId("seat-row")).toHaveCount(15);
  expect(serious(await new AxeBuilder({ page }).analyze())).toEqual([]);
  await visitor.close();
});
