// `npm run screenshots` (after `npm run build`): the README's pictures of today's app, from a seeded
// 12-player Bad Moon Rising game on an embedded database in a fresh folder: the grimoire at night,
// the night sheet with a step open, the day's grimoire and the town square on a phone during a vote.
// Written to docs/screenshot-*.png; run it again whenever a page changes, and commit the pictures.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const port = Number(process.env.SCREENSHOTS_PORT ?? 3296);
const base = `http://localhost:${port}`;
const OUT = "docs";
const CAST = [
  ["Amelia", "chambermaid"],
  ["Dolby", "innkeeper"],
  ["Eggyolk", "gambler"],
  ["Kiiruma", "exorcist"],
  ["Nightingale", "courtier"],
  ["Whysper", "godfather"],
  ["CRichard", "po"],
  ["Moth", "sailor"],
  ["Quill", "fool"],
  ["Sorrel", "tealady"],
  ["Tamsin", "lunatic"],
  ["Juniper", "professor"],
];

const dataDir = mkdtempSync(path.join(tmpdir(), "grimoire-screenshots-"));
const env = {
  ...process.env,
  GRIMOIRE_DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_MANUAL_SIG_HANDLE: "1",
  REGISTRATION: "open",
  REQUEST_LOG: "off",
  OFFICIAL_DATA_URL: "off",
};
delete env.DATABASE_URL;
// As `npm start` runs it (its own signal handler closes the database on SIGTERM).
const server = spawn("sh", ["scripts/start.sh"], {
  env: { ...env, PORT: String(port) },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/sign-in`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

let browser;
try {
  await waitUp();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const host = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: "dark",
    locale: "en-GB",
  });
  const page = await host.newPage();
  const api = page.request;
  const ok = async (res) => {
    if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const username = "storyteller";
  await ok(
    await api.post(`${base}/api/auth/sign-up/email`, {
      data: { email: "st@example.org", password: "correct horse battery", name: username, username },
      headers: { origin: base },
    }),
  );
  const { game } = await ok(
    await api.post(`${base}/api/games`, { data: { title: "Bad Moon Rising #12", rulesetId: "clocktower" } }),
  );
  const command = (cmd, force = false) =>
    api.post(`${base}/api/games/${game.id}/commands`, { data: { command: cmd, force } }).then(ok);
  for (const [name] of CAST) await command({ type: "seat.add", name });
  await command({ type: "game.publish" });
  const seats = (await ok(await api.get(`${base}/api/games/${game.id}`))).game.view.seats;
  const seatOf = (name) => seats.find((s) => s.name === name).id;
  const script = (await ok(await api.get(`${base}/api/scripts/builtin-bad-moon-rising-forum`))).script.script;
  await command({ type: "clocktower.setScript", script });
  await command(
    { type: "clocktower.deal", mode: "manual", assignments: Object.fromEntries(CAST.map(([n, c]) => [seatOf(n), c])) },
    true,
  );
  await command({ type: "clocktower.setBluffs", characterIds: ["gossip", "minstrel", "grandmother"] }, true);
  await command({ type: "clocktower.setLunatic", seatId: seatOf("Tamsin"), demonId: "zombuul" }, true);
  await command({ type: "clocktower.setSettings", discussionHours: 0 });
  await command({ type: "clocktower.startNight" });

  // Night 1: the grimoire and its night sheet, the Sailor's step open.
  await page.goto(`${base}/games/${game.id}`);
  await page.getByTestId("night-step").first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}/screenshot-grimoire.png` });
  const sailor = page.locator('[data-testid="night-step"][data-step^="sailor"] > button');
  if ((await sailor.getAttribute("aria-expanded")) !== "true") await sailor.click();
  await page.locator('[data-testid="night-step"][data-step^="sailor"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/screenshot-night.png` });

  // Day 1: two nominations and the votes entered from the thread.
  await command({ type: "clocktower.startDay" }, true);
  const day = (cmd) => command({ type: "clocktower.day", command: cmd }, true);
  await day({ type: "day.nominate", nominator: seatOf("Amelia"), nominee: seatOf("Kiiruma") });
  for (const voter of ["Amelia", "Dolby", "Moth", "Quill"])
    await day({ type: "day.vote", voter: seatOf(voter), nominee: seatOf("Kiiruma") });
  await day({ type: "day.nominate", nominator: seatOf("CRichard"), nominee: seatOf("Whysper") });
  for (const voter of ["Eggyolk", "Sorrel"])
    await day({ type: "day.vote", voter: seatOf(voter), nominee: seatOf("Whysper") });
  await page.goto(`${base}/games/${game.id}`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}/screenshot-game.png` });

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme: "dark",
    locale: "en-GB",
  });
  const town = await phone.newPage();
  await town.goto(`${base}/town/${game.slug}`);
  await town.getByTestId("town-seats").waitFor();
  await town.waitForLoadState("networkidle");
  await town.screenshot({ path: `${OUT}/screenshot-town-phone.png` });
  console.log(`screenshots: ${OUT}/screenshot-{grimoire,night,game,town-phone}.png`);
} finally {
  await browser?.close();
  server.kill("SIGTERM");
  const stopped = await Promise.race([
    new Promise((r) => server.on("exit", () => r(true))),
    new Promise((r) => setTimeout(() => r(false), 15000)),
  ]);
  if (!stopped) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
