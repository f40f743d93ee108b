import { describe, expect, it } from "vitest";
import { sayDeep } from "@/test/say";
import { ForumGame } from "./testing";
import { deathHints, winChecks } from "./grimoire";
import { createRng } from "../../../game/rng";
import type { EventEnvelope } from "../../../game/events";
import { engine } from "@/lib/registry";

describe("the grimoire per seat", () => {
  it("records deaths with cause and time; the town sees 'Executed D1' and 'Died N2', never the killer", () => {
    const g = new ForumGame();
    expect(g.run({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "night" })).toMatchObject({
      ok: false,
      error: "The game has not started: start Night 1 first.",
    });
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "executed" });
    g.must({ type: "clocktower.startNight" });
    g.must({
      type: "clocktower.markDead",
      seatId: g.id("Whysper"),
      cause: "ability",
      by: "gambler",
      note: "guessed wrong",
    });
    expect(g.rules.seats[g.id("Dolby")]).toMatchObject({ alive: false, death: { cause: "executed", time: "D1" } });
    expect(g.rules.seats[g.id("Whysper")]!.death).toEqual({
      cause: "ability",
      time: "N2",
      by: "gambler",
      note: "guessed wrong",
    });
    const pub = g.pub();
    expect(pub.phase).toMatchObject({ kind: "night", number: 2, label: "Night 2" });
    expect(pub.grimoire.find((s) => s.seatId === g.id("Dolby"))).toEqual({
      seatId: g.id("Dolby"),
      alive: false,
      label: "Executed D1",
      ghostVote: "available",
      claimDeclared: false,
    });
    expect(pub.grimoire.find((s) => s.seatId === g.id("Whysper"))!.label).toBe("Died N2");
    expect(JSON.stringify(pub)).not.toMatch(/guessed wrong|by the Gambler/);
    expect(g.mod().seats.find((s) => s.name === "Whysper")!.deathLabel).toBe("Killed by the Gambler's ability (N2)");
    // Dead twice: impossible. An ability death without its character: a warning.
    expect(g.run({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "night" })).toMatchObject({
      ok: false,
      error: "Dolby is already dead.",
    });
    expect(g.run({ type: "clocktower.markDead", seatId: g.id("Kiiruma"), cause: "ability" })).toMatchObject({
      ok: true,
      warnings: ["Name the character whose ability killed them."],
    });
    expect(g.run({ type: "clocktower.markDead", seatId: "nope", cause: "night" })).toMatchObject({ ok: false });
  });

  it("resurrecting is a warning unless an ability does it; the ghost vote is spent once", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Whysper"), cause: "night" });
    expect(g.run({ type: "clocktower.markAlive", seatId: g.id("Whysper") })).toMatchObject({
      ok: true,
      warnings: [expect.stringMatching(/Resurrecting Whysper/)],
    });
    g.must({ type: "clocktower.markAlive", seatId: g.id("Whysper"), by: "professor" });
    expect(g.rules.seats[g.id("Whysper")]!.alive).toBe(true);
    expect(g.rules.seats[g.id("Whysper")]!.death).toBeUndefined();
    expect(g.run({ type: "clocktower.markAlive", seatId: g.id("Whysper") })).toMatchObject({
      ok: false,
      error: "Whysper is alive.",
    });

    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "night" });
    g.must({ type: "clocktower.spendGhostVote", seatId: g.id("Dolby") });
    expect(g.pub().grimoire.find((s) => s.seatId === g.id("Dolby"))!.ghostVote).toBe("spent");
    expect(g.run({ type: "clocktower.spendGhostVote", seatId: g.id("Dolby") })).toMatchObject({ ok: false });
    expect(g.run({ type: "clocktower.spendGhostVote", seatId: g.id("Amelia") })).toMatchObject({
      ok: true,
      warnings: [expect.stringMatching(/alive/)],
    });
  });

  it("places, moves and removes reminder tokens, one event each; tokens come from characters in play, bluffs and globals", () => {
    const g = new ForumGame();
    const available = g.mod().availableReminders;
    expect(available).toContainEqual({ characterId: "innkeeper", text: "Safe" });
    expect(available).toContainEqual({ characterId: "tealady", text: "Cannot Die" }); // a bluff's
    expect(available).toContainEqual({ characterId: null, text: "Drunk" });
    expect(available).toContainEqual({ characterId: null, text: "Poisoned" });
    expect(available).not.toContainEqual({ characterId: "pukka", text: "Poisoned" });

    const safe = { characterId: "innkeeper", text: "Safe" };
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Dolby"), token: safe });
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Dolby"),
      token: { characterId: null, text: "Voted twice?" },
    });
    const before = g.version;
    g.must({ type: "clocktower.moveReminder", fromSeatId: g.id("Dolby"), toSeatId: g.id("Amelia"), token: safe });
    expect(g.version).toBe(before + 1);
    expect(g.rules.seats[g.id("Dolby")]!.reminders).toEqual([{ characterId: null, text: "Voted twice?" }]);
    expect(g.rules.seats[g.id("Amelia")]!.reminders).toEqual([safe]);
    g.must({ type: "clocktower.removeReminder", seatId: g.id("Amelia"), token: safe });
    expect(g.rules.seats[g.id("Amelia")]!.reminders).toEqual([]);
    expect(g.run({ type: "clocktower.removeReminder", seatId: g.id("Amelia"), token: safe })).toMatchObject({
      ok: false,
    });
    expect(
      g.run({
        type: "clocktower.placeReminder",
        seatId: g.id("Amelia"),
        token: { characterId: "pukka", text: "Poisoned" },
      }),
    ).toMatchObject({
      ok: true,
      warnings: ["Pukka is not in play."],
    });
    expect(
      g.run({
        type: "clocktower.placeReminder",
        seatId: g.id("Amelia"),
        token: { characterId: "sailor", text: "Nope" },
      }),
    ).toMatchObject({
      ok: true,
      warnings: ['Sailor has no "Nope" token.'],
    });
    expect(
      g.run({ type: "clocktower.placeReminder", seatId: g.id("Amelia"), token: { characterId: "nobody", text: "X" } }),
    ).toMatchObject({ ok: false });
  });

  it("alignment changes (the Goon without a warning) and a private note", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.setAlignment", seatId: g.id("Dolby"), alignment: "evil" });
    expect(g.rules.seats[g.id("Dolby")]!.alignment).toBe("evil");
    expect(g.run({ type: "clocktower.setAlignment", seatId: g.id("Dolby"), alignment: "evil" })).toMatchObject({
      ok: false,
    });
    expect(g.run({ type: "clocktower.setAlignment", seatId: g.id("Whysper"), alignment: "evil" })).toMatchObject({
      ok: true,
      warnings: [expect.any(String)],
    });
    g.must({ type: "clocktower.setNote", seatId: g.id("Dolby"), note: "claims Sailor" });
    expect(g.mod().seats.find((s) => s.name === "Dolby")!.note).toBe("claims Sailor");
    expect(JSON.stringify(g.pub())).not.toMatch(/claims Sailor|"evil"/);
  });

  it("undo of a death brings the seat back", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "night" });
    expect(g.rules.seats[g.id("Dolby")]!.alive).toBe(false);
    g.must({ type: "undo" });
    expect(g.rules.seats[g.id("Dolby")]!.alive).toBe(true);
    expect(g.pub().grimoire.every((s) => s.alive)).toBe(true);
  });
});

describe("win checks", () => {
  it("the Zombuul's first death leaves it registering as dead; its second ends the game for good", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Amelia"), cause: "executed" });
    const z = g.rules.seats[g.id("Amelia")]!;
    expect(z).toMatchObject({ alive: true, registersDead: true, death: { cause: "executed", time: "D1" } });
    expect(g.pub().grimoire.find((s) => s.seatId === g.id("Amelia"))).toMatchObject({
      alive: false,
      label: "Executed D1",
      ghostVote: "available",
    });
    expect(sayDeep(winChecks(g.game))).toEqual([
      { winner: null, reason: "Amelia (Zombuul) registers as dead but is alive: the game goes on." },
    ]);
    expect(g.mod().seats.find((s) => s.name === "Amelia")!.registersDead).toBe(true);
    // No win condition: ending the game is a warning.
    expect(g.run({ type: "clocktower.endGame", winner: "good" })).toMatchObject({
      ok: true,
      warnings: ["No win condition says good wins now."],
    });
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Amelia"), cause: "night", by: "gambler" });
    expect(g.rules.seats[g.id("Amelia")]).toMatchObject({ alive: false, death: { time: "N2" } });
    expect(sayDeep(winChecks(g.game))).toEqual([{ winner: "good", reason: "All Demons are dead: good wins." }]);
    expect(g.mod().hints).toContain("All Demons are dead: good wins.");
  });

  it("the Mastermind gives one more day when the Demon is executed; an execution then makes that team lose", () => {
    const cast = ["sailor", "innkeeper", "chambermaid", "gambler", "fool", "lunatic", "goon", "mastermind", "po"];
    const g = new ForumGame(cast);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Amelia"), cause: "executed" });
    expect(sayDeep(winChecks(g.game))).toEqual([
      { winner: null, reason: expect.stringMatching(/Kiiruma is the Mastermind: play 1 more day/) },
    ]);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Whysper"), cause: "executed" });
    expect(sayDeep(winChecks(g.game))).toEqual([
      { winner: "evil", reason: expect.stringMatching(/Whysper \(good\) was executed/) },
    ]);
    g.must({ type: "clocktower.endGame", winner: "evil" });
    expect(g.run({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "night" })).toMatchObject({ ok: false });
  });

  it("a Demon killed at night, or with no Mastermind, is a good win", () => {
    const cast = ["sailor", "innkeeper", "chambermaid", "gambler", "fool", "lunatic", "goon", "assassin", "po"];
    const g = new ForumGame(cast);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Amelia"), cause: "executed" });
    expect(sayDeep(winChecks(g.game))).toEqual([{ winner: "good", reason: "All Demons are dead: good wins." }]);
  });

  it("evil wins when only two non-traveller players live (travellers do not count)", () => {
    const g = new ForumGame();
    g.must({ type: "seat.add", name: "Trav" });
    const trav = g.state.core.seats.at(-1)!.id;
    g.must({ type: "clocktower.addTraveller", seatId: trav, characterId: "judge", alignment: "good" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    for (const n of ["PlagueSimp", "Whysper", "Thepigeonnyc", "CRichard", "Eggyolk", "Nightingale"]) {
      g.must({ type: "clocktower.markDead", seatId: g.id(n), cause: "night" }, { force: true });
      expect(sayDeep(winChecks(g.game))).toEqual([]);
    }
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "night" });
    expect(sayDeep(winChecks(g.game))).toEqual([
      { winner: "evil", reason: "Only 2 players (not counting travellers) are alive: evil wins." },
    ]);
  });

  it("endGame and publishReveal: the public view gains the whole grimoire only after the reveal", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    g.must({
      type: "clocktower.recordStep",
      night: 1,
      stepId: "sailor",
      seatId: g.id("PlagueSimp"),
      choice: {},
      told: "You are drunk? no.",
      falseInfo: true,
      done: true,
    });
    expect(g.run({ type: "clocktower.publishReveal" })).toMatchObject({ ok: false });
    g.must({ type: "clocktower.endGame", winner: "good" }, { force: true });
    expect(g.pub().winner).toBe("good");
    expect(g.pub().reveal).toBeNull();
    expect(JSON.stringify(g.pub().grimoire)).not.toMatch(/mastermind|evil|alignment/);
    g.must({ type: "clocktower.publishReveal" });
    const reveal = g.pub().reveal!;
    expect(reveal.seats.find((s) => s.name === "Kiiruma")).toMatchObject({
      characterId: "mastermind",
      alignment: "evil",
    });
    expect(reveal.seats.find((s) => s.name === "PlagueSimp")!.ledger).toEqual([
      { night: 1, stepId: "sailor", text: "You are drunk? no.", falseInfo: true },
    ]);
    expect(reveal.bluffs.map((b) => b.name)).toEqual(["Grandmother", "Exorcist", "Tea Lady"]);
  });
});

describe("the timeline", () => {
  it("the state at every dusk and dawn equals the fold up to that phase's seq", () => {
    const g = new ForumGame();
    const seen: Array<{ seq: number; view: string }> = [];
    const mark = () => seen.push({ seq: g.version, view: JSON.stringify(engine.moderatorView(g.state, new Date(0))) });
    g.must({ type: "clocktower.startNight" });
    mark();
    g.must({
      type: "clocktower.placeReminder",
      seatId: g.id("Dolby"),
      token: { characterId: "sailor", text: "Drunk" },
    });
    g.must({ type: "clocktower.startDay" });
    mark();
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "executed" });
    g.must({ type: "clocktower.startNight" });
    mark();
    g.must({
      type: "clocktower.recordStep",
      night: 2,
      stepId: "zombuul",
      seatId: g.id("Amelia"),
      choice: {},
      done: true,
      kills: [{ seatId: g.id("Whysper"), cause: "night" }],
    });
    g.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id("Whysper"), cause: "night", by: "zombuul" }] });
    mark();
    g.must({ type: "clocktower.markDead", seatId: g.id("Kiiruma"), cause: "executed" });
    const timeline = g.rules.timeline!;
    expect(timeline.map((p) => `${p.kind}${p.number}`)).toEqual(["night1", "day1", "night2", "day2"]);
    expect(timeline.map((p) => p.seq)).toEqual(seen.map((s) => s.seq));
    for (const p of timeline) {
      const then = JSON.stringify(engine.moderatorView(engine.fold("clocktower", g.events, p.seq), new Date(0)));
      expect(then).toBe(seen.find((s) => s.seq === p.seq)!.view);
    }
  });
});

describe("hidden information", () => {
  it("no marker from notes, reminders, choices or told text ever reaches the public view, across random command sequences", () => {
    let applied = 0;
    for (let run = 0; run < 12; run++) {
      const rng = createRng(`property-${run}`);
      const g = new ForumGame();
      g.must({ type: "clocktower.startNight" });
      const names = Object.keys(g.ids);
      const seat = () => g.id(rng.pick(names));
      const secret = (k: string) => `ZQXMARK${k}${rng.int(1000)}`;
      for (let i = 0; i < 40; i++) {
        const night = g.rules.phase?.number ?? 1;
        const cmds = [
          () => ({ type: "clocktower.setNote", seatId: seat(), note: secret("note") }),
          () => ({
            type: "clocktower.placeReminder",
            seatId: seat(),
            token: { characterId: null, text: secret("tok") },
          }),
          () => ({
            type: "clocktower.markDead",
            seatId: seat(),
            cause: rng.pick(["executed", "night", "ability"]),
            by: "gambler",
            note: secret("death"),
          }),
          () => ({
            type: "clocktower.recordStep",
            night,
            stepId: "sailor",
            seatId: g.id("PlagueSimp"),
            choice: { seats: [seat()], text: secret("choice") },
            told: secret("told"),
            falseInfo: rng.next() < 0.5,
            done: true,
            kills: [{ seatId: seat(), cause: "night" }],
          }),
          () => ({
            type: "clocktower.submitNightAction",
            seatId: seat(),
            choice: { seats: [seat()], text: secret("sub") },
          }),
          () => ({ type: "clocktower.setAlignment", seatId: seat(), alignment: rng.pick(["good", "evil"]) }),
          () => ({ type: "clocktower.spendGhostVote", seatId: seat() }),
          () => ({ type: "clocktower.markAlive", seatId: seat() }),
          () => (g.rules.phase?.kind === "night" ? { type: "clocktower.startDay" } : { type: "clocktower.startNight" }),
          () => ({ type: "clocktower.confirmDawn", deaths: [{ seatId: seat(), cause: "night" }] }),
          () => ({ type: "undo" }),
        ];
        g.run(rng.pick(cmds)(), { force: true, seed: `p${run}-${i}` });
        const json = JSON.stringify(engine.publicView(g.state, new Date()));
        expect(json).not.toMatch(
          /ZQXMARK|falseInfo|"evil"|"good"|Gambler's|reminders|"alignment"|Lunatic is|"choice"|"told"|"death"/,
        );
        const pub = g.pub();
        for (const s of pub.grimoire)
          expect(Object.keys(s).sort()).toEqual(["alive", "claimDeclared", "ghostVote", "label", "seatId"]);
        expect(pub.reveal).toBeNull();
        // A player sees nothing of the storyteller's notes, tokens, death notes, recorded choices, nor others' told text.
        expect(JSON.stringify(g.own("Amelia", new Date()))).not.toMatch(
          /ZQXMARK(note|tok|death|choice|told)|falseInfo/,
        );
      }
      applied += g.version;
    }
    expect(applied).toBeGreaterThan(12 * 30);
  });
});

describe("performance", () => {
  it("folds a 30-day game of 15 players and 3 travellers (~3,000 events) in under a second", () => {
    const events: EventEnvelope[] = [];
    let at = Date.parse("2026-11-30T18:00:00Z");
    const push = (event: EventEnvelope["event"]) =>
      events.push({ seq: events.length + 1, at: new Date((at += 60_000)).toISOString(), actorId: "user:u1", event });
    push({ type: "GameCreated", title: "Big", rulesetId: "clocktower" });
    const seats = Array.from({ length: 18 }, (_, i) => `s${i}`);
    seats.forEach((id, i) => push({ type: "SeatAdded", seatId: id, name: `P${i}`, handle: null }));
    const base = new ForumGame();
    push({ type: "ClocktowerScriptSet", script: base.rules.script! });
    const cast = [
      "sailor",
      "innkeeper",
      "chambermaid",
      "gambler",
      "fool",
      "tealady",
      "pacifist",
      "exorcist",
      "courtier",
      "goon",
      "tinker",
      "assassin",
      "godfather",
      "mastermind",
      "po",
    ];
    push({
      type: "ClocktowerDealt",
      mode: "manual",
      seed: "x",
      assignments: Object.fromEntries(cast.map((c, i) => [seats[i]!, c])),
      bluffs: ["grandmother", "professor", "gossip"],
    });
    ["judge", "bishop", "matron"].forEach((c, i) =>
      push({ type: "ClocktowerTravellerAdded", seatId: seats[15 + i]!, characterId: c, alignment: "good" }),
    );
    for (let n = 1; n <= 30; n++) {
      push({
        type: "ClocktowerNightStarted",
        number: n,
        startedAt: new Date(at).toISOString(),
        dawnAt: new Date(at + 86400_000).toISOString(),
        lockAt: new Date(at + 79200_000).toISOString(),
      });
      for (let k = 0; k < 30; k++) {
        const s = seats[k % 18]!;
        push({
          type: "ClocktowerNightActionSubmitted",
          night: n,
          stepId: cast[k % 15]!,
          seatId: s,
          choice: { seats: [seats[(k + 1) % 18]!] },
          by: "player",
        });
        push({
          type: "ClocktowerStepRecorded",
          night: n,
          stepId: cast[k % 15]!,
          seatId: s,
          choice: { seats: [seats[(k + 2) % 18]!] },
          told: `told ${n}-${k}`,
          done: true,
          kills: [],
        });
        push({ type: "ClocktowerReminderPlaced", seatId: s, token: { characterId: null, text: "Drunk" } });
      }
      for (let k = 0; k < 10; k++)
        push({ type: "ClocktowerReminderRemoved", seatId: seats[k]!, token: { characterId: null, text: "Drunk" } });
      push({ type: "ClocktowerDawnConfirmed", night: n, deaths: [] });
      push({ type: "ClocktowerNoteSet", seatId: seats[n % 18]!, note: `day ${n}` });
    }
    expect(events.length).toBeGreaterThan(3000);
    const t0 = performance.now();
    const state = engine.fold("clocktower", events);
    const folded = performance.now() - t0;
    const t1 = performance.now();
    engine.moderatorView(state, new Date());
    engine.publicView(state, new Date());
    const viewed = performance.now() - t1;
    expect(folded).toBeLessThan(1000);
    expect(viewed).toBeLessThan(1000);
    expect(Object.keys((state.rules as { nights: object }).nights)).toHaveLength(30);
  });
});

describe("hints on a death decision", () => {
  it("the Tea Lady's good neighbours and the Pacifist's executed good player", () => {
    const cast = ["sailor", "tealady", "chambermaid", "gambler", "pacifist", "lunatic", "goon", "mastermind", "po"];
    const g = new ForumGame(cast);
    g.must({ type: "clocktower.startNight" });
    expect(g.run({ type: "clocktower.markDead", seatId: g.id("Thepigeonnyc"), cause: "night" })).toMatchObject({
      ok: true,
      warnings: [
        "Thepigeonnyc neighbours the Tea Lady (Whysper) and both her alive neighbours are good: they can't die.",
      ],
    });
    // Once a neighbour is evil, the Tea Lady protects nobody.
    g.must({ type: "clocktower.setAlignment", seatId: g.id("Thepigeonnyc"), alignment: "evil" }, { force: true });
    expect(g.run({ type: "clocktower.markDead", seatId: g.id("Thepigeonnyc"), cause: "night" })).toMatchObject({
      ok: true,
      warnings: [],
    });
    g.must({ type: "clocktower.startDay" });
    expect(g.run({ type: "clocktower.markDead", seatId: g.id("Eggyolk"), cause: "executed" })).toMatchObject({
      ok: true,
      warnings: ["The Pacifist is in play: an executed good player might not die."],
    });
  });

  it("the Tea Lady's neighbours skip a traveller seated beside her", () => {
    const cast = ["gambler", "chambermaid", "po", "mastermind", "sailor", "lunatic", "goon", "innkeeper", "tealady"];
    const g = new ForumGame(cast);
    // Seated after the Tea Lady (Amelia), before PlagueSimp: an evil traveller does not count.
    g.must({ type: "seat.add", name: "Wanderer" });
    const trav = g.state.core.seats.at(-1)!.id;
    g.must({ type: "clocktower.addTraveller", seatId: trav, characterId: "judge", alignment: "evil" }, { force: true });
    g.must({ type: "clocktower.startNight" });
    expect(g.run({ type: "clocktower.markDead", seatId: g.id("PlagueSimp"), cause: "night" })).toMatchObject({
      ok: true,
      warnings: ["PlagueSimp neighbours the Tea Lady (Amelia) and both her alive neighbours are good: they can't die."],
    });
  });

  // Assassin: "Once per game, at night*, choose a player: they die, even if for some reason they could not."
  it("an Assassin's kill passes through the Sailor, the Fool, the Tea Lady and Safe", () => {
    const cast = ["sailor", "tealady", "chambermaid", "innkeeper", "fool", "lunatic", "goon", "assassin", "po"];
    const g = new ForumGame(cast);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.startNight" });
    g.must(
      { type: "clocktower.placeReminder", seatId: g.id("CRichard"), token: { characterId: "innkeeper", text: "Safe" } },
      { force: true },
    );
    for (const n of ["PlagueSimp", "Eggyolk", "Thepigeonnyc", "CRichard"]) {
      expect({ n, protected: deathHints(g.game, g.id(n), "night", "po").length > 0 }).toEqual({ n, protected: true });
      expect(deathHints(g.game, g.id(n), "ability", "assassin")).toEqual([]);
    }
    const deaths = ["PlagueSimp", "Eggyolk", "Thepigeonnyc", "CRichard"].map((n) => ({
      seatId: g.id(n),
      cause: "ability" as const,
      by: "assassin",
    }));
    expect(g.run({ type: "clocktower.confirmDawn", deaths })).toMatchObject({ ok: true, warnings: [] });
  });
});

describe("the storyteller's to-do list", () => {
  it("a manual deal without a bag does not leave 'Build the bag.' behind", () => {
    const g = new ForumGame();
    expect(g.rules.bag).toBeNull();
    expect(g.mod().hints).not.toContain("Build the bag.");
  });
});
