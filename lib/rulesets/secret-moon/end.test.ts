import { describe, expect, it } from "vitest";
import { Table, seat, publicView } from "./testing";
import type { Role } from "./roles";
import { currentTurn } from "./state";

const SIX: Role[] = ["princess", "wanderer", "minister", "guard", "guard", "priestess"];
const inOrder = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [seat(i + 1), i + 1]));
const [ann, ben, cat, dan, eve, fay] = [1, 2, 3, 4, 5, 6].map(seat) as [string, string, string, string, string, string];
const everyonePasses = (t: Table) => {
  for (let turn = currentTurn(t.current); turn; turn = currentTurn(t.current))
    t.run({ type: "secret-moon.pass", seatId: turn.seatId });
};

function table(roles: Role[] = SIX, options = {}) {
  const t = new Table(roles.length);
  t.dealRoles(roles, options);
  t.startRound(inOrder(roles.length));
  return t;
}

describe("end of the game", () => {
  it("gives the Princess team the win when the third round finishes", () => {
    const t = table();
    everyonePasses(t);
    t.run({ type: "secret-moon.start-round" });
    everyonePasses(t);
    expect(t.current.result).toBeNull();
    t.run({ type: "secret-moon.start-round" });
    everyonePasses(t);
    expect(t.current.result).toEqual({
      gameNumber: 1,
      side: "princess",
      reason: "round-3-finished",
      voidedSide: null,
      winners: [ann, ben, fay],
    });
    expect(t.refusal({ type: "secret-moon.start-round" })).toBe("Game 1 is over.");
    expect(publicView(t.game).phase).toBe("game-over");
  });

  it("gives the Princess team the win when the Minister is captured", () => {
    const t = table();
    t.run({ type: "secret-moon.accuse", seatId: ann, target: cat, role: "minister" });
    t.run({ type: "secret-moon.attack", seatId: ben, target: cat });
    expect(t.current.result).toMatchObject({ side: "princess", reason: "minister-captured", winners: [ann, ben, fay] });
    expect(t.refusal({ type: "secret-moon.pass", seatId: cat })).toBe("Game 1 is over.");
  });

  it("gives the Minister team the win when the Princess is captured", () => {
    const t = table();
    t.run({ type: "secret-moon.accuse", seatId: ann, target: dan, role: "minister" }); // Ann reveals herself
    t.run({ type: "secret-moon.pass", seatId: ben });
    t.run({ type: "secret-moon.attack", seatId: cat, target: ann });
    expect(t.current.result).toMatchObject({ side: "minister", reason: "princess-captured", winners: [cat, dan, eve] });
  });

  it("gives the Minister team the win when the Princess and the Wanderer are both revealed", () => {
    const t = table();
    t.run({ type: "secret-moon.pass", seatId: ann });
    t.run({ type: "secret-moon.pass", seatId: ben });
    t.run({ type: "secret-moon.accuse", seatId: cat, target: ann, role: "princess" });
    expect(t.current.result).toBeNull();
    t.run({ type: "secret-moon.accuse", seatId: dan, target: ben, role: "wanderer" });
    expect(t.current.result).toMatchObject({
      side: "minister",
      reason: "princess-and-wanderer-revealed",
      winners: [cat, dan, eve],
    });
    expect(publicView(t.game).game!.announcement.at(-1)).toBe(
      "Game 1 is over: the Princess and the Wanderer are both revealed. The Minister team wins: Cat, Dan, Eve.",
    );
  });

  it("counts a revealed NPC Wanderer", () => {
    const t = table(["princess", "guard", "minister", "guard", "guard", "priestess"]); // npc1 Wanderer, npc2 Guard
    t.run({ type: "secret-moon.accuse", seatId: ann, target: dan, role: "minister" }); // Ann revealed
    t.run({ type: "secret-moon.accuse", seatId: ben, target: "npc1", role: "wanderer" });
    expect(t.current.result).toMatchObject({ side: "minister", reason: "princess-and-wanderer-revealed" });
  });

  it("lets captured players win with their team", () => {
    const t = table();
    t.run({ type: "secret-moon.accuse", seatId: ann, target: dan, role: "guard" }); // Dan faints
    t.run({ type: "secret-moon.accuse", seatId: ben, target: fay, role: "princess" }); // Ben revealed
    t.run({ type: "secret-moon.attack", seatId: cat, target: ben }); // Ben captured
    t.run({ type: "secret-moon.accuse", seatId: eve, target: ann, role: "princess" }); // Eve wrong? no: right, Ann revealed
    expect(t.current.result).toMatchObject({ side: "minister", winners: [cat, dan, eve] });
  });
});

describe("the Thief", () => {
  const withThief: Role[] = ["princess", "wanderer", "minister", "guard", "thief", "priestess"];

  it("wins instead of the team when still free", () => {
    const t = table(withThief, { thief: true });
    t.run({ type: "secret-moon.accuse", seatId: ann, target: cat, role: "minister" });
    t.run({ type: "secret-moon.attack", seatId: ben, target: cat });
    expect(t.current.result).toEqual({
      gameNumber: 1,
      side: "thief",
      reason: "minister-captured",
      voidedSide: "princess",
      winners: [eve],
    });
    expect(publicView(t.game).game!.announcement.at(-1)).toBe(
      "Game 1 is over: the Minister is captured. The Princess team would have won, but the Thief is still free. The Thief wins: Eve.",
    );
  });

  it("does not win once captured", () => {
    const t = table(withThief, { thief: true });
    t.run({ type: "secret-moon.accuse", seatId: ann, target: eve, role: "thief" });
    t.run({ type: "secret-moon.pass", seatId: ben });
    t.run({ type: "secret-moon.pass", seatId: cat });
    t.run({ type: "secret-moon.attack", seatId: dan, target: eve }); // a Guard may attack a revealed Thief
    everyonePasses(t);
    t.run({ type: "secret-moon.start-round" });
    everyonePasses(t);
    t.run({ type: "secret-moon.start-round" });
    everyonePasses(t);
    expect(t.current.result).toMatchObject({ side: "princess", voidedSide: null, winners: [ann, ben, fay] });
  });

  it("never wins as an NPC card", () => {
    const t = table(["princess", "wanderer", "minister", "guard", "guard", "priestess"], { thief: true });
    expect(t.current.cards.some((c) => c.holder === "npc" && c.role === "thief")).toBe(true);
    t.run({ type: "secret-moon.accuse", seatId: ann, target: cat, role: "minister" });
    t.run({ type: "secret-moon.attack", seatId: ben, target: cat });
    expect(t.current.result).toMatchObject({ side: "princess", winners: [ann, ben, fay] });
  });

  it("answers “Who goes there?” as the Princess or the Minister, as chosen", () => {
    const t = table(withThief, { thief: true });
    expect(
      t.refusal({ type: "secret-moon.thief-answer", seatId: ann, answer: "minister" }, { kind: "player", seatId: ann }),
    ).toBe("You are not the Thief.");
    t.run({ type: "secret-moon.inquire", seatId: ann, target: eve });
    expect(t.current.log.at(-1)).toMatchObject({ answer: "silent", marker: "princess" });
    t.run(
      { type: "secret-moon.thief-answer", seatId: eve, answer: "minister" },
      { actor: { kind: "player", seatId: eve } },
    );
    t.run({ type: "secret-moon.inquire", seatId: ben, target: eve });
    expect(t.current.log.at(-1)).toMatchObject({ answer: "minister", marker: "minister" });
    t.run({ type: "secret-moon.inquire", seatId: cat, target: eve, thiefAnswer: "princess" });
    expect(t.current.log.at(-1)).toMatchObject({ answer: "silent", marker: "princess" });
    expect(
      t.refusal(
        { type: "secret-moon.inquire", seatId: dan, target: eve, thiefAnswer: "princess" },
        { kind: "player", seatId: dan },
      ),
    ).toBe("Only the moderator can give the answer for the player asked.");
    // the moderator's override is ignored for anyone but the Thief
    t.run({ type: "secret-moon.inquire", seatId: dan, target: cat, thiefAnswer: "princess" });
    expect(t.current.log.at(-1)).toMatchObject({ answer: "minister", marker: "minister" });
  });

  it("can be named in an accusation only with the option", () => {
    const t = table(withThief, { thief: true });
    t.run({ type: "secret-moon.accuse", seatId: ann, target: eve, role: "thief" });
    expect(t.current.cards.find((c) => c.id === eve)!.revealed).toBe(true);
  });
});
