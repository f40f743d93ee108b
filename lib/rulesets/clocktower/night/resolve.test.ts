import { describe, expect, it } from "vitest";
import { ForumGame } from "../grimoire/testing";
import { nightSheet as nightSheetOf } from "./night-sheet";
import { dawnSummary as dawnSummaryOf } from "./dawn";
import { abilityState } from "./abilities/state";
import { render } from "@/lib/i18n/render";
import type { Phrase } from "@/lib/i18n/message";
import { sayAll, sayDeep } from "@/test/say";

/**
 * Issue 24: the night resolved in night order, each step at the state of its turn. One test per row of
 * the table (what the app proposed then, what the rules say).
 * Seats: PlagueSimp, Whysper, Thepigeonnyc, CRichard, Eggyolk, Nightingale, Dolby, Kiiruma, Amelia.
 */
const nightSheet = (...a: Parameters<typeof nightSheetOf>) => sayAll(nightSheetOf(...a));
const en = (p: Phrase) => render(p, "en");

const PUKKA = ["sailor", "innkeeper", "exorcist", "gambler", "fool", "goon", "tinker", "devilsadvocate", "pukka"];

function game(cast: string[]) {
  const g = new ForumGame(cast);
  g.must({ type: "clocktower.startNight" });
  return g;
}
const nightOf = (g: ForumGame) => g.rules.phase!.number;
const nextNight = (g: ForumGame) => {
  g.must({ type: "clocktower.startDay" }, { force: true });
  g.must({ type: "clocktower.startNight" });
};
const step = (g: ForumGame, stepId: string, seat?: string) =>
  nightSheet(g.game, nightOf(g)).steps.find((s) => s.stepId === stepId && (!seat || s.seatId === g.id(seat)))!;
const record = (g: ForumGame, stepId: string, seat: string, seats: string[], character?: string) =>
  g.must(
    {
      type: "clocktower.recordStep",
      night: nightOf(g),
      stepId,
      seatId: g.id(seat),
      choice: { seats: seats.map((n) => g.id(n)), ...(character ? { character } : {}) },
      done: true,
    },
    { force: true },
  );
/** The storyteller applies what the step proposes: the ticked effects, the first of a group (or `pick`'s seat). */
const apply = (g: ForumGame, stepId: string, seat: string, pick?: string) => {
  const groups = new Set<string>();
  const effects = step(g, stepId, seat)
    .effects.filter((e) => !e.off)
    .filter(
      (e) => !e.group || ((!pick || e.effect.seatId === g.id(pick)) && !groups.has(e.group) && !!groups.add(e.group)),
    )
    .map((e) => e.effect);
  g.must({ type: "clocktower.applyEffects", night: nightOf(g), stepId, seatId: g.id(seat), effects });
};
const act = (g: ForumGame, stepId: string, seat: string, seats: string[], pick?: string) => {
  record(g, stepId, seat, seats);
  apply(g, stepId, seat, pick);
};
const dawn = (g: ForumGame) => sayDeep(dawnSummaryOf(g.game)!);
const dying = (g: ForumGame) => dawn(g).deaths.map((d) => [d.name, d.reason]);
const spared = (g: ForumGame) => dawn(g).spared.map((d) => [d.name, d.spared]);
const effects = (g: ForumGame, stepId: string, seat?: string) =>
  step(g, stepId, seat).effects.map((e) => [e.reason, !!e.off, e.offBecause ?? null]);

describe("issue 24: each step resolved in night order, as the player stood at their turn", () => {
  it("row 1: the Pukka's poison kills the Sailor and the Fool: they are still poisoned when it kills them", () => {
    const g = game(PUKKA);
    act(g, "pukka", "Amelia", ["PlagueSimp"]);
    nextNight(g);
    act(g, "pukka", "Amelia", ["Eggyolk"]);
    expect(dying(g)).toEqual([
      ["PlagueSimp", "Amelia (Pukka) poisoned them last night: the previously poisoned player dies."],
    ]);
    expect(spared(g)).toEqual([]);
    g.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id("PlagueSimp"), cause: "night", by: "pukka" }] });
    g.must({ type: "clocktower.startNight" });
    act(g, "pukka", "Amelia", ["Whysper"]);
    // The Fool is not spared, and no "No Ability" is proposed for them.
    expect(dying(g)).toEqual([
      ["Eggyolk", "Amelia (Pukka) poisoned them last night: the previously poisoned player dies."],
    ]);
    expect(dawn(g).spared).toEqual([]);
  });

  it("row 2: the exorcised Pukka does not wake (no new poison), but last night's poisoned player still dies", () => {
    const g = game(PUKKA);
    act(g, "pukka", "Amelia", ["CRichard"]);
    nextNight(g);
    act(g, "exorcist", "Thepigeonnyc", ["Amelia"]);
    g.must(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Whysper")] } },
      { actor: { kind: "player", seatId: g.id("Amelia") } },
    );
    const pukka = step(g, "pukka");
    expect(pukka.notActing).toBe("The Demon does not wake: exorcised. Amelia (Pukka) makes no choice tonight.");
    expect(pukka.warnings).toContain(pukka.notActing);
    expect(effects(g, "pukka")).toEqual([
      ["CRichard was poisoned before: they die tonight, then become healthy.", false, null],
      [
        "Whysper is poisoned by the Pukka (they die at the Pukka's next choice).",
        true,
        "The Demon does not wake: exorcised. Amelia (Pukka) makes no choice tonight.",
      ],
    ]);
    expect(dying(g)).toEqual([
      ["CRichard", "Amelia (Pukka) poisoned them last night: the previously poisoned player dies."],
    ]);
    apply(g, "pukka", "Amelia");
    g.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id("CRichard"), cause: "night", by: "pukka" }] });
    g.must({ type: "clocktower.startNight" });
    act(g, "pukka", "Amelia", ["Dolby"]);
    // Whysper was never poisoned: nobody dies of the Pukka tonight.
    expect(dying(g)).toEqual([]);
  });

  it("row 3: a drunk Pukka's target is never poisoned; the earlier poison resumes when the Pukka sobers up", () => {
    const g = game(PUKKA);
    act(g, "pukka", "Amelia", ["CRichard"]);
    nextNight(g);
    act(g, "sailor", "PlagueSimp", ["Amelia"], "Amelia"); // the Pukka is the one drunk
    record(g, "pukka", "Amelia", ["Whysper"]);
    expect(step(g, "pukka").effects.every((e) => e.off)).toBe(true);
    expect(dying(g)).toEqual([]);
    expect(spared(g)).toEqual([["CRichard", ["Amelia is drunk or poisoned: the Pukka's ability has no effect."]]]);
    apply(g, "pukka", "Amelia");
    expect(g.rules.seats[g.id("Whysper")]!.reminders).toEqual([]);
    nextNight(g);
    act(g, "pukka", "Amelia", ["Dolby"]);
    expect(dying(g)).toEqual([
      ["CRichard", "Amelia (Pukka) poisoned them last night: the previously poisoned player dies."],
    ]);
    expect(g.rules.seats[g.id("CRichard")]!.reminders.map((r) => r.text)).toEqual([]); // healthy after
  });

  it("row 4: the Innkeeper or the Devil's Advocate first to choose the Goon is drunk at once: their ability does nothing", () => {
    const g = game(PUKKA);
    record(g, "devilsadvocate", "Kiiruma", ["Nightingale"]);
    expect(effects(g, "devilsadvocate")).toEqual([
      [
        "Nightingale survives execution tomorrow.",
        true,
        "Kiiruma chose the Goon (Nightingale) first tonight and is drunk since the Goon: the Devil's Advocate's ability has no effect.",
      ],
      ["Kiiruma is the first to choose the Goon (Nightingale) tonight: drunk until dusk.", false, null],
      ["The Goon (Nightingale) takes the alignment of Kiiruma: now evil.", false, null],
    ]);
    apply(g, "devilsadvocate", "Kiiruma");
    expect(g.rules.seats[g.id("Nightingale")]!.reminders).toEqual([]);
    act(g, "pukka", "Amelia", ["Dolby"]);
    nextNight(g);
    act(g, "innkeeper", "Whysper", ["Nightingale", "Dolby"]);
    expect(step(g, "innkeeper").effects.filter((e) => e.effect.kind === "place" && e.off).length).toBe(4);
    expect(step(g, "innkeeper").notActing).toMatch(/^Whysper chose the Goon \(Nightingale\) first tonight/);
    act(g, "pukka", "Amelia", ["Eggyolk"]);
    expect(dying(g)).toEqual([
      ["Dolby", "Amelia (Pukka) poisoned them last night: the previously poisoned player dies."],
    ]);
  });

  it("row 5: a player killed earlier tonight does not act at their turn (the Gossip, the Professor), nor triggers the Goon", () => {
    const g = game(["gossip", "professor", "chambermaid", "tinker", "fool", "goon", "innkeeper", "assassin", "po"]);
    nextNight(g); // Night 2: the Po chose no one, so three tonight.
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "executed" }, { force: true });
    g.must({
      type: "clocktower.dayAbility",
      ability: { kind: "gossip", seatId: g.id("PlagueSimp"), statement: "Amelia is the Po." },
    });
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.dayAbility", ability: { kind: "gossipTrue", true: true } }, { force: true });
    record(g, "po", "Amelia", ["PlagueSimp", "Whysper", "Thepigeonnyc"]);
    record(g, "professor", "Whysper", ["Dolby"]);
    record(g, "gossip", "PlagueSimp", ["Kiiruma"]);
    record(g, "chambermaid", "Thepigeonnyc", ["Nightingale", "Eggyolk"]);
    const dead = "was dead before their turn";
    expect(step(g, "professor").notActing).toBe(
      "Whysper was dead before their turn: the Professor does not act tonight.",
    );
    expect(effects(g, "professor")).toEqual([
      [
        "Whysper has used the Professor's once-per-game ability.",
        true,
        "Whysper was dead before their turn: the Professor does not act tonight.",
      ],
    ]);
    expect(step(g, "gossip").warnings.join(" ")).toContain(dead);
    // The dead Chambermaid chose the Goon: nothing happens to her, nor to the Goon.
    expect(effects(g, "chambermaid")).toEqual([]);
    expect(dying(g).map(([n]) => n)).toEqual(["PlagueSimp", "Whysper", "Thepigeonnyc"]);
    expect(spared(g)).toEqual([
      ["Kiiruma", ["PlagueSimp was dead before their turn: the Gossip does not act tonight."]],
    ]);
    expect(dawn(g).revivals).toEqual([]);
  });

  it("row 6: the Chambermaid counts only those whose ability woke them tonight (not the Tinker, nor the Zombuul after a death)", () => {
    const g = game([
      "chambermaid",
      "tinker",
      "grandmother",
      "sailor",
      "fool",
      "goon",
      "innkeeper",
      "assassin",
      "zombuul",
    ]);
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "executed" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    record(g, "tinker", "Whysper", []);
    record(g, "zombuul", "Amelia", []);
    record(g, "grandmother", "Thepigeonnyc", []);
    record(g, "sailor", "CRichard", ["CRichard"]);
    record(g, "chambermaid", "PlagueSimp", ["Whysper", "Amelia"]);
    expect(step(g, "chambermaid").suggestedTold).toBe("0 of them woke tonight.");
    record(g, "chambermaid", "PlagueSimp", ["Thepigeonnyc", "CRichard"]);
    expect(step(g, "chambermaid").suggestedTold).toBe("1 of them woke tonight.");
  });

  it("row 7: an exorcised Po chose nothing: that night does not charge it", () => {
    const g = game(["sailor", "innkeeper", "exorcist", "gambler", "fool", "goon", "tinker", "assassin", "po"]);
    nextNight(g);
    record(g, "exorcist", "Thepigeonnyc", ["Amelia"]);
    expect(step(g, "po").notActing).toMatch(/^The Demon does not wake: exorcised\./);
    nextNight(g);
    expect(abilityState(g.game, g.id("Amelia"), "po", 3).charged).toBe(false);
    expect(
      g.run(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("Dolby")] } },
        { actor: { kind: "player", seatId: g.id("Amelia") } },
      ),
    ).toMatchObject({ ok: true, warnings: [] });
  });

  it("row 8: a dead Moonchild, drunk or poisoned, chooses a good player: nothing happens", () => {
    const g = game(["sailor", "innkeeper", "exorcist", "gambler", "fool", "moonchild", "tinker", "assassin", "po"]);
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.markDead", seatId: g.id("Nightingale"), cause: "executed" }, { force: true });
    g.must({
      type: "clocktower.dayAbility",
      ability: { kind: "moonchild", seatId: g.id("Nightingale"), chosen: g.id("Whysper") },
    });
    g.must({ type: "clocktower.startNight" });
    expect(dying(g)).toEqual([["Whysper", "Nightingale (Moonchild) chose Whysper, a good player: they die."]]);
    g.must(
      {
        type: "clocktower.placeReminder",
        seatId: g.id("Nightingale"),
        token: { characterId: "sailor", text: "Drunk" },
      },
      { force: true },
    );
    expect(dying(g)).toEqual([]);
    expect(spared(g)).toEqual([
      ["Whysper", ["Nightingale is drunk or poisoned: the Moonchild's ability has no effect."]],
    ]);
  });

  it("row 9: the Fool who survived an execution is not warned again: the second death kills", () => {
    const g = game(["sailor", "innkeeper", "exorcist", "gambler", "fool", "goon", "tinker", "assassin", "po"]);
    const executeFool = () => {
      g.must({ type: "clocktower.day", command: { type: "phase.advance" } }, { force: true });
      g.must(
        {
          type: "clocktower.day",
          command: { type: "day.nominate", nominator: g.id("Amelia"), nominee: g.id("Eggyolk") },
        },
        { force: true },
      );
      g.must({ type: "clocktower.day", command: { type: "phase.advance" } }, { force: true });
      for (const v of ["Amelia", "Kiiruma", "Dolby", "Nightingale", "CRichard"])
        g.must(
          { type: "clocktower.day", command: { type: "day.vote", voter: g.id(v), nominee: g.id("Eggyolk") } },
          { force: true },
        );
    };
    g.must({ type: "clocktower.startDay" }, { force: true });
    executeFool();
    const first = g.run({ type: "clocktower.day", command: { type: "day.resolve" } });
    expect(first.ok && first.warnings.join(" ")).toMatch(/Eggyolk is the Fool/);
    g.must({ type: "clocktower.day", command: { type: "day.resolve", executionDoesNotKill: true } }, { force: true });
    expect(g.rules.seats[g.id("Eggyolk")]!.alive).toBe(true);
    expect(g.rules.seats[g.id("Eggyolk")]!.reminders.map((r) => r.text)).toEqual(["No Ability"]);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" }, { force: true });
    executeFool();
    const second = g.run({ type: "clocktower.day", command: { type: "day.resolve" } });
    expect(second.ok && second.warnings.join(" ")).not.toMatch(/Fool/);
    g.must({ type: "clocktower.day", command: { type: "day.resolve" } }, { force: true });
    expect(g.rules.seats[g.id("Eggyolk")]!.alive).toBe(false);
  });

  it("row 10: an exiled traveller marked dead is no death today: the Zombuul kills", () => {
    const g = game(["sailor", "innkeeper", "exorcist", "gambler", "fool", "goon", "tinker", "assassin", "zombuul"]);
    g.must({ type: "seat.add", name: "Wanderer" });
    g.ids.Wanderer = g.state.core.seats.at(-1)!.id;
    g.must(
      { type: "clocktower.addTraveller", seatId: g.id("Wanderer"), characterId: "apprentice", alignment: "good" },
      { force: true },
    );
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.must({ type: "clocktower.markDead", seatId: g.id("Wanderer"), cause: "executed" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    expect(
      g.run(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("Dolby")] } },
        { actor: { kind: "player", seatId: g.id("Amelia") } },
      ),
    ).toMatchObject({ ok: true, warnings: [] });
    expect(dying(g)).toEqual([["Dolby", "Amelia (Zombuul) chose them."]]);
  });

  it("row 11: the Pukka's step applied before the Innkeeper's: the Innkeeper was poisoned at their turn", () => {
    const g = game(PUKKA);
    act(g, "pukka", "Amelia", ["Whysper"]);
    nextNight(g);
    act(g, "pukka", "Amelia", ["CRichard"]); // applied first: Whysper's poison taken away
    expect(g.rules.seats[g.id("Whysper")]!.reminders).toEqual([]);
    record(g, "innkeeper", "Whysper", ["Whysper", "Dolby"]);
    expect(step(g, "innkeeper").effects.every((e) => e.off)).toBe(true);
    expect(dying(g)).toEqual([
      ["Whysper", "Amelia (Pukka) poisoned them last night: the previously poisoned player dies."],
    ]);
  });

  it("row 12: on Night 1 the Demon learns whom the Lunatic chose", () => {
    const g = new ForumGame([
      "sailor",
      "innkeeper",
      "exorcist",
      "gambler",
      "fool",
      "lunatic",
      "tinker",
      "assassin",
      "po",
    ]);
    g.must({ type: "clocktower.setLunatic", seatId: g.id("Nightingale"), demonId: "pukka" });
    g.must({ type: "clocktower.startNight" });
    record(g, "lunatic", "Nightingale", ["Dolby"]);
    expect(en(step(g, "demoninfo", "Amelia").suggestedTold!)).toContain(
      "The Lunatic is Nightingale; tonight they chose Dolby.",
    );
  });

  it("row 13: the Po's three kills with the Goon: only those chosen after the Goon made the Po drunk fail", () => {
    const g = game(["sailor", "innkeeper", "exorcist", "gambler", "fool", "goon", "tinker", "assassin", "po"]);
    nextNight(g);
    nextNight(g);
    record(g, "po", "Amelia", ["Whysper", "Nightingale", "Dolby"]);
    expect(dying(g).map(([n]) => n)).toEqual(["Whysper", "Nightingale"]);
    expect(spared(g)).toEqual([
      [
        "Dolby",
        [
          "Amelia chose the Goon (Nightingale) first tonight and is drunk since the Goon: the Po's ability has no effect.",
        ],
      ],
    ]);
  });
});
