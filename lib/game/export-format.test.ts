import { describe, expect, it } from "vitest";
import { engine } from "../registry";
import { render } from "../i18n/render";
import { gameFile } from "@/test/game-file";

const file = gameFile;
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
