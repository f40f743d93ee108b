// `npx tsx scripts/profile-cold.ts`: where a 20,000-event game's cold load goes (the first public read
// of the game in a process that has cached nothing of it), in process, on a fresh PostgreSQL database
// (DATABASE_URL's server; dropped afterwards). The bench's file (scripts/bench.mjs's import) is
// imported twice; then, PROFILE_RUNS times, three fresh processes read the second game:
// - first: the process's first read of any game, as a server's after a deploy (its database opened);
// - warm: after reading the other game (the code loaded and run once), as scripts/profile-import.ts;
// - parts: the load's steps one by one, first in the process (the snapshot's row as text, its
//   JSON.parse, the events after it, the public view, its JSON);
// - steps: with the code warm, the medians of 20 of the load's two halves: the state as the public
//   read reads it (the newest snapshot and the events after it) and the public view with its JSON.
import { performance } from "node:perf_hooks";
import { spawnSync } from "node:child_process";
import { createFreshDatabase } from "../test/fresh-database";

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function child(mode: string, slug: string, otherSlug: string) {
  const { getDatabase, prisma } = await import("../lib/db/client");
  await getDatabase().factory.opened();
  await prisma.$queryRaw`SELECT 1`;
  if (mode === "warm") {
    const { loadPublicTown, townJson } = await import("../lib/town");
    townJson((await loadPublicTown(otherSlug))!);
  }
  if (mode === "steps") {
    const { loadPublicTown, townJson } = await import("../lib/town");
    townJson((await loadPublicTown(otherSlug))!);
    const { stateAt } = await import("../lib/db/event-store");
    const { getRuleset, engine } = await import("../lib/registry");
    const { withText } = await import("../lib/i18n/render");
    const row = await prisma.game.findUnique({ where: { slug }, select: { id: true, version: true } });
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    const reads: number[] = [];
    const views: number[] = [];
    for (let i = 0; i < 20; i++) {
      let t = performance.now();
      const state = await stateAt(prisma, getRuleset("clocktower"), row!.id, row!.version, { undoList: false });
      reads.push(performance.now() - t);
      t = performance.now();
      JSON.stringify({ ok: true, view: withText(engine.livePublicView(state, new Date()), "en") });
      views.push(performance.now() - t);
    }
    console.log(
      `steps (medians of 20): the state read ${ms(median(reads))}; the public view and its JSON ${ms(median(views))}`,
    );
    return;
  }
  if (mode === "parts") {
    let t = performance.now();
    const lap = () => {
      const now = performance.now();
      const took = now - t;
      t = now;
      return took;
    };
    const row = await prisma.game.findUnique({ where: { slug }, select: { id: true, version: true } });
    const head = lap();
    const [snap] = await prisma.$queryRaw<Array<{ seq: number; state: string }>>`
      SELECT seq, state::text AS state FROM "GameSnapshot"
      WHERE "gameId" = ${row!.id} AND seq <= ${row!.version} ORDER BY seq DESC LIMIT 1`;
    const read = lap();
    const state = JSON.parse(snap!.state);
    const parse = lap();
    const later = await prisma.gameEvent.count({ where: { gameId: row!.id, seq: { gt: snap!.seq } } });
    const after = lap();
    const { engine } = await import("../lib/registry");
    const modules = lap();
    const view = engine.livePublicView(state, new Date());
    const build = lap();
    const { withText } = await import("../lib/i18n/render");
    JSON.stringify({ ok: true, view: withText(view, "en") });
    const json = lap();
    const [sizes] = await prisma.$queryRaw<Array<{ row: number }>>`
      SELECT octet_length(s::text) AS row FROM "GameSnapshot" s WHERE "gameId" = ${row!.id} AND seq = ${snap!.seq}`;
    console.log(
      `parts: the game's row ${ms(head)}; the snapshot's state read as text ${ms(read)} (${(snap!.state.length / 1e6).toFixed(2)} MB; the whole row ${(Number(sizes!.row) / 1e6).toFixed(2)} MB), JSON.parse ${ms(parse)}; the events after it (${later}) ${ms(after)}; the rule systems' code loaded ${ms(modules)}; the public view built ${ms(build)}; its JSON ${ms(json)}`,
    );
    return;
  }
  let t = performance.now();
  const { loadPublicTown, townJson } = await import("../lib/town");
  const modules = performance.now() - t;
  t = performance.now();
  const cpu = process.cpuUsage();
  const town = await loadPublicTown(slug);
  townJson(town!);
  const load = performance.now() - t;
  const used = process.cpuUsage(cpu);
  console.log(
    `${mode}: the cold load ${ms(load)} (this process's CPU ${ms((used.user + used.system) / 1000)})${mode === "first" ? `; its modules loaded before it: ${ms(modules)}` : ""}`,
  );
}

if (process.argv[2] === "child") {
  await child(process.argv[3]!, process.argv[4]!, process.argv[5]!);
  process.exit(0);
}

const db = await createFreshDatabase("grimoire_profile_cold");
process.env.DATABASE_URL = db.url;
const { prisma, getDatabase } = await import("../lib/db/client");
try {
  const { importGame } = await import("../lib/service/games");
  const { runCommand } = await import("../lib/service/commands");
  const { benchImportFile } = await import("./bench-game");
  const user = await prisma.user.create({
    data: { id: "u-profile", name: "p", email: "p@example.org", username: "profilecold" },
  });
  const file = benchImportFile();
  const games = [];
  for (let i = 0; i < 2; i++) {
    const result = await importGame(JSON.parse(JSON.stringify(file)), user.id);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    await runCommand({
      gameId: result.id,
      actor: { kind: "moderator", userId: user.id },
      command: { type: "game.publish" },
      now: new Date(),
    });
    games.push(result);
  }
  const [other, measured] = games;
  for (let i = 0; i < RUNS; i++)
    for (const mode of (process.env.PROFILE_MODES ?? "first,warm,parts,steps").split(",")) {
      const run = spawnSync(
        process.execPath,
        ["--import", "tsx", process.argv[1]!, "child", mode, measured!.slug, other!.slug],
        { env: { ...process.env, DATABASE_URL: db.url }, encoding: "utf8" },
      );
      process.stdout.write(run.stdout.replace(/^\[grimoire\].*\n/gm, "") + run.stderr.slice(0, 2000));
    }
  await getDatabase().close();
} finally {
  await db.drop();
}
