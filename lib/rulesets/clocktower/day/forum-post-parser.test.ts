import { describe, expect, it } from "vitest";
import { parseForumPosts } from "./forum-post-parser";
import { matchName, editDistance } from "./name-matching";
import { PARSER_CASES, PARSER_ROSTER, PARSER_STORYTELLER_NAMES } from "./fixtures/forum-posts";

const parse = (paste: string) => parseForumPosts(paste, PARSER_ROSTER, { storytellerNames: PARSER_STORYTELLER_NAMES });

describe("the parser corpus", () => {
  it("holds at least 30 posts", () => {
    expect(PARSER_CASES.reduce((n, c) => n + c.posts, 0)).toBeGreaterThanOrEqual(30);
  });

  it.each(PARSER_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const result = parse(c.paste);
    expect(result.posts).toHaveLength(c.posts);
    expect(
      result.proposals.map((p) => ({
        author: p.author,
        command: p.command,
        target: p.target,
        ...(p.seatNumber !== null ? { seatNumber: p.seatNumber } : {}),
        ...(p.flags.length ? { flags: p.flags } : {}),
        ...(p.suggestions.length ? { suggestions: p.suggestions } : {}),
      })),
    ).toEqual(
      c.expect.map((e) => ({
        author: e.author,
        command: e.command,
        target: e.target ?? null,
        ...(e.seatNumber != null ? { seatNumber: e.seatNumber } : {}),
        ...(e.flags?.length ? { flags: e.flags } : {}),
        ...(e.suggestions?.length ? { suggestions: e.suggestions } : {}),
      })),
    );
    expect(result.ignored.map((i) => ({ command: i.command, reason: i.reason }))).toEqual(c.ignored ?? []);
  });
});

describe("proposals", () => {
  it("carry the source line, its number, the name as typed and the author as written", () => {
    const { proposals } = parse("Intro text\nKiiruma said:\nhmm\n/vote Dol because");
    expect(proposals).toEqual([
      {
        post: 0,
        author: "kiiruma",
        authorText: "Kiiruma",
        command: "vote",
        target: null,
        targetText: "Dol",
        seatNumber: null,
        suggestions: ["dolby", "dolores"],
        line: "/vote Dol because",
        lineNumber: 4,
        flags: ["ambiguous-name"],
      },
    ]);
  });

  it("apply nothing: parsing is pure and repeatable", () => {
    const paste = PARSER_CASES.at(-1)!.paste;
    expect(parse(paste)).toEqual(parse(paste));
  });
});

describe("name matching", () => {
  it("prefers a whole name over a prefix, and the longest phrase", () => {
    const roster = [
      { id: "a", name: "Player A", handle: null },
      { id: "ab", name: "Player AB", handle: null },
    ];
    expect(matchName("Player A please", roster)).toMatchObject({ kind: "seat", target: "a" });
    expect(matchName("player ab", roster)).toMatchObject({ kind: "seat", target: "ab" });
    expect(matchName("Pl", roster)).toMatchObject({ kind: "ambiguous", suggestions: ["a", "ab"] });
    expect(matchName("", roster)).toEqual({ kind: "missing" });
  });
  it("counts transpositions as one edit", () => {
    expect(editDistance("dobly", "dolby")).toBe(1);
    expect(editDistance("kiirmua", "kiiruma")).toBe(1);
    expect(editDistance("dolbey", "dolby")).toBe(1);
  });
});

describe("vote syntax", () => {
  const roster = [
    { id: "dolby", name: "Dolby", handle: null },
    { id: "eggyolk", name: "Eggyolk", handle: null },
  ];
  const read = (line: string) =>
    parseForumPosts(`Eggyolk said:\n${line}`, roster).proposals.map((p) => `${p.command}:${p.target ?? "-"}`);

  it.each([
    "/vote Dolby",
    "vote: Dolby",
    "Vote: dolby",
    "VOTE Dolby",
    "vote Dolby",
    "##vote Dolby",
    "[vote]Dolby[/vote]",
    "[b]VOTE: Dolby[/b]",
    "[color=red][size=150]vote: Dolby[/size][/color]",
    "**vote Dolby**",
    "_VOTE: Dolby_",
    "I've read enough. VOTE: Dolby",
    "unvote, vote Dolby",
    "/unvote /vote Dolby",
  ])("reads %s as a vote for Dolby", (line) => {
    expect(read(line)).toEqual(["vote:dolby"]);
  });

  it.each(["/unvote", "unvote", "[unvote]", "/unvote Dolby", "UNVOTE", "vote Dolby, unvote"])(
    "reads %s as an unvote",
    (line) => {
      expect(read(line)).toEqual(["unvote:" + (line === "/unvote Dolby" ? "dolby" : "-")]);
    },
  );

  it("leaves prose alone: votes mid-sentence and words that only start with vote", () => {
    expect(read("I'd vote Dolby if I could")).toEqual([]);
    expect(read("Voted Dolby yesterday. votes matter")).toEqual([]);
    expect(read("the vote-count thread is up")).toEqual([]);
  });
});

describe("thread formats", () => {
  const paste = `Post by Eggyolk » Tue Dec 01, 2026 6:02 pm

Kiiruma wrote: ↑ Tue Dec 01, 2026 5:40 pm
VOTE: Eggyolk

VOTE: Dolby`;

  it("guesses the forum from its headers, and each proposal names its post and the post's time", () => {
    const r = parse(paste);
    expect(r.guessed).toBe("phpbb");
    expect(r.posts).toEqual([
      {
        index: 0,
        author: "eggyolk",
        authorText: "Eggyolk",
        lineNumber: 1,
        time: "Tue Dec 01, 2026 6:02 pm",
        at: null,
      },
    ]);
    expect(r.proposals.map((p) => [p.post, p.author, p.target])).toEqual([[0, "eggyolk", "dolby"]]);
    expect(r.ignored.map((i) => [i.post, i.reason])).toEqual([[0, "quoted"]]);
  });

  it("reads the paste in the format the host chooses instead", () => {
    const r = parseForumPosts(paste, PARSER_ROSTER, { format: "discord" });
    expect(r).toMatchObject({ format: "discord", guessed: "phpbb", posts: [] });
    // No Discord header: every command is flagged as having no author, none is lost.
    expect(r.proposals.map((p) => p.flags)).toEqual([["no-author"]]);
  });
});

describe("the deadline", () => {
  const thread = `Post by Eggyolk » Tue Dec 01, 2026 12:58 pm

VOTE: Dolby

Post by Kiiruma » Tue Dec 01, 2026 1:03 pm

VOTE: Dolby
/whisper Eggyolk`;

  it("flags commands posted after voting closed, reading the printed times in the host's zone", () => {
    const r = parseForumPosts(thread, PARSER_ROSTER, {
      timeZone: "America/New_York",
      now: new Date("2026-12-01T20:00:00Z"),
      deadline: "2026-12-01T18:00:00.000Z", // 1:00 pm in New York
    });
    expect(r.posts.map((p) => p.at)).toEqual(["2026-12-01T17:58:00.000Z", "2026-12-01T18:03:00.000Z"]);
    expect(r.proposals.map((p) => [p.author, p.command, p.flags])).toEqual([
      ["eggyolk", "vote", []],
      ["kiiruma", "vote", ["after-deadline"]],
      ["kiiruma", "whisper", []],
    ]);
  });

  it("flags nothing without the host's clock: a paste alone cannot say when it was copied", () => {
    const r = parseForumPosts(thread, PARSER_ROSTER, { deadline: "2026-12-01T18:00:00.000Z" });
    expect(r.proposals.flatMap((p) => p.flags)).toEqual([]);
  });
});
