import { renderer } from "@/lib/i18n/render";

const EN = { say: renderer("en") };
import { describe, expect, it } from "vitest";
import { decideNominate } from "./nominations";
import { decideCastVote } from "./votes";
import { voteCount } from "./tally";
import { decideCallExile, decideExileVote } from "./exile";
import {
  exportVoteCount,
  voteCountBBCode,
  voteCountDiscord,
  voteCountMarkdown,
  voteCountText,
} from "./vote-count-export";
import type { DaySeat } from "./roster";
import {
  apply,
  DURING_NOMINATIONS,
  DURING_VOTING,
  forumDay,
  moderator,
  seat,
  sevenPlayers,
} from "./fixtures/day-fixtures";

// The rulebook's example vote count, plus a dead player with a token, one without, and a traveller.
const roster: DaySeat[] = [
  ...sevenPlayers(),
  seat("Player H", { alive: false, ghostVoteAvailable: true }),
  seat("Player I", { alive: false, ghostVoteAvailable: false }),
  seat("Player T", { isTraveller: true }),
];
const ctx = (now: Date) => ({ now, roster, actor: moderator });

function rulebookDay() {
  let d = forumDay(2, new Date("2026-11-29T18:00:00Z"));
  for (const [a, b] of [
    ["player-a", "player-b"],
    ["player-b", "player-a"],
    ["player-g", "player-g"],
  ])
    d = apply(d, decideNominate(d, { nominator: a!, nominee: b! }, ctx(DURING_NOMINATIONS)));
  for (const [voter, nominee] of [
    ["player-c", "player-b"],
    ["player-d", "player-b"],
    ["player-a", "player-b"],
    ["player-b", "player-a"],
    ["player-e", "player-a"],
    ["player-f", "player-g"],
    ["player-g", "player-g"],
  ])
    d = apply(d, decideCastVote(d, { voter: voter!, nominee: nominee! }, ctx(DURING_VOTING)));
  return d;
}

const count = () => voteCount(rulebookDay(), roster, DURING_VOTING);

describe("the live tally", () => {
  it("has nominator, nominee, voters in order, total over living, votes needed and who is not voting", () => {
    const c = count();
    expect(c.rows.map((r) => [r.nominator, r.nominee, r.voters.join(","), r.total, r.needed])).toEqual([
      ["player-a", "player-b", "player-c,player-d,player-a", 3, 1],
      ["player-b", "player-a", "player-b,player-e", 2, 2],
      ["player-g", "player-g", "player-f,player-g", 2, 2],
    ]);
    expect(c.notVoting).toEqual(["player-t"]);
    expect(c.deadline).toBe("2026-12-01T18:00:00.000Z");
    expect(c.leader).toEqual({ nominee: null, tied: [], votes: 3 });
  });
});

describe("exports", () => {
  it("BBCode, as a forum table", () => {
    expect(voteCountBBCode(count(), roster, EN)).toBe(
      [
        "[b]Vote count — Day 2[/b]",
        "[table]",
        "[tr][th]Nominator[/th][th]Nominee[/th][th]Voted by[/th][th]Total Votes[/th][/tr]",
        "[tr][td]Player A[/td][td]Player B[/td][td]Player C, Player D, Player A[/td][td]3/7 (L-1)[/td][/tr]",
        "[tr][td]Player B[/td][td]Player A[/td][td]Player B, Player E[/td][td]2/7 (L-2)[/td][/tr]",
        "[tr][td]Player G[/td][td]Player G[/td][td]Player F, Player G[/td][td]2/7 (L-2)[/td][/tr]",
        "[/table]",
        "Not voting: Player T",
        "Dead vote tokens: Player H (unused), Player I (spent)",
        "With 7 alive, it takes 4 to execute.",
        "Voting closes: Tue 1 Dec 18:00 UTC",
      ].join("\n"),
    );
  });

  it("Markdown, for Discourse", () => {
    expect(voteCountMarkdown(count(), roster, { say: renderer("en"), timeZone: "Europe/London" })).toBe(
      [
        "**Vote count — Day 2**",
        "",
        "| Nominator | Nominee | Voted by | Total Votes |",
        "|---|---|---|---|",
        "| Player A | Player B | Player C, Player D, Player A | 3/7 (L-1) |",
        "| Player B | Player A | Player B, Player E | 2/7 (L-2) |",
        "| Player G | Player G | Player F, Player G | 2/7 (L-2) |",
        "",
        "Not voting: Player T",
        "",
        "Dead vote tokens: Player H (unused), Player I (spent)",
        "",
        "With 7 alive, it takes 4 to execute.",
        "",
        "Voting closes: Tue 1 Dec 18:00 GMT (Tue 1 Dec 18:00 UTC)",
      ].join("\n"),
    );
  });

  it("plain text, in columns", () => {
    expect(voteCountText(count(), roster, { say: renderer("en"), timeZone: "America/New_York" })).toBe(
      [
        "Vote count — Day 2",
        "",
        "Nominator  Nominee   Voted by                      Total Votes",
        "Player A   Player B  Player C, Player D, Player A  3/7 (L-1)",
        "Player B   Player A  Player B, Player E            2/7 (L-2)",
        "Player G   Player G  Player F, Player G            2/7 (L-2)",
        "",
        "Not voting: Player T",
        "Dead vote tokens: Player H (unused), Player I (spent)",
        "With 7 alive, it takes 4 to execute.",
        "Voting closes: Tue 1 Dec 13:00 EST (Tue 1 Dec 18:00 UTC)",
      ].join("\n"),
    );
  });

  it("Discord: a code block, and the deadline as Discord timestamps", () => {
    expect(voteCountDiscord(count(), roster, EN)).toBe(
      [
        "**Vote count — Day 2**",
        "```",
        "Nominator  Nominee   Voted by                      Total Votes",
        "Player A   Player B  Player C, Player D, Player A  3/7 (L-1)",
        "Player B   Player A  Player B, Player E            2/7 (L-2)",
        "Player G   Player G  Player F, Player G            2/7 (L-2)",
        "```",
        "Not voting: Player T",
        "Dead vote tokens: Player H (unused), Player I (spent)",
        "With 7 alive, it takes 4 to execute.",
        "Voting closes: <t:1796148000:F> (<t:1796148000:R>)",
      ].join("\n"),
    );
  });

  it("shows majority reached, a dead token in use, an open exile, and a closed deadline", () => {
    let d = rulebookDay();
    d = apply(d, decideCastVote(d, { voter: "player-e", nominee: "player-b" }, ctx(DURING_VOTING)));
    d = apply(d, decideCastVote(d, { voter: "player-h", nominee: "player-b" }, ctx(DURING_VOTING)));
    d = apply(d, decideCallExile(d, { traveller: "player-t", calledBy: "player-a" }, ctx(DURING_VOTING)));
    d = apply(d, decideExileVote(d, { exileId: d.exiles[0]!.id, voter: "player-c" }, ctx(DURING_VOTING)));
    const after = voteCount(d, roster, new Date("2026-12-01T18:00:00Z"));
    expect(exportVoteCount("text", after, roster, EN)).toBe(
      [
        "Vote count — Day 2",
        "",
        "Nominator  Nominee   Voted by                                                 Total Votes",
        "Player A   Player B  Player C, Player D, Player A, Player E, Player H (dead)  5/7 (majority)",
        "Player B   Player A  Player B                                                 1/7 (L-3)",
        "Player G   Player G  Player F, Player G                                       2/7 (L-2)",
        "",
        "Not voting: Player T",
        "Dead vote tokens: Player H (voting), Player I (spent)",
        "Exile of Player T (called by Player A): Player C — 1/7 (L-3)",
        "With 7 alive, it takes 4 to execute.",
        "Voting closed: Tue 1 Dec 18:00 UTC",
      ].join("\n"),
    );
  });

  it("says when there are no nominations yet", () => {
    const empty = voteCount(forumDay(), sevenPlayers(), DURING_NOMINATIONS);
    expect(voteCountText(empty, sevenPlayers(), { say: renderer("en"), title: "VC" })).toBe(
      [
        "VC",
        "",
        "No nominations yet.",
        "",
        "Not voting: Player A, Player B, Player C, Player D, Player E, Player F, Player G",
        "With 7 alive, it takes 4 to execute.",
        "Voting closes: Tue 1 Dec 18:00 UTC",
      ].join("\n"),
    );
  });

  it("says so in every format when nobody is nominated, instead of an empty table", () => {
    const empty = voteCount(forumDay(), sevenPlayers(), DURING_NOMINATIONS);
    for (const format of ["bbcode", "bbcode-list", "markdown", "text", "discord"] as const) {
      const post = exportVoteCount(format, empty, sevenPlayers(), EN);
      expect(post).toContain("No nominations yet.");
      expect(post).not.toMatch(/\[table\]|\[list\]|Nominator/);
    }
    expect(exportVoteCount("bbcode", empty, sevenPlayers(), EN)).toBe(
      [
        "[b]Vote count — Day 1[/b]",
        "No nominations yet.",
        "Not voting: Player A, Player B, Player C, Player D, Player E, Player F, Player G",
        "With 7 alive, it takes 4 to execute.",
        "Voting closes: Tue 1 Dec 18:00 UTC",
      ].join("\n"),
    );
  });

  it("BBCode as a list, for forums without [table], with plain totals and the host's zone", () => {
    expect(
      exportVoteCount("bbcode-list", count(), roster, {
        say: renderer("en"),
        totals: "plain",
        timeZone: "America/New_York",
      }),
    ).toBe(
      [
        "[b]Vote count — Day 2[/b]",
        "[list]",
        "[*][b]Player B[/b] (nominated by Player A): Player C, Player D, Player A — [b]3/7[/b]",
        "[*][b]Player A[/b] (nominated by Player B): Player B, Player E — [b]2/7[/b]",
        "[*][b]Player G[/b] (nominated by Player G): Player F, Player G — [b]2/7[/b]",
        "[/list]",
        "Not voting: Player T",
        "Dead vote tokens: Player H (unused), Player I (spent)",
        "With 7 alive, it takes 4 to execute.",
        "Voting closes: Tue 1 Dec 13:00 EST (Tue 1 Dec 18:00 UTC)",
      ].join("\n"),
    );
  });

  it("a plain 3/7 in the table, and the deadline in the host's zone beside UTC", () => {
    const post = voteCountBBCode(count(), roster, { say: renderer("en"), totals: "plain", timeZone: "Europe/Berlin" });
    expect(post).toContain("[td]Player C, Player D, Player A[/td][td]3/7[/td]");
    expect(post).not.toContain("L-1");
    expect(post).toContain("Voting closes: Tue 1 Dec 19:00 CET (Tue 1 Dec 18:00 UTC)");
  });
});
