import { describe, expect, it } from "vitest";
import { offeredPowers } from "./powers";
import { asPlayer, startGame, Table } from "./testing";
import { en } from "./testing";
import { moderatorView, playerView, publicView } from "./views";

const offered = (t: Table) => offeredPowers(t.s).map((o) => o.character);

describe("Detective Shamlock", () => {
  it("checks a player at game start; only Shamlock learns the answer", () => {
    const t = new Table(5);
    t.dealFixed(
      ["shamlock", "teresia", "barbera", "valeria", "arle"],
      ["civilianAngry", "informant", "civilian", "civilian", "crescentMoon"],
    );
    expect(t.s.phase).toBe("gameStart");
    expect(offered(t)).toEqual(["shamlock"]);
    // Only Shamlock's player (or the moderator) picks.
    expect(t.run({ type: "kemomimi.shamlockCheck", targetSeatId: "s4" }, { actor: asPlayer("s1") })).toMatchObject({
      ok: false,
    });
    t.do({ type: "kemomimi.shamlockCheck", targetSeatId: "s4" }, { actor: asPlayer("s0") });
    expect(t.s.phase).toBe("day");
    expect(t.s.day).toBe(1);
    expect(t.s.checks).toEqual([{ day: 0, character: "shamlock", by: "s0", target: "s4", isCivilian: false }]);
    expect(playerView(t.game, "s0", t.now).checks).toEqual([{ day: 0, target: "s4", isCivilian: false }]);
    expect(playerView(t.game, "s4", t.now).checks).toEqual([]);
    const pub = JSON.stringify(publicView(t.game, t.now));
    expect(pub).not.toContain("isCivilian");
    expect(pub).not.toContain("crescentMoon");
  });

  it("answers Civilian for the Civilian variants and not for the Informant", () => {
    const cases = [
      ["civilianStubborn", true],
      ["civilianLonely", true],
      ["civilian", true],
      ["informant", false],
      ["crescentMoon", false],
    ] as const;
    for (const [role, civilian] of cases) {
      const t = new Table(4);
      const others =
        role === "crescentMoon" ? (["civilian", "informant"] as const) : (["civilian", "crescentMoon"] as const);
      t.dealFixed(["shamlock", "teresia", "barbera", "valeria"], ["civilian", role, ...others]);
      t.do({ type: "kemomimi.shamlockCheck", targetSeatId: "s1" });
      expect(t.s.checks[0]!.isCivilian).toBe(civilian);
    }
  });

  it("checks again at the end of the day only as the Leader", () => {
    // Shamlock at s0 of 4: the Moon reaches her on day 4.
    const t = startGame(["shamlock"], undefined, 4);
    const notLeader = () => t.seats.find((x) => x !== t.s.leader && x !== "s0")!;
    for (let day = 1; day <= 3; day++) {
      t.vote(notLeader(), []);
      expect(offered(t)).not.toContain("shamlock");
      expect(t.run({ type: "kemomimi.shamlockCheck", targetSeatId: "s1" })).toMatchObject({ ok: false });
      t.night(null);
    }
    expect(t.s.leader).toBe("s0");
    t.vote(notLeader(), []);
    expect(offered(t)).toContain("shamlock");
    expect(t.run({ type: "kemomimi.startNight" })).toMatchObject({ ok: false }); // warns: Shamlock has not checked
    t.do({ type: "kemomimi.shamlockCheck", targetSeatId: "s2" });
    expect(t.s.checks.at(-1)).toMatchObject({ day: 4, target: "s2", isCivilian: true });
    expect(offered(t)).not.toContain("shamlock");
    t.do({ type: "kemomimi.startNight" });
  });
});

describe("Witness Sheena", () => {
  it("checks at the start of the day after an ejection, once", () => {
    const t = startGame(["shamlock", "sheena", "tristel"], undefined, 8);
    expect(offered(t)).not.toContain("sheena");
    t.do({ type: "kemomimi.setJewelry", seatId: "s3", jewelry: 0 }, { force: true });
    t.vote("s3", t.seats);
    expect(t.isOut("s3")).toBe(true);
    t.night("s4");
    // Day 2: full moon. Start of day time (1) comes before "during full moon days (1)".
    expect(t.s.moon).toBe("full");
    expect(offered(t)).toEqual(["sheena", "tristel"]);
    t.do({ type: "kemomimi.sheenaCheck", targetSeatId: "s7" }, { actor: asPlayer("s1") });
    expect(playerView(t.game, "s1", t.now).checks).toEqual([{ day: 2, target: "s7", isCivilian: false }]);
    expect(t.s.usedOnce).toContain("sheena");
    expect(offered(t)).toEqual(["tristel"]);
    expect(t.run({ type: "kemomimi.sheenaCheck", targetSeatId: "s5" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("already used"),
    });
  });

  it("has nothing to do when nobody was ejected the day before", () => {
    const t = startGame(["shamlock", "sheena"], undefined, 8);
    expect(t.run({ type: "kemomimi.sheenaCheck", targetSeatId: "s5" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("ejected"),
    });
  });
});

describe("Students Ester and Tristel", () => {
  it("Ester turns a new moon full: at fewer than 8 players nobody steals that night", () => {
    const t = startGame(["shamlock", "ester"], undefined, 5);
    expect(t.s.moon).toBe("new");
    expect(offered(t)).toEqual(["ester"]);
    t.do({ type: "kemomimi.esterFullMoon" }, { actor: asPlayer("s1") });
    expect(t.s.moon).toBe("full");
    expect(offered(t)).toEqual([]);
    t.vote("s2", []);
    t.do({ type: "kemomimi.startNight" });
    expect(t.s.night).toMatchObject({ thief: null, target: null });
    t.do({ type: "kemomimi.dawn" });
    // The Leader flips the moon: new again.
    expect(t.s.moon).toBe("new");
    expect(t.run({ type: "kemomimi.esterFullMoon" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("already used"),
    });
  });

  it("Tristel (1) turns a full moon new, then Ester (2) may turn it full again", () => {
    const t = startGame(["shamlock", "tristel", "ester"], undefined, 8);
    t.vote("s3", []);
    t.night("s3");
    expect(t.s.moon).toBe("full");
    expect(offered(t)).toEqual(["tristel"]);
    expect(t.run({ type: "kemomimi.esterFullMoon" })).toMatchObject({ ok: false, error: "The moon is already full." });
    t.do({ type: "kemomimi.tristelNewMoon" });
    expect(offered(t)).toEqual(["ester"]);
    t.do({ type: "kemomimi.esterFullMoon" });
    expect(t.s.moon).toBe("full");
  });

  it("at 8 players the moon decides which thief steals", () => {
    const t = startGame(["shamlock", "ester"], undefined, 8);
    t.do({ type: "kemomimi.esterFullMoon" });
    t.vote("s3", []);
    t.do({ type: "kemomimi.startNight" });
    expect(t.s.night!.thief).toBe(t.seatWithRole("fullMoon"));
  });
});

describe("Student Luma", () => {
  it("as Leader bars one player from the vote, once", () => {
    const t = startGame(["shamlock", "luma"], undefined, 5);
    expect(t.s.leader).toBe("s1");
    expect(offered(t)).toEqual(["luma"]);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s4" }, { actor: asPlayer("s1") });
    t.do({ type: "kemomimi.lumaBarVoter", seatId: "s4" }, { actor: asPlayer("s1") });
    expect(t.run({ type: "kemomimi.setHand", seatId: "s4", raised: true }, { actor: asPlayer("s4") })).toMatchObject({
      ok: false,
    });
    t.do({ type: "kemomimi.raiseHands", seatIds: ["s0", "s1"] });
    t.do({ type: "kemomimi.countVotes" });
    // 2 of the 4 participants: half is innocent.
    expect(t.s.today.count).toEqual({ raised: ["s0", "s1"], participants: 4, verdict: "innocent" });
    t.do({ type: "kemomimi.carryOutVerdict" });
    t.night(null);
    expect(t.s.today.barredVoter).toBeNull();
    expect(offered(t)).not.toContain("luma");
  });

  it("warns when she is not the Leader", () => {
    const t = startGame(["shamlock", "teresia", "luma"], undefined, 5);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s4" });
    expect(t.run({ type: "kemomimi.lumaBarVoter", seatId: "s4" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("Leader"),
    });
    expect(t.run({ type: "kemomimi.lumaBarVoter", seatId: "s4" }, { actor: asPlayer("s2") })).toMatchObject({
      ok: false,
    });
  });
});

describe("the twins", () => {
  it("Elder Twin Cyril, not the Leader, makes Beryl vote as she does", () => {
    const t = startGame(["shamlock", "teresia", "cyril", "beryl"], undefined, 5);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s4" });
    expect(offered(t)).toEqual(["cyril"]);
    t.do({ type: "kemomimi.cyrilForceTwinVote" }, { actor: asPlayer("s2") });
    // Beryl keeps her hand down, Cyril raises: Beryl's vote counts as raised.
    t.do({ type: "kemomimi.raiseHands", seatIds: ["s0", "s2"] });
    t.do({ type: "kemomimi.countVotes" });
    expect(t.s.today.count).toEqual({ raised: ["s0", "s2", "s3"], participants: 5, verdict: "guilty" });
  });

  it("and Beryl's raised hand goes down with Cyril's", () => {
    const t = startGame(["shamlock", "teresia", "cyril", "beryl"], undefined, 5);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s4" });
    t.do({ type: "kemomimi.raiseHands", seatIds: ["s0", "s1", "s3"] });
    t.do({ type: "kemomimi.cyrilForceTwinVote" });
    t.do({ type: "kemomimi.countVotes" });
    expect(t.s.today.count).toEqual({ raised: ["s0", "s1"], participants: 5, verdict: "innocent" });
  });

  it("Cyril as the Leader may not force the vote", () => {
    const t = startGame(["shamlock", "cyril", "beryl"], undefined, 5);
    expect(offered(t)).toEqual([]);
    expect(t.run({ type: "kemomimi.cyrilForceTwinVote" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("not the Leader"),
    });
  });

  it("Younger Twin Beryl's lost Fake Jewelry takes Cyril's too", () => {
    const t = startGame(["shamlock", "teresia", "cyril", "beryl"], undefined, 5);
    t.vote("s3", t.seats);
    expect(t.jewelry("s3")).toBe(0);
    expect(t.jewelry("s2")).toBe(0);
    expect(t.s.history.find((e) => e.kind === "verdictCarriedOut")).toMatchObject({
      loss: { seatId: "s3", result: "lostJewelry", triggered: [{ character: "beryl", by: "s3", seatId: "s2" }] },
    });
    // Cyril with no Fake Jewelry left is not put out by it.
    t.night("s2");
    expect(t.isOut("s2")).toBe(true);
  });

  it("Cyril losing hers does not take Beryl's", () => {
    const t = startGame(["shamlock", "teresia", "cyril", "beryl"], undefined, 5);
    t.vote("s2", t.seats);
    expect(t.jewelry("s2")).toBe(0);
    expect(t.jewelry("s3")).toBe(1);
  });
});

describe("Teacher Viennetta", () => {
  it("takes the Archaeologist's lost Fake Jewelry, once", () => {
    const t = startGame(["shamlock", "teresia", "viennetta", "mindy", "barbera", "valeria"], undefined, 6);
    t.vote("s3", t.seats);
    expect(t.jewelry("s3")).toBe(0);
    expect(t.jewelry("s2")).toBe(2);
    expect(t.s.usedOnce).toContain("viennetta");
    t.night(null);
    t.do({ type: "kemomimi.setJewelry", seatId: "s3", jewelry: 1 }, { force: true });
    t.vote("s3", t.seats);
    expect(t.jewelry("s3")).toBe(0);
    expect(t.jewelry("s2")).toBe(2);
    t.night(null); // full moon: nobody steals at 6 players
    t.vote("s4", []);
    // Viennetta can now lose a Fake Jewelry twice before she is out.
    t.night("s2");
    expect(t.jewelry("s2")).toBe(1);
  });
});

describe("Teacher Verna", () => {
  it("not the Leader, turns a guilty vote innocent, once", () => {
    const t = startGame(["shamlock", "teresia", "verna"], undefined, 5);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s2" });
    t.do({ type: "kemomimi.raiseHands", seatIds: t.seats });
    t.do({ type: "kemomimi.countVotes" });
    expect(t.s.today.count!.verdict).toBe("guilty");
    expect(offered(t)).toEqual(["verna"]);
    t.do({ type: "kemomimi.vernaDeclareInnocent" }, { actor: asPlayer("s2") });
    t.do({ type: "kemomimi.carryOutVerdict" });
    expect(t.jewelry("s2")).toBe(1);
    expect(t.s.history.at(-1)).toMatchObject({ kind: "verdictCarriedOut", verdict: "innocent", loss: null });
    t.night(null);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s0" });
    t.do({ type: "kemomimi.raiseHands", seatIds: t.seats });
    t.do({ type: "kemomimi.countVotes" });
    expect(offered(t)).toEqual([]);
    expect(t.run({ type: "kemomimi.vernaDeclareInnocent" })).toMatchObject({ ok: false });
  });

  it("has nothing to change on an innocent vote", () => {
    const t = startGame(["shamlock", "teresia", "verna"], undefined, 5);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s3" });
    t.do({ type: "kemomimi.countVotes" });
    expect(t.run({ type: "kemomimi.vernaDeclareInnocent" })).toMatchObject({
      ok: false,
      error: "The verdict is already innocent.",
    });
  });
});

describe("the class reps", () => {
  it("Class rep Alistair, losing his Fake Jewelry, takes Miranda's, once", () => {
    const t = startGame(["shamlock", "teresia", "alistair", "miranda"], undefined, 5);
    t.vote("s2", t.seats);
    expect(t.jewelry("s2")).toBe(1);
    expect(t.jewelry("s3")).toBe(0);
    expect(t.s.usedOnce).toContain("alistair");
    t.night("s2");
    expect(t.jewelry("s2")).toBe(0);
  });

  it("Vice Class rep Miranda, not the Leader, changes the suspect, once", () => {
    const t = startGame(["shamlock", "teresia", "miranda", "alistair"], undefined, 5);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s4" });
    t.do({ type: "kemomimi.raiseHands", seatIds: ["s0"] });
    expect(offered(t)).toEqual(["miranda"]);
    t.do({ type: "kemomimi.mirandaChangeSuspect", suspectSeatId: "s3" }, { actor: asPlayer("s2") });
    expect(t.s.today.suspect).toBe("s3");
    expect(t.s.today.hands).toEqual([]);
    expect(offered(t)).toEqual([]);
    t.do({ type: "kemomimi.countVotes" });
    t.do({ type: "kemomimi.carryOutVerdict" });
    t.night(null);
    // Day 2: Miranda is the Leader.
    expect(t.s.leader).toBe("s2");
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s4" });
    expect(t.run({ type: "kemomimi.mirandaChangeSuspect", suspectSeatId: "s0" })).toMatchObject({ ok: false });
  });
});

describe("timing order", () => {
  it("offers the day's powers in the rulebook's order", () => {
    // Luma leads day 1; Miranda (suspect named), then Luma and Cyril (pre-voting), after Ester (during the day).
    const t = startGame(["shamlock", "luma", "miranda", "cyril", "beryl", "ester", "verna"], undefined, 7);
    expect(offered(t)).toEqual(["ester", "luma", "cyril"]);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s6" });
    expect(offered(t)).toEqual(["ester", "miranda", "luma", "cyril"]);
    t.do({ type: "kemomimi.raiseHands", seatIds: t.seats });
    t.do({ type: "kemomimi.countVotes" });
    expect(offered(t)).toEqual(["ester", "verna"]);
    const offers = offeredPowers(t.s);
    expect(offers.map((o) => en(o.timingLabel))).toEqual(["During the day", "Voting results"]);
    expect(offers[1]).toMatchObject({
      command: "kemomimi.vernaDeclareInnocent",
      order: 1,
      oncePerGame: true,
      seatId: "s6",
    });
  });
});

describe("Use or Don't use (issue 29)", () => {
  it("Teacher Verna says Don't use on her link: the power goes for the day and the host sees every power decided", () => {
    const t = startGame(["shamlock", "teresia", "verna"], undefined, 5);
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s3" });
    t.do({ type: "kemomimi.raiseHands", seatIds: t.seats });
    t.do({ type: "kemomimi.countVotes" });
    const verna = playerView(t.game, "s2", t.now).actions.find((a) => a.command === "kemomimi.vernaDeclareInnocent");
    expect(verna?.decline).toBe("verna");
    expect(moderatorView(t.game, t.now).hints.decided).toEqual([]);
    // Only Verna's player decides for Verna.
    expect(t.run({ type: "kemomimi.declinePower", character: "verna" }, { actor: asPlayer("s1") })).toMatchObject({
      ok: false,
    });
    t.do({ type: "kemomimi.declinePower", character: "verna" }, { actor: asPlayer("s2") });
    expect(offered(t)).toEqual([]);
    expect(moderatorView(t.game, t.now).hints).toMatchObject({
      offeredPowers: [],
      decided: [{ character: "verna", name: "Teacher Verna", seatId: "s2" }],
    });
    expect(playerView(t.game, "s2", t.now).actions).toEqual([]);
    expect(en(playerView(t.game, "s2", t.now).situation[0]!.text)).toBe(
      "You decided not to use Teacher Verna's power today.",
    );
    // Not twice, and the once-per-game power is still hers on a later day.
    expect(t.run({ type: "kemomimi.declinePower", character: "verna" })).toMatchObject({ ok: false });
    expect(t.s.usedOnce).not.toContain("verna");
    t.do({ type: "kemomimi.carryOutVerdict" });
    expect(t.s.history.at(-1)).toMatchObject({ kind: "verdictCarriedOut", verdict: "guilty" });
    t.night(null);
    // A new day: nothing is decided yet (Verna leads day 2, so her power waits for another day).
    expect(t.s.today.declined).toEqual([]);
    expect(moderatorView(t.game, t.now).hints.decided).toEqual([]);
  });

  it("counts a power used as decided, and refuses Don't use for a power not offered now", () => {
    const t = startGame(["shamlock", "teresia", "verna"], undefined, 5);
    expect(t.run({ type: "kemomimi.declinePower", character: "verna" })).toMatchObject({
      ok: false,
      error: "The votes are not counted yet.",
    });
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s2" });
    t.do({ type: "kemomimi.raiseHands", seatIds: t.seats });
    t.do({ type: "kemomimi.countVotes" });
    t.do({ type: "kemomimi.vernaDeclareInnocent" }, { actor: asPlayer("s2") });
    expect(moderatorView(t.game, t.now).hints.decided.map((d) => d.character)).toEqual(["verna"]);
  });

  it("offers Don't use for every power with a choice, not for Shamlock's check", () => {
    const t = startGame(["shamlock", "luma", "miranda", "cyril", "beryl", "ester", "verna"], undefined, 7);
    expect(offeredPowers(t.s).map((o) => [o.character, o.declinable])).toEqual([
      ["ester", true],
      ["luma", true],
      ["cyril", true],
    ]);
    t.do({ type: "kemomimi.declinePower", character: "ester" });
    t.do({ type: "kemomimi.declinePower", character: "cyril" });
    expect(offered(t)).toEqual(["luma"]);
    const g = new Table(5);
    g.dealFixed(
      ["shamlock", "teresia", "barbera", "valeria", "arle"],
      ["civilianAngry", "informant", "civilian", "civilian", "crescentMoon"],
    );
    expect(offeredPowers(g.s)[0]).toMatchObject({ character: "shamlock", declinable: false });
    expect(playerView(g.game, "s0", g.now).actions[0]!.decline).toBeUndefined();
  });
});
