import { describe, expect, it } from "vitest";
import { eventForModerator, HIDDEN_EVENT_TYPE, playingHostSeat, typeForModerator } from "./playing-host";
import type { AnyRuleset, GameState } from "./ruleset";
import type { EventEnvelope } from "./events";

type Rules = { hostSeat: string | null };
/** Only what the core reads of a ruleset in playing-host mode. */
const table = {
  hostSeat: (rules: Rules) => rules.hostSeat,
  eventForHost: (event: { type: string; target?: string }, _rules: Rules, hostSeat: string) =>
    event.type === "Peeked"
      ? null
      : event.type === "Targeted" && event.target !== hostSeat
        ? { type: "Targeted" }
        : event,
} as unknown as AnyRuleset;
const game = (hostSeat: string | null) => ({ core: {}, rules: { hostSeat } }) as unknown as GameState;
const env = (event: EventEnvelope["event"]): EventEnvelope => ({
  seq: 7,
  at: "2026-12-01T20:00:00.000Z",
  actorId: "seat:s2",
  event,
});

describe("playing-host mode: what the host's account reads of the log", () => {
  it("a host who only moderates reads every event as it is", () => {
    const peek = env({ type: "Peeked", card: "thief" });
    expect(playingHostSeat(table, game(null))).toBeNull();
    expect(eventForModerator(table, game(null), peek)).toBe(peek);
  });

  it("a playing host reads a secret event only as 'something happened', without its kind or who did it", () => {
    expect(eventForModerator(table, game("s1"), env({ type: "Peeked", card: "thief" }))).toEqual({
      seq: 7,
      at: "2026-12-01T20:00:00.000Z",
      actorId: "hidden",
      event: { type: HIDDEN_EVENT_TYPE },
    });
  });

  it("a playing host reads what the ruleset leaves of an event, and core events in full", () => {
    expect(eventForModerator(table, game("s1"), env({ type: "Targeted", target: "s3" })).event).toEqual({
      type: "Targeted",
    });
    expect(eventForModerator(table, game("s1"), env({ type: "Targeted", target: "s1" })).event).toEqual({
      type: "Targeted",
      target: "s1",
    });
    const renamed = env({ type: "GameRenamed", title: "Night two" });
    expect(eventForModerator(table, game("s1"), renamed)).toBe(renamed);
  });

  it("a playing host reads an undo of a ruleset's event without the event's kind", () => {
    const undo = env({ type: "Undone", seq: 6, undoneType: "Peeked" });
    expect(eventForModerator(table, game("s1"), undo).event).toEqual({
      type: "Undone",
      seq: 6,
      undoneType: HIDDEN_EVENT_TYPE,
    });
    expect(eventForModerator(table, game(null), undo)).toBe(undo);
    const seatUndo = env({ type: "Undone", seq: 6, undoneType: "SeatAdded" });
    expect(eventForModerator(table, game("s1"), seatUndo)).toBe(seatUndo);
  });

  it("a ruleset without a playing host never hides anything", () => {
    const plain = {} as AnyRuleset;
    expect(playingHostSeat(plain, game("s1"))).toBeNull();
  });

  it("the undo button does not name a playing host's last step, unless it was a core step", () => {
    expect(typeForModerator(table, game("s1"), "Peeked")).toBe(HIDDEN_EVENT_TYPE);
    expect(typeForModerator(table, game("s1"), "SeatUpdated")).toBe("SeatUpdated");
    expect(typeForModerator(table, game("s1"), "GameRenamed")).toBe("GameRenamed");
    expect(typeForModerator(table, game(null), "Peeked")).toBe("Peeked");
  });
});
