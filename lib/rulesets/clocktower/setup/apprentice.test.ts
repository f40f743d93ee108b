import { describe, expect, it } from "vitest";
import { ForumGame } from "../grimoire/testing";
import { nightSheet } from "../night/night-sheet";
import { render } from "@/lib/i18n/render";

describe("Apprentice: “On your 1st night, you gain a Townsfolk ability (if good), or a Minion ability (if evil).”", () => {
  function withApprentice(alignment: "good" | "evil") {
    const g = new ForumGame();
    g.must({ type: "seat.add", name: "Trav" });
    const trav = g.state.core.seats.at(-1)!.id;
    g.must({ type: "clocktower.addTraveller", seatId: trav, characterId: "apprentice", alignment }, { force: true });
    return { g, trav };
  }

  it("a good Apprentice gains a Townsfolk ability and acts in its place in the night order, from their own link", () => {
    const { g, trav } = withApprentice("good");
    expect(g.run({ type: "clocktower.setGainedAbility", seatId: trav, characterId: "assassin" })).toMatchObject({
      ok: true,
      warnings: ["Trav is good: the Apprentice gains a Townsfolk ability."],
    });
    g.must({ type: "clocktower.setGainedAbility", seatId: trav, characterId: "innkeeper" });
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.startNight" });
    const steps = nightSheet(g.game, 2).steps;
    const inn = steps.filter((s) => s.stepId === "innkeeper").map((s) => [render(s.name, "en"), s.seatName]);
    expect(inn).toEqual([
      ["Innkeeper", "Whysper"],
      ["Apprentice (as Innkeeper)", "Trav"],
    ]);
    expect(render(steps.find((s) => s.seatId === trav && s.stepId === "innkeeper")!.name, "ja")).toBe(
      "Apprentice（Innkeeper として）",
    );
    const own = steps.find((s) => s.seatId === trav && s.stepId === "innkeeper")!;
    expect(own.warnings).toEqual([]);
    expect(own.form.players).toMatchObject({ min: 2, max: 2 });
    expect(
      g.run(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("Dolby"), g.id("Amelia")] } },
        { actor: { kind: "player", seatId: trav } },
      ),
    ).toMatchObject({ ok: true, warnings: [] });
  });

  it("an evil Apprentice gains a Minion ability, with its limits (the Assassin's once per game)", () => {
    const { g, trav } = withApprentice("evil");
    g.must({ type: "clocktower.setGainedAbility", seatId: trav, characterId: "assassin" });
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.startNight" });
    const as = { actor: { kind: "player" as const, seatId: trav } };
    g.must({ type: "clocktower.submitNightAction", choice: { seats: [g.id("Dolby")] } }, as);
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    expect(g.run({ type: "clocktower.submitNightAction", choice: { seats: [g.id("Amelia")] } }, as)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The ability was already used on Night 2\./),
    });
  });
});
