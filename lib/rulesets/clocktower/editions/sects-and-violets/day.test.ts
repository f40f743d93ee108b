import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/game/ruleset";
import { render } from "@/lib/i18n/render";
import { SectsAndVioletsGame, SV_CAST } from "./testing";

// Seats: Ann, Ben, Cat, Dan, Eve, Fay, Gus (Juggler), Hal (Witch), Ivy (Pit-Hag), Jo (No Dashii).
const HOUR = 3_600_000;
type G = SectsAndVioletsGame;
const as = (g: G, name: string): Actor => ({ kind: "player", seatId: g.id(name) });
const toDay = (g: G) => {
  g.must({ type: "clocktower.startNight" }, { force: true });
  g.advance(24 * HOUR);
  g.must({ type: "clocktower.startDay" }, { force: true });
  g.advance(12 * HOUR);
  return g;
};

describe("the Juggler's link", () => {
  it("offers the guesses on their first day only, and shows them once sent", () => {
    const g = toDay(new SectsAndVioletsGame());
    expect(g.own("Gus").svDay).toEqual({ juggler: { mayGuess: true, guesses: [] }, told: [] });
    // Nobody else has the form.
    expect(g.own("Ann").svDay).toBeNull();
    g.must(
      {
        type: "clocktower.dayAbility",
        ability: { kind: "juggler", guesses: [{ seatId: g.id("Jo"), characterId: "nodashii" }] },
      },
      { actor: as(g, "Gus") },
    );
    expect(g.own("Gus").svDay?.juggler).toEqual({
      mayGuess: true,
      guesses: [{ seatId: g.id("Jo"), characterId: "nodashii" }],
    });
    g.advance(36 * HOUR);
    toDay(g);
    // On a later day they may not guess again; their guesses stay shown.
    expect(g.own("Gus").svDay?.juggler).toEqual({
      mayGuess: false,
      guesses: [{ seatId: g.id("Jo"), characterId: "nodashii" }],
    });
  });

  it("a storyteller's record of guesses on a later day is warned (they may force it)", () => {
    const g = toDay(new SectsAndVioletsGame());
    g.advance(36 * HOUR);
    toDay(g);
    const d = g.run({
      type: "clocktower.dayAbility",
      ability: { kind: "juggler", seatId: g.id("Gus"), guesses: [{ seatId: g.id("Jo"), characterId: "nodashii" }] },
    });
    expect(d).toMatchObject({
      ok: true,
      warnings: ["Gus's first day as the Juggler was Day 1: the guesses are made on that day only."],
    });
  });

  it("refuses a guess of an unknown character or the same player twice", () => {
    const g = toDay(new SectsAndVioletsGame());
    const twice = g.run(
      {
        type: "clocktower.dayAbility",
        ability: {
          kind: "juggler",
          guesses: [
            { seatId: g.id("Jo"), characterId: "nodashii" },
            { seatId: g.id("Jo"), characterId: "vortox" },
          ],
        },
      },
      { actor: as(g, "Gus") },
    );
    expect(twice).toMatchObject({ ok: false, error: "Jo is guessed twice: one guess per player." });
  });
});

describe("the Savant and the Artist on their links", () => {
  it("each reads only what they were told", () => {
    const g = toDay(new SectsAndVioletsGame(SV_CAST.map((c, i) => (i === 0 ? "savant" : i === 1 ? "artist" : c))));
    g.must({
      type: "clocktower.dayAbility",
      ability: { kind: "savant", seatId: g.id("Ann"), statements: ["Jo is evil.", "Hal is the Sage."] },
    });
    g.must({
      type: "clocktower.dayAbility",
      ability: { kind: "artist", seatId: g.id("Ben"), question: "Is Jo the Demon?", answer: true },
    });
    const savant = g.own("Ann").svDay!.told.map((x) => ({ day: x.day, text: render(x.text, "en") }));
    expect(savant).toEqual([
      {
        day: 1,
        text: "You learn: \u201cJo is evil.\u201d and \u201cHal is the Sage.\u201d. One is true, one is false.",
      },
    ]);
    expect(render(g.own("Ben").svDay!.told[0]!.text, "ja")).toBe("「Is Jo the Demon?」という質問の答え：はい。");
    expect(g.own("Cat").svDay).toBeNull();
    // A player cannot record the Savant's statements.
    const d = g.run(
      {
        type: "clocktower.dayAbility",
        ability: { kind: "savant", seatId: g.id("Ann"), statements: ["a", "b"] },
      },
      { actor: as(g, "Ann") },
    );
    expect(d.ok).toBe(false);
  });
});
