import { describe, expect, it } from "vitest";
import { ForumGame } from "../../grimoire/testing";
import { nightSheet as nightSheetOf } from "../night-sheet";
import type { DayCommand } from "../../day";
import type { ProposedEffect } from "./effects";
import { render } from "@/lib/i18n/render";
import type { Phrase } from "@/lib/i18n/message";
import { sayAll, type Rendered } from "@/test/say";
// The rules speak in messages: these tests read their words in English.
const nightSheet = (...a: Parameters<typeof nightSheetOf>) => sayAll(nightSheetOf(...a));

const en = (p: Phrase) => render(p, "en");

// Seats: PlagueSimp, Whysper, Thepigeonnyc, CRichard, Eggyolk, Nightingale, Dolby, Kiiruma, Amelia.
const CAST = ["sailor", "innkeeper", "courtier", "exorcist", "minstrel", "goon", "tinker", "devilsadvocate", "pukka"];

const tokens = (g: ForumGame, name: string) => g.rules.seats[g.id(name)]!.reminders.map((r) => r.text);
const step = (g: ForumGame, night: number, stepId: string) =>
  nightSheet(g.game, night).steps.find((s) => s.stepId === stepId)!;
/** The storyteller applies what the step proposes: ticked effects, the first of each group (or the one picked). */
function apply(
  g: ForumGame,
  night: number,
  stepId: string,
  pick: (e: Rendered<ProposedEffect>) => boolean = () => true,
) {
  const s = step(g, night, stepId);
  const groups = new Set<string>();
  const effects = s.effects
    .filter((e) => !e.off && pick(e))
    .filter((e) => !e.group || (!groups.has(e.group) && groups.add(e.group)))
    .map((e) => e.effect);
  g.must({ type: "clocktower.applyEffects", night, stepId, seatId: s.seatId!, effects });
}
const record = (g: ForumGame, night: number, stepId: string, seats: string[], character?: string) =>
  g.must({
    type: "clocktower.recordStep",
    night,
    stepId,
    seatId: step(g, night, stepId).seatId!,
    choice: { seats: seats.map((n) => g.id(n)), ...(character ? { character } : {}) },
    done: true,
  });
const nextNight = (g: ForumGame) => {
  g.must({ type: "clocktower.startDay" }, { force: true });
  g.must({ type: "clocktower.startNight" });
};

describe("effects placed and taken away by the app", () => {
  it("Sailor: “either you or they are drunk until dusk”: the storyteller picks one; it ends at the next dusk", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    record(g, 1, "sailor", ["Dolby"]);
    const s = step(g, 1, "sailor");
    expect(s.effects.map((e) => [e.group, e.reason])).toEqual([
      ["sailor", "Dolby is drunk until dusk (the Sailor chose Dolby: either the Sailor or they are)."],
      ["sailor", "PlagueSimp is drunk until dusk (the Sailor chose Dolby: either the Sailor or they are)."],
    ]);
    apply(g, 1, "sailor");
    expect(tokens(g, "Dolby")).toEqual(["Drunk"]);
    expect(step(g, 1, "sailor").applied).toHaveLength(1);
    // Applying again replaces, never doubles.
    apply(g, 1, "sailor", (e) => e.effect.seatId === g.id("PlagueSimp"));
    expect(tokens(g, "Dolby")).toEqual([]);
    expect(tokens(g, "PlagueSimp")).toEqual(["Drunk"]);
    g.must({ type: "clocktower.startDay" });
    expect(tokens(g, "PlagueSimp")).toEqual(["Drunk"]);
    g.must({ type: "clocktower.startNight" });
    expect(tokens(g, "PlagueSimp")).toEqual([]);
  });

  it("Innkeeper: “they can't die tonight, but one is drunk until dusk”: Safe ends at dawn, Drunk at dusk", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    nextNight(g);
    record(g, 2, "innkeeper", ["Dolby", "Amelia"]);
    apply(g, 2, "innkeeper");
    expect(tokens(g, "Dolby")).toEqual(["Safe", "Drunk"]);
    expect(tokens(g, "Amelia")).toEqual(["Safe"]);
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    expect(tokens(g, "Dolby")).toEqual(["Drunk"]);
    expect(tokens(g, "Amelia")).toEqual([]);
    g.must({ type: "clocktower.startNight" });
    expect(tokens(g, "Dolby")).toEqual([]);
  });

  it("Courtier: “they are drunk for 3 nights & 3 days”: Drunk 3, 2, 1, then gone", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    record(g, 1, "courtier", [], "pukka");
    apply(g, 1, "courtier");
    expect(tokens(g, "Amelia")).toEqual(["Drunk 3"]);
    expect(tokens(g, "Thepigeonnyc")).toEqual(["No Ability"]);
    nextNight(g);
    expect(tokens(g, "Amelia")).toEqual(["Drunk 2"]);
    nextNight(g);
    expect(tokens(g, "Amelia")).toEqual(["Drunk 1"]);
    g.must({ type: "clocktower.startDay" }, { force: true });
    expect(tokens(g, "Amelia")).toEqual(["Drunk 1"]);
    g.must({ type: "clocktower.startNight" });
    expect(tokens(g, "Amelia")).toEqual([]);
    expect(tokens(g, "Thepigeonnyc")).toEqual(["No Ability"]);
  });

  it("Pukka: “they are poisoned. The previously poisoned player dies then becomes healthy.”", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    record(g, 1, "pukka", ["PlagueSimp"]);
    apply(g, 1, "pukka");
    expect(tokens(g, "PlagueSimp")).toEqual(["Poisoned"]);
    nextNight(g);
    expect(tokens(g, "PlagueSimp")).toEqual(["Poisoned"]);
    record(g, 2, "pukka", ["Whysper"]);
    expect(step(g, 2, "pukka").effects.map((e) => e.reason)).toEqual([
      "PlagueSimp was poisoned before: they die tonight, then become healthy.",
      "Whysper is poisoned by the Pukka (they die at the Pukka's next choice).",
    ]);
    apply(g, 2, "pukka");
    expect(tokens(g, "PlagueSimp")).toEqual([]);
    expect(tokens(g, "Whysper")).toEqual(["Poisoned"]);
    // Applied again: PlagueSimp's token is not proposed twice, nothing doubles.
    apply(g, 2, "pukka");
    expect(tokens(g, "Whysper")).toEqual(["Poisoned"]);
    expect(tokens(g, "PlagueSimp")).toEqual([]);
  });

  it("Devil's Advocate: Survives Execution for tomorrow; Exorcist: the Demon chosen until dawn", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    nextNight(g);
    record(g, 2, "devilsadvocate", ["Dolby"]);
    apply(g, 2, "devilsadvocate");
    record(g, 2, "exorcist", ["Amelia"]);
    expect(step(g, 2, "exorcist").effects[0]!.reason).toBe(
      "Amelia is the Demon: they learn who the Exorcist is and don't wake tonight.",
    );
    apply(g, 2, "exorcist");
    expect(step(g, 2, "pukka").warnings.map(en)).toContain("Chosen by the Exorcist: the Demon does not wake tonight.");
    g.must({ type: "clocktower.startDay" });
    expect(tokens(g, "Amelia")).toEqual([]);
    expect(tokens(g, "Dolby")).toEqual(["Survives Execution"]);
    g.must({ type: "clocktower.startNight" });
    expect(tokens(g, "Dolby")).toEqual([]);
  });

  it("Goon: “the 1st player to choose you with their ability is drunk until dusk. You become their alignment.”", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    record(g, 1, "sailor", ["Nightingale"]);
    record(g, 1, "devilsadvocate", ["Nightingale"]);
    expect(step(g, 1, "devilsadvocate").effects.map((e) => e.reason)).toEqual([
      "Nightingale survives execution tomorrow.",
    ]);
    apply(g, 1, "sailor", (e) => e.group !== "sailor" || e.effect.seatId === g.id("Nightingale"));
    expect(tokens(g, "PlagueSimp")).toEqual(["Drunk"]);
    expect(g.rules.seats[g.id("Nightingale")]!.alignment).toBe("good");
    // An evil chooser first: the Goon turns evil.
    const h = new ForumGame(CAST);
    h.must({ type: "clocktower.startNight" });
    record(h, 1, "devilsadvocate", ["Nightingale"]);
    apply(h, 1, "devilsadvocate");
    expect(tokens(h, "Kiiruma")).toEqual(["Drunk"]);
    expect(h.rules.seats[h.id("Nightingale")]!.alignment).toBe("evil");
  });

  it("effects applied before an earlier step turned the actor off are flagged, and applying again takes them off", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    nextNight(g);
    record(g, 2, "innkeeper", ["Dolby", "Amelia"]);
    apply(g, 2, "innkeeper");
    expect(tokens(g, "Dolby")).toEqual(["Safe", "Drunk"]);
    // Recorded later, earlier in night order: the Sailor made the Innkeeper drunk before their turn.
    record(g, 2, "sailor", ["Whysper"]);
    apply(g, 2, "sailor", (e) => e.effect.seatId === g.id("Whysper"));
    const inn = step(g, 2, "innkeeper");
    expect(inn.effects.every((e) => e.off)).toBe(true);
    expect(inn.warnings).toContain(
      "3 effects applied from this step no longer apply as the night now resolves in order: apply the step again to take them off the grimoire.",
    );
    apply(g, 2, "innkeeper");
    expect(tokens(g, "Dolby")).toEqual([]);
    expect(tokens(g, "Amelia")).toEqual([]);
    expect(step(g, 2, "innkeeper").warnings.filter((w) => /no longer apply/.test(w))).toEqual([]);
  });

  it("the Goon's alignment goes back when the step that turned it is applied again without the Goon", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    record(g, 1, "devilsadvocate", ["Nightingale"]);
    apply(g, 1, "devilsadvocate");
    expect(g.rules.seats[g.id("Nightingale")]!.alignment).toBe("evil");
    // The storyteller corrects the Devil's Advocate's choice: the Goon was never chosen.
    record(g, 1, "devilsadvocate", ["Dolby"]);
    apply(g, 1, "devilsadvocate");
    expect(g.rules.seats[g.id("Nightingale")]!.alignment).toBe("good");
    expect(tokens(g, "Kiiruma")).toEqual([]);
    // Recorded later, the Sailor chose the Goon first in night order: the Devil's Advocate's choice of
    // the Goon no longer turns it, and the resolution (the dusk state rebuilt) reads the Goon as good.
    record(g, 1, "devilsadvocate", ["Nightingale"]);
    apply(g, 1, "devilsadvocate");
    record(g, 1, "sailor", ["Nightingale"]);
    expect(step(g, 1, "devilsadvocate").effects.map((e) => e.reason)).toEqual([
      "Nightingale survives execution tomorrow.",
    ]);
    apply(g, 1, "devilsadvocate");
    expect(g.rules.seats[g.id("Nightingale")]!.alignment).toBe("good");
  });

  it("a drunk or poisoned player's ability has no effect: its effects are proposed unticked", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Kiiruma"),
      token: { characterId: null, text: "Poisoned" },
    });
    record(g, 1, "devilsadvocate", ["Dolby"]);
    expect(step(g, 1, "devilsadvocate").effects).toEqual([
      expect.objectContaining({
        off: true,
        reason: expect.stringMatching(/But Kiiruma is drunk or poisoned: no effect\.$/),
      }),
    ]);
  });

  it("Minstrel: “When a minion dies by execution, all other players (except Travellers) are drunk until dusk tomorrow.”", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "seat.add", name: "Trav" });
    const trav = g.state.core.seats.at(-1)!.id;
    g.must({ type: "clocktower.addTraveller", seatId: trav, characterId: "judge", alignment: "good" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    const day = (command: DayCommand) => g.must({ type: "clocktower.day", command }, { force: true });
    g.hours(12);
    day({ type: "day.nominate", nominator: g.id("PlagueSimp"), nominee: g.id("Kiiruma") });
    for (const v of ["PlagueSimp", "Whysper", "Thepigeonnyc", "CRichard", "Eggyolk", "Dolby"])
      day({ type: "day.vote", voter: g.id(v), nominee: g.id("Kiiruma") });
    g.hours(36);
    day({ type: "day.resolve" });
    expect(g.rules.seats[g.id("Kiiruma")]!.alive).toBe(false);
    for (const n of ["PlagueSimp", "Whysper", "Thepigeonnyc", "CRichard", "Nightingale", "Dolby", "Amelia"])
      expect({ n, t: tokens(g, n) }).toEqual({ n, t: ["Drunk"] });
    expect(tokens(g, "Eggyolk")).toEqual([]);
    expect(g.rules.seats[trav]!.reminders).toEqual([]);
    // "until dusk tomorrow": through Night 2 and Day 2, gone when Night 3 begins.
    g.must({ type: "clocktower.startNight" });
    expect(tokens(g, "Amelia")).toEqual(["Drunk"]);
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.startNight" });
    expect(tokens(g, "Amelia")).toEqual([]);
  });

  // "Once a player dies, ... any ability with a persistent effect will end upon the player's death."
  it("a player's death ends their ability's persistent effects: the Pukka's poison, the Sailor's drunk", () => {
    const g = new ForumGame(CAST);
    g.must({ type: "clocktower.startNight" });
    record(g, 1, "sailor", ["Dolby"]);
    apply(g, 1, "sailor");
    record(g, 1, "pukka", ["Whysper"]);
    apply(g, 1, "pukka");
    expect(tokens(g, "Dolby")).toEqual(["Drunk"]);
    expect(tokens(g, "Whysper")).toEqual(["Poisoned"]);
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.markDead", seatId: g.id("PlagueSimp"), cause: "executed" }, { force: true });
    expect(tokens(g, "Dolby")).toEqual([]);
    g.must({ type: "clocktower.markDead", seatId: g.id("Amelia"), cause: "ability", by: "tinker" }, { force: true });
    expect(tokens(g, "Whysper")).toEqual([]);
  });
});
