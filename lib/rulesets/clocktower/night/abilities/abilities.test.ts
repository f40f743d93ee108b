import { describe, expect, it } from "vitest";
import { ForumGame } from "../../grimoire/testing";
import { nightSheet as nightSheetOf } from "../night-sheet";
import { abilityState } from "./state";
import type { Actor } from "../../../../game/ruleset";
import { render } from "@/lib/i18n/render";
import type { Phrase } from "@/lib/i18n/message";
import { sayAll } from "@/test/say";
// The rules speak in messages: these tests read their words in English.
const nightSheet = (...a: Parameters<typeof nightSheetOf>) => sayAll(nightSheetOf(...a));

const en = (p: Phrase) => render(p, "en");

const as = (g: ForumGame, name: string): Actor => ({ kind: "player", seatId: g.id(name) });
// Seats: PlagueSimp, Whysper, Thepigeonnyc, CRichard, Eggyolk, Nightingale, Dolby, Kiiruma, Amelia.
const CAST = ["sailor", "courtier", "professor", "gambler", "fool", "goon", "tinker", "assassin", "po"];

/** A game at night `n` (Night 1, then a day and a night each). */
function atNight(n: number, cast = CAST) {
  const g = new ForumGame(cast);
  g.must({ type: "clocktower.startNight" });
  for (let i = 1; i < n; i++) {
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" });
  }
  return g;
}
const submit = (g: ForumGame, name: string, seats: string[], character?: string) =>
  g.run(
    {
      type: "clocktower.submitNightAction",
      choice: { seats: seats.map((s) => g.id(s)), ...(character ? { character } : {}) },
    },
    { actor: as(g, name) },
  );
const enter = (g: ForumGame, name: string, seats: string[], character?: string) =>
  g.run({
    type: "clocktower.submitNightAction",
    seatId: g.id(name),
    choice: { seats: seats.map((s) => g.id(s)), ...(character ? { character } : {}) },
  });

describe("Po: “Each night*, you may choose a player: they die. If your last choice was no one, choose 3 players tonight.”", () => {
  it("an uncharged Po may not choose three; after choosing no one, it chooses exactly three", () => {
    const g = atNight(2);
    const three = ["PlagueSimp", "Whysper", "Thepigeonnyc"];
    expect(submit(g, "Amelia", three)).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^Choose no one or 1 player: 3 players only after a night choosing no one\. The Po: “Each night\*/,
      ),
    });
    // The storyteller is warned, and the sheet warns about a submission that breaks the rule.
    expect(enter(g, "Amelia", three)).toMatchObject({
      ok: true,
      warnings: [expect.stringMatching(/^Choose no one or 1/)],
    });
    g.must(
      { type: "clocktower.submitNightAction", seatId: g.id("Amelia"), choice: { seats: three.map((s) => g.id(s)) } },
      { force: true },
    );
    expect(
      nightSheet(g.game, 2)
        .steps.find((s) => s.stepId === "po")!
        .warnings.map(en),
    ).toContainEqual(expect.stringMatching(/^The submitted choice breaks a rule: Choose no one or 1 player/));
    expect(submit(g, "Amelia", [])).toMatchObject({ ok: true, warnings: [] });
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    expect(abilityState(g.game, g.id("Amelia"), "po", 3).charged).toBe(true);
    expect(g.own("Amelia", g.now).nightAction!.shape.seats).toEqual({ min: 3, max: 3 });
    expect(submit(g, "Amelia", ["PlagueSimp"])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The last choice was no one, so choose 3 players tonight\./),
    });
    expect(submit(g, "Amelia", three)).toMatchObject({ ok: true, warnings: [] });
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    expect(abilityState(g.game, g.id("Amelia"), "po", 4).charged).toBe(false);
  });

  it("a night with nothing sent counts as choosing no one", () => {
    const g = atNight(3);
    expect(abilityState(g.game, g.id("Amelia"), "po", 3).charged).toBe(true);
  });
});

describe("Assassin: “Once per game, at night*, choose a player: they die, even if for some reason they could not.”", () => {
  it("after using the ability the Assassin is refused; the storyteller is warned", () => {
    const g = atNight(2);
    expect(submit(g, "Kiiruma", ["PlagueSimp"])).toMatchObject({ ok: true, warnings: [] });
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    expect(abilityState(g.game, g.id("Kiiruma"), "assassin", 3).usedOn).toBe(2);
    expect(submit(g, "Kiiruma", ["Whysper"])).toMatchObject({
      ok: false,
      error:
        "The ability was already used on Night 2. The Assassin: “Once per game, at night*, choose a player: they die, even if for some reason they could not.”",
    });
    expect(enter(g, "Kiiruma", ["Whysper"])).toMatchObject({
      ok: true,
      warnings: [expect.stringMatching(/already used on Night 2/)],
    });
    // Choosing no one is always allowed.
    expect(submit(g, "Kiiruma", [])).toMatchObject({ ok: true, warnings: [] });
  });

  it("a storyteller's record of “no one” overrides a submission: the ability is not used", () => {
    const g = atNight(2);
    submit(g, "Kiiruma", ["PlagueSimp"]);
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "assassin",
      seatId: g.id("Kiiruma"),
      choice: {},
      done: true,
    });
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    expect(submit(g, "Kiiruma", ["Whysper"])).toMatchObject({ ok: true });
  });
});

describe("Courtier: “Once per game, at night, choose a character: they are drunk for 3 nights & 3 days.”", () => {
  it("a character chosen on Night 1 uses it up", () => {
    const g = atNight(1);
    expect(submit(g, "Whysper", [], "po")).toMatchObject({ ok: true, warnings: [] });
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    expect(submit(g, "Whysper", [], "assassin")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The ability was already used on Night 1\. The Courtier:/),
    });
  });
});

describe("Professor: “Once per game, at night*, choose a dead player: if they are a Townsfolk, they are resurrected.”", () => {
  it("only players dead at the start of the night (the forum note), once per game", () => {
    const g = atNight(1);
    g.must({ type: "clocktower.markDead", seatId: g.id("PlagueSimp"), cause: "night" }, { force: true });
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    // Killed tonight: dead now, but not at the start of the night.
    g.must({ type: "clocktower.markDead", seatId: g.id("Eggyolk"), cause: "night" }, { force: true });
    expect(abilityState(g.game, g.id("Thepigeonnyc"), "professor", 2).deadAtDusk).toEqual([g.id("PlagueSimp")]);
    expect(submit(g, "Thepigeonnyc", ["Eggyolk"])).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^Eggyolk was not dead at the start of the night: only players dead when the night began may be chosen\. The Professor:/,
      ),
    });
    expect(submit(g, "Thepigeonnyc", ["PlagueSimp"])).toMatchObject({ ok: true, warnings: [] });
  });
});

describe("Gambler: “Each night*, choose a player & guess their character: if you guess wrong you die.”", () => {
  it("a player without a guess is refused", () => {
    const g = atNight(2);
    expect(submit(g, "CRichard", ["Amelia"])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Guess a character for the chosen player\. The Gambler:/),
    });
    expect(submit(g, "CRichard", ["Amelia"], "po")).toMatchObject({ ok: true, warnings: [] });
  });
});

describe("Zombuul: “Each night*, if no-one died today, choose a player: they die.”", () => {
  it("someone died today: the Zombuul chooses no one", () => {
    const cast = ["sailor", "courtier", "professor", "gambler", "fool", "goon", "tinker", "assassin", "zombuul"];
    const g = new ForumGame(cast);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "ability", by: "tinker" });
    g.must({ type: "clocktower.startNight" });
    expect(submit(g, "Amelia", ["PlagueSimp"])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Dolby died today, so no one is chosen tonight\. The Zombuul:/),
    });
  });
});

describe("Godfather: “If 1 died today, choose a player tonight: they die.”", () => {
  it("no Outsider died today: the storyteller is warned on the sheet, the player is not told (it would reveal a type)", () => {
    const cast = ["sailor", "courtier", "professor", "gambler", "fool", "goon", "tinker", "godfather", "po"];
    const g = atNight(2, cast);
    expect(submit(g, "Kiiruma", ["PlagueSimp"])).toMatchObject({ ok: true, warnings: [] });
    expect(JSON.stringify(g.own("Kiiruma", g.now))).not.toMatch(/No Outsider died/);
    expect(
      nightSheet(g.game, 2)
        .steps.find((s) => s.stepId === "godfather")!
        .warnings.map(en),
    ).toContainEqual(expect.stringMatching(/No Outsider died today/));
    expect(enter(g, "Kiiruma", ["PlagueSimp"])).toMatchObject({
      ok: true,
      warnings: [expect.stringMatching(/^No Outsider died today/)],
    });
  });
});
