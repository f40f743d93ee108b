import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma, getDatabase } from "./client";
import { SNAPSHOT_EVERY, snapshotWritten } from "./event-store";
import { readSnapshot } from "./json-columns";
import { createGame, exportGame, importGame, listEvents } from "../service/games";
import { runCommand } from "../service/commands";
import { IMPORT_SNAPSHOT_EVERY } from "../game/import-prepare";
import { engine } from "../registry";
import type { RulesetId } from "../game/ruleset";

let alice: { id: string };
const mod = () => ({ kind: "moderator" as const, userId: alice.id });

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  alice = await prisma.user.create({
    data: { id: "u-undo-alice", name: "alice", email: "undo-alice@example.org", username: "undo-alice" },
  });
});

afterAll(async () => {
  await getDatabase().close();
});

/** The store's and the services' modules as a process that has cached nothing yet has them. */
async function freshProcess() {
  vi.resetModules();
  return {
    games: await import("../service/games"),
    commands: await import("../service/commands"),
  };
}

/** A game of `SNAPSHOT_EVERY + 5` events (seats added), its snapshot at SNAPSHOT_EVERY written. */
async function playedGame(rulesetId: RulesetId) {
  const game = await createGame({ title: "Undo", rulesetId, ownerId: alice.id, now: new Date() });
  for (let i = 0; i < SNAPSHOT_EVERY + 4; i++)
    await runCommand({ gameId: game.id, actor: mod(), command: { type: "seat.add", name: `P${i}` }, now: new Date() });
  await snapshotWritten(game.id);
  return game;
}

const foldOf = async (gameId: string, rulesetId: RulesetId, upTo = Infinity) =>
  engine.fold(rulesetId, await listEvents(gameId, rulesetId, 0, 100_000), upTo);

describe("a snapshot's undo list, kept apart from its state", () => {
  it("is stored beside the state, and read back gives the fold of the log, with the list or without it", async () => {
    const game = await playedGame("kemomimi-panic");
    const [row] = await prisma.$queryRaw<Array<{ inside: boolean; entries: number }>>`
      SELECT state->'core' ? 'undoable' AS inside, jsonb_array_length("undoList") AS entries
      FROM "GameSnapshot" WHERE "gameId" = ${game.id} AND seq = ${SNAPSHOT_EVERY}`;
    expect(row).toEqual({ inside: false, entries: SNAPSHOT_EVERY - 1 });

    const expected = await foldOf(game.id, "kemomimi-panic", SNAPSHOT_EVERY);
    expect((await readSnapshot(prisma, game.id, SNAPSHOT_EVERY))!.state).toEqual(expected);
    const without = (await readSnapshot(prisma, game.id, SNAPSHOT_EVERY, { undoList: false }))!.state;
    expect(without).toEqual({ ...expected, core: { ...expected.core, undoable: [] } });
  });

  it("is not read by a cold public read, and undo after it works across the snapshot", async () => {
    const game = await playedGame("clocktower");
    await runCommand({ gameId: game.id, actor: mod(), command: { type: "game.publish" }, now: new Date() });
    const full = await foldOf(game.id, "clocktower");

    const { games, commands } = await freshProcess();
    const viewed = (await games.loadGameForViews(game.id))!.state;
    // Only the events after the snapshot are in its list; everything else is the game's state.
    expect(viewed.core.undoable.map((u) => u.seq)).toEqual(full.core.undoable.map((u) => u.seq).slice(-6));
    expect({ ...viewed, core: { ...viewed.core, undoable: [] } }).toEqual({
      ...full,
      core: { ...full.core, undoable: [] },
    });
    expect(engine.livePublicView(viewed, new Date())).toEqual(engine.livePublicView(full, new Date()));
    // The moderators' read at the same version is not given the state the public read cached.
    expect((await games.loadGame(game.id))!.state).toEqual(full);

    // Back past the snapshot (at SNAPSHOT_EVERY), each undo reverting the step before.
    const undone: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await commands.runCommand({
        gameId: game.id,
        actor: mod(),
        command: { type: "undo" },
        now: new Date(),
      });
      expect(r.status).toBe("applied");
      const [undo] = await listEvents(game.id, "clocktower", SNAPSHOT_EVERY + 6 + i, 1);
      undone.push((undo!.event as { seq: number }).seq);
    }
    const published = SNAPSHOT_EVERY + 6;
    expect(undone).toEqual([published, ...Array.from({ length: 9 }, (_, i) => published - 1 - i)]);
    const after = await foldOf(game.id, "clocktower");
    expect(after.core.seats).toHaveLength(SNAPSHOT_EVERY + 4 - 9);
    expect((await games.loadGame(game.id))!.state).toEqual(after);
  });

  it("is read from an old snapshot's state, where snapshots written before kept it", async () => {
    const game = await playedGame("kemomimi-panic");
    // The snapshot as written before the list was kept apart: the list inside the state, no column.
    await prisma.$executeRaw`
      UPDATE "GameSnapshot" SET state = jsonb_set(state, '{core,undoable}', "undoList"), "undoList" = NULL
      WHERE "gameId" = ${game.id}`;
    const expected = await foldOf(game.id, "kemomimi-panic", SNAPSHOT_EVERY);
    expect((await readSnapshot(prisma, game.id, SNAPSHOT_EVERY))!.state).toEqual(expected);
    expect((await readSnapshot(prisma, game.id, SNAPSHOT_EVERY, { undoList: false }))!.state).toEqual({
      ...expected,
      core: { ...expected.core, undoable: [] },
    });

    const full = await foldOf(game.id, "kemomimi-panic");
    const { games, commands } = await freshProcess();
    expect((await games.loadGameForViews(game.id))!.state).toEqual({
      ...full,
      core: { ...full.core, undoable: full.core.undoable.slice(-5) },
    });
    expect((await games.loadGame(game.id))!.state).toEqual(full);
    for (let i = 0; i < 7; i++)
      await commands.runCommand({ gameId: game.id, actor: mod(), command: { type: "undo" }, now: new Date() });
    const after = await foldOf(game.id, "kemomimi-panic");
    expect(after.core.seats).toHaveLength(SNAPSHOT_EVERY + 4 - 7);
    expect((await games.loadGame(game.id))!.state).toEqual(after);
  });

  it("is written apart by an import, and undo after the import's cold read works", async () => {
    const game = await createGame({ title: "Long", rulesetId: "clocktower", ownerId: alice.id, now: new Date() });
    for (const name of ["Dolby", "Kiiruma"])
      await runCommand({ gameId: game.id, actor: mod(), command: { type: "seat.add", name }, now: new Date() });
    const file = (await exportGame(game.id, new Date()))!;
    const { seatId } = file.events.find((e) => e.type === "SeatAdded")!.payload as { seatId: string };
    const last = file.events.at(-1)!;
    const TOTAL = IMPORT_SNAPSHOT_EVERY + 20;
    for (let seq = file.events.length + 1; seq <= TOTAL; seq++)
      file.events.push({ ...last, seq, type: "SeatNoteSet", payload: { seatId, note: `note ${seq}` } });
    const imported = await importGame(JSON.parse(JSON.stringify(file)), alice.id);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const lists = await prisma.$queryRaw<Array<{ seq: number; inside: boolean; entries: number }>>`
      SELECT seq, state->'core' ? 'undoable' AS inside, jsonb_array_length("undoList") AS entries
      FROM "GameSnapshot" WHERE "gameId" = ${imported.id} ORDER BY seq`;
    expect(lists).toEqual([
      { seq: IMPORT_SNAPSHOT_EVERY, inside: false, entries: IMPORT_SNAPSHOT_EVERY - 1 },
      { seq: TOTAL, inside: false, entries: TOTAL - 1 },
    ]);

    const { games, commands } = await freshProcess();
    const full = await foldOf(imported.id, "clocktower");
    expect((await games.loadGameForViews(imported.id))!.state.core.seats).toEqual(full.core.seats);
    // The last notes undone, the first of them the import's last snapshot's own event.
    for (let i = 0; i < 3; i++)
      expect(
        (await commands.runCommand({ gameId: imported.id, actor: mod(), command: { type: "undo" }, now: new Date() }))
          .status,
      ).toBe("applied");
    const after = await foldOf(imported.id, "clocktower");
    expect(after.core.undoable.at(-1)!.seq).toBe(TOTAL - 3);
    expect((await games.loadGame(imported.id))!.state).toEqual(after);
    expect(await games.loadGameAt(imported.id, "clocktower", TOTAL - 1)).toEqual(
      await foldOf(imported.id, "clocktower", TOTAL - 1),
    );
  });
});
