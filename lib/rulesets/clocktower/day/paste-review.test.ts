import { describe, expect, it } from "vitest";
import { dayCommandSchema, decideDay } from "./day-commands";
import { dayEventSchema, dayStateSchema, evolveDay, newDayState, type DayState } from "./day-state";
import { parseForumPosts } from "./forum-post-parser";
import { describeProposal, type PasteReviewLine } from "./paste-review";
import { errorOf, moderator, player, seat } from "./fixtures/day-fixtures";
import { render } from "@/lib/i18n/render";

const roster = ["Amelia", "Dolby", "Eggyolk", "Kiiruma"].map((n) =>
  seat(n, n === "Eggyolk" ? { handle: "egg_yolk" } : {}),
);
const now = new Date("2026-11-30T10:00:00Z");

const accepted: PasteReviewLine = {
  author: "Eggyolk",
  text: "/vote Dolby",
  proposed: "Eggyolk votes Dolby.",
  decision: "accepted",
  applied: null,
};
const edited: PasteReviewLine = {
  author: "Kiiruma",
  text: "/vote Dolbi",
  proposed: "Kiiruma votes “Dolbi”.",
  decision: "accepted",
  applied: "Kiiruma votes Dolby.",
};
const rejected: PasteReviewLine = {
  author: "Amelia",
  text: "||/vote Kiiruma||",
  proposed: "Amelia votes Kiiruma.",
  decision: "rejected",
  applied: null,
};

function record(state: DayState, lines: PasteReviewLine[], actor = moderator) {
  return decideDay(state, dayCommandSchema.parse({ type: "day.recordPasteReview", lines }), { now, roster, actor });
}

describe("day.recordPasteReview", () => {
  it("appends the reviewed lines, accepted, edited and rejected, to the day's history in order", () => {
    let state = newDayState(1);
    const first = record(state, [accepted]);
    if (!first.ok) throw new Error(render(first.error, "en"));
    state = evolveDay(state, first.event);
    const second = record(state, [edited, rejected]);
    if (!second.ok) throw new Error(render(second.error, "en"));
    state = evolveDay(state, second.event);

    expect(state.pasteReviews).toEqual([
      { id: "r1", at: now.toISOString(), enteredBy: "moderator:host", lines: [accepted] },
      { id: "r2", at: now.toISOString(), enteredBy: "moderator:host", lines: [edited, rejected] },
    ]);
    expect(dayEventSchema.parse(JSON.parse(JSON.stringify(second.event)))).toEqual(second.event);
  });

  it("changes nothing else in the day: no vote is cast by recording an accepted line", () => {
    const state = newDayState(1);
    const d = record(state, [accepted]);
    if (!d.ok) throw new Error(render(d.error, "en"));
    const next = evolveDay(state, d.event);
    expect({ ...next, pasteReviews: [] }).toEqual(state);
    expect(next.votes).toEqual([]);
  });

  it("is refused to a player, even for their own lines", () => {
    expect(errorOf(record(newDayState(1), [accepted], player("eggyolk")))).toBe(
      "Only the moderator can review pasted posts.",
    );
  });

  it("needs at least one line, and a decision of accepted or rejected", () => {
    expect(() => dayCommandSchema.parse({ type: "day.recordPasteReview", lines: [] })).toThrow();
    expect(() =>
      dayCommandSchema.parse({ type: "day.recordPasteReview", lines: [{ ...accepted, decision: "maybe" }] }),
    ).toThrow();
  });

  it("keeps days stored before reviews existed readable, and appends to them", () => {
    const { pasteReviews: _none, ...old } = newDayState(1);
    expect(dayStateSchema.parse(JSON.parse(JSON.stringify(old))).pasteReviews).toEqual([]);
    const d = record(old as DayState, [rejected]);
    if (!d.ok) throw new Error(render(d.error, "en"));
    expect(evolveDay(old as DayState, d.event).pasteReviews.map((r) => r.lines)).toEqual([[rejected]]);
  });
});

describe("describeProposal", () => {
  const describeAll = (paste: string) =>
    parseForumPosts(paste, roster).proposals.map((p) => render(describeProposal(p, roster), "en"));

  it("says what each line would do, by seat name, even for a forum handle", () => {
    expect(describeAll("egg_yolk said:\n/vote dol\n/unvote\n/whisper ST\n/nominate Kiiruma")).toEqual([
      "Eggyolk votes Dolby.",
      "Eggyolk withdraws their vote.",
      "Eggyolk whispers the Storyteller.",
      "Eggyolk nominates Kiiruma.",
    ]);
  });

  it("quotes names it cannot match and names authors who are not in the game", () => {
    expect(describeAll("Zed said:\n/vote Dolby\n\nAmelia said:\n/vote Xyzzy\n/in, seat 3")).toEqual([
      "Zed (not in the game) votes Dolby.",
      "Amelia votes “Xyzzy”.",
      "Amelia signs up in seat 3.",
    ]);
  });
});
