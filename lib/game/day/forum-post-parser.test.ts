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
