import { describe, expect, it } from "vitest";
import { TestGame } from "./table";
import { parseSignUps, planSeatFill } from "@/lib/game/signup-list";
import { msg } from "@/lib/i18n/message";
import { render } from "@/lib/i18n/render";

const names = (g: TestGame) => g.state.core.seats.map((s) => s.name);

/** What the sign-up paste panel sends: the parse, the plan, then one `seats.fill`. */
function paste(g: TestGame, text: string, opts: { force?: boolean } = {}) {
  const plan = planSeatFill(g.state.core.seats, parseSignUps(text).signUps, (position) =>
    render(msg("errors.placeholderSeat", { position }), "en"),
  );
  return g.run({ type: "seats.fill", seats: plan.entries }, opts);
}

describe("seats.fill (a pasted sign-up list)", () => {
  it("adds the seats in order, each with its own id, in one event", () => {
    const g = new TestGame();
    paste(g, "Alice: /in\nBob: /in, seat 3\nCarol");
    expect(names(g)).toEqual(["Alice", "Carol", "Bob"]);
    expect(new Set(g.state.core.seats.map((s) => s.id)).size).toBe(3);
    expect(g.events.at(-1)!.event.type).toBe("SeatsFilled");
    expect(g.version).toBe(2);
  });

  it("fills placeholder seats in place and keeps their ids", () => {
    const g = new TestGame();
    for (const n of ["Seat 1", "Dolby", "Seat 3"]) g.must({ type: "seat.add", name: n });
    const ids = g.state.core.seats.map((s) => s.id);
    paste(g, "Amelia\nEggyolk (@egg)\nKiiruma");
    expect(names(g)).toEqual(["Amelia", "Dolby", "Eggyolk", "Kiiruma"]);
    expect(g.state.core.seats.slice(0, 3).map((s) => s.id)).toEqual(ids);
    expect(g.state.core.seats[2]!.handle).toBe("egg");
  });

  it("is reverted by one undo, placeholders and all", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "Seat 1" });
    paste(g, "Alice\nBob\nCarol");
    expect(names(g)).toEqual(["Alice", "Bob", "Carol"]);
    g.must({ type: "undo" });
    expect(names(g)).toEqual(["Seat 1"]);
  });

  it("warns when a pasted name is already a seat's (or pasted twice) and applies only when forced", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "Dolby" });
    const d = g.run({ type: "seats.fill", seats: [{ name: "dolby" }, { name: "Amy" }, { name: "amy" }] });
    expect(d.ok && d.warnings).toEqual(['A seat is already called "dolby".', 'A seat is already called "amy".']);
    expect(names(g)).toEqual(["Dolby"]);
  });

  it("refuses an unknown seat, or one seat filled twice", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "Seat 1" });
    const id = g.state.core.seats[0]!.id;
    expect(g.run({ type: "seats.fill", seats: [{ seatId: "nope", name: "A" }] })).toMatchObject({
      ok: false,
      field: "seatId",
    });
    expect(
      g.run({
        type: "seats.fill",
        seats: [
          { seatId: id, name: "A" },
          { seatId: id, name: "B" },
        ],
      }),
    ).toMatchObject({ ok: false, field: "seats" });
  });

  it("validates names at the boundary", () => {
    const g = new TestGame();
    expect(g.run({ type: "seats.fill", seats: [] })).toMatchObject({ ok: false, field: "command.seats" });
    expect(g.run({ type: "seats.fill", seats: [{ name: "  " }] })).toMatchObject({
      ok: false,
      field: "command.seats.0.name",
    });
  });

  it("is for moderators only", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "Alice" });
    const seatId = g.state.core.seats[0]!.id;
    expect(
      g.run({ type: "seats.fill", seats: [{ name: "Eve" }] }, { actor: { kind: "player", seatId } }),
    ).toMatchObject({ ok: false });
  });
});
