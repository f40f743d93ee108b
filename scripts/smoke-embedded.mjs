// Starts the built app the way `npm start` does, without DATABASE_URL (embedded PGlite in a fresh
// data folder), and checks that a moderator can sign up, create and publish a game through the API,
// that `/` and the public page answer, that a game file imports, and that the server stops cleanly.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// SMOKE_PORT: another port, for a run beside another on the same machine.
const port = Number(process.env.SMOKE_PORT ?? 3290);
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "grimoire-smoke-"));
// As `npm start` runs it: the app's own signal handler closes the database before the process exits.
const env = {
  ...process.env,
  OFFICIAL_DATA_URL: "off",
  GRIMOIRE_DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_MANUAL_SIG_HANDLE: "1",
};
delete env.DATABASE_URL;
const NEXT = "node_modules/next/dist/bin/next";
let log = "";
let server;
function startServer() {
  server = spawn("sh", ["scripts/start.sh"], {
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (d) => (log += d));
  server.stderr.on("data", (d) => (process.stderr.write(d), (log += d)));
}

/** SIGTERM, as a process manager would send; the app must close the embedded database and exit. */
async function stopServer() {
  server.kill("SIGTERM");
  const code = await new Promise((resolve) => {
    const t = setTimeout(() => resolve("timeout"), 15000);
    server.on("exit", (c, s) => (clearTimeout(t), resolve(c ?? s)));
  });
  if (code === "timeout") {
    server.kill("SIGKILL");
    throw new Error("smoke: the server did not stop within 15 s");
  }
  if (code !== 0 || !log.includes("[grimoire] database closed"))
    throw new Error(`smoke: the server did not close the database before exiting (exit ${code})`);
  console.log(`ok   the server closed the database and stopped (exit ${code})`);
}
startServer();

function check(cond, what) {
  if (!cond) throw new Error(`smoke: ${what}\n--- server output ---\n${log}`);
  console.log(`ok   ${what}`);
}

async function waitUp() {
  for (let i = 0; i < 120; i++) {
    try {
      const r = await fetch(`${base}/sign-in`);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`smoke: the server did not start\n${log}`);
}

let cookie = "";
async function call(method, url, body) {
  const r = await fetch(base + url, {
    method,
    redirect: "manual",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = r.headers.getSetCookie?.() ?? [];
  if (set.length) cookie = set.map((c) => c.split(";")[0]).join("; ");
  return r;
}

let failed = false;
try {
  await waitUp();
  check(log.includes("embedded PGlite"), "the app opened the embedded database");
  const home = await call("GET", "/");
  check(
    home.status === 307 && home.headers.get("location")?.endsWith("/sign-up"),
    "/ sends the first visitor to create an account",
  );
  const signUp = await call("POST", "/api/auth/sign-up/email", {
    email: "smoke@example.org",
    password: "smoke-test-password",
    name: "smoke",
    username: "smoke",
  });
  check(signUp.ok, "the first moderator signs up");
  const created = await call("POST", "/api/games", { title: "Smoke game", rulesetId: "clocktower" });
  const { game } = await created.json();
  check(created.status === 201, "a game is created through the API");
  for (const name of ["Eggyolk", "Dolby"])
    await call("POST", `/api/games/${game.id}/commands`, { command: { type: "seat.add", name } });
  const pub = await (
    await call("POST", `/api/games/${game.id}/commands`, { command: { type: "game.publish" } })
  ).json();
  check(pub.applied === true, "the game is published");
  const town = await fetch(`${base}/town/${game.slug}`);
  const html = await town.text();
  check(
    town.status === 200 && html.includes("Smoke game") && html.includes("Dolby"),
    "the public page shows the game and its seats",
  );
  // The request log: a line per request, a player link's token never in it.
  await fetch(`${base}/seat/SMOKE-SECRET-TOKEN-123`);
  await new Promise((r) => setTimeout(r, 200));
  check(
    new RegExp(`GET /town/${game.slug} 200 \\d+ms`).test(log) &&
      /GET \/seat\/\[token\] \d{3} \d+ms/.test(log) &&
      !log.includes("SMOKE-SECRET") &&
      !log.includes("\u001b["),
    "the log has a line per request, without a player link's token or colour codes",
  );
  const file = await (await call("GET", `/api/games/${game.id}/export`)).json();
  const imported = await call("POST", "/api/games/import", file);
  check(imported.status === 201, "an exported game imports back on the embedded database");
  await stopServer();

  startServer();
  await waitUp();
  const again = await fetch(`${base}/town/${game.slug}`);
  check(again.status === 200 && (await again.text()).includes("Eggyolk"), "after a restart the game is still there");
  const list = await call("GET", "/api/games");
  check(
    list.ok && (await list.json()).games.length === 2,
    "after a restart the moderator is still signed in and has both games",
  );

  // Registration is by invite by default: a second account needs a code from a moderator.
  const signUpPage = await (await fetch(`${base}/sign-up`)).text();
  check(signUpPage.includes("Invite code"), "after the first account, the sign-up page asks for an invite code");
  const second = { email: "second@example.org", password: "smoke-test-password", name: "second", username: "second" };
  const refused = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(second),
  });
  check(refused.status === 403, "a sign-up without an invite code is refused");
  const { code } = await (await call("POST", "/api/invite-codes", {})).json();
  const invited = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "x-invite-code": code },
    body: JSON.stringify(second),
  });
  check(invited.ok, "a sign-up with a moderator's invite code is let in");

  // A second process on the same folder would lose data: it must refuse to start, naming the first.
  const rival = spawn(process.execPath, [NEXT, "start", "-p", String(port + 1)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let secondLog = "";
  rival.stdout.on("data", (d) => (secondLog += d));
  rival.stderr.on("data", (d) => (secondLog += d));
  const secondExit = await new Promise((resolve) => {
    const t = setTimeout(() => resolve("timeout"), 60000);
    rival.on("exit", (c) => (clearTimeout(t), resolve(c)));
  });
  if (secondExit === "timeout") rival.kill("SIGKILL");
  check(
    secondExit === 1 && /in use by process \d+/.test(secondLog),
    `a second server on the same data folder refuses to start and names the first (exit ${secondExit})`,
  );

  // kill -9 leaves the lock behind; the next start takes it over and finds the data.
  server.kill("SIGKILL");
  await new Promise((r) => server.on("exit", r));
  startServer();
  await waitUp();
  const afterCrash = await call("GET", "/api/games");
  check(
    afterCrash.ok && (await afterCrash.json()).games.length === 2,
    "after kill -9 the next start recovers the lock",
  );
  await stopServer();

  // `npm start` again on the same build: it starts without rebuilding.
  const restart = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], { encoding: "utf8", timeout: 30000 });
  check(
    restart.status === 0 && restart.stdout.includes("up to date"),
    "a second `npm start` on an unchanged build does not rebuild",
  );

  // A server whose database cannot be opened exits non-zero instead of serving 500s.
  const broken = spawnSync(process.execPath, [NEXT, "start", "-p", String(port + 1)], {
    env: { ...env, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
    encoding: "utf8",
    timeout: 60000,
  });
  check(
    broken.status !== 0 && broken.status !== null && /cannot start/.test(broken.stderr + broken.stdout),
    `a server that cannot reach its database exits non-zero (exit ${broken.status})`,
  );
} catch (e) {
  failed = true;
  console.error(e.message);
  server?.kill("SIGKILL");
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? "smoke: 0 passed, 1 failed" : "smoke: 1 passed, 0 failed");
process.exit(failed ? 1 : 0);
