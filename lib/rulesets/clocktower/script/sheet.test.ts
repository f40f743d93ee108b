import { describe, expect, it } from "vitest";
import { characterSheet, defaultNightOrder, nightOrder as nightOrderOf } from "./sheet";
import { sayDeep } from "@/test/say";
import { badMoonRisingForum as bmr } from "../scripts/bad-moon-rising-forum";

const nightOrder: typeof nightOrderOf = (script) => sayDeep(nightOrderOf(script));

describe("character sheet", () => {
  it("groups Townsfolk, Outsiders, Minions, Demons, then Travellers and Fabled, each with its ability", () => {
    const sheet = characterSheet(bmr);
    expect(sheet.name).toBe("Bad Moon Rising (forum)");
    expect(sheet.groups.map((g) => [g.label, g.characters.length])).toEqual([
      ["Townsfolk", 13],
      ["Outsiders", 4],
      ["Minions", 4],
      ["Demons", 4],
      ["Travellers", 5],
      ["Fabled", 3],
    ]);
    expect(sheet.groups[3]!.characters[3]).toEqual({
      id: "po",
      name: "Po",
      ability:
        "Each night*, you may choose a player: they die. If your last choice was no one, choose 3 players tonight.",
    });
    expect(sheet.groups[0]!.characters.find((c) => c.id === "gossip")!.note).toMatch(/ping the host/);
  });

  it("lists each jinx between two characters on the script once", () => {
    const script = {
      ...bmr,
      characters: bmr.characters.map((c) =>
        c.id === "po"
          ? {
              ...c,
              jinxes: [
                { id: "lunatic", reason: "test jinx" },
                { id: "chef", reason: "not on script" },
              ],
            }
          : c,
      ),
    };
    expect(characterSheet(script).jinxes).toEqual([{ a: "Po", b: "Lunatic", reason: "test jinx" }]);
  });
});

describe("night order", () => {
  it("gives each step of the forum script with its reminder", () => {
    const order = nightOrder(bmr);
    expect(order.firstNight.map((s) => s.name)).toEqual([
      "Dusk",
      "Travellers",
      "Minion info",
      "Lunatic",
      "Demon info",
      "Sailor",
      "Courtier",
      "Godfather",
      "Devil's Advocate",
      "Pukka",
      "Grandmother",
      "Chambermaid",
      "Dawn",
    ]);
    expect(order.otherNight).toHaveLength(22);
    for (const s of [...order.firstNight, ...order.otherNight]) expect(String(s.reminder).length).toBeGreaterThan(10);
    expect(order.firstNight[3]).toMatchObject({ id: "lunatic", kind: "character", team: "outsider" });
    expect(order.firstNight[2]).toMatchObject({ id: "minioninfo", kind: "marker", team: null });
    const ja = sayDeep(nightOrderOf(bmr), "ja");
    expect(ja.firstNight.map((s) => s.name).slice(0, 3)).toEqual(["夕暮れ", "トラベラー", "ミニオン情報"]);
    expect(ja.otherNight.at(-1)).toMatchObject({ name: "夜明け", reminder: expect.stringContaining("死亡を解決") });
  });

  it("a default order puts characters by position between dusk and dawn", () => {
    expect(defaultNightOrder(bmr.characters, "first")[0]).toBe("dusk");
    expect(defaultNightOrder(bmr.characters, "other").at(-1)).toBe("dawn");
  });
});
