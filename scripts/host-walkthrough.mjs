// The host's first two days of a 12-player Bad Moon Rising forum game, played through the pages in
// Chromium the way a host plays them, counting the host's pointer clicks and keystrokes per task.
// Not a test: it prints a table (recorded in BENCHMARKS.md) and screenshots every phase at 1280 and
// 390 px into test-results/walkthrough/ for a person to look at.
//
//   npm run build && node scripts/host-walkthrough.mjs
//
// It starts the built app on an embedded database in a fresh folder. The players' own clicks on
// their links (their night actions) are counted apart: they are not the host's work.
// How it counts: a click is one press of the pointer (a native select is two: open, choose); a
// typed field is one click to focus plus one keystroke per character; a paste is a click and Ctrl+V.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const port = Number(process.env.WALKTHROUGH_PORT ?? 3295);
const base = `http://localhost:${port}`;
const SHOTS = "test-results/walkthrough";
const PLAYERS = [
  "Amelia",
  "Dolby",
  "Eggyolk",
  "Kiiruma",
  "Nightingale",
  "Whysper",
  "CRichard",
  "Moth",
  "Quill",
  "Sorrel",
  "Tamsin",
  "Juniper",
];
// A forum sign-up thread as the host copies it.
const SIGNUPS = PLAYERS.map((p, i) => (i % 3 === 0 ? `${p}: /in` : i % 3 === 1 ? `${i + 1}. ${p}` : p)).join("\n");

const dataDir = mkdtempSync(path.join(tmpdir(), "grimoire-walkthrough-"));
const env = {
  ...process.env,
  GRIMOIRE_DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_MANUAL_SIG_HANDLE: "1",
  REGISTRATION: "open",
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});

const tasks = [];
let task = null;
const players = { clicks: 0 };
function begin(name) {
  task = { name, clicks: 0, keys: 0 };
  tasks.push(task);
}
async function click(locator) {
  await locator.click();
  task.clicks += 1;
}
async function type(locator, text) {
  await locator.fill(text);
  task.clicks += 1;
  task.keys += text.length;
}
async function paste(locator, text) {
  await locator.fill(text);
  task.clicks += 1;
  task.keys += 2;
}
async function choose(locator, option) {
  await locator.selectOption(option);
  task.clicks += 2;
}

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/sign-in`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the app did not start");
}

async function until(what, check, timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function shoot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function main() {
  await waitUp();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  const host = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    colorScheme: "dark",
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await host.newPage();
  const view = async () => (await (await page.request.get(`/api/games/${gameId}`)).json()).game.view;
  const hydrated = () => page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const phaseTitle = page.getByTestId("phase-title");
  const primary = page.getByTestId("phase-primary");
  /** A rule warning defaults to Cancel; where the host meant it, they confirm. */
  const confirmIfWarned = async () => {
    const dialog = page.getByRole("alertdialog");
    await page.waitForTimeout(300);
    if (await dialog.isVisible()) await click(dialog.getByRole("button", { name: "Do it anyway" }));
  };

  /** The day resolved, through the rules' question when they ask one. */
  const resolved = async () => {
    const dialog = page.getByRole("alertdialog");
    await until("the day resolved", async () => {
      if (await dialog.isVisible()) await click(dialog.getByRole("button", { name: "Do it anyway" }));
      return !!(await view()).rules.day?.result;
    });
  };

  begin("sign up");
  await page.goto(`${base}/sign-up`);
  await hydrated();
  await type(page.getByLabel("Username"), "ravenhost");
  await type(page.getByLabel("Email"), "raven@example.org");
  await type(page.getByLabel("Password", { exact: true }), "correct horse battery");
  const confirm = page.getByLabel("Confirm password");
  if (await confirm.count()) await type(confirm, "correct horse battery");
  await click(page.getByRole("button", { name: "Create account" }));
  await page.waitForURL(/\/games/);

  begin("new game");
  await hydrated();
  await type(page.getByLabel("Title"), "Bad Moon #12");
  if ((await page.getByLabel("Rule system").inputValue()) !== "clocktower")
    await choose(page.getByLabel("Rule system"), "clocktower");
  await click(page.getByRole("button", { name: "Create game" }));
  await page.waitForURL(/\/games\/[^/]+$/);
  const gameId = page.url().split("/games/")[1];
  await hydrated();

  begin("12 seats from a pasted sign-up list");
  await click(page.getByRole("button", { name: "Paste sign-ups" }));
  await paste(page.getByLabel("Sign-up list"), SIGNUPS);
  await click(page.getByRole("button", { name: "Apply: 12 seats" }));
  await until("12 seats", async () => (await view()).seats.length === 12);

  begin("script");
  const scriptChoice = page.getByLabel("Script from your library");
  await until("the library", async () => (await scriptChoice.locator("option", { hasText: "Bad Moon" }).count()) > 0);
  const bmr = await scriptChoice.locator("option", { hasText: "Bad Moon Rising" }).first().getAttribute("value");
  if ((await scriptChoice.inputValue()) !== bmr) await choose(scriptChoice, bmr);
  await click(page.getByRole("button", { name: "Use this script" }));
  await until("the script", async () => !!(await view()).rules.script);

  begin("bag");
  await click(page.getByRole("button", { name: "Fill the rest at random" }));
  await until("a full bag", async () => ((await view()).rules.bag?.characterIds.length ?? 0) === 12);

  begin("links for all players");
  await click(page.getByRole("button", { name: "Create links for all players" }));
  await until("12 links", async () => (await page.getByTestId("new-link").count()) === 12);
  const links = {};
  for (const row of await page.getByTestId("new-link").all()) {
    const url = await row.locator("code").textContent();
    links[(await row.locator("span").first().textContent()).trim()] = url;
  }

  begin("publish");
  await click(page.getByRole("button", { name: "Publish", exact: true }));
  await until("published", async () => (await view()).published);
  await shoot(page, "1-setup");

  begin("deal");
  await click(page.getByRole("button", { name: "Deal at random" }));
  await page.getByTestId("gr-circle").waitFor();
  await shoot(page, "2-dealt");

  /** Each player with a night action submits it on their own link (the players' clicks, not the host's). */
  const playersAct = async () => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });
    const p = await ctx.newPage();
    for (const name of PLAYERS) {
      await p.goto(`${base}${new URL(links[name], base).pathname}`);
      const form = p.getByTestId("night-action").locator("form");
      if (!(await form.count())) continue;
      // Juniper first, so the night's kills land away from the day's thread; then the last options (a
      // rule may refuse a choice: the Devil's Advocate cannot choose the same player two nights running).
      const options = await form.locator("select option").allTextContents();
      const juniper = options.findIndex((o) => /Juniper/.test(o));
      const order = [juniper, options.length - 1, options.length - 2].filter((i) => i >= 0);
      for (const index of order) {
        await p.getByTestId("night-action").locator("form select").selectOption({ index });
        await p.getByTestId("night-action").locator("form").getByRole("button").click();
        players.clicks += 3;
        await p.waitForLoadState();
        if (await p.getByTestId("night-submitted").count()) break;
      }
    }
    await ctx.close();
  };

  /** The host walks the night sheet: the next step opens by itself; record it, apply what it proposes. */
  const runNight = async (n) => {
    for (;;) {
      const sheet = (await view()).rules.nightSheet;
      const step = sheet.steps.find((s) => !s.done && !s.skipped && !s.automatic);
      if (!step) break;
      const row = page.locator(`[data-testid="night-step"][data-step="${step.key}"]`);
      const form = row.locator("form");
      await form.waitFor();
      const players = step.form.players;
      if (players && players.min > 0 && !step.submitted && !step.record) {
        // The storyteller's own choice (a Grandmother's grandchild, say): the first candidates.
        for (const id of players.candidates.slice(0, players.min)) {
          const name = (await view()).seats.find((s) => s.id === id).name;
          await click(form.getByRole(players.max === 1 ? "radio" : "checkbox", { name, exact: true }));
        }
      }
      const clicksBefore = task.clicks;
      const markDone = form.getByRole("button", { name: /^Record(, apply effects)? and mark done$/ });
      const applies = /apply effects/.test(await markDone.textContent());
      await click(markDone);
      await confirmIfWarned();
      await until(`step ${step.key} done`, async () =>
        (await view()).rules.nightSheet.steps.some((s) => s.key === step.key && s.done && (!applies || s.applied)),
      );
      const after = (await view()).rules.nightSheet.steps.find((s) => s.key === step.key);
      if (after.effects.length > 0 && !after.applied) {
        await click(row.getByRole("button", { name: /^Apply effects/ }));
        await until(`effects of ${step.key}`, async () =>
          (await view()).rules.nightSheet.steps.some((s) => s.key === step.key && s.applied),
        );
      }
      if (process.env.DEBUG)
        console.log(`  ${step.name}${step.seatName ? ` (${step.seatName})` : ""}: ${task.clicks - clicksBefore}`);
    }
    await shoot(page, `${n}-night-done`);
  };

  begin("Night 1: start, every step, reminders");
  await click(primary);
  await until("Night 1", async () => (await phaseTitle.textContent()).startsWith("Night 1"));
  await playersAct();
  await page.reload();
  await hydrated();
  await shoot(page, "3-night-1");
  await runNight(3);

  begin("dawn 1");
  await click(primary);
  await until("Day 1", async () => (await phaseTitle.textContent()).startsWith("Day 1"));
  await shoot(page, "4-day-1");

  const alive = async () => (await view()).rules.seats.filter((s) => s.alive).map((s) => s.name);
  const vote = async (voter, nominee) => {
    const group = page.getByRole("group", { name: `Vote of ${voter}` });
    if (!(await group.count())) return false;
    await click(group.getByRole("button", { name: nominee, exact: true }));
    return true;
  };

  begin("Day 1: two nominations and four votes from a pasted thread");
  await click(page.getByRole("button", { name: "Advance to the next segment" }));
  await until("nominations", async () => /Nomination/.test(await phaseTitle.textContent()));
  const living = await alive();
  const [a, b, c, d, e, f, g, h] = ["Eggyolk", "Dolby", "Kiiruma", "Whysper", "Moth", "Quill", "Sorrel", "Amelia"].map(
    (n) => (living.includes(n) ? n : living.find((x) => x !== "Juniper")),
  );
  const thread = [
    `Post by ${a} » Tue Dec 01, 2026 6:02 pm`,
    "",
    `${b}'s claim doesn't add up for me.`,
    `/nominate ${b}`,
    `VOTE: ${b}`,
    "",
    `Post by ${c} » Tue Dec 01, 2026 6:20 pm`,
    "",
    `/nominate ${d}`,
    `vote ${d}`,
    "",
    `Post by ${e} » Tue Dec 01, 2026 6:31 pm`,
    "",
    `vote ${b}`,
    "",
    `Post by ${f} » Tue Dec 01, 2026 6:40 pm`,
    "",
    `[b]VOTE: ${b}[/b]`,
  ].join("\n");
  const dayPanel = page.getByTestId("ct-paste");
  await paste(dayPanel.getByLabel("Paste posts from the thread"), thread);
  await click(dayPanel.getByRole("button", { name: "Read posts" }));
  await click(dayPanel.getByRole("button", { name: /^Accept all unflagged/ }));
  await dayPanel.getByText(/ 0 to review$/).waitFor();

  begin("Day 1: two more votes by hand");
  await vote(g, b);
  await vote(h, d);

  begin("Day 1: copy the count");
  const exportsPanel = page.getByTestId("day-exports");
  await click(exportsPanel.getByRole("button", { name: /^Copy / }).first());
  await shoot(page, "5-day-1-count");

  // Before voting closes by the clock: the rules ask first.
  begin("Day 1: resolve");
  await click(primary);
  await resolved();
  await shoot(page, "6-day-1-resolved");

  begin("Night 2: start, every step, reminders");
  await click(primary);
  await until("Night 2", async () => (await phaseTitle.textContent()).startsWith("Night 2"));
  await playersAct();
  await page.reload();
  await hydrated();
  await runNight(7);

  begin("dawn 2");
  await click(primary);
  await until("Day 2", async () => (await phaseTitle.textContent()).startsWith("Day 2"));

  begin("Day 2: a nomination and four votes from a pasted thread");
  await click(page.getByRole("button", { name: "Advance to the next segment" }));
  await until("nominations", async () => /Nomination/.test(await phaseTitle.textContent()));
  const [n1, n2, ...voters] = (await alive()).filter((n) => n !== "Juniper");
  const thread2 = [
    `Post by ${n1} » Wed Dec 02, 2026 6:02 pm`,
    "",
    `/nominate ${n2}`,
    `VOTE: ${n2}`,
    ...voters.slice(0, 3).flatMap((v, i) => ["", `Post by ${v} » Wed Dec 02, 2026 7:0${i} pm`, "", `vote ${n2}`]),
  ].join("\n");
  await paste(dayPanel.getByLabel("Paste posts from the thread"), thread2);
  await click(dayPanel.getByRole("button", { name: "Read posts" }));
  await click(dayPanel.getByRole("button", { name: /^Accept all unflagged/ }));
  await dayPanel.getByText(/ 0 to review$/).waitFor();
  await shoot(page, "8-day-2");

  begin("Day 2: resolve");
  await click(primary);
  await resolved();
  await shoot(page, "9-day-2-resolved");
  await browser.close();

  const width = Math.max(...tasks.map((t) => t.name.length));
  console.log(`\n${"task".padEnd(width)}  clicks  keystrokes`);
  for (const t of tasks)
    console.log(`${t.name.padEnd(width)}  ${String(t.clicks).padStart(6)}  ${String(t.keys).padStart(10)}`);
  const total = tasks.reduce((s, t) => s + t.clicks, 0);
  const keys = tasks.reduce((s, t) => s + t.keys, 0);
  console.log(`${"the host, in all".padEnd(width)}  ${String(total).padStart(6)}  ${String(keys).padStart(10)}`);
  console.log(`(the players' own clicks on their links: ${players.clicks}; screenshots in ${SHOTS}/)`);
}

try {
  await main();
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
