/**
 * The version a game's moderators are told (issue 16): while the host plays a seat, the other
 * players' hidden steps move neither it nor the log the host can page through.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase, prisma } from "./client";
import { createGame, listEvents, listEventsForHost, loadGame } from "../service/games";
import { runCommand } from "../service/commands";
import type { KemomimiState } from "@/lib/rulesets/kemomimi-panic/state";

let host: { id: string };

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  host = await prisma.user.create({
    data: { id: "u-modversion", name: "modversion", email: "modversion@example.org", username: "modversion" },
  });
});

afterAll(async () => {
  await getDatabase().close();
});

type Command = { type: string; [k: string]: unknown };

/** A 5-seat Kemomimi Panic game dealt with the host playing the first seat, at night, with a thief who is not the host. */
async function nightWithPlayingHost() {
  for (let attempt = 0; attempt < 20; attempt++) {
    const game = await createGame({ title: "Night", rulesetId: "kemomimi-panic", ownerId: host.id, now: new Date() });
    const asHost = (command: Command) =>
      runCommand({
        gameId: game.id,
        actor: { kind: "moderator", userId: host.id },
        command,
        force: true,
        now: new Date(),
        seed: `night-${attempt}`,
      });
    const asPlayer = (seatId: string, command: Command) =>
      runCommand({ gameId: game.id, actor: { kind: "player", seatId }, command, now: new Date() });
    for (const name of ["Ann", "Bob", "Cyd", "Dee", "Eve"]) await asHost({ type: "seat.add", name });
    await asHost({ type: "kemomimi.configure", preset: "recommended-5" });
    const seats = (await loadGame(game.id))!.state.core.seats.map((s) => s.id);
    await asHost({ type: "kemomimi.deal", hostSeatId: seats[0] });
    const rules = () => loadGame(game.id).then((g) => g!.state.rules as KemomimiState);
    const shamlock = (await rules()).players.find((p) => p.character === "shamlock")?.seatId;
    if (!shamlock || shamlock === seats[0]) continue;
    const checked = await asPlayer(shamlock, {
      type: "kemomimi.shamlockCheck",
      targetSeatId: seats.find((s) => s !== shamlock)!,
    });
    if (checked.status !== "applied") continue;
    await asHost({ type: "kemomimi.startNight" });
    const thief = (await rules()).night?.thief;
    if (!thief || thief === seats[0]) continue;
    return { id: game.id, seats, thief, asPlayer };
  }
  throw new Error("no seed gave a thief other than the host");
}

describe("the moderators' version while the host plays a seat", () => {
  it("moves when the host can tell something happened, not when the thief changes her mind", async () => {
    const t = await nightWithPlayingHost();
    const others = t.seats.filter((s) => s !== t.thief && s !== t.seats[0]);
    const before = (await loadGame(t.id))!;

    // Her first choice shows on the host's page ("the target is chosen"): one step the host sees.
    expect((await t.asPlayer(t.thief, { type: "kemomimi.chooseTarget", targetSeatId: others[0] })).status).toBe(
      "applied",
    );
    const chosen = (await loadGame(t.id))!;
    expect(chosen.moderatorVersion).toBe(before.moderatorVersion + 1);
    const logAfterChoice = await listEventsForHost(t.id, "kemomimi-panic");
    const listedAt = async () => (await prisma.game.findUnique({ where: { id: t.id } }))!.updatedAt;
    const movedAt = await listedAt();

    // Changing it twice changes nothing the host sees: the version, the log and its numbers stay.
    for (const target of [others[1], others[0]])
      expect((await t.asPlayer(t.thief, { type: "kemomimi.chooseTarget", targetSeatId: target })).status).toBe(
        "applied",
      );
    const after = (await loadGame(t.id))!;
    expect(after.version).toBe(chosen.version + 2);
    expect(after.moderatorVersion).toBe(chosen.moderatorVersion);
    // The games list's "updated … ago" does not tell when she changed it either.
    expect(await listedAt()).toEqual(movedAt);
    const log = await listEventsForHost(t.id, "kemomimi-panic");
    expect(log.map((e) => e.seq)).toEqual(logAfterChoice.map((e) => e.seq));
    // Numbered without gaps up to the version the host is told.
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: after.moderatorVersion }, (_, i) => i + 1));
    expect(await listEventsForHost(t.id, "kemomimi-panic", after.moderatorVersion)).toEqual([]);
    // The whole log is still stored, in order, for the end of the game.
    expect((await listEvents(t.id, "kemomimi-panic")).length).toBe(after.version);
  });

  it("is the game's version for a host who only moderates, and an expectedVersion is checked against it", async () => {
    const game = await createGame({ title: "Plain", rulesetId: "kemomimi-panic", ownerId: host.id, now: new Date() });
    const run = (command: Command, expectedVersion?: number) =>
      runCommand({
        gameId: game.id,
        actor: { kind: "moderator", userId: host.id },
        command,
        force: true,
        expectedVersion,
        now: new Date(),
      });
    for (const name of ["Ann", "Bob", "Cyd", "Dee", "Eve"]) await run({ type: "seat.add", name });
    await run({ type: "kemomimi.configure", preset: "recommended-5" });
    await run({ type: "kemomimi.deal" });
    const g = (await loadGame(game.id))!;
    expect(g.moderatorVersion).toBe(g.version);
    expect(await run({ type: "game.rename", title: "Late" }, g.version - 1)).toEqual({
      status: "conflict",
      version: g.version,
    });
    expect((await run({ type: "game.rename", title: "On time" }, g.version)).status).toBe("applied");
  });
});
