// `npm test`: every test. Format, lint and type check side by side (the unit tests beside the lint's
// end), database tests on fresh PostgreSQL databases beside the production build, then Playwright
// end-to-end tests in Chromium against it, beside the smoke test of the embedded database.
// PostgreSQL: DATABASE_URL names a server and a database we may create databases from
// (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from "node:child_process";
import pg from "pg";
import { randomBytes } from "node:crypto";

const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const env = { ...process.env, DATABASE_URL: adminUrl, NEXT_TELEMETRY_DISABLED: "1" };
const results = [];
const started = Date.now();

/**
 * Runs one step. Alone, its output streams as it comes; side by side with others (`quiet`), it is held
 * and printed whole when the step ends, so two steps' lines never interleave.
 */
function step(name, cmd, args, { extraEnv = {}, quiet = false } = {}) {
  const at = Date.now();
  const line = `\n=== ${name}: ${[cmd, ...args].join(" ")}`;
  if (!quiet) console.log(line);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...env, ...extraEnv },
    });
    const held = [];
    child.stdout?.on("data", (d) => held.push(d));
    child.stderr?.on("data", (d) => held.push(d));
    child.on("close", (code) => {
      const ok = code === 0;
      if (quiet) {
        console.log(line);
        process.stdout.write(Buffer.concat(held));
      }
      results.push({ name, ok, seconds: Math.round((Date.now() - at) / 1000) });
      resolve(ok);
    });
  });
}

async function withAdmin(sql) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

// Each of the three checks is one process on one core: side by side they take the longest one's time,
// the lint's. The unit tests take the core the format and the type check leave free before it ends
// (they waited for all three: 24 s of the run on a quiet machine).
const lint = step("lint", "npx", ["eslint", ".", "--max-warnings=0"], { quiet: true });
const [formatOk, typesOk] = await Promise.all([
  step("format", "npx", ["prettier", "--check", "."], { quiet: true }),
  step("type check", "npx", ["tsc", "--noEmit"], { quiet: true }),
]);
const unitOk = await step("unit tests", "npx", ["vitest", "run", "--project", "unit"], { quiet: true });
let ok = formatOk && typesOk && unitOk;
// The database tests wait on PostgreSQL more than on the cores (three workers, one database each), so
// they run beside the production build: side by side they take about the longer one's time. Both start
// while the lint (one core) ends, and need nothing of it.
const [dbOk, built, lintOk] = await Promise.all([
  step("database tests (PostgreSQL)", "npx", ["vitest", "run", "--project", "db", "--maxWorkers=3"], { quiet: true }),
  step("production build", "npx", ["next", "build"], { quiet: true }),
  lint,
]);
ok = dbOk && lintOk && ok;
if (built) {
  const name = `grimoire_e2e_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await withAdmin(`CREATE DATABASE "${name}"`);
  // A throwaway database: a commit need not wait for the disk (what another session sees is the same).
  await withAdmin(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The smoke test of the embedded database (`npm start` without DATABASE_URL, on its own port and data
  // folder) beside Playwright: it mostly waits for its servers to start and stop.
  const [e2eOk, smokeOk] = await Promise.all([
    step("end-to-end tests (Chromium)", "npx", ["playwright", "test"], {
      // The whole-page screenshots for a person to look at (e2e/helpers.ts) are not taken here unless asked for.
      extraEnv: { E2E_DATABASE_URL: url.toString(), E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? "off" },
    }),
    step("smoke test: the embedded database", "node", ["scripts/smoke-embedded.mjs"], { quiet: true }),
  ]);
  ok = e2eOk && smokeOk && ok;
  await withAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
} else ok = false;

console.log("\n=== summary");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const passed = results.filter((r) => r.ok).length;
console.log(
  `steps: ${passed} passed, ${results.length - passed} failed, in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(ok ? 0 : 1);
