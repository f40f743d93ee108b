import { describe, expect, it } from "vitest";
import { createRng } from "../../game/rng";
import { randomCommand } from "./testing/random-play";
import { ROLES, type Role } from "./roles";
import type { SecretMoonState } from "./state";
import { Table, type Game, moderatorView, playerView, publicView } from "./testing";

/** The same game with every hidden fact changed: unrevealed roles rotated, the removed card, private knowledge. */
function scrambled(game: Game): Game {
  const match = game.rules.match!;
  const hidden = match.game.cards.filter((c) => !c.revealed);
  const roles = hidden.map((c) => c.role);
  const rotated = [...roles.slice(1), ...roles.slice(0, 1)];
  const cards = match.game.cards.map((c) => {
    const i = hidden.indexOf(c);
    return i < 0 ? c : { ...c, role: rotated[i] as Role };
  });
  const removed = match.game.removed === null ? null : match.game.removed === "guard" ? "priestess" : "guard";
  const rules: SecretMoonState = {
    match: {
      ...match,
      game: {
        ...match.game,
        cards,
        removed,
        learned: {},
        thiefAnswer: match.game.thiefAnswer === "princess" ? "minister" : "princess",
      },
    },
  };
  return { core: game.core, rules };
}

describe("the public view", () => {
  it("never depends on a hidden card, an inspection, an NPC's identity or the removed card", () => {
    for (let i = 0; i < 40; i++) {
      const t = new Table(5 + (i % 4), `hidden-${i}`);
      t.run({ type: "secret-moon.deal", thief: i % 2 === 0 });
      const rng = createRng(`hidden-play-${i}`);
      for (let step = 0; step < 40 && !t.current.result; step++) {
        expect(JSON.stringify(publicView(scrambled(t.game)))).toBe(JSON.stringify(publicView(t.game)));
        t.run(randomCommand(t.game, rng)!);
      }
    }
  });

  it("shows revealed cards, captures, protections and markers", () => {
    const t = new Table(6);
    t.dealRoles(["princess", "wanderer", "minister", "guard", "guard", "priestess"]);
    t.startRound({ s1: 1, s2: 2, s3: 3, s4: 4, s5: 5, s6: 6 });
    t.run({ type: "secret-moon.inspect", seatId: "s1", target: "s3" });
    t.run({ type: "secret-moon.inquire", seatId: "s2", target: "s3" });
    t.run({ type: "secret-moon.protect", seatId: "s3", target: "s3" });
    t.run({ type: "secret-moon.accuse", seatId: "s4", target: "s2", role: "minister" });
    const cards = publicView(t.game).game!.cards;
    expect(cards.find((c) => c.id === "s3")).toEqual({
      id: "s3",
      kind: "player",
      revealedRole: null,
      captured: false,
      protected: true,
      turnCard: "none",
      reservedNumber: null,
      inspectedBy: ["s1"],
      teamMarkers: ["minister"],
    });
    expect(cards.find((c) => c.id === "s4")).toMatchObject({ revealedRole: "guard", captured: true });
    expect(cards.find((c) => c.id === "s5")).toMatchObject({ revealedRole: null, turnCard: "waiting" });
    expect(publicView(t.game).game!.call).toMatchObject({ number: 5, seatId: "s5" });
  });
});

describe("the moderator view", () => {
  it("shows everything, the call and what to do next", () => {
    const t = new Table(5);
    t.run({ type: "secret-moon.deal" });
    expect(moderatorView(t.game).hints).toEqual([
      expect.stringMatching(/^Eyes closed, count to five: /),
      "Deal round 1's turn-order cards.",
    ]);
    t.run({ type: "secret-moon.start-round" });
    const view = moderatorView(t.game);
    expect(view.game!.removed).not.toBeNull();
    expect(view.game!.cardsInFull).toHaveLength(7);
    for (const c of view.game!.cardsInFull) expect(ROLES).toContain(c.role);
    const call = view.game!.call!;
    expect(view.hints[0]).toBe(
      `Call: ${call.text} ${t.game.core.seats.find((s) => s.id === call.seatId)!.name} reveals and discards card ${call.number}, then acts or passes.`,
    );
    expect(view.game!.actions.map((a) => a.action)).toEqual([
      "inspect",
      "inquire",
      "accuse",
      "protect",
      "disrupt",
      "attack",
      "pass",
    ]);
  });
});

describe("a seat leaving mid-game", () => {
  it("warns, then leaves the card on the table as an NPC card and moves the turn on", () => {
    const t = new Table(6);
    t.dealRoles(["princess", "wanderer", "minister", "guard", "thief", "priestess"], { thief: true });
    t.startRound({ s1: 1, s2: 2, s3: 3, s4: 4, s5: 5, s6: 6 });
    const d = t.decide({ type: "seat.remove", seatId: "s1" });
    expect(d.ok && d.warnings).toEqual([
      "This seat holds a card in game 1: removing it leaves the card on the table as an NPC card, and its turn-order card is discarded.",
    ]);
    t.append({ type: "SeatRemoved", seatId: "s5" }); // the Thief leaves
    t.append({ type: "SeatRemoved", seatId: "s1" });
    expect(publicView(t.game).game!.call).toMatchObject({ seatId: "s2", number: 2 });
    expect(t.current.cards.find((c) => c.id === "s1")).toMatchObject({ holder: "npc", role: "princess" });
    expect(t.current.players).toEqual(["s2", "s3", "s4", "s6"]);
    t.run({ type: "secret-moon.accuse", seatId: "s2", target: "s3", role: "minister" });
    t.run({ type: "secret-moon.accuse", seatId: "s3", target: "s2", role: "wanderer" });
    expect(t.current.result).toBeNull(); // the Princess is the left-behind card, still hidden
    t.run({ type: "secret-moon.pass", seatId: "s4" });
    t.run({ type: "secret-moon.pass", seatId: "s6" });
    t.run({ type: "secret-moon.start-round" });
    expect(Object.keys(t.current.turnCards).sort()).toEqual(["s2", "s3", "s4", "s6"]);
    expect(playerView(t.game, "s1").dealtIn).toBe(false);
    expect(publicView(t.game).game!.log.find((l) => l.record.kind === "seat-left")!.text).toBe(
      "A player left the table; their card stays in the middle as an NPC card.",
    );
  });

  it("voids a Thief who left: a left-behind Thief card never wins", () => {
    const t = new Table(6);
    t.dealRoles(["princess", "wanderer", "minister", "guard", "thief", "priestess"], { thief: true });
    t.startRound({ s1: 1, s2: 2 });
    t.append({ type: "SeatRemoved", seatId: "s5" });
    t.run({ type: "secret-moon.accuse", seatId: "s1", target: "s3", role: "minister" });
    t.run({ type: "secret-moon.attack", seatId: "s2", target: "s3" });
    expect(t.current.result).toMatchObject({ side: "princess", winners: ["s1", "s2", "s6"] });
  });
});
