import { said } from "./fixtures/day-fixtures";
import { render } from "../../../i18n/render";
import { describe, expect, it } from "vitest";
import type { Actor } from "../../../game/ruleset";
import type { DayCommand } from "./";
import { createRng } from "../../../game/rng";
import { ForumGame } from "../grimoire/testing";
import { parseDayPaste } from "./day-views";

const NAMES7 = ["Amelia", "Dolby", "Eggyolk", "Kiiruma", "Nightingale", "Whysper", "CRichard"];
const CAST7 = ["chambermaid", "innkeeper", "gambler", "exorcist", "courtier", "godfather", "po"];

class DayGame extends ForumGame {
  constructor(cast = CAST7, names = NAMES7) {
    super(cast, names);
  }
  as(name: string): Actor {
    return { kind: "player", seatId: this.id(name) };
  }
  day(command: DayCommand, opts: { force?: boolean; actor?: Actor } = {}) {
    return this.run({ type: "clocktower.day", command }, opts);
  }
  dayMust(command: DayCommand, opts: { force?: boolean; actor?: Actor } = {}) {
    return this.must({ type: "clocktower.day", command }, opts);
  }
  /** A player's own command that must apply. */
  p(name: string, command: DayCommand) {
    return this.dayMust(command, { actor: this.as(name) });
  }
  vote(voter: string, nominee: string) {
    return this.p(voter, { type: "day.vote", voter: this.id(voter), nominee: this.id(nominee) });
  }
  nominate(nominator: string, nominee: string) {
    return this.p(nominator, { type: "day.nominate", nominator: this.id(nominator), nominee: this.id(nominee) });
  }
  /** Night 1 (24 h) then Day 1 with the given deaths; the day starts Tue 1 Dec 18:00 UTC. */
  toDay(deaths: string[] = [], inAppVoting = true) {
    if (inAppVoting) this.must({ type: "clocktower.setSettings", inAppVoting: true });
    this.must({ type: "clocktower.startNight" });
    this.hours(24);
    if (deaths.length)
      this.must({
        type: "clocktower.confirmDawn",
        deaths: deaths.map((n) => ({ seatId: this.id(n), cause: "night" as const })),
      });
    else this.must({ type: "clocktower.startDay" });
    return this;
  }
  /** Into the nomination window (Discussion is 12 h). */
  toNominations() {
    this.hours(12);
    return this;
  }
  row(nominee: string) {
    return this.pub().day!.count.rows.find((r) => r.nominee === this.id(nominee))!;
  }
  names(ids: string[]) {
    const byId = Object.fromEntries(Object.entries(this.ids).map(([n, i]) => [i, n]));
    return ids.map((i) => byId[i]);
  }
}

describe("the day in a Clocktower game", () => {
  it("undo after accepting a pasted vote reverts the vote; the review's record stays", () => {
    const g = new DayGame().toDay().toNominations();
    g.dayMust({ type: "day.nominate", nominator: g.id("Amelia"), nominee: g.id("Dolby") });
    g.dayMust({ type: "day.vote", voter: g.id("Eggyolk"), nominee: g.id("Dolby") });
    g.dayMust({
      type: "day.recordPasteReview",
      lines: [
        {
          author: "Eggyolk",
          text: "/vote Dolby",
          proposed: "Eggyolk votes Dolby.",
          decision: "accepted",
          applied: null,
        },
      ],
    });
    expect(g.names(g.row("Dolby").voters)).toEqual(["Eggyolk"]);
    g.must({ type: "undo" });
    expect(g.row("Dolby").voters).toEqual([]);
    expect(g.mod().day!.pasteReviews.flatMap((r) => r.lines.map((l) => l.decision))).toEqual(["accepted"]);
    // The next undo takes the nomination back.
    g.must({ type: "undo" });
    expect(g.pub().day!.nominations).toEqual([]);
  });

  it("without in-app voting, players post in the thread and the storyteller enters their votes", () => {
    const g = new DayGame().toDay([], false).toNominations();
    expect(g.pub().inAppVoting).toBe(false);
    const refused = g.day(
      { type: "day.nominate", nominator: g.id("Amelia"), nominee: g.id("Dolby") },
      { actor: g.as("Amelia") },
    );
    expect(said(refused)).toMatchObject({
      ok: false,
      error: "In-app voting is off in this game: post your nomination, vote or whisper in the game thread.",
    });
    g.dayMust({ type: "day.nominate", nominator: g.id("Amelia"), nominee: g.id("Dolby") });
    expect(g.own("Eggyolk", g.now).day!.mayNow).toEqual([]);
    g.must({ type: "clocktower.setSettings", inAppVoting: true });
    expect(g.pub().inAppVoting).toBe(true);
    expect(g.own("Eggyolk", g.now).day!.mayNow).toContain("vote");
    g.vote("Eggyolk", "Dolby");
    expect(g.names(g.row("Dolby").voters)).toEqual(["Eggyolk"]);
  });

  it("a 7-player day from nominations to an execution", () => {
    const g = new DayGame().toDay();
    const day = g.rules.days!["1"]!;
    expect(day.clock!.segments.map((s) => [s.id, s.endsAt])).toEqual([
      ["discussion", "2026-12-02T06:00:00.000Z"],
      ["nomination", "2026-12-02T18:00:00.000Z"],
      ["voting", "2026-12-03T18:00:00.000Z"],
    ]);
    g.toNominations();
    g.nominate("Amelia", "Dolby");
    g.nominate("Eggyolk", "Kiiruma");
    for (const v of ["Amelia", "Eggyolk", "Kiiruma"]) g.vote(v, "Dolby");
    g.vote("Whysper", "Kiiruma");
    const pub = g.pub().day!;
    expect(render(pub.count.majoritySentence, "en")).toBe("With 7 alive, it takes 4 to execute.");
    expect(pub.nominations.map((n) => g.names([n.nominator, n.nominee]))).toEqual([
      ["Amelia", "Dolby"],
      ["Eggyolk", "Kiiruma"],
    ]);
    expect(g.row("Dolby")).toMatchObject({ fraction: "3/7", toMajority: "L-1", label: "3/7 (L-1)" });
    expect(g.names(g.row("Dolby").voters)).toEqual(["Amelia", "Eggyolk", "Kiiruma"]);
    expect(g.names(pub.count.notVoting)).toEqual(["Dolby", "Nightingale", "CRichard"]);
    expect(pub.clock!.current).toBe("Nomination");
    expect(pub.clock!.votingClosesAt).toBe("2026-12-03T18:00:00.000Z");
    g.vote("Nightingale", "Dolby");
    expect(g.row("Dolby").label).toBe("4/7 (majority)");
    // The player's own view.
    const own = g.own("Amelia", g.now).day!;
    expect(own).toMatchObject({ vote: g.id("Dolby"), nominated: g.id("Dolby"), locked: false });
    expect(own.mayNow).toEqual(["vote", "unvote", "lock", "whisper"]);
    expect(g.own("CRichard", g.now).day!.mayNow).toContain("nominate");
    // Past the deadline the moderator resolves without a warning.
    g.hours(36);
    const resolved = g.dayMust({ type: "day.resolve" });
    expect(resolved.event).toMatchObject({
      type: "ClocktowerDayEvent",
      day: 1,
      event: { type: "DayResolved", result: { executed: g.id("Dolby"), dies: true, votes: 4 } },
    });
    expect(g.rules.seats[g.id("Dolby")]).toMatchObject({ alive: false, death: { cause: "executed", time: "D1" } });
    const after = g.pub();
    expect(after.grimoire.find((s) => s.seatId === g.id("Dolby"))!.label).toBe("Executed D1");
    expect(render(after.day!.result!.summary, "en")).toBe("Dolby is executed with 4 votes (4 needed) and dies.");
    // The count stays as it was when the day resolved: Dolby's death does not recount it on 6 living.
    expect(render(after.day!.count.majoritySentence, "en")).toBe("With 7 alive, it takes 4 to execute.");
    expect(g.row("Dolby").label).toBe("4/7 (majority)");
    expect(g.mod().day!.exports.text).toContain("4/7 (majority)");
    // The day goes to the history at night.
    g.must({ type: "clocktower.startNight" });
    const night = g.pub();
    expect(night.day).toBeNull();
    expect(night.dayHistory.map((d) => [d.number, d.result!.executed])).toEqual([[1, g.id("Dolby")]]);
    expect(night.dayHistory[0]!.voteLog[0]).toBe("Wed 2 Dec 06:00 UTC: Amelia votes Dolby, from their link.");
    expect(night.dayHistory[0]!.count.rows.find((r) => r.nominee === g.id("Dolby"))!.label).toBe("4/7 (majority)");
  });

  it("majority with travellers: they vote but do not count", () => {
    const g = new DayGame();
    g.must({ type: "seat.add", name: "Wanderer" });
    g.ids.Wanderer = g.state.core.seats.at(-1)!.id;
    g.must(
      { type: "clocktower.addTraveller", seatId: g.id("Wanderer"), characterId: "apprentice", alignment: "good" },
      { force: true },
    );
    g.toDay().toNominations();
    expect(render(g.pub().day!.count.majoritySentence, "en")).toBe("With 7 alive, it takes 4 to execute.");
    g.nominate("Amelia", "Dolby");
    // A traveller is exiled, not nominated.
    expect(
      said(
        g.day(
          { type: "day.nominate", nominator: g.id("Eggyolk"), nominee: g.id("Wanderer") },
          { actor: g.as("Eggyolk") },
        ),
      ),
    ).toMatchObject({ ok: false, error: expect.stringContaining("traveller") });
    for (const v of ["Wanderer", "Amelia", "Eggyolk"]) g.vote(v, "Dolby");
    expect(g.row("Dolby").label).toBe("3/7 (L-1)");
    expect(g.pub().day!.count.notVoting).toHaveLength(5);
    // Exile: majority of the living non-travellers too.
    const called = g.dayMust({ type: "exile.call", traveller: g.id("Wanderer"), calledBy: g.id("Kiiruma") });
    const exileId = (called.event as unknown as { event: { exile: { id: string } } }).event.exile.id;
    for (const v of ["Amelia", "Eggyolk", "Kiiruma", "Dolby"])
      g.dayMust({ type: "exile.vote", exileId, voter: g.id(v) });
    expect(g.pub().day!.count.exiles).toMatchObject([{ total: 4, majority: 4, needed: 0 }]);
    expect(g.dayMust({ type: "exile.resolve", exileId }).event).toMatchObject({ event: { result: { exiled: true } } });
    expect(g.mod().hints).toContain("Wanderer was exiled: mark them dead or remove the traveller.");
  });

  it("ties execute nobody", () => {
    const g = new DayGame().toDay().toNominations();
    g.nominate("Amelia", "Dolby");
    g.nominate("Dolby", "Amelia");
    for (const v of ["Eggyolk", "Kiiruma"]) g.vote(v, "Dolby");
    for (const v of ["Nightingale", "Whysper"]) g.vote(v, "Amelia");
    g.hours(36);
    const d = g.dayMust({ type: "day.resolve" });
    expect(d.event).toMatchObject({
      event: { result: { executed: null, tiedNominees: [g.id("Dolby"), g.id("Amelia")] } },
    });
    expect(Object.values(g.rules.seats).every((s) => s.alive)).toBe(true);
    expect(render(g.pub().day!.result!.summary, "en")).toBe(
      "Nobody is executed: Dolby and Amelia are tied on 2 votes.",
    );
  });

  it("moving and withdrawing votes", () => {
    const g = new DayGame().toDay().toNominations();
    g.nominate("Amelia", "Dolby");
    g.nominate("Dolby", "Amelia");
    g.vote("Eggyolk", "Dolby");
    g.vote("Kiiruma", "Dolby");
    g.vote("Eggyolk", "Amelia");
    g.vote("Eggyolk", "Dolby"); // back to the end of Dolby's line
    expect(g.names(g.row("Dolby").voters)).toEqual(["Kiiruma", "Eggyolk"]);
    g.p("Kiiruma", { type: "day.unvote", voter: g.id("Kiiruma") });
    expect(g.names(g.row("Dolby").voters)).toEqual(["Eggyolk"]);
    expect(g.pub().day!.count.notVoting).toContain(g.id("Kiiruma"));
    // Never as someone else.
    expect(
      said(g.day({ type: "day.vote", voter: g.id("Amelia"), nominee: g.id("Dolby") }, { actor: g.as("Eggyolk") })),
    ).toMatchObject({ ok: false, error: "You can only vote for yourself." });
    expect(g.pub().day!.voteLog.map((l) => l.slice(21))).toEqual([
      "Eggyolk votes Dolby, from their link.",
      "Kiiruma votes Dolby, from their link.",
      "Eggyolk moves their vote from Dolby to Amelia, from their link.",
      "Eggyolk moves their vote from Amelia to Dolby, from their link.",
      "Kiiruma withdraws their vote from Dolby, from their link.",
    ]);
  });

  it("dead tokens are spent only when the vote is counted", () => {
    const g = new DayGame().toDay(["Whysper", "CRichard"]).toNominations();
    expect(render(g.pub().day!.count.majoritySentence, "en")).toBe("With 5 alive, it takes 3 to execute.");
    g.nominate("Amelia", "Dolby");
    // The dead cannot nominate.
    expect(
      said(
        g.day(
          { type: "day.nominate", nominator: g.id("Whysper"), nominee: g.id("Amelia") },
          { actor: g.as("Whysper") },
        ),
      ),
    ).toMatchObject({ ok: false, error: expect.stringContaining("dead") });
    g.vote("Whysper", "Dolby");
    g.vote("CRichard", "Dolby");
    g.p("CRichard", { type: "day.unvote", voter: g.id("CRichard") });
    g.vote("Amelia", "Dolby");
    g.hours(36);
    const d = g.dayMust({ type: "day.resolve" });
    expect(d.event).toMatchObject({ event: { result: { executed: null, ghostVotesSpent: [g.id("Whysper")] } } });
    expect(g.rules.seats[g.id("Whysper")]!.ghostVoteSpent).toBe(true);
    expect(g.rules.seats[g.id("CRichard")]!.ghostVoteSpent).toBeUndefined();
    const ghost = Object.fromEntries(g.pub().grimoire.map((s) => [g.names([s.seatId])[0], s.ghostVote]));
    expect(ghost).toMatchObject({ Whysper: "spent", CRichard: "available", Amelia: null });
    // Next day Whysper may no longer vote.
    g.must({ type: "clocktower.startNight" });
    g.hours(24);
    g.must({ type: "clocktower.startDay" });
    g.toNominations();
    g.nominate("Amelia", "Dolby");
    expect(
      said(g.day({ type: "day.vote", voter: g.id("Whysper"), nominee: g.id("Dolby") }, { actor: g.as("Whysper") })),
    ).toMatchObject({
      ok: false,
      error: "Whysper is dead and has already spent their vote token.",
    });
  });

  it("once-a-day nominations: a player is refused, the moderator warned", () => {
    const g = new DayGame().toDay().toNominations();
    g.nominate("Amelia", "Dolby");
    expect(
      said(
        g.day({ type: "day.nominate", nominator: g.id("Amelia"), nominee: g.id("Kiiruma") }, { actor: g.as("Amelia") }),
      ),
    ).toEqual({
      ok: false,
      error: "Amelia has already nominated today (Dolby).",
    });
    expect(
      said(
        g.day({ type: "day.nominate", nominator: g.id("Eggyolk"), nominee: g.id("Dolby") }, { actor: g.as("Eggyolk") }),
      ),
    ).toEqual({
      ok: false,
      error: "Dolby has already been nominated today.",
    });
    expect(said(g.day({ type: "day.nominate", nominator: g.id("Amelia"), nominee: g.id("Kiiruma") }))).toMatchObject({
      ok: true,
      warnings: ["Amelia has already nominated today (Dolby)."],
    });
    // Only their own seat, and only what players may do.
    expect(
      said(
        g.day(
          { type: "day.nominate", nominator: g.id("Amelia"), nominee: g.id("Kiiruma") },
          { actor: g.as("Eggyolk") },
        ),
      ),
    ).toMatchObject({ ok: false, error: "You can only nominate as yourself." });
    expect(said(g.day({ type: "day.resolve" }, { actor: g.as("Eggyolk") }))).toEqual({
      ok: false,
      error: "Only the storyteller can do this.",
    });
    expect(said(g.day({ type: "phase.extend", minutes: 60 }, { actor: g.as("Eggyolk") }))).toEqual({
      ok: false,
      error: "Only the storyteller can do this.",
    });
  });

  it("queued nominations take effect when nominations open", () => {
    const g = new DayGame().toDay();
    expect(g.own("Amelia", g.now).day!.mayNow).toContain("queueNomination");
    const q = g.nominate("Amelia", "Dolby");
    expect(q.event).toMatchObject({ event: { type: "NominationQueued" } });
    g.nominate("Eggyolk", "Kiiruma");
    expect(
      said(
        g.day({ type: "day.nominate", nominator: g.id("Whysper"), nominee: g.id("Dolby") }, { actor: g.as("Whysper") }),
      ),
    ).toMatchObject({ ok: false });
    expect(g.pub().day!.nominations).toEqual([]);
    expect(g.mod().day!.queued).toHaveLength(2);
    expect(g.own("Amelia", g.now).day).toMatchObject({
      nominated: g.id("Dolby"),
      queued: [{ nominee: g.id("Dolby") }],
    });
    // Voting on a queued nomination waits for the opening.
    expect(
      said(g.day({ type: "day.vote", voter: g.id("Whysper"), nominee: g.id("Dolby") }, { actor: g.as("Whysper") })),
    ).toMatchObject({ ok: false });
    g.toNominations();
    const noms = g.pub().day!.nominations;
    expect(noms.map((n) => [g.names([n.nominee])[0], n.fromQueue, n.at])).toEqual([
      ["Dolby", true, "2026-12-02T06:00:00.000Z"],
      ["Kiiruma", true, "2026-12-02T06:00:00.000Z"],
    ]);
    // Counted, not waiting: no queue and no warning, only the record left to write in the log.
    expect(g.mod().day).toMatchObject({ queued: [], queueToRecord: 2 });
    expect(g.mod().hints.join(" ")).not.toMatch(/queue/i);
    g.dayMust({ type: "day.settleQueuedNominations" });
    expect(g.mod().day!.queueToRecord).toBe(0);
    expect(g.rules.days!["1"]!.nominations).toHaveLength(2);
    g.vote("Whysper", "Dolby");
    expect(said(g.run({ type: "clocktower.startNight" }))).toMatchObject({
      ok: true,
      warnings: ["Day 1 has nominations but has not been resolved: nobody will be executed."],
    });
  });

  it("resolves early when every living voter has locked", () => {
    const g = new DayGame().toDay(["CRichard"]).toNominations();
    g.nominate("Amelia", "Dolby");
    for (const v of ["Amelia", "Eggyolk", "Kiiruma", "Nightingale"]) g.vote(v, "Dolby");
    for (const v of ["Amelia", "Eggyolk", "Kiiruma", "Nightingale", "Dolby"])
      g.p(v, { type: "day.lockVote", voter: g.id(v) });
    expect(said(g.day({ type: "day.resolve" }))).toMatchObject({
      ok: true,
      warnings: ["Voting is open until Thu 3 Dec 18:00 UTC and not every vote is locked."],
    });
    expect(
      said(g.day({ type: "day.vote", voter: g.id("Amelia"), nominee: g.id("Dolby") }, { actor: g.as("Amelia") })),
    ).toMatchObject({ ok: false });
    g.p("Whysper", { type: "day.lockVote", voter: g.id("Whysper") }); // a locked abstention; the dead are never awaited
    expect(g.pub().day!.count.allLocked).toBe(true);
    expect(g.mod().hints).toContain("Every living voter has locked: the day may resolve now.");
    expect(g.own("Amelia", g.now).day!.mayNow).toEqual(["whisper"]);
    const d = g.dayMust({ type: "day.resolve" });
    expect(d.event).toMatchObject({ event: { result: { executed: g.id("Dolby"), forced: false } } });
    expect(g.rules.seats[g.id("Dolby")]!.alive).toBe(false);
  });

  it("deadlines: a player is refused with the deadline, the moderator is warned", () => {
    const g = new DayGame().toDay().toNominations();
    g.nominate("Amelia", "Dolby");
    g.hours(12); // voting
    expect(
      said(
        g.day(
          { type: "day.nominate", nominator: g.id("Eggyolk"), nominee: g.id("Kiiruma") },
          { actor: g.as("Eggyolk") },
        ),
      ),
    ).toEqual({
      ok: false,
      error: "Nominations closed at Wed 2 Dec 18:00 UTC.",
    });
    expect(said(g.day({ type: "day.nominate", nominator: g.id("Eggyolk"), nominee: g.id("Kiiruma") }))).toMatchObject({
      ok: true,
      warnings: ["Nominations closed at Wed 2 Dec 18:00 UTC."],
    });
    g.vote("Eggyolk", "Dolby");
    g.hours(24); // voting closed
    expect(
      said(g.day({ type: "day.vote", voter: g.id("Kiiruma"), nominee: g.id("Dolby") }, { actor: g.as("Kiiruma") })),
    ).toEqual({
      ok: false,
      error: "Voting closed at Thu 3 Dec 18:00 UTC.",
    });
    expect(said(g.day({ type: "day.vote", voter: g.id("Kiiruma"), nominee: g.id("Dolby") }))).toMatchObject({
      ok: true,
      warnings: ["Voting closed at Thu 3 Dec 18:00 UTC."],
    });
    g.dayMust({ type: "day.vote", voter: g.id("Kiiruma"), nominee: g.id("Dolby") }, { force: true });
    expect(g.row("Dolby").total).toBe(2);
    const deadlines = g.own("Kiiruma", g.now).day!.deadlines;
    expect(deadlines.map((d) => ({ what: render(d.what, "en"), at: d.at }))).toEqual([
      { what: "Nominations closed", at: "2026-12-02T18:00:00.000Z" },
      { what: "Voting closed", at: "2026-12-03T18:00:00.000Z" },
    ]);
    expect(deadlines.map((d) => render(d.what, "ja"))).toEqual(["指名締切済み", "投票締切済み"]);
  });

  it("the moderator runs the clock; lengths are per-game settings", () => {
    const g = new DayGame();
    g.must({ type: "clocktower.setSettings", discussionHours: 6, nominationHours: 6, votingHours: 12 });
    expect(g.rules.settings).toEqual({
      nightHours: 24,
      lockHours: 2,
      discussionHours: 6,
      nominationHours: 6,
      votingHours: 12,
    });
    g.toDay();
    expect(g.pub().day!.clock).toMatchObject({
      nominationsOpenAt: "2026-12-02T00:00:00.000Z",
      votingClosesAt: "2026-12-02T18:00:00.000Z",
      current: "Discussion",
    });
    g.hours(1);
    g.dayMust({ type: "phase.advance" }); // opens nominations now
    expect(g.pub().day!.clock!.current).toBe("Nomination");
    g.dayMust({ type: "phase.pause" });
    g.hours(2);
    g.dayMust({ type: "phase.resume" });
    g.dayMust({ type: "phase.extend", minutes: 60 });
    expect(g.pub().day!.clock!.nominationsCloseAt).toBe("2026-12-02T04:00:00.000Z"); // 19:00 + 6 h + 2 h paused + 1 h
    g.dayMust({ type: "phase.shorten", segmentId: "voting", minutes: 120 });
    expect(g.pub().day!.clock!.votingClosesAt).toBe("2026-12-02T14:00:00.000Z");
    g.dayMust({ type: "phase.end" });
    expect(g.pub().day!.clock!.state).toBe("ended");
    expect(
      said(
        g.day({ type: "day.nominate", nominator: g.id("Amelia"), nominee: g.id("Dolby") }, { actor: g.as("Amelia") }),
      ),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/^Nominations closed at/) });
    // Not by night.
    g.must({ type: "clocktower.startNight" });
    expect(said(g.day({ type: "phase.pause" }))).toEqual({
      ok: false,
      error: "It is night 2: the day has not started.",
    });
  });

  it("an execution that does not kill (Pacifist), and the death hints on resolution", () => {
    const cast = ["chambermaid", "innkeeper", "pacifist", "exorcist", "courtier", "godfather", "po"];
    const g = new DayGame(cast).toDay().toNominations();
    g.nominate("Amelia", "Dolby");
    for (const v of ["Amelia", "Eggyolk", "Kiiruma", "Nightingale"]) g.vote(v, "Dolby");
    g.hours(36);
    expect(said(g.day({ type: "day.resolve" }))).toMatchObject({
      ok: true,
      warnings: [
        "The Pacifist is in play: an executed good player might not die.",
        "If the execution does not kill, resolve the day with “The execution does not kill” ticked.",
      ],
    });
    const d = g.dayMust({ type: "day.resolve", executionDoesNotKill: true });
    expect(d.event).toMatchObject({ event: { result: { executed: g.id("Dolby"), dies: false } } });
    expect(g.rules.seats[g.id("Dolby")]!.alive).toBe(true);
    expect(render(g.pub().day!.result!.summary, "en")).toBe(
      "Dolby is executed with 4 votes (4 needed) but does not die.",
    );
    expect(g.pub().grimoire.find((s) => s.seatId === g.id("Dolby"))!.label).toBeNull();
  });

  it("the executed Demon runs the win checks; the Mastermind's extra day stays hidden from the town", () => {
    const cast = ["chambermaid", "innkeeper", "gambler", "exorcist", "courtier", "mastermind", "po"];
    const g = new DayGame(cast).toDay().toNominations();
    g.nominate("Amelia", "CRichard");
    for (const v of ["Amelia", "Eggyolk", "Kiiruma", "Nightingale"]) g.vote(v, "CRichard");
    g.hours(36);
    g.dayMust({ type: "day.resolve" });
    expect(g.mod().winChecks[0]!.reason).toMatch(/Mastermind: play 1 more day/);
    g.must({ type: "clocktower.startNight" });
    g.hours(24);
    g.must({ type: "clocktower.startDay" });
    expect(g.rules.days!["2"]!.modifiers.mastermindDay).toBe(true);
    g.toNominations();
    g.nominate("Amelia", "Dolby");
    for (const v of ["Amelia", "Eggyolk", "Kiiruma", "Nightingale"]) g.vote(v, "Dolby");
    g.hours(36);
    g.dayMust({ type: "day.resolve" });
    expect(g.mod().winChecks).toContainEqual({
      winner: "evil",
      reason: expect.stringContaining("Dolby (good) was executed"),
    });
    expect(render(g.mod().day!.result!.summary, "en")).toMatch(/Mastermind's extra day/);
    expect(JSON.stringify(g.pub())).not.toMatch(/Mastermind's extra day|mastermindDay/);
  });

  // "If the demon dies by execution (ending the game), play for 1 more day. If a player is then
  // executed, their team loses."
  function mastermindExtraDay() {
    const cast = ["chambermaid", "innkeeper", "gambler", "exorcist", "courtier", "mastermind", "po"];
    const g = new DayGame(cast).toDay().toNominations();
    g.nominate("Amelia", "CRichard");
    for (const v of ["Amelia", "Eggyolk", "Kiiruma", "Nightingale"]) g.vote(v, "CRichard");
    g.hours(36);
    g.dayMust({ type: "day.resolve" });
    g.must({ type: "clocktower.startNight" });
    g.hours(24);
    g.must({ type: "clocktower.startDay" });
    return g;
  }

  it("Mastermind: nobody executed on the extra day, good wins, and the next day is an ordinary day", () => {
    const g = mastermindExtraDay();
    expect(g.mod().winChecks[0]).toMatchObject({ winner: null });
    g.toNominations();
    g.hours(36);
    g.dayMust({ type: "day.resolve" });
    expect(g.mod().winChecks).toEqual([
      { winner: "good", reason: "Mastermind's extra day: nobody was executed, so good wins." },
    ]);
    g.must({ type: "clocktower.startNight" });
    g.hours(24);
    g.must({ type: "clocktower.startDay" }, { force: true });
    expect(g.rules.days!["3"]!.modifiers.mastermindDay).toBe(false);
    expect(g.mod().winChecks[0]).toMatchObject({ winner: "good" });
  });

  it("Mastermind: a good player executed on the extra day who does not die still loses with good", () => {
    const g = mastermindExtraDay();
    g.toNominations();
    g.nominate("Amelia", "Dolby");
    for (const v of ["Amelia", "Eggyolk", "Kiiruma", "Nightingale"]) g.vote(v, "Dolby");
    g.hours(36);
    g.dayMust({ type: "day.resolve", executionDoesNotKill: true });
    expect(g.rules.seats[g.id("Dolby")]!.alive).toBe(true);
    expect(g.mod().winChecks).toEqual([
      { winner: "evil", reason: "Mastermind's extra day: Dolby (good) was executed, so their team loses." },
    ]);
  });

  it("no hidden value reaches the public view during a day", () => {
    const g = new DayGame().toDay(["CRichard"]);
    g.must({ type: "clocktower.setNote", seatId: g.id("Amelia"), note: "ZQXMARKnote" });
    g.must({ type: "clocktower.placeReminder", seatId: g.id("Dolby"), token: { characterId: null, text: "Poisoned" } });
    g.p("Amelia", { type: "whisper.declare", from: g.id("Amelia"), to: g.id("Dolby") });
    g.dayMust({ type: "whisper.neighbour", from: g.id("Eggyolk"), to: g.id("Kiiruma"), text: "ZQXMARK secret" });
    g.toNominations();
    g.nominate("Amelia", "Dolby");
    g.vote("Eggyolk", "Dolby");
    const { script: _s, ...rest } = g.pub();
    const json = JSON.stringify(rest).toLowerCase();
    for (const id of CAST7) expect(json).not.toContain(id);
    expect(json).not.toMatch(/zqxmark|poisoned|"good"|"evil"|alignment|reminders|"note"/);
    const pubDay = g.pub().day!;
    expect(pubDay.whispers.map((w) => g.names([w.from, w.to]))).toEqual([["Amelia", "Dolby"]]);
    expect(pubDay.whispersRemaining.find((w) => w.seatId === g.id("Amelia"))!.remaining).toBe(2);
    expect(g.mod().day!.allWhispers).toHaveLength(2);
    expect(g.own("Eggyolk", g.now).day!.whispers.neighbours).toContainEqual({ seat: g.id("Kiiruma"), used: true });
  });

  it("no hidden value reaches the public view across random day commands (forced)", () => {
    for (let run = 0; run < 6; run++) {
      const rng = createRng(`day-property-${run}`);
      const g = new DayGame().toDay();
      g.must({ type: "clocktower.setNote", seatId: g.id("Amelia"), note: "ZQXMARKnote" });
      const seat = () => g.id(rng.pick(NAMES7));
      for (let i = 0; i < 80; i++) {
        const who = rng.pick(NAMES7);
        const me = g.id(who);
        const cmds: Array<() => DayCommand> = [
          () => ({ type: "day.nominate", nominator: me, nominee: seat() }),
          () => ({ type: "day.vote", voter: me, nominee: seat() }),
          () => ({ type: "day.vote", voter: me, nominee: seat() }),
          () => ({ type: "day.unvote", voter: me }),
          () => ({ type: "day.lockVote", voter: me }),
          () => ({ type: "whisper.declare", from: me, to: seat() }),
          () => ({ type: "whisper.neighbour", from: me, to: seat(), text: "ZQXMARK psst" }),
          () => ({ type: "phase.advance" }),
        ];
        const roll = rng.next();
        if (roll < 0.03)
          g.run(
            { type: g.rules.phase?.kind === "day" ? "clocktower.startNight" : "clocktower.startDay" },
            { force: true },
          );
        else if (roll < 0.06) g.day({ type: "day.resolve", executionDoesNotKill: rng.next() < 0.3 }, { force: true });
        g.hours(rng.int(3));
        g.run(
          { type: "clocktower.day", command: rng.pick(cmds)() },
          { force: true, actor: rng.next() < 0.5 ? g.as(who) : undefined },
        );
        const { script: _s, ...rest } = g.pub();
        const json = JSON.stringify(rest).toLowerCase();
        for (const id of CAST7) expect(json).not.toContain(`"${id}"`);
        expect(json).not.toMatch(/zqxmark|"good"|"evil"|alignment|reminders|mastermind/);
      }
      expect(g.events.filter((e) => e.event.type === "ClocktowerDayEvent").length).toBeGreaterThan(8);
    }
  });

  it("exports a real count in every format", () => {
    const g = new DayGame().toDay(["CRichard"]).toNominations();
    g.nominate("Amelia", "Dolby");
    g.nominate("Dolby", "Amelia");
    for (const v of ["Eggyolk", "Kiiruma", "CRichard"]) g.vote(v, "Dolby");
    g.vote("Whysper", "Amelia");
    const { exports } = g.mod().day!;
    expect(exports.bbcode).toContain(
      "[tr][td]Amelia[/td][td]Dolby[/td][td]Eggyolk, Kiiruma, CRichard (dead)[/td][td]3/6 (L-1)[/td][/tr]",
    );
    expect(exports.markdown).toContain("| Dolby | Amelia | Whysper | 1/6 (L-3) |");
    expect(exports.text).toContain("With 6 alive, it takes 4 to execute.");
    expect(exports.text).toContain("Not voting: Amelia, Dolby, Nightingale");
    expect(exports.text).toContain("Dead vote tokens: CRichard (voting)");
    expect(exports.discord).toContain(`<t:${Date.parse("2026-12-03T18:00:00Z") / 1000}:F>`);
    expect(exports.bbcode).toContain("Voting closes: Thu 3 Dec 18:00 UTC");
  });

  it("the forum-post parser proposes clocktower day commands", () => {
    const g = new DayGame().toDay().toNominations();
    const paste = [
      "Amelia said:",
      "/nominate Dolby",
      "Eggyolk said:",
      "/vote dolby",
      "Kiiruma said:",
      "/whisper Amelia",
    ].join("\n");
    const parsed = parseDayPaste(g.game, paste);
    expect(parsed.proposals.map((p) => p.dayCommand)).toEqual([
      { type: "clocktower.day", command: { type: "day.nominate", nominator: g.id("Amelia"), nominee: g.id("Dolby") } },
      { type: "clocktower.day", command: { type: "day.vote", voter: g.id("Eggyolk"), nominee: g.id("Dolby") } },
      { type: "clocktower.day", command: { type: "whisper.declare", from: g.id("Kiiruma"), to: g.id("Amelia") } },
    ]);
    for (const p of parsed.proposals) g.must(p.dayCommand!);
    expect(g.row("Dolby").voters).toEqual([g.id("Eggyolk")]);
  });

  it("100 vote commands in a row fold to the exact tally", () => {
    const g = new DayGame().toDay().toNominations();
    g.nominate("Amelia", "Dolby");
    g.nominate("Dolby", "Eggyolk");
    g.nominate("Eggyolk", "Amelia");
    const nominees = ["Dolby", "Eggyolk", "Amelia"];
    const rng = createRng("hundred");
    const expected = new Map<string, string>(); // voter → nominee, in the order placed
    for (let i = 0; i < 100; i++) {
      const voter = rng.pick(NAMES7);
      const current = expected.get(voter);
      if (current && rng.next() < 0.25) {
        g.p(voter, { type: "day.unvote", voter: g.id(voter) });
        expected.delete(voter);
        continue;
      }
      const nominee = rng.pick(nominees.filter((n) => n !== current));
      g.vote(voter, nominee);
      expected.delete(voter);
      expected.set(voter, nominee);
    }
    const rows = g.pub().day!.count.rows;
    for (const n of nominees) {
      const want = [...expected].filter(([, to]) => to === n).map(([v]) => v);
      expect(g.names(rows.find((r) => r.nominee === g.id(n))!.voters)).toEqual(want);
    }
    expect(g.rules.days!["1"]!.history).toHaveLength(100);
  });
});
