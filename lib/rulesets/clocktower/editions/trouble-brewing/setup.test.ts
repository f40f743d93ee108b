import { describe, expect, it } from "vitest";
import { createRng } from "@/lib/game/rng";
import { render } from "@/lib/i18n/render";
import { engine } from "@/lib/registry";
import { nightSheet } from "../../night/night-sheet";
import { malfunctions } from "../../night/resolve";
import { bagStatus } from "../../setup/bag";
import { RED_HERRING, isRedHerring, proposeRedHerring } from "./setup";
import { TB_BLUFFS, TB_CAST, TroubleBrewingGame, troubleBrewingScript } from "./testing";

const castWith = (seat: number, characterId: string) => TB_CAST.map((c, i) => (i === seat ? characterId : c));
/** Gus (seat 7) holds the Drunk instead of the Saint. */
const DRUNK_CAST = castWith(6, "drunk");
/** Ivy (seat 9) holds the Spy instead of the Scarlet Woman. */
const SPY_CAST = castWith(8, "spy");
const townsfolk = troubleBrewingScript()
  .characters.filter((c) => c.team === "townsfolk")
  .map((c) => c.id);
const redHerrings = (g: TroubleBrewingGame) =>
  Object.entries(g.rules.seats).flatMap(([id, s]) => s.reminders.filter(isRedHerring).map(() => id));
const redealWarnings = (g: TroubleBrewingGame, extra: Record<string, unknown>) => {
  const assignments = Object.fromEntries(Object.entries(g.rules.seats).map(([id, s]) => [id, s.characterId]));
  const d = g.run(
    { type: "clocktower.deal", mode: "manual", assignments, bluffs: TB_BLUFFS, ...extra },
    { force: true },
  );
  if (!d.ok) throw new Error(String(d.error));
  // Only the words on the Drunk and the red herring (not the redeal's, nor the cast's team counts).
  return (d as { warnings: string[] }).warnings.filter(
    (w) => !w.startsWith("Characters are already dealt") && !/ required\.$/.test(w),
  );
};

describe("the Drunk's believed Townsfolk", () => {
  it("is proposed at the deal: a Townsfolk on the script, neither in play nor a bluff", () => {
    const g = new TroubleBrewingGame(DRUNK_CAST);
    const believes = g.rules.seats[g.id("Gus")]!.drunk?.believesId;
    expect(believes).toBeDefined();
    expect(townsfolk).toContain(believes);
    expect(DRUNK_CAST).not.toContain(believes);
    expect(TB_BLUFFS).not.toContain(believes);
  });

  it("is the storyteller's choice at a manual deal, warned when it is a bluff, in play or not a Townsfolk", () => {
    const g = new TroubleBrewingGame(DRUNK_CAST, undefined, { drunk: "librarian" });
    expect(g.rules.seats[g.id("Gus")]!.drunk).toEqual({ believesId: "librarian" });
    expect(redealWarnings(g, { drunk: "chef" })).toEqual(["Chef is one of the Demon's bluffs."]);
    expect(redealWarnings(g, { drunk: "empath" })).toEqual(["Empath is in play."]);
    expect(redealWarnings(g, { drunk: "baron" })).toEqual([
      "Baron is not a Townsfolk: the Drunk believes they are a Townsfolk.",
    ]);
    expect(redealWarnings(g, { drunk: "librarian" })).toEqual([]);
  });

  it("is accepted by a random deal: whoever draws the Drunk believes it", () => {
    const g = new TroubleBrewingGame(DRUNK_CAST);
    g.must({ type: "clocktower.setBag", characterIds: DRUNK_CAST }, { force: true });
    g.must({ type: "clocktower.deal", mode: "random", drunk: "ravenkeeper" }, { force: true });
    const drunk = g.seatOf("drunk");
    expect(g.rules.seats[drunk]!.drunk).toEqual({ believesId: "ravenkeeper" });
    expect(Object.values(g.rules.seats).filter((s) => s.drunk)).toHaveLength(1);
  });

  it("is what their role message names: the player never reads that they are the Drunk", () => {
    const g = new TroubleBrewingGame(DRUNK_CAST, undefined, { drunk: "librarian" });
    const m = g.own("Gus").roleMessage!;
    expect(m.character).toMatchObject({ id: "librarian", name: "Librarian", team: "townsfolk" });
    expect(m.alignment).toBe("good");
    expect(render(m.text, "en")).toContain("Librarian");
    expect(JSON.stringify(g.own("Gus"))).not.toMatch(/drunk/i);
  });

  it("changes with setDrunk; until one is chosen the message waits and the storyteller is reminded", () => {
    const g = new TroubleBrewingGame();
    g.must({ type: "clocktower.setCharacter", seatId: g.id("Gus"), characterId: "drunk" });
    expect(g.own("Gus").roleMessage).toBeNull();
    expect(g.mod().hints).toContain(
      "Choose the Townsfolk Gus (the Drunk) believes they are: their role message waits for it.",
    );
    const d = g.run({ type: "clocktower.setDrunk", seatId: g.id("Ann"), believesId: "imp" });
    expect(d.ok && d.warnings).toEqual([
      "Ann is not the Drunk.",
      "Imp is not a Townsfolk: the Drunk believes they are a Townsfolk.",
      "Imp is in play.",
    ]);
    g.must({ type: "clocktower.setDrunk", seatId: g.id("Gus"), believesId: "investigator" });
    expect(g.own("Gus").roleMessage!.character.name).toBe("Investigator");
    expect(g.mod().hints.join(" ")).not.toMatch(/the Drunk/);
    expect(g.run({ type: "clocktower.setDrunk", seatId: g.id("Gus"), believesId: "nobody" }).ok).toBe(false);
  });

  it("acts at the believed Townsfolk's place in the night order, named for the storyteller, always malfunctioning", () => {
    const g = new TroubleBrewingGame(DRUNK_CAST, undefined, { drunk: "librarian" });
    g.must({ type: "clocktower.startNight" });
    const sheet = nightSheet(g.game, 1);
    const ids = sheet.steps.map((s) => s.stepId);
    expect(ids.indexOf("librarian")).toBeGreaterThan(ids.indexOf("washerwoman"));
    expect(ids.indexOf("librarian")).toBeLessThan(ids.indexOf("empath"));
    const step = sheet.steps.find((s) => s.stepId === "librarian")!;
    expect(step.seatId).toBe(g.id("Gus"));
    expect(render(step.name, "en")).toBe("Librarian (the Drunk)");
    expect(render(step.name, "ja")).toBe("Librarian（実は Drunk）");
    expect(step.warnings.map((w) => render(w, "en"))).toContain(
      "The Drunk: they believe they are the Librarian. Their ability does nothing; what you tell them may be false.",
    );
    expect(step.notActing).not.toBeNull();
    expect(malfunctions(g.rules.seats, g.id("Gus"))).toBe(true);
    expect(malfunctions(g.rules.seats, g.id("Ann"))).toBe(false);
    // The Drunk has no step of their own.
    expect(ids).not.toContain("drunk");
    // The storyteller records it like any step.
    g.must({
      type: "clocktower.recordStep",
      night: 1,
      stepId: "librarian",
      seatId: g.id("Gus"),
      choice: {},
      told: "One of Ann and Ben is the Saint.",
      done: true,
    });
    expect(g.own("Gus").ledger).toEqual([{ night: 1, text: "One of Ann and Ben is the Saint." }]);
  });
});

describe("the Fortune Teller's red herring", () => {
  it("is placed at the deal on one good player when a Fortune Teller is in play", () => {
    const g = new TroubleBrewingGame();
    const [seat, ...more] = redHerrings(g);
    expect(more).toEqual([]);
    expect(g.rules.seats[seat!]!.alignment).toBe("good");
    expect(g.rules.seats[seat!]!.reminders).toEqual([RED_HERRING]);
    expect(g.mod().hints.join(" ")).not.toMatch(/red herring/);
  });

  it("is proposed at random among the good players, the Fortune Teller included", () => {
    const good = ["a", "b", "c", "ft"];
    const picked = new Set(Array.from({ length: 60 }, (_, i) => proposeRedHerring(good, createRng(`s${i}`))));
    expect([...picked].sort()).toEqual([...good].sort());
    expect(proposeRedHerring([], createRng("x"))).toBeNull();
  });

  it("is the storyteller's choice at the deal, warned on an evil player", () => {
    const g = new TroubleBrewingGame();
    expect(redealWarnings(g, { redHerring: g.id("Cat") })).toEqual([]);
    expect(redHerrings(g)).toEqual([g.id("Cat")]);
    expect(redealWarnings(g, { redHerring: g.id("Jo") })).toEqual([
      "Jo is not good: the red herring is a good player.",
    ]);
  });

  it("moves with setRedHerring (one token in the grimoire), and is not placed without a Fortune Teller", () => {
    const g = new TroubleBrewingGame();
    g.must({ type: "clocktower.setRedHerring", seatId: g.id("Ann") });
    expect(redHerrings(g)).toEqual([g.id("Ann")]);
    g.must({ type: "clocktower.setRedHerring", seatId: g.id("Ben") });
    expect(redHerrings(g)).toEqual([g.id("Ben")]);
    const evil = g.run({ type: "clocktower.setRedHerring", seatId: g.id("Hal") });
    expect(evil.ok && evil.warnings).toEqual(["Hal is not good: the red herring is a good player."]);
    g.must({ type: "clocktower.removeReminder", seatId: g.id("Ben"), token: RED_HERRING });
    expect(g.mod().hints).toContain("Choose the Fortune Teller's red herring: a good player.");

    const none = new TroubleBrewingGame(castWith(2, "chef"), undefined, { bluffs: ["soldier", "mayor", "monk"] });
    expect(redHerrings(none)).toEqual([]);
    expect(none.mod().hints.join(" ")).not.toMatch(/red herring/);
    const w = none.run({ type: "clocktower.setRedHerring", seatId: none.id("Ann") });
    expect(w.ok && w.warnings).toEqual(["No Fortune Teller is in play."]);
  });
});

describe("the Baron", () => {
  it("makes the bag ask for two more Outsiders (and two fewer Townsfolk), from the fixture's setup text", () => {
    const pool = { script: troubleBrewingScript(), extraCharacters: [] };
    const without = bagStatus(pool, { characterIds: ["poisoner", "imp"], setupChoices: {} }, 10);
    const withBaron = bagStatus(pool, { characterIds: ["baron", "imp"], setupChoices: {} }, 10);
    expect(without.required).toMatchObject({ townsfolk: 7, outsider: 0, minion: 2, demon: 1 });
    expect(withBaron.required).toMatchObject({ townsfolk: 5, outsider: 2, minion: 2, demon: 1 });
    expect(withBaron.effects).toMatchObject([{ characterId: "baron", choices: [2], chosen: 2 }]);
  });

  it("fills a random bag with two Outsiders", () => {
    const g = new TroubleBrewingGame();
    g.must({ type: "clocktower.setBag", characterIds: ["baron", "imp"], fill: true });
    const script = troubleBrewingScript();
    const team = (id: string) => script.characters.find((c) => c.id === id)!.team;
    expect(g.rules.bag!.characterIds.filter((id) => team(id) === "outsider")).toHaveLength(2);
    expect(g.rules.bag!.characterIds.filter((id) => team(id) === "townsfolk")).toHaveLength(5);
  });
});

describe("the Spy's link shows the Grimoire", () => {
  const spyGame = () => new TroubleBrewingGame(SPY_CAST);

  it("by night, to the Spy only: every seat's name, character, alignment, life and reminders", () => {
    const g = spyGame();
    expect(g.own("Ivy").spyGrimoire).toBeNull();
    g.must({ type: "clocktower.startNight" });
    const seen = g.own("Ivy").spyGrimoire!;
    expect(seen.night).toBe(1);
    expect(seen.seats.map((s) => [s.name, s.characterName, s.alignment, s.alive])).toEqual(
      ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"].map((name, i) => [
        name,
        ["Washerwoman", "Empath", "Fortune Teller", "Monk", "Undertaker", "Virgin", "Saint", "Poisoner", "Spy", "Imp"][
          i
        ],
        i >= 7 ? "evil" : "good",
        true,
      ]),
    );
    const herring = redHerrings(g)[0]!;
    expect(seen.seats.find((s) => s.seatId === herring)!.reminders).toEqual([
      { characterId: "fortuneteller", characterName: "Fortune Teller", text: "Red Herring" },
    ]);
    // As it stands when read: a token placed now shows at once; notes never do.
    g.must({ type: "clocktower.setNote", seatId: g.id("Ann"), note: "private note" });
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Ben"), token: { characterId: "monk", text: "Safe" } });
    const now = g.own("Ivy").spyGrimoire!;
    expect(now.seats.find((s) => s.name === "Ben")!.reminders.map((r) => r.text)).toEqual(["Safe"]);
    expect(JSON.stringify(now)).not.toContain("private note");
    for (const name of ["Ann", "Hal", "Jo"]) expect(g.own(name).spyGrimoire).toBeNull();
    expect(JSON.stringify(engine.publicView(g.state, g.now))).not.toMatch(/Red Herring|"alignment"|spyGrimoire/);
  });

  it("names the Drunk's believed Townsfolk beside the Drunk", () => {
    const g = new TroubleBrewingGame(
      castWith(6, "drunk").map((c, i) => (i === 8 ? "spy" : c)),
      undefined,
      {
        drunk: "librarian",
      },
    );
    g.must({ type: "clocktower.startNight" });
    const gus = g.own("Ivy").spyGrimoire!.seats.find((s) => s.name === "Gus")!;
    expect(gus).toMatchObject({ characterId: "drunk", believes: { id: "librarian", name: "Librarian" } });
  });

  it("not by day, nor while the Spy is poisoned or dead", () => {
    const g = spyGame();
    g.must({ type: "clocktower.startNight" });
    const poison = { characterId: "poisoner", text: "Poisoned", from: g.id("Hal") };
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Ivy"), token: poison });
    expect(g.own("Ivy").spyGrimoire).toBeNull();
    g.must({ type: "clocktower.removeReminder", seatId: g.id("Ivy"), token: poison });
    expect(g.own("Ivy").spyGrimoire).not.toBeNull();
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    expect(g.own("Ivy").spyGrimoire).toBeNull();
    g.must({ type: "clocktower.startNight" });
    expect(g.own("Ivy").spyGrimoire!.night).toBe(2);
    g.must({ type: "clocktower.markDead", seatId: g.id("Ivy"), cause: "night", by: "imp" }, { force: true });
    expect(g.own("Ivy").spyGrimoire).toBeNull();
  });
});
