// `npm run bench`: builds for production, starts the app on a fresh PostgreSQL database, seeds a
// 15-player Clocktower game in its third day with a long history (BENCH_HISTORY, about that many
// events: about 80 votes and moves a day, the rest grimoire notes), and measures the public views, a vote command's latency and live delivery
// of a vote to 1,000 stream subscribers. Writes BENCHMARKS.md. Not part of `npm test`.
import { spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import autocannon from "autocannon";

const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = 3299;
const base = `http://localhost:${port}`;
const dbName = `grimoire_bench_${Date.now()}`;
const HISTORY = Number(process.env.BENCH_HISTORY ?? 1500);

async function admin(sql) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

if (!process.env.BENCH_SKIP_BUILD) {
  console.log("building…");
  const b = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (b.status !== 0) process.exit(1);
}
await admin(`CREATE DATABASE "${dbName}"`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
  env: { ...process.env, DATABASE_URL: url.toString(), NEXT_TELEMETRY_DISABLED: "1", GRIMOIRE_DATA_DIR: ".data-bench" },
  stdio: ["ignore", "ignore", "inherit"],
});

let cookie = "";
async function call(method, path, body) {
  const r = await fetch(base + path, {
    method,
    headers: { "content-type": "application/json", origin: base, cookie },
    body: body && JSON.stringify(body),
  });
  const set = r.headers.getSetCookie?.() ?? [];
  if (set.length) cookie = set.map((c) => c.split(";")[0]).join("; ");
  return r;
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 240) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  await call("POST", "/api/auth/sign-up/email", {
    email: "bench@example.org",
    password: "bench-password-1",
    name: "bench",
    username: "bench",
  });
  const { game } = await (
    await call("POST", "/api/games", { title: "Benchmark game", rulesetId: "clocktower" })
  ).json();
  const commandsPath = `/api/games/${game.id}/commands`;
  let forced = 0;
  let seeded = 0;
  /** Sends one seed command; a warning is resent with force (counted), a refusal stops the run. */
  async function seed(command, { force = false } = {}) {
    let r = await call("POST", commandsPath, { command, ...(force ? { force: true } : {}) });
    let body = await r.json().catch(() => ({}));
    if (r.ok && body.applied === false) {
      forced++;
      r = await call("POST", commandsPath, { command, force: true });
      body = await r.json().catch(() => ({}));
    }
    if (!r.ok || body.applied !== true)
      throw new Error(`seed command refused (${r.status}): ${JSON.stringify(command)} → ${JSON.stringify(body)}`);
    seeded++;
    return body;
  }
  const day = (command, opts) => seed({ type: "clocktower.day", command }, opts);
  const view = async () => (await (await call("GET", `/api/games/${game.id}`)).json()).game;
  const names = [
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
  for (const name of names) await seed({ type: "seat.add", name, handle: name.toLowerCase() });
  await seed({ type: "game.publish" });
  const seats = (await view()).view.seats;
  if (seats.length !== 15) throw new Error(`expected 15 seats, got ${seats.length}`);

  // A real Clocktower game: the built-in script, a manual deal of 15 characters (9 Townsfolk,
  // 2 Outsiders, 3 Minions, a Demon), days with no discussion window so nominations open at dawn.
  const scriptRes = await call("GET", "/api/scripts/builtin-bad-moon-rising-forum");
  if (!scriptRes.ok) throw new Error(`built-in script: ${scriptRes.status}`);
  const script = (await scriptRes.json()).script.script;
  await seed({ type: "clocktower.setScript", script });
  const ofTeam = (team, n, skip = []) =>
    script.characters
      .filter((c) => c.team === team && !skip.includes(c.id))
      .slice(0, n)
      .map((c) => c.id);
  const dealt = [
    ...ofTeam("townsfolk", 9),
    ...ofTeam("outsider", 2),
    ...ofTeam("minion", 3),
    ...ofTeam("demon", 1, ["zombuul"]),
  ];
  if (dealt.length !== 15) throw new Error(`the script has too few characters to deal 15: ${dealt.join(", ")}`);
  await seed(
    { type: "clocktower.deal", mode: "manual", assignments: Object.fromEntries(seats.map((s, i) => [s.id, dealt[i]])) },
    { force: true },
  );
  await seed({ type: "clocktower.setSettings", discussionHours: 0 });

  const alive = async () => {
    const g = await view();
    const bySeat = new Map((g.view.rules?.seats ?? []).map((s) => [s.seatId, s]));
    if (bySeat.size !== 15) throw new Error("the moderator view has no dealt seats");
    if (g.view.rules.winner) throw new Error(`the game is over (${g.view.rules.winner} won)`);
    return seats.filter((s) => bySeat.get(s.id).alive).map((s) => ({ id: s.id, team: bySeat.get(s.id).team }));
  };
  /**
   * One day's worth of history: four nominations, then about `moves` votes and withdrawals by the
   * living (each one changes a vote, so each applies), then, unless it is the last day, a majority
   * onto the first nominee (a Townsfolk, so the game goes on) and the resolution: an execution.
   */
  async function playDay(moves, resolve) {
    const town = await alive();
    // The first nominee is a Townsfolk: the one executed on Days 1 and 2.
    const first = town.findIndex((s, i) => i >= 1 && s.team === "townsfolk");
    if (first < 0) throw new Error("no living Townsfolk to nominate");
    const living = [...town.slice(first - 1), ...town.slice(0, first - 1)].map((s) => s.id);
    const L = living.length;
    const nominees = [0, 1, 2, 3].map((k) => living[(3 * k + 1) % L]);
    for (let k = 0; k < nominees.length; k++)
      await day({ type: "day.nominate", nominator: living[(3 * k + 5) % L], nominee: nominees[k] });
    const votes = new Map();
    const majority = Math.ceil(L / 2) + 1;
    for (let i = 0; i < (resolve ? moves - majority : moves); i++) {
      const voter = living[i % L];
      const current = votes.get(voter);
      if (current && i % 11 === 7) {
        await day({ type: "day.unvote", voter });
        votes.delete(voter);
        continue;
      }
      let nominee = nominees[(i + Math.floor(i / L)) % nominees.length];
      if (nominee === current) nominee = nominees[(nominees.indexOf(nominee) + 1) % nominees.length];
      await day({ type: "day.vote", voter, nominee });
      votes.set(voter, nominee);
    }
    if (resolve) {
      for (const voter of living.slice(0, majority)) {
        if (votes.get(voter) === nominees[0]) continue;
        await day({ type: "day.vote", voter, nominee: nominees[0] });
        votes.set(voter, nominees[0]);
      }
      await day({ type: "day.resolve" }, { force: true });
      if ((await alive()).some((s) => s.id === nominees[0]))
        throw new Error("the day resolved without the planned execution");
    }
    return { living, nominees, votes };
  }

  // A busy forum day: every player votes and moves a few times. The rest of the history is the
  // storyteller's own work through the nights (grimoire notes), which the town never sees.
  const votesPerDay = Number(process.env.BENCH_VOTES_PER_DAY ?? 80);
  const notesPerNight = Math.max(0, Math.floor((HISTORY - seeded - 3 * (votesPerDay + 12)) / 3));
  let noteCount = 0;
  async function nightNotes() {
    for (let i = 0; i < notesPerNight; i++, noteCount++)
      await seed({
        type: "clocktower.setNote",
        seatId: seats[noteCount % 15].id,
        note: `Night note ${noteCount}: checked the ${["sailor", "innkeeper", "monk"][noteCount % 3]} target again.`,
      });
  }
  console.log(
    `seeding a 15-player game to Day 3 with about ${HISTORY} events of history (${votesPerDay} votes a day)…`,
  );
  await seed({ type: "clocktower.startNight" }); // Night 1
  await nightNotes();
  await seed({ type: "clocktower.startDay" }); // Day 1
  await playDay(votesPerDay, true);
  await seed({ type: "clocktower.startNight" }); // Night 2
  await nightNotes();
  await seed({ type: "clocktower.confirmDawn", deaths: [{ seatId: (await alive())[2].id, cause: "night" }] }); // Day 2
  await playDay(votesPerDay, true);
  await seed({ type: "clocktower.startNight" }); // Night 3
  await nightNotes();
  await seed({ type: "clocktower.confirmDawn", deaths: [{ seatId: (await alive())[6].id, cause: "night" }] }); // Day 3
  const day3 = await playDay(Math.max(20, Math.min(votesPerDay, HISTORY - seeded - 4)), false);
  const seededGame = await view();
  const phase = seededGame.view.rules?.phase;
  console.log(
    `seeded: ${seeded} commands (${forced} resent with force), version ${seededGame.version}, ${day3.living.length} alive, phase ${JSON.stringify(phase)}`,
  );

  // The measured voter: a living player who is not voting yet, moved between two of today's nominees.
  const measuredVoter = day3.living.find((s) => !day3.votes.has(s)) ?? day3.living[0];
  let voteTurn = day3.votes.get(measuredVoter) === day3.nominees[0] ? 1 : 0;
  async function vote() {
    const nominee = day3.nominees[voteTurn % 2];
    voteTurn++;
    const r = await call("POST", commandsPath, {
      command: { type: "clocktower.day", command: { type: "day.vote", voter: measuredVoter, nominee } },
    });
    const body = await r.json().catch(() => ({}));
    if (!r.ok || body.applied !== true)
      throw new Error(`measured vote not applied (${r.status}): ${JSON.stringify(body)}`);
  }

  // What one public read carries for this game (the views include each day's vote log).
  const bytesOf = async (path) => (await (await fetch(base + path)).arrayBuffer()).byteLength;
  const kb = (n) => `${Math.round(n / 1000)} KB`;
  const publicBytes = { json: await bytesOf(`/api/town/${game.slug}`), html: await bytesOf(`/town/${game.slug}`) };

  async function cannon(path, connections) {
    const r = await autocannon({ url: base + path, connections, duration: 10, pipelining: 1 });
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
  }
  const results = {};
  for (const c of [50, 200]) {
    results[c] = {
      static: await cannon("/api/health", c),
      json: await cannon(`/api/town/${game.slug}`, c),
      html: await cannon(`/town/${game.slug}`, c),
    };
    console.log(c, JSON.stringify(results[c]));
  }

  const commandMs = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await vote();
    commandMs.push(performance.now() - t);
  }

  // 1,000 live subscribers, then one command: when does each see the new version?
  const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
  const target = { baseline: Infinity, sentAt: 0 };
  const arrivals = [];
  const controllers = [];
  let ready = 0;
  await Promise.all(
    Array.from({ length: SUBSCRIBERS }, async () => {
      const ac = new AbortController();
      controllers.push(ac);
      const res = await fetch(`${base}/api/town/${game.slug}/stream`, { signal: ac.signal });
      const reader = res.body.getReader();
      const dec = new TextDecoder();
      let buf = "";
      let counted = false;
      (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            buf += dec.decode(value, { stream: true });
            let i;
            while ((i = buf.indexOf("\n\n")) >= 0) {
              const frame = buf.slice(0, i);
              buf = buf.slice(i + 2);
              const m = frame.match(/^id: (\d+)$/m);
              if (!m) continue;
              if (!counted) {
                counted = true;
                ready++;
              }
              if (target.sentAt && Number(m[1]) > target.baseline) {
                arrivals.push(performance.now() - target.sentAt);
                return;
              }
            }
          }
        } catch {}
      })();
    }),
  );
  while (ready < SUBSCRIBERS) await new Promise((r) => setTimeout(r, 100));
  target.baseline = (await (await call("GET", `/api/games/${game.id}`)).json()).game.version;
  target.sentAt = performance.now();
  await vote();
  const deadline = Date.now() + 10_000;
  while (arrivals.length < SUBSCRIBERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  controllers.forEach((c) => c.abort());

  const yes = (ok) => (ok ? "met" : "not met");
  const jsonShare = results[50].json.rps / results[50].static.rps;
  const targets = [
    `public JSON at ${Math.round(100 * jsonShare)}% of the static route's throughput at 50 connections (≥ 70%): ${yes(jsonShare >= 0.7)};`,
    `its p99 ${results[50].json.p99} ms (< 50 ms): ${yes(results[50].json.p99 < 50)}, with the static route's own p99 at ${results[50].static.p99} ms;`,
    `a vote command's p95 ${pct(commandMs, 95).toFixed(1)} ms (< 30 ms): ${yes(pct(commandMs, 95) < 30)};`,
    `delivery to ${SUBSCRIBERS} subscribers p99 ${arrivals.length ? pct(arrivals, 99).toFixed(0) : "—"} ms (< 1 s): ${yes(arrivals.length === SUBSCRIBERS && pct(arrivals, 99) < 1000)}.`,
  ].join("\n  ");
  const row = (name, r, ceiling) =>
    `| ${name} | ${Math.round(r.rps)} | ${ceiling ? Math.round((100 * r.rps) / ceiling.rps) + "%" : "—"} | ${r.p50} | ${r.p99} | ${r.non2xx} |`;
  const md = `# Benchmarks

One run of \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB,
Node ${process.version}, PostgreSQL on the same machine, one production app process (\`next start\`), the load
generator (autocannon, 10 s per figure) on the same machine too, so it competes with the server for
the two cores: every throughput figure is a floor.

The game: a Clocktower game of 15 players on the built-in Bad Moon Rising (forum) script, dealt by hand
(9 Townsfolk, 2 Outsiders, 3 Minions, a Demon), played through the JSON command API: Night 1, Day 1,
Night 2, Day 2, Night 3 (a death at each of the last two dawns), each day with ${day3.nominees.length} nominations and its
votes moved and withdrawn; Days 1 and 2 resolved with an execution each. It stands in Day 3 with
nominations open, ${day3.nominees.length} nominees and ${day3.votes.size} of ${day3.living.length} living players' votes standing: ${seeded} commands
(\`BENCH_HISTORY\`=${HISTORY}: ${votesPerDay} votes and moves a day, the rest the storyteller's grimoire notes through the nights), version ${seededGame.version}; ${forced} came back with
warnings and were resent with force (the manual deal is always sent with force).

## Public views (requests/s, latency ms)

| route | 50 conn. req/s | of ceiling | p50 | p99 | non-2xx |
|---|---|---|---|---|---|
${row("tiny static route (ceiling)", results[50].static)}
${row("public JSON /api/town/:slug", results[50].json, results[50].static)}
${row("public HTML /town/:slug", results[50].html, results[50].static)}

| route | 200 conn. req/s | of ceiling | p50 | p99 | non-2xx |
|---|---|---|---|---|---|
${row("tiny static route (ceiling)", results[200].static)}
${row("public JSON /api/town/:slug", results[200].json, results[200].static)}
${row("public HTML /town/:slug", results[200].html, results[200].static)}

## A vote command's latency (200 sequential votes, ms)

p50 ${median(commandMs).toFixed(1)}, p95 ${pct(commandMs, 95).toFixed(1)}, p99 ${pct(commandMs, 99).toFixed(1)}.
(A living player's vote moved between two Day 3 nominees, alternately, so each one applies; the time
from sending the request to reading the response.)

## Live delivery to ${SUBSCRIBERS} stream subscribers (ms from sending a vote command)

Delivered to ${arrivals.length} of ${SUBSCRIBERS}; p50 ${arrivals.length ? median(arrivals).toFixed(0) : "—"}, p99 ${arrivals.length ? pct(arrivals, 99).toFixed(0) : "—"}.

## What limits each figure

- Public JSON: the process caches the public view per version (the LISTEN notifications tell it when
  a version is stale) and its JSON text once serialised, so a steady read costs no database round
  trip and no serialisation: what is left is the route itself and sending ${kb(publicBytes.json)} (most of it
  each day's vote log: every vote, move and withdrawal), on cores shared with the load generator,
  which also sets the p99 latencies, the ceiling's too.
- Public HTML: server-rendered on every request from the cached view (no HTML cache yet): a
  ${kb(publicBytes.html)} page here, the same vote logs rendered.
- Vote commands: the route checks the session and membership, then a transaction locks the game's
  row, reads its version, takes the state from the in-process cache (the Day 3 state, not a fold of
  the whole history), decides the vote against the day's nominations and clock, inserts the event,
  NOTIFYs; every 50th event also writes a snapshot of the whole state (4 of the 200 votes, a likely
  source of the p99). Bound by PostgreSQL round trips and the shared cores.
- Live delivery: one LISTEN connection per process fans out in-process; the subscribers share one
  cached view per version and one encoded frame of it, so a vote costs one serialisation, then
  ${SUBSCRIBERS} writes of ${kb(publicBytes.json)}, read and parsed by ${SUBSCRIBERS} clients on the same two cores.
- Targets (issue 6): ${targets}
`;
  writeFileSync("BENCHMARKS.md", md);
  console.log(md);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
}
