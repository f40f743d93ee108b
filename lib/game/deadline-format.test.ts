import { renderer } from "@/lib/i18n/render";
import { describe, expect, it } from "vitest";
import { formatDeadline, formatDuration, formatInZone, formatUtc } from "./deadline-format";
import { relativeTime } from "./list-summary";

const AT = "2026-12-01T18:00:00Z";

describe("times in the reader's language", () => {
  it("keeps the English form for English", () => {
    expect(formatDeadline(AT, "America/New_York", renderer("en"))).toBe("Tue 1 Dec 13:00 EST (Tue 1 Dec 18:00 UTC)");
  });
  it("writes Japanese dates the Japanese way, the viewer's zone with UTC beside it", () => {
    expect(formatUtc(AT, renderer("ja"))).toBe("12月1日(火) 18:00 UTC");
    expect(formatInZone(AT, "Asia/Tokyo", renderer("ja"))).toBe("12月2日(水) 03:00 JST");
    expect(formatDeadline(AT, "Asia/Tokyo", renderer("ja"))).toBe("12月2日(水) 03:00 JST（12月1日(火) 18:00 UTC）");
    expect(formatDeadline(AT, "UTC", renderer("ja"))).toBe("12月1日(火) 18:00 UTC");
  });
  it("counts durations and relative times in Japanese", () => {
    expect(formatDuration((26 * 60 + 5) * 60_000, renderer("ja"))).toBe("1日2時間5分");
    expect(formatDuration(2 * 3_600_000, renderer("ja"))).toBe("2時間");
    expect(formatDuration(0, renderer("ja"))).toBe("0分");
    const now = new Date(AT);
    expect(relativeTime(new Date(now.getTime() + 3 * 3_600_000), now, renderer("ja"))).toBe("3 時間後");
    expect(relativeTime(new Date(now.getTime() - 2 * 86_400_000), now, renderer("ja"))).toBe("一昨日");
    expect(relativeTime(now, now, renderer("ja"))).toBe("今");
    expect(relativeTime(new Date(now.getTime() + 3 * 3_600_000), now, renderer("en"))).toBe("in 3 h");
  });
});
