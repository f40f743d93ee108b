import { describe, expect, it } from "vitest";
import { sayDeep } from "@/test/say";
import { render } from "@/lib/i18n/render";
import { nightSheet } from "../../night/night-sheet";
import { winChecks } from "../../grimoire/grimoire";
import { stepKey } from "../../state";
import { SectsAndVioletsGame } from "./testing";

// Seats: Ann, Ben, Cat, Dan, Eve, Fay, Gus, Hal, Ivy, Jo.
type G = SectsAndVioletsGame;
const HOUR = 3_600_000;
const VORTOX = [
  "clockmaker",
  "dreamer",
  "snakecharmer",
  "mathematician",
  "flowergirl",
  "towncrier",
  "juggler",
  "eviltwin",
  "witch",
  "vortox",
];
const step = (g: G, stepId: string, seat: string) =>
  sayDeep(nightSheet(g.game, g.rules.phase!.number).steps.find((s) => s.key === stepKey(stepId, g.id(seat)))!);
const checks = (g: G) => winChecks(g.game).map((w) => [w.winner, render(w.reason, "en")]);
/** Day n after night n, with nobody executed (resolved once voting closed). */
const dayWithoutExecution = (g: G) => {
  g.must({ type: "clocktower.startDay" }, { force: true });
  g.advance(48 * HOUR);
  g.must({ type: "clocktower.day", command: { type: "day.resolve" } }, { force: true });
};
const markTwin = (g: G, twin: string) => {
  g.must({ type: "clocktower.startNight" });
  g.must({
    type: "clocktower.recordStep",
    night: 1,
    stepId: "eviltwin",
    seatId: g.id("Hal"),
    choice: { seats: [g.id(twin)] },
    done: true,
  });
  const s = nightSheet(g.game, 1).steps.find((x) => x.key === stepKey("eviltwin", g.id("Hal")))!;
  g.must({
    type: "clocktower.applyEffects",
    night: 1,
    stepId: "eviltwin",
    seatId: g.id("Hal"),
    effects: s.effects.map((e) => e.effect),
  });
};

describe("the Vortox", () => {
  it("while it lives, sober, every Townsfolk's information is marked false; not the Minions', not when it is poisoned", () => {
    const g = new SectsAndVioletsGame(VORTOX).toNight(1);
    const dreamer = step(g, "dreamer", "Ben");
    expect(dreamer.mustBeFalse).toBe(true);
    expect(dreamer.warnings).toContain("Jo, the Vortox, lives: this Townsfolk's information must be false.");
    expect(step(g, "clockmaker", "Ann").mustBeFalse).toBe(true);
    expect(step(g, "witch", "Ivy").mustBeFalse).toBe(false);
    // The Snake Charmer's step gives no information.
    expect(step(g, "snakecharmer", "Cat").mustBeFalse).toBe(false);
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Jo"), token: { characterId: null, text: "Poisoned" } });
    expect(step(g, "dreamer", "Ben").mustBeFalse).toBe(false);
  });

  it("a Snake Charmer hitting the Vortox: the new Vortox's rule holds, the old one (a poisoned Snake Charmer) is a Townsfolk", () => {
    const g = new SectsAndVioletsGame(VORTOX).toNight(1);
    g.must({
      type: "clocktower.recordStep",
      night: 1,
      stepId: "snakecharmer",
      seatId: g.id("Cat"),
      choice: { seats: [g.id("Jo")] },
      done: true,
    });
    const s = nightSheet(g.game, 1).steps.find((x) => x.key === stepKey("snakecharmer", g.id("Cat")))!;
    g.must({
      type: "clocktower.applyEffects",
      night: 1,
      stepId: "snakecharmer",
      seatId: g.id("Cat"),
      effects: s.effects.map((e) => e.effect),
    });
    expect(g.rules.seats[g.id("Cat")]!.characterId).toBe("vortox");
    expect(step(g, "dreamer", "Ben").warnings).toContain(
      "Cat, the Vortox, lives: this Townsfolk's information must be false.",
    );
    g.toNight(2);
    expect(step(g, "dreamer", "Ben").mustBeFalse).toBe(true);
  });

  it("a day with no execution: evil wins; with an execution, no", () => {
    const g = new SectsAndVioletsGame(VORTOX).toNight(1);
    dayWithoutExecution(g);
    expect(checks(g)).toContainEqual(["evil", "Nobody was executed today while Jo, the Vortox, lives: evil wins."]);
  });

  it("a poisoned Vortox: a day with no execution wins nothing", () => {
    const g = new SectsAndVioletsGame(VORTOX).toNight(1);
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Jo"), token: { characterId: null, text: "Poisoned" } });
    dayWithoutExecution(g);
    expect(checks(g)).toEqual([]);
  });
});

describe("the Evil Twin", () => {
  it("the good twin is the storyteller's pick on Night 1, marked Twin", () => {
    const g = new SectsAndVioletsGame(VORTOX);
    markTwin(g, "Ben");
    expect(g.rules.seats[g.id("Ben")]!.reminders).toEqual([{ characterId: "eviltwin", text: "Twin" }]);
    expect(step(g, "eviltwin", "Hal").form).toMatchObject({ storytellerPicks: true, tell: true });
  });

  it("the good twin executed: evil wins", () => {
    const g = new SectsAndVioletsGame(VORTOX);
    markTwin(g, "Ben");
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.markDead", seatId: g.id("Ben"), cause: "executed" }, { force: true });
    expect(checks(g)).toContainEqual(["evil", "Ben, the good twin of Hal (Evil Twin), was executed: evil wins."]);
  });

  it("good cannot win while both twins live: the Demon's death does not end the game", () => {
    const g = new SectsAndVioletsGame(VORTOX);
    markTwin(g, "Ben");
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.markDead", seatId: g.id("Jo"), cause: "executed" }, { force: true });
    const c = checks(g);
    expect(c.filter(([w]) => w === "good")).toEqual([]);
    expect(c[0]![0]).toBeNull();
    expect(c[0]![1]).toContain("But good cannot win while both twins live (Hal, the Evil Twin, and Ben)");
    // The Evil Twin dies: good wins.
    g.must({ type: "clocktower.markDead", seatId: g.id("Hal"), cause: "executed" }, { force: true });
    expect(checks(g).map(([w]) => w)).toContain("good");
  });

  it("with a Vortox and no execution: evil wins, twins or not", () => {
    const g = new SectsAndVioletsGame(VORTOX);
    markTwin(g, "Ben");
    dayWithoutExecution(g);
    expect(checks(g).map(([w]) => w)).toEqual(["evil"]);
  });
});
