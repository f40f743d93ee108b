import { describe, expect, it } from "vitest";
import { ForumGame } from "../grimoire/testing";
import { clocktowerRoster } from "./day";

// Seats: PlagueSimp, Whysper, Thepigeonnyc, CRichard, Eggyolk, Nightingale, Dolby, Kiiruma, Amelia, then the Matron.
function withMatron() {
  const g = new ForumGame();
  g.must({ type: "seat.add", name: "Mira" });
  g.ids.Mira = g.state.core.seats.at(-1)!.id;
  g.must(
    { type: "clocktower.addTraveller", seatId: g.id("Mira"), characterId: "matron", alignment: "good" },
    { force: true },
  );
  g.must({ type: "clocktower.startNight" });
  g.must({ type: "clocktower.startDay" });
  return g;
}
const order = (g: ForumGame) => g.state.core.seats.map((s) => s.name);
const swap = (g: ForumGame, a: string, b: string, force = false) =>
  force
    ? g.must({ type: "clocktower.matronSwap", seatIds: [g.id(a), g.id(b)] }, { force: true })
    : g.run({ type: "clocktower.matronSwap", seatIds: [g.id(a), g.id(b)] });

describe("Matron: “Each day, you may chose up to 3 sets of 2 players to swap seats. Players may only whisper their neighbors.”", () => {
  it("a swap trades the two seats at the table: the town's list, the neighbours and the circle follow; undo puts them back", () => {
    const g = withMatron();
    expect(swap(g, "PlagueSimp", "Dolby")).toMatchObject({ ok: true, warnings: [] });
    expect(order(g).slice(0, 7)).toEqual([
      "Dolby",
      "Whysper",
      "Thepigeonnyc",
      "CRichard",
      "Eggyolk",
      "Nightingale",
      "PlagueSimp",
    ]);
    expect(
      g
        .pub()
        .grimoire.map((s) => s.seatId)
        .slice(0, 2),
    ).toEqual([g.id("Dolby"), g.id("Whysper")]);
    expect(g.pub().seatSwaps).toEqual([{ a: g.id("PlagueSimp"), b: g.id("Dolby") }]);
    expect(clocktowerRoster(g.game)[0]!.id).toBe(g.id("Dolby"));
    // Neighbours only (the Matron): Dolby now sits beside Whysper, PlagueSimp beside Nightingale.
    const whisper = (from: string, to: string) =>
      g.run({ type: "clocktower.day", command: { type: "whisper.neighbour", from: g.id(from), to: g.id(to) } });
    expect(whisper("Dolby", "Whysper")).toMatchObject({ ok: true, warnings: [] });
    expect(whisper("PlagueSimp", "Nightingale")).toMatchObject({ ok: true, warnings: [] });
    expect(g.mod().matron).toMatchObject({ name: "Mira", working: true, day: 1, left: 2 });
    g.must({ type: "undo" });
    g.must({ type: "undo" });
    g.must({ type: "undo" });
    expect(order(g)[0]).toBe("PlagueSimp");
    expect(g.pub().seatSwaps).toEqual([]);
  });

  it("at most three pairs a day: the fourth is warned with the rule (the storyteller may force it); the next day counts afresh", () => {
    const g = withMatron();
    swap(g, "PlagueSimp", "Dolby", true);
    swap(g, "Whysper", "Kiiruma", true);
    swap(g, "PlagueSimp", "Amelia", true);
    expect(g.mod().matron!.left).toBe(0);
    expect(swap(g, "Eggyolk", "CRichard")).toMatchObject({
      ok: true,
      warnings: [
        "The Matron has already swapped 3 pairs on Day 1: “Each day, you may chose up to 3 sets of 2 players to swap seats.”",
      ],
    });
    expect(order(g)[3]).toBe("CRichard");
    g.must({ type: "clocktower.startNight" });
    expect(swap(g, "Eggyolk", "CRichard")).toMatchObject({
      ok: true,
      warnings: [
        "It is night 2: the Matron swaps seats by day.",
        "The Matron has already swapped 3 pairs on Day 1: “Each day, you may chose up to 3 sets of 2 players to swap seats.”",
      ],
    });
    g.must({ type: "clocktower.startDay" });
    expect(g.mod().matron).toMatchObject({ day: 2, swaps: [], left: 3 });
    expect(swap(g, "Eggyolk", "CRichard")).toMatchObject({ ok: true, warnings: [] });
  });

  it("a dead or drunk Matron, no Matron, one player twice, a player's own command", () => {
    const g = withMatron();
    expect(swap(g, "Dolby", "Dolby")).toEqual({
      ok: false,
      error: "Choose two different players to swap.",
      field: "seatIds",
    });
    expect(
      g.run(
        { type: "clocktower.matronSwap", seatIds: [g.id("Dolby"), g.id("Amelia")] },
        { actor: { kind: "player", seatId: g.id("Mira") } },
      ),
    ).toEqual({ ok: false, error: "Only the storyteller can do this." });
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Mira"), token: { characterId: null, text: "Drunk" } });
    expect(swap(g, "Dolby", "Amelia")).toMatchObject({
      warnings: ["Mira (the Matron) is drunk or poisoned: the swap has no effect in the rules."],
    });
    g.must({ type: "clocktower.markDead", seatId: g.id("Mira"), cause: "executed" }, { force: true });
    expect(swap(g, "Dolby", "Amelia")).toMatchObject({
      warnings: ["Mira (the Matron) is dead: dead players have no ability."],
    });
    g.must({ type: "clocktower.removeTraveller", seatId: g.id("Mira") });
    expect(swap(g, "Dolby", "Amelia")).toMatchObject({ warnings: ["No Matron is in play."] });
  });
});
