import { describe, expect, it } from "vitest";
import { sayDeep } from "@/test/say";
import { ForumGame } from "../grimoire/testing";
import { nightSheet as nightSheetOf } from "./night-sheet";
import { dawnSummary as dawnSummaryOf } from "./dawn";
import { ledgerFor } from "./ledger";
import type { Actor } from "../../../game/ruleset";
import { render } from "@/lib/i18n/render";
import type { Phrase } from "@/lib/i18n/message";
import { sayAll } from "@/test/say";
// The rules speak in messages: these tests read their words in English.
const nightSheet = (...a: Parameters<typeof nightSheetOf>) => sayAll(nightSheetOf(...a));
const dawnSummary = (...a: Parameters<typeof dawnSummaryOf>) => sayAll(dawnSummaryOf(...a));

const en = (p: Phrase) => render(p, "en");

const player = (g: ForumGame, name: string): Actor => ({ kind: "player", seatId: g.id(name) });
const HOUR = 3600_000;

function nightTwo() {
  const g = new ForumGame();
  g.must({ type: "clocktower.setLunatic", seatId: g.id("Nightingale"), demonId: "po" });
  g.must({ type: "clocktower.startNight" });
  g.must({ type: "clocktower.startDay" });
  g.must({ type: "clocktower.startNight" });
  return g;
}

describe("the night sheet", () => {
  it("first night: dusk, minion info, Lunatic, demon info, the characters in play, dawn", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.setLunatic", seatId: g.id("Nightingale"), demonId: "po" });
    g.must({ type: "clocktower.startNight" });
    const sheet = nightSheet(g.game, 1);
    expect(sheet.steps.map((s) => [s.stepId, s.seatName])).toEqual([
      ["dusk", null],
      ["minioninfo", "Kiiruma"],
      ["lunatic", "Nightingale"],
      ["demoninfo", "Amelia"],
      ["sailor", "PlagueSimp"],
      ["chambermaid", "Thepigeonnyc"],
      ["dawn", null],
    ]);
    // Dusk and Dawn are kept by the app, outside the progress: dusk done as the night began.
    expect(sheet.progress).toBe("0 of 5 steps done");
    expect(sheet.steps.filter((s) => s.automatic).map((s) => [s.stepId, s.done])).toEqual([
      ["dusk", true],
      ["dawn", false],
    ]);
    expect(sheet.steps.find((s) => s.stepId === "sailor")!.reminder).toMatch(/Sailor chooses an alive player/);
    expect(sheet.steps.find((s) => s.stepId === "sailor")!.shape).toMatchObject({ seats: { min: 1, max: 1 } });
    expect(sheet.lockAt).toBe("2026-12-01T16:00:00.000Z");
    expect(sheet.dawnAt).toBe("2026-12-01T18:00:00.000Z");
    expect(g.mod().nightSheet?.night).toBe(1);
  });

  it("the Dawn marker is done when the storyteller confirms the dawn, with nothing to record", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    const dawn = () => nightSheet(g.game, 1).steps.find((s) => s.stepId === "dawn")!;
    expect(dawn().done).toBe(false);
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    expect(dawn().done).toBe(true);
    expect(dawn().record).toBeNull();
  });

  it("fills minion and demon info from the grimoire (the Demon, the Minions, the Lunatic, the bluffs)", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.setLunatic", seatId: g.id("Nightingale"), demonId: "po" });
    g.must({ type: "clocktower.startNight" });
    const steps = nightSheet(g.game, 1).steps;
    expect(steps.find((s) => s.stepId === "minioninfo")!.suggestedTold).toBe("The Demon is Amelia.");
    expect(steps.find((s) => s.stepId === "demoninfo")!.suggestedTold).toBe(
      "Your Minion is Kiiruma. The Lunatic is Nightingale. Your bluffs: Grandmother, Exorcist and Tea Lady.",
    );
    // The Lunatic is told as if they were the Demon: the real Minions and the Demon's bluffs.
    expect(steps.find((s) => s.stepId === "lunatic")!.suggestedTold).toBe(
      "You are the Po. Your Minion is Kiiruma. Your bluffs: Grandmother, Exorcist and Tea Lady.",
    );
  });

  it("minion info with several Minions and a traveller", () => {
    const names = ["A1", "B2", "C3", "D4", "E5", "F6", "G7", "H8", "I9", "J10", "K11"];
    const cast = [
      "sailor",
      "innkeeper",
      "chambermaid",
      "gambler",
      "fool",
      "tealady",
      "pacifist",
      "goon",
      "assassin",
      "godfather",
      "po",
    ];
    const g = new ForumGame(cast, names);
    g.must({ type: "seat.add", name: "Trav" });
    const trav = g.state.core.seats.at(-1)!.id;
    g.must({ type: "clocktower.addTraveller", seatId: trav, characterId: "judge", alignment: "evil" });
    g.must({ type: "clocktower.startNight" });
    const steps = nightSheet(g.game, 1).steps;
    expect(steps.filter((s) => s.stepId === "minioninfo").map((s) => [s.seatName, s.suggestedTold])).toEqual([
      ["I9", "The Demon is K11. Your fellow Minion is J10."],
      ["J10", "The Demon is K11. Your fellow Minion is I9."],
    ]);
    expect(steps.find((s) => s.stepId === "demoninfo")!.suggestedTold).toBe(
      "Your Minions are I9 and J10. Your bluffs: Grandmother, Exorcist and Tea Lady.",
    );
    const t = steps.find((s) => s.stepId === "travellers")!;
    expect(t.seatName).toBe("Trav");
    expect(t.suggestedTold).toBe("The Demon is K11.");
    expect(steps.map((s) => s.stepId)).toEqual([
      "dusk",
      "travellers",
      "minioninfo",
      "minioninfo",
      "demoninfo",
      "sailor",
      "godfather",
      "chambermaid",
      "dawn",
    ]);
  });

  it("other nights: a dead character is struck and skipped, a drunk one warned, progress counts", () => {
    const g = nightTwo();
    g.must({ type: "clocktower.markDead", seatId: g.id("Whysper"), cause: "night" });
    g.must(
      {
        type: "clocktower.placeReminder",
        seatId: g.id("Thepigeonnyc"),
        token: { characterId: "sailor", text: "Drunk" },
      },
      { force: true },
    );
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Amelia"),
      token: { characterId: null, text: "Poisoned" },
    });
    const sheet = nightSheet(g.game, 2);
    expect(sheet.steps.map((s) => [s.stepId, s.skipped])).toEqual([
      ["dusk", false],
      ["sailor", false],
      ["innkeeper", true],
      ["gambler", false],
      ["lunatic", false],
      ["zombuul", false],
      ["chambermaid", false],
      ["dawn", false],
    ]);
    expect(
      sheet.steps
        .find((s) => s.stepId === "chambermaid")!
        .warnings.map(en)
        .join(" "),
    ).toMatch(/Drunk \(Sailor\).*malfunctions/);
    expect(
      sheet.steps
        .find((s) => s.stepId === "zombuul")!
        .warnings.map(en)
        .join(" "),
    ).toMatch(/Poisoned/);
    g.must({ type: "clocktower.recordStep", night: 2, stepId: "dusk", choice: {}, done: true });
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "sailor",
      seatId: g.id("PlagueSimp"),
      choice: { seats: [g.id("Dolby")] },
      done: true,
    });
    // Recording a dead seat's step is a warning.
    const d = g.run({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "innkeeper",
      seatId: g.id("Whysper"),
      choice: {},
      done: true,
    });
    expect(d.ok && d.warnings).toEqual(["Whysper is dead: their step is skipped tonight."]);
  });

  it("a character whose ability works when dead keeps its step; the Exorcist's mark on the Demon is warned", () => {
    const cast = ["sailor", "innkeeper", "chambermaid", "exorcist", "fool", "moonchild", "goon", "mastermind", "po"];
    const g = new ForumGame(cast);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Nightingale"), cause: "executed" });
    g.must({ type: "clocktower.startNight" });
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Amelia"),
      token: { characterId: "exorcist", text: "Chosen" },
    });
    const steps = nightSheet(g.game, 2).steps;
    expect(steps.find((s) => s.stepId === "moonchild")!.skipped).toBe(false);
    expect(steps.find((s) => s.stepId === "po")!.warnings.map(en)).toContain(
      "Chosen by the Exorcist: the Demon does not wake tonight.",
    );
  });
});

describe("a past night's sheet", () => {
  it("shows the night as it was: the Courtier and Grandmother who acted on Night 2 and died at its dawn are not skipped", () => {
    const cast = ["grandmother", "courtier", "chambermaid", "gambler", "fool", "lunatic", "goon", "mastermind", "po"];
    const g = new ForumGame(cast);
    g.must({ type: "clocktower.setLunatic", seatId: g.id("Nightingale"), demonId: "po" });
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.startNight" });
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "courtier",
      seatId: g.id("Whysper"),
      choice: {},
      done: true,
    });
    g.must({
      type: "clocktower.confirmDawn",
      deaths: [
        { seatId: g.id("PlagueSimp"), cause: "night", by: "po" },
        { seatId: g.id("Whysper"), cause: "night", by: "po" },
      ],
    });
    const skipped = (night: number) =>
      nightSheet(g.game, night)
        .steps.filter((s) => s.skipped)
        .map((s) => s.stepId);
    expect(skipped(2)).toEqual([]);
    expect(nightSheet(g.game, 2).progress).toMatch(new RegExp(`^\\d+ of ${nightSheet(g.game, 2).total} steps done$`));
    g.must({ type: "clocktower.startNight" });
    expect(skipped(3)).toEqual(["courtier", "grandmother"]);
    expect(skipped(2)).toEqual([]);
  });
});

describe("a past night's warnings and proposals read the grimoire as it stood then", () => {
  it("a Safe token taken away at dawn still warns on Night 2's sheet; a Poisoned token placed on Day 2 does not", () => {
    const g = nightTwo();
    const safe = { characterId: "innkeeper", text: "Safe", until: { at: "dawn" as const, night: 2 } };
    g.must({
      type: "clocktower.applyEffects",
      night: 2,
      stepId: "innkeeper",
      seatId: g.id("Whysper"),
      effects: [{ kind: "place", seatId: g.id("Thepigeonnyc"), token: safe }],
    });
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "sailor",
      seatId: g.id("PlagueSimp"),
      choice: { seats: [g.id("CRichard")] },
      done: true,
    });
    const step = (name: string) => nightSheet(g.game, 2).steps.find((s) => s.seatId === g.id(name))!;
    expect(step("Thepigeonnyc").warnings.map(en)).toContain("Protected: Safe (Innkeeper).");
    expect(step("PlagueSimp").effects.length).toBeGreaterThan(0);
    expect(step("PlagueSimp").effects.every((e) => !e.off)).toBe(true);
    const duringNight = nightSheet(g.game, 2);

    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("PlagueSimp"),
      token: { characterId: null, text: "Poisoned" },
    });
    // Today the Safe token is gone and the Sailor is poisoned...
    expect(g.rules.seats[g.id("Thepigeonnyc")]!.reminders).toEqual([]);
    // ...but Night 2 reads as it did when it ended.
    expect(step("Thepigeonnyc").warnings.map(en)).toContain("Protected: Safe (Innkeeper).");
    expect(step("PlagueSimp").warnings.map(en)).toEqual(
      duringNight.steps.find((s) => s.seatId === g.id("PlagueSimp"))!.warnings.map(en),
    );
    expect(step("PlagueSimp").warnings.map(en).join(" ")).not.toContain("Poisoned");
    expect(step("PlagueSimp").effects.every((e) => !e.off)).toBe(true);
    // Tonight's sheet reads today's grimoire: the poisoned Sailor's effects are proposed unticked.
    g.must({ type: "clocktower.startNight" });
    g.must({
      type: "clocktower.recordStep",
      night: 3,
      stepId: "sailor",
      seatId: g.id("PlagueSimp"),
      choice: { seats: [g.id("CRichard")] },
      done: true,
    });
    const tonight = nightSheet(g.game, 3).steps.find((s) => s.seatId === g.id("PlagueSimp"))!;
    expect(tonight.warnings.map(en).join(" ")).toContain("Poisoned");
    expect(tonight.effects.every((e) => e.off)).toBe(true);
  });

  it("recording a past night's step is checked against that night's grimoire", () => {
    const g = nightTwo();
    g.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id("Dolby"), cause: "night", by: "zombuul" }] });
    g.must({ type: "clocktower.markDead", seatId: g.id("CRichard"), cause: "executed" }, { force: true });
    // Both were alive on Night 2: the Sailor may have chosen either.
    const r = g.run({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "sailor",
      seatId: g.id("PlagueSimp"),
      choice: { seats: [g.id("CRichard")] },
      done: true,
    });
    expect(r.ok && r.warnings).toEqual([]);
    const dead = g.run({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "sailor",
      seatId: g.id("PlagueSimp"),
      choice: { seats: [g.id("Dolby")] },
      done: true,
    });
    expect(dead.ok && dead.warnings).toEqual([]);
  });
});

describe("night actions from players, and the lock", () => {
  it("a player submits their own choice before the lock; after it they are refused with the time; the moderator may still enter one", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" }); // Mon 30 Nov 18:00 UTC: dawn Tue 1 Dec 18:00, lock 16:00
    const before = new Date("2026-11-30T19:00:00Z");
    g.advance(HOUR);
    const view = sayAll(g.own("PlagueSimp", before));
    expect(view.nightAction).toMatchObject({
      night: 1,
      locked: false,
      lockText: "Night actions lock at Tue 1 Dec 16:00 UTC.",
      submitted: null,
    });
    expect(view.nightAction!.shape.seats).toEqual({ min: 1, max: 1 });
    const d = g.must(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Dolby")] } },
      { actor: player(g, "PlagueSimp") },
    );
    expect(d.event).toMatchObject({
      type: "ClocktowerNightActionSubmitted",
      night: 1,
      stepId: "sailor",
      seatId: g.id("PlagueSimp"),
      by: "player",
    });
    // It lands on its step for the moderator.
    const step = nightSheet(g.game, 1).steps.find((s) => s.stepId === "sailor")!;
    expect(step.submitted?.choice).toEqual({ seats: [g.id("Dolby")] });
    expect(g.own("PlagueSimp", before).nightAction!.submitted).toEqual({ seats: [g.id("Dolby")] });

    // Someone else's seat, a seat with no action, a wrong shape: refused.
    expect(
      g.run(
        { type: "clocktower.submitNightAction", seatId: g.id("Whysper"), choice: {} },
        { actor: player(g, "PlagueSimp") },
      ),
    ).toMatchObject({ ok: false, error: "You can only submit your own night action." });
    expect(g.run({ type: "clocktower.submitNightAction", choice: {} }, { actor: player(g, "Eggyolk") })).toMatchObject({
      ok: false,
      error: "You have no night action to take tonight.",
    });
    expect(
      g.run({ type: "clocktower.submitNightAction", choice: { seats: [] } }, { actor: player(g, "Thepigeonnyc") }),
    ).toMatchObject({ ok: false, error: "Choose exactly 2 players." });
    // Players cannot run the storyteller's commands.
    expect(
      g.run({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "night" }, { actor: player(g, "PlagueSimp") }),
    ).toMatchObject({ ok: false });

    g.advance(21 * HOUR); // Tue 1 Dec 16:00: locked
    const late = g.run(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Amelia")] } },
      { actor: player(g, "PlagueSimp") },
    );
    expect(late).toEqual({ ok: false, error: "Night actions locked at Tue 1 Dec 16:00 UTC." });
    const lockedView = sayAll(g.own("PlagueSimp", new Date("2026-12-01T16:30:00Z")).nightAction!);
    expect(lockedView.locked).toBe(true);
    expect(lockedView.lockText).toBe("Night actions locked at Tue 1 Dec 16:00 UTC.");
    const byMod = g.must({
      type: "clocktower.submitNightAction",
      seatId: g.id("PlagueSimp"),
      choice: { seats: [g.id("Amelia")] },
    });
    expect(byMod.event).toMatchObject({ by: "moderator" });
  });

  it("the lock follows the settings: nightHours and lockHours", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.setSettings", nightHours: 12, lockHours: 1 });
    g.must({ type: "clocktower.startNight" });
    expect(g.rules.nights!["1"]).toMatchObject({
      startedAt: "2026-11-30T18:00:00.000Z",
      dawnAt: "2026-12-01T06:00:00.000Z",
      lockAt: "2026-12-01T05:00:00.000Z",
    });
    expect(g.run({ type: "clocktower.setSettings", nightHours: 2, lockHours: 3 })).toMatchObject({ ok: false });
  });

  it("a Lunatic acts as the Demon they think they are; a dead player has no action", () => {
    const g = nightTwo();
    const lunatic = g.own("Nightingale", new Date("2026-12-01T19:00:00Z")).nightAction!;
    expect(lunatic.shape.seats).toEqual({ min: 0, max: 1 }); // the Po's, uncharged
    expect(JSON.stringify(g.own("Nightingale", new Date()))).not.toMatch(/lunatic/i);
    expect(g.own("Thepigeonnyc", new Date()).nightAction).not.toBeNull();
    g.must({ type: "clocktower.markDead", seatId: g.id("Thepigeonnyc"), cause: "night" });
    expect(g.own("Thepigeonnyc", new Date()).nightAction).toBeNull();
  });
});

describe("dawn", () => {
  it("proposes the night's recorded kills with causes and the announcement; confirmDawn applies them in one event and opens the day", () => {
    const g = nightTwo();
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "zombuul",
      seatId: g.id("Amelia"),
      choice: { seats: [g.id("PlagueSimp")] },
      done: true,
      kills: [{ seatId: g.id("PlagueSimp"), cause: "night" }],
    });
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "gambler",
      seatId: g.id("CRichard"),
      choice: { seats: [g.id("Dolby")], character: "po" },
      done: true,
      kills: [{ seatId: g.id("CRichard"), cause: "ability" }],
    });
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "chambermaid",
      seatId: g.id("Thepigeonnyc"),
      choice: {},
      done: true,
      kills: [{ seatId: g.id("Whysper"), cause: "night", by: "zombuul" }],
    });
    const summary = sayDeep(dawnSummary(g.game)!);
    expect(summary.deaths.map((d) => [d.name, d.cause, d.by])).toEqual([
      ["PlagueSimp", "night", "zombuul"],
      ["Whysper", "night", "zombuul"],
      ["CRichard", "ability", "gambler"],
    ]);
    expect(summary.announcement).toBe("PlagueSimp, Whysper and CRichard died in the night.");
    // The Sailor can't die: a hint, and a warning on the decision.
    expect(summary.hints.join(" ")).toMatch(/Sailor: they can't die/);
    const deaths = summary.deaths.map(({ seatId, cause, by }) => ({ seatId, cause, ...(by ? { by } : {}) }));
    expect(g.run({ type: "clocktower.confirmDawn", deaths })).toMatchObject({
      ok: true,
      warnings: [expect.stringMatching(/Sailor/)],
    });
    const before = g.version;
    g.must({ type: "clocktower.confirmDawn", deaths }, { force: true });
    expect(g.version).toBe(before + 1);
    expect(g.rules.phase).toEqual({ kind: "day", number: 2 });
    const mod = g.mod();
    expect(mod.seats.find((s) => s.name === "CRichard")!.deathLabel).toBe("Killed by the Gambler's ability (N2)");
    expect(mod.seats.find((s) => s.name === "Whysper")!.deathLabel).toBe("Died N2");
    const pub = g.pub();
    expect(pub.phase).toMatchObject({ label: "Day 2" });
    expect(pub.grimoire.filter((s) => !s.alive).map((s) => s.label)).toEqual(["Died N2", "Died N2", "Died N2"]);
    expect(JSON.stringify(pub.grimoire)).not.toMatch(/gambler|zombuul/i);
    expect(dawnSummary(g.game)).toBeNull();
  });

  it("nobody died; a Fool's first death and a protected seat are hinted", () => {
    const g = nightTwo();
    expect(sayDeep(dawnSummary(g.game)!).announcement).toBe("Nobody died in the night.");
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Dolby"),
      token: { characterId: "innkeeper", text: "Safe" },
    });
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "zombuul",
      seatId: g.id("Amelia"),
      choice: {},
      done: true,
      kills: [
        { seatId: g.id("Eggyolk"), cause: "night" },
        { seatId: g.id("Dolby"), cause: "night" },
      ],
    });
    const hints = sayDeep(dawnSummary(g.game)!).hints.join(" ");
    expect(hints).toMatch(/Eggyolk is the Fool/);
    expect(hints).toMatch(/Dolby is marked Safe \(Innkeeper\)/);
    // startDay with recorded deaths warns that they are not applied.
    expect(g.run({ type: "clocktower.startDay" })).toMatchObject({
      ok: true,
      warnings: [expect.stringMatching(/confirm the dawn/)],
    });
  });
});

describe("the info ledger", () => {
  it("keeps, per player, what they were told night by night, false info flagged for the storyteller only", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.must({
      type: "clocktower.recordStep",
      night: 1,
      stepId: "chambermaid",
      seatId: g.id("Thepigeonnyc"),
      choice: { seats: [g.id("Dolby"), g.id("Amelia")] },
      told: "1 of them woke tonight.",
      done: true,
    });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.startNight" });
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "chambermaid",
      seatId: g.id("Thepigeonnyc"),
      choice: { seats: [g.id("Dolby"), g.id("Kiiruma")] },
      told: "2 of them woke tonight.",
      falseInfo: true,
      done: true,
    });
    expect(ledgerFor(g.rules, g.id("Thepigeonnyc"))).toEqual([
      { night: 1, stepId: "chambermaid", text: "1 of them woke tonight.", falseInfo: false },
      { night: 2, stepId: "chambermaid", text: "2 of them woke tonight.", falseInfo: true },
    ]);
    const own = g.own("Thepigeonnyc", new Date());
    expect(own.ledger).toEqual([
      { night: 1, text: "1 of them woke tonight." },
      { night: 2, text: "2 of them woke tonight." },
    ]);
    expect(JSON.stringify(own)).not.toMatch(/falseInfo/);
    expect(g.own("Dolby", new Date()).ledger).toEqual([]);
    expect(g.mod().seats.find((s) => s.name === "Thepigeonnyc")!.ledger).toHaveLength(2);
  });
});

describe("choice rules", () => {
  it("an alive target, not yourself, not a traveller, not last night's: refused for a player, warned for the storyteller", () => {
    const cast = [
      "sailor",
      "innkeeper",
      "chambermaid",
      "exorcist",
      "fool",
      "moonchild",
      "goon",
      "devilsadvocate",
      "po",
    ];
    const g = new ForumGame(cast);
    g.must({ type: "clocktower.startNight" });
    const cm = player(g, "Thepigeonnyc");
    expect(
      g.run(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("Thepigeonnyc"), g.id("Dolby")] } },
        { actor: cm },
      ),
    ).toMatchObject({ ok: false, error: "You may not choose yourself." });
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "night" });
    expect(
      g.run(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("Amelia"), g.id("Dolby")] } },
        { actor: cm },
      ),
    ).toMatchObject({ ok: false, error: "Dolby is dead: choose an alive player." });
    expect(
      g.run({
        type: "clocktower.submitNightAction",
        seatId: g.id("Thepigeonnyc"),
        choice: { seats: [g.id("Amelia"), g.id("Dolby")] },
      }),
    ).toMatchObject({ ok: true, warnings: ["Dolby is dead: choose an alive player."] });
    g.must(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Amelia")] } },
      { actor: player(g, "Kiiruma") },
    );
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.startNight" });
    expect(
      g.run(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("Amelia")] } },
        { actor: player(g, "Kiiruma") },
      ),
    ).toMatchObject({ ok: false, error: "Amelia was chosen last night." });
    expect(
      g.run(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("Eggyolk")] } },
        { actor: player(g, "Kiiruma") },
      ),
    ).toMatchObject({ ok: true });
    expect(
      g.run({ type: "clocktower.submitNightAction", choice: { seats: ["zzz"] } }, { actor: player(g, "Kiiruma") }),
    ).toMatchObject({ ok: false, error: 'There is no seat "zzz" in this game.' });
  });
});
