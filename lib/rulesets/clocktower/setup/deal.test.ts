import { describe, expect, it } from "vitest";
import { createRng } from "../../../game/rng";
import { dealBag, drawSeed, suggestBluffs } from "./deal";
import { badMoonRisingForum as bmr } from "../scripts/bad-moon-rising-forum";
import { fillBag } from "./bag";

const seats = Array.from({ length: 9 }, (_, i) => `s${i + 1}`);
const NINE = ["grandmother", "sailor", "chambermaid", "exorcist", "innkeeper", "tinker", "goon", "assassin", "po"];

describe("deal", () => {
  it("replays identically from its seed", () => {
    const seed = drawSeed(createRng("command"));
    expect(seed).toMatch(/^deal-[0-9a-z]{8}$/);
    expect(dealBag(seats, NINE, createRng(seed))).toEqual(dealBag(seats, NINE, createRng(seed)));
  });

  it("different seeds give different deals", () => {
    const deals = new Set(
      Array.from({ length: 20 }, (_, i) => JSON.stringify(dealBag(seats, NINE, createRng(`seed-${i}`)))),
    );
    expect(deals.size).toBeGreaterThan(15);
  });

  it("gives every seat one character and no two seats the same one", () => {
    for (let n = 7; n <= 15; n++) {
      const table = seats.concat(Array.from({ length: 6 }, (_, i) => `t${i}`)).slice(0, n);
      for (let k = 0; k < 10; k++) {
        const bag = fillBag({ script: bmr }, { characterIds: [], setupChoices: {} }, n, createRng(`${n}-${k}`));
        const deal = dealBag(table, bag.characterIds, createRng(`deal-${n}-${k}`));
        expect(Object.keys(deal).sort()).toEqual([...table].sort());
        expect(new Set(Object.values(deal)).size).toBe(n);
        expect(Object.values(deal).sort()).toEqual([...bag.characterIds].sort());
      }
    }
  });

  it("refuses a bag too small for the seats", () => {
    expect(() => dealBag(seats, NINE.slice(1), createRng("x"))).toThrow(/8 characters for 9 seats/);
  });
});

describe("demon bluffs", () => {
  it("suggests three good characters not in play, Townsfolk first", () => {
    for (let i = 0; i < 20; i++) {
      const bluffs = suggestBluffs(bmr, NINE, createRng(`b${i}`));
      expect(bluffs).toHaveLength(3);
      expect(new Set(bluffs).size).toBe(3);
      for (const id of bluffs) {
        expect(NINE).not.toContain(id);
        expect(bmr.characters.find((c) => c.id === id)!.team).toBe("townsfolk");
      }
    }
  });

  it("falls back to Outsiders when Townsfolk run out", () => {
    const townsfolk = bmr.characters.filter((c) => c.team === "townsfolk").map((c) => c.id);
    const bluffs = suggestBluffs(bmr, townsfolk.slice(1), createRng("x"));
    expect(bluffs[0]).toBe(townsfolk[0]);
    expect(bluffs.slice(1).every((id) => bmr.characters.find((c) => c.id === id)!.team === "outsider")).toBe(true);
  });
});
