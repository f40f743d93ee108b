import { describe, expect, it } from "vitest";
import { ForumGame } from "../grimoire/testing";
import { dawnSummary as dawnSummaryOf } from "../night/dawn";
import { nightSheet as nightSheetOf } from "../night/night-sheet";
import { sayAll } from "@/test/say";
// The rules speak in messages: these tests read their words in English.
const dawnSummary = (...a: Parameters<typeof dawnSummaryOf>) => sayAll(dawnSummaryOf(...a));
const nightSheet = (...a: Parameters<typeof nightSheetOf>) => sayAll(nightSheetOf(...a));

// Seats: PlagueSimp, Whysper, Thepigeonnyc, CRichard, Eggyolk, Nightingale, Dolby, Kiiruma, Amelia.
const CAST = ["gossip", "innkeeper", "chambermaid", "gambler", "exorcist", "moonchild", "goon", "assassin", "po"];

function dayOne() {
  const g = new ForumGame(CAST);
  g.must({ type: "clocktower.startNight" });
  g.must({ type: "clocktower.startDay" });
  return g;
}

describe("Gossip: “Each day, you may make a public statement. Tonight, if it was true, a player dies.”", () => {
  it("a true statement: the storyteller picks who dies at the Gossip's step, and the dawn proposes it", () => {
    const g = dayOne();
    g.must({
      type: "clocktower.dayAbility",
      ability: { kind: "gossip", seatId: g.id("PlagueSimp"), statement: "Amelia is the Po." },
    });
    // "Only the first gossip made by the gossip will count."
    expect(
      g.run({ type: "clocktower.dayAbility", ability: { kind: "gossip", seatId: g.id("PlagueSimp"), statement: "x" } }),
    ).toMatchObject({
      ok: true,
      warnings: ["Only the Gossip's first statement of the day counts: this one replaces it."],
    });
    g.must({ type: "clocktower.startNight" });
    expect(dawnSummary(g.game)!.hints).toContain("The Gossip said “Amelia is the Po.”: mark whether it was true.");
    g.must({ type: "clocktower.dayAbility", ability: { kind: "gossipTrue", true: true } });
    const step = nightSheet(g.game, 2).steps.find((s) => s.stepId === "gossip")!;
    expect(step.form).toMatchObject({ storytellerPicks: true, players: { min: 1, max: 1 } });
    expect(dawnSummary(g.game)!.hints).toContain(
      "The Gossip's statement was true: pick who dies at the Gossip's step.",
    );
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "gossip",
      seatId: g.id("PlagueSimp"),
      choice: { seats: [g.id("Dolby")] },
      done: true,
    });
    expect(dawnSummary(g.game)!.deaths.map((d) => [d.name, d.reason])).toEqual([
      ["Dolby", "PlagueSimp (Gossip) said “Amelia is the Po.”, and it was true: a player dies tonight."],
    ]);
  });

  it("a false statement kills no one", () => {
    const g = dayOne();
    g.must({
      type: "clocktower.dayAbility",
      ability: { kind: "gossip", seatId: g.id("PlagueSimp"), statement: "I am good." },
    });
    g.must({ type: "clocktower.dayAbility", ability: { kind: "gossipTrue", true: false } });
    g.must({ type: "clocktower.startNight" });
    expect(nightSheet(g.game, 2).steps.find((s) => s.stepId === "gossip")!.form.players).toBeNull();
    expect(dawnSummary(g.game)!.deaths).toEqual([]);
  });
});

describe("Moonchild: “When you learn that you died, publicly choose 1 alive player. Tonight, if it was a good player, they die.”", () => {
  it("a good choice dies tonight; an evil one does not", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id("Nightingale"), cause: "night", by: "po" }] });
    expect(
      g.run({
        type: "clocktower.dayAbility",
        ability: { kind: "moonchild", seatId: g.id("Nightingale"), chosen: g.id("Whysper") },
      }),
    ).toMatchObject({ ok: true, warnings: [] });
    g.must({ type: "clocktower.startNight" });
    expect(dawnSummary(g.game)!.deaths.map((d) => [d.name, d.reason])).toEqual([
      ["Whysper", "Nightingale (Moonchild) chose Whysper, a good player: they die."],
    ]);
    const h = new ForumGame(CAST);
    h.must({ type: "clocktower.startNight" });
    h.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: h.id("Nightingale"), cause: "night", by: "po" }] });
    h.must({
      type: "clocktower.dayAbility",
      ability: { kind: "moonchild", seatId: h.id("Nightingale"), chosen: h.id("Kiiruma") },
    });
    h.must({ type: "clocktower.startNight" });
    expect(dawnSummary(h.game)!.deaths).toEqual([]);
  });

  it("an alive Moonchild choosing is warned", () => {
    const g = dayOne();
    expect(
      g.run({
        type: "clocktower.dayAbility",
        ability: { kind: "moonchild", seatId: g.id("Nightingale"), chosen: g.id("Whysper") },
      }),
    ).toMatchObject({ ok: true, warnings: ["Nightingale is alive: the Moonchild chooses after dying."] });
  });
});
