import { render } from "@/lib/i18n/render";
import { describe, expect, it } from "vitest";
import { TestGame } from "./table";
import { createRng } from "@/lib/game/rng";
import { buildExport } from "@/lib/game/export-format";
import { engine } from "@/lib/registry";

const names = (g: TestGame) => g.state.core.seats.map((s) => s.name);

describe("seats", () => {
  it("adds, renames, moves and removes seats in order", () => {
    const g = new TestGame();
    for (const n of ["Ann", "Bob", "Cy"]) g.must({ type: "seat.add", name: n });
    const [ann, bob, cy] = g.state.core.seats;
    g.must({ type: "seat.update", seatId: bob!.id, name: "Bobby", handle: "bobby99" });
    expect(g.state.core.seats[1]).toMatchObject({ name: "Bobby", handle: "bobby99" });
    g.must({ type: "seat.move", seatId: cy!.id, toIndex: 0 });
    expect(names(g)).toEqual(["Cy", "Ann", "Bobby"]);
    g.must({ type: "seat.remove", seatId: ann!.id });
    expect(names(g)).toEqual(["Cy", "Bobby"]);
  });

  it("gives every seat a distinct id", () => {
    const g = new TestGame();
    for (let i = 0; i < 30; i++) g.must({ type: "seat.add", name: `P${i}` }, { seed: "same" });
    expect(new Set(g.state.core.seats.map((s) => s.id)).size).toBe(30);
  });

  it("warns on a duplicate name and applies it only when forced", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "Dolby" });
    const d = g.run({ type: "seat.add", name: "dolby" });
    expect(d.ok && d.warnings).toEqual(['A seat is already called "dolby".']);
    expect(names(g)).toEqual(["Dolby"]);
    g.run({ type: "seat.add", name: "dolby" }, { force: true });
    expect(names(g)).toEqual(["Dolby", "dolby"]);
  });

  it("refuses a seat that does not exist, naming the field", () => {
    const g = new TestGame();
    const d = g.run({ type: "seat.remove", seatId: "nope" });
    expect(d).toMatchObject({ ok: false, field: "seatId" });
  });

  it("refuses a move past the last seat", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "A" });
    expect(g.run({ type: "seat.move", seatId: g.state.core.seats[0]!.id, toIndex: 1 })).toMatchObject({
      ok: false,
      field: "toIndex",
    });
  });
});

describe("command validation", () => {
  it("names an unknown command type", () => {
    expect(engine.parseCommand("clocktower", { type: "seat.explode" })).toMatchObject({
      ok: false,
      field: "command.type",
    });
  });
  it("names the wrong field", () => {
    expect(engine.parseCommand("clocktower", { type: "seat.add", name: 42 } as never)).toMatchObject({
      ok: false,
      field: "command.name",
    });
    const empty = engine.parseCommand("clocktower", { type: "seat.add", name: "   " });
    expect(!empty.ok && render(empty.error, "en")).toBe("command.name: must not be empty");
    expect(!empty.ok && render(empty.error, "ja")).toBe("command.name：空にはできません");
    expect(engine.parseCommand("clocktower", { type: "seat.move", seatId: "s1", toIndex: -1 })).toMatchObject({
      ok: false,
      field: "command.toIndex",
    });
  });
  it("trims names and turns an empty handle into none", () => {
    expect(engine.parseCommand("clocktower", { type: "seat.add", name: "  Ann ", handle: "" })).toEqual({
      ok: true,
      command: { type: "seat.add", name: "Ann", handle: null },
    });
  });
  it("keeps players away from the setup", () => {
    const g = new TestGame();
    const d = g.run({ type: "seat.add", name: "Sneaky" }, { actor: { kind: "player", seatId: "s1" } });
    expect(d.ok).toBe(false);
  });
});

describe("undo", () => {
  it("reverts the last action, then the one before", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "A" });
    g.must({ type: "seat.add", name: "B" });
    g.must({ type: "game.rename", title: "Renamed" });
    g.must({ type: "undo" });
    expect(g.state.core.title).toBe("Test game");
    expect(names(g)).toEqual(["A", "B"]);
    g.must({ type: "undo" });
    expect(names(g)).toEqual(["A"]);
    g.must({ type: "seat.add", name: "C" });
    expect(names(g)).toEqual(["A", "C"]);
    g.must({ type: "undo" });
    g.must({ type: "undo" });
    expect(names(g)).toEqual([]);
    expect(g.run({ type: "undo" })).toEqual({ ok: false, error: "Nothing to undo." });
    expect(g.state.core.title).toBe("Test game");
  });

  it("appends instead of deleting: the log keeps every event", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "A" });
    g.must({ type: "undo" });
    expect(g.events.map((e) => e.event.type)).toEqual(["GameCreated", "SeatAdded", "Undone"]);
    expect(g.events[2]!.event).toMatchObject({ seq: 2, undoneType: "SeatAdded" });
  });

  it("folds to the state as it stood at any earlier seq", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "A" });
    g.must({ type: "seat.add", name: "B" });
    g.must({ type: "undo" });
    expect(engine.fold("clocktower", g.events, 3).core.seats.map((s) => s.name)).toEqual(["A", "B"]);
    expect(engine.fold("clocktower", g.events).core.seats.map((s) => s.name)).toEqual(["A"]);
  });
});

describe("publishing and views", () => {
  it("warns when publishing a game with no seats", () => {
    const g = new TestGame();
    expect(g.run({ type: "game.publish" })).toMatchObject({ ok: true, warnings: ["The game has no seats yet."] });
    g.must({ type: "seat.add", name: "A" });
    g.must({ type: "game.publish" });
    expect(g.state.core.published).toBe(true);
    expect(g.run({ type: "game.publish" })).toMatchObject({ ok: false });
  });

  it("never puts a seat's private note in the public view", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "Ann", handle: "ann" });
    g.must({ type: "seat.note", seatId: g.state.core.seats[0]!.id, note: "SECRET-MARKER-123 is the demon" });
    const now = new Date();
    expect(JSON.stringify(engine.publicView(g.state, now))).not.toContain("SECRET-MARKER-123");
    expect(JSON.stringify(engine.moderatorView(g.state, now))).toContain("SECRET-MARKER-123");
  });
});

describe("state is plain data", () => {
  it("survives a JSON round trip unchanged (snapshots store it as JSON)", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "A", handle: "a" });
    g.must({ type: "game.publish" });
    expect(JSON.parse(JSON.stringify(g.state))).toEqual(g.state);
  });
});

describe("seeded rng", () => {
  it("replays the same sequence from the same seed", () => {
    const a = createRng("deal-42");
    const b = createRng("deal-42");
    expect(a.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual(b.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(createRng("x").next()).not.toBe(createRng("y").next());
  });
  it("shuffles into a permutation and spreads ints evenly", () => {
    const rng = createRng("spread");
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[rng.int(4)]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
  });
});

describe("export file", () => {
  it("round-trips a game's log", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "A" });
    g.must({ type: "game.publish" });
    const file = buildExport(
      { title: "Test game", rulesetId: "clocktower", createdAt: new Date("2026-11-01T18:00:00Z") },
      g.events,
      new Date(),
    );
    const check = engine.checkImport(JSON.parse(JSON.stringify(file)));
    expect(check.ok && check.state).toEqual(g.state);
  });
  it("lists what is wrong with a broken file", () => {
    const g = new TestGame();
    g.must({ type: "seat.add", name: "A" });
    const file = buildExport({ title: "T", rulesetId: "clocktower", createdAt: new Date() }, g.events, new Date());
    file.events[1]!.seq = 5;
    (file.events[1]!.payload as Record<string, unknown>).name = 7;
    const check = engine.checkImport(file);
    expect(check.ok).toBe(false);
    const said = !check.ok && check.errors.map((e) => render(e, "en")).join("\n");
    expect(said).toMatch(/events\.1: seq must be 2/);
    expect(said).toMatch(/events\.1 \(SeatAdded\): Event 5 could not be read: name: /);
    expect(engine.checkImport({ format: "other" })).toMatchObject({ ok: false });
  });
});

describe("a game's language", () => {
  const publicLanguage = (g: TestGame) => engine.publicView(g.state, new Date()).language;

  it("is English for a game made before games had one", () => {
    const g = new TestGame();
    expect(g.state.core.language).toBeUndefined();
    expect(publicLanguage(g)).toBe("en");
  });

  it("is the one it was created with, changed by the host and undone like any step", () => {
    const g = new TestGame();
    g.events[0]!.event = { type: "GameCreated", title: "月の夜", rulesetId: "secret-moon", language: "ja" };
    expect(publicLanguage(g)).toBe("ja");
    g.must({ type: "game.language", language: "en" });
    expect(publicLanguage(g)).toBe("en");
    g.must({ type: "undo" });
    expect(publicLanguage(g)).toBe("ja");
  });

  it("refuses a language the app does not speak, naming the field", () => {
    const g = new TestGame();
    const d = g.run({ type: "game.language", language: "fr" } as never);
    expect(d).toMatchObject({ ok: false });
    expect(!d.ok && d.error).toMatch(/language/);
  });

  it("travels with the game file", () => {
    const g = new TestGame();
    g.must({ type: "game.language", language: "ja" });
    const file = buildExport(
      { title: "Test game", rulesetId: "clocktower", createdAt: new Date() },
      g.events,
      new Date(),
    );
    const check = engine.checkImport(JSON.parse(JSON.stringify(file)));
    expect(check.ok && check.state.core.language).toBe("ja");
  });
});
