import { render, renderer } from "@/lib/i18n/render";
import { describe, expect, it } from "vitest";
import { majorityOf, majorityNeeded } from "./roster";
import { decideNominate } from "./nominations";
import { decideCastVote, decideLockVote } from "./votes";
import { leaderOf, majoritySentence, voteCount } from "./tally";
import { DAY_ALTERATIONS, decideResolveDay, resolveDay } from "./execution";
import { clockSummary } from "./phase-clock";
import { formatUtc } from "@/lib/game/deadline-format";
import type { DayState } from "./day-state";
import type { DaySeat } from "./roster";
import {
  AFTER_VOTING,
  apply,
  DURING_NOMINATIONS,
  DURING_VOTING,
  errorOf,
  forumDay,
  moderator,
  player,
  seat,
  sevenPlayers,
  warningsOf,
  withModifiers,
} from "./fixtures/day-fixtures";

describe("majority: more than half of the living non-traveller players", () => {
  const expected: Record<number, number> = {
    2: 2,
    3: 2,
    4: 3,
    5: 3,
    6: 4,
    7: 4,
    8: 5,
    9: 5,
    10: 6,
    11: 6,
    12: 7,
    13: 7,
    14: 8,
    15: 8,
    16: 9,
    17: 9,
    18: 10,
    19: 10,
    20: 11,
  };
  it.each(Object.entries(expected).map(([n, m]) => [Number(n), m]))(
    "%i alive → %i, whatever the travellers",
    (living, needed) => {
      expect(majorityOf(living)).toBe(needed);
      for (const travellers of [0, 1, 3]) {
        const roster: DaySeat[] = [
          ...Array.from({ length: living }, (_, i) => seat(`P${i}`)),
          ...Array.from({ length: travellers }, (_, i) => seat(`T${i}`, { isTraveller: true })),
          seat("Dead", { alive: false }),
          seat("Dead traveller", { alive: false, isTraveller: true }),
        ];
        expect(majorityNeeded(roster)).toBe(needed);
      }
    },
  );
  it("reads as the host says it", () => {
    expect(majoritySentence({ living: 7, majority: 4 }, renderer("en"))).toBe("With 7 alive, it takes 4 to execute.");
  });
});

const roster: DaySeat[] = [
  ...sevenPlayers(),
  seat("Dolby", { alive: false }),
  seat("Whysper", { alive: false }),
  seat("Tess", { isTraveller: true }),
];
const ctx = (now: Date, actor = moderator) => ({ now, roster, actor });

function day(votes: Record<string, string>): DayState {
  let d = forumDay();
  for (const [a, b] of [
    ["player-a", "player-b"],
    ["player-b", "player-a"],
    ["player-g", "player-g"],
  ] as const)
    d = apply(d, decideNominate(d, { nominator: a, nominee: b }, ctx(DURING_NOMINATIONS, player(a))));
  for (const [voter, nominee] of Object.entries(votes))
    d = apply(d, decideCastVote(d, { voter, nominee }, ctx(DURING_VOTING, player(voter))));
  return d;
}

describe("resolving the day", () => {
  it("executes the nominee with the most votes if they reach majority", () => {
    const d = day({
      "player-c": "player-b",
      "player-d": "player-b",
      "player-a": "player-b",
      "player-e": "player-b",
      "player-f": "player-a",
    });
    const r = resolveDay(d, roster, AFTER_VOTING);
    expect(r).toMatchObject({ executed: "player-b", dies: true, votes: 4, needed: 4, tiedNominees: [] });
    expect(render(r.summary, "en")).toBe("Player B is executed with 4 votes (4 needed) and dies.");
  });

  it("executes nobody below majority (the rulebook's example: 3/7)", () => {
    const d = day({
      "player-c": "player-b",
      "player-d": "player-b",
      "player-a": "player-b",
      "player-b": "player-a",
      "player-e": "player-a",
      "player-f": "player-g",
      "player-g": "player-g",
    });
    const r = resolveDay(d, roster, AFTER_VOTING);
    expect(r.executed).toBeNull();
    expect(render(r.summary, "en")).toBe("Nobody is executed: Player B has the most votes (3) but 4 needed.");
  });

  it("executes nobody on a tie for most votes, even at majority", () => {
    const big: DaySeat[] = [...Array.from({ length: 3 }, (_, i) => seat(`X${i}`)), ...roster];
    const c = (now: Date) => ({ now, roster: big, actor: moderator });
    let d = forumDay();
    d = apply(d, decideNominate(d, { nominator: "player-a", nominee: "player-b" }, c(DURING_NOMINATIONS)));
    d = apply(d, decideNominate(d, { nominator: "player-b", nominee: "player-a" }, c(DURING_NOMINATIONS)));
    // 10 alive → 6 needed; 6 votes each... only 10 voters, so 5 and 5 at most: use dead tokens and the traveller.
    const votes: Array<[string, string]> = [
      ["x0", "player-b"],
      ["x1", "player-b"],
      ["x2", "player-b"],
      ["player-c", "player-b"],
      ["player-d", "player-b"],
      ["dolby", "player-b"],
      ["player-e", "player-a"],
      ["player-f", "player-a"],
      ["player-g", "player-a"],
      ["player-a", "player-a"],
      ["player-b", "player-a"],
      ["whysper", "player-a"],
    ];
    for (const [voter, nominee] of votes) d = apply(d, decideCastVote(d, { voter, nominee }, c(DURING_VOTING)));
    const r = resolveDay(d, big, AFTER_VOTING);
    expect(r.tiedNominees).toEqual(["player-b", "player-a"]);
    expect(r.executed).toBeNull();
    expect(render(r.summary, "en")).toBe("Nobody is executed: Player B and Player A are tied on 6 votes.");
    expect(leaderOf(voteCount(d, big, AFTER_VOTING).rows, 6)).toEqual({
      nominee: null,
      tied: ["player-b", "player-a"],
      votes: 6,
    });
  });

  it("says so when nobody was nominated or voted", () => {
    expect(render(resolveDay(forumDay(), roster, AFTER_VOTING).summary, "en")).toBe(
      "Nobody is executed: nobody was nominated.",
    );
    expect(render(resolveDay(day({}), roster, AFTER_VOTING).summary, "en")).toBe(
      "Nobody is executed: nobody received a vote.",
    );
  });

  it("spends the token of every dead voter whose vote counts at resolution, executed or not", () => {
    let d = day({ dolby: "player-b", whysper: "player-a", "player-c": "player-b" });
    // Whysper withdraws before the day resolves: their token is kept.
    d = apply(d, {
      ok: true,
      event: { type: "VoteWithdrawn", voter: "whysper", at: DURING_VOTING.toISOString(), enteredBy: "seat:whysper" },
    });
    const r = resolveDay(d, roster, AFTER_VOTING);
    expect(r.executed).toBeNull();
    expect(r.ghostVotesSpent).toEqual(["dolby"]);
  });

  it("marks an execution that does not kill", () => {
    const d = day({ "player-c": "player-b", "player-d": "player-b", "player-a": "player-b", "player-e": "player-b" });
    const r = resolveDay(d, roster, AFTER_VOTING, { executionDoesNotKill: true });
    expect(r).toMatchObject({ executed: "player-b", dies: false });
    expect(render(r.summary, "en")).toBe("Player B is executed with 4 votes (4 needed) but does not die.");
    expect(render(r.notes[0]!, "en")).toContain("Devil's Advocate");
  });

  it("lets the Judge force an execution to pass or fail", () => {
    const low = day({ "player-c": "player-g" });
    const pass = resolveDay(low, roster, AFTER_VOTING, { judge: { nominee: "player-g", verdict: "pass" } });
    expect(pass.executed).toBe("player-g");
    expect(render(pass.summary, "en")).toBe(
      "The Judge forces Player G's execution to pass. Player G is executed with 1 vote (4 needed) and dies.",
    );
    expect(pass.notes.map((n) => render(n, "en"))).toEqual([`Judge: ${DAY_ALTERATIONS.judge.ruleText}`]);
    const high = day({
      "player-c": "player-b",
      "player-d": "player-b",
      "player-a": "player-b",
      "player-e": "player-b",
    });
    const fail = resolveDay(high, roster, AFTER_VOTING, { judge: { nominee: "player-b", verdict: "fail" } });
    expect(fail.executed).toBeNull();
    expect(render(fail.summary, "en")).toBe("Nobody is executed. The Judge forces Player B's execution to fail.");
  });

  it("on the Mastermind's extra day, the executed player's team loses", () => {
    const d = withModifiers(
      day({ "player-c": "player-b", "player-d": "player-b", "player-a": "player-b", "player-e": "player-b" }),
      { mastermindDay: true },
    );
    expect(render(resolveDay(d, roster, AFTER_VOTING).summary, "en")).toBe(
      "Player B is executed with 4 votes (4 needed) and dies. This is the Mastermind's extra day: Player B's team loses.",
    );
  });

  it("under the Voudon the most votes executes with no majority, and no token is spent", () => {
    let d = withModifiers(day({}), { voudon: "tess" });
    d = apply(d, decideCastVote(d, { voter: "tess", nominee: "player-a" }, ctx(DURING_VOTING)));
    d = apply(d, decideCastVote(d, { voter: "dolby", nominee: "player-a" }, ctx(DURING_VOTING)));
    d = apply(d, decideCastVote(d, { voter: "whysper", nominee: "player-g" }, ctx(DURING_VOTING)));
    const r = resolveDay(d, roster, AFTER_VOTING);
    expect(r).toMatchObject({ executed: "player-a", votes: 2, needed: null, ghostVotesSpent: [] });
    expect(render(r.summary, "en")).toBe("Player A is executed with 2 votes (no majority needed) and dies.");
  });
});

describe("deciding to resolve", () => {
  it("is for the moderator, after voting closes", () => {
    const d = day({ "player-c": "player-b" });
    expect(errorOf(decideResolveDay(d, {}, ctx(AFTER_VOTING, player("player-c"))))).toBe(
      "Only the moderator can resolve the day.",
    );
    expect(decideResolveDay(d, {}, ctx(AFTER_VOTING))).toMatchObject({
      ok: true,
      warnings: [],
      event: { type: "DayResolved", result: { forced: false } },
    });
  });

  it("warns before voting closes unless every living voter has locked", () => {
    let d = day({ "player-c": "player-b" });
    expect(warningsOf(decideResolveDay(d, {}, ctx(DURING_VOTING)))).toEqual([
      "Voting is open until Tue 1 Dec 18:00 UTC and not every vote is locked.",
    ]);
    for (const s of roster.filter((x) => x.alive))
      d = apply(d, decideLockVote(d, { voter: s.id }, ctx(DURING_VOTING, player(s.id))));
    expect(decideResolveDay(d, {}, ctx(DURING_VOTING))).toMatchObject({ ok: true, warnings: [] });
  });

  it("stops the day's clock at the resolution: no countdown runs on a resolved day", () => {
    let d = day({ "player-c": "player-b" });
    d = apply(d, decideResolveDay(d, {}, ctx(DURING_VOTING)));
    expect(d.clock!.endedAt).toBe(DURING_VOTING.toISOString());
    const later = new Date(DURING_VOTING.getTime() + 3_600_000);
    expect(clockSummary(d.clock!, later, null, renderer("en"))).toMatchObject({ state: "ended" });
    expect(clockSummary(d.clock!, later, null, renderer("en")).headline).toBe(
      `Day 1 ended at ${formatUtc(DURING_VOTING, renderer("en"))}.`,
    );
  });

  it("refuses twice, and a Judge on someone not nominated", () => {
    let d = day({});
    expect(errorOf(decideResolveDay(d, { judge: { nominee: "player-c", verdict: "pass" } }, ctx(AFTER_VOTING)))).toBe(
      "Player C has not been nominated today.",
    );
    d = apply(d, decideResolveDay(d, {}, ctx(AFTER_VOTING)));
    expect(errorOf(decideResolveDay(d, {}, ctx(AFTER_VOTING)))).toBe("Day 1 has already been resolved.");
    expect(errorOf(decideCastVote(d, { voter: "player-c", nominee: "player-b" }, ctx(AFTER_VOTING)))).toBe(
      "Day 1 has already been resolved. Votes can no longer change.",
    );
  });
});
