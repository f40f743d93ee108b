import { describe, expect, it } from "vitest";
import { nightSheet } from "../../night/night-sheet";
import { TroubleBrewingGame } from "./testing";

describe("a Trouble Brewing game on the fixture data", () => {
  it("deals the cast by hand and walks Night 1 in the publisher's order (each Minion told, one step each)", () => {
    const g = new TroubleBrewingGame();
    expect(g.rules.seats[g.id("Jo")]!.characterId).toBe("imp");
    g.must({ type: "clocktower.startNight" });
    expect(nightSheet(g.game, 1).steps.map((s) => s.stepId)).toEqual([
      "dusk",
      "minioninfo",
      "minioninfo",
      "demoninfo",
      "poisoner",
      "washerwoman",
      "empath",
      "fortuneteller",
      "dawn",
    ]);
  });

  it("the Spy's step asks for no player: the Spy looks at the Grimoire on their link", () => {
    const g = new TroubleBrewingGame([
      "washerwoman",
      "empath",
      "fortuneteller",
      "monk",
      "undertaker",
      "virgin",
      "saint",
      "spy",
      "scarletwoman",
      "imp",
    ]);
    g.must({ type: "clocktower.startNight" });
    const spy = nightSheet(g.game, 1).steps.find((s) => s.stepId === "spy")!;
    expect(spy.form).toMatchObject({ players: null, character: null, tell: true });
  });
});
