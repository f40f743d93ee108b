/**
 * One app process for the outlets' process tests, on the PostgreSQL database DATABASE_URL names:
 * - `worker <name> [lateMs]`: prints "ready <name>", waits for a line on stdin, then runs the
 *   delivery worker's tick (lib/outlets/worker.ts) until nothing is left pending, and prints
 *   "done <name> <rows it delivered or tried>". `lateMs` runs its clock that much later (a process
 *   restarted after a dead one's lease ran out).
 * - `commit <gameId> <userId>`: starts the game's day (a command whose transaction queues the
 *   outlets' posts), prints "committed", and dies at once with SIGKILL: a crash between the commit
 *   and any delivery.
 */
import { prisma } from "../../lib/db/client";
import { deliverDue, wakeOutlets } from "../../lib/service/outbox";
import { runCommand } from "../../lib/service/commands";

const [mode, ...args] = process.argv.slice(2);

if (mode === "worker") {
  const name = args[0] ?? "worker";
  const late = Number(args[1] ?? 0);
  await prisma.$queryRaw`SELECT 1`;
  console.log(`ready ${name}`);
  await new Promise((resolve) => process.stdin.once("data", resolve));
  let done = 0;
  for (;;) {
    const now = new Date(Date.now() + late);
    // The worker's tick (outletTick), counting what this process delivered.
    await wakeOutlets(now);
    const n = await deliverDue(now, () => new Date(Date.now() + late));
    done += n;
    if ((await prisma.outboxPost.count({ where: { status: "pending" } })) === 0) break;
    if (n === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  console.log(`done ${name} ${done}`);
  await prisma.$disconnect();
  process.exit(0);
} else if (mode === "commit") {
  const [gameId, userId] = args;
  const r = await runCommand({
    gameId: gameId!,
    actor: { kind: "moderator", userId: userId! },
    command: { type: "clocktower.startDay" },
    force: true,
    now: new Date(),
  });
  console.log(r.status === "applied" ? "committed" : `refused ${JSON.stringify(r)}`);
  // Dies before any worker ran: nothing after the commit.
  process.kill(process.pid, "SIGKILL");
} else {
  console.error(`unknown mode ${mode}`);
  process.exit(2);
}
