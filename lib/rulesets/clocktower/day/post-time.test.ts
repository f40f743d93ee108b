import { describe, expect, it } from "vitest";
import { postInstant } from "./post-time";

const now = new Date("2026-12-01T20:00:00Z");
const at = (printed: string, zone = "America/New_York") => postInstant(printed, zone, now)?.toISOString() ?? null;

describe("the instant of a post from its forum's header", () => {
  it("reads each forum's printed time in the host's zone", () => {
    expect(at("Tue Dec 01, 2026 6:02 pm")).toBe("2026-12-01T23:02:00.000Z");
    expect(at("December 01, 2026, 06:02:11 PM")).toBe("2026-12-01T23:02:11.000Z");
    expect(at("12/01/2026 6:02 PM")).toBe("2026-12-01T23:02:00.000Z");
    expect(at("Tue Dec 01, 2026 6:02 pm", "UTC")).toBe("2026-12-01T18:02:00.000Z");
  });
  it("reads Discord's and XenForo's today and yesterday against now, in the zone", () => {
    expect(at("Today at 6:02 PM")).toBe("2026-12-01T23:02:00.000Z");
    expect(at("Yesterday at 11:58 PM")).toBe("2026-12-01T04:58:00.000Z");
  });
  it("gives nothing for a bare date or a relative age", () => {
    expect(at("Dec 1, 2026")).toBeNull();
    expect(at("2 hours ago")).toBeNull();
    expect(postInstant(null, "UTC", now)).toBeNull();
  });
});
