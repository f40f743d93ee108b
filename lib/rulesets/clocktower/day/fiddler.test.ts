import { said } from "./fixtures/day-fixtures";
import { render } from "../../../i18n/render";
import { describe, expect, it } from "vitest";
import { sayDeep } from "@/test/say";
import type { DayCommand } from "./";
import { ForumGame } from "../grimoire/testing";
import { winChecks } from "../grimoire/grimoire";

// Seats: PlagueSimp (Sailor), Whysper (Innkeeper), Thepigeonnyc, CRichard, Eggyolk (Fool), Nightingale (Lunatic),
// Dolby (Goon), Kiiruma (Mastermind), Amelia (Zombuul, the Demon).
const RULE =
  "“Once per game, at night, the Demon secretly chooses a player of an opposing alignment; All players then vote which of these two wins the game.”";

function nightTwo() {
  const g = new ForumGame();
  g.must({ type: "clocktower.setFabled", characterIds: ["fiddler"] });
  g.must({ type: "clocktower.startNight" });
  g.must({ type: "clocktower.startDay" });
  g.must({ type: "clocktower.markDead", seatId: g.id("Whysper"), cause: "executed" }, { force: true });
  g.must({ type: "clocktower.startNight" }, { force: true });
  return g;
}
const day = (g: ForumGame, command: DayCommand, force = true) => g.must({ type: "clocktower.day", command }, { force });
const vote = (g: ForumGame, voter: string, nominee: string) =>
  day(g, { type: "day.vote", voter: g.id(voter), nominee: g.id(nominee) });

/** Night 2: the Demon chooses Dolby; Day 2 is the Fiddler's vote. */
function fiddlerDay() {
  const g = nightTwo();
  g.must({ type: "clocktower.fiddler", demonSeatId: g.id("Amelia"), chosen: g.id("Dolby") });
  g.must({ type: "clocktower.startDay" });
  g.hours(24);
  return g;
}

describe(`Fiddler: ${RULE}`, () => {
  it("the day after the Demon's choice, the town votes between the two: in seat order, the Demon not named", () => {
    const g = fiddlerDay();
    const pub = g.pub().day!;
    expect(pub.fiddler).toEqual([g.id("Dolby"), g.id("Amelia")]);
    expect(pub.nominations.map((n) => [n.nominator, n.nominee])).toEqual([
      ["storyteller", g.id("Dolby")],
      ["storyteller", g.id("Amelia")],
    ]);
    expect(render(pub.count.majoritySentence, "en")).toBe(
      "The Fiddler's vote: every player, alive or dead, votes for which of the two wins the game; the most votes wins.",
    );
    expect(JSON.stringify(pub)).not.toMatch(/demon|zombuul/i);
    // No nominations today.
    const nominate = g.run({
      type: "clocktower.day",
      command: { type: "day.nominate", nominator: g.id("PlagueSimp"), nominee: g.id("CRichard") },
    });
    expect(nominate).toMatchObject({
      ok: true,
      warnings: expect.arrayContaining(["Today is the Fiddler's vote: there are no nominations."]),
    });
  });

  it("every player votes, the dead without spending a token; the most votes wins with their team", () => {
    const g = fiddlerDay();
    for (const v of ["PlagueSimp", "Whysper", "Thepigeonnyc", "CRichard", "Eggyolk"]) vote(g, v, "Dolby");
    for (const v of ["Kiiruma", "Amelia", "Nightingale"]) vote(g, v, "Amelia");
    const row = (n: string) => g.pub().day!.count.rows.find((r) => r.nominee === g.id(n))!;
    expect(row("Dolby").voters).toContain(g.id("Whysper"));
    expect([row("Dolby").total, row("Amelia").total]).toEqual([5, 3]);
    day(g, { type: "day.resolve" });
    const result = g.game.rules.days!["2"]!.result!;
    expect(result).toMatchObject({
      executed: null,
      ghostVotesSpent: [],
      fiddler: { candidates: [g.id("Dolby"), g.id("Amelia")], winner: g.id("Dolby") },
    });
    expect(render(result.summary, "en")).toBe(
      "The Fiddler's vote: Dolby 5, Amelia 3. Dolby wins the vote: their team wins the game.",
    );
    expect(g.rules.seats[g.id("Whysper")]!.ghostVoteSpent).toBeFalsy();
    expect(sayDeep(winChecks(g.game))).toContainEqual({
      winner: "good",
      reason: "Dolby wins the Fiddler's vote: good wins.",
    });
    expect(g.run({ type: "clocktower.endGame", winner: "evil" })).toMatchObject({
      ok: true,
      warnings: [expect.any(String)],
    });
    g.must({ type: "clocktower.endGame", winner: "good" });
  });

  it("the Demon winning the vote: evil wins; a tie: good wins (“In the event of a tie, Good wins.”)", () => {
    const evil = fiddlerDay();
    vote(evil, "Kiiruma", "Amelia");
    day(evil, { type: "day.resolve" });
    expect(sayDeep(winChecks(evil.game))).toContainEqual({
      winner: "evil",
      reason: "Amelia wins the Fiddler's vote: evil wins.",
    });
    const tie = fiddlerDay();
    vote(tie, "Kiiruma", "Amelia");
    vote(tie, "PlagueSimp", "Dolby");
    day(tie, { type: "day.resolve" });
    expect(render(tie.game.rules.days!["2"]!.result!.summary, "en")).toBe(
      "The Fiddler's vote: Dolby 1, Amelia 1. A tie.",
    );
    expect(sayDeep(winChecks(tie.game))).toContainEqual({
      winner: "good",
      reason: "The Fiddler's vote is tied: “In the event of a tie, Good wins.”",
    });
  });

  it("checks the choice: the Fiddler in play, by night, once per game, the Demon, an opposing player", () => {
    const g = nightTwo();
    expect(
      said(g.run({ type: "clocktower.fiddler", demonSeatId: g.id("Amelia"), chosen: g.id("Amelia") })),
    ).toMatchObject({
      ok: false,
      error: "The Demon chooses another player.",
    });
    expect(
      said(g.run({ type: "clocktower.fiddler", demonSeatId: g.id("Kiiruma"), chosen: g.id("Amelia") })),
    ).toMatchObject({
      ok: true,
      warnings: ["Kiiruma is not the Demon.", "Amelia is evil like the Demon: choose an opposing player."],
    });
    expect(
      said(
        g.run(
          { type: "clocktower.fiddler", demonSeatId: g.id("Amelia"), chosen: g.id("Dolby") },
          { actor: { kind: "player", seatId: g.id("Amelia") } },
        ),
      ),
    ).toEqual({ ok: false, error: "Only the storyteller can do this." });
    g.must({ type: "clocktower.fiddler", demonSeatId: g.id("Amelia"), chosen: g.id("Dolby") });
    expect(
      said(g.run({ type: "clocktower.fiddler", demonSeatId: g.id("Amelia"), chosen: g.id("PlagueSimp") })),
    ).toMatchObject({
      warnings: ["Once per game: the Demon already chose on Night 2. This replaces that choice."],
    });
    g.must({ type: "clocktower.setFabled", characterIds: [] });
    g.must({ type: "clocktower.startDay" });
    expect(
      said(g.run({ type: "clocktower.fiddler", demonSeatId: g.id("Amelia"), chosen: g.id("PlagueSimp") })),
    ).toMatchObject({
      warnings: [
        "The Fiddler is not in play: add it to the fabled first.",
        `It is day 2: ${RULE}`,
        "Once per game: the Demon already chose on Night 2. This replaces that choice.",
      ],
    });
    // A day without the Demon's choice the night before is an ordinary day.
    g.must({ type: "clocktower.startNight" }, { force: true });
    g.must({ type: "clocktower.startDay" });
    expect(g.pub().day!.fiddler).toBeNull();
  });
});
