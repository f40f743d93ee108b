import { said } from "./fixtures/day-fixtures";
import { describe, expect, it } from "vitest";
import { FORUM_PHASE_PLAN, forumPhasePlan, nextPhase } from "./phase-plan";
import {
  actionTiming,
  actionWindow,
  clockStatus,
  clockSummary,
  decidePhaseClock,
  decideStartPhase,
  evolvePhaseClock,
  startPhaseClock,
  type PhaseClock,
} from "./phase-clock";
import { discordTimestamp, formatDeadline, formatDuration, formatInZone, formatUtc } from "@/lib/game/deadline-format";
import { render, renderer } from "@/lib/i18n/render";

const H = 3_600_000;
const at = (s: string) => new Date(s);

function run(clock: PhaseClock, cmd: Parameters<typeof decidePhaseClock>[1], now: Date): PhaseClock {
  const d = decidePhaseClock(clock, cmd, now);
  if (!d.ok) throw new Error(render(d.error, "en"));
  return evolvePhaseClock(clock, d.event);
}

describe("the forum phase plan", () => {
  it("starts on Night 1, a 24 h night whose actions lock 2 h before day", () => {
    expect(FORUM_PHASE_PLAN.firstPhase).toEqual({ kind: "night", number: 1 });
    const night = startPhaseClock(FORUM_PHASE_PLAN, "night", 1, at("2026-11-28T18:00:00Z"));
    expect(night.segments.map((s) => [s.id, s.endsAt])).toEqual([
      ["night-actions", "2026-11-29T16:00:00.000Z"],
      ["night-locked", "2026-11-29T18:00:00.000Z"],
    ]);
    expect(actionTiming(night, "nightAction", at("2026-11-29T15:59:00Z")).kind).toBe("open");
    expect(actionTiming(night, "nightAction", at("2026-11-29T16:00:00Z"))).toEqual({
      kind: "closed",
      closedAt: "2026-11-29T16:00:00.000Z",
    });
  });

  it("lays a 48 h day out as Discussion 12 h, Nomination 12 h, Voting 24 h", () => {
    const day = startPhaseClock(FORUM_PHASE_PLAN, "day", 1, at("2026-11-29T18:00:00Z"));
    expect(day.segments.map((s) => [s.id, s.endsAt])).toEqual([
      ["discussion", "2026-11-30T06:00:00.000Z"],
      ["nomination", "2026-11-30T18:00:00.000Z"],
      ["voting", "2026-12-01T18:00:00.000Z"],
    ]);
    expect(actionWindow(day, "nominate")).toEqual({
      opensAt: "2026-11-30T06:00:00.000Z",
      closesAt: "2026-11-30T18:00:00.000Z",
    });
    // Votes may be cast from the opening of nominations to the end of voting.
    expect(actionWindow(day, "vote")).toEqual({
      opensAt: "2026-11-30T06:00:00.000Z",
      closesAt: "2026-12-01T18:00:00.000Z",
    });
  });

  it("takes every length from the game's settings", () => {
    const plan = forumPhasePlan({
      nightHours: 12,
      nightActionLockHours: 1,
      discussionHours: 6,
      nominationHours: 6,
      votingHours: 12,
    });
    expect(plan.night.map((s) => s.minutes)).toEqual([660, 60]);
    expect(plan.day.map((s) => s.minutes)).toEqual([360, 360, 720]);
    expect(nextPhase("night", 1)).toEqual({ kind: "day", number: 1 });
    expect(nextPhase("day", 1)).toEqual({ kind: "night", number: 2 });
  });
});

describe("which part of the phase we are in, computed from now", () => {
  const day = startPhaseClock(FORUM_PHASE_PLAN, "day", 1, at("2026-11-29T18:00:00Z"));
  it.each([
    ["2026-11-29T18:00:00Z", "discussion", "running"],
    ["2026-11-30T05:59:59Z", "discussion", "running"],
    ["2026-11-30T06:00:00Z", "nomination", "running"],
    ["2026-11-30T18:00:00Z", "voting", "running"],
    ["2026-12-01T18:00:00Z", "voting", "over"],
  ])("at %s: %s (%s)", (now, segment, state) => {
    const s = clockStatus(day, at(now));
    expect(s.segment.id).toBe(segment);
    expect(s.state).toBe(state);
  });

  it("tells before, during and after a window", () => {
    expect(actionTiming(day, "nominate", at("2026-11-30T01:00:00Z"))).toEqual({
      kind: "notYet",
      opensAt: "2026-11-30T06:00:00.000Z",
      closesAt: "2026-11-30T18:00:00.000Z",
    });
    expect(actionTiming(day, "nominate", at("2026-11-30T10:00:00Z")).kind).toBe("open");
    expect(actionTiming(day, "nominate", at("2026-11-30T18:00:00Z"))).toEqual({
      kind: "closed",
      closedAt: "2026-11-30T18:00:00.000Z",
    });
    expect(actionTiming(day, "nightAction", at("2026-11-30T10:00:00Z"))).toEqual({ kind: "never" });
  });
});

describe("moderator controls", () => {
  const start = at("2026-11-29T18:00:00Z");
  const day = () => startPhaseClock(FORUM_PHASE_PLAN, "day", 1, start);

  it("pausing freezes time; resuming shifts every remaining deadline by the pause", () => {
    let clock = run(day(), { type: "phase.pause" }, at("2026-11-30T08:00:00Z")); // 2 h into nominations
    const paused = clockStatus(clock, at("2026-11-30T20:00:00Z"));
    expect(paused.state).toBe("paused");
    expect(paused.segment.id).toBe("nomination");
    expect(paused.remainingMs).toBe(10 * H);
    clock = run(clock, { type: "phase.resume" }, at("2026-11-30T11:00:00Z")); // paused 3 h
    expect(clock.segments.map((s) => s.endsAt)).toEqual([
      "2026-11-30T06:00:00.000Z", // already over at the pause: unchanged
      "2026-11-30T21:00:00.000Z",
      "2026-12-01T21:00:00.000Z",
    ]);
    expect(clock.pausedAt).toBeNull();
  });

  it("refuses to pause twice or resume a running clock", () => {
    const clock = run(day(), { type: "phase.pause" }, at("2026-11-30T08:00:00Z"));
    expect(said(decidePhaseClock(clock, { type: "phase.pause" }, at("2026-11-30T09:00:00Z")))).toEqual({
      ok: false,
      error: "Day 1 is already paused.",
    });
    expect(said(decidePhaseClock(day(), { type: "phase.resume" }, at("2026-11-30T09:00:00Z")))).toEqual({
      ok: false,
      error: "Day 1 is not paused.",
    });
    expect(said(decidePhaseClock(null, { type: "phase.pause" }, start))).toEqual({
      ok: false,
      error: "No phase has started yet.",
    });
  });

  it("extends and shortens the current part or a named one, moving later deadlines", () => {
    const extended = run(day(), { type: "phase.extend", minutes: 90 }, at("2026-11-30T07:00:00Z"));
    expect(extended.segments.map((s) => s.endsAt)).toEqual([
      "2026-11-30T06:00:00.000Z",
      "2026-11-30T19:30:00.000Z",
      "2026-12-01T19:30:00.000Z",
    ]);
    const shorter = run(
      day(),
      { type: "phase.shorten", segmentId: "voting", minutes: 360 },
      at("2026-11-30T07:00:00Z"),
    );
    expect(shorter.segments.at(-1)!.endsAt).toBe("2026-12-01T12:00:00.000Z");
    expect(
      said(decidePhaseClock(day(), { type: "phase.shorten", segmentId: "discussion", minutes: 721 }, start)),
    ).toMatchObject({
      ok: false,
      error: "Discussion is only 720 minutes long; it cannot be shortened by 721.",
    });
    const past = decidePhaseClock(day(), { type: "phase.shorten", minutes: 300 }, at("2026-11-30T16:00:00Z"));
    expect(said(past)).toMatchObject({
      ok: true,
      warnings: ["Nomination would end at Mon 30 Nov 13:00 UTC, which has already passed."],
    });
    expect(said(decidePhaseClock(day(), { type: "phase.extend", segmentId: "dusk", minutes: 5 }, start))).toMatchObject(
      {
        ok: false,
        field: "segmentId",
      },
    );
  });

  it("advancing ends the current part now (opens nominations early); later parts keep their lengths", () => {
    const clock = run(day(), { type: "phase.advance" }, at("2026-11-30T02:00:00Z"));
    expect(clock.segments.map((s) => s.endsAt)).toEqual([
      "2026-11-30T02:00:00.000Z",
      "2026-11-30T14:00:00.000Z",
      "2026-12-01T14:00:00.000Z",
    ]);
    expect(actionTiming(clock, "nominate", at("2026-11-30T02:00:00Z")).kind).toBe("open");
  });

  it("ending early closes everything from that instant", () => {
    const clock = run(day(), { type: "phase.end" }, at("2026-11-30T12:00:00Z"));
    expect(clockStatus(clock, at("2026-11-30T12:00:00Z")).state).toBe("ended");
    expect(actionTiming(clock, "vote", at("2026-11-30T12:30:00Z"))).toEqual({
      kind: "closed",
      closedAt: "2026-11-30T12:00:00.000Z",
    });
    expect(actionWindow(clock, "vote")!.closesAt).toBe("2026-11-30T12:00:00.000Z");
    expect(said(decidePhaseClock(clock, { type: "phase.extend", minutes: 60 }, at("2026-11-30T13:00:00Z")))).toEqual({
      ok: false,
      error: "Day 1 has already ended.",
    });
  });

  it("warns when a phase is started so far back it has already ended", () => {
    expect(
      said(decideStartPhase(FORUM_PHASE_PLAN, "night", 2, at("2026-12-05T00:00:00Z"), at("2026-12-01T00:00:00Z"))),
    ).toMatchObject({
      ok: true,
      warnings: ["Night 2 would already have ended at Wed 2 Dec 00:00 UTC."],
    });
  });
});

describe("daylight-saving changes: lengths are real hours, local times shift", () => {
  it("a day spanning the Europe/London switch (25 Oct 2026) lasts 48 real hours", () => {
    // 18:00 BST on Sat 24 Oct is 17:00 UTC.
    const clock = startPhaseClock(FORUM_PHASE_PLAN, "day", 3, at("2026-10-24T17:00:00Z"));
    const end = clock.segments.at(-1)!.endsAt;
    expect(Date.parse(end) - Date.parse(clock.startedAt)).toBe(48 * H);
    expect(formatInZone(clock.startedAt, "Europe/London", renderer("en"))).toBe("Sat 24 Oct 18:00 BST");
    expect(formatInZone(end, "Europe/London", renderer("en"))).toBe("Mon 26 Oct 17:00 GMT");
    expect(formatDeadline(end, "Europe/London", renderer("en"))).toBe("Mon 26 Oct 17:00 GMT (Mon 26 Oct 17:00 UTC)");
  });

  it("a day spanning the America/New_York switch (1 Nov 2026) lasts 48 real hours", () => {
    // 18:00 EDT on Sat 31 Oct is 22:00 UTC.
    const clock = startPhaseClock(FORUM_PHASE_PLAN, "day", 4, at("2026-10-31T22:00:00Z"));
    const end = clock.segments.at(-1)!.endsAt;
    expect(end).toBe("2026-11-02T22:00:00.000Z");
    expect(formatInZone(clock.startedAt, "America/New_York", renderer("en"))).toBe("Sat 31 Oct 18:00 EDT");
    expect(formatInZone(end, "America/New_York", renderer("en"))).toBe("Mon 2 Nov 17:00 EST");
  });

  it("a pause across the spring-forward switch shifts deadlines by the real time paused", () => {
    // New York springs forward on Sun 8 Mar 2026: the wall clock skips 02:00–03:00.
    const clock = startPhaseClock(FORUM_PHASE_PLAN, "day", 2, at("2026-03-07T23:00:00Z")); // 18:00 EST
    const paused = run(clock, { type: "phase.pause" }, at("2026-03-08T05:00:00Z")); // 00:00 EST
    const resumed = run(paused, { type: "phase.resume" }, at("2026-03-08T09:00:00Z")); // 05:00 EDT: 4 real hours later
    const before = clock.segments.map((s) => Date.parse(s.endsAt));
    const after = resumed.segments.map((s) => Date.parse(s.endsAt));
    expect(after.map((t, i) => t - before[i]!)).toEqual([4 * H, 4 * H, 4 * H]);
    expect(formatInZone(clock.segments.at(-1)!.endsAt, "America/New_York", renderer("en"))).toBe("Mon 9 Mar 19:00 EDT");
    expect(formatInZone(resumed.segments.at(-1)!.endsAt, "America/New_York", renderer("en"))).toBe(
      "Mon 9 Mar 23:00 EDT",
    );
  });

  it("an extension across the autumn switch adds real minutes", () => {
    const clock = startPhaseClock(FORUM_PHASE_PLAN, "day", 3, at("2026-10-24T17:00:00Z"));
    const extended = run(
      clock,
      { type: "phase.extend", segmentId: "voting", minutes: 24 * 60 },
      at("2026-10-24T18:00:00Z"),
    );
    expect(Date.parse(extended.segments.at(-1)!.endsAt) - Date.parse(clock.startedAt)).toBe(72 * H);
    expect(formatInZone(extended.segments.at(-1)!.endsAt, "Europe/London", renderer("en"))).toBe(
      "Tue 27 Oct 17:00 GMT",
    );
  });
});

describe("deadline formatting", () => {
  it("shows UTC and the viewer's zone", () => {
    expect(formatUtc("2026-12-01T18:00:00Z", renderer("en"))).toBe("Tue 1 Dec 18:00 UTC");
    expect(formatDeadline("2026-12-01T18:00:00Z", null, renderer("en"))).toBe("Tue 1 Dec 18:00 UTC");
    expect(formatDeadline("2026-12-01T18:00:00Z", "America/New_York", renderer("en"))).toBe(
      "Tue 1 Dec 13:00 EST (Tue 1 Dec 18:00 UTC)",
    );
    expect(formatDeadline("2026-12-01T18:00:00Z", "Asia/Tokyo", renderer("en"))).toBe(
      "Wed 2 Dec 03:00 GMT+9 (Tue 1 Dec 18:00 UTC)",
    );
  });
  it("gives Discord timestamps and durations", () => {
    expect(discordTimestamp("2026-12-01T18:00:00Z")).toBe("<t:1796148000:F>");
    expect(discordTimestamp("2026-12-01T18:00:00Z", "R")).toBe("<t:1796148000:R>");
    expect(formatDuration(36 * H + 30 * 60_000, renderer("en"))).toBe("1 day 12 h 30 min");
    expect(formatDuration(45 * 60_000, renderer("en"))).toBe("45 min");
  });
});

describe("the clock as a page shows it", () => {
  const day = startPhaseClock(FORUM_PHASE_PLAN, "day", 1, at("2026-11-29T18:00:00Z"));
  it("names the current part, its end in the viewer's zone and UTC, and the time left", () => {
    const s = clockSummary(day, at("2026-11-30T09:00:00Z"), "America/New_York", renderer("en"));
    expect(s.headline).toBe("Nomination ends Mon 30 Nov 13:00 EST (Mon 30 Nov 18:00 UTC), in 9 h.");
    expect(s.parts.map((p) => [p.label, p.ends, p.current])).toEqual([
      ["Discussion", "Mon 30 Nov 01:00 EST (Mon 30 Nov 06:00 UTC)", false],
      ["Nomination", "Mon 30 Nov 13:00 EST (Mon 30 Nov 18:00 UTC)", true],
      ["Voting", "Tue 1 Dec 13:00 EST (Tue 1 Dec 18:00 UTC)", false],
    ]);
  });
  it("says when it is paused, over or ended", () => {
    const paused = run(day, { type: "phase.pause" }, at("2026-11-30T09:00:00Z"));
    expect(clockSummary(paused, at("2026-11-30T12:00:00Z"), null, renderer("en")).headline).toBe(
      "Day 1 is paused with 9 h of Nomination left.",
    );
    expect(clockSummary(day, at("2026-12-02T00:00:00Z"), null, renderer("en")).headline).toBe(
      "Day 1 ran out at Tue 1 Dec 18:00 UTC.",
    );
    const ended = run(day, { type: "phase.end" }, at("2026-11-30T12:00:00Z"));
    expect(clockSummary(ended, at("2026-11-30T12:00:00Z"), null, renderer("en")).headline).toBe(
      "Day 1 ended at Mon 30 Nov 12:00 UTC.",
    );
  });
});
