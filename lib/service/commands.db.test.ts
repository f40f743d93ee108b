import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase, prisma } from "../db/client";
import { createGame, loadGame } from "./games";
import { runCommand } from "./commands";
import type { Actor } from "../game/ruleset";

let host: { id: string };

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  host = await prisma.user.create({
    data: { id: "u-service", name: "service", email: "service@example.org", username: "service" },
  });
});

afterAll(async () => {
  await getDatabase().close();
});

describe("the command service", () => {
  it("checks a moderator's and a player's command the same way, and stores nothing it refuses", async () => {
    const game = await createGame({ title: "Checks", rulesetId: "kemomimi-panic", ownerId: host.id, now: new Date() });
    const moderator: Actor = { kind: "moderator", userId: host.id };
    const added = await runCommand({
      gameId: game.id,
      actor: moderator,
      command: { type: "seat.add", name: "Ann" },
      now: new Date(),
    });
    expect(added.status).toBe("applied");
    const seatId = (await loadGame(game.id))!.state.core.seats[0]!.id;
    const player: Actor = { kind: "player", seatId };
    for (const actor of [moderator, player]) {
      const run = (command: unknown) => runCommand({ gameId: game.id, actor, command, now: new Date() });
      expect(await run({ type: "seat.add", name: "A\u0000n" })).toEqual({
        status: "malformed",
        problem: "unclean",
        path: "name",
      });
      expect(await run({ type: "seat.add", name: "Ann", at: 1e20 })).toEqual({
        status: "malformed",
        problem: "out-of-range",
        path: "at",
      });
      expect(await run({ name: "Ann" })).toEqual({ status: "malformed", problem: "shape" });
      expect(await run("seat.add")).toEqual({ status: "malformed", problem: "shape" });
      expect(await run({ type: "no.such.command" })).toMatchObject({ status: "invalid", field: "command.type" });
    }
    expect((await loadGame(game.id))!.version).toBe(2);
  });
});
