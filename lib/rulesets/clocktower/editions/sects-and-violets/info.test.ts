import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/game/ruleset";
import { sayDeep } from "@/test/say";
import { nightSheet } from "../../night/night-sheet";
import { stepKey } from "../../state";
import { clockmakerSteps, jugglerCorrect } from "./info";
import { SectsAndVioletsGame, svCast } from "./testing";

// Seats: Ann, Ben, Cat, Dan, Eve, Fay, Gus, Hal, Ivy, Jo. SV_CAST: Ann Clockmaker, Ben Dreamer, Cat Snake
// Charmer, Dan Mathematician, Eve Flowergirl, Fay Town Crier, Gus Juggler, Hal Witch, Ivy Pit-Hag, Jo No Dashii.
type G = SectsAndVioletsGame;
const HOUR = 3_600_000;
const step = (g: G, stepId: string, seat: string, night = g.rules.phase!.number) =>
  sayDeep(nightSheet(g.game, night).steps.find((s) => s.key === stepKey(stepId, g.id(seat)))!);
const as = (g: G, name: string): Actor => ({ kind: "player", seatId: g.id(name) });
const cast = svCast;
/** Night 1 (nothing recorded), then Day 1 into its nomination window. */
const toDay1 = (g: G) => {
  g.must({ type: "clocktower.startNight" });
  g.advance(24 * HOUR);
  g.must({ type: "clocktower.startDay" }, { force: true });
  g.advance(12 * HOUR);
  return g;
};
const toNextNight = (g: G) => {
  g.advance(36 * HOUR);
  g.must({ type: "clocktower.startNight" }, { force: true });
  return g;
};
const record = (g: G, night: number, stepId: string, seat: string, chosen: string[], character?: string) =>
  g.must(
    {
      type: "clocktower.recordStep",
      night,
      stepId,
      seatId: g.id(seat),
      choice: { seats: chosen.map((c) => g.id(c)), ...(character ? { character } : {}) },
      done: true,
    },
    { force: true },
  );
const guesses = (g: G, list: Array<[string, string]>) => list.map(([s, c]) => ({ seatId: g.id(s), characterId: c }));

describe("the Clockmaker", () => {
  it("counts the steps from the Demon to its nearest Minion round the circle, the shorter way", () => {
    expect(clockmakerSteps(["demon", "townsfolk", "townsfolk", "minion", "townsfolk"])).toBe(2);
    expect(clockmakerSteps(["demon", "townsfolk", "minion", "townsfolk", "townsfolk", "townsfolk"])).toBe(2);
    // The other way round is shorter: 1 step across the end of the seat order.
    expect(clockmakerSteps(["minion", "townsfolk", "townsfolk", "townsfolk", "demon"])).toBe(1);
    // The nearest of two Minions.
    expect(clockmakerSteps(["demon", "minion", "townsfolk", "townsfolk", "minion"])).toBe(1);
    expect(clockmakerSteps(["demon", "townsfolk"])).toBeNull();
  });

  it("is proposed on Night 1 from the grimoire", () => {
    const g = new SectsAndVioletsGame(cast({ 8: "oracle" })).toNight(1);
    // Jo (No Dashii) sits next to Ann, and the Witch (Hal) is 2 steps away.
    expect(step(g, "clockmaker", "Ann").suggestedTold).toBe("The Demon is 2 steps from its nearest Minion.");
    const g2 = new SectsAndVioletsGame().toNight(1);
    expect(step(g2, "clockmaker", "Ann").suggestedTold).toBe("The Demon is 1 step from its nearest Minion.");
  });
});

describe("the Juggler", () => {
  it("counts the correct guesses", () => {
    const chars: Record<string, string> = { a: "witch", b: "nodashii", c: "sage" };
    expect(
      jugglerCorrect(
        [
          { seatId: "a", characterId: "witch" },
          { seatId: "b", characterId: "vortox" },
          { seatId: "c", characterId: "sage" },
        ],
        (id) => chars[id],
      ),
    ).toBe(2);
  });

  it("guesses from their link on their first day; that night the count of correct guesses is proposed, with why", () => {
    const g = toDay1(new SectsAndVioletsGame());
    const sent = g.run(
      {
        type: "clocktower.dayAbility",
        ability: {
          kind: "juggler",
          guesses: guesses(g, [
            ["Jo", "nodashii"],
            ["Hal", "witch"],
            ["Ann", "dreamer"],
          ]),
        },
      },
      { actor: as(g, "Gus") },
    );
    expect(sent).toMatchObject({ ok: true, warnings: [] });
    // Another player may not send guesses as the Juggler.
    const other = g.run(
      { type: "clocktower.dayAbility", ability: { kind: "juggler", guesses: guesses(g, [["Jo", "vortox"]]) } },
      { actor: as(g, "Ann") },
    );
    expect(other).toMatchObject({ ok: false, error: "Ann is not the Juggler." });
    toNextNight(g);
    const s = step(g, "juggler", "Gus", 2);
    expect(s.suggestedTold).toBe("2 of your guesses were correct.");
    expect(s.because).toEqual([
      "Right: Jo is the No Dashii.",
      "Right: Hal is the Witch.",
      "Wrong: Ann is not the Dreamer.",
    ]);
  });

  it("a poisoned Juggler's count may be false; on a later day their guesses are refused", () => {
    const g = toDay1(new SectsAndVioletsGame());
    g.must({
      type: "clocktower.dayAbility",
      ability: { kind: "juggler", seatId: g.id("Gus"), guesses: guesses(g, [["Jo", "nodashii"]]) },
    });
    toNextNight(g);
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Gus"), token: { characterId: null, text: "Poisoned" } });
    const s = step(g, "juggler", "Gus", 2);
    expect(s.suggestedTold).toBe("1 of your guesses was correct.");
    expect(s.mayBeFalse).toBe(true);
    g.advance(24 * HOUR);
    g.must({ type: "clocktower.startDay" }, { force: true });
    const again = g.run(
      { type: "clocktower.dayAbility", ability: { kind: "juggler", guesses: guesses(g, [["Hal", "witch"]]) } },
      { actor: as(g, "Gus") },
    );
    expect(again).toMatchObject({
      ok: false,
      error: "Gus already guessed as the Juggler on Day 1: the guesses are made once, on their first day.",
    });
  });

  it("a Juggler with no guesses today does not wake", () => {
    const g = toNextNight(toDay1(new SectsAndVioletsGame()));
    const s = step(g, "juggler", "Gus", 2);
    expect(s.notActing).toBe("No guesses of Gus (the Juggler) were recorded today: they do not wake tonight.");
  });
});

describe("the Flowergirl and the Town Crier, from the day's log", () => {
  it("a Demon's vote and a Minion's nomination today are a yes; none, a no", () => {
    const g = toDay1(new SectsAndVioletsGame());
    g.must({ type: "clocktower.setSettings", inAppVoting: true });
    g.must(
      { type: "clocktower.day", command: { type: "day.nominate", nominator: g.id("Hal"), nominee: g.id("Ann") } },
      { force: true },
    );
    g.advance(13 * HOUR);
    g.must(
      { type: "clocktower.day", command: { type: "day.vote", voter: g.id("Jo"), nominee: g.id("Ann") } },
      { force: true },
    );
    toNextNight(g);
    const flower = step(g, "flowergirl", "Eve", 2);
    expect(flower.suggestedTold).toBe("Yes: a Demon voted today.");
    expect(flower.because).toEqual(["Jo (No Dashii) voted today."]);
    const crier = step(g, "towncrier", "Fay", 2);
    expect(crier.suggestedTold).toBe("Yes: a Minion nominated today.");
    expect(crier.because).toEqual(["Hal (Witch) nominated today."]);

    const quiet = toNextNight(toDay1(new SectsAndVioletsGame()));
    expect(step(quiet, "flowergirl", "Eve", 2).suggestedTold).toBe("No: no Demon voted today.");
    expect(step(quiet, "towncrier", "Fay", 2).suggestedTold).toBe("No: no Minion nominated today.");
  });
});

describe("the Oracle", () => {
  it("counts the dead evil players", () => {
    const g = toDay1(new SectsAndVioletsGame(cast({ 5: "oracle" })));
    g.must({ type: "clocktower.markDead", seatId: g.id("Hal"), cause: "executed" }, { force: true });
    g.must({ type: "clocktower.markDead", seatId: g.id("Ann"), cause: "executed" }, { force: true });
    toNextNight(g);
    const s = step(g, "oracle", "Fay", 2);
    expect(s.suggestedTold).toBe("1 dead player is evil.");
    expect(s.because).toEqual(["Hal is dead and evil."]);
  });
});

describe("the Mathematician", () => {
  it("counts the abilities that worked abnormally since dawn, each with its reason", () => {
    // The Vigormortis: no No Dashii poisoning its neighbours from the deal.
    const g = new SectsAndVioletsGame(cast({ 9: "vigormortis" })).toNight(1);
    expect(step(g, "mathematician", "Dan").suggestedTold).toBe("No player's ability worked abnormally since dawn.");
    // The Dreamer acts poisoned: their information is abnormal.
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Ben"), token: { characterId: null, text: "Poisoned" } });
    record(g, 1, "dreamer", "Ben", ["Jo"]);
    const s = step(g, "mathematician", "Dan");
    expect(s.suggestedTold).toBe("1 player's ability worked abnormally since dawn.");
    expect(s.because).toEqual(["Ben (Dreamer) acted drunk or poisoned tonight."]);
  });

  it("while the Vortox lives, every Townsfolk told something before them counts", () => {
    const g = new SectsAndVioletsGame(cast({ 9: "vortox" })).toNight(1);
    const s = step(g, "mathematician", "Dan");
    // The Clockmaker and the Dreamer come before the Mathematician on Night 1.
    expect(s.suggestedTold).toBe("2 players' abilities worked abnormally since dawn.");
    expect(s.because).toEqual([
      "Ann (Clockmaker) was told false information: the Vortox lives.",
      "Ben (Dreamer) was told false information: the Vortox lives.",
    ]);
    expect(s.mustBeFalse).toBe(true);
  });

  it("counts the day's Savant recorded while poisoned", () => {
    const g = toDay1(new SectsAndVioletsGame(cast({ 4: "savant" })));
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Eve"), token: { characterId: null, text: "Poisoned" } });
    g.must({
      type: "clocktower.dayAbility",
      ability: { kind: "savant", seatId: g.id("Eve"), statements: ["Jo is evil.", "Ann is the Sage."] },
    });
    expect(g.rules.dayAbilities?.["2"]?.savant).toMatchObject({
      statements: ["Jo is evil.", "Ann is the Sage."],
      malfunctioning: true,
    });
    toNextNight(g);
    expect(step(g, "mathematician", "Dan", 2).because).toContain(
      "Eve (Savant) used their ability today drunk or poisoned.",
    );
  });
});

describe("the Dreamer, the Snake Charmer and the Seamstress", () => {
  it("the Dreamer learns the chosen player's character and one of the other alignment", () => {
    const g = new SectsAndVioletsGame().toNight(1);
    record(g, 1, "dreamer", "Ben", ["Jo"]);
    const s = step(g, "dreamer", "Ben");
    expect(s.suggestedTold).toMatch(/^Jo is the .+ or the .+\.$/);
    expect(s.suggestedTold).toContain("No Dashii");
    expect(s.because).toEqual(["Jo is in fact the No Dashii."]);
  });

  it("the Snake Charmer's check: the chosen player is the Demon or not", () => {
    const g = new SectsAndVioletsGame().toNight(1);
    record(g, 1, "snakecharmer", "Cat", ["Ann"]);
    expect(step(g, "snakecharmer", "Cat").suggestedTold).toBe("Ann is not the Demon: nothing happens.");
    record(g, 1, "snakecharmer", "Cat", ["Jo"]);
    expect(step(g, "snakecharmer", "Cat").suggestedTold).toBe(
      "Jo is the Demon (No Dashii): you swap characters and alignments.",
    );
  });

  it("the Seamstress learns whether two players are of the same alignment, once per game", () => {
    const g = new SectsAndVioletsGame(cast({ 1: "seamstress" })).toNight(1);
    record(g, 1, "seamstress", "Ben", ["Jo", "Hal"]);
    expect(step(g, "seamstress", "Ben").suggestedTold).toBe("Yes: Jo and Hal are of the same alignment.");
    record(g, 1, "seamstress", "Ben", ["Jo", "Ann"]);
    expect(step(g, "seamstress", "Ben").suggestedTold).toBe("No: Jo and Ann are not of the same alignment.");
    toNextNight(toDay1Again(g));
    const second = g.run(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Ann"), g.id("Cat")] } },
      { actor: as(g, "Ben") },
    );
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.error).toContain("already used on Night 1");
  });
});

/** From Night 1 already started: on to Day 1. */
function toDay1Again(g: G) {
  g.advance(24 * HOUR);
  g.must({ type: "clocktower.startDay" }, { force: true });
  return g;
}

describe("the Sage", () => {
  it("killed by the Demon, is shown two players, one of them the Demon; not killed, does not wake", () => {
    const g = toNextNight(toDay1(new SectsAndVioletsGame(cast({ 5: "sage" }))));
    expect(step(g, "sage", "Fay", 2).notActing).toBe("Fay (Sage) was not killed tonight: they do not wake.");
    record(g, 2, "nodashii", "Jo", ["Fay"]);
    const s = step(g, "sage", "Fay", 2);
    expect(s.proposed?.seats).toContain(g.id("Jo"));
    expect(s.proposed?.seats).toHaveLength(2);
    expect(s.suggestedTold).toMatch(/^The Demon is (Jo or .+|.+ or Jo)\.$/);
    expect(s.because).toEqual(["Jo (No Dashii) killed them."]);
  });
});

describe("the Artist", () => {
  it("asks once per game: a second use on a later day is refused with why", () => {
    const g = toDay1(new SectsAndVioletsGame(cast({ 4: "artist" })));
    g.must({
      type: "clocktower.dayAbility",
      ability: { kind: "artist", seatId: g.id("Eve"), question: "Is Jo the Demon?", answer: true },
    });
    expect(g.rules.dayAbilities?.["2"]?.artist).toMatchObject({ question: "Is Jo the Demon?", answer: true });
    toNextNight(g);
    g.advance(24 * HOUR);
    g.must({ type: "clocktower.startDay" }, { force: true });
    const again = g.run(
      { type: "clocktower.dayAbility", ability: { kind: "artist", seatId: g.id("Eve"), question: "Is Hal evil?" } },
      { force: true },
    );
    expect(again).toMatchObject({
      ok: false,
      error: "Eve already asked their question as the Artist on Day 1: once per game.",
    });
  });
});
