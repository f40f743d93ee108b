import { describe, expect, it } from "vitest";
import { parseForumPosts, unflaggedVotes } from "./forum-post-parser";
import { CORPUS, CORPUS_ROSTER } from "./fixtures/thread-corpus";
import { THREAD_FORMATS } from "./thread-formats";

function countOf(votes: Map<string, string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [voter, nominee] of votes) (out[nominee] ??= []).push(voter);
  return out;
}

describe("the thread corpus", () => {
  it("holds at least 30 excerpts, covering every forum format", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CORPUS.map((c) => c.format))).toEqual(new Set(THREAD_FORMATS));
  });

  it.each(CORPUS.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const result = parseForumPosts(c.paste, CORPUS_ROSTER);
    expect(result.guessed).toBe(c.format);
    expect(result.posts.map((p) => p.authorText)).toHaveLength(c.posts);
    // The count once every unflagged line is accepted, in order.
    expect(countOf(unflaggedVotes(result.proposals))).toEqual(c.count);
    // Every other vote-looking line is either flagged or listed as not counted, with its reason.
    expect(
      result.proposals.filter((p) => p.flags.length).map((p) => `${p.author ?? "?"}:${p.flags.join("+")}`),
    ).toEqual(c.flagged ?? []);
    expect(result.ignored.map((i) => i.reason)).toEqual(c.ignored ?? []);
  });
});
