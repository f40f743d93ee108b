// `npx tsx scripts/profile-import.ts`: how long a 20,000-event game file's import holds the event loop,
// in process, on a fresh PostgreSQL database (DATABASE_URL's server; dropped afterwards). The file is
// the one lib/db/game-transfer.db.test.ts imports; the upload is read from a Request as the route reads
// it. Prints the event loop's longest delay (what any other request would have waited) for each of
// PROFILE_RUNS imports after a warm-up, and the import's time; then a cold load of the game in a fresh
// process (PROFILE_COLD=off skips it).
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { spawnSync } from "node:child_process";
import { createFreshDatabase } from "../test/fresh-database";

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);

if (process.argv[2] === "cold") {
  // (the child) The first public read of the game named by argv[3]: nothing cached in this process.
  const { loadPublicTown, townJson } = await import("../lib/town");
  // The process warmed as a running server is (its database open, the code compiled) on another game.
  await loadPublicTown(process.argv[4]!);
  const t = performance.now();
  const town = await loadPublicTown(process.argv[3]!);
  townJson(town!);
  const total = performance.now() - t;
  // Its parts, read again: the newest snapshot (as the load reads it, without its undo list) and the view built from the state.
  const { prisma } = await import("../lib/db/client");
  const { readSnapshot } = await import("../lib/db/json-columns");
  const { engine } = await import("../lib/registry");
  const row = await prisma.game.findUnique({ where: { slug: process.argv[3]! }, select: { id: true, version: true } });
  const t2 = performance.now();
  const snap = await readSnapshot(prisma, row!.id, row!.version, { undoList: false });
  const read = performance.now() - t2;
  const t3 = performance.now();
  engine.livePublicView(snap!.state, new Date());
  const view = performance.now() - t3;
  console.log(
    `cold load: ${total.toFixed(1)} ms${town ? "" : " (not found)"} (the snapshot read again: ${read.toFixed(1)} ms, ${(JSON.stringify(snap!.state).length / 1e6).toFixed(2)} MB; its public view built again: ${view.toFixed(1)} ms)`,
  );
  process.exit(0);
}

const db = await createFreshDatabase("grimoire_profile_import");
process.env.DATABASE_URL = db.url;

const { prisma, getDatabase } = await import("../lib/db/client");
const { importGame } = await import("../lib/service/games");
const { readJson, BODY_LIMITS } = await import("../lib/body");
const { MAX_IMPORT_EVENTS } = await import("../lib/game/export-format");
const { benchImportFile } = await import("./bench-game");

try {
  const user = await prisma.user.create({
    data: { id: "u-profile", name: "p", email: "p@example.org", username: "profileimport" },
  });
  const at = new Date().toISOString();
  const seats = 15;
  const event = (seq: number) =>
    seq <= seats + 1
      ? { seq, type: "SeatAdded", payload: { seatId: `s${seq}`, name: `Player ${seq}`, handle: null } }
      : {
          seq,
          type: "SeatNoteSet",
          payload: { seatId: `s${2 + (seq % seats)}`, note: `Night ${seq}: claimed Empath, said 1; nominated by s3` },
        };
  // PROFILE_FILE=bench: the bench's own file, its Day 3 game padded with storyteller's notes.
  const text =
    process.env.PROFILE_FILE === "bench"
      ? JSON.stringify(benchImportFile())
      : JSON.stringify({
          format: "grimoire-game",
          formatVersion: 1,
          exportedAt: at,
          game: { title: "Big", rulesetId: "clocktower", createdAt: at },
          events: [
            { seq: 1, type: "GameCreated", payload: { title: "Big", rulesetId: "clocktower" }, actorId: "user:u", at },
            ...Array.from({ length: MAX_IMPORT_EVENTS - 1 }, (_, i) => ({ ...event(i + 2), actorId: "user:u", at })),
          ],
        });
  console.log(`the file: ${(text.length / 1e6).toFixed(1)} MB, ${MAX_IMPORT_EVENTS} events`);
  const upload = async () => {
    const req = new Request("http://localhost/api/games/import", { method: "POST", body: text });
    const result = await importGame(await readJson(req, BODY_LIMITS.import), user.id);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result;
  };
  await upload(); // warm-up: the first run compiles
  const warm = await upload();
  let last = { id: "", slug: "" };
  for (let i = 0; i < RUNS; i++) {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    const cpu = process.cpuUsage();
    const t = performance.now();
    delay.enable();
    last = await upload();
    delay.disable();
    const used = process.cpuUsage(cpu);
    const took = performance.now() - t;
    // The same monitor with nothing imported, as long: what the shared cores alone delay this process by.
    const idle = monitorEventLoopDelay({ resolution: 1 });
    idle.enable();
    await new Promise((r) => setTimeout(r, took));
    idle.disable();
    console.log(
      `import ${i + 1}: ${took.toFixed(0)} ms (cpu ${((used.user + used.system) / 1000).toFixed(0)} ms), the event loop held up to ${(delay.max / 1e6).toFixed(1)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms); with nothing imported, up to ${(idle.max / 1e6).toFixed(1)} ms`,
    );
  }
  if (process.env.PROFILE_COLD !== "off") {
    const { runCommand } = await import("../lib/service/commands");
    const actor = { kind: "moderator" as const, userId: user.id };
    for (const game of [warm, last])
      await runCommand({ gameId: game.id, actor, command: { type: "game.publish" }, now: new Date() });
    for (let i = 0; i < 3; i++) {
      const child = spawnSync(process.execPath, ["--import", "tsx", process.argv[1]!, "cold", last.slug, warm.slug], {
        env: { ...process.env, DATABASE_URL: db.url },
        encoding: "utf8",
      });
      process.stdout.write(child.stdout + child.stderr.slice(0, 2000));
    }
  }
  await getDatabase().close();
} finally {
  await db.drop();
}
