import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { render } from "@/lib/i18n/render";
import { getDatabase, prisma } from "./client";
import {
  BUILT_IN_SCRIPTS,
  createScript,
  deleteScript,
  duplicateScript,
  getScript,
  importCharacterCatalogue,
  importScriptToLibrary,
  knownCharacters,
  listCustomCharacters,
  listScripts,
  updateScript,
} from "./scripts";
import { createGame, loadGame } from "../service/games";
import { runCommand } from "../service/commands";
import { badMoonRisingForum, exportScript } from "../rulesets/clocktower";

async function makeUser(username: string) {
  return prisma.user.create({
    data: { id: `u-${username}`, name: username, email: `${username}@example.org`, username },
  });
}

let alice: { id: string };
let bob: { id: string };

beforeAll(async () => {
  expect(getDatabase().kind).toBe("postgres");
  alice = await makeUser("scripts-alice");
  bob = await makeUser("scripts-bob");
});

afterAll(async () => {
  await getDatabase().close();
});

const communityScript = [
  { id: "_meta", name: "Tiny Town", author: "Test" },
  "washerwoman",
  {
    id: "hermit_crab",
    name: "Hermit Crab",
    team: "outsider",
    ability: "You have no ability. [+1 Outsider]",
    setup: true,
    firstNight: 0,
    otherNight: 0,
  },
  "imp",
];
const impCatalogue = [
  {
    id: "washerwoman",
    name: "Washerwoman",
    team: "townsfolk",
    ability: "You start knowing that 1 of 2 players is a particular Townsfolk.",
    firstNight: 32,
    firstNightReminder: "Show the Townsfolk.",
  },
  { id: "imp", name: "Imp", team: "demon", ability: "Each night*, choose a player: they die.", otherNight: 24 },
];

describe("script library on PostgreSQL", () => {
  it("lists the bundled script for everyone, read-only, and lets it be duplicated", async () => {
    const list = await listScripts(alice.id);
    expect(list[0]).toMatchObject({ id: BUILT_IN_SCRIPTS[0]!.id, name: "Bad Moon Rising (forum)", builtIn: true });
    expect((await getScript(bob.id, BUILT_IN_SCRIPTS[0]!.id))!.script).toEqual(badMoonRisingForum);
    expect(await updateScript(alice.id, BUILT_IN_SCRIPTS[0]!.id, badMoonRisingForum)).toBeNull();
    expect(await deleteScript(alice.id, BUILT_IN_SCRIPTS[0]!.id)).toBe(false);
    const copy = (await duplicateScript(alice.id, BUILT_IN_SCRIPTS[0]!.id))!;
    expect(copy.name).toBe("Bad Moon Rising (forum) (copy)");
    expect(copy.script.characters).toEqual(badMoonRisingForum.characters);
    expect((await listScripts(alice.id)).map((s) => s.id)).toContain(copy.id);
  });

  it("keeps each moderator's scripts to themselves", async () => {
    const made = await createScript(alice.id, { ...badMoonRisingForum, name: "Alice's" });
    expect(made.ok).toBe(true);
    const id = made.ok ? made.value.id : "";
    expect(await getScript(bob.id, id)).toBeNull();
    expect(await updateScript(bob.id, id, badMoonRisingForum)).toBeNull();
    expect(await deleteScript(bob.id, id)).toBe(false);
    expect(await duplicateScript(bob.id, id)).toBeNull();
    expect((await listScripts(bob.id)).some((s) => s.id === id)).toBe(false);
    expect(await deleteScript(alice.id, id)).toBe(true);
    expect(await getScript(alice.id, id)).toBeNull();
  });

  it("refuses an id-only script until its characters are in a catalogue, then imports it", async () => {
    const before = await importScriptToLibrary(bob.id, communityScript);
    expect(before.ok).toBe(false);
    if (!before.ok)
      expect(before.problems.map((p) => render(p, "en")).join("\n")).toContain(
        "unknown character ids: washerwoman and imp",
      );
    expect((await listScripts(bob.id)).filter((s) => !s.builtIn)).toHaveLength(0);

    const bad = await importCharacterCatalogue(bob.id, [impCatalogue[0], { id: "imp", team: "demon" }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.problems.map((p) => render(p, "en"))).toEqual([
        "item 2: name must be a non-empty string",
        "item 2: ability must be a non-empty string",
      ]);
    expect(await listCustomCharacters(bob.id)).toEqual([]);

    const cat = await importCharacterCatalogue(bob.id, JSON.stringify(impCatalogue));
    expect(cat.ok).toBe(true);
    expect((await listCustomCharacters(bob.id)).map((c) => c.id)).toEqual(["imp", "washerwoman"]);
    expect((await knownCharacters(alice.id)).some((c) => c.id === "imp")).toBe(false);

    const after = await importScriptToLibrary(bob.id, JSON.stringify(communityScript));
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    expect(after.value.script.characters.map((c) => c.id)).toEqual(["washerwoman", "hermitcrab", "imp"]);
    expect(after.value.script.firstNight).toEqual(["dusk", "minioninfo", "demoninfo", "washerwoman", "dawn"]);
    // Re-importing a catalogue entry replaces it.
    await importCharacterCatalogue(bob.id, [{ ...impCatalogue[1], ability: "Changed." }]);
    expect((await knownCharacters(bob.id)).find((c) => c.id === "imp")!.ability).toBe("Changed.");
  });

  it("gives back the same script after export and import", async () => {
    const exported = JSON.stringify(exportScript(badMoonRisingForum));
    const imported = await importScriptToLibrary(alice.id, exported);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.value.script).toEqual(badMoonRisingForum);
    expect((await getScript(alice.id, imported.value.id))!.script).toEqual(badMoonRisingForum);
  });

  it("lists every problem of an invalid script with its place, and saves nothing", async () => {
    const count = await prisma.script.count({ where: { ownerId: alice.id } });
    const r = await importScriptToLibrary(alice.id, [{ id: "_meta", name: 5 }, { id: "x", team: "wizard" }, 42]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const problems = r.problems.map((p) => render(p, "en"));
      expect(problems).toContain("item 1 (_meta): name must be a string");
      expect(problems.some((p) => p.startsWith("item 2: "))).toBe(true);
      expect(problems).toContain("item 3: must be a character id (a string) or a character object");
    }
    const invalid = await createScript(alice.id, { ...badMoonRisingForum, firstNight: ["nobody"] });
    expect(invalid.ok).toBe(false);
    if (!invalid.ok) expect(render(invalid.problems[0]!, "en")).toContain('firstNight lists "nobody"');
    expect(await prisma.script.count({ where: { ownerId: alice.id } })).toBe(count);
  });

  it("edits a script without changing a game that froze a copy", async () => {
    const made = await createScript(alice.id, { ...badMoonRisingForum, name: "Frozen" });
    if (!made.ok) throw new Error(made.problems.join());
    const game = await createGame({
      title: "Frozen game",
      rulesetId: "clocktower",
      ownerId: alice.id,
      now: new Date(),
    });
    const actor = { kind: "moderator" as const, userId: alice.id };
    const r = await runCommand({
      gameId: game.id,
      actor,
      command: { type: "clocktower.setScript", script: made.value.script },
      now: new Date(),
    });
    expect(r.status).toBe("applied");
    const edited = await updateScript(alice.id, made.value.id, {
      ...made.value.script,
      name: "Edited",
      characters: made.value.script.characters.filter((c) => c.id !== "po"),
      otherNight: made.value.script.otherNight.filter((id) => id !== "po"),
    });
    expect(edited?.ok).toBe(true);
    expect((await getScript(alice.id, made.value.id))!.name).toBe("Edited");
    const rules = (await loadGame(game.id))!.state.rules as {
      script: { name: string; characters: Array<{ id: string }> };
    };
    expect(rules.script.name).toBe("Frozen");
    expect(rules.script.characters.some((c) => c.id === "po")).toBe(true);
  });
});
