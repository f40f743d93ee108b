import { describe, expect, it } from "vitest";
import { kemomimiPanic } from "./index";
import { asPlayer, en, enAll, startGame, Table } from "./testing";
import { moderatorView, playerView, publicView } from "./views";

describe("views", () => {
  it("stores the discussion deadline from the command's time", () => {
    const t = startGame(["shamlock"], undefined, 5);
    t.do({ type: "kemomimi.startDiscussion" });
    expect(t.s.today.discussionDeadline).toBe("2026-01-01T12:03:00.000Z"); // 3 minutes by default
    t.do({ type: "kemomimi.startDiscussion", seconds: 2 * 24 * 3600 }); // forum play
    expect(t.s.today.discussionDeadline).toBe("2026-01-03T12:00:00.000Z");
    const later = new Date("2026-01-03T11:59:00.000Z");
    expect(publicView(t.game, later).discussion).toEqual({ deadline: "2026-01-03T12:00:00.000Z", secondsLeft: 60 });
    expect(publicView(t.game, new Date("2026-01-04T00:00:00.000Z")).discussion!.secondsLeft).toBe(0);
  });

  it("keeps the thief's target secret until dawn, then shows what the theft did", () => {
    const t = startGame(["shamlock"], undefined, 5);
    t.vote("s2", []);
    t.do({ type: "kemomimi.startNight" });
    const thief = t.s.night!.thief!;
    expect(thief).toBe("s4");
    const before = JSON.stringify(publicView(t.game, t.now));
    // Only the thief at work (or the moderator) chooses.
    expect(t.run({ type: "kemomimi.chooseTarget", targetSeatId: "s1" }, { actor: asPlayer("s1") })).toMatchObject({
      ok: false,
    });
    expect(playerView(t.game, "s1", t.now).actions).toEqual([]);
    expect(playerView(t.game, thief, t.now).actions.map((a) => a.command)).toEqual(["kemomimi.chooseTarget"]);
    t.do({ type: "kemomimi.chooseTarget", targetSeatId: "s1" }, { actor: asPlayer(thief) });
    expect(JSON.stringify(publicView(t.game, t.now))).toBe(before);
    expect(playerView(t.game, thief, t.now).tonight).toMatchObject({ stealing: true, target: "s1" });
    expect(playerView(t.game, "s1", t.now).tonight).toBeNull();
    expect(moderatorView(t.game, t.now).night).toMatchObject({ thief: "s4", target: "s1", targetChosen: true });
    t.do({ type: "kemomimi.dawn" });
    const pub = publicView(t.game, t.now);
    expect(pub.history.find((e) => e.kind === "theft")).toMatchObject({
      target: "s1",
      loss: { seatId: "s1", result: "lostJewelry" },
    });
    expect(pub.players.find((p) => p.seatId === "s1")!.jewelry).toBe(0);
    expect(pub).toMatchObject({ day: 2, moon: "full", leader: "s2", phase: "day", step: "start" });
    expect(en(moderatorView(t.game, t.now).hints.post)).toContain("P1 loses her Fake Jewelry.");
  });

  it("gives each player her own cards and nothing of others'", () => {
    const t = startGame(["shamlock"], ["civilian", "civilianAngry", "informant", "civilian", "crescentMoon"], 5);
    const v = playerView(t.game, "s1", t.now);
    expect(v.role).toMatchObject({ id: "civilianAngry", name: "Civilian (angry)", team: "civilian" });
    expect(v.character).toMatchObject({ id: "teresia", name: "Military Teresia" });
    expect(v.isLeader).toBe(true);
    expect(v.actions.map((a) => a.command)).toEqual(["kemomimi.nameSuspect"]);
    expect(JSON.stringify(v)).not.toContain("informant");
    expect(playerView(t.game, "s0", t.now).actions.map((a) => a.command)).toEqual(["kemomimi.retell"]);
    expect(playerView(t.game, "nobody", t.now).dealt).toBe(false);
  });

  it("shows the public the characters, Fake Jewelry, the Moon and Leader, the vote and retellings", () => {
    const t = startGame(["shamlock", "cyril", "beryl"], undefined, 5);
    t.do({ type: "kemomimi.retell", text: "P3 is a Civilian." }, { actor: asPlayer("s0") });
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s3" }, { actor: asPlayer("s1") });
    t.do({ type: "kemomimi.setHand", seatId: "s0", raised: true }, { actor: asPlayer("s0") });
    const pub = publicView(t.game, t.now);
    expect(pub.players.map((p) => [p.characterName, p.jewelry, p.revealedRole])).toEqual([
      ["Detective Shamlock", 1, null],
      ["Elder Twin Cyril", 1, null],
      ["Younger Twin Beryl", 1, null],
      ["Military Teresia", 1, null],
      ["Politician Barbera", 1, null],
    ]);
    expect(pub.retellings).toEqual(["P3 is a Civilian."]);
    expect(pub.vote).toMatchObject({ suspect: "s3", hands: ["s0"], participants: 5, needed: 3, count: null });
    expect(en(pub.prompt)).toBe(
      "Day 1 (new moon). Leader: P1. Suspect: P3. Raise your hand if you think she is the thief.",
    );
    expect(pub.removedCards).toBe(1);
    const mod = moderatorView(t.game, t.now);
    expect(mod.hints.next).toEqual(["kemomimi.raiseHands", "kemomimi.countVotes"]);
    expect(en(mod.hints.post)).toBe(
      "P3, you're a suspect! Raise your hand if you think she is the thief: 3 of 5 hands make her guilty.",
    );
    expect(mod.hints.watch).toEqual([
      expect.objectContaining({ character: "beryl", automatic: true }),
      expect.objectContaining({ character: "teresia", automatic: false }),
      expect.objectContaining({ character: "barbera", automatic: false }),
    ]);
  });

  it("handles seat changes after the deal", () => {
    const t = startGame(["shamlock"], undefined, 6);
    const game = t.game;
    const warn = (cmd: { type: string; [k: string]: unknown }) => enAll(kemomimiPanic.coreCommandWarnings!(game, cmd));
    expect(warn({ type: "seat.remove", seatId: "s2" })[0]).toContain("without revealing her role");
    expect(warn({ type: "seat.add", name: "Late" })[0]).toContain("no cards");
    expect(warn({ type: "seats.fill", seats: [{ name: "Late" }, { seatId: "s2", name: "Renamed" }] })).toEqual([
      "Late join after the deal: no cards, they do not play this game.",
    ]);
    expect(warn({ type: "seats.fill", seats: [{ seatId: "s2", name: "Renamed" }] })).toEqual([]);
    expect(warn({ type: "seat.move", seatId: "s2", toIndex: 0 })[0]).toContain("left");
    // The Leader leaves: the Moon goes on, the player is out with her card hidden.
    t.do({ type: "seat.remove", seatId: "s1" }, { force: true });
    expect(t.s.players.find((p) => p.seatId === "s1")).toMatchObject({ out: true, leftTable: true });
    expect(t.s.leader).toBe("s2");
    expect(publicView(t.game, t.now).players.find((p) => p.seatId === "s1")).toBeUndefined();
    // The thief leaves: no thief is left.
    t.do({ type: "seat.remove", seatId: "s5" }, { force: true });
    expect(t.s.outcome).toMatchObject({ winner: "civilians" });
  });

  it("lets a removed seat come back by undo", () => {
    const t = startGame(["shamlock"], undefined, 6);
    t.do({ type: "seat.remove", seatId: "s3" }, { force: true });
    t.do({ type: "undo" });
    expect(t.s.players.find((p) => p.seatId === "s3")).toMatchObject({ out: false, leftTable: false });
  });

  it("refuses what a player's link may not do", () => {
    const t = new Table(4);
    expect(t.run({ type: "kemomimi.configure", preset: "recommended-4" }, { actor: asPlayer("s0") })).toMatchObject({
      ok: false,
    });
    t.do({ type: "kemomimi.configure", preset: "recommended-4" });
    t.do({ type: "kemomimi.deal" });
    const shamlock = t.seatOf("shamlock");
    const other = t.seats.find((x) => x !== shamlock)!;
    expect(t.run({ type: "kemomimi.shamlockCheck", targetSeatId: shamlock }, { actor: asPlayer(other) })).toMatchObject(
      {
        ok: false,
        error: "Only Detective Shamlock can do this.",
      },
    );
    expect(t.run({ type: "kemomimi.lookAtRemovedCard" }, { actor: asPlayer(other) })).toMatchObject({ ok: false });
    expect(t.run({ type: "kemomimi.setJewelry", seatId: other, jewelry: 3 }, { actor: asPlayer(other) })).toMatchObject(
      { ok: false },
    );
  });
});
