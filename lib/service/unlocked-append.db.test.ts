/**
 * A command appended without locking the game's row first (runCommand's unlocked way,
 * appendEventAt) on PostgreSQL: taken when this process wrote the game last, and never at the cost of
 * another append: a stale guess writes nothing and the locked way answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase, prisma } from "../db/client";
import { appendEvent, appendEventAt, withGameLocked } from "../db/event-store";
import { createGame, loadGame } from "./games";
import { runCommand, type RunCommandInput } from "./commands";
import { withServerTiming } from "../timing";
import { FIRST_VIEW_VERSIONS } from "../game/view-versions";
import { liveHub } from "../live/hub";

const host = { id: "u-unlocked" };
const addSeat = (gameId: string, name: string): RunCommandInput => ({
  gameId,
  actor: { kind: "moderator", userId: host.id },
  command: { type: "seat.add", name },
  now: new Date(),
});

/** The parts of the command's time (lib/timing.ts): which way it went. */
async function partsOf(input: RunCommandInput): Promise<string[]> {
  let status = "";
  const res = await withServerTiming(true, async () => {
    status = (await runCommand(input)).status;
    return new Response(null);
  });
  expect(status).toBe("applied");
  return (res.headers.get("server-timing") ?? "").split(", ").map((p) => p.split(";")[0]!);
}

async function seqsOf(gameId: string): Promise<number[]> {
  const rows = await prisma.gameEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" }, select: { seq: true } });
  return rows.map((r) => r.seq);
}

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  await prisma.user.create({ data: { id: host.id, name: "h", email: "unlocked@example.org", username: "unlocked" } });
});
afterAll(async () => {
  await getDatabase().close();
});

describe("appending without the row's lock", () => {
  it("takes the unlocked way once this process wrote the game last, and the locked way first", async () => {
    const game = await createGame({ title: "Quick", rulesetId: "clocktower", ownerId: host.id, now: new Date() });
    const first = await partsOf(addSeat(game.id, "A"));
    expect(first).toContain("tx.lock");
    const second = await partsOf(addSeat(game.id, "B"));
    expect(second).toContain("append.unlocked");
    expect(second).not.toContain("tx.lock");
    expect((await loadGame(game.id))!.state.core.seats.map((s) => s.name)).toEqual(["A", "B"]);
  });

  it("takes the locked way once it has heard of another process's append, and loses nothing", async () => {
    const game = await createGame({ title: "Other", rulesetId: "clocktower", ownerId: host.id, now: new Date() });
    expect(await runCommand(addSeat(game.id, "A"))).toMatchObject({ status: "applied", version: 2 });
    // Another process's append: through the store, so this process's memory of the game is not told;
    // its notification is (awaited here: whether it had come before the next command was a race).
    await liveHub.ready();
    const heard = new Promise<void>((resolve) => {
      const stop = liveHub.subscribe(game.id, (seq) => {
        if (seq === 3) {
          stop();
          resolve();
        }
      });
    });
    const loaded = (await loadGame(game.id))!;
    await withGameLocked(game.id, async (tx, row) => {
      const next = { ...loaded.state, core: { ...loaded.state.core, title: "Renamed elsewhere" } };
      await appendEvent(tx, {
        gameId: game.id,
        version: row.version,
        event: { type: "GameRenamed", title: "Renamed elsewhere" },
        actorId: `user:${host.id}`,
        at: new Date(),
        next,
        views: row.views,
        moderators: { version: row.moderatorVersion + 1, updatedAt: new Date() },
      });
    });
    await heard;
    const parts = await partsOf(addSeat(game.id, "B"));
    expect(parts).not.toContain("append.unlocked");
    expect(parts).toContain("tx.lock");
    expect(await seqsOf(game.id)).toEqual([1, 2, 3, 4]);
    const state = (await loadGame(game.id))!.state;
    expect(state.core.title).toBe("Renamed elsewhere");
    expect(state.core.seats.map((s) => s.name)).toEqual(["A", "B"]);
  });

  // Each of the 30 guesses the same head: one append wins, the rest write nothing and take the lock.
  it("loses nothing when 30 commands append at once to a game this process wrote last", async () => {
    const game = await createGame({ title: "Burst", rulesetId: "clocktower", ownerId: host.id, now: new Date() });
    await runCommand(addSeat(game.id, "Seat 0"));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => runCommand(addSeat(game.id, `Seat ${i + 1}`))),
    );
    expect(results.every((r) => r.status === "applied")).toBe(true);
    expect(await seqsOf(game.id)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    const names = (await loadGame(game.id))!.state.core.seats.map((s) => s.name);
    expect(new Set(names).size).toBe(31);
  });

  it("writes nothing at a version the game has left, nor for a game with outlets", async () => {
    const game = await createGame({ title: "Guess", rulesetId: "clocktower", ownerId: host.id, now: new Date() });
    const state = (await loadGame(game.id))!.state;
    const append = (version: number) => ({
      gameId: game.id,
      version,
      event: { type: "GameRenamed", title: "Guessed" } as const,
      actorId: `user:${host.id}`,
      at: new Date(),
      next: { ...state, core: { ...state.core, title: "Guessed" } },
      views: FIRST_VIEW_VERSIONS,
      moderators: { version: version + 1, updatedAt: new Date() },
    });
    expect(await appendEventAt(append(5))).toBe(false);
    expect(await seqsOf(game.id)).toEqual([1]);
    await prisma.outlet.create({
      data: { gameId: game.id, kind: "discord", url: "https://discord.com/api/webhooks/1/x", posts: ["count"] },
    });
    expect(await appendEventAt(append(1))).toBe(false);
    expect(await seqsOf(game.id)).toEqual([1]);
    await prisma.outlet.deleteMany({ where: { gameId: game.id } });
    expect(await appendEventAt(append(1))).toBe(true);
    expect(await seqsOf(game.id)).toEqual([1, 2]);
    expect((await prisma.game.findUniqueOrThrow({ where: { id: game.id } })).title).toBe("Guessed");
  });
});
