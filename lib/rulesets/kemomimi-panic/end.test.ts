import { describe, expect, it } from "vitest";
import { POINTS, addGameToMatch, crowned, newMatch, scoreGame } from "./points";
import { startGame, type Table } from "./testing";
import { en } from "./testing";
import { publicView } from "./views";

/** Puts a player out through a guilty vote (her Fake Jewelry set to 0 first), from the start of a day. */
function ejectByVote(t: Table, seatId: string) {
  t.do({ type: "kemomimi.setJewelry", seatId, jewelry: 0 }, { force: true });
  t.vote(
    seatId,
    t.seats.filter((x) => !t.isOut(x)),
  );
}

describe("game end", () => {
  it("ends at once when the thief is voted out: all Civilians win, those out included", () => {
    const t = startGame(["shamlock"], undefined, 5);
    ejectByVote(t, "s2"); // a Civilian
    t.night(null);
    ejectByVote(t, "s4"); // the thief
    expect(t.s.phase).toBe("ended");
    expect(t.s.outcome).toMatchObject({
      winner: "civilians",
      winners: ["s0", "s1", "s2", "s3"],
      declaredByModerator: false,
    });
    // Civilians 2 each; +1 for everyone still in the game.
    expect(t.s.outcome!.points).toEqual({ s0: 3, s1: 3, s2: 2, s3: 3, s4: 0 });
    expect(t.run({ type: "kemomimi.startNight" })).toMatchObject({
      ok: false,
      error: "The game is over. Deal again for the next game at this table.",
    });
    const pub = publicView(t.game, t.now);
    expect(pub.outcome?.winner).toBe("civilians");
    expect(pub.players.find((p) => p.seatId === "s4")!.revealedRole).toBe("crescentMoon");
  });

  it("ends when the last two are a Thief and a Civilian: the thief wins", () => {
    const t = startGame(["shamlock"], undefined, 4);
    ejectByVote(t, "s1");
    t.do({ type: "kemomimi.setJewelry", seatId: "s2", jewelry: 0 }, { force: true });
    t.night("s2");
    expect(t.s.phase).toBe("ended");
    expect(t.s.outcome).toMatchObject({ winner: "thieves", winners: ["s3"] });
    expect(en(t.s.outcome!.reason)).toBe("The last two players are a Thief and a Civilian.");
    expect(t.s.outcome!.points).toEqual({ s0: 1, s1: 0, s2: 0, s3: POINTS.thieves + 1 });
    // The game ended at dawn: the Moon did not move on.
    expect(t.s.history.at(-1)).toMatchObject({ kind: "ended" });
  });

  it("ends when the last two are a Thief and the Informant: the Informant wins", () => {
    const t = startGame(["shamlock"], ["civilian", "civilian", "informant", "crescentMoon"], 4);
    ejectByVote(t, "s1");
    t.night("s0");
    expect(t.s.phase).toBe("day");
    t.do({ type: "kemomimi.setJewelry", seatId: "s0", jewelry: 0 }, { force: true });
    t.vote("s0", ["s0", "s2", "s3"]);
    expect(t.s.outcome).toMatchObject({ winner: "informant", winners: ["s2"] });
    expect(t.s.outcome!.points).toEqual({ s0: 0, s1: 0, s2: 8, s3: 1 });
  });

  it("at 8 players catching one thief goes on; two thieves left both win", () => {
    const t = startGame(["shamlock"], undefined, 8);
    const full = t.seatWithRole("fullMoon");
    const crescent = t.seatWithRole("crescentMoon");
    expect([full, crescent]).toEqual(["s6", "s7"]);
    // Two thieves, so a theft every night.
    t.vote("s1", []);
    t.do({ type: "kemomimi.startNight" });
    expect(t.s.night!.thief).toBe(crescent);
    t.do({ type: "kemomimi.dawn" }, { force: true });
    t.vote("s1", []);
    t.do({ type: "kemomimi.startNight" });
    expect(t.s.night!.thief).toBe(full);
    t.do({ type: "kemomimi.dawn" }, { force: true });
    // Put out the Civilians one by one.
    for (const id of ["s0", "s1", "s2", "s3", "s4", "s5"]) {
      expect(t.s.phase).toBe("day");
      ejectByVote(t, id);
      if (t.s.phase === "day") t.night(null);
    }
    expect(t.s.outcome).toMatchObject({ winner: "thieves", winners: ["s6", "s7"] });
    expect(en(t.s.outcome!.reason)).toBe("The last two players are both Thieves.");
    expect(t.s.outcome!.points.s6).toBe(4);
  });

  it("at 8 players one thief caught, the other wins with her when the last two are a Thief and a Civilian", () => {
    const t = startGame(["shamlock"], undefined, 8);
    ejectByVote(t, "s7");
    expect(t.s.phase).not.toBe("ended");
    for (const id of ["s0", "s1", "s2", "s3", "s4"]) {
      t.night(null);
      ejectByVote(t, id);
    }
    expect(t.s.outcome).toMatchObject({ winner: "thieves", winners: ["s6", "s7"] });
    expect(t.s.outcome!.points).toMatchObject({ s5: 1, s6: 4, s7: 3 });
  });

  it("lets the moderator declare an outcome by ruling (a warning)", () => {
    const t = startGame(["shamlock"], undefined, 5);
    expect(t.run({ type: "kemomimi.declareOutcome", winner: "informant", reason: "House rule" })).toMatchObject({
      ok: false,
    });
    t.do({ type: "kemomimi.declareOutcome", winner: "thieves", reason: "House rule" }, { force: true });
    expect(t.s.outcome).toMatchObject({ winner: "thieves", winners: ["s4"], declaredByModerator: true });
  });
});

describe("points", () => {
  it("scores 2 per Civilian, 3 per thief, 7 for the Informant, +1 for everyone still in", () => {
    const players = [
      { seatId: "a", out: false },
      { seatId: "b", out: true },
      { seatId: "c", out: false },
    ];
    expect(scoreGame(players, "civilians", ["a", "b"])).toEqual({ a: 3, b: 2, c: 1 });
    expect(scoreGame(players, "thieves", ["c"])).toEqual({ a: 1, b: 0, c: 4 });
    expect(scoreGame(players, "informant", ["a"])).toEqual({ a: 8, b: 0, c: 1 });
  });

  it("crowns whoever reaches 10 first (ties on the most points share the crown)", () => {
    let m = newMatch();
    m = addGameToMatch(m, { Ann: 3, Bo: 4 });
    m = addGameToMatch(m, { Ann: 3, Bo: 1 });
    expect(m.crowned).toEqual([]);
    m = addGameToMatch(m, { Ann: 8, Bo: 0 });
    expect(m.totals).toEqual({ Ann: 14, Bo: 5 });
    expect(m.crowned).toEqual(["Ann"]);
    expect(addGameToMatch(m, { Bo: 9 })).toBe(m);
    expect(crowned({ a: 10, b: 10, c: 3 })).toEqual(["a", "b"]);
    expect(crowned({ a: 9 })).toEqual([]);
  });
});
