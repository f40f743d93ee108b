import { describe, expect, it } from "vitest";
import { sayAll, sayDeep } from "@/test/say";
import { render } from "@/lib/i18n/render";
import { nightSheet } from "../../night/night-sheet";
import { dawnSummary } from "../../night/dawn";
import { malfunctions } from "../../night/resolve";
import { winChecks } from "../../grimoire/grimoire";
import { bagStatus } from "../../setup/bag";
import { roleMessageFor } from "../../setup/role-messages";
import { stepKey } from "../../state";
import { SectsAndVioletsGame, sectsAndVioletsScript, svCast } from "./testing";

// Seats: Ann, Ben, Cat, Dan, Eve, Fay, Gus, Hal, Ivy, Jo (Jo and Ann are neighbours round the circle).
type G = SectsAndVioletsGame;
const HOUR = 3_600_000;
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
const rawStep = (g: G, stepId: string, seat: string) =>
  nightSheet(g.game, night(g)).steps.find((s) => s.key === stepKey(stepId, g.id(seat)))!;
const step = (g: G, stepId: string, seat: string) => sayDeep(rawStep(g, stepId, seat));
/** Applies a step's proposed effects as one click would: the ticked ones, the first of each group. */
const apply = (g: G, stepId: string, seat: string) => {
  const groups = new Set<string>();
  const effects = rawStep(g, stepId, seat)
    .effects.filter((e) => !e.off && (!e.group || (!groups.has(e.group) && !!groups.add(e.group))))
    .map((e) => e.effect);
  g.must({ type: "clocktower.applyEffects", night: night(g), stepId, seatId: g.id(seat), effects });
};
const dawn = (g: G) => sayAll(dawnSummary(g.game)!);
/** Confirms the dawn with what it proposes (deaths and effects). */
const confirmDawn = (g: G) => {
  const d = dawnSummary(g.game)!;
  g.must({
    type: "clocktower.confirmDawn",
    deaths: d.deaths.map((x) => ({ seatId: x.seatId, cause: x.cause, ...(x.by ? { by: x.by } : {}) })),
    effects: d.effects.map((e) => e.effect),
  });
};
const tokens = (g: G, name: string) =>
  g.rules.seats[g.id(name)]!.reminders.map((r) => `${r.characterId}:${r.text}`).sort();
const poisoned = (g: G, name: string) => malfunctions(g.rules.seats, g.id(name));
const checks = (g: G) => winChecks(g.game).map((w) => [w.winner, render(w.reason, "en")]);
const day = (g: G, command: Record<string, unknown>, force = false) =>
  g.run({ type: "clocktower.day", command }, { force });
const changes = (g: G, name: string) => g.own(name).changes.map((c) => render(c.text, "en"));
const cast = svCast;

describe("set-up: the Fang Gu and the Vigormortis change the Outsiders", () => {
  it("the Fang Gu asks for one more Outsider, the Vigormortis one fewer (Townsfolk balance them)", () => {
    const pool = { script: sectsAndVioletsScript(), extraCharacters: [] };
    const plain = bagStatus(pool, { characterIds: ["witch", "nodashii"], setupChoices: {} }, 11);
    expect(plain.required).toMatchObject({ townsfolk: 7, outsider: 1, minion: 2, demon: 1 });
    const fangGu = bagStatus(pool, { characterIds: ["witch", "fanggu"], setupChoices: {} }, 11);
    expect(fangGu.required).toMatchObject({ townsfolk: 6, outsider: 2, minion: 2, demon: 1 });
    const vigor = bagStatus(pool, { characterIds: ["witch", "vigormortis"], setupChoices: {} }, 11);
    expect(vigor.required).toMatchObject({ townsfolk: 8, outsider: 0, minion: 2, demon: 1 });
  });
});

describe("the No Dashii", () => {
  it("poisons its nearest Townsfolk each side from the deal, skipping the Minions between", () => {
    const g = new SectsAndVioletsGame();
    // Jo (No Dashii): Ann one way; Ivy (Pit-Hag) and Hal (Witch) skipped the other, so Gus.
    expect(tokens(g, "Ann")).toEqual(["nodashii:Poisoned"]);
    expect(tokens(g, "Gus")).toEqual(["nodashii:Poisoned"]);
    expect(tokens(g, "Ben")).toEqual([]);
    g.must({ type: "clocktower.startNight" });
    expect(poisoned(g, "Ann")).toBe(true);
    expect(step(g, "clockmaker", "Ann").warnings.join(" ")).toMatch(/Poisoned/);
    // Nothing of it reaches the town.
    expect(JSON.stringify(g.pub())).not.toMatch(/Poisoned/);
  });

  it("the poison moves with the dawn when a neighbour dies, and undo puts it back", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    choose(g, "nodashii", "Jo", ["Ann"]);
    expect(dawn(g).effects.map((e) => e.reason)).toEqual([
      "Ann is no longer a nearest Townsfolk of the No Dashii: the poison leaves them.",
      "Ben is a nearest Townsfolk of Jo (No Dashii): poisoned while the No Dashii lives.",
    ]);
    confirmDawn(g);
    expect(tokens(g, "Ben")).toEqual(["nodashii:Poisoned"]);
    expect(tokens(g, "Ann")).toEqual([]);
    expect(poisoned(g, "Ben")).toBe(true);
    g.must({ type: "undo" });
    expect(tokens(g, "Ben")).toEqual([]);
    expect(tokens(g, "Ann")).toEqual(["nodashii:Poisoned"]);
  });

  it("a kill earlier tonight moves the poison at once: proposed on the Demon's step, the later steps read it", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    expect(step(g, "dreamer", "Ben").mayBeFalse).toBe(false);
    choose(g, "nodashii", "Jo", ["Ann"]);
    expect(step(g, "nodashii", "Jo").effects.map((e) => e.reason)).toEqual([
      "Ann is no longer a nearest Townsfolk of the No Dashii: the poison leaves them.",
      "Ben is a nearest Townsfolk of Jo (No Dashii): poisoned while the No Dashii lives.",
    ]);
    // Ben, the Dreamer, wakes after the No Dashii: poisoned tonight.
    expect(step(g, "dreamer", "Ben").mayBeFalse).toBe(true);
    // Accepted with the step: the dawn has nothing more to move; undo of the step puts it back.
    apply(g, "nodashii", "Jo");
    expect(tokens(g, "Ben")).toEqual(["nodashii:Poisoned"]);
    expect(dawn(g).effects).toEqual([]);
    g.must({ type: "undo" });
    expect(tokens(g, "Ben")).toEqual([]);
    expect(tokens(g, "Ann")).toEqual(["nodashii:Poisoned"]);
  });

  it("a Pit-Hag's change tonight moves the poison past the changed seat, before the later steps", () => {
    const g = new SectsAndVioletsGame().toNight(2);
    // Jo's nearest Townsfolk the other way: Gus (Juggler), past Ivy (Pit-Hag) and Hal (Witch); then Fay.
    expect(step(g, "towncrier", "Fay").mayBeFalse).toBe(false);
    choose(g, "pithag", "Ivy", ["Gus"], "mutant");
    expect(step(g, "pithag", "Ivy").effects.map((e) => e.reason)).toEqual([
      "Gus becomes the Mutant (the Pit-Hag's choice).",
      "Gus is no longer a nearest Townsfolk of the No Dashii: the poison leaves them.",
      "Fay is a nearest Townsfolk of Jo (No Dashii): poisoned while the No Dashii lives.",
    ]);
    expect(step(g, "towncrier", "Fay").mayBeFalse).toBe(true);
    // A drunk Pit-Hag changes nothing: the poison stays.
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Ivy"), token: { characterId: null, text: "Drunk" } });
    expect(step(g, "pithag", "Ivy").effects.map((e) => !!e.off)).toEqual([true]);
    expect(step(g, "towncrier", "Fay").mayBeFalse).toBe(false);
  });

  it("the poison moves with an execution by day, and ends with the No Dashii's death", () => {
    const g = new SectsAndVioletsGame().toNight(1);
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.advance(48 * HOUR);
    expect(day(g, { type: "day.resolve", executeAtOnce: g.id("Gus") }, true).ok).toBe(true);
    expect(tokens(g, "Fay")).toEqual(["nodashii:Poisoned"]);
    g.must({ type: "clocktower.markDead", seatId: g.id("Jo"), cause: "night" }, { force: true });
    expect(tokens(g, "Fay")).toEqual([]);
    expect(tokens(g, "Ann")).toEqual([]);
  });
});

describe("the Witch", () => {
  it("curses a player until dusk; if they nominate tomorrow they die at once (undo brings them back)", () => {
    const g = new SectsAndVioletsGame().toNight(1);
    choose(g, "witch", "Hal", ["Ben"]);
    expect(step(g, "witch", "Hal").effects.map((e) => e.reason)).toEqual([
      "Ben is cursed until dusk (the Witch's choice): if they nominate tomorrow, they die.",
    ]);
    apply(g, "witch", "Hal");
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    g.advance(12 * HOUR);
    // Cat is not cursed: nothing happens.
    expect(day(g, { type: "day.nominate", nominator: g.id("Cat"), nominee: g.id("Dan") }).ok).toBe(true);
    expect(g.rules.seats[g.id("Cat")]!.alive).toBe(true);
    expect(day(g, { type: "day.nominate", nominator: g.id("Ben"), nominee: g.id("Eve") }).ok).toBe(true);
    const ben = g.rules.seats[g.id("Ben")]!;
    expect([ben.alive, ben.death?.cause, ben.death?.by, ben.death?.time]).toEqual([false, "ability", "witch", "D1"]);
    // The nomination stands; the town sees only a death today.
    expect(g.pub().grimoire.find((s) => s.seatId === g.id("Ben"))!.label).toBe("Died D1");
    g.must({ type: "undo" });
    expect(g.rules.seats[g.id("Ben")]!.alive).toBe(true);
  });

  it("a nomination queued before the window opens: the cursed nominator dies when the queue is recorded", () => {
    const g = new SectsAndVioletsGame().toNight(1);
    choose(g, "witch", "Hal", ["Ben"]);
    apply(g, "witch", "Hal");
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    expect(day(g, { type: "day.nominate", nominator: g.id("Ben"), nominee: g.id("Eve") }).ok).toBe(true);
    expect(g.rules.seats[g.id("Ben")]!.alive).toBe(true);
    g.advance(12 * HOUR);
    expect(day(g, { type: "day.settleQueuedNominations" }).ok).toBe(true);
    expect(g.rules.seats[g.id("Ben")]!.death?.by).toBe("witch");
  });

  it("a poisoned Witch's curse does nothing; the curse is gone at the next dusk", () => {
    const g = new SectsAndVioletsGame().toNight(1);
    choose(g, "witch", "Hal", ["Ben"]);
    apply(g, "witch", "Hal");
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Hal"), token: { characterId: null, text: "Poisoned" } });
    g.advance(12 * HOUR);
    day(g, { type: "day.nominate", nominator: g.id("Ben"), nominee: g.id("Eve") });
    expect(g.rules.seats[g.id("Ben")]!.alive).toBe(true);
    g.must({ type: "clocktower.startNight" }, { force: true });
    expect(tokens(g, "Ben")).toEqual([]);
  });
});

const CERENOVUS = cast({ 6: "mutant", 7: "cerenovus", 9: "vigormortis" });

describe("the Cerenovus and the Mutant: madness", () => {
  it("the day shows each mad player's madness; executing them for it needs no force, anyone else is warned", () => {
    const g = new SectsAndVioletsGame(CERENOVUS).toNight(1);
    choose(g, "cerenovus", "Hal", ["Cat"], "sage");
    expect(step(g, "cerenovus", "Hal").effects.map((e) => e.reason)).toEqual([
      "Cat must be mad tomorrow that they are the Sage (the Cerenovus's choice), or may be executed.",
    ]);
    expect(g.own("Cat").madness).toBeNull();
    apply(g, "cerenovus", "Hal");
    // Cat's own link tells them; nobody else's does.
    expect(render(g.own("Cat").madness!, "en")).toBe(
      "You must be mad that you are the Sage on Day 1, or you may be executed.",
    );
    expect(render(g.own("Cat").madness!, "ja")).toBe(
      "あなたは1日目、自分が Sage であるという狂気を示さなければなりません。示さなければ処刑されることがあります。",
    );
    expect(g.own("Dan").madness).toBeNull();
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    const mad = g.mod().day!.madness;
    expect(mad.map((m) => [m.seatId, m.text])).toEqual([
      [g.id("Cat"), "Cat must be mad today that they are the Sage (the Cerenovus's choice on Night 1)."],
      [g.id("Gus"), "Gus is the Mutant: if they are mad about being an Outsider, they may be executed."],
    ]);
    // Not the town's, nor Cat's own link.
    expect(JSON.stringify(g.pub())).not.toMatch(/must be mad today/);
    expect(JSON.stringify(g.pub().grimoire)).not.toMatch(/Mad/);
    expect(JSON.stringify(sayDeep(g.own("Cat")))).not.toMatch(/must be mad today/);
    const dan = day(g, { type: "day.resolve", executeAtOnce: g.id("Dan") });
    expect(dan.ok && dan.warnings.length).toBeGreaterThan(0);
    expect(g.rules.seats[g.id("Dan")]!.alive).toBe(true);
    const r = day(g, { type: "day.resolve", executeAtOnce: g.id("Cat") });
    expect(r.ok && r.warnings).toEqual([]);
    expect(g.rules.seats[g.id("Cat")]!.death?.cause).toBe("executed");
  });

  it("the Cerenovus's character must be a good one", () => {
    const g = new SectsAndVioletsGame(CERENOVUS).toNight(1);
    const r = choose(g, "cerenovus", "Hal", ["Cat"], "witch");
    expect(r.ok && r.warnings.join(" ")).toContain("Choose a good character (a Townsfolk or an Outsider).");
  });

  it("a Vigormortis killing the Cerenovus: it keeps its ability, its madness holds, and a Townsfolk neighbour is poisoned", () => {
    const g = new SectsAndVioletsGame(CERENOVUS).toNight(2);
    choose(g, "cerenovus", "Hal", ["Cat"], "oracle");
    apply(g, "cerenovus", "Hal");
    choose(g, "vigormortis", "Jo", ["Hal"]);
    const vigor = step(g, "vigormortis", "Jo");
    // Hal's Townsfolk neighbours: Fay (two seats back, past the Mutant) and Ann (three on, past Ivy and Jo).
    expect(vigor.effects.map((e) => [e.reason, e.group ?? null])).toEqual([
      ["Hal, a Minion killed by the Vigormortis, keeps their ability.", null],
      [
        "Fay, a Townsfolk neighbour of Hal, is poisoned (the Vigormortis killed a Minion).",
        `vigormortis:${g.id("Hal")}`,
      ],
      [
        "Ann, a Townsfolk neighbour of Hal, is poisoned (the Vigormortis killed a Minion).",
        `vigormortis:${g.id("Hal")}`,
      ],
    ]);
    apply(g, "vigormortis", "Jo");
    expect(dawn(g).deaths.map((d) => d.name)).toEqual(["Hal"]);
    confirmDawn(g);
    expect(g.rules.seats[g.id("Hal")]!.alive).toBe(false);
    expect(poisoned(g, "Fay")).toBe(true);
    expect(poisoned(g, "Ann")).toBe(false);
    // The dead Cerenovus's madness holds today…
    expect(g.mod().day!.madness.map((m) => m.text)).toContain(
      "Cat must be mad today that they are the Oracle (the Cerenovus's choice on Night 2).",
    );
    // …and it still wakes: its step is not struck.
    g.must({ type: "clocktower.startNight" }, { force: true });
    expect(step(g, "cerenovus", "Hal").skipped).toBe(false);
    choose(g, "cerenovus", "Hal", ["Dan"], "sage");
    expect(step(g, "cerenovus", "Hal").effects.every((e) => !e.off)).toBe(true);
    // The Vigormortis dies: Hal loses the ability, Fay is healthy again.
    g.must({ type: "clocktower.markDead", seatId: g.id("Jo"), cause: "night" }, { force: true });
    expect(poisoned(g, "Fay")).toBe(false);
    expect(tokens(g, "Hal")).toEqual([]);
  });
});

const OUTSIDERS = cast({ 5: "barber", 6: "sweetheart" });

describe("the Barber", () => {
  it("dead today: that night the Demon's swap of two characters, told on both links; alive, no effect", () => {
    const g = new SectsAndVioletsGame(OUTSIDERS).toNight(1);
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    g.must({ type: "clocktower.markDead", seatId: g.id("Fay"), cause: "executed" }, { force: true });
    g.must({ type: "clocktower.startNight" }, { force: true });
    const s = step(g, "barber", "Fay");
    expect([s.skipped, s.form.storytellerPicks, s.shape]).toEqual([false, true, null]);
    choose(g, "barber", "Fay", ["Ann", "Ben"]);
    expect(step(g, "barber", "Fay").effects.map((e) => e.reason)).toEqual([
      "Ann becomes the Dreamer (the Demon swaps Ann and Ben: the Barber died).",
      "Ben becomes the Clockmaker (the Demon swaps Ann and Ben: the Barber died).",
    ]);
    apply(g, "barber", "Fay");
    expect([g.rules.seats[g.id("Ann")]!.characterId, g.rules.seats[g.id("Ben")]!.characterId]).toEqual([
      "dreamer",
      "clockmaker",
    ]);
    expect(changes(g, "Ann")).toEqual(["You are now the Dreamer."]);
    expect(changes(g, "Ben")).toEqual(["You are now the Clockmaker."]);
    g.must({ type: "undo" });
    expect(g.rules.seats[g.id("Ann")]!.characterId).toBe("clockmaker");
    // A night later the Barber's death is old news: struck.
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    g.must({ type: "clocktower.startNight" }, { force: true });
    expect(step(g, "barber", "Fay").skipped).toBe(true);
  });

  it("marked dead by hand tonight: their step still acts; after the dawn, that night's sheet still shows it", () => {
    const g = new SectsAndVioletsGame(OUTSIDERS).toNight(2);
    g.must({ type: "clocktower.markDead", seatId: g.id("Fay"), cause: "night", by: "nodashii" }, { force: true });
    expect([step(g, "barber", "Fay").skipped, step(g, "barber", "Fay").notActing]).toEqual([false, null]);
    choose(g, "barber", "Fay", ["Ann", "Ben"]);
    expect(step(g, "barber", "Fay").effects).toHaveLength(2);
    confirmDawn(g);
    expect(nightSheet(g.game, 2).steps.find((s) => s.key === stepKey("barber", g.id("Fay")))!.skipped).toBe(false);
  });

  it("alive at their turn: the step does nothing", () => {
    const g = new SectsAndVioletsGame(OUTSIDERS).toNight(2);
    choose(g, "barber", "Fay", ["Ann", "Ben"]);
    const s = step(g, "barber", "Fay");
    expect(s.notActing).toBe("Fay (Barber) did not die today or tonight: no effect.");
    expect(s.effects.every((e) => e.off)).toBe(true);
  });
});

describe("the Barber: haircuts and the Demon's choice", () => {
  const haircuts = (g: G) =>
    g.rules.seats[g.id("Fay")]!.reminders.filter((r) => r.characterId === "barber").map((r) => [r.text, r.until]);

  it("executed: “Haircuts Tonight” is placed with the execution and taken away at that night's dawn", () => {
    const g = new SectsAndVioletsGame(OUTSIDERS).toNight(1);
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.advance(48 * HOUR);
    expect(day(g, { type: "day.resolve", executeAtOnce: g.id("Fay") }, true).ok).toBe(true);
    expect(haircuts(g)).toEqual([["Haircuts Tonight", { at: "dawn", night: 2 }]]);
    g.must({ type: "clocktower.startNight" }, { force: true });
    expect(haircuts(g)).toHaveLength(1);
    confirmDawn(g);
    expect(haircuts(g)).toEqual([]);
    // Undo of the dawn puts it back for the night.
    g.must({ type: "undo" });
    expect(haircuts(g)).toHaveLength(1);
  });

  it("killed tonight: the Demon's step proposes “Haircuts Tonight”, and the Barber's step acts later that night", () => {
    const g = new SectsAndVioletsGame(OUTSIDERS).toNight(2);
    choose(g, "nodashii", "Jo", ["Fay"]);
    expect(step(g, "nodashii", "Jo").effects.map((e) => e.reason)).toEqual([
      "Fay (Barber) died: tonight the Demon may choose 2 players to swap characters (“Haircuts Tonight” until dawn).",
    ]);
    expect(step(g, "barber", "Fay").notActing).toBeNull();
    apply(g, "nodashii", "Jo");
    expect(haircuts(g)).toEqual([["Haircuts Tonight", { at: "dawn", night: 2 }]]);
    confirmDawn(g);
    expect(haircuts(g)).toEqual([]);
  });

  it("a Philosopher with the Barber's ability executed: “Haircuts Tonight” on them, and their Barber row acts that night", () => {
    const g = new SectsAndVioletsGame(cast({ 0: "philosopher", 5: "barber", 9: "fanggu" })).toNight(1);
    choose(g, "philosopher", "Ann", [], "barber");
    apply(g, "philosopher", "Ann");
    confirmDawn(g);
    g.advance(48 * HOUR);
    expect(day(g, { type: "day.resolve", executeAtOnce: g.id("Ann") }, true).ok).toBe(true);
    expect(tokens(g, "Ann")).toContain("barber:Haircuts Tonight");
    g.must({ type: "clocktower.startNight" }, { force: true });
    const s = step(g, "barber", "Ann");
    expect([s.name, s.skipped, s.notActing]).toEqual(["Philosopher (as Barber)", false, null]);
  });

  it("a death marked by hand by day: the Barber's token and the No Dashii's poison move with it; undo takes both back", () => {
    const g = new SectsAndVioletsGame(OUTSIDERS).toNight(1);
    confirmDawn(g);
    expect([tokens(g, "Ann"), tokens(g, "Ben")]).toEqual([["nodashii:Poisoned"], []]);
    g.must({ type: "clocktower.markDead", seatId: g.id("Ann"), cause: "ability", by: "witch" }, { force: true });
    expect([tokens(g, "Ann"), tokens(g, "Ben")]).toEqual([[], ["nodashii:Poisoned"]]);
    g.must({ type: "clocktower.markDead", seatId: g.id("Fay"), cause: "executed" }, { force: true });
    expect(haircuts(g)).toEqual([["Haircuts Tonight", { at: "dawn", night: 2 }]]);
    g.must({ type: "undo" });
    expect(haircuts(g)).toEqual([]);
    g.must({ type: "undo" });
    expect([tokens(g, "Ann"), tokens(g, "Ben")]).toEqual([["nodashii:Poisoned"], []]);
  });

  it("the Demon may choose itself (a good player becomes a good Demon), not another Demon: warned, nothing swapped", () => {
    const g = new SectsAndVioletsGame(OUTSIDERS).toNight(1);
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    g.must({ type: "clocktower.markDead", seatId: g.id("Fay"), cause: "executed" }, { force: true });
    g.must({ type: "clocktower.startNight" }, { force: true });
    // The Pit-Hag makes Ben a second Demon earlier tonight.
    choose(g, "pithag", "Ivy", ["Ben"], "vortox");
    apply(g, "pithag", "Ivy");
    const r = choose(g, "barber", "Fay", ["Jo", "Ben"]);
    const another =
      "Ben is the Vortox, another Demon: the Barber's swap may not choose another Demon (the Demon may choose itself). No swap is proposed: ask the Demon again.";
    expect(r.ok && r.warnings).toContain(another);
    expect(step(g, "barber", "Fay").warnings).toContain(another);
    expect(step(g, "barber", "Fay").effects).toEqual([]);
    // Itself and a Townsfolk: swapped, alignments kept.
    expect(choose(g, "barber", "Fay", ["Jo", "Ann"]).ok).toBe(true);
    expect(step(g, "barber", "Fay").warnings.join(" ")).not.toContain("another Demon");
    apply(g, "barber", "Fay");
    const seat = (name: string) => [g.rules.seats[g.id(name)]!.characterId, g.rules.seats[g.id(name)]!.alignment];
    expect([seat("Jo"), seat("Ann")]).toEqual([
      ["clockmaker", "evil"],
      ["nodashii", "good"],
    ]);
  });
});

describe("the Sweetheart", () => {
  it("killed tonight: one player the storyteller picks is drunk for the rest of the game", () => {
    const g = new SectsAndVioletsGame(OUTSIDERS).toNight(2);
    choose(g, "nodashii", "Jo", ["Gus"]);
    choose(g, "sweetheart", "Gus", ["Cat"]);
    expect(step(g, "sweetheart", "Gus").effects.map((e) => [e.effect, e.reason, !!e.off])).toEqual([
      [
        { kind: "place", seatId: g.id("Cat"), token: { characterId: "sweetheart", text: "Drunk" } },
        "Cat is drunk for the rest of the game (the Sweetheart died).",
        false,
      ],
    ]);
    apply(g, "sweetheart", "Gus");
    confirmDawn(g);
    g.must({ type: "clocktower.startNight" }, { force: true });
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    g.must({ type: "clocktower.startNight" }, { force: true });
    expect(poisoned(g, "Cat")).toBe(true);
    expect(step(g, "snakecharmer", "Cat").warnings.join(" ")).toMatch(/Drunk/);
  });
});

describe("the Klutz", () => {
  const KLUTZ = cast({ 6: "klutz" });
  it("dead, publicly chooses an evil player: good loses; a good one: nothing", () => {
    const g = new SectsAndVioletsGame(KLUTZ).toNight(1);
    g.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id("Gus"), cause: "night" }] });
    const alive = g.run({
      type: "clocktower.dayAbility",
      ability: { kind: "klutz", seatId: g.id("Ann"), chosen: g.id("Ben") },
    });
    expect(alive.ok && alive.warnings.join(" ")).toContain("Ann is alive");
    g.must({ type: "clocktower.dayAbility", ability: { kind: "klutz", seatId: g.id("Gus"), chosen: g.id("Ben") } });
    expect(checks(g)).toEqual([]);
    g.must({ type: "undo" });
    g.must({ type: "clocktower.dayAbility", ability: { kind: "klutz", seatId: g.id("Gus"), chosen: g.id("Hal") } });
    expect(checks(g)).toContainEqual(["evil", "Gus, the Klutz, chose Hal, who is evil: good loses."]);
  });
});

const TWINS = cast({ 7: "eviltwin", 9: "vortox" });

describe("the Evil Twin at the deal", () => {
  it("the storyteller's good twin is marked with the deal, and each twin's link names the other", () => {
    const g = new SectsAndVioletsGame(TWINS, undefined, (id) => ({ twin: id("Ben") }));
    expect(tokens(g, "Ben")).toEqual(["eviltwin:Twin"]);
    const text = (name: string) => render(roleMessageFor(g.rules, g.state.core.seats, g.id(name))!.text, "en");
    expect(text("Hal")).toContain("Your twin: Ben, the Dreamer. You know each other.");
    expect(text("Ben")).toContain("Your twin: Hal, the Evil Twin. You know each other.");
    expect(text("Cat")).not.toContain("twin");
    expect(render(roleMessageFor(g.rules, g.state.core.seats, g.id("Ben"))!.text, "ja")).toContain(
      "あなたの双子：Hal（Evil Twin）。",
    );
    // Night 1's step has nothing left to place; choosing another moves the token.
    g.must({ type: "clocktower.startNight" });
    choose(g, "eviltwin", "Hal", ["Ben"]);
    expect(step(g, "eviltwin", "Hal").effects).toEqual([]);
    choose(g, "eviltwin", "Hal", ["Cat"]);
    apply(g, "eviltwin", "Hal");
    expect([tokens(g, "Ben"), tokens(g, "Cat")]).toEqual([[], ["eviltwin:Twin"]]);
  });

  it("without a pick, a good player is drawn from the deal's seed; a pick that is evil is warned", () => {
    const g = new SectsAndVioletsGame(TWINS);
    const marked = Object.entries(g.rules.seats).filter(([, s]) => s.reminders.some((r) => r.text === "Twin"));
    expect(marked).toHaveLength(1);
    expect(marked[0]![1].alignment).toBe("good");
    const assignments = Object.fromEntries(Object.entries(g.rules.seats).map(([id, s]) => [id, s.characterId]));
    const r = g.run(
      { type: "clocktower.deal", mode: "manual", assignments, bluffs: ["oracle", "savant", "sage"], twin: g.id("Ivy") },
      { force: true },
    );
    expect(r.ok && r.warnings.join(" ")).toContain("Ivy is not a good player: the Evil Twin's twin is a good player.");
  });

  it("with a Vortox and no execution: evil wins though both twins live", () => {
    const g = new SectsAndVioletsGame(TWINS, undefined, (id) => ({ twin: id("Ben") })).toNight(1);
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.advance(48 * HOUR);
    g.must({ type: "clocktower.day", command: { type: "day.resolve" } }, { force: true });
    expect(checks(g)).toEqual([["evil", "Nobody was executed today while Jo, the Vortox, lives: evil wins."]]);
  });
});
