import { describe, expect, it } from "vitest";
import { handsNeeded, verdictFor } from "./vote";
import { asPlayer, startGame } from "./testing";

describe("the vote threshold", () => {
  it("is guilty only with more than half of the participants", () => {
    const needed: Record<number, number> = { 2: 2, 3: 2, 4: 3, 5: 3, 6: 4, 7: 4, 8: 5 };
    for (let n = 2; n <= 8; n++) {
      expect(handsNeeded(n)).toBe(needed[n]);
      for (let k = 0; k <= n; k++) expect(verdictFor(k, n)).toBe(k >= needed[n]! ? "guilty" : "innocent");
    }
    // Exactly half is innocent.
    expect(verdictFor(2, 4)).toBe("innocent");
    expect(verdictFor(4, 8)).toBe("innocent");
  });

  for (let n = 4; n <= 8; n++) {
    it(`applies at ${n} players`, () => {
      const t = startGame(["shamlock"], undefined, n);
      const suspect = t.seats[n - 1]!;
      t.do({ type: "kemomimi.nameSuspect", suspectSeatId: suspect });
      t.do({ type: "kemomimi.raiseHands", seatIds: t.seats.slice(0, handsNeeded(n) - 1) });
      t.do({ type: "kemomimi.countVotes" });
      expect(t.s.today.count).toMatchObject({ participants: n, verdict: "innocent" });
      t.do({ type: "kemomimi.carryOutVerdict" });
      expect(t.jewelry(suspect)).toBe(1);

      t.night(null);
      t.do({ type: "kemomimi.nameSuspect", suspectSeatId: suspect });
      t.do({ type: "kemomimi.raiseHands", seatIds: t.seats.slice(0, handsNeeded(n)) });
      t.do({ type: "kemomimi.countVotes" });
      expect(t.s.today.count).toMatchObject({ participants: n, verdict: "guilty" });
      t.do({ type: "kemomimi.carryOutVerdict" });
      expect(t.jewelry(suspect)).toBe(0);
      expect(t.isOut(suspect)).toBe(false);
    });
  }

  it("counts only the players still in the game", () => {
    const t = startGame(["shamlock"], undefined, 6);
    t.do({ type: "kemomimi.setJewelry", seatId: "s2", jewelry: 0 }, { force: true });
    t.vote("s2", ["s0", "s1", "s2", "s3"]);
    expect(t.isOut("s2")).toBe(true);
    expect(t.s.players.find((p) => p.seatId === "s2")!.role).toBe("civilian");
    t.night(null);
    expect(t.s.leader).toBe("s3"); // s2 is out: the Moon skips her
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s4" });
    // An out player cannot raise a hand.
    expect(t.run({ type: "kemomimi.raiseHands", seatIds: ["s2"] })).toMatchObject({ ok: false });
    t.do({ type: "kemomimi.raiseHands", seatIds: ["s0", "s1", "s4"] });
    t.do({ type: "kemomimi.countVotes" });
    // 3 of 5 is more than half.
    expect(t.s.today.count).toMatchObject({ participants: 5, verdict: "guilty" });
  });

  it("lets players raise and lower only their own hand", () => {
    const t = startGame(["shamlock"], undefined, 5);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s3" });
    t.do({ type: "kemomimi.setHand", seatId: "s2", raised: true }, { actor: asPlayer("s2") });
    t.do({ type: "kemomimi.setHand", seatId: "s0", raised: true }, { actor: asPlayer("s0") });
    expect(t.run({ type: "kemomimi.setHand", seatId: "s4", raised: true }, { actor: asPlayer("s2") })).toMatchObject({
      ok: false,
    });
    t.do({ type: "kemomimi.setHand", seatId: "s2", raised: false }, { actor: asPlayer("s2") });
    expect(t.s.today.hands).toEqual(["s0"]);
    expect(t.run({ type: "kemomimi.countVotes" }, { actor: asPlayer("s2") })).toMatchObject({ ok: false });
  });
});
