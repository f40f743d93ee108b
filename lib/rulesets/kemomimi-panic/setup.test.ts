import { describe, expect, it } from "vitest";
import { CHARACTERS, CHARACTER_IDS } from "./characters";
import { PRESETS } from "./presets";
import { blankPowers, checkSetup } from "./setup";
import { en, enAll, Table } from "./testing";

describe("setups", () => {
  it("has the rulebook's recommended setups for 4–8 players and its further combinations", () => {
    expect(PRESETS.filter((p) => p.source === "recommended").map((p) => p.players)).toEqual([4, 5, 6, 7, 8]);
    expect(PRESETS.filter((p) => p.source === "further").map((p) => p.name)).toEqual([
      "Small Society",
      "Shuffle Alliance",
      "The Mysterious Five",
      "The Students 1",
      "The Students 2",
      "The Big Six",
      "The Students 3",
      "The Students 4",
      "Light Novel Alliance",
    ]);
    for (const p of PRESETS) {
      expect(p.characters).toHaveLength(p.players);
      expect(p.roles).toHaveLength(p.players);
      expect(enAll(checkSetup(p.characters, p.roles).errors)).toEqual([]);
    }
  });

  it("warns only where the rulebook's own setups break a card's advice", () => {
    const warned = PRESETS.filter((p) => enAll(checkSetup(p.characters, p.roles).warnings).length).map((p) => p.id);
    expect(warned).toEqual(["big-six"]);
    const bigSix = PRESETS.find((p) => p.id === "big-six")!;
    expect(enAll(checkSetup(bigSix.characters, bigSix.roles).warnings)).toEqual([
      "Class rep Alistair should only be used together with Vice Class rep Miranda.",
    ]);
  });

  it("checks the pairs, Sheena's 8 players and the thieves", () => {
    const roles5 = ["crescentMoon", "informant", "civilian", "civilian", "civilian"] as const;
    expect(enAll(checkSetup(["shamlock", "cyril", "teresia", "barbera", "arle"], [...roles5]).warnings)).toEqual([
      "Elder Twin Cyril should only be used together with Younger Twin Beryl.",
    ]);
    expect(
      enAll(checkSetup(["shamlock", "viennetta", "teresia", "barbera", "arle"], [...roles5]).warnings)[0],
    ).toContain("Archaeologist Mindy");
    expect(enAll(checkSetup(["shamlock", "mindy", "teresia", "barbera", "arle"], [...roles5]).warnings)[0]).toContain(
      "Teacher Viennetta",
    );
    expect(enAll(checkSetup(["shamlock", "miranda", "teresia", "barbera", "arle"], [...roles5]).warnings)[0]).toContain(
      "Class rep Alistair",
    );
    expect(enAll(checkSetup(["shamlock", "sheena", "teresia", "barbera", "arle"], [...roles5]).warnings)[0]).toContain(
      "8-player",
    );
    expect(enAll(checkSetup(["shamlock", "teresia", "barbera", "arle"], [...roles5]).errors)[0]).toContain(
      "as many roles",
    );
    expect(
      enAll(checkSetup(["shamlock", "teresia", "barbera"], ["crescentMoon", "civilian", "civilian"]).errors)[0],
    ).toContain("4 to 8");
    expect(
      enAll(
        checkSetup(["shamlock", "teresia", "barbera", "arle"], ["civilian", "civilian", "civilian", "informant"])
          .errors,
      ),
    ).toEqual(["The roles need exactly one Thief Crescent Moon."]);
    const eight = ["shamlock", "sheena", "cyril", "beryl", "barbera", "towa", "teresia", "valeria"] as const;
    expect(
      enAll(checkSetup([...eight], ["crescentMoon", "informant", ...Array(6).fill("civilian")]).warnings)[0],
    ).toContain("Full Moon");
    expect(
      enAll(
        checkSetup(["shamlock", "shamlock", "barbera", "arle"], ["crescentMoon", "civilian", "civilian", "civilian"])
          .errors,
      )[0],
    ).toContain("twice");
  });

  it("gives every character a card; the unprinted ones take the moderator's text", () => {
    for (const id of CHARACTER_IDS) expect(CHARACTERS[id].id).toBe(id);
    const printed = CHARACTER_IDS.filter((id) => CHARACTERS[id].power);
    expect(printed).toEqual([
      "shamlock",
      "sheena",
      "ester",
      "tristel",
      "luma",
      "cyril",
      "beryl",
      "viennetta",
      "verna",
      "alistair",
      "miranda",
    ]);
    const t = new Table(4);
    t.do({
      type: "kemomimi.configure",
      preset: "recommended-4",
      powerTexts: { teresia: "Once per game, salute." },
      roleTexts: { civilianStubborn: "Never lower your hand." },
    });
    t.do({ type: "kemomimi.deal" });
    expect(t.s.setup!.powerTexts.teresia).toBe("Once per game, salute.");
  });

  it("refuses an unknown preset, and changes once dealt", () => {
    const t = new Table(4);
    expect(t.run({ type: "kemomimi.configure", preset: "nope" })).toMatchObject({
      ok: false,
      error: 'There is no preset "nope".',
    });
    expect(t.run({ type: "kemomimi.configure" })).toMatchObject({ ok: false });
    t.do({ type: "kemomimi.configure", preset: "small-society" });
    t.do({ type: "kemomimi.deal" });
    expect(t.run({ type: "kemomimi.configure", preset: "shuffle-alliance" })).toMatchObject({ ok: false });
  });
});

describe("characters with no power text (issue 29)", () => {
  it("warns before the deal, naming them, until the host writes their text", () => {
    const characters = ["shamlock", "cyril", "beryl", "verna", "akira", "miyabi"] as const;
    const roles = ["civilian", "civilian", "civilian", "civilian", "informant", "crescentMoon"] as const;
    expect(checkSetup(characters, roles).warnings.map(en).join()).not.toContain("no power text");
    const warned = (texts = {}) => blankPowers(characters, texts).map(en);
    expect(warned()).toEqual([
      "Psychic Akira and Maid Miyabi have no power text: the rulebook prints none. Write it under the characters' powers before the deal, or the player sees only a name.",
    ]);
    expect(warned({ akira: "Reads a mind.", miyabi: "  " })).toEqual([
      "Maid Miyabi has no power text: the rulebook prints none. Write it under the characters' powers before the deal, or the player sees only a name.",
    ]);
    expect(warned({ akira: "Reads a mind.", miyabi: "Serves tea." })).toEqual([]);
  });
});
