import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

/**
 * End-to-end tests in a real Chromium against the production build (`npm run build` first; `npm test`
 * does it). The server uses E2E_DATABASE_URL (a fresh PostgreSQL database made by scripts/test.mjs)
 * or, without it, the embedded PGlite database in .data-e2e/.
 */
const port = Number(process.env.E2E_PORT ?? 3211);
export const SECOND_APP_URL = `http://localhost:${port + 1}`;
/** How long an app process keeps an idle connection open (ms). */
const KEEP_ALIVE_MS = 75_000;
/** The test whose timings are measured alone (e2e/town-budget.spec.ts). */
const TIMED = /loads within its weight budget/;
/**
 * Debian's Chromium: its headless shell where it is installed (.ci/run installs it). The full browser's
 * headless mode drew the same pages with twice the CPU (612 s of it in a whole run, against 305 s),
 * two thirds of all the run's CPU (issue 26).
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

export default defineConfig({
  testDir: "e2e",
  // Per port, so parallel runs (E2E_PORT) do not trample each other's artifacts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  // E2E_WORKERS: another count on CI, to compare (three took as long as two: the cores are full).
  workers: process.env.CI ? Number(process.env.E2E_WORKERS ?? 2) : undefined,
  // One retry on CI; a real failure fails twice. The Kemomimi Panic "hang" it was added for is found
  // (a random deal could put a player out, and the spec waited for her hand) and the page's script
  // no longer swaps or reloads a page under a form on its way; but on these shared 2-core machines
  // (load 20 and more) the timing-bound specs still fail now and then without it: in two whole runs
  // without retries, once the moderator pages' 4-minute walk (moderator-a11y) and once a paint
  // median (town-budget).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // The list reporter ends with the slowest spec files: where CI's minutes go.
  reportSlowTests: { max: 10, threshold: 60_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace is recorded on a test's retry only: recording one for every test (screenshots of each
    // step, kept only when it failed) cost every passing test its share of the two cores. A real
    // failure fails twice, so its retry leaves the trace.
    trace: "on-first-retry",
    // A hung click or navigation fails in a minute, not at the test's own limit.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    colorScheme: "dark",
    launchOptions: chromium
      ? {
          executablePath: chromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        }
      : {},
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: TIMED,
    },
    // Timings are measured alone, once every other test is done: on 2 cores a parallel test would skew them.
    // Only the timed test: the budget file's accessibility test runs with the others (beside the timed
    // one it took the second worker during the measurement).
    {
      name: "budget",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testMatch: /town-budget/,
      grep: TIMED,
      dependencies: ["chromium"],
      // A paint time on a shared 2-core host swings with the host's load (desktop medians of 216 and
      // 456 ms in two CI runs of the same build): a page that is really slow fails every try.
      retries: process.env.CI ? 3 : 0,
    },
  ],
  webServer: [
    {
      // E2E_DEV=1 runs against `next dev` (its output goes to .next/dev, so it can run beside a build).
      // An idle connection is kept longer than any pause of a spec's API client: at Node's default
      // (5 s) a request sent on a connection the server was closing that moment failed with
      // ECONNRESET (the API client, unlike a browser, does not send it again). Behind a reverse
      // proxy the same holds: the app's idle timeout must outlast the proxy's.
      command: process.env.E2E_DEV
        ? `npx next dev -p ${port}`
        : `npx next start -p ${port} --keepAliveTimeout ${KEEP_ALIVE_MS}`,
      url: `http://localhost:${port}/sign-in`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        GRIMOIRE_DATA_DIR: process.env.E2E_DATA_DIR ?? ".data-e2e",
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        TRUSTED_IP_HEADER: "x-test-client-ip",
        // Tests sign up many moderators; invite-only registration is covered by lib/auth/registration.db.test.ts.
        REGISTRATION: "open",
        RATE_LIMIT: "true",
        SIGN_IN_RATE_LIMIT: "5",
        // The outlets spec's webhook receiver listens on 127.0.0.1 (lib/outlets/ssrf.ts).
        WEBHOOK_ALLOW_PRIVATE: "true",
        // Nothing reaches the internet: the character data spec uploads our fixture instead.
        OFFICIAL_DATA_URL: "off",
        // The data dir outlives a run, so "the first account" is whichever spec signed up first then.
        OWNER_USERNAME: "e2eowner",
        // A line per request would bury the test output (the smoke test checks the log).
        REQUEST_LOG: "off",
        // The recipe's test rule system (test/rulesets/coin-flip), played by e2e/coin-flip.spec.ts.
        GRIMOIRE_TEST_RULESETS: "on",
      },
    },
    // With PostgreSQL, a second app process on the same database proves that live updates cross processes.
    ...(process.env.E2E_DATABASE_URL
      ? [
          {
            command: `npx next start -p ${port + 1} --keepAliveTimeout ${KEEP_ALIVE_MS}`,
            url: `http://localhost:${port + 1}/sign-in`,
            timeout: 120_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            env: {
              NEXT_TELEMETRY_DISABLED: "1",
              GRIMOIRE_DATA_DIR: ".data-e2e",
              DATABASE_URL: process.env.E2E_DATABASE_URL,
              WEBHOOK_ALLOW_PRIVATE: "true",
              OFFICIAL_DATA_URL: "off",
              OWNER_USERNAME: "e2eowner",
              REQUEST_LOG: "off",
              GRIMOIRE_TEST_RULESETS: "on",
            },
          },
        ]
      : []),
  ],
});
