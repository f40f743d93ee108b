import { describe, expect, it } from "vitest";
import { render } from "@/lib/i18n/render";
import { msg } from "@/lib/i18n/message";
import { FORUM_PHASE_PLAN, SEGMENT_LABELS } from "./phase-plan";
import { SEGMENT_IDS } from "./segments";

describe("the forum plan's stored segment names", () => {
  it("are the English catalogue's names of the segments", () => {
    for (const id of SEGMENT_IDS)
      expect(SEGMENT_LABELS[id]).toBe(render(msg(`clocktower.forumDay.shared.segments.${id}`), "en"));
  });

  it("are what the plan stores", () => {
    expect([...FORUM_PHASE_PLAN.night, ...FORUM_PHASE_PLAN.day].map((s) => s.label)).toEqual([
      "Night actions",
      "Night actions locked",
      "Discussion",
      "Nomination",
      "Voting",
    ]);
  });
});
