/**
 * A page ships only the words it needs (issue 17): each app page's RSC payload carries the namespaces
 * its client components read (lib/i18n/namespaces.ts), no loaded JavaScript chunk holds a catalogue,
 * and the bytes stay within budgets set from the measured figures. A game's posts in a language the
 * moderator does not read come from /api/messages, not from a bundled catalogue.
 *
 * Measured 2026-12-01 (production build, each body gzipped at level 6; KB = 1000 bytes; HTML is the
 * document with its inline RSC payload, JS every script it loads), before → after the split:
 *
 *   page        HTML en raw/gzip      HTML ja raw/gzip      JS raw/gzip (both languages)
 *   sign-in     126.6/36.1 → 13.3/3.4  151.0/40.8 → 14.3/3.9  545.3/165.7 (unchanged)
 *   games       142.6/38.3 → 29.8/5.8  167.9/43.0 → 31.6/6.3  586.3/178.8 (unchanged)
 *   Clocktower  129.0/36.4 → 75.1/21.4 153.4/41.0 → 87.8/24.4 1374.8/400.8 → 1133.8/329.6
 *   Secret Moon 129.0/36.3 → 48.0/13.6 153.4/41.0 → 56.5/15.5 (the game page's JS, as above)
 *   Kemomimi    129.0/36.3 → 54.3/15.7 153.4/41.0 → 62.0/17.6 (the game page's JS, as above)
 *
 * Before, every page carried its reader's whole catalogue in the payload and the game page's JS both
 * languages' catalogues (240 KB raw, 71 KB gzip). When measured, Clocktower's night, rules and day parts and
 * errors were still empty: the game pages' HTML budgets leave room for them.
 */
import { gzipSync } from "node:zlib";
import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./test";
import { clientIp, command, createGameByApi, signUpByApi } from "./helpers";
import { CATALOGUES, type Tree } from "./catalogues";

const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(300_000);

const SHOTS = "/tmp/shots-bytes";

const strings = (t: string | Tree): string[] => (typeof t === "string" ? [t] : Object.values(t).flatMap(strings));

/**
 * A namespace in a payload: its name and then its first key, `"kemomimi":{"sentences":` (or with `\"`
 * inside the flight data's strings). A part of a namespace ("postPicker") is not the namespace.
 */
const NAMESPACES = Object.keys(CATALOGUES.en);
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const q = '\\\\?"';
const namespacePattern = (locale: "en" | "ja", ns: string) => {
  const first = Object.keys(CATALOGUES[locale][ns] as Tree)[0];
  return new RegExp(`${q}${esc(ns)}${q}:\\{${first === undefined ? "\\}" : `${q}${esc(first)}${q}:`}`);
};

/** Words that are only ever in a catalogue: each namespace's three longest sentences, in both languages. */
const MARKERS = (["en", "ja"] as const).flatMap((locale) =>
  NAMESPACES.flatMap((ns) =>
    strings(CATALOGUES[locale][ns]!)
      .filter((s) => s.length >= 24 && !/[<>&'"\\]/.test(s))
      .sort((a, b) => b.length - a.length)
      .slice(0, 3),
  ),
);
/** A message as a bundler may write it: as it is, or with its non-ASCII letters escaped (\u30b2). */
const unicodeEscaped = (s: string) =>
  s.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

interface Measure {
  page: string;
  locale: "en" | "ja";
  html: { raw: number; gzip: number };
  js: { raw: number; gzip: number; files: number };
  namespaces: string[];
  catalogueIn: string[];
}

/** Loads `url` and measures its document (HTML with the inline RSC payload) and every script it loads. */
async function measure(page: Page, name: string, locale: "en" | "ja", url: string, ready: () => Promise<void>) {
  const scripts = new Map<string, Buffer>();
  const pending: Promise<void>[] = [];
  const onResponse = (res: import("@playwright/test").Response) => {
    if (res.request().resourceType() !== "script" || !res.url().includes("/_next/")) return;
    pending.push(
      res.body().then(
        (b) => void scripts.set(res.url(), b),
        () => undefined,
      ),
    );
  };
  page.on("response", onResponse);
  const doc = await page.goto(url);
  expect(doc?.ok()).toBeTruthy();
  await ready();
  await page.waitForTimeout(500);
  await Promise.all(pending);
  page.off("response", onResponse);
  const html = await doc!.body();
  const text = html.toString("utf8");
  const js = [...scripts.values()];
  const jsText = js.map((b) => b.toString("utf8"));
  const m: Measure = {
    page: name,
    locale,
    html: { raw: html.length, gzip: gzipSync(html).length },
    js: {
      raw: js.reduce((n, b) => n + b.length, 0),
      gzip: js.reduce((n, b) => n + gzipSync(b).length, 0),
      files: js.length,
    },
    // In the payload a key is `"name":{`, or `\"name\":{` inside the flight data's strings.
    namespaces: NAMESPACES.filter((ns) => namespacePattern(locale, ns).test(text)),
    catalogueIn: MARKERS.filter((s) => jsText.some((j) => j.includes(s) || j.includes(unicodeEscaped(s)))),
  };
  return m;
}

const RULE_SYSTEMS = [
  "clocktower",
  "clocktower.night",
  "clocktower.grimoireRules",
  "clocktower.dayCharacters",
  "clocktower.forumDayRules",
  "secretMoon",
  "kemomimi",
];
const OTHER_PAGES = ["games", "scripts", "settings", "auth"];
/** What each page must not carry. */
const NOT_ON: Record<string, string[]> = {
  signIn: [...RULE_SYSTEMS, "day", "board", "games", "scripts", "settings"],
  games: [...RULE_SYSTEMS, "day", "board", "gamePage", "scripts", "settings", "auth"],
  clocktower: ["secretMoon", "kemomimi", ...OTHER_PAGES],
  secretMoon: [
    "clocktower",
    "clocktower.night",
    "clocktower.grimoireRules",
    "clocktower.dayCharacters",
    "clocktower.forumDayRules",
    "kemomimi",
    ...OTHER_PAGES,
  ],
  kemomimi: [
    "clocktower",
    "clocktower.night",
    "clocktower.grimoireRules",
    "clocktower.dayCharacters",
    "clocktower.forumDayRules",
    "secretMoon",
    ...OTHER_PAGES,
  ],
};

/**
 * gzip KB of the HTML (with its payload) and of the JS: the larger language's figure after the split
 * plus about 15%, and for the game pages room for the rules' namespaces still empty when measured.
 */
const BUDGETS: Record<string, { html: number; js: number }> = {
  signIn: { html: 4.5, js: 190 },
  games: { html: 7.5, js: 205 },
  // Every edition's words ship with every Clocktower game page (the board may change its script in
  // play): Sects & Violets' night and day added about 5 KB in Japanese (40.3, 35.5 in English). An
  // edition's words only where its characters are on the script would take them off again.
  clocktower: { html: 46, js: 380 },
  secretMoon: { html: 22, js: 380 },
  kemomimi: { html: 24, js: 380 },
};

async function moderator(browser: Browser, baseURL: string, locale: "en-US" | "ja-JP") {
  const context = await browser.newContext({ locale, baseURL });
  const page = await context.newPage();
  await signUpByApi(page.request, baseURL);
  return { context, page };
}

const results: Measure[] = [];

for (const [locale, browserLocale, accept] of [
  ["en", "en-US", "en-US,en;q=0.9"],
  ["ja", "ja-JP", "ja-JP,ja;q=0.9"],
] as const) {
  test(`the pages in ${locale} ship their own words and no catalogue`, async ({ browser, baseURL }) => {
    const signedOut: BrowserContext = await browser.newContext({ locale: browserLocale, baseURL });
    const anon = await signedOut.newPage();
    results.push(
      await measure(anon, "signIn", locale, "/sign-in", () =>
        expect(anon.locator("html[data-hydrated]")).toBeAttached(),
      ),
    );
    await signedOut.close();

    const { context, page } = await moderator(browser, baseURL!, browserLocale);
    const headers = { "accept-language": accept, ...clientIp() };
    const ct = await createGameByApi(page.request, "Bytes CT", "clocktower", headers);
    const sm = await createGameByApi(page.request, "Bytes SM", "secret-moon", headers);
    const kp = await createGameByApi(page.request, "Bytes KP", "kemomimi-panic", headers);
    results.push(
      await measure(page, "games", locale, "/games", () => expect(page.getByTestId("game-row").first()).toBeVisible()),
    );
    results.push(
      await measure(page, "clocktower", locale, `/games/${ct.id}`, () =>
        expect(page.getByTestId("clocktower-panel")).toBeVisible(),
      ),
    );
    results.push(
      await measure(page, "secretMoon", locale, `/games/${sm.id}`, () =>
        expect(page.getByTestId("secret-moon-panel")).toBeVisible(),
      ),
    );
    results.push(
      await measure(page, "kemomimi", locale, `/games/${kp.id}`, () =>
        expect(page.getByTestId("kp-panel")).toBeVisible(),
      ),
    );
    await context.close();

    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(`${SHOTS}/bytes-${locale}.json`, JSON.stringify(results, null, 1));
    for (const m of results.filter((r) => r.locale === locale)) {
      console.log(
        `${m.locale} ${m.page.padEnd(10)} HTML ${m.html.raw} B (gzip ${m.html.gzip}) · JS ${m.js.raw} B (gzip ${m.js.gzip}, ${m.js.files} files) · namespaces ${m.namespaces.join(" ")}`,
      );
    }
    for (const m of results.filter((r) => r.locale === locale)) {
      expect(
        m.namespaces.filter((ns) => NOT_ON[m.page]!.includes(ns)),
        `${m.page} (${locale}) payload`,
      ).toEqual([]);
      expect(m.catalogueIn, `${m.page} (${locale}) JS holds catalogue words`).toEqual([]);
      expect(m.html.gzip / 1000, `${m.page} (${locale}) HTML gzip KB`).toBeLessThan(BUDGETS[m.page]!.html);
      expect(m.js.gzip / 1000, `${m.page} (${locale}) JS gzip KB`).toBeLessThan(BUDGETS[m.page]!.js);
    }
  });
}

test("an English moderator's Japanese Secret Moon game: the thread posts in Japanese", async ({ browser, baseURL }) => {
  const { context, page } = await moderator(browser, baseURL!, "en-US");
  const game = await createGameByApi(page.request, "Bytes 月", "secret-moon", {
    "accept-language": "ja-JP,ja;q=0.9",
    ...clientIp(),
  });
  for (const name of ["あおい", "ぶん", "ちはる", "だいち", "えみ", "ふうた"])
    await command(page.request, game.id, { type: "seat.add", name });
  await command(page.request, game.id, { type: "secret-moon.deal" });
  await command(page.request, game.id, { type: "secret-moon.start-round" });
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/messages/")) asked.push(r.url());
  });
  await page.goto(`/games/${game.id}`);
  const posts = page.getByTestId("sm-thread-posts");
  // The panel in English (the reader's), the post in Japanese (the game's).
  await expect(posts.getByRole("heading")).toContainText("Posts for the thread");
  await expect(page.getByTestId("sm-post-text")).toHaveValue(/第1ラウンド開始/);
  expect(asked.map((u) => new URL(u).pathname + new URL(u).search)).toEqual([
    "/api/messages/ja?ns=secretMoon&ns=nameList",
  ]);
  mkdirSync(SHOTS, { recursive: true });
  await posts.scrollIntoViewIfNeeded();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await posts.screenshot({ path: `${SHOTS}/sm-posts-ja-game-en-reader-${width}.png` });
  }
  await context.close();
});
