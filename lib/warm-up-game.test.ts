import { describe, expect, it } from "vitest";
import { engine } from "@/lib/registry";
import { smallGame } from "./warm-up-game";

const now = new Date("2026-12-07T20:00:00Z");

describe("the warm-up's small games", () => {
  it("play every command: seats and published, Clocktower into Day 1 with a nomination and a vote", () => {
    for (const rulesetId of ["secret-moon", "kemomimi-panic"] as const) {
      const game = smallGame(rulesetId, now);
      expect([game.core.seats.length, game.core.published]).toEqual([7, true]);
    }
    const clocktower = smallGame("clocktower", now);
    expect(clocktower.core.undoable.map((u) => u.type).slice(-3)).toEqual([
      "ClocktowerDayStarted",
      "ClocktowerDayEvent",
      "ClocktowerDayEvent",
    ]);
    expect(JSON.stringify(engine.livePublicView(clocktower, now))).toContain('"number":1');
  });
});
