import { describe, expect, it } from "vitest";
import { render } from "@/lib/i18n/render";
import { fixtureCharacters } from "../../script/testing/official-fixture";
import { sayDeep } from "@/test/say";
import { asPlayer } from "@/test/table";
import { nightSheet } from "../../night/night-sheet";
import { dawnSummary } from "../../night/dawn";
import { stepKey } from "../../state";
import { SectsAndVioletsGame, SV_CAST } from "./testing";

// Seats: Ann clockmaker, Ben dreamer, Cat snakecharmer, Dan mathematician, Eve flowergirl, Fay towncrier,
// Gus juggler, Hal witch, Ivy pithag, Jo nodashii (SV_CAST); travellers join after Jo.

/** The edition's five travellers from our fixture data (the script holds only the 25 characters). */
const travellers = () => fixtureCharacters(["barista", "harlot", "butcher", "bonecollector", "deviant"]);

class SvTravellers extends SectsAndVioletsGame {
  /** A traveller joins: their character brought into the game (as the storyteller adds it), then the seat. */
  addTraveller(name: string, characterId: string, alignment: "good" | "evil" = "good") {
    if (!this.rules.extraCharacters.some((c) => c.id === characterId))
      this.must({ type: "clocktower.setBag", characterIds: [], extraCharacters: travellers() }, { force: true });
    this.must({ type: "seat.add", name });
    this.ids[name] = this.state.core.seats.at(-1)!.id;
    // Forced: the fixture's script lists none of the travellers ("… is not on the script.").
    this.must({ type: "clocktower.addTraveller", seatId: this.id(name), characterId, alignment }, { force: true });
    return this;
  }
  day(command: Record<string, unknown>, force = true) {
    return this.run({ type: "clocktower.day", command }, { force });
  }
  nominate(nominator: string, nominee: string, force = true) {
    return this.day({ type: "day.nominate", nominator: this.id(nominator), nominee: this.id(nominee) }, force);
  }
  votes(nominee: string, ...voters: string[]) {
    for (const v of voters)
      this.must(
        { type: "clocktower.day", command: { type: "day.vote", voter: this.id(v), nominee: this.id(nominee) } },
        { force: true },
      );
  }
  resolve() {
    return this.day({ type: "day.resolve" });
  }
  /** Night 1, then Day 1 with no deaths, its nominations open (13 hours in). */
  toDay1() {
    this.must({ type: "clocktower.startNight" });
    this.must({ type: "clocktower.startDay" }, { force: true });
    this.advance(13 * HOUR);
    return this;
  }
  get night() {
    return this.rules.phase!.number;
  }
  rawStep(stepId: string, seat: string) {
    return nightSheet(this.game, this.night).steps.find((s) => s.key === stepKey(stepId, this.id(seat)))!;
  }
  step(stepId: string, seat: string) {
    return sayDeep(this.rawStep(stepId, seat));
  }
  /** The storyteller records a step's choice. */
  choose(stepId: string, seat: string, choice: Record<string, unknown>, force = true) {
    const seats = (choice.seats as string[] | undefined)?.map((x) => this.id(x));
    return this.run(
      {
        type: "clocktower.recordStep",
        night: this.night,
        stepId,
        seatId: this.id(seat),
        choice: { ...choice, ...(seats ? { seats } : {}) },
        done: true,
      },
      { force },
    );
  }
  /** Applies a step's proposed effects as one click would: the ticked ones, the first of each group. */
  apply(stepId: string, seat: string) {
    const groups = new Set<string>();
    const effects = this.rawStep(stepId, seat)
      .effects.filter((e) => !e.off && (!e.group || (!groups.has(e.group) && !!groups.add(e.group))))
      .map((e) => e.effect);
    this.must({ type: "clocktower.applyEffects", night: this.night, stepId, seatId: this.id(seat), effects });
  }
  tokens(name: string) {
    return this.rules.seats[this.id(name)]!.reminders.map((r) => `${r.characterId}:${r.text}`).sort();
  }
  kill(name: string) {
    this.must({ type: "clocktower.markDead", seatId: this.id(name), cause: "night" }, { force: true });
  }
  get today() {
    return this.rules.days![String(this.rules.phase!.number)]!;
  }
}

const HOUR = 3_600_000;
const en = (m: Parameters<typeof render>[0]) => render(m, "en");

describe("the Butcher: a second execution today", () => {
  it("after the day's execution, the Butcher nominates again: a second vote on that nomination alone, a second execution", () => {
    const g = new SvTravellers().addTraveller("Kim", "butcher").toDay1();
    expect(g.today.modifiers.secondNominator).toBe(g.id("Kim"));
    g.nominate("Ann", "Hal");
    g.votes("Hal", "Ann", "Ben", "Cat", "Dan", "Eve", "Fay");
    expect(g.resolve().ok).toBe(true);
    expect(g.rules.seats[g.id("Hal")]!.alive).toBe(false);
    // The day is resolved: anyone else is refused; the storyteller is offered the Butcher's nomination.
    const other = g.nominate("Ben", "Ivy");
    expect(other.ok).toBe(false);
    expect(g.mod().day?.secondNominator).toBe(g.id("Kim"));
    expect(g.nominate("Kim", "Ivy").ok).toBe(true);
    expect(g.today.result).toBeNull();
    expect(g.today.nominations.map((n) => n.nominee)).toEqual([g.id("Ivy")]);
    expect(g.today.earlier?.[0]?.result.executed).toBe(g.id("Hal"));
    expect(g.mod().day?.secondNominator).toBeNull();
    // Nine living players now (Hal dead, Kim a traveller): 5 to execute. The count is of the new vote only.
    const count = g.mod().day!.count;
    expect(count.rows.map((r) => r.nominee)).toEqual([g.id("Ivy")]);
    expect(count.majority).toBe(5);
    g.votes("Ivy", "Ann", "Ben", "Cat", "Dan", "Eve");
    const r = g.resolve();
    expect(r.ok).toBe(true);
    expect(g.rules.seats[g.id("Ivy")]!.alive).toBe(false);
    expect(g.rules.seats[g.id("Ivy")]!.death?.cause).toBe("executed");
    // The town reads both: the earlier execution and the day's last.
    const pub = g.pub().day!;
    expect(pub.earlier.map((e) => e.executed)).toEqual([g.id("Hal")]);
    expect(pub.result?.executed).toBe(g.id("Ivy"));
    // Only once a day: a third nomination is refused.
    expect(g.nominate("Kim", "Jo").ok).toBe(false);
  });

  it("the second vote has no deadline of its own: votes after the day's windows are not warned", () => {
    const g = new SvTravellers().addTraveller("Kim", "butcher").toDay1();
    g.nominate("Ann", "Hal");
    g.votes("Hal", "Ann", "Ben", "Cat", "Dan", "Eve", "Fay");
    g.advance(72 * HOUR); // every window of the day has closed
    g.resolve();
    g.nominate("Kim", "Ivy");
    const vote = g.day({ type: "day.vote", voter: g.id("Ann"), nominee: g.id("Ivy") }, false);
    expect(vote.ok).toBe(true);
  });

  it("no execution today (a tie, or nobody with enough votes): the Butcher's nomination is refused", () => {
    const g = new SvTravellers().addTraveller("Kim", "butcher").toDay1();
    g.nominate("Ann", "Hal");
    g.votes("Hal", "Ann");
    g.resolve();
    expect(g.today.result?.executed).toBeNull();
    expect(g.mod().day?.secondNominator).toBeNull();
    expect(g.nominate("Kim", "Ivy").ok).toBe(false);
  });

  it("a player nominated earlier today is warned to the storyteller; the Butcher's own earlier nomination does not count", () => {
    const g = new SvTravellers().addTraveller("Kim", "butcher").toDay1();
    g.nominate("Ann", "Hal");
    g.nominate("Ben", "Ivy");
    g.votes("Hal", "Ann", "Ben", "Cat", "Dan", "Eve", "Fay");
    g.resolve();
    const d = g.decide({
      type: "clocktower.day",
      command: { type: "day.nominate", nominator: g.id("Kim"), nominee: g.id("Ivy") },
    });
    expect(d.ok && d.warnings.map(en)).toEqual(["Ivy has already been nominated today."]);
    // The Butcher's own earlier nomination does not count against them.
    g.nominate("Kim", "Jo", false);
    expect(g.today.nominations.map((n) => n.nominee)).toEqual([g.id("Jo")]);
  });

  it("a drunk or poisoned Butcher at the day's start, or a dead one, has no second nomination", () => {
    const g = new SvTravellers().addTraveller("Kim", "butcher");
    g.must({ type: "clocktower.startNight" });
    g.must(
      { type: "clocktower.placeReminder", seatId: g.id("Kim"), token: { characterId: "witch", text: "Poisoned" } },
      { force: true },
    );
    g.must({ type: "clocktower.startDay" }, { force: true });
    g.advance(13 * HOUR);
    expect(g.today.modifiers.secondNominator).toBeUndefined();
    g.nominate("Ann", "Hal");
    g.votes("Hal", "Ann", "Ben", "Cat", "Dan", "Eve", "Fay");
    g.resolve();
    expect(g.nominate("Kim", "Ivy").ok).toBe(false);
  });

  it("with in-app voting, the Butcher nominates again from their own link and the others vote on it from theirs", () => {
    const g = new SvTravellers().addTraveller("Kim", "butcher");
    g.must({ type: "clocktower.setSettings", inAppVoting: true });
    g.toDay1();
    g.nominate("Ann", "Hal");
    g.votes("Hal", "Ann", "Ben", "Cat", "Dan", "Eve", "Fay");
    g.advance(72 * HOUR); // every window of the day has closed
    g.resolve();
    expect(g.own("Kim").day?.mayNow).toContain("nominate");
    expect(g.own("Ben").day?.mayNow).not.toContain("nominate");
    const byLink = g.run(
      { type: "clocktower.day", command: { type: "day.nominate", nominator: g.id("Kim"), nominee: g.id("Ivy") } },
      { actor: asPlayer(g.id("Kim")) },
    );
    expect(byLink.ok).toBe(true);
    expect(g.own("Kim").day?.mayNow).not.toContain("nominate");
    // The second vote is open on the links although the day's voting window has closed, and no link says it closed.
    const ann = g.own("Ann").day!;
    expect(ann.mayNow).toContain("vote");
    expect(ann.deadlines.map((d) => d.what.key)).not.toContain("clocktower.forumDay.posts.votingClosed");
    const vote = g.run(
      { type: "clocktower.day", command: { type: "day.vote", voter: g.id("Ann"), nominee: g.id("Ivy") } },
      { actor: asPlayer(g.id("Ann")) },
    );
    expect(vote.ok).toBe(true);
  });

  it("undo of the second nomination brings the day's first result back", () => {
    const g = new SvTravellers().addTraveller("Kim", "butcher").toDay1();
    g.nominate("Ann", "Hal");
    g.votes("Hal", "Ann", "Ben", "Cat", "Dan", "Eve", "Fay");
    g.resolve();
    g.nominate("Kim", "Ivy");
    g.must({ type: "undo" });
    expect(g.today.result?.executed).toBe(g.id("Hal"));
    expect(g.today.earlier ?? []).toEqual([]);
  });
});

describe("the Bone Collector: a dead player has their ability until dusk", () => {
  /** Night 2 with the Witch (Hal) killed on Night 1 and a Bone Collector (Kim) in play. */
  const witchDead = () => {
    const g = new SvTravellers().addTraveller("Kim", "bonecollector");
    g.must({ type: "clocktower.startNight" });
    g.kill("Hal");
    g.must({ type: "clocktower.confirmDawn", deaths: [] }, { force: true });
    g.must({ type: "clocktower.startNight" });
    return g;
  };

  it("on a dead Minion: its step is no longer struck, its curse is proposed and holds by day", () => {
    const g = witchDead();
    expect(g.step("witch", "Hal").skipped).toBe(true);
    g.choose("bonecollector", "Kim", { seats: ["Hal"] });
    expect(g.step("bonecollector", "Kim").effects.map((e) => e.reason)).toEqual([
      "Hal (Witch) has their ability until dusk (the Bone Collector's choice): their step is not struck tonight.",
    ]);
    g.apply("bonecollector", "Kim");
    expect(g.tokens("Hal")).toEqual(["bonecollector:Has Ability"]);
    // The dead Witch acts tonight: her step is open and her curse proposed, ticked.
    expect(g.step("witch", "Hal").skipped).toBe(false);
    g.choose("witch", "Hal", { seats: ["Ann"] });
    const curse = g.step("witch", "Hal").effects;
    expect(curse.map((e) => [e.reason, !!e.off])).toEqual([
      ["Ann is cursed until dusk (the Witch's choice): if they nominate tomorrow, they die.", false],
    ]);
    g.apply("witch", "Hal");
    g.must({ type: "clocktower.confirmDawn", deaths: [] }, { force: true });
    // By day the Witch still has her ability (until dusk): Ann nominates and dies.
    g.advance(13 * HOUR);
    g.nominate("Ann", "Ivy");
    expect(g.rules.seats[g.id("Ann")]!.alive).toBe(false);
    // At the next dusk the ability is gone again: the Witch's step is struck.
    g.must({ type: "clocktower.startNight" }, { force: true });
    expect(g.tokens("Hal")).toEqual([]);
    expect(g.step("witch", "Hal").skipped).toBe(true);
  });

  it("once per game: a second choice is warned to the storyteller and refused on the Bone Collector's link", () => {
    const g = witchDead();
    g.choose("bonecollector", "Kim", { seats: ["Hal"] });
    g.must({ type: "clocktower.confirmDawn", deaths: [] }, { force: true });
    g.must({ type: "clocktower.startNight" }, { force: true });
    const d = g.choose("bonecollector", "Kim", { seats: ["Hal"] });
    expect(d.ok && d.warnings.join(" ")).toMatch(/Night 2/);
    const link = g.run(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Hal")] } },
      { actor: asPlayer(g.id("Kim")) },
    );
    expect(link.ok).toBe(false);
  });

  it("a living player chosen is warned and nothing is proposed", () => {
    const g = witchDead();
    const d = g.choose("bonecollector", "Kim", { seats: ["Ann"] });
    expect(d.ok && d.warnings.join(" ")).toMatch(/Ann/);
    expect(g.step("bonecollector", "Kim").effects).toEqual([]);
  });
});

describe("the Barista: sober and healthy, or twice, until dusk", () => {
  it("makes a poisoned informer sober: the Clockmaker's step is no longer 'may be false', and only Ann's link says so", () => {
    // Ann (Clockmaker) is poisoned by the No Dashii from the deal.
    const g = new SvTravellers().addTraveller("Kim", "barista");
    g.must({ type: "clocktower.startNight" });
    expect(g.step("clockmaker", "Ann").mayBeFalse).toBe(true);
    // The storyteller picks the player and what happens: the form asks for the yes or no.
    expect(g.step("barista", "Kim").form.yesNo?.yes).toBe("Sober and healthy, true information");
    g.choose("barista", "Kim", { seats: ["Ann"] });
    expect(g.step("barista", "Kim").effects).toEqual([]);
    expect(g.step("barista", "Kim").warnings).toContain(
      "Choose what the Barista gives Ann: sober and healthy, or their ability twice.",
    );
    g.choose("barista", "Kim", { seats: ["Ann"], yes: true });
    expect(g.step("barista", "Kim").effects.map((e) => e.reason)).toEqual([
      "Ann is sober and healthy and gets true information until dusk (the Barista's choice).",
    ]);
    g.apply("barista", "Kim");
    expect(g.tokens("Ann")).toEqual(["barista:Sober & Healthy", "nodashii:Poisoned"]);
    expect(g.step("clockmaker", "Ann").mayBeFalse).toBe(false);
    // The player learns which, on their own link only.
    expect(g.own("Ann").travellerNews.map((x) => render(x.text, "en"))).toEqual([
      "The Barista: until dusk you are sober and healthy, and your information is true.",
    ]);
    expect(g.own("Kim").travellerNews).toEqual([]);
    expect(g.own("Ben").travellerNews).toEqual([]);
    expect(JSON.stringify(g.pub())).not.toMatch(/Sober/);
    // Until dusk: the next night starts without it, and Ann is poisoned again.
    g.must({ type: "clocktower.confirmDawn", deaths: [] }, { force: true });
    g.must({ type: "clocktower.startNight" }, { force: true });
    expect(g.tokens("Ann")).toEqual(["nodashii:Poisoned"]);
  });

  it("under the Vortox, the Barista's sober and healthy player's information is true: not marked 'must be false'", () => {
    const cast = [...SV_CAST.slice(0, 9), "vortox"];
    const g = new SvTravellers(cast).addTraveller("Kim", "barista");
    g.must({ type: "clocktower.startNight" });
    expect(g.step("clockmaker", "Ann").mustBeFalse).toBe(true);
    g.choose("barista", "Kim", { seats: ["Ann"], yes: true });
    g.apply("barista", "Kim");
    expect(g.step("clockmaker", "Ann").mustBeFalse).toBe(false);
    expect(g.step("dreamer", "Ben").mustBeFalse).toBe(true);
  });

  it("'works twice' marks the player for the storyteller; a poisoned Barista's choice is proposed unticked", () => {
    const g = new SvTravellers().addTraveller("Kim", "barista");
    g.must({ type: "clocktower.startNight" });
    g.choose("barista", "Kim", { seats: ["Ben"], yes: false });
    expect(g.step("barista", "Kim").effects.map((e) => e.reason)).toEqual([
      "Ben's ability works twice until dusk (the Barista's choice): run it twice.",
    ]);
    g.apply("barista", "Kim");
    expect(g.step("dreamer", "Ben").warnings.join(" ")).toMatch(/Acts Twice/);
    expect(g.own("Ben").travellerNews.map((x) => render(x.text, "en"))).toEqual([
      "The Barista: until dusk your ability works twice.",
    ]);
    g.must(
      { type: "clocktower.placeReminder", seatId: g.id("Kim"), token: { characterId: "witch", text: "Poisoned" } },
      { force: true },
    );
    expect(g.step("barista", "Kim").effects.map((e) => !!e.off)).toEqual([true]);
  });
});

describe("the Harlot: if they agree, you learn their character, but you both might die", () => {
  const night2 = () => {
    const g = new SvTravellers().addTraveller("Kim", "harlot");
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.confirmDawn", deaths: [] }, { force: true });
    g.must({ type: "clocktower.startNight" });
    return g;
  };

  it("agreeing: the Harlot is told the character, and the dawn offers both deaths unticked, with why", () => {
    const g = night2();
    expect(g.step("harlot", "Kim").form.yesNo?.label).toBe("Does the chosen player agree?");
    g.choose("harlot", "Kim", { seats: ["Hal"], yes: true });
    expect(g.step("harlot", "Kim").suggestedTold).toBe("Hal is the Witch.");
    const dawn = sayDeep(dawnSummary(g.game)!);
    expect(dawn.deaths.map((d) => d.seatId)).not.toContain(g.id("Hal"));
    expect(dawn.spared.map((d) => [d.seatId, d.spared.join(" ")])).toEqual(
      expect.arrayContaining([
        [g.id("Hal"), "Hal agreed to the Harlot (Kim): both might die, your call (tick to kill)."],
        [g.id("Kim"), "Hal agreed to the Harlot (Kim): both might die, your call (tick to kill)."],
      ]),
    );
  });

  it("refusing: told so, and nobody might die", () => {
    const g = night2();
    g.choose("harlot", "Kim", { seats: ["Hal"], yes: false });
    expect(g.step("harlot", "Kim").suggestedTold).toBe("Hal did not agree.");
    expect(dawnSummary(g.game)!.spared).toEqual([]);
  });

  it("the Harlot chooses on their link (a living player, not themselves); the answer is the storyteller's", () => {
    const g = night2();
    const self = g.run(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Kim")] } },
      { actor: asPlayer(g.id("Kim")) },
    );
    expect(self.ok).toBe(false);
    const ok = g.run(
      { type: "clocktower.submitNightAction", choice: { seats: [g.id("Hal")] } },
      { actor: asPlayer(g.id("Kim")) },
    );
    expect(ok.ok).toBe(true);
    // No answer yet: nothing is told and nobody might die; the storyteller is asked to record it.
    expect(g.step("harlot", "Kim").suggestedTold).toBeNull();
    expect(g.step("harlot", "Kim").warnings).toContain(
      "Ask Hal whether they agree to the Harlot, and record the answer.",
    );
    expect(dawnSummary(g.game)!.spared).toEqual([]);
  });
});

describe("the Deviant: if they were funny today, they cannot die by exile", () => {
  const exile = (g: SvTravellers, name: string) => {
    g.must({
      type: "clocktower.day",
      command: { type: "exile.call", traveller: g.id(name), calledBy: "storyteller" },
    });
    const id = g.today.exiles.at(-1)!.id;
    g.must(
      { type: "clocktower.day", command: { type: "exile.resolve", exileId: id, force: "exile" } },
      { force: true },
    );
  };

  it("exiled: the storyteller's day says so beside 'dies of the exile', and marking them dead warns it", () => {
    const g = new SvTravellers().addTraveller("Kim", "deviant").toDay1();
    exile(g, "Kim");
    const day = g.mod().day!;
    expect(day.exiledAlive.map((x) => [x.seatId, x.deviant])).toEqual([
      [
        g.id("Kim"),
        "Kim is the Deviant: if they were funny today, they cannot die by exile. Your call: leave them alive, or mark them dead.",
      ],
    ]);
    expect(g.mod().hints.join(" ")).toMatch(/Kim is the Deviant/);
    const dies = g.decide({ type: "clocktower.markDead", seatId: g.id("Kim"), cause: "exiled" });
    expect(dies.ok && dies.warnings.map(en).join(" ")).toMatch(/if they were funny today, they cannot die by exile/);
    g.must({ type: "clocktower.markDead", seatId: g.id("Kim"), cause: "exiled" }, { force: true });
    expect(g.mod().day!.exiledAlive).toEqual([]);
    // Nothing of it is public: the town sees an exile and a death by exile, not an execution.
    expect(JSON.stringify(g.pub())).not.toMatch(/Your call/);
    expect(g.pub().grimoire.find((s) => s.seatId === g.id("Kim"))?.label).toBe("Exiled D1");
    expect(en(g.mod().seats.find((s) => s.seatId === g.id("Kim"))!.deathLabel!)).toBe("Exiled D1");
  });

  it("another traveller exiled, or a drunk Deviant: no such hint", () => {
    const g = new SvTravellers().addTraveller("Kim", "butcher").addTraveller("Lou", "deviant").toDay1();
    g.must(
      { type: "clocktower.placeReminder", seatId: g.id("Lou"), token: { characterId: "witch", text: "Poisoned" } },
      { force: true },
    );
    exile(g, "Kim");
    exile(g, "Lou");
    expect(g.mod().day!.exiledAlive.map((x) => x.deviant)).toEqual([null, null]);
    // Dying of the exile asks nothing of a traveller who is not a sober Deviant; killing them otherwise does.
    const exiled = g.decide({ type: "clocktower.markDead", seatId: g.id("Kim"), cause: "exiled" });
    expect(exiled.ok && exiled.warnings).toEqual([]);
    const killed = g.decide({ type: "clocktower.markDead", seatId: g.id("Kim"), cause: "ability", by: "witch" });
    expect(killed.ok && killed.warnings.map(en).join(" ")).toMatch(/travellers are usually exiled/);
  });
});
