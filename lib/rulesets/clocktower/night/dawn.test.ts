import { describe, expect, it } from "vitest";
import { sayDeep } from "@/test/say";
import { ForumGame } from "../grimoire/testing";
import { dawnSummary as dawnSummaryOf } from "./dawn";
import { sayAll } from "@/test/say";
// The rules speak in messages: these tests read their words in English.
const dawnSummary = (...a: Parameters<typeof dawnSummaryOf>) => sayAll(dawnSummaryOf(...a));

// Seats: PlagueSimp, Whysper, Thepigeonnyc, CRichard, Eggyolk, Nightingale, Dolby, Kiiruma, Amelia.
function game(cast: string[]) {
  const g = new ForumGame(cast);
  g.must({ type: "clocktower.startNight" });
  return g;
}
const toNight = (g: ForumGame, n: number) => {
  while (g.rules.phase!.number < n || g.rules.phase!.kind === "day") {
    if (g.rules.phase!.kind === "night") g.must({ type: "clocktower.startDay" }, { force: true });
    else g.must({ type: "clocktower.startNight" });
  }
};
const choose = (g: ForumGame, stepId: string, seat: string, seats: string[], character?: string) =>
  g.must(
    {
      type: "clocktower.recordStep",
      night: g.rules.phase!.number,
      stepId,
      seatId: g.id(seat),
      choice: { seats: seats.map((n) => g.id(n)), ...(character ? { character } : {}) },
      done: true,
    },
    { force: true },
  );
const dying = (g: ForumGame) => sayDeep(dawnSummary(g.game)!).deaths.map((d) => [d.name, d.reason]);
const spared = (g: ForumGame) => sayDeep(dawnSummary(g.game)!).spared.map((d) => [d.name, d.spared]);
const BASE = ["sailor", "innkeeper", "gambler", "tealady", "fool", "goon", "tinker", "assassin", "po"];

describe("the dawn proposed from tonight's choices", () => {
  it("Po: “you may choose a player: they die”; the Sailor “can't die”; the Innkeeper's Safe holds", () => {
    const g = game(BASE);
    toNight(g, 2);
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Dolby"),
      token: { characterId: "innkeeper", text: "Safe" },
    });
    choose(g, "po", "Amelia", ["Dolby"]);
    expect(dying(g)).toEqual([]);
    expect(spared(g)).toEqual([["Dolby", ["Dolby is marked Safe (Innkeeper): they can't die tonight."]]]);
    choose(g, "po", "Amelia", ["PlagueSimp"]);
    expect(spared(g)).toEqual([["PlagueSimp", ["PlagueSimp is the Sailor: they can't die unless drunk."]]]);
    choose(g, "po", "Amelia", ["Nightingale"]);
    expect(dying(g)).toEqual([["Nightingale", "Amelia (Po) chose them."]]);
    expect(sayDeep(dawnSummary(g.game)!).announcement).toBe("Nightingale died in the night.");
  });

  it("Po charged: three die; Assassin: “they die, even if for some reason they could not”", () => {
    const g = game(BASE);
    toNight(g, 3); // Night 2 sent nothing: no one.
    choose(g, "po", "Amelia", ["Whysper", "CRichard", "Dolby"]);
    choose(g, "assassin", "Kiiruma", ["PlagueSimp"]);
    expect(dying(g).map(([n]) => n)).toEqual(["PlagueSimp", "Whysper", "CRichard", "Dolby"]);
    expect(dying(g)[0]![1]).toBe("Kiiruma (Assassin) chose them: they die, even if for some reason they could not.");
  });

  it("Gambler: “if you guess wrong you die”; Tea Lady: “If both of your alive neighbors are good, they can't die”; the Fool's first death", () => {
    const g = game(BASE);
    toNight(g, 2);
    choose(g, "gambler", "Thepigeonnyc", ["Amelia"], "zombuul");
    choose(g, "po", "Amelia", ["CRichard"]);
    // The Gambler guessed wrong, but sits by the Tea Lady (CRichard), whose neighbours are both good.
    expect(dying(g)).toEqual([["CRichard", "Amelia (Po) chose them."]]);
    expect(sayDeep(dawnSummary(g.game)!).spared.map((d) => [d.name, d.reason, d.spared])).toEqual([
      [
        "Thepigeonnyc",
        "Thepigeonnyc (Gambler) guessed Amelia is the Zombuul, and guessed wrong.",
        ["Thepigeonnyc neighbours the Tea Lady (CRichard) and both her alive neighbours are good: they can't die."],
      ],
    ]);
    choose(g, "gambler", "Thepigeonnyc", ["Amelia"], "po");
    choose(g, "po", "Amelia", ["Eggyolk"]);
    expect(dying(g)).toEqual([]);
    expect(spared(g)).toEqual([
      [
        "Eggyolk",
        [
          "Eggyolk is the Fool: the first time they die, they don't (mark No Ability instead).",
          "Eggyolk neighbours the Tea Lady (CRichard) and both her alive neighbours are good: they can't die.",
        ],
      ],
    ]);
  });

  it("a Fool spared at dawn uses up their first death", () => {
    const g = game(["sailor", "innkeeper", "gambler", "chambermaid", "fool", "goon", "tinker", "assassin", "po"]);
    toNight(g, 2);
    choose(g, "po", "Amelia", ["Eggyolk"]);
    const [fool] = sayDeep(dawnSummary(g.game)!).spared;
    expect(fool!.effects).toEqual([
      { kind: "place", seatId: g.id("Eggyolk"), token: { characterId: "fool", text: "No Ability" } },
    ]);
    g.must({ type: "clocktower.confirmDawn", deaths: [], effects: fool!.effects });
    g.must({ type: "clocktower.startNight" });
    choose(g, "po", "Amelia", ["Eggyolk"]);
    expect(spared(g)).toEqual([]);
    expect(dying(g)).toEqual([["Eggyolk", "Amelia (Po) chose them."]]);
  });

  it("Zombuul: “if no-one died today”; Exorcist: the Demon chosen “doesn't wake tonight”", () => {
    const g = game(["sailor", "innkeeper", "exorcist", "gambler", "fool", "goon", "tinker", "assassin", "zombuul"]);
    toNight(g, 2);
    choose(g, "zombuul", "Amelia", ["Nightingale"]);
    expect(dying(g)).toEqual([["Nightingale", "Amelia (Zombuul) chose them."]]);
    choose(g, "exorcist", "Thepigeonnyc", ["Amelia"]);
    expect(spared(g)).toEqual([["Nightingale", ["The Exorcist chose Amelia: the Demon does not wake tonight."]]]);
    g.must({ type: "clocktower.confirmDawn", deaths: [] });
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "ability", by: "tinker" });
    g.must({ type: "clocktower.startNight" });
    choose(g, "zombuul", "Amelia", ["Nightingale"]);
    expect(spared(g)).toEqual([["Nightingale", ["Dolby died today: the Zombuul kills no one."]]]);
  });

  it("Pukka: “The previously poisoned player dies then becomes healthy”", () => {
    const g = game(["sailor", "innkeeper", "exorcist", "gambler", "fool", "goon", "tinker", "assassin", "pukka"]);
    choose(g, "pukka", "Amelia", ["CRichard"]);
    expect(dying(g)).toEqual([]);
    toNight(g, 2);
    choose(g, "pukka", "Amelia", ["Nightingale"]);
    expect(dying(g)).toEqual([
      ["CRichard", "Amelia (Pukka) poisoned them last night: the previously poisoned player dies."],
    ]);
  });

  it("Godfather: only after an Outsider died today; Grandmother: “If the demon kills them, you die too”", () => {
    const g = game([
      "grandmother",
      "innkeeper",
      "exorcist",
      "gambler",
      "fool",
      "goon",
      "tinker",
      "godfather",
      "shabaloth",
    ]);
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("CRichard"),
      token: { characterId: "grandmother", text: "Grandchild" },
    });
    toNight(g, 2);
    choose(g, "godfather", "Kiiruma", ["Whysper"]);
    expect(spared(g)).toEqual([["Whysper", ["No Outsider died today: the Godfather kills no one."]]]);
    choose(g, "shabaloth", "Amelia", ["CRichard", "Thepigeonnyc"]);
    expect(dying(g).map(([n]) => n)).toEqual(["PlagueSimp", "Thepigeonnyc", "CRichard"]);
    expect(dying(g)[0]![1]).toBe("The Demon killed CRichard, PlagueSimp's grandchild: the Grandmother dies too.");
    g.must({
      type: "clocktower.confirmDawn",
      deaths: sayDeep(dawnSummary(g.game)!).deaths.map((d) => ({ seatId: d.seatId, cause: d.cause, by: d.by })),
    });
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "ability", by: "tinker" });
    g.must({ type: "clocktower.startNight" });
    choose(g, "godfather", "Kiiruma", ["Whysper"]);
    expect(dying(g)).toEqual([["Whysper", "Kiiruma (Godfather) chose them."]]);
    // "A dead player you chose last night might be regurgitated."
    expect(sayDeep(dawnSummary(g.game)!).revivals.map((r) => [r.name, r.by])).toEqual([
      ["Thepigeonnyc", "shabaloth"],
      ["CRichard", "shabaloth"],
    ]);
  });

  it("Professor: the chosen dead Townsfolk is offered for resurrection; confirmDawn brings them back", () => {
    const g = game(["sailor", "innkeeper", "professor", "gambler", "fool", "goon", "tinker", "assassin", "po"]);
    g.must({ type: "clocktower.markDead", seatId: g.id("Whysper"), cause: "night" });
    toNight(g, 2);
    choose(g, "professor", "Thepigeonnyc", ["Whysper"]);
    const dawn = sayDeep(dawnSummary(g.game)!);
    expect(dawn.revivals).toEqual([
      {
        seatId: g.id("Whysper"),
        name: "Whysper",
        by: "professor",
        reason: "Thepigeonnyc (Professor) chose Whysper, a dead Townsfolk: they are resurrected.",
      },
    ]);
    g.must({ type: "clocktower.confirmDawn", deaths: [], revivals: [{ seatId: g.id("Whysper"), by: "professor" }] });
    expect(g.rules.seats[g.id("Whysper")]!.alive).toBe(true);
  });

  it("a drunk Demon kills no one", () => {
    const g = game(BASE);
    toNight(g, 2);
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Amelia"), token: { characterId: null, text: "Drunk" } });
    choose(g, "po", "Amelia", ["Nightingale"]);
    expect(spared(g)).toEqual([["Nightingale", ["Amelia is drunk or poisoned: the Po's ability has no effect."]]]);
  });

  it("the win checks after the proposed deaths are shown before the dawn is confirmed", () => {
    const g = game(BASE);
    toNight(g, 2);
    for (const n of ["PlagueSimp", "Whysper", "Thepigeonnyc", "CRichard", "Eggyolk", "Nightingale"])
      g.must({ type: "clocktower.markDead", seatId: g.id(n), cause: "night" }, { force: true });
    expect(sayDeep(dawnSummary(g.game)!).winChecksAfter).toEqual([]);
    choose(g, "po", "Amelia", ["Dolby"]);
    expect(sayDeep(dawnSummary(g.game)!).winChecksAfter).toEqual([
      { winner: "evil", reason: "Only 2 players (not counting travellers) are alive: evil wins." },
    ]);
  });
});
