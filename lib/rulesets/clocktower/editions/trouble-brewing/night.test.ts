import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/game/ruleset";
import { sayAll, sayDeep } from "@/test/say";
import { render } from "@/lib/i18n/render";
import { nightSheet, resolvedNight } from "../../night/night-sheet";
import { dawnSummary } from "../../night/dawn";
import { malfunctions } from "../../night/resolve";
import { protections, winChecks } from "../../grimoire/grimoire";
import { choiceOn } from "../../night/abilities/state";
import { stepKey } from "../../state";
import { TroubleBrewingGame } from "./testing";

// Seats: Ann, Ben, Cat, Dan, Eve, Fay, Gus, Hal, Ivy, Jo.
// Default cast: washerwoman, empath, fortuneteller, monk, undertaker, virgin, saint, poisoner, scarletwoman, imp.
const KEEPERS = [
  "washerwoman",
  "soldier",
  "mayor",
  "monk",
  "ravenkeeper",
  "butler",
  "saint",
  "poisoner",
  "scarletwoman",
  "imp",
];
const player = (g: TroubleBrewingGame, name: string): Actor => ({ kind: "player", seatId: g.id(name) });

function atNight(n: number, cast?: string[]) {
  const g = new TroubleBrewingGame(cast);
  g.must({ type: "clocktower.startNight" });
  while (g.rules.phase!.number < n || g.rules.phase!.kind === "day") {
    if (g.rules.phase!.kind === "night") g.must({ type: "clocktower.startDay" }, { force: true });
    else g.must({ type: "clocktower.startNight" });
  }
  return g;
}
const choose = (g: TroubleBrewingGame, stepId: string, seat: string, seats: string[]) =>
  g.run(
    {
      type: "clocktower.recordStep",
      night: g.rules.phase!.number,
      stepId,
      seatId: g.id(seat),
      choice: { seats: seats.map((x) => g.id(x)) },
      done: true,
    },
    { force: true },
  );
const step = (g: TroubleBrewingGame, stepId: string, seat: string) =>
  sayDeep(nightSheet(g.game, g.rules.phase!.number).steps.find((s) => s.key === stepKey(stepId, g.id(seat)))!);
const dawn = (g: TroubleBrewingGame) => sayAll(dawnSummary(g.game)!);
const dying = (g: TroubleBrewingGame) => dawn(g).deaths.map((d) => [d.name, d.reason]);
const spared = (g: TroubleBrewingGame) => dawn(g).spared.map((d) => [d.name, d.spared]);
const character = (g: TroubleBrewingGame, name: string) => g.rules.seats[g.id(name)]!.characterId;
const kill = (g: TroubleBrewingGame, ...names: string[]) => {
  for (const n of names) g.must({ type: "clocktower.markDead", seatId: g.id(n), cause: "night" }, { force: true });
};
/** Applies a step's proposed effects as the storyteller would with one click (the ticked ones). */
const apply = (g: TroubleBrewingGame, stepId: string, seat: string) => {
  const s = nightSheet(g.game, g.rules.phase!.number).steps.find((x) => x.key === stepKey(stepId, g.id(seat)))!;
  g.must({
    type: "clocktower.applyEffects",
    night: g.rules.phase!.number,
    stepId,
    seatId: g.id(seat),
    effects: s.effects.filter((e) => !e.off).map((e) => e.effect),
  });
};

describe("the Poisoner", () => {
  it("each night poisons the chosen player until the next dusk, from the Poisoner; a later actor tonight malfunctions", () => {
    const g = atNight(1);
    choose(g, "poisoner", "Hal", ["Ben"]);
    expect(step(g, "poisoner", "Hal").effects).toEqual([
      {
        effect: {
          kind: "place",
          seatId: g.id("Ben"),
          token: { characterId: "poisoner", text: "Poisoned", until: { at: "dusk", night: 2 }, from: g.id("Hal") },
        },
        reason: "Ben is poisoned until dusk (the Poisoner chose them).",
      },
    ]);
    // Read at the turn: the Empath (after the Poisoner in night order) is poisoned at theirs.
    expect(malfunctions(resolvedNight(g.game, 1).resolution.seatsAtDawn, g.id("Ben"))).toBe(true);
    apply(g, "poisoner", "Hal");
    expect(step(g, "empath", "Ben").warnings).toContain(
      "Poisoned (Poisoner): their ability malfunctions (no effect, arbitrary info).",
    );
    g.must({ type: "clocktower.startDay" }, { force: true });
    expect(g.rules.seats[g.id("Ben")]!.reminders).toHaveLength(1);
    g.must({ type: "clocktower.startNight" });
    expect(g.rules.seats[g.id("Ben")]!.reminders).toEqual([]);
  });

  it("the poison ends when the Poisoner dies: the Imp killing the Poisoner tonight frees their victim", () => {
    const g = atNight(2);
    choose(g, "poisoner", "Hal", ["Ben"]);
    choose(g, "imp", "Jo", ["Hal"]);
    const at = resolvedNight(g.game, 2).resolution.seatsAtDawn;
    expect(at[g.id("Hal")]!.alive).toBe(false);
    expect(malfunctions(at, g.id("Ben"))).toBe(false);
    expect(dying(g)).toEqual([["Hal", "Jo (Imp) chose them."]]);
  });
});

describe("the Monk", () => {
  it("protects another player from the Demon until dawn; a poisoned Monk protects nobody", () => {
    const g = atNight(2);
    choose(g, "monk", "Dan", ["Ben"]);
    expect(step(g, "monk", "Dan").effects.map((e) => [e.effect, e.reason, !!e.off])).toEqual([
      [
        {
          kind: "place",
          seatId: g.id("Ben"),
          token: { characterId: "monk", text: "Safe", until: { at: "dawn", night: 2 }, from: g.id("Dan") },
        },
        "Ben is safe from the Demon until dawn (the Monk chose them).",
        false,
      ],
    ]);
    choose(g, "imp", "Jo", ["Ben"]);
    expect(dying(g)).toEqual([]);
    expect(spared(g)).toEqual([["Ben", ["Ben is marked Safe (Monk): the Demon cannot kill them tonight."]]]);
    // The Poisoner acts first: the Monk is poisoned at their turn, the Safe is off, the Imp's kill lands.
    choose(g, "poisoner", "Hal", ["Dan"]);
    expect(step(g, "monk", "Dan").effects.map((e) => !!e.off)).toEqual([true]);
    expect(dying(g)).toEqual([["Ben", "Jo (Imp) chose them."]]);
  });

  it("the Monk's Safe holds against the Demon only; the Innkeeper's Safe against any death", () => {
    const g = atNight(2);
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Ben"),
      token: { characterId: "monk", text: "Safe" },
    });
    expect(protections(g.game, g.id("Ben"), "night", "imp").map((m) => render(m, "en"))).toEqual([
      "Ben is marked Safe (Monk): the Demon cannot kill them tonight.",
    ]);
    expect(protections(g.game, g.id("Ben"), "ability", "slayer")).toEqual([]);
    expect(protections(g.game, g.id("Ben"), "executed")).toEqual([]);
  });

  it("may not choose themselves: the player's link refuses it, the storyteller is warned", () => {
    const g = atNight(2);
    expect(
      g.run({ type: "clocktower.submitNightAction", choice: { seats: [g.id("Dan")] } }, { actor: player(g, "Dan") }),
    ).toMatchObject({ ok: false, error: expect.stringContaining("yourself") });
    expect(choose(g, "monk", "Dan", ["Dan"])).toMatchObject({ ok: true });
    const d = g.run({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "monk",
      seatId: g.id("Dan"),
      choice: { seats: [g.id("Dan")] },
      done: true,
    });
    expect(d).toMatchObject({ ok: true, warnings: [expect.stringContaining("yourself")] });
    expect(step(g, "monk", "Dan").effects).toEqual([]);
    g.must({ type: "clocktower.submitNightAction", choice: { seats: [g.id("Ann")] } }, { actor: player(g, "Dan") });
  });
});

describe("the Soldier", () => {
  it("is safe from the Demon while sober; poisoned by the Poisoner, the Imp's kill lands", () => {
    const g = atNight(2, KEEPERS);
    choose(g, "imp", "Jo", ["Ben"]);
    expect(dying(g)).toEqual([]);
    expect(spared(g)).toEqual([["Ben", ["Ben is the Soldier: the Demon cannot kill them unless drunk or poisoned."]]]);
    choose(g, "poisoner", "Hal", ["Ben"]);
    expect(dying(g)).toEqual([["Ben", "Jo (Imp) chose them."]]);
  });

  it("is not protected from an execution", () => {
    const g = atNight(2, KEEPERS);
    expect(protections(g.game, g.id("Ben"), "executed")).toEqual([]);
  });
});

describe("the Imp", () => {
  it("kills the chosen player at night", () => {
    const g = atNight(2);
    choose(g, "imp", "Jo", ["Cat"]);
    expect(dying(g)).toEqual([["Cat", "Jo (Imp) chose them."]]);
    expect(dawn(g).effects).toEqual([]);
  });

  it("chooses themselves with 5 or more alive: the Scarlet Woman becomes the Imp, proposed at dawn and applied with it", () => {
    const g = atNight(2);
    choose(g, "imp", "Jo", ["Jo"]);
    const d = dawn(g);
    expect(d.deaths.map((x) => [x.name, x.reason])).toEqual([
      ["Jo", "Jo (Imp) chose themselves: they die, and a Minion takes over."],
    ]);
    expect(d.effects).toEqual([
      {
        effect: { kind: "character", seatId: g.id("Ivy"), characterId: "imp", was: "scarletwoman" },
        reason:
          "Ivy becomes the Imp: the Demon (Jo) died with 10 players alive and the Scarlet Woman is alive and sober.",
      },
    ]);
    // The game goes on with the new Imp: no "good wins" before the dawn.
    expect(d.winChecksAfter.filter((w) => w.winner === "good")).toEqual([]);
    g.must({
      type: "clocktower.confirmDawn",
      deaths: [{ seatId: g.id("Jo"), cause: "night", by: "imp" }],
      effects: d.effects.map((e) => e.effect),
    });
    expect(character(g, "Ivy")).toBe("imp");
    expect(g.rules.seats[g.id("Jo")]).toMatchObject({ characterId: "imp", alive: false });
    expect(winChecks(g.game)).toEqual([]);
    // Night 3: the new Imp has the Imp's step, and the old one's is struck.
    g.must({ type: "clocktower.startNight" });
    const imps = nightSheet(g.game, 3).steps.filter((s) => s.stepId === "imp");
    expect(imps.map((s) => [s.seatName, s.skipped])).toEqual([
      ["Ivy", false],
      ["Jo", true],
    ]);
  });

  it("chooses themselves with only 4 alive: the Scarlet Woman's ability does not trigger; the storyteller picks the Minion", () => {
    const g = atNight(2);
    g.must({ type: "clocktower.startDay" }, { force: true });
    kill(g, "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"); // Ann, Hal, Ivy, Jo alive
    g.must({ type: "clocktower.startNight" });
    choose(g, "imp", "Jo", ["Jo"]);
    const d = dawn(g);
    expect(d.effects.map((e) => [e.effect, e.reason, e.group])).toEqual([
      [
        { kind: "character", seatId: g.id("Hal"), characterId: "imp", was: "poisoner" },
        "Hal becomes the Imp in place of Jo, who chose themselves (the storyteller picks which Minion).",
        "impSuccession",
      ],
      [
        { kind: "character", seatId: g.id("Ivy"), characterId: "imp", was: "scarletwoman" },
        "Ivy becomes the Imp in place of Jo, who chose themselves (the storyteller picks which Minion).",
        "impSuccession",
      ],
    ]);
    g.must({
      type: "clocktower.confirmDawn",
      deaths: [{ seatId: g.id("Jo"), cause: "night", by: "imp" }],
      effects: [d.effects[0]!.effect],
    });
    expect([character(g, "Hal"), character(g, "Ivy")]).toEqual(["imp", "scarletwoman"]);
  });

  it("chooses themselves with no Scarlet Woman: a living Minion of the storyteller's choice; a dead Minion is not offered", () => {
    const cast = [...KEEPERS.slice(0, 8), "baron", "imp"];
    const g = atNight(2, cast);
    g.must({ type: "clocktower.startDay" }, { force: true });
    kill(g, "Hal");
    g.must({ type: "clocktower.startNight" });
    choose(g, "imp", "Jo", ["Jo"]);
    expect(dawn(g).effects.map((e) => [e.effect.seatId, e.group])).toEqual([[g.id("Ivy"), "impSuccession"]]);
  });

  it("a poisoned Scarlet Woman does not take over first: the storyteller picks among the Minions", () => {
    const g = atNight(2);
    choose(g, "poisoner", "Hal", ["Ivy"]);
    choose(g, "imp", "Jo", ["Jo"]);
    expect(dawn(g).effects.map((e) => e.group)).toEqual(["impSuccession", "impSuccession"]);
  });
});

describe("the Demon's succession at dawn, more cases", () => {
  it("a poisoned Imp choosing themselves does not die: nobody takes over", () => {
    const g = atNight(2);
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Jo"), token: { characterId: null, text: "Poisoned" } });
    choose(g, "imp", "Jo", ["Jo"]);
    expect(dying(g)).toEqual([]);
    expect(dawn(g).effects).toEqual([]);
  });

  it("the Demon killed at night another way (a kill the storyteller recorded): the Scarlet Woman takes over; nobody else is offered", () => {
    const g = atNight(2);
    choose(g, "imp", "Jo", ["Ann"]);
    g.must(
      {
        type: "clocktower.recordStep",
        night: 2,
        stepId: "monk",
        seatId: g.id("Dan"),
        choice: { seats: [g.id("Cat")] },
        done: true,
        kills: [{ seatId: g.id("Jo"), cause: "ability" }],
      },
      { force: true },
    );
    expect(dawn(g).effects.map((e) => [e.effect, e.group])).toEqual([
      [{ kind: "character", seatId: g.id("Ivy"), characterId: "imp", was: "scarletwoman" }, undefined],
    ]);
  });

  it("the change of character is taken back like a token: applying a step again, or its undo, gives the Minion back", () => {
    const g = atNight(2);
    const effect = { kind: "character" as const, seatId: g.id("Hal"), characterId: "imp", was: "poisoner" };
    g.must({ type: "clocktower.applyEffects", night: 2, stepId: "imp", seatId: g.id("Jo"), effects: [effect] });
    expect(character(g, "Hal")).toBe("imp");
    g.must({ type: "clocktower.applyEffects", night: 2, stepId: "imp", seatId: g.id("Jo"), effects: [] });
    expect(character(g, "Hal")).toBe("poisoner");
  });
});

describe("the Scarlet Woman's night step", () => {
  it("asks for nothing but what she was told (that she is now the Demon)", () => {
    const g = atNight(2);
    expect(step(g, "scarletwoman", "Ivy").form).toMatchObject({
      players: null,
      character: null,
      noOne: false,
      tell: true,
    });
  });
});

describe("the Scarlet Woman by day", () => {
  const executeImp = (g: TroubleBrewingGame) =>
    g.must({ type: "clocktower.markDead", seatId: g.id("Jo"), cause: "executed" }, { force: true });

  it("the Demon executed with 5 or more alive: the win checks say she becomes the Imp; her character is set without a warning", () => {
    const g = atNight(1);
    g.must({ type: "clocktower.startDay" }, { force: true });
    executeImp(g);
    expect(winChecks(g.game).map((w) => [w.winner, render(w.reason, "en")])).toEqual([
      [
        null,
        "The Demon (Jo) died with 5 or more players alive: Ivy, the Scarlet Woman, becomes the Imp and the game goes on. Set her character.",
      ],
    ]);
    // The storyteller's page shows it with the win checks.
    expect(g.mod().winChecks.map((w) => w.reason)).toEqual([expect.stringContaining("Ivy, the Scarlet Woman")]);
    // No warning: `must` refuses a warned command unless forced.
    g.must({ type: "clocktower.setCharacter", seatId: g.id("Ivy"), characterId: "imp" });
    expect(character(g, "Ivy")).toBe("imp");
    expect(winChecks(g.game)).toEqual([]);
  });

  it("with 4 alive before the execution, or poisoned, she does not: good wins", () => {
    const g = atNight(1);
    g.must({ type: "clocktower.startDay" }, { force: true });
    kill(g, "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"); // Ann, Hal, Ivy, Jo alive
    executeImp(g);
    expect(winChecks(g.game).map((w) => w.winner)).toEqual(["good"]);
    expect(g.run({ type: "clocktower.setCharacter", seatId: g.id("Ivy"), characterId: "imp" })).toMatchObject({
      ok: true,
      warnings: [expect.stringContaining("only an ability changes a character")],
    });

    const h = atNight(1);
    h.must({ type: "clocktower.startDay" }, { force: true });
    h.must({
      type: "clocktower.placeReminder",
      seatId: h.id("Ivy"),
      token: { characterId: "poisoner", text: "Poisoned" },
    });
    executeImp(h);
    expect(winChecks(h.game).map((w) => w.winner)).toEqual(["good"]);
  });
});

describe("the Butler", () => {
  it("each night chooses a master other than themselves; the choice is kept for the day", () => {
    const g = atNight(1, KEEPERS);
    expect(
      g.run({ type: "clocktower.submitNightAction", choice: { seats: [g.id("Fay")] } }, { actor: player(g, "Fay") }),
    ).toMatchObject({ ok: false, error: expect.stringContaining("yourself") });
    g.must({ type: "clocktower.submitNightAction", choice: { seats: [g.id("Ann")] } }, { actor: player(g, "Fay") });
    expect(choiceOn(g.game, 1, stepKey("butler", g.id("Fay")))).toEqual({ seats: [g.id("Ann")] });
    expect(step(g, "butler", "Fay").effects.map((e) => [e.effect, e.reason])).toEqual([
      [
        {
          kind: "place",
          seatId: g.id("Ann"),
          token: { characterId: "butler", text: "Master", until: { at: "dusk", night: 2 }, from: g.id("Fay") },
        },
        "Ann is the Butler's master until dusk.",
      ],
    ]);
  });
});

describe("the Ravenkeeper", () => {
  it("wakes only on a night the Demon killed them: their step acts though dead, and counts as woken", () => {
    const g = atNight(2, KEEPERS);
    choose(g, "ravenkeeper", "Eve", ["Jo"]);
    choose(g, "imp", "Jo", ["Ann"]);
    expect(step(g, "ravenkeeper", "Eve").notActing).toBe("Eve (Ravenkeeper) was not killed tonight: they do not wake.");
    expect(resolvedNight(g.game, 2).resolution.turns[stepKey("ravenkeeper", g.id("Eve"))]!.woke).toBe(false);
    choose(g, "imp", "Jo", ["Eve"]);
    expect(step(g, "ravenkeeper", "Eve")).toMatchObject({ notActing: null, skipped: false });
    expect(resolvedNight(g.game, 2).resolution.turns[stepKey("ravenkeeper", g.id("Eve"))]!.woke).toBe(true);
    expect(dying(g)).toEqual([["Eve", "Jo (Imp) chose them."]]);
  });

  it("dead before the night began: the step is struck", () => {
    const g = atNight(2, KEEPERS);
    g.must({ type: "clocktower.startDay" }, { force: true });
    kill(g, "Eve");
    g.must({ type: "clocktower.startNight" });
    expect(step(g, "ravenkeeper", "Eve").skipped).toBe(true);
  });
});

describe("the Mayor", () => {
  it("the Demon's kill on a sober Mayor: the dawn offers another player instead, without moving it", () => {
    const g = atNight(2, KEEPERS);
    choose(g, "imp", "Jo", ["Cat"]);
    const d = dawn(g);
    expect(d.deaths.map((x) => [x.name, x.reason])).toEqual([["Cat", "Jo (Imp) chose them."]]);
    expect(d.deaths[0]!.mayMoveTo).toEqual(
      ["Ann", "Ben", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"].map((x) => g.id(x)),
    );
    expect(d.hints).toContain(
      "Cat is the Mayor, sober: the Demon's kill may land on another player instead. Untick it and tick who dies, or keep it.",
    );
    // Keeping it on the Mayor needs no force; moving it is the storyteller's own death.
    expect(
      g.run({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id("Cat"), cause: "night", by: "imp" }] }),
    ).toMatchObject({ ok: true, warnings: [] });
  });

  it("a poisoned Mayor, or another death: no offer", () => {
    const g = atNight(2, KEEPERS);
    choose(g, "imp", "Jo", ["Ann"]);
    expect(dawn(g).deaths[0]!.mayMoveTo).toBeUndefined();
    choose(g, "poisoner", "Hal", ["Cat"]);
    choose(g, "imp", "Jo", ["Cat"]);
    expect(dawn(g).deaths.map((x) => [x.name, x.mayMoveTo])).toEqual([["Cat", undefined]]);
    expect(dawn(g).hints.filter((h) => String(h).includes("Mayor"))).toEqual([]);
  });
});
