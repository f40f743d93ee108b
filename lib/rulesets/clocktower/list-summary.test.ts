import { describe, expect, it } from "vitest";
import { TestGame } from "@/test/table";
import { engine } from "@/lib/registry";
import { ForumGame } from "./grimoire/testing";
import { saySummary } from "@/test/say";
import { clocktowerListSummary } from "./list-summary";
import type { ClocktowerModeratorView } from "./views";

const summary = (g: ForumGame, now = g.now, locale: "en" | "ja" = "en") =>
  saySummary(clocktowerListSummary(g.mod(now), now), locale);

describe("a Clocktower game in the games list", () => {
  it("in setup: says so, and the first thing to do", () => {
    const g = new TestGame("clocktower");
    g.must({ type: "seat.add", name: "Ada" });
    const now = new Date("2026-11-30T18:00:00Z");
    const view = engine.moderatorView(g.state, now).rules as ClocktowerModeratorView;
    expect(saySummary(clocktowerListSummary(view, now))).toEqual({
      phase: "Setup",
      alive: null,
      deadline: null,
      waiting: ["Choose a script."],
      over: false,
    });
  });

  it("by night: the lock is the next deadline; submitted actions wait for the host, then the lock passing", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" }); // Mon 30 Nov 18:00 UTC: lock Tue 16:00, dawn Tue 18:00
    g.hours(1);
    expect(summary(g)).toEqual({
      phase: "Night 1",
      alive: { alive: 9, total: 9 },
      deadline: { label: "night actions lock", at: "2026-12-01T16:00:00.000Z" },
      waiting: [],
      over: false,
    });
    g.must(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Dolby")] } },
      { actor: { kind: "player", seatId: g.id("PlagueSimp") } },
    );
    expect(summary(g).waiting).toEqual(["1 night action submitted"]);
    const afterLock = new Date("2026-12-01T17:00:00Z");
    expect(summary(g, afterLock)).toMatchObject({
      deadline: { label: "dawn", at: "2026-12-01T18:00:00.000Z" },
      waiting: ["Night actions locked 1 h ago", "1 night action submitted"],
    });
    expect(summary(g, new Date("2026-12-01T20:00:00Z"))).toMatchObject({
      deadline: null,
      waiting: ["Dawn was due 2 h ago", "1 night action submitted"],
    });
  });

  it("by day: the segment's end, then a day ready to resolve, then the next night; deaths lower the alive count", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.hours(24);
    g.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id("Dolby"), cause: "night" }] });
    // Day 1 from Tue 1 Dec 18:00: Discussion 12 h, Nomination 12 h, Voting 24 h.
    expect(summary(g)).toEqual({
      phase: "Day 1 · Discussion",
      alive: { alive: 8, total: 9 },
      deadline: { label: "discussion ends", at: "2026-12-02T06:00:00.000Z" },
      waiting: [],
      over: false,
    });
    g.hours(30);
    expect(summary(g)).toMatchObject({
      phase: "Day 1 · Voting",
      deadline: { label: "voting closes", at: "2026-12-03T18:00:00.000Z" },
    });
    g.hours(21);
    expect(summary(g).waiting).toEqual(["Voting closed 3 h ago: Day 1 is ready to resolve"]);
    g.must({ type: "clocktower.day", command: { type: "day.resolve" } });
    expect(summary(g)).toMatchObject({ deadline: null, waiting: ["Day 1 is resolved: start Night 2"] });
  });

  it("a paused day says so and has no deadline", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.hours(24);
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.day", command: { type: "phase.pause" } });
    expect(summary(g)).toMatchObject({ deadline: null, waiting: ["Day 1 is paused"] });
  });

  it("an ended game waits for nothing", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.endGame", winner: "good" }, { force: true });
    expect(summary(g)).toMatchObject({ phase: "Game over: good won", waiting: [], deadline: null, over: true });
  });

  it("speaks the reader's Japanese: the phase, the deadline and what waits", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.must(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Dolby")] } },
      { actor: { kind: "player", seatId: g.id("PlagueSimp") } },
    );
    expect(summary(g, new Date("2026-12-01T17:00:00Z"), "ja")).toMatchObject({
      phase: "第1夜",
      deadline: { label: "夜明け" },
      waiting: ["夜の行動は締め切られました（1時間前）", "夜の行動が1件提出されています"],
    });
    g.hours(24);
    g.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id("Dolby"), cause: "night" }] });
    expect(summary(g, g.now, "ja")).toMatchObject({ phase: "1日目 · 議論", deadline: { label: "議論の終了" } });
    g.hours(51);
    expect(summary(g, g.now, "ja").waiting).toEqual(["投票は締め切られました（3時間前）：1日目を決着できます"]);
  });
});
