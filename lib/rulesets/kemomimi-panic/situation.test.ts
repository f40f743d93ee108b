import { describe, expect, it } from "vitest";
import { en, startGame, type Table } from "./testing";
import { situation } from "./situation";
import { playerView } from "./views";

/** The seat's situation in English: the lines shown in the open, and those kept for the face-down card. */
function lines(t: Table, seatId: string) {
  const all = situation(t.game, seatId);
  return {
    open: all.filter((l) => !l.secret).map((l) => en(l.text)),
    secret: all.filter((l) => l.secret).map((l) => en(l.text)),
  };
}

// Four players: P0 Shamlock (a Civilian; her check is of P1), P1 the Leader of day 1, P3 the thief.
const game = () => startGame(["shamlock"]);

describe("a Kemomimi Panic player's situation", () => {
  it("Shamlock's check: the answer only as a secret line, on the day it was made", () => {
    const t = game();
    const sham = lines(t, "s0");
    expect(sham.open[0]).toBe("You checked P1. What they signalled is on your face-down card: hold it to look.");
    expect(sham.secret).toEqual(["P1 signalled Civilian (OK)."]);
    expect(lines(t, "s2").secret).toEqual([]);
    expect(JSON.stringify(playerView(t.game, "s2", t.now).situation)).not.toContain("signalled");
  });

  it("says what the table waits for, and on whom", () => {
    const t = game();
    expect(lines(t, "s1").open.at(-1)).toBe("You are the Leader: name a suspect when the table is ready.");
    expect(lines(t, "s2").open.at(-1)).toBe("Waiting for the Leader, P1, to name a suspect.");
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s2" });
    expect(lines(t, "s2").open.at(-1)).toBe("The vote on P2 is open: give your hand below.");
    t.do({ type: "kemomimi.raiseHands", seatIds: [] }, { force: true });
    t.do({ type: "kemomimi.countVotes" });
    expect(lines(t, "s0").open.at(-1)).toBe(
      "The hands are counted: waiting for the game master to carry out the verdict.",
    );
    t.do({ type: "kemomimi.carryOutVerdict" });
    expect(lines(t, "s2").open).toEqual([
      "You were found innocent.",
      "Day 1 is over: waiting for the game master to start the night.",
    ]);
    t.do({ type: "kemomimi.startNight" }, { force: true });
    expect(lines(t, "s0").open.at(-1)).toBe("Night 1: eyes closed. Waiting for the dawn.");
    expect(lines(t, "s3").open.at(-1)).toBe(
      "You steal tonight: tap a name to point the Target card before the count ends.",
    );
  });

  it("a robbed player reads it; a guilty one too; out of the game, a Civilian can still win", () => {
    const t = game();
    t.vote("s2", []);
    t.night("s1");
    expect(lines(t, "s1").open[0]).toBe("You were robbed last night: you lost a Fake Jewelry.");
    while (!t.isOut("s2")) {
      t.vote("s2", ["s0", "s1", "s2", "s3"]);
      if (!t.isOut("s2")) t.night(null);
    }
    const after = lines(t, "s2").open;
    expect(after[0]).toMatch(/^You were found guilty: /);
    expect(t.isOut("s2")).toBe(true);
    expect(after).toContain("You are out: your team can still win, and you win with it.");
  });

  it("at the end: won or lost, with why", () => {
    const t = game();
    t.vote("s3", ["s0", "s1", "s2", "s3"]);
    for (let day = 0; day < 6 && t.s.phase !== "ended"; day++) {
      t.night(null);
      t.vote("s3", ["s0", "s1", "s2", "s3"]);
    }
    expect(t.s.phase).toBe("ended");
    expect(lines(t, "s0").open.at(-1)).toMatch(/^You won\. The Civilians win: /);
    expect(lines(t, "s3").open.at(-1)).toMatch(/^You lost\. The Civilians win: /);
  });
});
