import { describe, expect, it } from "vitest";
import { nightSheet } from "../../night/night-sheet";
import { SectsAndVioletsGame, sectsAndVioletsScript } from "./testing";

describe("a Sects & Violets game on the fixture data", () => {
  it("the script opens with its 25 characters, Fang Gu's and Vigormortis's set-up read from the text", () => {
    const s = sectsAndVioletsScript();
    expect(s.characters).toHaveLength(25);
    const byId = new Map(s.characters.map((c) => [c.id, c]));
    expect(byId.get("fanggu")!.setup).toEqual([
      { kind: "adjust", team: "outsider", choices: [1], text: "+1 Outsider" },
    ]);
    expect(byId.get("vigormortis")!.setup).toEqual([
      { kind: "adjust", team: "outsider", choices: [-1], text: "-1 Outsider" },
    ]);
  });

  it("deals the cast by hand and walks Night 1 and Night 2 in the publisher's order", () => {
    const g = new SectsAndVioletsGame();
    expect(g.rules.seats[g.id("Jo")]!.characterId).toBe("nodashii");
    g.must({ type: "clocktower.startNight" });
    expect(nightSheet(g.game, 1).steps.map((s) => s.stepId)).toEqual([
      "dusk",
      "minioninfo",
      "minioninfo",
      "demoninfo",
      "snakecharmer",
      "witch",
      "clockmaker",
      "dreamer",
      "mathematician",
      "dawn",
    ]);
    g.toNight(2);
    expect(nightSheet(g.game, 2).steps.map((s) => s.stepId)).toEqual([
      "dusk",
      "snakecharmer",
      "witch",
      "pithag",
      "nodashii",
      "dreamer",
      "flowergirl",
      "towncrier",
      "juggler",
      "mathematician",
      "dawn",
    ]);
  });
});
