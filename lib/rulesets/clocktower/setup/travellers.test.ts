import { describe, expect, it } from "vitest";
import { sayDeep } from "@/test/say";
import { travellerLimit, travellerLimitWarning } from "./travellers";
import { badMoonRisingForum as bmr } from "../scripts/bad-moon-rising-forum";

describe("traveller limits", () => {
  it("follows the forum script: 1 at 10 players, 2 at 13, 3 at 15, none below 10", () => {
    const limits = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i + 5, travellerLimit(bmr, i + 5)]));
    expect(limits).toEqual({ 5: 0, 6: 0, 7: 0, 8: 0, 9: 0, 10: 1, 11: 1, 12: 1, 13: 2, 14: 2, 15: 3 });
  });
  it("never more than 3", () => {
    expect(travellerLimit({ ...bmr, travellerLimits: [...bmr.travellerLimits!, { players: 16, max: 5 }] }, 20)).toBe(3);
  });
  it("no limit for a script without one", () => {
    expect(travellerLimit({}, 12)).toBeNull();
    expect(sayDeep(travellerLimitWarning({}, 12, 9))).toBeNull();
  });
  it("warns only when passed", () => {
    expect(sayDeep(travellerLimitWarning(bmr, 10, 1))).toBeNull();
    expect(sayDeep(travellerLimitWarning(bmr, 10, 2))).toBe(
      "This script allows at most 1 traveller with 10 players; this would make 2.",
    );
    expect(sayDeep(travellerLimitWarning(bmr, 8, 1))).toBe(
      "This script allows no travellers with 8 players; this would make 1.",
    );
  });
});
