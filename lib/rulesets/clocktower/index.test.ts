import { describe, expect, it } from "vitest";
import { type CommandDecision } from "../../game/commands";
import { createRng } from "../../game/rng";
import { toStoredPayload, type EventEnvelope, type GameEvent } from "../../game/events";
import type { Actor, GameState } from "../../game/ruleset";
import { badMoonRisingForum as bmr } from "./scripts/bad-moon-rising-forum";
import { characterSheet } from "./script/sheet";
import { dealBag } from "./setup/deal";
import {
  clocktower,
  type ClocktowerModeratorView,
  type ClocktowerPlayerView,
  type ClocktowerPublicView,
  type ClocktowerState,
} from ".";
import { engine } from "@/lib/registry";
import { render } from "@/lib/i18n/render";

const MOD: Actor = { kind: "moderator", userId: "u1" };
const NAMES = ["Ada", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal", "Ivy"];

/** A game log built the way the app builds it: parse, decide, append, fold. */
class Table {
  events: EventEnvelope[] = [];
  append(event: GameEvent) {
    const seq = this.events.length + 1;
    this.events.push({ seq, at: new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString(), actorId: "u1", event });
  }
  get game() {
    return engine.fold("clocktower", this.events) as GameState<ClocktowerState>;
  }
  get seatIds() {
    return this.game.core.seats.map((s) => s.id);
  }
  /** Runs a command; applies its event when it has no warnings or is forced. */
  run(raw: { type: string; [k: string]: unknown }, opts: { force?: boolean; actor?: Actor } = {}): CommandDecision {
    const parsed = engine.parseCommand(this.game.core.rulesetId, raw);
    if (!parsed.ok) return parsed;
    const d = engine.decideCommand(this.game, parsed.command, {
      now: new Date("2026-01-01T12:00:00Z"),
      rng: createRng(`command-${this.events.length + 1}`),
      actor: opts.actor ?? MOD,
    });
    if (d.ok && (d.warnings.length === 0 || opts.force)) this.append(d.event);
    // The refusal and the warnings in English, as the tests read them.
    if (!d.ok) return { ...d, error: render(d.error, "en") };
    return { ...d, warnings: d.warnings.map((w) => render(w, "en")) };
  }
  ok(raw: { type: string; [k: string]: unknown }, opts: { force?: boolean } = {}) {
    const d = this.run(raw, opts);
    if (!d.ok) throw new Error(render(d.error, "en"));
    if (d.warnings.length > 0 && !opts.force) throw new Error(`unexpected warnings: ${d.warnings.join(" / ")}`);
    return d;
  }
}

function nineSeatGame() {
  const t = new Table();
  t.append({ type: "GameCreated", title: "BMR forum #1", rulesetId: "clocktower" });
  NAMES.forEach((name, i) => t.append({ type: "SeatAdded", seatId: `seat${i + 1}`, name, handle: null }));
  t.ok({ type: "clocktower.setScript", script: JSON.parse(JSON.stringify(bmr)) });
  return t;
}

const BAG = ["grandmother", "sailor", "chambermaid", "exorcist", "innkeeper", "lunatic", "tinker", "assassin", "po"];
const mod = (t: Table) => engine.moderatorView(t.game, new Date()).rules as ClocktowerModeratorView;
const pub = (t: Table) => engine.publicView(t.game, new Date()).rules as ClocktowerPublicView;
const own = (t: Table, seatId: string) => engine.playerView(t.game, seatId, new Date()).own as ClocktowerPlayerView;

describe("clocktower ruleset, end to end: a 9-player deal", () => {
  it("script, bag, seeded deal, bluffs, Lunatic, traveller, fabled, views", () => {
    const t = nineSeatGame();
    expect(t.game.rules.script).toEqual(bmr);

    t.ok({ type: "clocktower.setBag", characterIds: BAG });
    expect(mod(t).bagStatus).toMatchObject({
      ready: true,
      required: { townsfolk: 5, outsider: 2, minion: 1, demon: 1 },
    });

    const dealt = t.ok({ type: "clocktower.deal", mode: "random" });
    const event = dealt.event as { type: string; seed: string; assignments: Record<string, string>; bluffs: string[] };
    expect(event.type).toBe("ClocktowerDealt");
    // The seed in the event replays the deal.
    expect(dealBag(t.seatIds, BAG, createRng(event.seed))).toEqual(event.assignments);
    expect(Object.values(event.assignments).sort()).toEqual([...BAG].sort());
    expect(event.bluffs).toHaveLength(3);
    for (const b of event.bluffs) expect(BAG).not.toContain(b);

    const seatOf = (id: string) => Object.entries(event.assignments).find(([, c]) => c === id)![0];
    const lunatic = seatOf("lunatic");
    const demon = seatOf("po");
    const minion = seatOf("assassin");
    expect(own(t, lunatic).roleMessage).toBeNull();
    expect(mod(t).hints.some((h) => render(h, "en").includes("(the Lunatic)"))).toBe(true);

    t.ok({ type: "clocktower.setLunatic", seatId: lunatic, demonId: "shabaloth" });
    t.ok({ type: "clocktower.setBluffs", characterIds: ["fool", "pacifist", "moonchild"] });

    // A 10th seat joins as an evil Judge: the forum script allows no travellers at 9 players.
    t.append({ type: "SeatAdded", seatId: "seat10", name: "Jo", handle: null });
    const traveller = t.run({
      type: "clocktower.addTraveller",
      seatId: "seat10",
      characterId: "judge",
      alignment: "evil",
    });
    expect(traveller).toMatchObject({
      ok: true,
      warnings: ["This script allows no travellers with 9 players; this would make 1."],
    });
    t.ok(
      { type: "clocktower.addTraveller", seatId: "seat10", characterId: "judge", alignment: "evil" },
      { force: true },
    );
    t.ok({ type: "clocktower.setFabled", characterIds: ["djinn"] });

    const g = t.game.rules;
    expect(Object.keys(g.seats)).toHaveLength(10);
    expect(g.seats[demon]).toEqual({
      characterId: "po",
      alignment: "evil",
      traveller: false,
      alive: true,
      reminders: [],
    });
    expect(g.seats.seat10).toMatchObject({ characterId: "judge", alignment: "evil", traveller: true });

    // Player views: each seat its own message.
    const lm = own(t, lunatic).roleMessage!;
    expect(lm.character.name).toBe("Shabaloth");
    expect(lm.evilTeam).toEqual([{ seatId: minion, name: NAMES[Number(minion.slice(4)) - 1], type: "Minion" }]);
    expect(lm.bluffs!.map((b) => b.id)).toEqual(["fool", "pacifist", "moonchild"]);
    const dm = own(t, demon).roleMessage!;
    expect(dm.lunatics!.map((l) => l.seatId)).toEqual([lunatic]);
    expect(own(t, "seat10").roleMessage!.demons!.map((d) => d.seatId)).toEqual([demon]);
    for (const seatId of t.seatIds) {
      const m = own(t, seatId).roleMessage!;
      expect(m.seatId).toBe(seatId);
    }

    // Public view: the script, the fabled, the traveller; no dealt character, alignment or bluff.
    const p = pub(t);
    expect(p.script!.sheet).toEqual(characterSheet(bmr));
    expect(p.fabled.map((f) => f.name)).toEqual(["Djinn"]);
    expect(p.travellers).toEqual([
      { seatId: "seat10", characterId: "judge", name: "Judge", ability: expect.any(String) },
    ]);
    expect(p).toMatchObject({ players: 9, travellerLimit: 0, dealt: true });
    const { script: _sheet, ...rest } = p;
    const restJson = JSON.stringify(engine.publicView(t.game, new Date()).seats) + JSON.stringify(rest);
    for (const id of [...BAG, "shabaloth", "fool", "pacifist", "moonchild", "evil", "good"])
      expect(restJson).not.toContain(id);
    for (const c of bmr.characters.filter((c) => BAG.includes(c.id))) expect(restJson).not.toContain(c.name);

    // Moderator view: everything, with every role message.
    const m = mod(t);
    expect(m.roleMessages).toHaveLength(10);
    expect(m.seats.find((s) => s.seatId === lunatic)).toMatchObject({
      characterName: "Lunatic",
      lunatic: { demonId: "shabaloth" },
    });
    expect(m.bluffs.map((b) => b.name)).toEqual(["Fool", "Pacifist", "Moonchild"]);
    expect(m.nightOrder!.firstNight[0]!.reminder).not.toBe("");
    expect(m.hints).toEqual([]);

    // Every event reads back through the ruleset's event schema.
    for (const env of t.events) {
      const { type, payload } = toStoredPayload(env.event);
      expect(
        engine.parseStoredEvent("clocktower", { seq: env.seq, type, payload, actorId: env.actorId, at: env.at }),
      ).toEqual(env);
    }

    // The fold is a replay: the same log gives the same state.
    expect(engine.fold("clocktower", JSON.parse(JSON.stringify(t.events)))).toEqual(t.game);
  });

  it("the same command rng gives the same deal; a different one, another", () => {
    const deal = (rngSeed: string) => {
      const t = nineSeatGame();
      t.ok({ type: "clocktower.setBag", characterIds: BAG });
      const parsed = engine.parseCommand("clocktower", { type: "clocktower.deal", mode: "random" } as { type: string });
      if (!parsed.ok) throw new Error(render(parsed.error, "en"));
      const d = engine.decideCommand(t.game, parsed.command, { now: new Date(), rng: createRng(rngSeed), actor: MOD });
      if (!d.ok) throw new Error(render(d.error, "en"));
      return d.event;
    };
    expect(deal("a")).toEqual(deal("a"));
    expect(deal("a")).not.toEqual(deal("b"));
  });

  it("fills the bag at random and records the seed", () => {
    const t = nineSeatGame();
    const d = t.ok({
      type: "clocktower.setBag",
      characterIds: ["godfather"],
      setupChoices: { godfather: 1 },
      fill: true,
    });
    expect((d.event as unknown as { seed: string }).seed).toMatch(/^deal-/);
    expect(mod(t).bagStatus).toMatchObject({
      ready: true,
      required: { townsfolk: 4, outsider: 3, minion: 1, demon: 1 },
    });
    t.ok({ type: "clocktower.deal", mode: "random" });
    expect(new Set(Object.values(t.game.rules.seats).map((s) => s.characterId)).size).toBe(9);
  });

  it("a manual deal, with warnings a storyteller may override", () => {
    const t = nineSeatGame();
    const assignments = Object.fromEntries(t.seatIds.map((s, i) => [s, BAG[i]!]));
    t.ok({ type: "clocktower.deal", mode: "manual", assignments, bluffs: ["fool", "pacifist", "minstrel"] });
    expect(t.game.rules.seats.seat9).toMatchObject({ characterId: "po", alignment: "evil" });
    expect(t.game.rules.deal!.mode).toBe("manual");

    const dup = { ...assignments, seat2: "grandmother" };
    const d = t.run({ type: "clocktower.deal", mode: "manual", assignments: dup });
    expect(d.ok && d.warnings).toEqual([
      "Characters are already dealt: dealing again replaces them.",
      "Grandmother is in the bag more than once: no two players start with the same character.",
    ]);
    expect(t.game.rules.seats.seat2!.characterId).toBe("sailor");
    t.ok({ type: "clocktower.deal", mode: "manual", assignments: dup }, { force: true });
    expect(t.game.rules.seats.seat2!.characterId).toBe("grandmother");

    // Against a bag: a seat left out, and characters that differ from it.
    t.ok({ type: "clocktower.setBag", characterIds: BAG });
    const { seat9: _left, ...partial } = assignments;
    const p = t.run({ type: "clocktower.deal", mode: "manual", assignments: partial });
    expect(p.ok && p.warnings).toEqual([
      "Characters are already dealt: dealing again replaces them.",
      "No character for Ivy.",
      "Demons: 0 chosen, 1 required.",
      "The characters dealt differ from the bag.",
    ]);
  });

  it("bag warnings: duplicates, off-script characters, count mismatches at the deal", () => {
    const t = nineSeatGame();
    const d = t.run({ type: "clocktower.setBag", characterIds: ["sailor", "sailor", "apprentice"] });
    expect(d.ok && d.warnings).toEqual([
      "Sailor is in the bag more than once: no two players start with the same character.",
      "Apprentice is a Traveller: travellers join with a seat of their own, not from the bag.",
    ]);
    t.ok({
      type: "clocktower.setBag",
      characterIds: [
        "grandmother",
        "sailor",
        "chambermaid",
        "exorcist",
        "innkeeper",
        "gambler",
        "gossip",
        "assassin",
        "po",
      ],
    });
    const deal = t.run({ type: "clocktower.deal", mode: "random" });
    expect(deal.ok && deal.warnings).toEqual(["Townsfolk: 7 chosen, 5 required.", "Outsiders: 0 chosen, 2 required."]);
    expect(t.game.rules.deal).toBeNull();
    t.ok({ type: "clocktower.deal", mode: "random" }, { force: true });
    expect(t.game.rules.deal).not.toBeNull();
  });

  it("errors for the impossible", () => {
    const t = nineSeatGame();
    const err = (raw: { type: string; [k: string]: unknown }) => {
      const d = t.run(raw);
      return d.ok ? null : d.error;
    };
    expect(err({ type: "clocktower.setBag", characterIds: ["sailor", "washerwoman", "chef"] })).toBe(
      "Unknown character ids: washerwoman, chef — not on the script nor added to this game.",
    );
    expect(err({ type: "clocktower.deal", mode: "random" })).toBe("Set the bag before a random deal.");
    t.ok({ type: "clocktower.setBag", characterIds: BAG.slice(1) }, { force: true });
    expect(err({ type: "clocktower.deal", mode: "random" })).toBe(
      "The bag holds 8 characters for 9 seats: change the bag or the seats.",
    );
    expect(err({ type: "clocktower.deal", mode: "manual" })).toBe(
      "A manual deal needs assignments: seat id → character id.",
    );
    expect(err({ type: "clocktower.deal", mode: "manual", assignments: { nowhere: "po" } })).toBe(
      'There is no seat "nowhere" in this game.',
    );
    expect(err({ type: "clocktower.addTraveller", seatId: "nowhere", characterId: "judge", alignment: "good" })).toBe(
      'There is no seat "nowhere" in this game.',
    );
    expect(err({ type: "clocktower.removeTraveller", seatId: "seat1" })).toBe("Ada is not a traveller.");
    expect(err({ type: "clocktower.setFabled", characterIds: ["nobody"] })).toMatch(/^Unknown character id: nobody/);
    expect(err({ type: "clocktower.setLunatic", seatId: "seat1", demonId: "nobody" })).toMatch(
      /^Unknown character id: nobody/,
    );
    expect(err({ type: "clocktower.setLunatic", seatId: "seat1", demonId: "po" })).toBe("Ada has no character yet.");
    const asPlayer = t.run(
      { type: "clocktower.setFabled", characterIds: [] },
      { actor: { kind: "player", seatId: "seat1" } },
    );
    expect(asPlayer).toEqual({ ok: false, error: "Only the storyteller can set up the game." });
    // A seat holding a dealt character cannot become a traveller.
    t.ok({ type: "clocktower.deal", mode: "manual", assignments: { seat1: "sailor" } }, { force: true });
    expect(err({ type: "clocktower.addTraveller", seatId: "seat1", characterId: "judge", alignment: "good" })).toBe(
      "Ada already holds a dealt character: a traveller joins with a seat of their own.",
    );
  });

  it("commands are validated by zod at the boundary", () => {
    const t = nineSeatGame();
    expect(engine.parseCommand("clocktower", { type: "clocktower.dance" })).toMatchObject({
      ok: false,
      field: "command.type",
    });
    expect(
      engine.parseCommand("clocktower", {
        type: "clocktower.addTraveller",
        seatId: "seat1",
        characterId: "judge",
        alignment: "chaotic",
      } as { type: string }),
    ).toMatchObject({
      ok: false,
      field: "command.alignment",
    });
    const badScript = { ...bmr, characters: [{ ...bmr.characters[0]!, team: "wizard" }] };
    expect(
      engine.parseCommand("clocktower", { type: "clocktower.setScript", script: badScript } as { type: string }),
    ).toMatchObject({ ok: false, field: "command.script.characters.0.team" });
    const inconsistent = { ...bmr, firstNight: ["dusk", "chef"] };
    const d = t.run({ type: "clocktower.setScript", script: inconsistent });
    expect(d).toEqual({
      ok: false,
      error: 'The script is not valid: firstNight lists "chef", which is not a character on the script.',
      field: "script",
    });
  });

  it("needs a script before anything else", () => {
    const t = new Table();
    t.append({ type: "GameCreated", title: "x", rulesetId: "clocktower" });
    expect(t.run({ type: "clocktower.setBluffs" })).toEqual({ ok: false, error: "Choose a script first." });
  });

  it("suggests bluffs at random, not in play, and records the seed", () => {
    const t = nineSeatGame();
    const assignments = Object.fromEntries(t.seatIds.map((s, i) => [s, BAG[i]!]));
    t.ok({ type: "clocktower.deal", mode: "manual", assignments, bluffs: ["fool", "pacifist", "minstrel"] });
    const d = t.ok({ type: "clocktower.setBluffs" });
    const e = d.event as unknown as { characterIds: string[]; seed: string };
    expect(e.characterIds).toHaveLength(3);
    for (const id of e.characterIds) expect(BAG).not.toContain(id);
    const w = t.run({ type: "clocktower.setBluffs", characterIds: ["sailor", "po"] });
    expect(w.ok && w.warnings).toEqual([
      "The Demon learns three bluffs; 2 chosen.",
      "Sailor is in play.",
      "Po is not a good character.",
      "Po is in play.",
    ]);
  });

  it("travellers: caps, replacing, removing; undo; removing a seat", () => {
    const t = nineSeatGame();
    const seat = (id: string, name: string) => t.append({ type: "SeatAdded", seatId: id, name, handle: null });
    // A seat counts as a player until it holds a traveller: the forum script allows none at 9 players.
    seat("t1", "Jo");
    const w = t.run({ type: "clocktower.addTraveller", seatId: "t1", characterId: "bishop", alignment: "good" });
    expect(w.ok && w.warnings).toEqual(["This script allows no travellers with 9 players; this would make 1."]);
    t.ok({ type: "clocktower.addTraveller", seatId: "t1", characterId: "bishop", alignment: "good" }, { force: true });
    seat("t2", "Ki");
    const dup = t.run({ type: "clocktower.addTraveller", seatId: "t2", characterId: "bishop", alignment: "evil" });
    expect(dup.ok && dup.warnings).toEqual([
      "Bishop is already in play.",
      "This script allows no travellers with 9 players; this would make 2.",
    ]);
    const notTraveller = t.run({
      type: "clocktower.addTraveller",
      seatId: "t2",
      characterId: "sailor",
      alignment: "evil",
    });
    expect(notTraveller.ok && notTraveller.warnings[0]).toBe("Sailor is not a Traveller.");
    // Replacing the traveller on a seat does not count it twice (t2, still empty, counts as a 10th player).
    const again = t.run({ type: "clocktower.addTraveller", seatId: "t1", characterId: "matron", alignment: "evil" });
    expect(again.ok && again.warnings).toEqual([]);
    expect(pub(t).players).toBe(10);

    // With 10 players, one traveller is allowed; a second is not.
    const big = nineSeatGame();
    ["p10", "x1", "x2"].forEach((id) => big.append({ type: "SeatAdded", seatId: id, name: id, handle: null }));
    big.append({ type: "SeatRemoved", seatId: "x2" });
    big.ok({ type: "clocktower.addTraveller", seatId: "x1", characterId: "voudon", alignment: "good" });
    big.append({ type: "SeatAdded", seatId: "x3", name: "x3", handle: null });
    const second = big.run({ type: "clocktower.addTraveller", seatId: "x3", characterId: "judge", alignment: "good" });
    expect(second.ok && second.warnings).toEqual([
      "This script allows at most 1 traveller with 10 players; this would make 2.",
    ]);

    t.ok({ type: "clocktower.removeTraveller", seatId: "t1" });
    expect(t.game.rules.seats.t1).toBeUndefined();
    t.ok({ type: "undo" });
    expect(t.game.rules.seats.t1).toMatchObject({ characterId: "matron", alignment: "evil", traveller: true });

    const rm = t.run({ type: "seat.remove", seatId: "t1" });
    expect(rm.ok && rm.warnings).toEqual(["This seat holds a traveller."]);
    t.ok({ type: "seat.remove", seatId: "t1" }, { force: true });
    expect(t.game.rules.seats.t1).toBeUndefined();
  });

  it("fabled are chosen from the script and public", () => {
    const t = nineSeatGame();
    const w = t.run({ type: "clocktower.setFabled", characterIds: ["djinn", "sailor", "djinn"] });
    expect(w.ok && w.warnings).toEqual(["Sailor is not a Fabled.", "Djinn is chosen more than once."]);
    t.ok({ type: "clocktower.setFabled", characterIds: ["djinn", "hellslibrarian"] });
    expect(pub(t).fabled.map((f) => f.name)).toEqual(["Djinn", "Hell's Librarian"]);
  });

  it("an off-script character brought in with the bag stays known when the script changes", () => {
    const t = nineSeatGame();
    const chef = {
      ...bmr.characters[0]!,
      id: "chef",
      name: "Chef",
      ability: "You start knowing how many pairs of evil players there are.",
    };
    const d = t.run({ type: "clocktower.setBag", characterIds: ["chef"], extraCharacters: [chef] });
    expect(d.ok && d.warnings).toEqual(["Chef is not on the script."]);
    t.ok({ type: "clocktower.setBag", characterIds: ["chef"], extraCharacters: [chef] }, { force: true });
    expect(t.game.rules.extraCharacters.map((c) => c.id)).toEqual(["chef"]);
    const small = {
      ...bmr,
      name: "Small",
      characters: bmr.characters.filter((c) => c.id !== "sailor"),
      firstNight: bmr.firstNight.filter((id) => id !== "sailor"),
      otherNight: bmr.otherNight.filter((id) => id !== "sailor"),
    };
    t.ok({ type: "clocktower.setBag", characterIds: ["sailor", "chef"] }, { force: true });
    t.ok({ type: "clocktower.setScript", script: small });
    expect(t.game.rules.extraCharacters.map((c) => c.id).sort()).toEqual(["chef", "sailor"]);
    expect(mod(t).bagStatus!.offScript).toEqual(["sailor", "chef"]);
  });
});

describe("public view keeps secrets", () => {
  it("never shows a dealt character, an alignment or a bluff, whatever the deal", () => {
    for (let k = 0; k < 25; k++) {
      const t = nineSeatGame();
      t.ok({ type: "clocktower.setBag", characterIds: [], fill: true }, { force: true });
      t.run({ type: "clocktower.deal", mode: "random" }, { force: true });
      const lunaticSeat = Object.entries(t.game.rules.seats).find(([, s]) => s.characterId === "lunatic")?.[0];
      if (lunaticSeat) t.run({ type: "clocktower.setLunatic", seatId: lunaticSeat, demonId: "pukka" }, { force: true });
      t.append({ type: "SeatAdded", seatId: "trav", name: "Traveller", handle: null });
      t.run(
        {
          type: "clocktower.addTraveller",
          seatId: "trav",
          characterId: "apprentice",
          alignment: k % 2 ? "evil" : "good",
        },
        { force: true },
      );
      const g = t.game;
      const secret = [
        ...Object.values(g.rules.seats)
          .filter((s) => !s.traveller)
          .map((s) => s.characterId),
        ...g.rules.bluffs,
        "pukka",
      ];
      expect(secret.length).toBeGreaterThanOrEqual(12);
      const { script, ...rest } = engine.publicView(g, new Date()).rules as ClocktowerPublicView;
      expect(script!.sheet).toEqual(characterSheet(bmr));
      const json = JSON.stringify({ ...engine.publicView(g, new Date()), rules: rest }).toLowerCase();
      for (const id of secret) {
        expect(json).not.toContain(`"${id}"`);
        expect(json).not.toContain(bmr.characters.find((c) => c.id === id)!.name.toLowerCase());
      }
      expect(json).not.toMatch(/"(good|evil)"/);
      expect(json).toContain("apprentice");
    }
  });
});

describe("ruleset wiring", () => {
  it("owns its command and event types", () => {
    expect(clocktower.commandTypes.slice(0, 8)).toEqual([
      "clocktower.setScript",
      "clocktower.setBag",
      "clocktower.deal",
      "clocktower.setBluffs",
      "clocktower.setLunatic",
      "clocktower.addTraveller",
      "clocktower.removeTraveller",
      "clocktower.setFabled",
    ]);
    expect(clocktower.commandTypes.every((t) => t.startsWith("clocktower."))).toBe(true);
    expect(clocktower.eventTypes.every((t) => t.startsWith("Clocktower"))).toBe(true);
  });
});
