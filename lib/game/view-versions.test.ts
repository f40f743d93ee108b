import { describe, expect, it } from "vitest";
import type { GameState } from "./ruleset";
import {
  FIRST_VIEW_VERSIONS,
  nextViewVersions,
  parseViewVersions,
  seatViewVersion,
  type ViewVersions,
} from "./view-versions";
import { engine } from "@/lib/registry";
import { ForumGame } from "@/lib/rulesets/clocktower/grimoire/testing";
import { Table as MoonTable, seat } from "@/lib/rulesets/secret-moon/testing";
import type { Role } from "@/lib/rulesets/secret-moon/roles";
import { asPlayer as kemomimiPlayer, startGame as kemomimiGame } from "@/lib/rulesets/kemomimi-panic/testing";

/** Follows a game's view versions the way the event store does, command by command. */
class Versions {
  v: ViewVersions = FIRST_VIEW_VERSIONS;
  constructor(
    private readonly state: () => GameState,
    private readonly now: () => Date,
  ) {}
  /** Runs `act` (which appends one event) and moves the versions as the store would. */
  after(act: () => unknown): ViewVersions {
    const before = this.state();
    act();
    this.v = nextViewVersions(this.v, engine.viewChanges(before, this.state(), this.now()));
    return this.v;
  }
  seat(id: string) {
    return seatViewVersion(this.v, id);
  }
  seatsBut(id: string | null, ids: string[]) {
    return Object.fromEntries(ids.filter((s) => s !== id).map((s) => [s, this.seat(s)]));
  }
}

describe("view versions: hidden events move nothing anyone else can see", () => {
  it("Clocktower: a seat note, the storyteller's notes and reminders, and night actions leave the public version and other seats' versions as they were", () => {
    const g = new ForumGame();
    const seats = g.state.core.seats.map((s) => s.id);
    const t = new Versions(
      () => g.state,
      () => g.now,
    );
    t.after(() => g.must({ type: "game.publish" }, { force: true }));
    t.after(() => g.must({ type: "clocktower.startNight" }));
    const pub = t.v.public;
    const others = t.seatsBut(null, seats);

    t.after(() => g.must({ type: "seat.note", seatId: g.id("Dolby"), note: "lying, surely" }));
    t.after(() => g.must({ type: "clocktower.setNote", seatId: g.id("Kiiruma"), note: "poisoned?" }));
    t.after(() =>
      g.must(
        { type: "clocktower.placeReminder", seatId: g.id("Whysper"), token: { characterId: null, text: "Drunk" } },
        { force: true },
      ),
    );
    expect(t.v.public).toBe(pub);
    expect(t.seatsBut(null, seats)).toEqual(others);

    // Six night actions: players' own and the storyteller's entries.
    const sailor = g.id("PlagueSimp");
    const chambermaid = g.id("Thepigeonnyc");
    const sailorBefore = t.seat(sailor);
    t.after(() =>
      g.must(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("Dolby")] } },
        { actor: { kind: "player", seatId: sailor } },
      ),
    );
    t.after(() =>
      g.must(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("Amelia")] } },
        { actor: { kind: "player", seatId: sailor } },
      ),
    );
    t.after(() =>
      g.must(
        { type: "clocktower.submitNightAction", choice: { seats: [g.id("Dolby"), g.id("Amelia")] } },
        { actor: { kind: "player", seatId: chambermaid } },
      ),
    );
    t.after(() =>
      g.must(
        { type: "clocktower.submitNightAction", seatId: sailor, choice: { seats: [g.id("Kiiruma")] } },
        { force: true },
      ),
    );
    t.after(() =>
      g.must(
        {
          type: "clocktower.submitNightAction",
          seatId: chambermaid,
          choice: { seats: [g.id("Eggyolk"), g.id("Amelia")] },
        },
        { force: true },
      ),
    );
    t.after(() => g.must({ type: "undo" }));
    expect(t.v.public).toBe(pub);
    // The sailor sees her own choice change; nobody else sees anything.
    expect(t.seat(sailor)).toBeGreaterThan(sailorBefore);
    const bystanders = seats.filter((s) => s !== sailor && s !== chambermaid);
    expect(t.seatsBut(null, bystanders)).toEqual(Object.fromEntries(bystanders.map((s) => [s, others[s]])));

    // A public change moves the public version, and with it every seat's.
    const seatsBefore = t.seatsBut(null, seats);
    t.after(() => g.must({ type: "game.rename", title: "BMR forum, renamed" }));
    expect(t.v.public).toBe(pub + 1);
    for (const s of seats) expect(t.seat(s)).toBe(seatsBefore[s]! + 1);
  });

  it("Secret Moon: the Thief choosing and changing her answer moves only her own version", () => {
    const roles: Role[] = ["princess", "wanderer", "minister", "guard", "thief", "priestess"];
    const table = new MoonTable(roles.length);
    table.dealRoles(roles, { thief: true });
    table.startRound(Object.fromEntries(roles.map((_, i) => [seat(i + 1), i + 1])));
    const seats = table.game.core.seats.map((s) => s.id);
    const thief = seat(5);
    const t = new Versions(
      () => table.game,
      () => new Date(Date.UTC(2026, 0, 1)),
    );
    t.after(() => table.run({ type: "game.publish" }, { force: true }));
    const pub = t.v.public;
    const others = t.seatsBut(thief, seats);
    const own = t.seat(thief);
    t.after(() =>
      table.run(
        { type: "secret-moon.thief-answer", seatId: thief, answer: "minister" },
        { actor: { kind: "player", seatId: thief } },
      ),
    );
    t.after(() =>
      table.run(
        { type: "secret-moon.thief-answer", seatId: thief, answer: "princess" },
        { actor: { kind: "player", seatId: thief } },
      ),
    );
    expect(t.v.public).toBe(pub);
    expect(t.seatsBut(thief, seats)).toEqual(others);
    expect(t.seat(thief)).toBe(own + 2);
  });

  it("Kemomimi Panic: the thief choosing her target moves only her own version", () => {
    const table = kemomimiGame(["shamlock"], undefined, 5);
    table.vote("s2", []);
    const seats = table.seats;
    const t = new Versions(
      () => table.game,
      () => table.now,
    );
    t.after(() => table.do({ type: "game.publish" }, { force: true }));
    t.after(() => table.do({ type: "kemomimi.startNight" }));
    const thief = table.s.night!.thief!;
    const pub = t.v.public;
    const others = t.seatsBut(thief, seats);
    const own = t.seat(thief);
    t.after(() => table.do({ type: "kemomimi.chooseTarget", targetSeatId: "s1" }, { actor: kemomimiPlayer(thief) }));
    expect(t.v.public).toBe(pub);
    expect(t.seatsBut(thief, seats)).toEqual(others);
    expect(t.seat(thief)).toBe(own + 1);
    // Dawn makes the theft public.
    t.after(() => table.do({ type: "kemomimi.dawn" }));
    expect(t.v.public).toBe(pub + 1);
  });
});

describe("view versions", () => {
  it("a seat's version is the public one plus its own changes", () => {
    const v = nextViewVersions({ public: 4, seats: { s1: 2 } }, { public: true, seats: ["s1", "s2"] });
    expect(v).toEqual({ public: 5, seats: { s1: 3, s2: 1 } });
    expect(seatViewVersion(v, "s1")).toBe(8);
    expect(seatViewVersion(v, "s3")).toBe(5);
  });

  it("reads the stored counters back, ignoring anything malformed", () => {
    expect(parseViewVersions(3, { s1: 2, s2: "x", s3: -1, s4: 1.5 })).toEqual({ public: 3, seats: { s1: 2 } });
    expect(parseViewVersions(3, null)).toEqual({ public: 3, seats: {} });
    expect(parseViewVersions(3, [1])).toEqual({ public: 3, seats: {} });
  });
});
