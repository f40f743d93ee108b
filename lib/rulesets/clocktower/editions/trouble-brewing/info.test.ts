import { describe, expect, it } from "vitest";
import { sayAll } from "@/test/say";
import { nightSheet as nightSheetOf } from "../../night/night-sheet";
import { clocktowerEventSchema } from "../../commands";
import { evilPairs, pingProposal } from "./info";
import { TB_CAST, TroubleBrewingGame } from "./testing";

// The rules speak in messages: these tests read their words in English.
const nightSheet = (...a: Parameters<typeof nightSheetOf>) => sayAll(nightSheetOf(...a));
// Seats: Ann, Ben, Cat, Dan, Eve, Fay, Gus, Hal, Ivy, Jo (TB_NAMES), each holding the cast's character.
const step = (g: TroubleBrewingGame, night: number, stepId: string) => {
  const s = nightSheet(g.game, night).steps.find((x) => x.stepId === stepId);
  if (!s) throw new Error(`no ${stepId} step on night ${night}`);
  return s;
};
/** The default cast with some seats' characters replaced: { 0: "investigator" }. */
const cast = (changes: Record<number, string>) => TB_CAST.map((c, i) => changes[i] ?? c);
function night1(characters = TB_CAST) {
  // The red herring on Eve, whom no Fortune Teller test chooses (the deal would pick one at random).
  const g = new TroubleBrewingGame(characters, undefined, (id) => ({ redHerring: id("Eve") }));
  g.must({ type: "clocktower.startNight" });
  return g;
}
/**
 * The game with a traveller, Kit, in the grimoire (the fixture's script has no travellers to add by
 * command): the sheet reads the state, so the traveller sits where Kit's seat is, after Jo.
 */
function withTraveller(g: TroubleBrewingGame, alignment: "good" | "evil") {
  const kit = { characterId: "scapegoat", alignment, traveller: true, alive: true, reminders: [] };
  return { ...g.game, rules: { ...g.rules, seats: { ...g.rules.seats, [g.id("Kit")]: kit } } };
}
/** Night 1 to Night 2 with nobody dying; `day` runs on Day 1. */
function night2(characters = TB_CAST, day: (g: TroubleBrewingGame) => void = () => {}) {
  const g = night1(characters);
  g.must({ type: "clocktower.confirmDawn", deaths: [] }, { force: true });
  day(g);
  g.must({ type: "clocktower.startNight" }, { force: true });
  return g;
}
const record = (
  g: TroubleBrewingGame,
  night: number,
  stepId: string,
  seat: string,
  extra: Record<string, unknown> = {},
  force = true,
) =>
  g.run(
    { type: "clocktower.recordStep", night, stepId, seatId: g.id(seat), choice: {}, done: false, ...extra },
    { force },
  );

/**
 * A ping's proposal: two distinct players in seat order, neither the informer, one of them `shown`
 * (when given) and holding `character`; told as proposed. Returns the two names.
 */
function expectPing(
  g: TroubleBrewingGame,
  stepId: string,
  informer: string,
  character: string,
  name: string,
  shown?: string,
) {
  const s = step(g, 1, stepId);
  const seats = s.proposed!.seats!;
  const order = g.game.core.seats.map((x) => x.id);
  expect(seats).toHaveLength(2);
  expect(new Set(seats).size).toBe(2);
  expect([...seats].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(seats);
  expect(seats).not.toContain(g.id(informer));
  expect(s.proposed!.character).toBe(character);
  if (shown) expect(seats).toContain(g.id(shown));
  else expect(seats.some((id) => g.rules.seats[id]!.characterId === character)).toBe(true);
  const names = seats.map((id) => g.game.core.seats.find((x) => x.id === id)!.name);
  expect(s.suggestedTold).toBe(`One of ${names[0]} and ${names[1]} is the ${name}.`);
  return names;
}

describe("Trouble Brewing's first-night pings", () => {
  it("the Washerwoman: a Townsfolk and one other player proposed, in seat order, the storyteller picking", () => {
    const g = night1();
    const ww = step(g, 1, "washerwoman");
    expect(ww.form).toMatchObject({
      storytellerPicks: true,
      tell: true,
      noOne: false,
      players: { min: 2, max: 2 },
      character: { required: true },
    });
    expect(ww.form.players!.candidates).not.toContain(g.id("Ann"));
    const townsfolk = ["empath", "fortuneteller", "monk", "undertaker", "virgin"];
    const shown = ww.proposed!.character!;
    expect(townsfolk).toContain(shown);
    expectPing(g, "washerwoman", "Ann", shown, g.rules.script!.characters.find((c) => c.id === shown)!.name);
    // The same proposal each time the sheet is read.
    expect(step(g, 1, "washerwoman").proposed).toEqual(ww.proposed);
    expect(ww.registrations).toEqual([]);
    expect(ww.mayBeFalse).toBe(false);
  });

  it("the Washerwoman told what the storyteller picked instead", () => {
    const g = night1();
    expect(
      record(g, 1, "washerwoman", "Ann", { choice: { seats: [g.id("Gus"), g.id("Fay")], character: "virgin" } }, false),
    ).toMatchObject({ ok: true, warnings: [] });
    expect(step(g, 1, "washerwoman").suggestedTold).toBe("One of Gus and Fay is the Virgin.");
  });

  it("the proposal shows no pattern: over many seeds the true player is named first or second, the other anyone", () => {
    const g = night1();
    const read = (id: string) => {
      const seat = g.rules.seats[id]!;
      return {
        characterId: seat.characterId,
        team: g.rules.script!.characters.find((c) => c.id === seat.characterId)!.team,
        alignment: seat.alignment,
      };
    };
    const order = g.game.core.seats.map((x) => x.id);
    const firstTrue = new Set<boolean>();
    const others = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const p = pingProposal(g.game, g.id("Ann"), "townsfolk", read, [], `seed ${i}`)!;
      expect(pingProposal(g.game, g.id("Ann"), "townsfolk", read, [], `seed ${i}`)).toEqual(p);
      const truth = p.seats!.filter((id) => g.rules.seats[id]!.characterId === p.character);
      expect(truth.length).toBeGreaterThan(0);
      firstTrue.add(p.seats![0] === truth[0] && truth.length === 1);
      for (const id of p.seats!) if (!truth.includes(id)) others.add(id);
      expect(p.seats).not.toContain(g.id("Ann"));
      expect([...p.seats!].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(p.seats);
    }
    expect(firstTrue).toEqual(new Set([true, false]));
    expect(others.size).toBeGreaterThan(3);
    // Nobody of the team: no proposal.
    expect(pingProposal(g.game, g.id("Ann"), "outsider", () => read(g.id("Ann")), [], "s")).toBeNull();
  });

  it("the Investigator is shown a Minion; the Spy asked about, and read as a Townsfolk, is not one", () => {
    const g = night1(cast({ 0: "investigator", 7: "spy" }));
    let inv = step(g, 1, "investigator");
    expect(["spy", "scarletwoman"]).toContain(inv.proposed!.character);
    expect(inv.registrations).toMatchObject([
      { seatId: g.id("Hal"), characterId: "spy", asks: "character", answer: null },
    ]);
    expect(inv.registrations[0]!.characters).toEqual(expect.arrayContaining(["spy", "virgin", "saint"]));
    expect(inv.registrations[0]!.characters).not.toContain("imp");
    expect(inv.warnings).toContain(
      "How does Hal (the Spy) register for the Investigator? Until you say, they register as themselves.",
    );
    // The storyteller answers: the Spy registers as the Virgin for the Investigator.
    expect(
      record(g, 1, "investigator", "Ann", { registrations: [{ seatId: g.id("Hal"), characterId: "virgin" }] }, false),
    ).toMatchObject({ ok: true, warnings: [] });
    expect(g.rules.nights!["1"]!.steps[`investigator@${g.id("Ann")}`]!.registrations).toEqual([
      { seatId: g.id("Hal"), characterId: "virgin" },
    ]);
    // The stored event carries the answer, schema-checked as the store reads it.
    const stored = clocktowerEventSchema.parse(g.events.at(-1)!.event);
    expect(stored).toMatchObject({
      type: "ClocktowerStepRecorded",
      registrations: [{ seatId: g.id("Hal"), characterId: "virgin" }],
    });
    expect(
      clocktowerEventSchema.safeParse({ ...stored, registrations: [{ seatId: g.id("Hal"), alignment: "neutral" }] })
        .success,
    ).toBe(false);
    inv = step(g, 1, "investigator");
    expect(inv.registrations[0]!.answer).toEqual({ seatId: g.id("Hal"), characterId: "virgin" });
    // The Scarlet Woman is now the only Minion the Investigator reads.
    expectPing(g, "investigator", "Ann", "scarletwoman", "Scarlet Woman", "Ivy");
    expect(inv.warnings.some((w) => w.startsWith("How does"))).toBe(false);
  });

  it("the Washerwoman shown the Spy, registered as a Townsfolk (the answered seat is the one proposed)", () => {
    const g = night1(cast({ 7: "spy" }));
    expect(step(g, 1, "washerwoman").registrations.map((q) => q.seatId)).toEqual([g.id("Hal")]);
    record(g, 1, "washerwoman", "Ann", { registrations: [{ seatId: g.id("Hal"), characterId: "chef" }] });
    expectPing(g, "washerwoman", "Ann", "chef", "Chef", "Hal");
  });

  it("a registration is checked: only the Spy or the Recluse, only as what they may show as", () => {
    const g = night1(cast({ 7: "spy" }));
    const notSpy = record(
      g,
      1,
      "washerwoman",
      "Ann",
      { registrations: [{ seatId: g.id("Ben"), characterId: "chef" }] },
      false,
    );
    expect(notSpy).toMatchObject({ ok: true });
    expect((notSpy as { warnings: string[] }).warnings).toEqual([
      "Ben is not the Spy or the Recluse: only they register as something else.",
    ]);
    const asDemon = record(
      g,
      1,
      "washerwoman",
      "Ann",
      { registrations: [{ seatId: g.id("Hal"), characterId: "imp" }] },
      false,
    );
    expect((asDemon as { warnings: string[] }).warnings).toEqual(["Hal (the Spy) does not register as the Imp."]);
    expect(
      record(g, 1, "washerwoman", "Ann", { registrations: [{ seatId: g.id("Hal"), characterId: "nobody" }] }).ok,
    ).toBe(false);
    expect(
      record(g, 1, "washerwoman", "Ann", { registrations: [{ seatId: g.id("Hal"), alignment: "neutral" }] }).ok,
    ).toBe(false);
  });

  it("the Librarian with no Outsider in play proposes zero; with one, that Outsider", () => {
    const g = night1(cast({ 0: "librarian", 6: "soldier" }));
    const lib = step(g, 1, "librarian");
    expect(lib.proposed).toBeNull();
    expect(lib.suggestedTold).toBe("There are zero Outsiders in play.");
    expect(lib.form).toMatchObject({ noOne: true, players: { min: 0, max: 2 }, character: { required: false } });

    const withSaint = night1(cast({ 0: "librarian" }));
    expectPing(withSaint, "librarian", "Ann", "saint", "Saint", "Gus");
  });

  it("the Librarian's Recluse registered as a Minion hides the only Outsider: zero", () => {
    const g = night1(cast({ 0: "librarian", 6: "recluse" }));
    expectPing(g, "librarian", "Ann", "recluse", "Recluse", "Gus");
    record(g, 1, "librarian", "Ann", { registrations: [{ seatId: g.id("Gus"), characterId: "poisoner" }] });
    expect(step(g, 1, "librarian").suggestedTold).toBe("There are zero Outsiders in play.");
  });
});

describe("the Chef", () => {
  it("counts pairs of neighbouring evil players around the table", () => {
    expect(evilPairs(["good", "evil", "evil", "evil", "good"])).toBe(2);
    expect(evilPairs(["evil", "good", "good", "evil"])).toBe(1);
    expect(evilPairs(["evil", "good", "evil", "good"])).toBe(0);
    expect(evilPairs(["evil", "evil"])).toBe(1);
  });

  it("Hal, Ivy and Jo (evil, side by side) make 2 pairs; a Recluse next to them registered evil makes 3", () => {
    const g = night1(cast({ 0: "chef", 6: "recluse" }));
    const chef = step(g, 1, "chef");
    expect(chef.form).toMatchObject({ players: null, tell: true });
    expect(chef.suggestedTold).toBe("2 pairs of evil players sit next to each other.");
    expect(chef.registrations.map((q) => [q.seatName, q.asks])).toEqual([["Gus", "alignment"]]);
    record(g, 1, "chef", "Ann", { registrations: [{ seatId: g.id("Gus"), alignment: "evil" }] });
    expect(step(g, 1, "chef").suggestedTold).toBe("3 pairs of evil players sit next to each other.");
  });

  it("a traveller is left out of the circle: the players on either side of them are neighbours", () => {
    // Ann the Poisoner, Ivy the Scarlet Woman, Jo the Imp: Ivy-Jo and Jo-Ann (around the table) are 2 pairs.
    const g = new TroubleBrewingGame(cast({ 0: "poisoner", 7: "chef" }));
    g.must({ type: "seat.add", name: "Kit" });
    g.ids.Kit = g.state.core.seats.at(-1)!.id;
    // Kit, a good traveller, sits between Jo and Ann.
    g.must({ type: "clocktower.startNight" });
    // Counted as a player, the good Kit would break the Jo-Ann pair.
    expect(nightSheet(withTraveller(g, "good"), 1).steps.find((x) => x.stepId === "chef")!.suggestedTold).toBe(
      "2 pairs of evil players sit next to each other.",
    );
  });

  it("the dead count: a dead evil player still sits between the others", () => {
    // Ann the Chef; evil at Ben (Poisoner) and Cat (Imp), Ben dead (skipping him would leave no pair).
    const g = night1(cast({ 0: "chef", 1: "poisoner", 2: "imp", 7: "mayor", 9: "soldier" }));
    g.must({ type: "clocktower.markDead", seatId: g.id("Ben"), cause: "ability" }, { force: true });
    expect(step(g, 1, "chef").suggestedTold).toBe("1 pair of evil players sit next to each other.");
  });
});

describe("the Empath", () => {
  // Ann the Empath between Jo (the Imp) and Ben (the Saint); Cat the Poisoner.
  const EMPATH = cast({ 0: "empath", 1: "saint", 2: "poisoner", 6: "washerwoman", 7: "fortuneteller" });

  it("counts the evil among the two living neighbours", () => {
    const g = night1(EMPATH);
    expect(step(g, 1, "empath").suggestedTold).toBe("1 of your living neighbours is evil.");
  });

  it("skips a neighbour the Demon killed earlier tonight: the next living player counts", () => {
    const g = night2(EMPATH);
    expect(step(g, 2, "empath").suggestedTold).toBe("1 of your living neighbours is evil.");
    record(g, 2, "imp", "Jo", { kills: [{ seatId: g.id("Ben"), cause: "night" }] });
    expect(step(g, 2, "empath").suggestedTold).toBe("2 of your living neighbours are evil.");
  });

  it("skips the dead at dusk and travellers: past them, the nearest living player counts", () => {
    // Ann the Empath; on her left Kit, a good traveller, then Jo (the Imp), then Ivy (good here).
    const g = new TroubleBrewingGame(EMPATH);
    g.must({ type: "seat.add", name: "Kit" });
    g.ids.Kit = g.state.core.seats.at(-1)!.id;
    g.must({ type: "clocktower.setAlignment", seatId: g.id("Ivy"), alignment: "good" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    const empath = (night: number) =>
      nightSheet(withTraveller(g, "good"), night).steps.find((x) => x.stepId === "empath")!.suggestedTold;
    // Not Kit (who would make it 0) but Jo the Imp, and Ben the Saint.
    expect(empath(1)).toBe("1 of your living neighbours is evil.");
    g.must({ type: "clocktower.confirmDawn", deaths: [] }, { force: true });
    g.must({ type: "clocktower.markDead", seatId: g.id("Jo"), cause: "executed" }, { force: true });
    g.must({ type: "clocktower.startNight" }, { force: true });
    // Jo dead at dusk: past Kit and Jo, Ivy is the nearest living player on that side.
    expect(empath(2)).toBe("Neither of your living neighbours is evil.");
  });

  it("a poisoned Empath is told the count, marked: the information may be false", () => {
    const g = night1(EMPATH);
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Ann"),
      token: { characterId: "poisoner", text: "Poisoned" },
    });
    const e = step(g, 1, "empath");
    expect(e.mayBeFalse).toBe(true);
    expect(e.warnings).toContain(
      "Ann is drunk or poisoned at their turn: the Empath's information may be false (you may give any answer).",
    );
    expect(e.suggestedTold).toBe("1 of your living neighbours is evil.");
    // A sober Fortune Teller is not marked.
    expect(step(g, 1, "fortuneteller").mayBeFalse).toBe(false);
  });
});

describe("the Fortune Teller", () => {
  it("chooses two players; yes when one is the Demon", () => {
    const g = night1();
    const ft = step(g, 1, "fortuneteller");
    expect(ft.shape).toMatchObject({ seats: { min: 2, max: 2 } });
    expect(ft.form).toMatchObject({ tell: true, players: { min: 2, max: 2 } });
    expect(ft.suggestedTold).toBeNull();
    record(g, 1, "fortuneteller", "Cat", { choice: { seats: [g.id("Ann"), g.id("Jo")] } });
    expect(step(g, 1, "fortuneteller").suggestedTold).toBe("Yes: one of them is the Demon.");
    record(g, 1, "fortuneteller", "Cat", { choice: { seats: [g.id("Ann"), g.id("Ben")] } });
    expect(step(g, 1, "fortuneteller").suggestedTold).toBe("No: neither of them is the Demon.");
  });

  it("the red herring reads as the Demon", () => {
    const g = night1();
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Ben"),
      token: { characterId: "fortuneteller", text: "Red Herring" },
    });
    g.must({
      type: "clocktower.submitNightAction",
      seatId: g.id("Cat"),
      choice: { seats: [g.id("Ann"), g.id("Ben")] },
    });
    expect(step(g, 1, "fortuneteller").suggestedTold).toBe("Yes: one of them is the Demon.");
  });

  it("asks how a chosen Recluse registers; registered as the Imp, yes", () => {
    const g = night1(cast({ 6: "recluse" }));
    record(g, 1, "fortuneteller", "Cat", { choice: { seats: [g.id("Ann"), g.id("Gus")] } });
    let ft = step(g, 1, "fortuneteller");
    expect(ft.suggestedTold).toBe("No: neither of them is the Demon.");
    expect(ft.registrations.map((q) => q.seatName)).toEqual(["Gus"]);
    record(g, 1, "fortuneteller", "Cat", {
      choice: { seats: [g.id("Ann"), g.id("Gus")] },
      registrations: [{ seatId: g.id("Gus"), characterId: "imp" }],
    });
    ft = step(g, 1, "fortuneteller");
    expect(ft.suggestedTold).toBe("Yes: one of them is the Demon.");
  });
});

describe("the Undertaker", () => {
  it("after a day without an execution, does not wake (the step says so)", () => {
    const g = night2();
    const u = step(g, 2, "undertaker");
    expect(u.notActing).toBe("Nobody was executed today: Eve does not wake tonight.");
    expect(u.warnings).toContain("Nobody was executed today: Eve does not wake tonight.");
    expect(u.suggestedTold).toBeNull();
  });

  it("learns the character executed today", () => {
    const g = night2(TB_CAST, (d) =>
      d.must({ type: "clocktower.markDead", seatId: d.id("Fay"), cause: "executed" }, { force: true }),
    );
    const u = step(g, 2, "undertaker");
    expect(u.notActing).toBeNull();
    expect(u.suggestedTold).toBe("Today's executed player was the Virgin.");
  });

  it("an executed Spy: the step asks how they register", () => {
    const g = night2(cast({ 7: "spy" }), (d) =>
      d.must({ type: "clocktower.markDead", seatId: d.id("Hal"), cause: "executed" }, { force: true }),
    );
    expect(step(g, 2, "undertaker").suggestedTold).toBe("Today's executed player was the Spy.");
    record(g, 2, "undertaker", "Eve", { registrations: [{ seatId: g.id("Hal"), characterId: "monk" }] });
    expect(step(g, 2, "undertaker").suggestedTold).toBe("Today's executed player was the Monk.");
  });
});

describe("the Ravenkeeper", () => {
  it("learns the chosen player's character", () => {
    const g = night2(cast({ 3: "ravenkeeper" }));
    // The Ravenkeeper wakes only on the night they are killed (editions/trouble-brewing/night.ts).
    record(g, 2, "imp", "Jo", { choice: { seats: [g.id("Dan")] } });
    const rk = step(g, 2, "ravenkeeper");
    expect(rk.form).toMatchObject({ tell: true, players: { min: 1, max: 1 } });
    expect(rk.suggestedTold).toBeNull();
    record(g, 2, "ravenkeeper", "Dan", { choice: { seats: [g.id("Jo")] } });
    expect(step(g, 2, "ravenkeeper").suggestedTold).toBe("Jo is the Imp.");
  });
});
