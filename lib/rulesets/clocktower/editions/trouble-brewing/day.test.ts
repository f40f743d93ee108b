import { describe, expect, it } from "vitest";
import { render } from "@/lib/i18n/render";
import type { Actor } from "@/lib/game/ruleset";
import type { DayCommand } from "../../day";
import { winChecks } from "../../grimoire/grimoire";
import { TB_CAST, TroubleBrewingGame } from "./testing";
import { fixtureCharacters } from "../../script/testing/official-fixture";

/** Trouble Brewing's travellers from the fixture data (the script holds only the 22 characters). */
const travellers = () => fixtureCharacters(["scapegoat", "gunslinger", "beggar", "bureaucrat", "thief"]);

const HOUR = 3_600_000;

/** A decision's warnings (a refusal fails the test). */
function warned(d: { ok: true; warnings: string[] } | { ok: false; error: string }): string[] {
  if (!d.ok) throw new Error(d.error);
  return d.warnings;
}

/** A Trouble Brewing game driven into its days (in-app voting on: players' commands from their links). */
class TbDay extends TroubleBrewingGame {
  constructor(cast: Record<number, string> = {}) {
    super(TB_CAST.map((c, i) => cast[i] ?? c));
    this.must({ type: "clocktower.setSettings", inAppVoting: true });
  }
  hours(h: number) {
    this.advance(h * HOUR);
    return this;
  }
  as(name: string): Actor {
    return { kind: "player", seatId: this.id(name) };
  }
  day(command: DayCommand, opts: { force?: boolean; actor?: Actor } = {}) {
    return this.run({ type: "clocktower.day", command }, opts);
  }
  dayMust(command: DayCommand, opts: { force?: boolean } = {}) {
    return this.must({ type: "clocktower.day", command }, opts);
  }
  /** Night n (24 h), its steps recorded by `steps`, then Day n (no deaths), into its nomination window. */
  toDay(steps: (night: number) => void = () => {}) {
    this.must({ type: "clocktower.startNight" });
    const night = this.rules.phase!.number;
    steps(night);
    this.hours(24);
    this.must({ type: "clocktower.startDay" }, { force: true });
    return this.hours(12);
  }
  /** The storyteller records a seat's choice at its step tonight (forced: another part checks choices). */
  record(night: number, stepId: string, name: string, chosen: string[]) {
    this.must(
      {
        type: "clocktower.recordStep",
        night,
        stepId,
        seatId: this.id(name),
        choice: { seats: chosen.map((c) => this.id(c)) },
        done: true,
      },
      { force: true },
    );
  }
  nominate(nominator: string, nominee: string) {
    return this.dayMust({ type: "day.nominate", nominator: this.id(nominator), nominee: this.id(nominee) });
  }
  vote(voter: string, nominee: string) {
    return this.dayMust({ type: "day.vote", voter: this.id(voter), nominee: this.id(nominee) });
  }
  poison(name: string) {
    this.must({
      type: "clocktower.placeReminder",
      seatId: this.id(name),
      token: { characterId: null, text: "Poisoned" },
    });
  }
  /** The storyteller's hints (day ones included), in English. */
  hints() {
    return this.mod().hints;
  }
  dayHints() {
    return (this.mod().day?.hints ?? []).map((h) => render(h, "en"));
  }
  /** The storyteller's count row of a nominee. */
  modRow(nominee: string) {
    return this.mod().day!.count.rows.find((r) => r.nominee === this.id(nominee))!;
  }
  wins() {
    return winChecks(this.game).map((w) => ({ winner: w.winner, reason: render(w.reason, "en") }));
  }
  shoot(shooter: string, target: string, dies?: boolean, force = false) {
    return this.run(
      {
        type: "clocktower.dayAbility",
        ability: {
          kind: "slayer",
          seatId: this.id(shooter),
          target: this.id(target),
          ...(dies === undefined ? {} : { dies }),
        },
      },
      { force },
    );
  }
  /** A traveller joins: their character brought into the game (as the storyteller adds it), then the seat. */
  addTraveller(name: string, characterId: string, alignment: "good" | "evil" = "good") {
    if (!this.rules.extraCharacters.length)
      this.must({ type: "clocktower.setBag", characterIds: [], extraCharacters: travellers() });
    this.must({ type: "seat.add", name });
    this.ids[name] = this.state.core.seats.at(-1)!.id;
    // Forced: the fixture's script lists none of the travellers ("… is not on the script.").
    return this.run(
      { type: "clocktower.addTraveller", seatId: this.id(name), characterId, alignment },
      { force: true },
    );
  }
  kill(...names: string[]) {
    for (const n of names)
      this.must({ type: "clocktower.markDead", seatId: this.id(n), cause: "night" }, { force: true });
  }
}

// Seats: Ann washerwoman, Ben empath, Cat fortuneteller, Dan monk, Eve undertaker, Fay virgin,
// Gus saint, Hal poisoner, Ivy scarletwoman, Jo imp (TB_CAST).

describe("the Virgin", () => {
  it("nominated first by a Townsfolk: the nominator's execution at once is proposed, and accepting it ends the day", () => {
    const g = new TbDay().toDay();
    g.nominate("Ann", "Fay");
    expect(g.dayHints()).toContain(
      "Ann nominated Fay (Virgin) for the first time and is a Townsfolk: Ann is executed at once. Resolve the day with Ann executed at once.",
    );
    // Nothing of it reaches the town, nor the nominator's own link.
    expect(JSON.stringify(g.pub().day)).not.toContain("Virgin");
    expect(JSON.stringify(g.own("Ann"))).not.toContain("at once");
    // Accepted: no warning although voting is still open, Ann dies executed and nominations are over.
    g.dayMust({ type: "day.resolve", executeAtOnce: g.id("Ann") });
    expect(g.rules.seats[g.id("Ann")]!.death).toEqual({ cause: "executed", time: "D1" });
    expect(render(g.pub().day!.result!.summary, "en")).toBe("Ann is executed at once, without a vote, and dies.");
    expect(g.day({ type: "day.nominate", nominator: g.id("Ben"), nominee: g.id("Cat") })).toMatchObject({ ok: false });
    // Used up: nominated again on Day 2 by a Townsfolk, nothing is proposed.
    g.toDay();
    g.nominate("Ben", "Fay");
    expect(g.dayHints().join(" ")).not.toContain("Virgin");
  });

  it("an execution at once nothing calls for is a warning", () => {
    const g = new TbDay().toDay();
    g.nominate("Ann", "Ben");
    expect(warned(g.day({ type: "day.resolve", executeAtOnce: g.id("Ann") }))).toContain(
      "No ability executes Ann at once now.",
    );
  });

  it("nominated by the Drunk: nothing happens, and the Virgin's ability is used up", () => {
    const g = new TbDay({ 0: "drunk" }).toDay();
    g.nominate("Ann", "Fay");
    expect(g.dayHints()).toContain(
      "Ann nominated Fay (Virgin) for the first time but is not a Townsfolk: nothing happens, and the ability is used.",
    );
    expect(warned(g.day({ type: "day.resolve", executeAtOnce: g.id("Ann") }))).toContain(
      "No ability executes Ann at once now.",
    );
    g.hours(36).dayMust({ type: "day.resolve" });
    g.toDay();
    // A real Townsfolk nominates her on Day 2: the ability is gone.
    g.nominate("Ben", "Fay");
    expect(g.dayHints().join(" ")).not.toContain("Virgin");
    expect(warned(g.day({ type: "day.resolve", executeAtOnce: g.id("Ben") }))).toContain(
      "No ability executes Ben at once now.",
    );
  });

  it("drunk or poisoned: nothing happens, but the first nomination still uses the ability", () => {
    const g = new TbDay().toDay();
    g.poison("Fay");
    g.nominate("Ann", "Fay");
    expect(g.dayHints()).toContain(
      "Fay (Virgin) was nominated for the first time while drunk or poisoned: nothing happens, and the ability is used.",
    );
    g.hours(36).dayMust({ type: "day.resolve" });
    g.must({ type: "clocktower.removeReminder", seatId: g.id("Fay"), token: { characterId: null, text: "Poisoned" } });
    g.toDay();
    g.nominate("Ben", "Fay");
    expect(g.dayHints().join(" ")).not.toContain("Virgin");
  });

  it("nominated by the Spy: the storyteller is asked whether the Spy registers as a Townsfolk", () => {
    const g = new TbDay({ 7: "spy" }).toDay();
    g.nominate("Hal", "Fay");
    expect(g.dayHints().join(" ")).toContain(
      "and is the Spy: if Hal registers as a Townsfolk, resolve the day with Hal executed at once",
    );
    // The storyteller says yes: no warning.
    g.dayMust({ type: "day.resolve", executeAtOnce: g.id("Hal") });
    expect(g.rules.seats[g.id("Hal")]!.alive).toBe(false);
  });
});

describe("the Slayer", () => {
  // Ben is the Slayer.
  const slayerGame = () => new TbDay({ 1: "slayer", 6: "recluse" }).toDay();

  it("shoots the Demon: the Demon dies, the town reads the shot, and the Scarlet Woman's succession holds the game", () => {
    const g = slayerGame();
    expect(g.shoot("Ben", "Jo")).toMatchObject({ ok: true, warnings: [] });
    expect(g.rules.seats[g.id("Jo")]!.death).toEqual({ cause: "ability", time: "D1", by: "slayer" });
    expect(render(g.pub().day!.abilityUses[0]!.text, "en")).toBe("Ben shoots Jo as the Slayer: Jo dies.");
    // 9 alive and a sober Scarlet Woman: she becomes the Demon, nobody wins yet.
    expect(g.wins()).toEqual([
      {
        winner: null,
        reason:
          "The Demon (Jo) died with 5 or more players alive: Ivy, the Scarlet Woman, becomes the Imp and the game goes on. Set her character.",
      },
    ]);
  });

  it("shoots anyone else: nothing happens, and the ability is used up", () => {
    const g = slayerGame();
    g.must({ type: "clocktower.dayAbility", ability: { kind: "slayer", seatId: g.id("Ben"), target: g.id("Cat") } });
    expect(render(g.pub().day!.abilityUses[0]!.text, "en")).toBe("Ben shoots Cat as the Slayer: nothing happens.");
    expect(g.shoot("Ben", "Jo")).toMatchObject({ ok: true, warnings: [] });
    expect(g.rules.seats[g.id("Jo")]!.alive).toBe(true);
    // Killing anyway is the storyteller's call, against the rule: a warning.
    expect(warned(g.shoot("Ben", "Jo", true))).toEqual(["By the rules nothing happens when Ben shoots Jo."]);
  });

  it("the Drunk who believes they are the Slayer: nothing happens", () => {
    const g = new TbDay({ 1: "drunk" }).toDay();
    g.must({ type: "clocktower.dayAbility", ability: { kind: "slayer", seatId: g.id("Ben"), target: g.id("Jo") } });
    expect(g.rules.seats[g.id("Jo")]!.alive).toBe(true);
  });

  it("is the storyteller's to record: a player's own shot is refused", () => {
    const g = slayerGame();
    const d = g.run(
      { type: "clocktower.dayAbility", ability: { kind: "slayer", seatId: g.id("Ben"), target: g.id("Jo") } },
      { actor: g.as("Ben") },
    );
    expect(d.ok).toBe(false);
    expect(g.rules.seats[g.id("Jo")]!.alive).toBe(true);
  });

  it("a drunk or poisoned Slayer, or a player who only claims Slayer: nothing happens", () => {
    const g = slayerGame();
    g.must({ type: "clocktower.dayAbility", ability: { kind: "slayer", seatId: g.id("Ann"), target: g.id("Jo") } });
    expect(g.rules.seats[g.id("Jo")]!.alive).toBe(true);
    g.poison("Ben");
    g.must({ type: "clocktower.dayAbility", ability: { kind: "slayer", seatId: g.id("Ben"), target: g.id("Jo") } });
    expect(g.rules.seats[g.id("Jo")]!.alive).toBe(true);
    expect(g.pub().day!.abilityUses.map((u) => u.dies)).toEqual([false, false]);
  });

  it("shoots the Recluse: the storyteller is asked, and decides", () => {
    const g = slayerGame();
    expect(warned(g.shoot("Ben", "Gus"))).toEqual([
      "Gus is the Recluse and may register as the Demon: say whether Gus dies. Going on records that nothing happens.",
    ]);
    expect(g.shoot("Ben", "Gus", true)).toMatchObject({ ok: true, warnings: [] });
    expect(g.rules.seats[g.id("Gus")]!.death).toMatchObject({ cause: "ability", by: "slayer" });
  });

  it("is a day action: refused by night", () => {
    const g = new TbDay({ 1: "slayer" });
    g.must({ type: "clocktower.startNight" });
    expect(g.shoot("Ben", "Jo")).toMatchObject({ ok: false, error: "The Slayer shoots by day." });
  });
});

describe("the Butler's vote", () => {
  // Gus is the Butler; his master is Cat, chosen on Night 1.
  it("counts only beside the master's vote on the same nominee; the storyteller's count says why", () => {
    const g = new TbDay({ 6: "butler" });
    g.toDay((n) => g.record(n, "butler", "Gus", ["Cat"]));
    expect(g.mod().day!.modifiers.boundVoter).toEqual({ voter: g.id("Gus"), master: g.id("Cat") });
    g.nominate("Ann", "Jo");
    g.nominate("Ben", "Hal");
    g.vote("Gus", "Jo");
    g.vote("Cat", "Hal");
    expect(g.modRow("Jo").total).toBe(0);
    expect(g.mod().day!.count.discounted.map((d) => render(d.reason, "en"))).toEqual([
      "Gus's vote counts only with Cat's vote on the same player, and Cat is not voting for Jo.",
    ]);
    // The town's count names no master: it counts the hand Gus raised.
    expect(g.pub().day!.count.discounted).toEqual([]);
    expect(g.pub().day!.count.rows.find((r) => r.nominee === g.id("Jo"))!.total).toBe(1);
    g.vote("Cat", "Jo");
    expect(g.modRow("Jo").voters).toEqual([g.id("Gus"), g.id("Cat")]);
    expect(g.modRow("Jo").total).toBe(2);
  });

  it("a poisoned Butler votes freely", () => {
    const g = new TbDay({ 6: "butler" });
    g.toDay((n) => {
      g.record(n, "butler", "Gus", ["Cat"]);
      g.poison("Gus");
    });
    expect(g.mod().day!.modifiers.boundVoter).toBeUndefined();
    g.nominate("Ann", "Jo");
    g.vote("Gus", "Jo");
    expect(g.modRow("Jo").total).toBe(1);
  });
});

describe("the Bureaucrat and the Thief", () => {
  it("the Bureaucrat's choice counts 3, the Thief's -1, on the next day", () => {
    const g = new TbDay();
    expect(g.addTraveller("Kit", "bureaucrat")).toMatchObject({ ok: true });
    expect(g.addTraveller("Lou", "thief", "evil")).toMatchObject({ ok: true });
    g.toDay();
    g.hours(36).dayMust({ type: "day.resolve" });
    g.toDay((n) => {
      g.record(n, "bureaucrat", "Kit", ["Ann"]);
      g.record(n, "thief", "Lou", ["Ben"]);
    });
    expect(g.mod().day!.modifiers.voteWeights).toEqual({ [g.id("Ann")]: 3, [g.id("Ben")]: -1 });
    g.nominate("Cat", "Jo");
    for (const v of ["Ann", "Dan", "Eve"]) g.vote(v, "Jo");
    // 3 + 1 + 1; the town counts heads: nobody's choice shows.
    expect(g.modRow("Jo").total).toBe(5);
    expect(g.pub().day!.count.rows[0]!.total).toBe(3);
    g.vote("Ben", "Jo");
    expect(g.modRow("Jo").total).toBe(4);
    g.vote("Fay", "Jo");
    g.vote("Gus", "Jo");
    expect(g.modRow("Jo")).toMatchObject({ total: 6, hasMajority: true });
    expect(g.mod().day!.preview).toMatchObject({ executed: g.id("Jo"), votes: 6 });
  });

  it("a poisoned Bureaucrat's choice does nothing", () => {
    const g = new TbDay();
    g.addTraveller("Kit", "bureaucrat");
    g.toDay();
    g.hours(36).dayMust({ type: "day.resolve" });
    g.toDay((n) => {
      g.poison("Kit");
      g.record(n, "bureaucrat", "Kit", ["Ann"]);
    });
    expect(g.mod().day!.modifiers.voteWeights).toBeUndefined();
  });
});

describe("Scapegoat, Gunslinger, Beggar", () => {
  it("are travellers, added without refusal, and exiled as any traveller", () => {
    const g = new TbDay();
    for (const [name, c] of [
      ["Kit", "scapegoat"],
      ["Lou", "gunslinger"],
      ["Max", "beggar"],
    ] as const) {
      // Only the off-script warning (the fixture's script lists no traveller), no refusal.
      const added = g.addTraveller(name, c);
      expect(added.ok && added.warnings).toEqual([`${c[0]!.toUpperCase()}${c.slice(1)} is not on the script.`]);
      expect(g.rules.seats[g.id(name)]!.traveller).toBe(true);
    }
    g.toDay();
    g.dayMust({ type: "exile.call", traveller: g.id("Lou"), calledBy: g.id("Ann") });
    const exileId = g.rules.days!["1"]!.exiles[0]!.id;
    for (const v of ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus"])
      g.dayMust({ type: "exile.vote", exileId, voter: g.id(v) });
    g.dayMust({ type: "exile.resolve", exileId });
    expect(g.rules.days!["1"]!.exiles[0]!.result).toMatchObject({ exiled: true });
  });
});

describe("win checks with Trouble Brewing's characters", () => {
  it("the Saint executed sober: evil wins", () => {
    const g = new TbDay().toDay();
    g.nominate("Ann", "Gus");
    for (const v of ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]) g.vote(v, "Gus");
    g.hours(36).dayMust({ type: "day.resolve" });
    expect(g.wins()).toContainEqual({
      winner: "evil",
      reason: "Gus (Saint) was executed and died, neither drunk nor poisoned: evil wins.",
    });
  });

  it("the Saint executed while poisoned: no win, even once the poison is gone", () => {
    const g = new TbDay().toDay();
    g.poison("Gus");
    g.nominate("Ann", "Gus");
    for (const v of ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]) g.vote(v, "Gus");
    g.hours(36).dayMust({ type: "day.resolve" });
    expect(g.rules.seats[g.id("Gus")]!.alive).toBe(false);
    expect(g.wins()).toEqual([]);
    g.must({ type: "clocktower.removeReminder", seatId: g.id("Gus"), token: { characterId: null, text: "Poisoned" } });
    expect(g.wins()).toEqual([]);
  });

  it("the Mayor: 3 alive and a day with no execution → good wins; a poisoned Mayor wins nothing", () => {
    const g = new TbDay({ 0: "mayor" }).toDay();
    g.kill("Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal");
    expect(g.wins()).toEqual([]);
    g.hours(36).dayMust({ type: "day.resolve" });
    const mayorWins = {
      winner: "good",
      reason:
        "Only 3 players are alive and the day ended with no execution; Ann is the Mayor, alive and neither drunk nor poisoned: good wins.",
    };
    expect(g.wins()).toEqual([mayorWins]);
    g.poison("Ann");
    expect(g.wins()).toEqual([]);
  });

  it("the Mayor with an execution, or more than 3 alive: nothing", () => {
    const g = new TbDay({ 0: "mayor" }).toDay();
    g.kill("Ben", "Cat", "Dan", "Eve", "Fay", "Gus");
    g.nominate("Ann", "Hal");
    for (const v of ["Ann", "Ivy", "Jo"]) g.vote(v, "Hal");
    g.hours(36).dayMust({ type: "day.resolve" });
    // Hal executed: 3 alive, but an execution happened.
    expect(g.rules.seats[g.id("Hal")]!.alive).toBe(false);
    expect(g.wins().map((w) => w.winner)).not.toContain("good");
  });

  it("the Demon dead with no successor: good wins; 2 alive with the Demon: evil wins", () => {
    const g = new TbDay().toDay();
    g.kill("Ivy");
    g.nominate("Ann", "Jo");
    for (const v of ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]) g.vote(v, "Jo");
    g.hours(36).dayMust({ type: "day.resolve" });
    expect(g.wins()).toEqual([{ winner: "good", reason: "All Demons are dead: good wins." }]);

    const h = new TbDay().toDay();
    h.kill("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Ivy");
    expect(h.wins()).toEqual([
      { winner: "evil", reason: "Only 2 players (not counting travellers) are alive: evil wins." },
    ]);
  });

  it("the Scarlet Woman with fewer than 5 alive when the Demon dies: good wins", () => {
    const g = new TbDay().toDay();
    g.kill("Ann", "Ben", "Cat", "Dan", "Eve", "Fay");
    g.kill("Jo");
    // Gus, Hal, Ivy alive: 4 were alive when the Demon died.
    expect(g.wins()).toEqual([{ winner: "good", reason: "All Demons are dead: good wins." }]);
  });
});
