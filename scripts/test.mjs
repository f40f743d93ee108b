// `npm test`: every test. Format and lint, type check, unit tests, database tests on a fresh PostgreSQL database,
// the production build, then Playwright end-to-end tests in Chromium against it.
// PostgreSQL: DATABASE_URL names a server and a database we may create databases from
// (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawnSync } from "node:child_process";
import pg from "pg";
import { randomBytes } from "node:crypto";

const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const env = { ...process.env, DATABASE_URL: adminUrl, NEXT_TELEMETRY_DISABLED: "1" };
const results = [];

function step(name, cmd, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${[cmd, ...args].join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
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

let ok = step("format", "npx", ["prettier", "--check", "."]);
ok = step("lint", "npx", ["eslint", ".", "--max-warnings=0"]) && ok;
ok = step("type check", "npx", ["tsc", "--noEmit"]) && ok;
ok = step("unit tests", "npx", ["vitest", "run", "--project", "unit"]) && ok;
ok = step("database tests (PostgreSQL)", "npx", ["vitest", "run", "--project", "db"]) && ok;
if (step("production build", "npx", ["next", "build"])) {
  const name = `grimoire_e2e_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await withAdmin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  ok = step("end-to-end tests (Chromium)", "npx", ["playwright", "test"], { E2E_DATABASE_URL: url.toString() }) && ok;
  await withAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
} else ok = false;

console.log("\n=== summary");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const passed = results.filter((r) => r.ok).length;
console.log(`steps: ${passed} passed, ${results.length - passed} failed`);
process.exit(ok ? 0 : 1);
