import { describe, expect, it } from "vitest";
import { engine } from "@/lib/registry";
import type { EventEnvelope, GameEvent } from "./events";
import type { GameState } from "./ruleset";

const at = "2026-01-01T00:00:00.000Z";
let log: EventEnvelope[] = [];
const add = (event: GameEvent) => log.push({ seq: log.length + 1, at, actorId: "user:u", event });

/** A long Clocktower log: seats, grimoire notes (a ruleset's events), renames and undos of both kinds. */
function longLog(n: number): EventEnvelope[] {
  log = [];
  add({ type: "GameCreated", title: "Big", rulesetId: "clocktower" } as GameEvent);
  for (let i = 0; i < 5; i++) add({ type: "SeatAdded", seatId: `s${i}`, name: `P${i}`, handle: null } as GameEvent);
  while (log.length < n) {
    const seq = log.length + 1;
    if (seq % 7 === 0) add({ type: "GameRenamed", title: `Big ${seq}` } as GameEvent);
    else add({ type: "ClocktowerNoteSet", seatId: `s${seq % 5}`, note: `note ${seq}` } as GameEvent);
    if (seq % 11 === 0) add({ type: "Undone", seq, undoneType: log.at(-1)!.event.type } as GameEvent);
  }
  return log;
}

/** The fold as it was before the undo list was kept in one array: one applyEvent per event. */
function foldOneByOne(events: EventEnvelope[], from: GameState = engine.fold("clocktower", [])): GameState {
  const undone = new Set(events.filter((e) => e.event.type === "Undone").map((e) => (e.event as { seq: number }).seq));
  let game = from;
  for (const e of events) if (e.event.type !== "Undone" && !undone.has(e.seq)) game = engine.applyEvent(game, e);
  return game;
}

describe("folding a long log", () => {
  it("gives the same state as applying its events one by one, undo list included", () => {
    const events = longLog(3000);
    const folded = engine.fold("clocktower", events);
    expect(folded).toEqual(foldOneByOne(events));
    const undone = events.filter((e) => e.event.type === "Undone").map((e) => (e.event as { seq: number }).seq);
    const effective = events.filter((e) => e.seq > 1 && e.event.type !== "Undone" && !undone.includes(e.seq));
    expect(folded.core.undoable).toEqual(effective.map((e) => ({ seq: e.seq, type: e.event.type })));
  });

  it("continues from a snapshot without changing the snapshot's state", () => {
    const events = longLog(600);
    const snapshot = { seq: 300, state: engine.fold("clocktower", events.slice(0, 300)) };
    const before = structuredClone(snapshot.state);
    const later = engine.foldFrom(snapshot, events.slice(300));
    expect(later).toEqual(engine.fold("clocktower", events));
    expect(snapshot.state).toEqual(before);
  });

  it("folds 20,000 events in well under a second (it once copied the undo list per event: seconds)", () => {
    const events = longLog(20_000);
    const t = performance.now();
    engine.fold("clocktower", events);
    expect(performance.now() - t).toBeLessThan(1000);
  });
});
