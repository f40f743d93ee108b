import { afterAll, describe, expect, it } from "vitest";
import { getDatabase, prisma } from "./client";
import { createGame, loadGame, runCommand } from "./event-store";
import { exportGame, importGame } from "./game-transfer";

afterAll(async () => {
  await getDatabase().close();
});

describe("a published game imported elsewhere", () => {
  it("arrives unpublished at its new address, the unpublishing recorded in its log", async () => {
    const user = await prisma.user.create({
      data: { id: "u-importer", name: "importer", email: "importer@example.org", username: "importer" },
    });
    const game = await createGame({ title: "Public", rulesetId: "clocktower", ownerId: user.id, now: new Date() });
    const actor = { kind: "moderator" as const, userId: user.id };
    await runCommand({ gameId: game.id, actor, command: { type: "game.publish" }, force: true, now: new Date() });
    expect((await loadGame(game.id))!.state.core.published).toBe(true);
    const file = (await exportGame(game.id, new Date()))!;
    const imported = await importGame(file, user.id);
    if (!imported.ok) throw new Error(imported.errors.join());
    const row = await prisma.game.findUniqueOrThrow({ where: { id: imported.id } });
    expect(row.published).toBe(false);
    const copy = (await loadGame(imported.id))!;
    expect(copy.state.core.published).toBe(false);
    expect(copy.version).toBe(file.events.length + 1);
  });
});
