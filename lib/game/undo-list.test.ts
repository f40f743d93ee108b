import { describe, expect, it } from "vitest";
import { engine } from "@/lib/registry";
import type { EventEnvelope, GameEvent } from "./events";
import { splitUndoList, withUndoList } from "./undo-list";

const at = "2026-01-01T00:00:00.000Z";
const log: EventEnvelope[] = [
  { seq: 1, at, actorId: "user:u", event: { type: "GameCreated", title: "G", rulesetId: "clocktower" } as GameEvent },
  ...Array.from({ length: 30 }, (_, i) => ({
    seq: i + 2,
    at,
    actorId: "user:u",
    event: { type: "SeatAdded", seatId: `s${i}`, name: `P${i}`, handle: null } as GameEvent,
  })),
];

describe("a state's undo list apart", () => {
  it("leaves the rest of the state without the list, and joined again gives the state", () => {
    const state = engine.fold("clocktower", log);
    const { state: rest, undoList } = splitUndoList(state);
    expect(undoList.map((u) => u.seq)).toEqual(log.slice(1).map((e) => e.seq));
    expect("undoable" in rest.core).toBe(false);
    expect(JSON.stringify(rest)).not.toContain('"SeatAdded"');
    expect(withUndoList(JSON.parse(JSON.stringify(rest)), JSON.parse(JSON.stringify(undoList)))).toEqual(state);
  });
});
