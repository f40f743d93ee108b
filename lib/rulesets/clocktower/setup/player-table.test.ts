import { describe, expect, it } from "vitest";
import { sayDeep } from "@/test/say";
import { STANDARD_PLAYER_TABLE, teamCountsFor, totalOf } from "./player-table";
import { badMoonRisingForum } from "../scripts/bad-moon-rising-forum";

const expected: Record<number, [number, number, number, number]> = {
  5: [3, 0, 1, 1],
  6: [3, 1, 1, 1],
  7: [5, 0, 1, 1],
  8: [5, 1, 1, 1],
  9: [5, 2, 1, 1],
  10: [7, 0, 2, 1],
  11: [7, 1, 2, 1],
  12: [7, 2, 2, 1],
  13: [9, 0, 3, 1],
  14: [9, 1, 3, 1],
  15: [9, 2, 3, 1],
};

describe("player table", () => {
  for (const [players, [townsfolk, outsider, minion, demon]] of Object.entries(expected)) {
    it(`standard table, ${players} players`, () => {
      const r = teamCountsFor(null, Number(players));
      expect(r.counts).toEqual({ townsfolk, outsider, minion, demon });
      expect(r.source).toBe("standard");
      expect(totalOf(r.counts!)).toBe(Number(players));
    });
  }

  for (let players = 7; players <= 15; players++) {
    it(`forum script's own table, ${players} players`, () => {
      const r = sayDeep(teamCountsFor(badMoonRisingForum, players));
      expect(r.source).toBe("script");
      expect(r.warnings).toEqual([]);
      const [townsfolk, outsider, minion, demon] = expected[players]!;
      expect(r.counts).toEqual({ townsfolk, outsider, minion, demon });
    });
  }

  it("falls back to the standard table, with a warning, below the forum script's 7 players", () => {
    const r = sayDeep(teamCountsFor(badMoonRisingForum, 6));
    expect(r.source).toBe("standard");
    expect(r.counts).toEqual({ townsfolk: 3, outsider: 1, minion: 1, demon: 1 });
    expect(r.warnings).toEqual(["This script is made for 7–15 players, not 6."]);
  });

  it("has no counts outside every table", () => {
    for (const n of [4, 16]) {
      const r = sayDeep(teamCountsFor(badMoonRisingForum, n));
      expect(r.counts).toBeNull();
      expect(r.source).toBe("none");
      expect(r.warnings.at(-1)).toMatch(/No player table covers/);
    }
  });

  it("the standard table covers 5 to 15", () => {
    expect(STANDARD_PLAYER_TABLE.map((r) => r.players)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });
});
