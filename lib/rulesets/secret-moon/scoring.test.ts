import { describe, expect, it } from "vitest";
import { Table, seat, publicView } from "./testing";
import type { Role } from "./roles";

const inOrder = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [seat(i + 1), i + 1]));

/** Plays a quick game: s1 accuses the Minister (s3) correctly and s2 captures them: the Princess team wins. */
function ministerCaptured(t: Table, roles: Role[]) {
  t.dealRoles(roles);
  t.startRound(inOrder(roles.length));
  t.run({ type: "secret-moon.accuse", seatId: "s1", target: "s3", role: "minister" });
  t.run({ type: "secret-moon.attack", seatId: "s2", target: "s3" });
}

describe("the match", () => {
  it("adds a point per win for each winner, captured or not, and ends after its games", () => {
    const t = new Table(6);
    ministerCaptured(t, ["princess", "wanderer", "minister", "guard", "guard", "priestess"]);
    ministerCaptured(t, ["guard", "wanderer", "minister", "princess", "guard", "priestess"]);
    expect(publicView(t.game).phase).toBe("game-over");
    ministerCaptured(t, ["wanderer", "priestess", "minister", "guard", "princess", "guard"]);
    const view = publicView(t.game);
    expect(view.phase).toBe("match-over");
    expect(view.match).toMatchObject({ matchLength: 3, gamesPlayed: 3, complete: true });
    expect(view.match!.games.map((g) => g.winners)).toEqual([
      ["s1", "s2", "s6"],
      ["s2", "s4", "s6"],
      ["s1", "s2", "s5"],
    ]);
    expect(view.match!.points).toEqual([
      { seatId: "s1", points: 2 },
      { seatId: "s2", points: 3 },
      { seatId: "s3", points: 0 },
      { seatId: "s4", points: 1 },
      { seatId: "s5", points: 1 },
      { seatId: "s6", points: 2 },
    ]);
    expect(view.match!.leaders).toEqual(["s2"]);
  });

  it("deals the match's next game with the same options, and refuses to change them", () => {
    const t = new Table(6);
    t.run({ type: "secret-moon.deal", thief: true, matchLength: 5 });
    ministerCapturedByForce(t);
    expect(t.refusal({ type: "secret-moon.deal", thief: false })).toBe(
      "The match's options are fixed until it ends (thief cannot change).",
    );
    t.run({ type: "secret-moon.deal" });
    expect(t.current.number).toBe(2);
    expect(t.rules.match!.options).toEqual({ thief: true, matchLength: 5, reservedNumbersPublic: true });
  });

  it("starts a new match once the match is over", () => {
    const t = new Table(6);
    t.run({ type: "secret-moon.deal", matchLength: 1 });
    ministerCapturedByForce(t);
    expect(publicView(t.game).phase).toBe("match-over");
    t.run({ type: "secret-moon.deal" });
    expect(t.rules.match!.results).toEqual([]);
    expect(t.rules.match!.options.matchLength).toBe(3);
  });

  it("warns when the players changed since the match began", () => {
    const t = new Table(6);
    t.run({ type: "secret-moon.deal" });
    ministerCapturedByForce(t);
    t.append({ type: "SeatAdded", seatId: "s7", name: "Gus", handle: null });
    const d = t.decide({ type: "secret-moon.deal" });
    expect(d.ok && d.warnings).toEqual([
      "The players changed since the match began: the match table compares different games.",
    ]);
  });
});

/** Ends the current (randomly dealt) game: whoever holds the Minister is accused and attacked. */
function ministerCapturedByForce(t: Table) {
  const minister = t.current.cards.find((c) => c.role === "minister")!;
  const attackerRoles: Role[] = ["princess", "wanderer", "priestess", "minister"];
  const seats = t.current.players;
  // give the accuser and the attacker the first two numbers
  const accuser = seats.find((s) => s !== minister.id)!;
  const attacker = seats.find(
    (s) => s !== minister.id && s !== accuser && attackerRoles.includes(t.current.cards.find((c) => c.id === s)!.role),
  )!;
  t.startRound({ [accuser]: 1, [attacker]: 2 });
  if (minister.holder === "npc") {
    // an NPC Minister cannot be captured: end by the Princess and the Wanderer instead
    t.run({ type: "secret-moon.pass", seatId: accuser });
    t.run({ type: "secret-moon.pass", seatId: attacker });
    for (let round = 2; round <= 3; round++) {
      t.startRound({ [accuser]: 1 });
      t.run({ type: "secret-moon.pass", seatId: accuser });
    }
    return;
  }
  t.run({ type: "secret-moon.accuse", seatId: accuser, target: minister.id, role: "minister" });
  t.run({ type: "secret-moon.attack", seatId: attacker, target: minister.id });
}
