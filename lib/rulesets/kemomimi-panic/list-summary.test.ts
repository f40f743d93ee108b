import { describe, expect, it } from "vitest";
import { saySummary } from "@/test/say";
import { kemomimiListSummary } from "./list-summary";
import { startGame, Table } from "./testing";
import { moderatorView } from "./views";

const summary = (t: Table, now = t.now, locale: "en" | "ja" = "en") =>
  saySummary(kemomimiListSummary(moderatorView(t.game, now), now), locale);

describe("a Kemomimi Panic game in the games list", () => {
  it("in setup", () => {
    expect(summary(new Table(5))).toMatchObject({ phase: "Setup", alive: null, deadline: null, over: false });
  });

  it("by day: the discussion's end is the deadline, then the vote waits; someone out lowers the alive count", () => {
    const t = startGame(["shamlock"], undefined, 5);
    t.do({ type: "kemomimi.startDiscussion", seconds: 2 * 24 * 3600 });
    expect(summary(t)).toMatchObject({
      phase: "Day 1 · discussion",
      alive: { alive: 5, total: 5 },
      deadline: { label: "discussion ends", at: "2026-01-03T12:00:00.000Z" },
    });
    expect(summary(t, new Date("2026-01-04T00:00:00Z"))).toMatchObject({
      deadline: null,
      waiting: ["The discussion time is up: call the vote"],
    });
    t.do({ type: "kemomimi.setJewelry", seatId: "s2", jewelry: 0 }, { force: true });
    t.vote("s2", ["s0", "s1", "s2", "s3"]);
    expect(summary(t).alive).toEqual({ alive: 4, total: 5 });
  });

  it("speaks the reader's Japanese", () => {
    expect(summary(new Table(5), undefined, "ja").phase).toBe("準備中");
    const t = startGame(["shamlock"], undefined, 5);
    t.do({ type: "kemomimi.startDiscussion", seconds: 2 * 24 * 3600 });
    expect(summary(t, t.now, "ja")).toMatchObject({ phase: "1日目 · 議論", deadline: { label: "議論の終了" } });
    expect(summary(t, new Date("2026-01-04T00:00:00Z"), "ja").waiting).toEqual([
      "議論の時間が終わりました。投票を始めてください",
    ]);
  });
});
