import { describe, expect, it } from "vitest";
import { Table, english, seat } from "./testing";
import type { Role } from "./roles";
import { situation } from "./situation";

/** Ann Princess, Ben Wanderer, Cat Minister, Dan Guard, Eve Guard, Fay Priestess; npc1, npc2 Guards. */
const SIX: Role[] = ["princess", "wanderer", "minister", "guard", "guard", "priestess"];
const inOrder = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [seat(i + 1), i + 1]));
const [ann, ben, cat, dan, eve, fay] = [1, 2, 3, 4, 5, 6].map(seat) as [string, string, string, string, string, string];

function table(roles: Role[] = SIX, options = {}) {
  const t = new Table(roles.length);
  t.dealRoles(roles, options);
  t.startRound(inOrder(roles.length));
  return t;
}

/** The seat's situation in English: the lines shown in the open, and those kept for the face-down card. */
function lines(t: Table, seatId: string) {
  const all = english(situation(t.game, seatId));
  return {
    open: all.filter((l) => !l.secret).map((l) => l.text as string),
    secret: all.filter((l) => l.secret).map((l) => l.text as string),
  };
}

describe("a Secret Moon player's situation", () => {
  it("before the first round: waiting for the host to deal it", () => {
    const t = new Table(6);
    t.dealRoles(SIX);
    expect(lines(t, ann).open).toEqual(["The cards are dealt: waiting for the host to deal round 1."]);
  });

  it("on their turn, and waiting on whom otherwise", () => {
    const t = table();
    expect(lines(t, ann).open).toEqual(["Number 1 is you: it is your turn. Choose an action below."]);
    expect(lines(t, ben).open).toEqual(["Waiting for Ann (number 1)."]);
  });

  it("an inspection: its result only as a secret line; the inspected player is told who looked", () => {
    const t = table();
    t.run({ type: "secret-moon.inspect", seatId: ann, target: cat });
    const mine = lines(t, ann);
    expect(mine.open[0]).toBe("You inspected Cat's card. What it showed is on your face-down card: hold it to look.");
    expect(mine.open.join(" ")).not.toContain("Minister");
    expect(mine.secret).toEqual(["You inspected Cat's card in round 1: the Minister."]);
    expect(lines(t, cat).open[0]).toBe("Ann inspected your card.");
    expect(lines(t, cat).secret).toEqual([]);
  });

  it("an Inquire: the answer on the asker's card", () => {
    const t = table();
    t.run({ type: "secret-moon.inquire", seatId: ann, target: cat });
    expect(lines(t, ann).open[0]).toBe("You asked Cat “Who goes there?” Cat: “You fool! I'm the Minister!”");
    expect(lines(t, cat).open[0]).toBe(
      "Ann asked you “Who goes there?” The app answered for you: “You fool! I'm the Minister!”",
    );
  });

  it("a disrupted player is told they lost their turn; the disruptor reads their own action", () => {
    const t = table();
    t.run({ type: "secret-moon.pass", seatId: ann });
    t.run({ type: "secret-moon.disrupt", seatId: ben, target: cat });
    expect(lines(t, cat).open[0]).toBe("Ben disrupted you: you lose this round's turn.");
    const benLines = lines(t, ben).open;
    expect(benLines[0]).toMatch(/^Your last action: Number 2: Ben disrupts Cat\./);
    // Ben the Wanderer is captured, and the Princess team can still win.
    expect(benLines).toContain("You were captured: your team can still win, and you win with it.");
  });

  it("a captured Thief is never told their team can still win", () => {
    const t = table(["thief", "wanderer", "minister", "guard", "princess", "priestess"], { thief: true });
    t.run({ type: "secret-moon.disrupt", seatId: ann, target: cat });
    const thief = lines(t, ann).open;
    expect(thief).toContain("You were captured: the Thief plays alone, so you can no longer win this game.");
    expect(thief.join(" ")).not.toContain("team can still win");
  });

  it("between rounds: round N is over, waiting for the host", () => {
    const t = table();
    for (const s of [ann, ben, cat, dan, eve, fay]) t.run({ type: "secret-moon.pass", seatId: s });
    expect(lines(t, dan).open.at(-1)).toBe("Round 1 is over: waiting for the host to deal round 2.");
  });

  it("at the end: won or lost, with why, and no 'captured' line", () => {
    const t = table();
    t.run({ type: "secret-moon.pass", seatId: ann });
    t.run({ type: "secret-moon.pass", seatId: ben });
    t.run({ type: "secret-moon.disrupt", seatId: cat, target: dan }); // the Minister is captured
    const won = lines(t, ann).open;
    expect(won).toContain("You won. Game 1 is over: the Minister is captured. The Princess team wins: Ann, Ben, Fay.");
    expect(won.at(-1)).toBe("Waiting for the host to deal game 2.");
    const lost = lines(t, cat).open;
    expect(lost.some((l) => l.startsWith("You lost. Game 1 is over: the Minister is captured."))).toBe(true);
    expect(lost.join(" ")).not.toContain("captured: your team");
  });

  it("reaches the player view (and only that seat's secrets)", async () => {
    const { playerView } = await import("./testing");
    const t = table();
    t.run({ type: "secret-moon.inspect", seatId: ann, target: cat });
    expect(playerView(t.game, ann).situation.some((l) => l.secret && String(l.text).includes("Minister"))).toBe(true);
    for (const s of [ben, cat, dan, eve, fay])
      expect(JSON.stringify(playerView(t.game, s).situation)).not.toContain("Minister");
  });
});
