import { describe, expect, it } from "vitest";
import { engine } from "../registry";
import { render } from "../i18n/render";

const at = "2026-11-01T18:00:00.000Z";
const file = (events: Array<{ type: string; payload: Record<string, unknown> }>) => ({
  format: "grimoire-game",
  formatVersion: 1,
  exportedAt: at,
  game: { title: "G", rulesetId: "clocktower", createdAt: at },
  events: [{ type: "GameCreated", payload: { title: "G", rulesetId: "clocktower" } }, ...events].map((e, i) => ({
    seq: i + 1,
    ...e,
    actorId: "user:u",
    at,
  })),
});
const seat = (name: string) => ({ type: "SeatAdded", payload: { seatId: "s1", name, handle: null } });
const errorsOf = (raw: unknown) => {
  const r = engine.checkImport(raw);
  return r.ok ? [] : r.errors.map((e) => render(e, "en"));
};

describe("importing a game file", () => {
  it("holds events to the limits commands keep: a 1 MB seat name or title is refused", () => {
    expect(errorsOf(file([seat("Amelia")]))).toEqual([]);
    expect(errorsOf(file([seat("x".repeat(1_000_000))])).join()).toMatch(/events\.1/);
    expect(errorsOf(file([{ type: "GameRenamed", payload: { title: "t".repeat(121) } }])).join()).toMatch(/events\.1/);
  });

  it("refuses undo events no command could write", () => {
    const undo = (seq: number, undoneType: string) => ({ type: "Undone", payload: { seq, undoneType } });
    expect(errorsOf(file([seat("Amelia"), undo(2, "SeatAdded")]))).toEqual([]);
    expect(errorsOf(file([undo(1, "GameCreated")])).join()).toMatch(/GameCreated event, which cannot be undone/);
    expect(errorsOf(file([seat("Amelia"), undo(9, "SeatAdded")])).join()).toMatch(/does not come before it/);
    expect(errorsOf(file([seat("Amelia"), undo(2, "SeatRemoved")])).join()).toMatch(/but it is SeatAdded/);
    expect(errorsOf(file([seat("Amelia"), undo(2, "SeatAdded"), undo(2, "SeatAdded")])).join()).toMatch(
      /undone already/,
    );
  });
});
