import { describe, expect, it } from "vitest";
import { sayAll, sayDeep } from "@/test/say";
import { render } from "@/lib/i18n/render";
import { nightSheet } from "../../night/night-sheet";
import { dawnSummary } from "../../night/dawn";
import { malfunctions } from "../../night/resolve";
import { winChecks } from "../../grimoire/grimoire";
import { stepKey } from "../../state";
import { SectsAndVioletsGame } from "./testing";

// Seats: Ann, Ben, Cat, Dan, Eve, Fay, Gus, Hal, Ivy, Jo.
// Default cast: clockmaker, dreamer, snakecharmer, mathematician, flowergirl, towncrier, juggler, witch, pithag, nodashii.
type G = SectsAndVioletsGame;
const night = (g: G) => g.rules.phase!.number;
const choose = (g: G, stepId: string, seat: string, seats: string[], character?: string) =>
  g.run(
    {
      type: "clocktower.recordStep",
      night: night(g),
      stepId,
      seatId: g.id(seat),
      choice: { seats: seats.map((x) => g.id(x)), ...(character ? { character } : {}) },
      done: true,
    },
    { force: true },
  );
const step = (g: G, stepId: string, seat: string) =>
  sayDeep(nightSheet(g.game, night(g)).steps.find((s) => s.key === stepKey(stepId, g.id(seat)))!);
const dawn = (g: G) => sayAll(dawnSummary(g.game)!);
const character = (g: G, name: string) => g.rules.seats[g.id(name)]!.characterId;
const alignment = (g: G, name: string) => g.rules.seats[g.id(name)]!.alignment;
/** Applies a step's proposed effects as the storyteller would with one click (the ticked ones). */
const apply = (g: G, stepId: string, seat: string) => {
  const s = nightSheet(g.game, night(g)).steps.find((x) => x.key === stepKey(stepId, g.id(seat)))!;
  g.must({
    type: "clocktower.applyEffects",
    night: night(g),
    stepId,
    seatId: g.id(seat),
    effects: s.effects.filter((e) => !e.off).map((e) => e.effect),
  });
};
const changes = (g: G, name: string) => g.own(name).changes.map((c) => [c.night, render(c.text, "en")]);

describe("the Pit-Hag", () => {
  it("turns the chosen player into a character not in play; applied, undone and told on the player's link", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    choose(g, "pithag", "Ivy", ["Ben"], "oracle");
    expect(step(g, "pithag", "Ivy").effects).toEqual([
      {
        effect: { kind: "character", seatId: g.id("Ben"), characterId: "oracle", was: "dreamer" },
        reason: "Ben becomes the Oracle (the Pit-Hag's choice).",
      },
    ]);
    apply(g, "pithag", "Ivy");
    expect(character(g, "Ben")).toBe("oracle");
    // Ben's link says it, in Ben's own history; nobody else's does.
    expect(changes(g, "Ben")).toEqual([[2, "You are now the Oracle."]]);
    expect(changes(g, "Ann")).toEqual([]);
    // The sheet keeps the row of the character Ben held at dusk.
    expect(step(g, "dreamer", "Ben").stepId).toBe("dreamer");
    g.must({ type: "undo" });
    expect(character(g, "Ben")).toBe("dreamer");
    expect(changes(g, "Ben")).toEqual([]);
  });

  it("a character in play: nothing happens, and the storyteller is told why", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    const r = choose(g, "pithag", "Ivy", ["Ben"], "juggler");
    expect(r.ok && r.warnings.join(" ")).toContain("The Juggler is in play: nothing happens.");
    expect(step(g, "pithag", "Ivy").effects).toEqual([]);
  });

  it("a second Demon made tonight: the dawn proposes no deaths and says why; the Demon's kill is offered unticked", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    choose(g, "pithag", "Ivy", ["Ben"], "vortox");
    choose(g, "nodashii", "Jo", ["Dan"]);
    expect(step(g, "pithag", "Ivy").effects.map((e) => e.reason)).toEqual([
      "Ben becomes the Vortox (the Pit-Hag's choice): a new Demon, so tonight's deaths are the storyteller's to choose.",
    ]);
    const d = dawn(g);
    expect(d.deaths).toEqual([]);
    expect(d.spared.map((s) => [s.name, s.spared])).toEqual([
      [
        "Dan",
        [
          "The Pit-Hag made Ben a Demon tonight: deaths tonight are arbitrary. No death is proposed; tick whoever you choose to die.",
        ],
      ],
    ]);
    expect(d.hints).toContain(
      "The Pit-Hag made Ben a Demon tonight: deaths tonight are arbitrary. No death is proposed; tick whoever you choose to die.",
    );
  });

  it("a drunk or poisoned Pit-Hag makes nobody a Demon: the kill is proposed as usual", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Ivy"),
      token: { characterId: null, text: "Poisoned" },
    });
    choose(g, "pithag", "Ivy", ["Ben"], "vortox");
    choose(g, "nodashii", "Jo", ["Dan"]);
    expect(dawn(g).deaths.map((x) => x.name)).toEqual(["Dan"]);
  });
});

describe("the Snake Charmer", () => {
  it("choosing the Demon: they swap characters and alignments, the old Demon is poisoned; both links told", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    choose(g, "snakecharmer", "Cat", ["Jo"]);
    expect(step(g, "snakecharmer", "Cat").effects.map((e) => e.reason)).toEqual([
      "Cat (Snake Charmer) chose the Demon: they become the No Dashii.",
      "Jo, the Demon, becomes the Snake Charmer.",
      "Cat is now on the evil side.",
      "Jo is now on the good side.",
      "Jo, the old Demon, is poisoned for the rest of the game.",
      // The No Dashii is now Cat: its poison moves at once to Cat's nearest Townsfolk, for the steps after this one.
      "Ann is no longer a nearest Townsfolk of the No Dashii: the poison leaves them.",
      "Gus is no longer a nearest Townsfolk of the No Dashii: the poison leaves them.",
      "Dan is a nearest Townsfolk of Cat (No Dashii): poisoned while the No Dashii lives.",
      "Ben is a nearest Townsfolk of Cat (No Dashii): poisoned while the No Dashii lives.",
    ]);
    expect(step(g, "dreamer", "Ben").mayBeFalse).toBe(true);
    apply(g, "snakecharmer", "Cat");
    expect([character(g, "Cat"), alignment(g, "Cat")]).toEqual(["nodashii", "evil"]);
    expect([character(g, "Jo"), alignment(g, "Jo")]).toEqual(["snakecharmer", "good"]);
    expect(malfunctions(g.rules.seats, g.id("Jo"))).toBe(true);
    expect(changes(g, "Cat")).toEqual([[2, "You are now the No Dashii (evil)."]]);
    expect(changes(g, "Jo")).toEqual([[2, "You are now the Snake Charmer (good)."]]);
    // Tonight's rows stay as they were at dusk; from the next night each acts as their new character.
    expect(step(g, "snakecharmer", "Cat").effects).toHaveLength(9);
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    const rows = nightSheet(g.game, 3).steps.map((s) => s.key);
    expect(rows).toContain(stepKey("nodashii", g.id("Cat")));
    expect(rows).toContain(stepKey("snakecharmer", g.id("Jo")));
    // The old Demon, now a poisoned Snake Charmer, swaps nothing.
    choose(g, "snakecharmer", "Jo", ["Cat"]);
    expect(step(g, "snakecharmer", "Jo").effects.every((e) => e.off)).toBe(true);
  });

  it("choosing the Demon before the Demon's turn: the new Demon's kill tonight lands (the row stays the old Demon's)", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    choose(g, "snakecharmer", "Cat", ["Jo"]);
    apply(g, "snakecharmer", "Cat");
    // Cat, the No Dashii now, chose Eve; the storyteller records it on the No Dashii's row (Jo's at dusk).
    choose(g, "nodashii", "Jo", ["Eve"]);
    expect(dawn(g).deaths.map((d) => [d.name, d.reason])).toEqual([["Eve", "Jo (No Dashii) chose them."]]);
    expect(dawn(g).spared).toEqual([]);
  });

  it("the swap tells the evil team nothing: each keeps the team they learnt at the deal, the new Demon learns none", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    choose(g, "snakecharmer", "Cat", ["Jo"]);
    apply(g, "snakecharmer", "Cat");
    const role = (name: string) => render(g.own(name).roleMessage!.text, "en");
    expect(role("Hal")).toContain("- Jo: Demon");
    expect(role("Hal")).not.toContain("Cat");
    expect(role("Ivy")).toContain("- Jo: Demon");
    expect(role("Cat")).toContain("Cat, you are the No Dashii.");
    expect(role("Cat")).not.toMatch(/Hal|Ivy|bluff/);
    expect(role("Jo")).toContain("Jo, you are the Snake Charmer.");
    expect(role("Jo")).not.toMatch(/Hal|Ivy|bluff/);
  });

  it("choosing anyone else: nothing changes", () => {
    const g = new SectsAndVioletsGame().toNight(1);
    choose(g, "snakecharmer", "Cat", ["Hal"]);
    expect(step(g, "snakecharmer", "Cat").effects).toEqual([]);
  });
});

const FANG_GU = [
  "clockmaker",
  "dreamer",
  "snakecharmer",
  "mathematician",
  "flowergirl",
  "towncrier",
  "mutant",
  "klutz",
  "witch",
  "fanggu",
];

describe("the Fang Gu", () => {
  it("its first kill of an Outsider: the Outsider becomes an evil Fang Gu and the Fang Gu dies instead; once only", () => {
    const g = new SectsAndVioletsGame(FANG_GU).toNight(2);
    choose(g, "fanggu", "Jo", ["Gus"]);
    expect(step(g, "fanggu", "Jo").effects.map((e) => [e.effect, e.reason])).toEqual([
      [
        { kind: "character", seatId: g.id("Gus"), characterId: "fanggu", was: "mutant" },
        "Gus is an Outsider the Fang Gu attacks for the first time: they become the Fang Gu.",
      ],
      [{ kind: "alignment", seatId: g.id("Gus"), alignment: "evil" }, "Gus is now on the evil side."],
      [
        { kind: "place", seatId: g.id("Gus"), token: { characterId: "fanggu", text: "Once" } },
        "The Fang Gu's jump is used (Gus).",
      ],
    ]);
    expect(dawn(g).deaths.map((d) => [d.name, d.reason])).toEqual([
      ["Jo", "Jo (Fang Gu) chose the Outsider Gus: the Fang Gu dies instead."],
    ]);
    apply(g, "fanggu", "Jo");
    // The new Fang Gu lives: the game goes on after the old one's death.
    expect(dawn(g).winChecksAfter.filter((w) => w.winner === "good")).toEqual([]);
    g.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id("Jo"), cause: "night", by: "fanggu" }] });
    expect(changes(g, "Gus")).toEqual([[2, "You are now the Fang Gu (evil)."]]);
    expect(winChecks(g.game)).toEqual([]);
    // The next Outsider it attacks simply dies.
    g.must({ type: "clocktower.startNight" });
    choose(g, "fanggu", "Gus", ["Hal"]);
    expect(step(g, "fanggu", "Gus").effects).toEqual([]);
    expect(dawn(g).deaths.map((d) => d.name)).toEqual(["Hal"]);
  });

  it("an Outsider protected from its kill is not killed: no jump, the Fang Gu lives, the kill is spared", () => {
    const g = new SectsAndVioletsGame(FANG_GU).toNight(2);
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Gus"), token: { characterId: null, text: "Safe" } });
    choose(g, "fanggu", "Jo", ["Gus"]);
    expect(step(g, "fanggu", "Jo").effects).toEqual([]);
    const d = dawn(g);
    expect(d.deaths).toEqual([]);
    expect(d.spared.map((s) => s.name)).toEqual(["Gus"]);
  });

  it("a poisoned Fang Gu does not jump (nor kill)", () => {
    const g = new SectsAndVioletsGame(FANG_GU).toNight(2);
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Jo"), token: { characterId: null, text: "Poisoned" } });
    choose(g, "fanggu", "Jo", ["Gus"]);
    expect(step(g, "fanggu", "Jo").effects.every((e) => e.off)).toBe(true);
    expect(dawn(g).deaths).toEqual([]);
  });
});

describe("the Philosopher", () => {
  const CAST = [
    "philosopher",
    "dreamer",
    "sage",
    "mathematician",
    "flowergirl",
    "towncrier",
    "juggler",
    "witch",
    "pithag",
    // Not the No Dashii: its poison would hold Ann, its nearest Townsfolk (evil.test.ts).
    "fanggu",
  ];

  it("choosing the Sage: gains its ability (a row at the Sage's place) and the Sage in play is drunk while they have it", () => {
    const g = new SectsAndVioletsGame(CAST).toNight(1);
    choose(g, "philosopher", "Ann", [], "sage");
    expect(step(g, "philosopher", "Ann").effects.map((e) => [e.effect, e.reason])).toEqual([
      [
        { kind: "place", seatId: g.id("Ann"), token: { characterId: "sage", text: "Is The Philosopher" } },
        "Ann gains the Sage's ability (the Philosopher's choice).",
      ],
      [
        { kind: "place", seatId: g.id("Cat"), token: { characterId: "philosopher", text: "Drunk", from: g.id("Ann") } },
        "Cat holds the Sage the Philosopher chose: drunk while the Philosopher has the ability.",
      ],
    ]);
    apply(g, "philosopher", "Ann");
    expect(malfunctions(g.rules.seats, g.id("Cat"))).toBe(true);
    g.toNight(2);
    const sage = step(g, "sage", "Ann");
    expect(sage.name).toBe("Philosopher (as Sage)");
    expect(sage.warnings.some((w) => String(w).includes("holds"))).toBe(false);
    // The ability is used once: another choice on a later night is warned.
    const r = choose(g, "philosopher", "Ann", [], "dreamer");
    expect(r.ok && r.warnings.join(" ")).toContain("The ability was already used on Night 1.");
  });

  it("an evil character is refused", () => {
    const g = new SectsAndVioletsGame(CAST).toNight(1);
    const r = choose(g, "philosopher", "Ann", [], "witch");
    expect(r.ok && r.warnings.join(" ")).toContain("Choose a good character (a Townsfolk or an Outsider).");
  });

  it("the Philosopher's death ends the Sage's drunkenness", () => {
    const g = new SectsAndVioletsGame(CAST).toNight(1);
    choose(g, "philosopher", "Ann", [], "sage");
    apply(g, "philosopher", "Ann");
    g.must({ type: "clocktower.markDead", seatId: g.id("Ann"), cause: "night" }, { force: true });
    expect(malfunctions(g.rules.seats, g.id("Cat"))).toBe(false);
  });
});
