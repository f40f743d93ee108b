import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma, getDatabase } from "./client";
import { createGame, loadGame, loadGameAt } from "../service/games";
import { runCommand } from "../service/commands";
import { IMPORT_SNAPSHOT_EVERY } from "../game/import-prepare";
import { exportGame, importGame } from "../service/games";
import { engine } from "../registry";

let alice: { id: string };

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  alice = await prisma.user.create({
    data: { id: "u-imp-alice", name: "alice", email: "imp-alice@example.org", username: "imp-alice" },
  });
});

afterAll(async () => {
  await getDatabase().close();
});

describe("a long imported game", () => {
  it("gets snapshots; its timeline reads start from them and match a fold of the log; the import lets other work run", async () => {
    const game = await createGame({ title: "Long", rulesetId: "clocktower", ownerId: alice.id, now: new Date() });
    const mod = { kind: "moderator" as const, userId: alice.id };
    for (const name of ["Dolby", "Kiiruma"])
      await runCommand({ gameId: game.id, actor: mod, command: { type: "seat.add", name }, now: new Date() });
    await runCommand({ gameId: game.id, actor: mod, command: { type: "undo" }, now: new Date() });
    const file = (await exportGame(game.id, new Date()))!;
    const seatId = (await loadGame(game.id))!.state.core.seats[0]!.id;
    const last = file.events.at(-1)!;
    const TOTAL = 2 * IMPORT_SNAPSHOT_EVERY + 500;
    for (let seq = file.events.length + 1; seq <= TOTAL; seq++)
      file.events.push({
        seq,
        type: "SeatNoteSet",
        payload: { seatId, note: `note ${seq}` },
        actorId: last.actorId,
        at: last.at,
      });

    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const imported = await importGame(JSON.parse(JSON.stringify(file)), alice.id);
    clearInterval(timer);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    // A timer of 1 ms fired many times while it ran: the import yields instead of holding the process.
    expect(ticks).toBeGreaterThan(5);

    const snaps = await prisma.gameSnapshot.findMany({ where: { gameId: imported.id }, select: { seq: true } });
    expect(snaps.map((s) => s.seq).sort((a, b) => a - b)).toEqual([1000, 2000, TOTAL]);

    const envelopes = file.events.map((e) => engine.parseStoredEvent("clocktower", e));
    for (const seq of [3, 1500, 2000, TOTAL - 1]) {
      const at = await loadGameAt(imported.id, "clocktower", seq);
      expect(at).toEqual(engine.fold("clocktower", envelopes, seq));
    }
    const loaded = (await loadGame(imported.id))!;
    expect(loaded.state.core.seats.map((s) => s.name)).toEqual(["Dolby"]);
    expect(loaded.version).toBe(TOTAL);
  });
});
