import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma, getDatabase } from "./client";
import { createGame, loadGame, loadStates } from "../service/games";
import { runCommand } from "../service/commands";
import { exportGame, importGame } from "../service/games";
import { inviteCohost, answerCohostInvite, setArchived } from "./games";
import { listGamesWithSummaries } from "../service/games";
import { engine } from "../registry";
import { badMoonRisingForum } from "../rulesets/clocktower/scripts/bad-moon-rising-forum";
import type { GameState } from "../game/ruleset";

const NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Fay", "Gus"];
const CAST = ["chambermaid", "innkeeper", "gambler", "exorcist", "courtier", "godfather", "po"];
const start = new Date("2026-11-30T18:00:00Z");

let host: { id: string };
let cohost: { id: string };

async function makeUser(username: string) {
  return prisma.user.create({
    data: { id: `u-${username}`, name: username, email: `${username}@example.org`, username },
  });
}

async function must(gameId: string, command: { type: string; [k: string]: unknown }, force = false) {
  const r = await runCommand({ gameId, actor: { kind: "moderator", userId: host.id }, command, force, now: start });
  if (r.status !== "applied") throw new Error(`${command.type}: ${JSON.stringify(r)}`);
  return r;
}

/** A 7-player Bad Moon Rising game on Night 1 (lock Tue 1 Dec 16:00 UTC, dawn 18:00). */
async function nightGame(title: string) {
  const g = await createGame({ title, rulesetId: "clocktower", ownerId: host.id, now: start });
  await must(g.id, { type: "seats.fill", seats: NAMES.map((name) => ({ name })) });
  await must(g.id, { type: "clocktower.setScript", script: JSON.parse(JSON.stringify(badMoonRisingForum)) });
  const seats = (await prisma.gameEvent.findFirst({ where: { gameId: g.id, type: "SeatsFilled" } }))!.payload as {
    seats: Array<{ seatId: string }>;
  };
  const assignments = Object.fromEntries(seats.seats.map((s, i) => [s.seatId, CAST[i]!]));
  await must(
    g.id,
    { type: "clocktower.deal", mode: "manual", assignments, bluffs: ["sailor", "fool", "tealady"] },
    true,
  );
  await must(g.id, { type: "clocktower.startNight" });
  return g;
}

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  host = await makeUser("listhost");
  cohost = await makeUser("listcohost");
});

afterAll(async () => {
  await getDatabase().close();
});

describe("the games list", () => {
  it("says per game its phase, alive count, next deadline; archiving is per member", async () => {
    const night = await nightGame("Night game");
    const moon = await createGame({ title: "Moon", rulesetId: "secret-moon", ownerId: host.id, now: start });
    await inviteCohost(night.id, "listcohost", host.id);
    await answerCohostInvite(night.id, cohost.id, true);
    const now = new Date("2026-11-30T19:00:00Z");
    const list = await listGamesWithSummaries(host.id, now);
    const byTitle = Object.fromEntries(list.map((g) => [g.title, g]));
    expect(byTitle["Night game"]!.summary).toEqual({
      phase: "Night 1",
      alive: { alive: 7, total: 7 },
      deadline: { label: "night actions lock", at: "2026-12-01T16:00:00.000Z" },
      waiting: [],
      over: false,
    });
    expect(byTitle["Moon"]!.summary.phase).toBe("Setup");
    expect(byTitle["Night game"]!.archivedAt).toBeNull();

    expect(await setArchived(moon.id, host.id, true)).toBe(true);
    expect(await setArchived(night.id, cohost.id, true)).toBe(true);
    const again = await listGamesWithSummaries(host.id, now);
    expect(again.find((g) => g.id === moon.id)!.archivedAt).toBeInstanceOf(Date);
    expect(again.find((g) => g.id === night.id)!.archivedAt).toBeNull();
    const theirs = await listGamesWithSummaries(cohost.id, now);
    expect(theirs.map((g) => [g.title, g.role, g.archivedAt !== null])).toEqual([["Night game", "cohost", true]]);
    await setArchived(moon.id, host.id, false);
    expect((await listGamesWithSummaries(host.id, now)).find((g) => g.id === moon.id)!.archivedAt).toBeNull();
    // Not a member: nothing to archive.
    expect(await setArchived(moon.id, cohost.id, true)).toBe(false);
  });

  it("reads cold games from their newest snapshot and the events after it", async () => {
    const g = await nightGame("Snapshot source");
    for (let i = 0; i < 55; i++) await must(g.id, { type: "seat.note", seatId: "x", note: "" }).catch(() => null);
    const file = await exportGame(g.id, start);
    // Imported: not in this process's cache, no snapshot yet.
    const imported = await importGame(JSON.parse(JSON.stringify(file)), host.id);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    const head = await prisma.game.findUniqueOrThrow({ where: { id: imported.id } });
    const events = (await prisma.gameEvent.findMany({ where: { gameId: imported.id }, orderBy: { seq: "asc" } })).map(
      (r) => engine.parseStoredEvent("clocktower", r),
    );
    const full = engine.fold("clocktower", events);
    const cold = await loadStates([{ id: imported.id, rulesetId: "clocktower", version: head.version }]);
    // Without the snapshot's undo list (a summary never reads it): only the events after the snapshot are in it.
    const { seq: snapshotSeq } = await prisma.gameSnapshot.findFirstOrThrow({
      where: { gameId: imported.id },
      orderBy: { seq: "desc" },
    });
    const after = full.core.undoable.filter((u) => u.seq > snapshotSeq);
    expect(cold.get(imported.id)).toEqual({ ...full, core: { ...full.core, undoable: after } });
    // The moderators' read of the game is not given the state the list cached.
    expect((await loadGame(imported.id))!.state).toEqual(full);

    // A second import with a snapshot at seq 3 that says something the log does not: the list reads the snapshot.
    const second = await importGame(JSON.parse(JSON.stringify(file)), host.id);
    if (!second.ok) throw new Error(JSON.stringify(second.errors));
    const at3 = engine.fold("clocktower", events, 3) as GameState;
    const marked = { ...at3, core: { ...at3.core, title: "From the snapshot" } };
    // Only this snapshot: the ones the import wrote (of its final state) would be newer.
    await prisma.gameSnapshot.deleteMany({ where: { gameId: second.id } });
    await prisma.gameSnapshot.create({
      data: { gameId: second.id, seq: 3, state: JSON.parse(JSON.stringify(marked)) },
    });
    const fromSnap = await loadStates([{ id: second.id, rulesetId: "clocktower", version: head.version }]);
    expect(fromSnap.get(second.id)!.core.title).toBe("From the snapshot");
    expect(fromSnap.get(second.id)!.rules).toEqual(full.rules);
  });

  it("lists 50 games, none of them in the cache, with every summary", async () => {
    const user = await makeUser("fifty");
    const source = await nightGame("Fifty source");
    const file = JSON.parse(JSON.stringify(await exportGame(source.id, start)));
    for (let i = 0; i < 50; i++) {
      const r = await importGame(file, user.id);
      expect(r.ok).toBe(true);
    }
    const t0 = performance.now();
    const list = await listGamesWithSummaries(user.id, new Date("2026-11-30T19:00:00Z"));
    const cold = performance.now() - t0;
    const t1 = performance.now();
    await listGamesWithSummaries(user.id, new Date("2026-11-30T19:00:00Z"));
    const warm = performance.now() - t1;
    console.log(`games list, 50 games: ${cold.toFixed(0)} ms cold, ${warm.toFixed(0)} ms from the cache`);
    expect(list).toHaveLength(50);
    expect(list.every((g) => g.summary.phase === "Night 1" && g.summary.alive?.alive === 7)).toBe(true);
  });
});
