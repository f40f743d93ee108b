import { describe, expect, it } from "vitest";
import { ForumGame } from "./grimoire/testing";
import { clocktowerLiveView, voteLogKey, type LiveDay } from "./live-view";

describe("the town square's live view", () => {
  it("leaves out earlier days' vote logs, keeping today's, with each left-out log's length and key", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.setSettings", discussionHours: 0 });
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    const [a, b, c] = g.state.core.seats.map((s) => s.id);
    const day = (command: Record<string, unknown>) => g.must({ type: "clocktower.day", command }, { force: true });
    day({ type: "day.nominate", nominator: a, nominee: b });
    day({ type: "day.vote", voter: c, nominee: b });
    g.must({ type: "clocktower.startNight" }, { force: true });
    g.must({ type: "clocktower.startDay" }, { force: true });
    day({ type: "day.nominate", nominator: b, nominee: c });
    day({ type: "day.vote", voter: a, nominee: c });

    const full = g.pub();
    const live = clocktowerLiveView(full);
    expect(full.dayHistory[0]!.voteLog).toHaveLength(1);
    const day1 = live.dayHistory[0] as LiveDay;
    expect(day1.voteLog).toEqual([]);
    expect(day1.voteLogLength).toBe(1);
    expect(day1.voteLogKey).toBe(voteLogKey(full.dayHistory[0]!.voteLog));
    expect(live.day!.voteLog).toEqual(full.day!.voteLog);
    expect(live.day!.voteLog).toHaveLength(1);
    expect(JSON.stringify(live).length).toBeLessThan(JSON.stringify(full).length);
  });

  it("a log's key names its content", () => {
    expect(voteLogKey(["a", "b"])).toBe(voteLogKey(["a", "b"]));
    expect(voteLogKey(["a", "b"])).not.toBe(voteLogKey(["a", "c"]));
    expect(voteLogKey(["ab"])).not.toBe(voteLogKey(["a", "b"]));
  });
});
