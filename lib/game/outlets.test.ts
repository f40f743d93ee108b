import { describe, expect, it } from "vitest";
import { discordAuthor, dueAt, newPosts, splitForDiscord, urlProblem, type OutletPost } from "./outlets";

const texts = { bbcode: "", markdown: "", discord: "", plain: "" };

describe("Discord splitting", () => {
  it("leaves a post under 2,000 characters whole", () => {
    expect(splitForDiscord("**Day 2**\nAmelia died.")).toEqual(["**Day 2**\nAmelia died."]);
  });
  it("cuts a long post at line breaks, every message within the limit, nothing lost", () => {
    const lines = Array.from({ length: 300 }, (_, i) => `- Line ${i}: ${"x".repeat(20)}`);
    const parts = splitForDiscord(lines.join("\n"));
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(2000);
    expect(parts.join("\n")).toBe(lines.join("\n"));
  });
  it("closes a code block it cuts and opens it again in the next message", () => {
    const rows = Array.from({ length: 120 }, (_, i) => `Seat ${i}`.padEnd(30, "."));
    const parts = splitForDiscord(["**Vote count**", "```", ...rows, "```", "Voting closes soon."].join("\n"));
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(2000);
      expect((p.match(/```/g) ?? []).length % 2).toBe(0);
    }
    expect(parts[1]!.startsWith("```\n")).toBe(true);
    expect(parts.at(-1)!.endsWith("Voting closes soon.")).toBe(true);
  });
  it("cuts a line longer than a message", () => {
    const parts = splitForDiscord("a".repeat(4500));
    expect(parts.map((p) => p.length).every((n) => n <= 2000)).toBe(true);
    expect(parts.join("")).toBe("a".repeat(4500));
  });
  it("names the author after the game, as Discord allows", () => {
    expect(discordAuthor("Ravenswood Bluff")).toBe("Ravenswood Bluff");
    expect(discordAuthor("Discord game")).toBe("game");
    expect(discordAuthor("x".repeat(100))).toHaveLength(80);
  });
});

describe("when a post is due", () => {
  const now = new Date("2026-12-01T18:00:00Z");
  it("the vote count at most once per interval, at once at a deadline", () => {
    const last = new Date(now.getTime() - 4 * 60_000);
    const o = { now, intervalMinutes: 10, lastVoteCountAt: last };
    expect(dueAt({ kind: "voteCount" }, o).getTime() - now.getTime()).toBe(6 * 60_000);
    expect(dueAt({ kind: "voteCount", urgent: true }, o)).toEqual(now);
    expect(dueAt({ kind: "dayOpening" }, o)).toEqual(now);
    expect(dueAt({ kind: "voteCount" }, { ...o, lastVoteCountAt: null })).toEqual(now);
  });
  it("a post goes out when its key changed, for the kinds the outlet carries", () => {
    const posts: OutletPost[] = [
      { kind: "dayOpening", key: "day-2", texts },
      { kind: "voteCount", key: "count b", texts },
    ];
    expect(newPosts(posts, ["dayOpening", "voteCount"], { dayOpening: "day-2", voteCount: "count a" })).toEqual([
      posts[1],
    ]);
    expect(newPosts(posts, ["dayOpening"], {})).toEqual([posts[0]]);
  });
});

describe("an outlet's address", () => {
  it("must be https, with no user in it, and a Discord webhook's on discord.com", () => {
    expect(urlProblem("generic", "https://bot.example.org/hook", false)).toBeNull();
    expect(urlProblem("generic", "http://bot.example.org/hook", false)).toBe("https");
    expect(urlProblem("generic", "ftp://bot.example.org", false)).toBe("https");
    expect(urlProblem("generic", "not a url", false)).toBe("url");
    expect(urlProblem("generic", "https://user:pw@bot.example.org", false)).toBe("url");
    expect(urlProblem("discord", "https://discord.com/api/webhooks/123/abc-DEF_1", false)).toBeNull();
    expect(urlProblem("discord", "https://evil.example/api/webhooks/123/abc", false)).toBe("discordUrl");
    expect(urlProblem("discord", "http://127.0.0.1:4000/hook", true)).toBeNull();
  });
});
