import { describe, expect, it } from "vitest";
import { sayDeep } from "@/test/say";
import { ForumGame } from "../grimoire/testing";
import { nightSheet as nightSheetOf } from "./night-sheet";
import { dawnSummary as dawnSummaryOf } from "./dawn";
import { sayAll } from "@/test/say";
// The rules speak in messages: these tests read their words in English.
const nightSheet = (...a: Parameters<typeof nightSheetOf>) => sayAll(nightSheetOf(...a));
const dawnSummary = (...a: Parameters<typeof dawnSummaryOf>) => sayAll(dawnSummaryOf(...a));

/**
 * A scripted 12-player game through the command API: three nights with protections, poisonings and
 * the Pukka's delayed death, each dawn's proposal checked and confirmed as proposed.
 */
const NAMES = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10", "P11", "P12"];
const CAST = [
  "sailor",
  "innkeeper",
  "grandmother",
  "tealady",
  "exorcist",
  "chambermaid",
  "fool",
  "goon",
  "tinker",
  "devilsadvocate",
  "assassin",
  "pukka",
];

class Scripted extends ForumGame {
  constructor() {
    super(CAST, NAMES);
  }
  get night() {
    return this.rules.phase!.number;
  }
  /** The player's own action on their link, then the storyteller applies the step's proposed effects. */
  act(stepId: string, seat: string, chosen: string[], pick?: string) {
    const night = this.night;
    const key = `${stepId}@${this.id(seat)}`;
    this.must(
      { type: "clocktower.submitNightAction", choice: { seats: chosen.map((n) => this.id(n)) } },
      { actor: { kind: "player", seatId: this.id(seat) } },
    );
    this.must({
      type: "clocktower.recordStep",
      night,
      stepId,
      seatId: this.id(seat),
      choice: { seats: chosen.map((n) => this.id(n)) },
      done: true,
    });
    const step = nightSheet(this.game, night).steps.find((s) => s.key === key)!;
    const groups = new Set<string>();
    const effects = step.effects
      .filter((e) => !e.off)
      .filter(
        (e) =>
          !e.group ||
          ((pick ? e.effect.seatId === this.id(pick) : true) && !groups.has(e.group) && groups.add(e.group)),
      )
      .map((e) => e.effect);
    this.must({ type: "clocktower.applyEffects", night, stepId, seatId: this.id(seat), effects });
  }
  /** The grandchild is the storyteller's pick. */
  grandchild(name: string) {
    this.must({
      type: "clocktower.recordStep",
      night: 1,
      stepId: "grandmother",
      seatId: this.id("P3"),
      choice: { seats: [this.id(name)] },
      done: true,
    });
    const step = nightSheet(this.game, 1).steps.find((s) => s.stepId === "grandmother")!;
    this.must({
      type: "clocktower.applyEffects",
      night: 1,
      stepId: "grandmother",
      seatId: this.id("P3"),
      effects: step.effects.map((e) => e.effect),
    });
  }
  proposal() {
    const d = sayDeep(dawnSummary(this.game)!);
    return {
      deaths: d.deaths.map((x) => [x.name, x.reason]),
      spared: d.spared.map((x) => [x.name, x.spared]),
      announcement: d.announcement,
    };
  }
  confirm() {
    const d = sayDeep(dawnSummary(this.game)!);
    this.must(
      {
        type: "clocktower.confirmDawn",
        deaths: d.deaths.map((x) => ({ seatId: x.seatId, cause: x.cause, ...(x.by ? { by: x.by } : {}) })),
      },
      { force: true },
    );
  }
  tokens(name: string) {
    return this.rules.seats[this.id(name)]!.reminders.map((r) => `${r.text} (${r.characterId})`);
  }
}

describe("a 12-player Bad Moon Rising game over three nights", () => {
  it("proposes each dawn from the night's choices and the grimoire", () => {
    const g = new Scripted();
    // ---------------------------------------------------------------- Night 1
    g.must({ type: "clocktower.startNight" });
    g.act("sailor", "P1", ["P12"], "P1"); // either the Sailor or the Pukka: the storyteller makes the Sailor drunk
    g.act("devilsadvocate", "P10", ["P11"]);
    g.act("pukka", "P12", ["P6"]);
    g.grandchild("P2");
    expect(g.tokens("P1")).toEqual(["Drunk (sailor)"]);
    expect(g.tokens("P6")).toEqual(["Poisoned (pukka)"]);
    expect(g.tokens("P2")).toEqual(["Grandchild (grandmother)"]);
    expect(g.proposal()).toEqual({ deaths: [], spared: [], announcement: "Nobody died in the night." });
    g.confirm();
    expect(g.tokens("P11")).toEqual(["Survives Execution (devilsadvocate)"]);
    g.must({ type: "clocktower.startNight" });

    // ---------------------------------------------------------------- Night 2
    expect(g.tokens("P1")).toEqual([]); // the Sailor's drunk ended at dusk
    expect(g.tokens("P11")).toEqual([]);
    g.act("sailor", "P1", ["P3"], "P3");
    g.act("innkeeper", "P2", ["P6", "P9"], "P9");
    g.act("devilsadvocate", "P10", ["P8"]); // the first to choose the Goon
    g.act("exorcist", "P5", ["P10"]);
    g.act("pukka", "P12", ["P2"]);
    g.must(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("P1")] } },
      { actor: { kind: "player", seatId: g.id("P11") } },
    );
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "assassin",
      seatId: g.id("P11"),
      choice: { seats: [g.id("P1")] },
      done: true,
    });
    expect(g.tokens("P6")).toEqual(["Safe (innkeeper)"]); // the Pukka's poison left P6 for the kill
    expect(g.tokens("P9")).toEqual(["Safe (innkeeper)", "Drunk (innkeeper)"]);
    expect(g.tokens("P10")).toEqual(["Drunk (goon)", "Chosen (exorcist)"]);
    expect(g.rules.seats[g.id("P8")]!.alignment).toBe("evil");
    expect(g.proposal()).toEqual({
      deaths: [["P1", "P11 (Assassin) chose them: they die, even if for some reason they could not."]],
      spared: [["P6", ["P6 is marked Safe (Innkeeper): they can't die tonight."]]],
      announcement: "P1 died in the night.",
    });
    g.confirm();
    expect(g.tokens("P6")).toEqual([]); // Safe ended at dawn: healthy and alive
    expect(g.tokens("P10")).toEqual(["Drunk (goon)"]);
    g.must({ type: "clocktower.startNight" });

    // ---------------------------------------------------------------- Night 3
    expect(g.tokens("P9")).toEqual([]);
    expect(nightSheet(g.game, 3).steps.find((s) => s.stepId === "sailor")!.skipped).toBe(true);
    g.act("innkeeper", "P2", ["P7", "P8"], "P8");
    g.act("pukka", "P12", ["P5"]);
    // The Assassin has used the ability: their link refuses another choice.
    expect(
      g.run(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("P4")] } },
        { actor: { kind: "player", seatId: g.id("P11") } },
      ),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/^The ability was already used on Night 2\./) });
    // The Pukka's Night 2 poison kills the grandchild; the Grandmother would die too, but sits by the Tea Lady.
    expect(g.proposal()).toEqual({
      deaths: [["P2", "P12 (Pukka) poisoned them last night: the previously poisoned player dies."]],
      spared: [["P3", ["P3 neighbours the Tea Lady (P4) and both her alive neighbours are good: they can't die."]]],
      announcement: "P2 died in the night.",
    });
    g.confirm();
    expect(g.rules.seats[g.id("P2")]!.alive).toBe(false);
    // The poisoned Innkeeper protected no one, but was the first to choose the Goon tonight: drunk,
    // and the Goon is good again.
    expect(g.tokens("P7")).toEqual([]);
    expect(g.tokens("P2")).toEqual(["Grandchild (grandmother)", "Drunk (goon)"]);
    expect(g.rules.seats[g.id("P8")]!.alignment).toBe("good");
    expect(g.tokens("P5")).toEqual(["Poisoned (pukka)"]);
    expect(g.rules.phase).toEqual({ kind: "day", number: 3 });
  });
});
