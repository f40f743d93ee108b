import { describe, expect, it } from "vitest";
import { kemomimiPanic } from "./index";
import { asPlayer, Table } from "./testing";
import { en } from "./testing";
import { moderatorView, playerView, publicView } from "./views";
import { removedCards } from "./evolve";
import type { KemomimiEvent } from "./schema";

/** A 5-player game dealt by the shuffle with the host playing seat s0. */
function hostGame(seed = "host") {
  const t = new Table(5, seed);
  t.do({ type: "kemomimi.configure", preset: "recommended-5" });
  t.do({ type: "kemomimi.deal", hostSeatId: "s0" });
  return t;
}
const lastEvent = (t: Table) => t.events.at(-1)!.event as KemomimiEvent;
const forHost = (t: Table, e: KemomimiEvent) => kemomimiPanic.eventForHost!(e, t.s, "s0");

describe("playing-host mode", () => {
  it("records the host's seat at the deal, refuses a seat that is not there, and ends with the game", () => {
    const t = new Table(5);
    t.do({ type: "kemomimi.configure", preset: "recommended-5" });
    expect(t.run({ type: "kemomimi.deal", hostSeatId: "nobody" })).toMatchObject({
      ok: false,
      error: 'There is no seat "nobody" in this game for the host to play.',
    });
    t.do({ type: "kemomimi.deal", hostSeatId: "s2" });
    expect(kemomimiPanic.hostSeat!(t.s)).toBe("s2");
    expect(moderatorView(t.game, t.now).hostSeat).toBe("s2");
    t.do({ type: "kemomimi.declareOutcome", winner: "civilians", reason: "We stop here." }, { force: true });
    expect(kemomimiPanic.hostSeat!(t.s)).toBeNull();
  });

  it("moderate-only stays as before: no host seat, the moderator sees the roles", () => {
    const t = new Table(5);
    t.do({ type: "kemomimi.configure", preset: "recommended-5" });
    t.do({ type: "kemomimi.deal" });
    expect(kemomimiPanic.hostSeat!(t.s)).toBeNull();
    expect(moderatorView(t.game, t.now).players.every((p) => p.roleName)).toBe(true);
    expect(publicView(t.game, t.now).hostPlays).toBe(false);
  });

  it("the deal's event names no removed card; it is worked out from the setup and the dealt roles", () => {
    const t = hostGame();
    expect(lastEvent(t)).not.toHaveProperty("removed");
    expect(t.s.removed).toHaveLength(1);
    expect(removedCards(["crescentMoon", "informant", "civilian"], ["crescentMoon", "civilian", "civilian"])).toEqual([
      "informant",
    ]);
    // The event itself reaches the playing host's log only as "something happened".
    expect(forHost(t, lastEvent(t))).toBeNull();
  });

  it("shows the host's moderator view no role, check, seed or removed card", () => {
    const t = hostGame();
    const view = moderatorView(t.game, t.now);
    expect(view.players.map((p) => p.role)).toEqual([null, null, null, null, null]);
    expect(view.seed).toBeNull();
    expect(view.removed).toEqual({ count: 1, lookedAt: false, cards: null });
    const shamlock = t.seatOf("shamlock");
    const target = t.seats.find((s) => s !== shamlock)!;
    t.do({ type: "kemomimi.shamlockCheck", targetSeatId: target }, { actor: asPlayer(shamlock) });
    expect(moderatorView(t.game, t.now).checks).toEqual([]);
    expect(playerView(t.game, shamlock, t.now).checks).toHaveLength(1);
    const check = lastEvent(t);
    expect(forHost(t, check)).toBe(shamlock === "s0" ? check : null);
  });

  it("refuses the host's account the secret steps: they happen on the players' links", () => {
    const t = hostGame();
    const shamlock = t.seatOf("shamlock");
    const other = t.seats.find((s) => s !== shamlock)!;
    expect(t.run({ type: "kemomimi.shamlockCheck", targetSeatId: other })).toEqual({
      ok: false,
      error: "You play a seat in this game: Detective Shamlock checks on her own link.",
    });
    expect(t.run({ type: "kemomimi.lookAtRemovedCard" })).toMatchObject({
      ok: false,
      error: "You play a seat in this game: the removed card stays in the box until the game ends.",
    });
  });

  it("hides hands given on the links until the count, then shows them together", () => {
    const t = hostGame("hands");
    const shamlock = t.seatOf("shamlock");
    t.do(
      { type: "kemomimi.shamlockCheck", targetSeatId: t.seats.find((s) => s !== shamlock)! },
      { actor: asPlayer(shamlock) },
    );
    t.do({ type: "kemomimi.nameSuspect", suspectSeatId: "s3" }, { actor: asPlayer(t.s.leader!) });
    t.do({ type: "kemomimi.setHand", seatId: "s1", raised: true }, { actor: asPlayer("s1") });
    t.do({ type: "kemomimi.setHand", seatId: "s2", raised: false }, { actor: asPlayer("s2") });
    expect(forHost(t, lastEvent(t))).toBeNull();
    const pub = publicView(t.game, t.now);
    expect(pub.vote).toMatchObject({ hands: [], handsIn: 2, voters: 5 });
    expect(en(pub.prompt)).toContain("2 of 5 hands in.");
    expect(moderatorView(t.game, t.now).vote?.tally.raised).toEqual([]);
    expect(t.run({ type: "kemomimi.setHand", seatId: "s4", raised: true })).toMatchObject({ ok: false });
    t.do({ type: "kemomimi.countVotes" });
    expect(publicView(t.game, t.now).vote).toMatchObject({ hands: ["s1"], count: { raised: ["s1"] } });
  });

  it("runs the night's count from 10 once the thief awakens: she chooses on her link until zero, then it locks", () => {
    const t = hostGame("night");
    const shamlock = t.seatOf("shamlock");
    t.do(
      { type: "kemomimi.shamlockCheck", targetSeatId: t.seats.find((s) => s !== shamlock)! },
      { actor: asPlayer(shamlock) },
    );
    t.do({ type: "kemomimi.startNight" }, { force: true });
    const fell = lastEvent(t);
    const thief = t.s.night!.thief!;
    // The night falls for 6 s ("You're all sleeping..."), then the thief awakens and the count runs.
    expect(publicView(t.game, t.now).night).toEqual({
      awakeAt: "2026-01-01T12:00:06.000Z",
      lockAt: "2026-01-01T12:00:16.000Z",
      secondsLeft: 16,
    });
    expect(playerView(t.game, thief, t.now).tonight).toMatchObject({
      awakeAt: "2026-01-01T12:00:06.000Z",
      lockAt: "2026-01-01T12:00:16.000Z",
    });
    expect(forHost(t, fell)).toMatchObject({ thief: thief === "s0" ? thief : null });
    const victim = t.seats.find((s) => s !== thief)!;
    expect(en(moderatorView(t.game, t.now).hints.step)).toContain("Waiting for the night's choice.");
    // 9 s into the count (15 s after "Start the night"), her tap still counts.
    t.now = new Date("2026-01-01T12:00:15.000Z");
    t.do({ type: "kemomimi.chooseTarget", targetSeatId: victim }, { actor: asPlayer(thief) });
    expect(playerView(t.game, thief, t.now).tonight).toMatchObject({ target: victim });
    expect(moderatorView(t.game, t.now).night).toMatchObject({ thief: null, target: null, targetChosen: true });
    t.now = new Date("2026-01-01T12:00:16.000Z");
    expect(t.run({ type: "kemomimi.chooseTarget", targetSeatId: victim }, { actor: asPlayer(thief) })).toEqual({
      ok: false,
      error: "The count reached zero: tonight's target is locked.",
    });
    t.do({ type: "kemomimi.dawn" });
    expect(forHost(t, lastEvent(t))).toMatchObject({ target: victim, thief: thief === "s0" ? thief : null });
  });

  it("runs no count on a night nobody steals (a full moon without the Full Moon thief)", () => {
    const t = hostGame("night");
    const shamlock = t.seatOf("shamlock");
    t.do(
      { type: "kemomimi.shamlockCheck", targetSeatId: t.seats.find((s) => s !== shamlock)! },
      { actor: asPlayer(shamlock) },
    );
    t.do({ type: "kemomimi.startNight" }, { force: true });
    t.do({ type: "kemomimi.dawn" }, { force: true });
    expect(t.s.moon).toBe("full");
    t.do({ type: "kemomimi.startNight" }, { force: true });
    expect(t.s.night).toMatchObject({ thief: null, lockAt: null, awakeAt: null });
    expect(publicView(t.game, t.now).night).toBeNull();
    expect(moderatorView(t.game, t.now).night).toMatchObject({ stealing: false, lockAt: null });
  });

  it("reveals the whole deal to everyone when the game ends", () => {
    const t = hostGame();
    expect(publicView(t.game, t.now).reveal).toBeNull();
    t.do({ type: "kemomimi.declareOutcome", winner: "civilians", reason: "Stop." }, { force: true });
    const reveal = publicView(t.game, t.now).reveal!;
    expect(reveal.roles.map((r) => r.seatId)).toEqual(t.seats);
    expect(reveal.removed).toEqual(t.s.removed);
    expect(moderatorView(t.game, t.now).removed.cards).toEqual(t.s.removed);
  });
});

describe("role cards", () => {
  it("show the role's name, the rulebook's goal, and the card text the host wrote", () => {
    const t = new Table(4);
    t.do({
      type: "kemomimi.configure",
      characters: ["shamlock", "teresia", "barbera", "valeria"],
      roles: ["crescentMoon", "informant", "civilianStubborn", "civilian"],
      roleTexts: { crescentMoon: "Steal it all." },
    });
    t.do({ type: "kemomimi.deal" });
    const thief = playerView(t.game, t.seatWithRole("crescentMoon"), t.now).role!;
    expect(thief).toMatchObject({ name: "Thief Crescent Moon", text: "Steal it all." });
    expect(en(thief.goal)).toContain("If the last two players are a Thief and a Civilian");
    expect(en(thief.goal)).not.toContain("one of the last two");
    const informantSeat = t.s.players.find((p) => p.role === "informant")?.seatId;
    if (informantSeat) expect(playerView(t.game, informantSeat, t.now).role!.text).toBe("");
  });
});

describe("points and match play", () => {
  const play = (t: Table, hostSeatId?: string) => {
    t.do({ type: "kemomimi.deal", ...(hostSeatId ? { hostSeatId } : {}) });
    t.do({ type: "kemomimi.declareOutcome", winner: "informant", reason: "Test." }, { force: true });
  };

  it("are off by default: the outcome shows no points and there is no match", () => {
    const t = new Table(5);
    t.do({ type: "kemomimi.configure", preset: "recommended-5" });
    play(t);
    const pub = publicView(t.game, t.now);
    expect(pub.outcome!.points).toEqual({});
    expect(pub.match).toBeNull();
    // The next game is dealt at the same table all the same.
    t.do({ type: "kemomimi.deal" });
    expect(t.s.phase).toBe("gameStart");
  });

  it("with points on, adds each game to the running totals until someone reaches 10", () => {
    const t = new Table(5);
    t.do({ type: "kemomimi.configure", preset: "recommended-5", points: true });
    play(t);
    const first = publicView(t.game, t.now).match!;
    expect(first.games).toHaveLength(1);
    expect(first.crowned).toEqual([]);
    play(t);
    const second = publicView(t.game, t.now).match!;
    expect(second.games).toHaveLength(2);
    const informant = (g: Record<string, number>) => Object.keys(g).filter((k) => g[k]! >= 7);
    for (const id of Object.keys(second.totals))
      expect(second.totals[id]).toBe(second.games.reduce((n, g) => n + (g[id] ?? 0), 0));
    // The Informant wins 7 (8 if still in) a game: whoever won twice has 14 or more and is crowned.
    const twice = informant(second.games[0]!).filter((id) => informant(second.games[1]!).includes(id));
    if (twice.length) expect(second.crowned).toEqual(twice);
    while (!publicView(t.game, t.now).match!.crowned.length) play(t);
    const crowned = publicView(t.game, t.now).match!;
    expect(Math.max(...Object.values(crowned.totals))).toBeGreaterThanOrEqual(10);
    // A deal after the crowning starts a new match.
    t.do({ type: "kemomimi.deal" });
    expect(publicView(t.game, t.now).match!.games).toEqual([]);
  });
});

describe("prompts", () => {
  it("does not ask Shamlock to retell once she is out", () => {
    const t = hostGame("prompt");
    const shamlock = t.seatOf("shamlock");
    t.do(
      { type: "kemomimi.shamlockCheck", targetSeatId: t.seats.find((s) => s !== shamlock)! },
      { actor: asPlayer(shamlock) },
    );
    expect(en(publicView(t.game, t.now).prompt)).toContain("Detective Shamlock retells");
    t.do({ type: "kemomimi.setJewelry", seatId: shamlock, jewelry: 0 }, { force: true });
    t.vote(shamlock, t.seats);
    if (t.s.phase === "ended") return;
    t.night(null);
    expect(en(publicView(t.game, t.now).prompt)).not.toContain("Shamlock");
    expect(en(moderatorView(t.game, t.now).hints.post)).not.toContain("Shamlock");
  });
});
