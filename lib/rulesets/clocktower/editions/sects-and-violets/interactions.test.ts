/**
 * The interactions that trip storytellers (issue "Sects & Violets kept like Bad Moon Rising"), each played
 * through the grimoire as a host would. Those tested elsewhere: the Pit-Hag's second Demon's arbitrary deaths
 * (night.test.ts), the Snake Charmer's swap with the Vortox marking the information (win.test.ts), the
 * Philosopher gaining the Sage (night.test.ts), the Vigormortis killing the Cerenovus (evil.test.ts), the
 * Evil Twin with the Vortox's day without an execution (evil.test.ts, win.test.ts).
 */
import { describe, expect, it } from "vitest";
import { sayAll, sayDeep } from "@/test/say";
import { render } from "@/lib/i18n/render";
import { nightSheet } from "../../night/night-sheet";
import { dawnSummary } from "../../night/dawn";
import { malfunctions } from "../../night/resolve";
import { winChecks } from "../../grimoire/grimoire";
import { stepKey } from "../../state";
import { SectsAndVioletsGame, sectsAndVioletsScript, SV_NAMES, svCast } from "./testing";

// Seats: Ann, Ben, Cat, Dan, Eve, Fay, Gus, Hal, Ivy, Jo (Jo and Ann are neighbours round the circle).
type G = SectsAndVioletsGame;
const HOUR = 3_600_000;
const night = (g: G) => g.rules.phase!.number;
const choose = (g: G, stepId: string, seat: string, seats: string[], more: Record<string, unknown> = {}) =>
  g.run(
    {
      type: "clocktower.recordStep",
      night: night(g),
      stepId,
      seatId: g.id(seat),
      choice: { seats: seats.map((x) => g.id(x)), ...(more.character ? { character: more.character } : {}) },
      ...(more.registrations ? { registrations: more.registrations } : {}),
      done: true,
    },
    { force: true },
  );
const rawStep = (g: G, stepId: string, seat: string) =>
  nightSheet(g.game, night(g)).steps.find((s) => s.key === stepKey(stepId, g.id(seat)))!;
const step = (g: G, stepId: string, seat: string) => sayDeep(rawStep(g, stepId, seat));
const apply = (g: G, stepId: string, seat: string) =>
  g.must({
    type: "clocktower.applyEffects",
    night: night(g),
    stepId,
    seatId: g.id(seat),
    effects: rawStep(g, stepId, seat)
      .effects.filter((e) => !e.off)
      .map((e) => e.effect),
  });
const dawn = (g: G) => sayAll(dawnSummary(g.game)!);
const confirmDawn = (g: G, deaths = dawnSummary(g.game)!.deaths) =>
  g.must({
    type: "clocktower.confirmDawn",
    deaths: deaths.map((x) => ({ seatId: x.seatId, cause: x.cause, ...(x.by ? { by: x.by } : {}) })),
  });
const checks = (g: G) => winChecks(g.game).map((w) => [w.winner, render(w.reason, "en")]);
const day = (g: G, command: Record<string, unknown>, force = false) =>
  g.run({ type: "clocktower.day", command }, { force });
const seat = (g: G, name: string) => [g.rules.seats[g.id(name)]!.characterId, g.rules.seats[g.id(name)]!.alignment];
const cast = svCast;

describe("a Pit-Hag making a second Demon", () => {
  it("the game goes on while either Demon lives; from the next night the new Demon kills and its rule holds", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    choose(g, "pithag", "Ivy", ["Ben"], { character: "vortox" });
    apply(g, "pithag", "Ivy");
    // The Pit-Hag keeps the player's alignment: a good Vortox.
    expect(seat(g, "Ben")).toEqual(["vortox", "good"]);
    // Tonight's deaths are arbitrary: the storyteller chooses none.
    confirmDawn(g, []);
    g.advance(12 * HOUR);
    expect(day(g, { type: "day.resolve", executeAtOnce: g.id("Jo") }, true).ok).toBe(true);
    // The No Dashii executed: the Vortox lives, so good has not won.
    expect(checks(g).filter(([w]) => w === "good")).toEqual([]);
    g.must({ type: "clocktower.startNight" }, { force: true });
    expect(step(g, "vortox", "Ben").skipped).toBe(false);
    choose(g, "vortox", "Ben", ["Dan"]);
    // Not a Pit-Hag's night: the kill is proposed as usual.
    expect(dawn(g).deaths.map((d) => d.name)).toEqual(["Dan"]);
    // The new Vortox's rule: a Townsfolk's information tonight must be false.
    expect(step(g, "flowergirl", "Eve").warnings).toContain(
      "Ben, the Vortox, lives: this Townsfolk's information must be false.",
    );
  });
});

describe("a Snake Charmer hitting the Vortox", () => {
  const VORTOX = cast({ 9: "vortox" });

  it("the new Vortox's rule: Townsfolk information false, a day without an execution wins for evil; the old Vortox is a poisoned good Snake Charmer", () => {
    const g = new SectsAndVioletsGame(VORTOX).toNight(2);
    choose(g, "snakecharmer", "Cat", ["Jo"]);
    apply(g, "snakecharmer", "Cat");
    expect([seat(g, "Cat"), seat(g, "Jo")]).toEqual([
      ["vortox", "evil"],
      ["snakecharmer", "good"],
    ]);
    expect(malfunctions(g.rules.seats, g.id("Jo"))).toBe(true);
    // Later tonight the Dreamer's information must be false: Cat is the Vortox now.
    expect(step(g, "dreamer", "Ben").warnings).toContain(
      "Cat, the Vortox, lives: this Townsfolk's information must be false.",
    );
    confirmDawn(g);
    g.advance(48 * HOUR);
    day(g, { type: "day.resolve" }, true);
    expect(checks(g)).toEqual([["evil", "Nobody was executed today while Cat, the Vortox, lives: evil wins."]]);
  });
});

describe("a Philosopher choosing the Sage", () => {
  const CAST = cast({ 0: "philosopher", 2: "sage", 9: "fanggu" });

  it("the drunk Sage killed wakes with information that may be false; the Philosopher killed wakes as the Sage", () => {
    const g = new SectsAndVioletsGame(CAST).toNight(1);
    choose(g, "philosopher", "Ann", [], { character: "sage" });
    apply(g, "philosopher", "Ann");
    confirmDawn(g, []);
    g.must({ type: "clocktower.startNight" }, { force: true });
    // Night 2: the Fang Gu kills the real Sage, drunk while the Philosopher has the ability.
    choose(g, "fanggu", "Jo", ["Cat"]);
    const sage = step(g, "sage", "Cat");
    expect([sage.notActing, sage.mayBeFalse]).toEqual([
      "Cat is drunk or poisoned: the Sage's ability has no effect.",
      true,
    ]);
    expect(step(g, "sage", "Ann").notActing).toBe("Ann (Sage) was not killed tonight: they do not wake.");
    confirmDawn(g);
    g.must({ type: "clocktower.startNight" }, { force: true });
    // Night 3: the Fang Gu kills the Philosopher: their Sage row wakes, shown the Demon among two.
    choose(g, "fanggu", "Jo", ["Ann"]);
    const gained = step(g, "sage", "Ann");
    expect([gained.name, gained.notActing, gained.mayBeFalse]).toEqual(["Philosopher (as Sage)", null, false]);
    expect(gained.proposed?.seats).toContain(g.id("Jo"));
  });
});

describe("the Fang Gu jumping to a Recluse-like Outsider", () => {
  const script = sectsAndVioletsScript(["recluse", "spy"]);
  const fangGu = (replace: Record<number, string>) =>
    new SectsAndVioletsGame(cast({ 6: "recluse", 9: "fanggu", ...replace }), SV_NAMES, {}, undefined, script).toNight(
      2,
    );
  const question = "How does Gus (the Recluse) register for the Fang Gu?";

  it("the Recluse registering as themselves is an Outsider: they become the evil Fang Gu, the Fang Gu dies", () => {
    const g = fangGu({});
    choose(g, "fanggu", "Jo", ["Gus"]);
    const s = step(g, "fanggu", "Jo");
    expect(s.registrations.map((q) => q.question)).toEqual([question]);
    // As themselves, or as any Minion or Demon of the script.
    expect(s.registrations[0]!.characters[0]).toBe("recluse");
    expect(s.registrations[0]!.characters).toEqual(expect.arrayContaining(["witch", "vortox"]));
    expect(s.registrations[0]!.characters).not.toContain("mutant");
    expect(s.warnings).toContain(`${question} Until you say, they register as themselves.`);
    apply(g, "fanggu", "Jo");
    expect(seat(g, "Gus")).toEqual(["fanggu", "evil"]);
    expect(dawn(g).deaths.map((d) => d.name)).toEqual(["Jo"]);
  });

  it("registered as a Minion, the Recluse is no Outsider: it simply dies and the jump is kept", () => {
    const g = fangGu({});
    choose(g, "fanggu", "Jo", ["Gus"], { registrations: [{ seatId: g.id("Gus"), characterId: "witch" }] });
    const s = step(g, "fanggu", "Jo");
    expect(s.effects).toEqual([]);
    expect(s.warnings.join(" ")).not.toContain("Until you say");
    expect(dawn(g).deaths.map((d) => d.name)).toEqual(["Gus"]);
  });

  it("a Spy registered as an Outsider: the Spy becomes the Fang Gu (already evil) and the Fang Gu dies", () => {
    const g = fangGu({ 7: "spy" });
    choose(g, "fanggu", "Jo", ["Hal"], { registrations: [{ seatId: g.id("Hal"), characterId: "mutant" }] });
    expect(step(g, "fanggu", "Jo").effects.map((e) => e.reason)).toEqual([
      "Hal is an Outsider the Fang Gu attacks for the first time: they become the Fang Gu.",
      "The Fang Gu's jump is used (Hal).",
    ]);
    expect(dawn(g).deaths.map((d) => d.name)).toEqual(["Jo"]);
  });
});

describe("the Evil Twin with a Vortox and no execution", () => {
  const TWINS = cast({ 7: "eviltwin", 8: "witch", 9: "vortox" });
  const twins = () => new SectsAndVioletsGame(TWINS, SV_NAMES, (id) => ({ twin: id("Ben") })).toNight(1);

  it("the Vortox alive: evil wins though both twins live", () => {
    const g = twins();
    confirmDawn(g, []);
    g.advance(48 * HOUR);
    day(g, { type: "day.resolve" }, true);
    expect(checks(g)).toEqual([["evil", "Nobody was executed today while Jo, the Vortox, lives: evil wins."]]);
  });

  it("the Vortox died today by the Witch's curse: no Vortox win, and good cannot win while both twins live — both reasons shown", () => {
    const g = twins();
    choose(g, "witch", "Ivy", ["Jo"]);
    apply(g, "witch", "Ivy");
    confirmDawn(g, []);
    g.advance(12 * HOUR);
    expect(day(g, { type: "day.nominate", nominator: g.id("Jo"), nominee: g.id("Eve") }).ok).toBe(true);
    expect(g.rules.seats[g.id("Jo")]!.alive).toBe(false);
    g.advance(36 * HOUR);
    day(g, { type: "day.resolve" }, true);
    const c = checks(g);
    expect(c).toHaveLength(1);
    expect(c[0]![0]).toBeNull();
    expect(c[0]![1]).toContain("All Demons are dead: good wins.");
    expect(c[0]![1]).toContain("But good cannot win while both twins live (Hal, the Evil Twin, and Ben)");
  });
});
