import { afterAll, describe, expect, it } from "vitest";
import { getDatabase, prisma } from "./client";
import { accountLocale, setAccountLocale } from "./account-locale";
import { createGame, loadGame } from "../service/games";
import { runCommand } from "../service/commands";
import { exportGame, importGame } from "../service/games";

afterAll(async () => {
  await getDatabase().close();
});

describe("languages kept in the database", () => {
  it("remembers a moderator's language on their account", async () => {
    const user = await prisma.user.create({
      data: { id: "u-locale", name: "locale", email: "locale@example.org", username: "localeuser" },
    });
    expect(await accountLocale(user.id)).toBeNull();
    await setAccountLocale(user.id, "ja");
    expect(await accountLocale(user.id)).toBe("ja");
    await setAccountLocale(user.id, "en");
    expect(await accountLocale(user.id)).toBe("en");
  });

  it("keeps a game's language through a change, an export and an import", async () => {
    const user = await prisma.user.create({
      data: { id: "u-game-lang", name: "gamelang", email: "gamelang@example.org", username: "gamelang" },
    });
    const game = await createGame({
      title: "月夜",
      rulesetId: "secret-moon",
      language: "ja",
      ownerId: user.id,
      now: new Date(),
    });
    expect((await loadGame(game.id))!.state.core.language).toBe("ja");
    const actor = { kind: "moderator" as const, userId: user.id };
    const changed = await runCommand({
      gameId: game.id,
      actor,
      command: { type: "game.language", language: "en" },
      now: new Date(),
    });
    expect(changed.status).toBe("applied");
    await runCommand({ gameId: game.id, actor, command: { type: "game.language", language: "ja" }, now: new Date() });
    const file = (await exportGame(game.id, new Date()))!;
    const imported = await importGame(file, user.id);
    if (!imported.ok) throw new Error(JSON.stringify(imported.errors));
    expect((await loadGame(imported.id))!.state.core.language).toBe("ja");

    const old = await createGame({ title: "Old", rulesetId: "clocktower", ownerId: user.id, now: new Date() });
    expect((await loadGame(old.id))!.state.core.language).toBeUndefined();
  });
});
