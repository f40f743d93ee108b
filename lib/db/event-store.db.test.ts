import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma, getDatabase } from "./client";
import { SNAPSHOT_EVERY } from "./event-store";
import { createGame, listEvents, loadGame } from "../service/games";
import { runCommand } from "../service/commands";
import { exportGame, importGame } from "../service/games";
import { answerCohostInvite, inviteCohost, roleIn } from "./games";
import { createApiToken, revokeApiToken, userForApiToken } from "./api-tokens";
import { engine } from "../registry";
import { render } from "../i18n/render";

const moderator = (userId: string) => ({ kind: "moderator" as const, userId });

async function makeUser(username: string) {
  return prisma.user.create({
    data: { id: `u-${username}`, name: username, email: `${username}@example.org`, username },
  });
}

let alice: { id: string };

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  alice = await makeUser("alice");
});

afterAll(async () => {
  await getDatabase().close();
});

describe("event store on PostgreSQL", () => {
  it("loses nothing when 50 commands append to one game at once", async () => {
    const game = await createGame({ title: "Race", rulesetId: "clocktower", ownerId: alice.id, now: new Date() });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        runCommand({
          gameId: game.id,
          actor: moderator(alice.id),
          command: { type: "seat.add", name: `Player ${i}` },
          now: new Date(),
        }),
      ),
    );
    expect(results.every((r) => r.status === "applied")).toBe(true);
    const rows = await prisma.gameEvent.findMany({
      where: { gameId: game.id },
      orderBy: { seq: "asc" },
      select: { seq: true },
    });
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    const loaded = await loadGame(game.id);
    expect(loaded!.version).toBe(51);
    expect(new Set(loaded!.state.core.seats.map((s) => s.name)).size).toBe(50);
  });

  it("refuses an append at a stale version and reports the current one", async () => {
    const game = await createGame({ title: "Stale", rulesetId: "secret-moon", ownerId: alice.id, now: new Date() });
    const first = await runCommand({
      gameId: game.id,
      actor: moderator(alice.id),
      command: { type: "seat.add", name: "A" },
      expectedVersion: 1,
      now: new Date(),
    });
    expect(first).toMatchObject({ status: "applied", version: 2 });
    const stale = await runCommand({
      gameId: game.id,
      actor: moderator(alice.id),
      command: { type: "seat.add", name: "B" },
      expectedVersion: 1,
      now: new Date(),
    });
    expect(stale).toEqual({ status: "conflict", version: 2 });
    expect((await loadGame(game.id))!.state.core.seats.map((s) => s.name)).toEqual(["A"]);
  });

  it("does not append a command the rules warn about unless forced", async () => {
    const game = await createGame({ title: "Warn", rulesetId: "clocktower", ownerId: alice.id, now: new Date() });
    const r = await runCommand({
      gameId: game.id,
      actor: moderator(alice.id),
      command: { type: "game.publish" },
      now: new Date(),
    });
    expect(r).toMatchObject({ status: "needs-force" });
    expect(r.status === "needs-force" && r.warnings.map((w) => render(w, "en"))).toEqual([
      "The game has no seats yet.",
    ]);
    expect((await loadGame(game.id))!.version).toBe(1);
    const forced = await runCommand({
      gameId: game.id,
      actor: moderator(alice.id),
      command: { type: "game.publish" },
      force: true,
      now: new Date(),
    });
    expect(forced.status).toBe("applied");
    expect((await prisma.game.findUnique({ where: { id: game.id } }))!.published).toBe(true);
  });

  it("writes snapshots and folds the same state from them, undo included", async () => {
    const game = await createGame({ title: "Long", rulesetId: "kemomimi-panic", ownerId: alice.id, now: new Date() });
    for (let i = 0; i < SNAPSHOT_EVERY + 5; i++) {
      await runCommand({
        gameId: game.id,
        actor: moderator(alice.id),
        command: { type: "seat.add", name: `P${i}` },
        now: new Date(),
      });
    }
    expect(await prisma.gameSnapshot.count({ where: { gameId: game.id } })).toBe(1);
    // Undo back past the snapshot: the store must fold the whole log again.
    for (let i = 0; i < 8; i++)
      await runCommand({ gameId: game.id, actor: moderator(alice.id), command: { type: "undo" }, now: new Date() });
    const events = await listEvents(game.id, "kemomimi-panic");
    const expected = engine.fold("kemomimi-panic", events);
    expect(expected.core.seats).toHaveLength(SNAPSHOT_EVERY - 3);
    // A fresh process has no cache: load through the snapshot path.
    const { loadGameAt } = await import("../service/games");
    expect(await loadGameAt(game.id, "kemomimi-panic", events.at(-1)!.seq)).toEqual(expected);
    expect((await loadGame(game.id))!.state).toEqual(expected);
  });

  it("exports a game and imports it back as a new game with the same state, unpublished", async () => {
    const game = await createGame({ title: "Backup", rulesetId: "clocktower", ownerId: alice.id, now: new Date() });
    for (const name of ["Eggyolk", "Dolby"])
      await runCommand({
        gameId: game.id,
        actor: moderator(alice.id),
        command: { type: "seat.add", name },
        now: new Date(),
      });
    await runCommand({
      gameId: game.id,
      actor: moderator(alice.id),
      command: { type: "game.publish" },
      now: new Date(),
    });
    const file = await exportGame(game.id, new Date());
    const bob = await makeUser("bob");
    const imported = await importGame(JSON.parse(JSON.stringify(file)), bob.id);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.slug).not.toBe(game.slug);
    const copy = await loadGame(imported.id);
    const original = await loadGame(game.id);
    const { core: copyCore, ...copyRest } = copy!.state;
    const { core: originalCore, ...originalRest } = original!.state;
    expect(copyRest).toEqual(originalRest);
    expect(copyCore.seats).toEqual(originalCore.seats);
    expect(originalCore.published).toBe(true);
    // At its new address the game waits for its host to publish it again.
    expect(copyCore.published).toBe(false);
    expect(await roleIn(imported.id, bob.id)).toBe("host");
    expect(await roleIn(imported.id, alice.id)).toBeNull();
    const bad = await importGame({ ...file, events: file!.events.slice(1) }, bob.id);
    expect(bad).toMatchObject({ ok: false });
  });

  it("lets a host invite a co-host by username, who joins on accepting; unknown names answer the same", async () => {
    const game = await createGame({ title: "Shared", rulesetId: "clocktower", ownerId: alice.id, now: new Date() });
    await makeUser("carol");
    expect(await inviteCohost(game.id, "nobody", alice.id)).toEqual({ ok: true, username: "nobody" });
    expect(await inviteCohost(game.id, "Carol", alice.id)).toEqual({ ok: true, username: "Carol" });
    expect(await roleIn(game.id, "u-carol")).toBeNull();
    expect(await answerCohostInvite(game.id, "u-carol", true)).toBe(true);
    expect(await roleIn(game.id, "u-carol")).toBe("cohost");
    expect((await inviteCohost(game.id, "carol", alice.id)).ok).toBe(false);
  });

  it("stores API tokens hashed and forgets revoked ones", async () => {
    const { id, token } = await createApiToken(alice.id, "bot");
    const row = await prisma.apiToken.findUnique({ where: { id } });
    expect(row!.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await userForApiToken(token)).toEqual({ id: alice.id });
    expect(await userForApiToken(token + "x")).toBeNull();
    await revokeApiToken(alice.id, id);
    expect(await userForApiToken(token)).toBeNull();
  });

  it("keeps seat notes out of the public view of a stored game", async () => {
    const game = await createGame({ title: "Notes", rulesetId: "clocktower", ownerId: alice.id, now: new Date() });
    await runCommand({
      gameId: game.id,
      actor: moderator(alice.id),
      command: { type: "seat.add", name: "Ann" },
      now: new Date(),
    });
    const seatId = (await loadGame(game.id))!.state.core.seats[0]!.id;
    await runCommand({
      gameId: game.id,
      actor: moderator(alice.id),
      command: { type: "seat.note", seatId, note: "HIDDEN-NOTE-777" },
      now: new Date(),
    });
    expect(JSON.stringify(engine.publicView((await loadGame(game.id))!.state, new Date()))).not.toContain(
      "HIDDEN-NOTE-777",
    );
  });
});
