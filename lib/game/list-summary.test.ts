import { describe, expect, it } from "vitest";
import { render, renderer } from "../i18n/render";
import { nextDeadline, relativeTime, relativeTimeMessage } from "./list-summary";

const now = new Date("2026-12-01T12:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;

describe("relativeTime", () => {
  it("says how far ahead or behind, in the unit a host reads", () => {
    expect(relativeTime(at(20_000), now, renderer("en"))).toBe("just now");
    expect(relativeTime(at(25 * MIN), now, renderer("en"))).toBe("in 25 min");
    expect(relativeTime(at(3 * 60 * MIN), now, renderer("en"))).toBe("in 3 h");
    expect(relativeTime(at(-90 * MIN), now, renderer("en"))).toBe("2 h ago");
    expect(relativeTime(at(26 * 60 * MIN), now, renderer("en"))).toBe("in 1 d 2 h");
    expect(relativeTime(at(-24 * 60 * MIN), now, renderer("en"))).toBe("1 d ago");
    expect(relativeTime(at(3 * 24 * 60 * MIN), now, renderer("en"))).toBe("in 3 d");
  });
});

describe("relativeTimeMessage", () => {
  const spans = [20_000, 25 * MIN, 3 * 60 * MIN, -90 * MIN, 26 * 60 * MIN, -24 * 60 * MIN, 3 * 24 * 60 * MIN];

  it("says in English what relativeTime says", () => {
    for (const ms of spans)
      expect(render(relativeTimeMessage(at(ms), now), "en")).toBe(relativeTime(at(ms), now, renderer("en")));
  });

  it("speaks Japanese", () => {
    expect(spans.map((ms) => render(relativeTimeMessage(at(ms), now), "ja"))).toEqual([
      "たった今",
      "25分後",
      "3時間後",
      "2時間前",
      "1日2時間後",
      "1日前",
      "3日後",
    ]);
  });
});

describe("nextDeadline", () => {
  it("is the earliest deadline still ahead", () => {
    expect(
      nextDeadline(
        [
          { label: "dawn", at: at(5 * MIN) },
          { label: "lock", at: at(-5 * MIN) },
          { label: "later", at: at(50 * MIN) },
          { label: "none", at: null },
        ],
        now,
      ),
    ).toEqual({ label: "dawn", at: at(5 * MIN) });
    expect(nextDeadline([{ label: "past", at: at(-1) }], now)).toBeNull();
  });
});
