import { describe, expect, it } from "vitest";
import { engine } from "@/lib/registry";
import { render } from "@/lib/i18n/render";
import { MAX_EVENT_TEXT } from "./export-format";
import type { RulesetId } from "./ruleset";

const at = "2026-01-01T00:00:00.000Z";

/** A game file: the game, one seat, then `events` (type and payload) of its rule system. */
function file(rulesetId: RulesetId, events: Array<{ type: string; payload: Record<string, unknown> }>) {
  return {
    format: "grimoire-game",
    formatVersion: 1,
    exportedAt: at,
    game: { title: "Imported", rulesetId, createdAt: at },
    events: [
      { type: "GameCreated", payload: { title: "Imported", rulesetId } },
      { type: "SeatAdded", payload: { seatId: "s1", name: "Dolby", handle: null } },
      ...events,
    ].map((e, i) => ({ seq: i + 1, ...e, actorId: "user:u", at })),
  };
}
const errorsOf = (raw: unknown) => {
  const check = engine.checkImport(raw);
  return check.ok ? [] : check.errors.map((e) => render(e, "en"));
};
const long = (n: number) => "x".repeat(n);

describe("an imported game's rule-system events carry the commands' limits", () => {
  it("Clocktower: a grimoire note longer than a command may write is refused, naming the event and field", () => {
    expect(
      errorsOf(file("clocktower", [{ type: "ClocktowerNoteSet", payload: { seatId: "s1", note: long(4000) } }])),
    ).toEqual([]);
    const errors = errorsOf(
      file("clocktower", [{ type: "ClocktowerNoteSet", payload: { seatId: "s1", note: long(4001) } }]),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^events\.2 \(ClocktowerNoteSet\): .*note/);
  });

  it("Clocktower: a player's night choice text and an id are bounded too", () => {
    const step = (choice: Record<string, unknown>, stepId = "washerwoman") => ({
      type: "ClocktowerNightActionSubmitted",
      payload: { night: 1, stepId, seatId: "s1", choice, by: "player" },
    });
    expect(errorsOf(file("clocktower", [step({ text: long(2001) })]))[0]).toMatch(
      /^events\.2 \(ClocktowerNightActionSubmitted\): .*choice\.text/,
    );
    expect(errorsOf(file("clocktower", [step({}, long(81))]))[0]).toMatch(
      /^events\.2 \(ClocktowerNightActionSubmitted\): .*stepId/,
    );
  });

  it("Clocktower: any other string of a ruleset event (the day's entries) is bounded by the longest a command writes", () => {
    const errors = errorsOf(
      file("clocktower", [
        {
          type: "ClocktowerDayEvent",
          payload: {
            day: 1,
            event: { type: "QueuedNominationWithdrawn", id: long(MAX_EVENT_TEXT + 1), at, enteredBy: "x" },
          },
        },
      ]),
    );
    expect(errors).toEqual([
      `events.2 (ClocktowerDayEvent): event.id must be at most ${MAX_EVENT_TEXT} characters (it has ${MAX_EVENT_TEXT + 1})`,
    ]);
  });

  it("Secret Moon: a deal's seed beyond its bound is refused, naming the event and field", () => {
    const errors = errorsOf(
      file("secret-moon", [{ type: "SecretMoonRoundStarted", payload: { round: 1, seed: long(201), dealt: {} } }]),
    );
    expect(errors[0]).toMatch(/^events\.2 \(SecretMoonRoundStarted\): .*seed/);
  });

  it("Kemomimi Panic: a retelling and a power note beyond the commands' limits are refused", () => {
    expect(
      errorsOf(file("kemomimi-panic", [{ type: "KemomimiRetold", payload: { by: null, text: long(2001) } }]))[0],
    ).toMatch(/^events\.2 \(KemomimiRetold\): .*text/);
    expect(
      errorsOf(
        file("kemomimi-panic", [{ type: "KemomimiPowerNoted", payload: { seatId: "s1", note: long(1001) } }]),
      )[0],
    ).toMatch(/^events\.2 \(KemomimiPowerNoted\): .*note/);
  });
});
