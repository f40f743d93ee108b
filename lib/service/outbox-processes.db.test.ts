/**
 * The outbox with real OS processes on one fresh PostgreSQL database and a local receiver: two
 * worker processes deliver each post once, and a process killed right after a command's commit
 * loses no post and invents none (the restarted process delivers each once).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFreshDatabase } from "@/test/fresh-database";

const fresh = await createFreshDatabase("grimoire_outbox_processes");
// Before the app's database code is imported: this file's modules and its child processes use it.
process.env.DATABASE_URL = fresh.url;
process.env.WEBHOOK_ALLOW_PRIVATE = "true";
const { prisma, getDatabase } = await import("../db/client");
const { createGame, loadGame } = await import("./games");
const { runCommand } = await import("./commands");
const { createOutlet } = await import("./outlets");
const { badMoonRisingForum } = await import("../rulesets/clocktower/scripts/bad-moon-rising-forum");

/** Records every request (its delivery id and body); answers 204 after `delayMs`, or never while `hold`. */
class Receiver {
  received: Array<{ delivery: string; body: string }> = [];
  delayMs = 0;
  hold = false;
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      this.received.push({
        delivery: String(req.headers["x-grimoire-delivery"]),
        body: Buffer.concat(chunks).toString("utf8"),
      });
      if (this.hold) return;
      setTimeout(() => res.writeHead(204).end(), this.delayMs);
    });
  });
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return this;
  }
  url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const children: ChildProcess[] = [];
// A child process loads the app's code with tsx first: tens of seconds on a busy machine.
const PROCESS_TEST_MS = 300_000;

/** Starts test/processes/outlet-worker.ts; `line(prefix)` resolves with its first output line starting so. */
function start(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: fresh.url, NODE_ENV: "test" };
  const child = spawn(process.execPath, ["--import", "tsx", "test/processes/outlet-worker.ts", ...args], {
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  let err = "";
  child.stderr!.on("data", (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const line = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const found = out.split("\n").find((l) => l.startsWith(prefix));
        if (found) resolve(found);
      };
      child.stdout!.on("data", (d) => {
        out += d;
        look();
      });
      look();
      void exited.then((code) => reject(new Error(`exited ${code} before "${prefix}": ${out} ${err}`)));
    });
  return { child, line, exited, go: () => child.stdin!.write("go\n") };
}

let receiver: Receiver;
const owner = { id: "u-processes" };

beforeAll(async () => {
  // Open and migrate the fresh database here, before any child process touches it.
  await prisma.user.create({
    data: { id: owner.id, name: "host", email: "processes@example.org", username: "processes" },
  });
  receiver = await new Receiver().start();
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  await receiver.stop();
  await getDatabase().close();
  await fresh.drop();
});

describe("outlets across real processes, on one PostgreSQL database", () => {
  it(
    "two worker processes deliver each of N posts exactly once",
    async () => {
      const N = 60;
      const game = await createGame({
        title: "Two processes",
        rulesetId: "clocktower",
        ownerId: owner.id,
        now: new Date(),
      });
      const outletId = (await createOutlet(game.id, {
        type: "generic",
        url: receiver.url(),
        posts: ["dayOpening"],
        intervalMinutes: 10,
      }))!;
      const now = new Date();
      await prisma.outboxPost.createMany({
        data: Array.from({ length: N }, (_, i) => ({
          outletId,
          kind: "dayOpening",
          bodies: JSON.stringify([JSON.stringify({ post: i })]),
          createdAt: now,
          nextAttemptAt: now,
        })),
      });
      receiver.received = [];
      // A receiver that takes a moment per post, so both processes are at work at once.
      receiver.delayMs = 15;
      const a = start(["worker", "a"]);
      const b = start(["worker", "b"]);
      await Promise.all([a.line("ready"), b.line("ready")]);
      a.go();
      b.go();
      const [doneA, doneB] = await Promise.all([a.line("done"), b.line("done")]);
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);

      const byA = Number(doneA.split(" ")[2]);
      const byB = Number(doneB.split(" ")[2]);
      // Each process delivered some: they really ran side by side, claiming rows past each other.
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
      expect(byA + byB).toBe(N);
      // The receiver got every post, each once.
      const posts = receiver.received.map((r) => (JSON.parse(r.body) as { post: number }).post).sort((x, y) => x - y);
      expect(posts).toEqual(Array.from({ length: N }, (_, i) => i));
      expect(new Set(receiver.received.map((r) => r.delivery)).size).toBe(N);
      const rows = await prisma.outboxPost.findMany({ where: { outletId } });
      expect(rows.every((r) => r.status === "delivered" && r.attempts === 1)).toBe(true);
    },
    PROCESS_TEST_MS,
  );

  it(
    "a process killed right after the commit: the restarted process delivers each post once",
    async () => {
      receiver.delayMs = 0;
      const now = new Date(Date.now() - 60_000);
      const game = await createGame({ title: "Crash", rulesetId: "clocktower", ownerId: owner.id, now });
      const mod = { kind: "moderator" as const, userId: owner.id };
      const must = async (command: { type: string; [k: string]: unknown }) => {
        const r = await runCommand({ gameId: game.id, actor: mod, command, force: true, now });
        expect(r.status).toBe("applied");
      };
      for (const name of ["Ann", "Ben", "Cat", "Dan", "Eve"]) await must({ type: "seat.add", name });
      const seats = (await loadGame(game.id))!.state.core.seats.map((s) => s.id);
      const characters = badMoonRisingForum.characters.filter((c) => !["traveller", "fabled"].includes(c.team));
      await must({ type: "clocktower.setScript", script: badMoonRisingForum });
      await must({
        type: "clocktower.deal",
        mode: "manual",
        assignments: Object.fromEntries(seats.map((s, i) => [s, characters[i]!.id])),
      });
      await must({ type: "clocktower.startNight" });
      const outletId = (await createOutlet(
        game.id,
        { type: "generic", url: receiver.url(), posts: ["dayOpening", "dawn"], intervalMinutes: 10 },
        now,
      ))!;
      receiver.received = [];

      // The command commits its posts in its own transaction; the process dies before any delivery.
      const crashing = start(["commit", game.id, owner.id]);
      expect(await crashing.line("committed")).toBe("committed");
      await crashing.exited;
      expect(crashing.child.signalCode).toBe("SIGKILL");
      const queued = await prisma.outboxPost.findMany({ where: { outletId }, orderBy: { createdAt: "asc" } });
      expect(queued.map((r) => r.kind).sort()).toEqual(["dawn", "dayOpening"]);
      expect(queued.every((r) => r.status === "pending")).toBe(true);
      expect(receiver.received).toHaveLength(0);
      // The event is there too: the day began (the commit was whole).
      const after = (await loadGame(game.id))!.state.rules as { phase: { kind: string } | null };
      expect(after.phase?.kind).toBe("day");

      // The restarted process delivers each post once.
      const restarted = start(["worker", "restarted"]);
      await restarted.line("ready");
      restarted.go();
      expect(await restarted.line("done")).toBe("done restarted 2");
      expect(await restarted.exited).toBe(0);
      expect(receiver.received.map((r) => (JSON.parse(r.body) as { kind: string }).kind).sort()).toEqual([
        "dawn",
        "dayOpening",
      ]);
      expect(new Set(receiver.received.map((r) => r.delivery))).toEqual(new Set(queued.map((r) => r.id)));
    },
    PROCESS_TEST_MS,
  );
});
