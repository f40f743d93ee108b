import { render, renderer } from "@/lib/i18n/render";
import { describe, expect, it } from "vitest";
import { decideNominate } from "./nominations";
import {
  allVotesLocked,
  currentVote,
  decideCastVote,
  decideLockVote,
  decideUnlockVote,
  decideWithdrawVote,
  voteHistoryLines,
  voteHistoryEntries,
} from "./votes";
import { voteCount } from "./tally";
import type { DayState } from "./day-state";
import type { DaySeat } from "./roster";
import {
  AFTER_VOTING,
  apply,
  DURING_DISCUSSION,
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

const roster: DaySeat[] = [
  ...sevenPlayers(),
  seat("Dolby", { alive: false, ghostVoteAvailable: true }),
  seat("Whysper", { alive: false, ghostVoteAvailable: false }),
  seat("Tess", { isTraveller: true }),
];
const ctx = (now: Date, actor = moderator) => ({ now, roster, actor });

function nominated(): DayState {
  let day = forumDay();
  for (const [a, b] of [
    ["player-a", "player-b"],
    ["player-b", "player-a"],
    ["player-g", "player-g"],
  ] as const)
    day = apply(day, decideNominate(day, { nominator: a, nominee: b }, ctx(DURING_NOMINATIONS, player(a))));
  return day;
}

const vote = (day: DayState, voter: string, nominee: string, now = DURING_VOTING) =>
  apply(day, decideCastVote(day, { voter, nominee }, ctx(now, player(voter))));

describe("forum votes", () => {
  it("may be cast during the nomination window and voting", () => {
    let day = vote(nominated(), "player-c", "player-b", DURING_NOMINATIONS);
    day = vote(day, "player-d", "player-b", DURING_VOTING);
    expect(voteCount(day, roster, DURING_VOTING).rows[0]!.voters).toEqual(["player-c", "player-d"]);
  });

  it("move between nominees: one vote, never on two at once; the move goes to the end of the new line", () => {
    let day = nominated();
    day = vote(day, "player-c", "player-b");
    day = vote(day, "player-d", "player-a");
    day = vote(day, "player-e", "player-a");
    day = vote(day, "player-c", "player-a");
    expect(currentVote(day, "player-c")).toBe("player-a");
    const rows = voteCount(day, roster, DURING_VOTING).rows;
    expect(rows.map((r) => [r.nominee, r.voters])).toEqual([
      ["player-b", []],
      ["player-a", ["player-d", "player-e", "player-c"]],
      ["player-g", []],
    ]);
    expect(errorOf(decideCastVote(day, { voter: "player-c", nominee: "player-a" }, ctx(DURING_VOTING)))).toBe(
      "Player C already votes for Player A.",
    );
  });

  it("can be withdrawn, and the history keeps every vote, move, withdrawal and lock with who entered it", () => {
    let day = vote(nominated(), "player-c", "player-b");
    day = vote(day, "player-c", "player-a", new Date("2026-12-01T10:00:00Z"));
    day = apply(day, decideWithdrawVote(day, { voter: "player-c" }, ctx(new Date("2026-12-01T11:00:00Z"))));
    day = apply(
      day,
      decideLockVote(day, { voter: "player-c" }, ctx(new Date("2026-12-01T12:00:00Z"), player("player-c"))),
    );
    expect(day.history.map((h) => [h.kind, h.nominee, h.from, h.enteredBy])).toEqual([
      ["vote", "player-b", null, "seat:player-c"],
      ["move", "player-a", "player-b", "seat:player-c"],
      ["withdraw", "player-a", null, "moderator:host"],
      ["lock", null, null, "seat:player-c"],
    ]);
    expect(voteHistoryLines(day, roster, renderer("en"))).toEqual([
      "Tue 1 Dec 09:00 UTC: Player C votes Player B, from their link.",
      "Tue 1 Dec 10:00 UTC: Player C moves their vote from Player B to Player A, from their link.",
      "Tue 1 Dec 11:00 UTC: Player C withdraws their vote from Player A, entered by the storyteller.",
      "Tue 1 Dec 12:00 UTC: Player C locks without voting, from their link.",
    ]);
    // The same log with the instant apart, for a page to print in the reader's zone.
    const entries = voteHistoryEntries(day, roster).map((e) => ({ ...e, text: render(e.text, "en") }));
    expect(entries[0]).toEqual({ at: "2026-12-01T09:00:00.000Z", text: "Player C votes Player B, from their link." });
    expect(entries.map((e) => e.text)).toEqual(
      voteHistoryLines(day, roster, renderer("en")).map((l) => l.replace(/^.* UTC: /, "")),
    );
    expect(voteHistoryEntries(day, roster).map((e) => render(e.text, "ja"))).toEqual([
      "Player C が Player B に投票（本人のリンクから）。",
      "Player C が投票を Player B から Player A に移動（本人のリンクから）。",
      "Player C が Player A への投票を取り下げ（ストーリーテラーが入力）。",
      "Player C が投票せずに確定（本人のリンクから）。",
    ]);
    expect(errorOf(decideWithdrawVote(day, { voter: "player-d" }, ctx(DURING_VOTING)))).toBe("Player D is not voting.");
  });

  it("a log line says the names the seats have now, and the reader's language, however often it is said", () => {
    const day = vote(nominated(), "player-c", "player-b");
    const line = "Tue 1 Dec 09:00 UTC: Player C votes Player B, from their link.";
    expect(voteHistoryLines(day, roster, renderer("en"))).toEqual([line]);
    expect(voteHistoryLines(day, roster, renderer("en"))).toEqual([line]);
    const renamed = roster.map((s) => (s.id === "player-c" ? { ...s, name: "Cee" } : s));
    expect(voteHistoryLines(day, renamed, renderer("en"))).toEqual([
      "Tue 1 Dec 09:00 UTC: Cee votes Player B, from their link.",
    ]);
    expect(voteHistoryLines(day, renamed, renderer("ja"))[0]).toContain("Cee が Player B に投票（本人のリンクから）。");
    expect(voteHistoryLines(day, roster, renderer("en"))).toEqual([line]);
  });

  it("need a nominee nominated today", () => {
    expect(errorOf(decideCastVote(nominated(), { voter: "player-c", nominee: "player-d" }, ctx(DURING_VOTING)))).toBe(
      "Player D has not been nominated today.",
    );
  });

  it("are refused before voting opens and after it closes, with the time; the moderator may force", () => {
    const day = nominated();
    expect(
      errorOf(
        decideCastVote(day, { voter: "player-c", nominee: "player-b" }, ctx(DURING_DISCUSSION, player("player-c"))),
      ),
    ).toBe("Voting opens at Mon 30 Nov 06:00 UTC.");
    expect(
      errorOf(decideCastVote(day, { voter: "player-c", nominee: "player-b" }, ctx(AFTER_VOTING, player("player-c")))),
    ).toBe("Voting closed at Tue 1 Dec 18:00 UTC.");
    expect(warningsOf(decideCastVote(day, { voter: "player-c", nominee: "player-b" }, ctx(AFTER_VOTING)))).toEqual([
      "Voting closed at Tue 1 Dec 18:00 UTC.",
    ]);
    const voted = vote(day, "player-c", "player-b");
    expect(errorOf(decideWithdrawVote(voted, { voter: "player-c" }, ctx(AFTER_VOTING, player("player-c"))))).toBe(
      "Voting closed at Tue 1 Dec 18:00 UTC.",
    );
    expect(errorOf(decideLockVote(voted, { voter: "player-c" }, ctx(AFTER_VOTING, player("player-c"))))).toBe(
      "Voting closed at Tue 1 Dec 18:00 UTC.",
    );
  });

  it("are cast only by the voter themselves, or entered by the moderator", () => {
    expect(
      errorOf(
        decideCastVote(nominated(), { voter: "player-c", nominee: "player-b" }, ctx(DURING_VOTING, player("player-d"))),
      ),
    ).toBe("You can only vote for yourself.");
  });
});

describe("dead players' vote tokens", () => {
  it("a dead player with a token may vote; the token shows as available and where it stands", () => {
    const day = vote(nominated(), "dolby", "player-b");
    const count = voteCount(day, roster, DURING_VOTING);
    expect(count.rows[0]!.voters).toEqual(["dolby"]);
    expect(count.deadTokens).toEqual([
      { seat: "dolby", available: true, votingFor: "player-b" },
      { seat: "whysper", available: false, votingFor: null },
    ]);
  });
  it("a dead player whose token is spent may not", () => {
    expect(
      errorOf(
        decideCastVote(nominated(), { voter: "whysper", nominee: "player-b" }, ctx(DURING_VOTING, player("whysper"))),
      ),
    ).toBe("Whysper is dead and has already spent their vote token.");
  });
});

describe("travellers", () => {
  it("vote, but do not count toward majority", () => {
    const day = vote(nominated(), "tess", "player-b");
    const count = voteCount(day, roster, DURING_VOTING);
    expect(count.living).toBe(7);
    expect(count.majority).toBe(4);
    expect(count.rows[0]).toMatchObject({ voters: ["tess"], total: 1, needed: 3 });
    expect(count.notVoting).toEqual([
      "player-a",
      "player-b",
      "player-c",
      "player-d",
      "player-e",
      "player-f",
      "player-g",
    ]);
  });
});

describe("locks", () => {
  it("a locked vote cannot move; only the moderator can unlock", () => {
    let day = vote(nominated(), "player-c", "player-b");
    day = apply(day, decideLockVote(day, { voter: "player-c" }, ctx(DURING_VOTING, player("player-c"))));
    expect(errorOf(decideLockVote(day, { voter: "player-c" }, ctx(DURING_VOTING, player("player-c"))))).toBe(
      "Player C has already locked their vote.",
    );
    expect(
      errorOf(decideCastVote(day, { voter: "player-c", nominee: "player-a" }, ctx(DURING_VOTING, player("player-c")))),
    ).toBe("Player C has locked their vote.");
    expect(errorOf(decideUnlockVote(day, { voter: "player-c" }, ctx(DURING_VOTING, player("player-c"))))).toBe(
      "A locked vote is final; ask the Storyteller to unlock it.",
    );
    day = apply(day, decideUnlockVote(day, { voter: "player-c" }, ctx(DURING_VOTING)));
    expect(day.locks).toEqual([]);
  });

  it("when every living voter has locked, the day may end early; dead players are not awaited", () => {
    let day = nominated();
    const living = roster.filter((s) => s.alive);
    for (const s of living.slice(0, -1))
      day = apply(day, decideLockVote(day, { voter: s.id }, ctx(DURING_VOTING, player(s.id))));
    expect(allVotesLocked(day, roster)).toBe(false);
    day = apply(day, decideLockVote(day, { voter: living.at(-1)!.id }, ctx(DURING_VOTING, player(living.at(-1)!.id))));
    expect(allVotesLocked(day, roster)).toBe(true);
    expect(voteCount(day, roster, DURING_VOTING).allLocked).toBe(true);
  });
});

describe("the Voudon", () => {
  const voudonDay = () => withModifiers(nominated(), { voudon: "tess" });
  it("only the Voudon and the dead vote, and the dead need no token", () => {
    let day = voudonDay();
    expect(
      errorOf(decideCastVote(day, { voter: "player-c", nominee: "player-b" }, ctx(DURING_VOTING, player("player-c")))),
    ).toBe("The Voudon (Tess) is in play: only they and the dead may vote.");
    day = vote(day, "tess", "player-b");
    day = vote(day, "whysper", "player-b");
    const count = voteCount(day, roster, DURING_VOTING);
    expect(count.majority).toBeNull();
    expect(count.rows[0]).toMatchObject({ voters: ["tess", "whysper"], total: 2, needed: null });
    expect(count.notVoting).toEqual([]);
    expect(allVotesLocked(day, roster)).toBe(false);
    day = apply(day, decideLockVote(day, { voter: "tess" }, ctx(DURING_VOTING)));
    expect(allVotesLocked(day, roster)).toBe(true);
  });
});
