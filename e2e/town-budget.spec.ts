import { expect, test, type Browser } from "./test";
import AxeBuilder from "@axe-core/playwright";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { command, createGameByApi, signUpByApi } from "./helpers";

const NAMES = [
  "CRichard",
  "Eggyolk",
  "PlagueSimp",
  "Nightingale",
  "Dolby",
  "Kiiruma",
  "Whysper",
  "Amelia",
  "Thepigeonnyc",
  "Intensify",
  "YoubutWorse",
  "LadyGaga",
  "Squishy",
  "Everhood",
  "Gnomes",
];

async function fifteenSeatTown(page: import("@playwright/test").Page, baseURL: string) {
  await signUpByApi(page.request, baseURL);
  const game = await createGameByApi(page.request, "Budget game");
  for (const name of NAMES)
    await command(page.request, game.id, { type: "seat.add", name, handle: name.toLowerCase() });
  await command(page.request, game.id, { type: "game.publish" });
  return game;
}

// One at a time: the timings must not share the 2 cores with another test.
test.describe.configure({ mode: "serial" });

async function firstContentfulPaint(page: import("@playwright/test").Page): Promise<number> {
  return page.evaluate(async () => {
    for (let i = 0; i < 50; i++) {
      const entry = performance.getEntriesByName("first-contentful-paint")[0];
      if (entry) return Math.round(entry.startTime);
      await new Promise((r) => setTimeout(r, 100));
    }
    return Number.POSITIVE_INFINITY;
  });
}

/** A first visit (a fresh browser context: nothing cached): the bytes it transferred and its first paint. */
async function firstVisit(browser: Browser, url: string, phone: boolean, waitForSeats = true) {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const town = await context.newPage();
  const cdp = await context.newCDPSession(town);
  await cdp.send("Network.enable");
  const bytes = new Map<string, number>();
  cdp.on("Network.loadingFinished", (e) => bytes.set(e.requestId, e.encodedDataLength));
  if (phone) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await town.goto(url);
  if (waitForSeats) await expect(town.getByTestId("town-seats").getByRole("listitem")).toHaveCount(15);
  await town.waitForLoadState("networkidle");
  // The seats are in the server's HTML: they show at the first contentful paint, as the browser measures it.
  const paint = await firstContentfulPaint(town);
  await context.close();
  return { kb: [...bytes.values()].reduce((a, b) => a + b, 0) / 1024, paint };
}

/**
 * The browser's own floor: the first paint of a page that is nothing but the 15 names as text, served
 * from this process. A fresh context's first paint costs this much before any page of ours is read
 * (measured: 100 to 220 ms on desktop, by Chromium's build and the machine's load), so the budget
 * is what the town square adds to it, which is what the app decides.
 */
async function floorServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><ol>${NAMES.map((n) => `<li>${n}</li>`).join("")}</ol></body></html>`;
  const server = createServer((_, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

test("a 15-seat town square loads within its weight budget on a phone", async ({ page, browser, baseURL }) => {
  const game = await fifteenSeatTown(page, baseURL!);
  // A running server has rendered pages before: the first render after start is not what a player waits for.
  expect((await page.request.get(game.publicUrl)).ok()).toBe(true);
  const floor = await floorServer();
  // Five first visits each, the floor page between the town's: the median, so a hiccup of a shared
  // machine does not decide.
  const phone = { town: [] as number[], floor: [] as number[] };
  const desktop = { town: [] as number[], floor: [] as number[] };
  let kb = 0;
  for (let i = 0; i < 5; i++) {
    for (const [mobile, into] of [
      [true, phone],
      [false, desktop],
    ] as const) {
      const visit = await firstVisit(browser, game.publicUrl, mobile);
      if (mobile) kb = Math.max(kb, visit.kb);
      into.town.push(visit.paint);
      into.floor.push((await firstVisit(browser, floor.url, mobile, false)).paint);
    }
  }
  await floor.close();
  const added = (m: { town: number[]; floor: number[] }) => median(m.town) - median(m.floor);
  console.log(
    `town square first load: ${kb.toFixed(1)} KB transferred; seats painted after ${phone.town.join("/")} ms on a phone with 4x CPU throttling (a bare page: ${phone.floor.join("/")}), ${desktop.town.join("/")} ms on desktop (a bare page: ${desktop.floor.join("/")})`,
  );
  expect(kb).toBeLessThan(150);
  // What the town square adds to the browser's floor (measured: about 300 ms on the throttled phone and
  // 150 ms on desktop, for its stylesheet, its layout and its one inline script).
  expect(added(phone)).toBeLessThan(600);
  expect(added(desktop)).toBeLessThan(250);
});

test("the public and moderator pages have no serious accessibility violations", async ({ page, browser, baseURL }) => {
  const game = await fifteenSeatTown(page, baseURL!);
  const visitor = await browser.newContext();
  const town = await visitor.newPage();
  await town.goto(game.publicUrl);
  const publicResults = await new AxeBuilder({ page: town }).analyze();
  const serious = (r: typeof publicResults) =>
    r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious(publicResults)).toEqual([]);
  await page.goto(`/games/${game.id}`);
  await expect(page.getByTestId("seat-row")).toHaveCount(15);
  expect(serious(await new AxeBuilder({ page }).analyze())).toEqual([]);
  await visitor.close();
});
