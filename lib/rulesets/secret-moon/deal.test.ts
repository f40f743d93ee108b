import { describe, expect, it } from "vitest";
import { createRng } from "../../game/rng";
import { dealCharacters } from "./deal";
import { DEFAULT_OPTIONS } from "./options";
import { Table, seat, playerView, publicView } from "./testing";
import type { Role } from "./roles";

const seats = (n: number) => Array.from({ length: n }, (_, i) => seat(i + 1));
const count = (roles: Role[], role: Role) => roles.filter((r) => r === role).length;

describe("the deal", () => {
  it.each([6, 7, 8])("deals one card to each of %i players and leaves the rest as NPC cards", (n) => {
    const d = dealCharacters(seats(n), DEFAULT_OPTIONS, createRng("deal"));
    expect(d.players.map((p) => p.seatId)).toEqual(seats(n));
    expect(d.npcs).toHaveLength(8 - n);
    const roles = [...d.players, ...d.npcs].map((c) => c.role);
    expect(count(roles, "guard")).toBe(4);
    expect(roles.sort()).toEqual(["guard", "guard", "guard", "guard", "minister", "priestess", "princess", "wanderer"]);
    expect(d.removed).toBeNull();
  });

  it("adds the Thief with the option", () => {
    const d = dealCharacters(seats(8), { ...DEFAULT_OPTIONS, thief: true }, createRng("deal"));
    expect([...d.players, ...d.npcs].map((c) => c.role)).toContain("thief");
    expect(d.npcs).toHaveLength(1);
  });

  it("removes one of the Priestess and the Guards, unseen, with 5 players", () => {
    const removedSeen = new Set<Role>();
    for (let i = 0; i < 60; i++) {
      const d = dealCharacters(seats(5), DEFAULT_OPTIONS, createRng(`five-${i}`));
      expect(["priestess", "guard"]).toContain(d.removed);
      removedSeen.add(d.removed!);
      const roles = [...d.players, ...d.npcs].map((c) => c.role);
      expect(roles).toHaveLength(7);
      expect(roles).toEqual(expect.arrayContaining(["princess", "wanderer", "minister"]));
      expect(count(roles, "guard") + count(roles, "priestess")).toBe(4);
      expect(d.npcs).toHaveLength(2);
    }
    expect([...removedSeen].sort()).toEqual(["guard", "priestess"]);
  });

  it("keeps the removed card secret from everyone but the moderator", () => {
    const t = new Table(5);
    t.run({ type: "secret-moon.deal" });
    expect(t.current.removed).not.toBeNull();
    const pub = publicView(t.game).game!;
    expect(pub.cardRemoved).toBe(true);
    expect(pub.cards).toHaveLength(7);
    expect(JSON.stringify(pub)).not.toMatch(/"removed"/);
    for (const s of seats(5)) expect(JSON.stringify(playerView(t.game, s))).not.toMatch(/removed/);
  });

  it("is seeded: the same seed deals the same cards", () => {
    const a = dealCharacters(seats(6), DEFAULT_OPTIONS, createRng("same"));
    const b = dealCharacters(seats(6), DEFAULT_OPTIONS, createRng("same"));
    expect(a).toEqual(b);
    expect(a.seed).toBe("same");
  });

  it("needs 5 to 8 seats and a moderator", () => {
    expect(new Table(4).refusal({ type: "secret-moon.deal" })).toBe(
      "Secret Moon is played by 5 to 8 players; this game has 4 seats.",
    );
    expect(new Table(9).refusal({ type: "secret-moon.deal" })).toMatch(/9 seats/);
    expect(new Table(6).refusal({ type: "secret-moon.deal" }, { kind: "player", seatId: "s1" })).toBe(
      "Only the moderator can deal.",
    );
  });
});

describe("what the Princess and the Wanderer learn", () => {
  it("shows each their partner when both are players", () => {
    const t = new Table(6);
    t.dealRoles(["guard", "princess", "guard", "wanderer", "minister", "priestess"]);
    expect(playerView(t.game, "s2")).toMatchObject({ role: "princess", partner: { role: "wanderer", seatId: "s4" } });
    expect(playerView(t.game, "s4")).toMatchObject({ role: "wanderer", partner: { role: "princess", seatId: "s2" } });
    expect(playerView(t.game, "s1")).toMatchObject({ role: "guard", side: "minister", partner: null, learned: [] });
    expect(playerView(t.game, "s6")).toMatchObject({ role: "priestess", side: "princess", partner: null });
  });

  it("tells the Princess nobody opened their eyes when the Wanderer is an NPC card", () => {
    const t = new Table(6);
    t.dealRoles(["guard", "princess", "guard", "guard", "minister", "priestess"]);
    expect(playerView(t.game, "s2").partner).toEqual({ role: "wanderer", seatId: null });
  });

  it("shows nothing to a seat that was not dealt in", () => {
    const t = new Table(6);
    t.dealRoles(["guard", "princess", "guard", "wanderer", "minister", "priestess"]);
    t.append({ type: "SeatAdded", seatId: "late", name: "Late", handle: null });
    expect(playerView(t.game, "late")).toMatchObject({ dealtIn: false, role: null });
  });
});

describe("the turn-order cards", () => {
  it("deals each free player a different number from 1 to 8 and discards the rest", () => {
    const t = new Table(7);
    t.run({ type: "secret-moon.deal" });
    t.run({ type: "secret-moon.start-round" });
    const numbers = Object.values(t.current.turnCards);
    expect(numbers).toHaveLength(7);
    expect(new Set(numbers).size).toBe(7);
    for (const n of numbers) expect(n).toBeGreaterThanOrEqual(1);
    expect(t.current.round).toBe(1);
    expect(publicView(t.game).game!.cards.filter((c) => c.turnCard === "waiting")).toHaveLength(7);
    expect(JSON.stringify(publicView(t.game).game!.cards)).not.toMatch(/turnNumber/);
  });
});

describe("dealing again", () => {
  it("warns when a game is still being played", () => {
    const t = new Table(6);
    t.run({ type: "secret-moon.deal" });
    const d = t.decide({ type: "secret-moon.deal", thief: true });
    expect(d.ok && d.warnings).toEqual([
      "Game 1 is still being played: dealing again abandons it and deals it afresh.",
    ]);
    t.run({ type: "secret-moon.deal", thief: true }, { force: true });
    expect(t.rules.match!.options.thief).toBe(true);
  });
});
