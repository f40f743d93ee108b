import { gameWords } from "@/lib/game/views";
import { describe, expect, it } from "vitest";
import { OUTLET_KINDS, type OutletKind, type OutletPost } from "../../../game/outlets";
import { VOTE_COUNT_FORMATS } from "../day/vote-count-export";
import { clocktowerOutletPosts } from "./outlets";
import { PostsGame } from "./testing";

/** Names a player might type to post into the host's thread once posts go out by themselves. */
const HOSTILE = [
  "[url=http://evil.example]Ann[/url]",
  "**Bob**",
  "@everyone",
  "<@123456789>",
  "<#987654321>",
  "Eve\u202Egnp.exe",
  "[Mal](http://evil.example)",
];

/** What would work as markup, by where it lands. */
const LIVE_MARKUP: Record<"bbcode" | "markdown" | "discord" | "plain", RegExp[]> = {
  bbcode: [/\[url=/, /\[\/url\]/],
  markdown: [/(?<!\\)\*\*Bob(?<!\\)\*\*/, /(?<!\\)\[Mal(?<!\\)\]\(/, /(?<!\\)<@123/, /(?<!\\)<#987/],
  discord: [/(?<!\\)\*\*Bob(?<!\\)\*\*/, /(?<!\\)\[Mal(?<!\\)\]\(/, /<@\d/, /(?<!\\)<#\d/, /@everyone/],
  plain: [],
};
/** Inside a Discord code block nothing is markup and nothing pings: only its fence must hold. */
const outsideCode = (s: string) => s.replace(/```[^]*?```/g, "");

/** Every kind of post, each from a state that holds it, of a game whose seats have hostile names. */
function everyPost(): Map<OutletKind, OutletPost> {
  const names = [...HOSTILE];
  const g = new PostsGame(undefined, names);
  const seen = new Map<OutletKind, OutletPost>();
  const take = () => {
    for (const p of clocktowerOutletPosts(
      g.state as Parameters<typeof clocktowerOutletPosts>[0],
      g.now,
      gameWords(g.state),
    ))
      seen.set(p.kind, p);
  };
  g.must({ type: "clocktower.startNight" });
  g.hours(24);
  g.must({ type: "clocktower.confirmDawn", deaths: [{ seatId: g.id(HOSTILE[6]!), cause: "night" as const }] });
  g.hours(12);
  g.day({ type: "day.nominate", nominator: g.id(HOSTILE[0]!), nominee: g.id(HOSTILE[1]!) });
  for (const v of HOSTILE.slice(0, 4)) g.day({ type: "day.vote", voter: g.id(v), nominee: g.id(HOSTILE[1]!) });
  take();
  g.hours(36);
  take();
  g.day({ type: "day.resolve" });
  take();
  g.must({ type: "clocktower.endGame", winner: "good" }, { force: true });
  take();
  g.must({ type: "clocktower.publishReveal" });
  take();
  return seen;
}

describe("what people typed stays text in every post", () => {
  const posts = everyPost();
  it("covers every kind of post Clocktower offers", () => {
    expect([...posts.keys()].sort()).toEqual([...OUTLET_KINDS].sort());
  });
  for (const kind of OUTLET_KINDS)
    for (const format of ["bbcode", "markdown", "discord", "plain"] as const)
      it(`${kind} in ${format}`, () => {
        const text = posts.get(kind)!.texts[format];
        expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
        const checked = format === "discord" ? outsideCode(text) : text;
        for (const live of LIVE_MARKUP[format]) expect(checked).not.toMatch(live);
        if (format === "discord") expect(text.match(/```/g)?.length ?? 0).toBe(text.includes("```") ? 2 : 0);
      });

  it("in the day's vote-count exports, every format", () => {
    const g = new PostsGame(undefined, [...HOSTILE]);
    g.must({ type: "clocktower.startNight" });
    g.hours(24);
    g.must({ type: "clocktower.startDay" });
    g.hours(12);
    g.day({ type: "day.nominate", nominator: g.id(HOSTILE[0]!), nominee: g.id(HOSTILE[1]!) });
    for (const v of HOSTILE) g.day({ type: "day.vote", voter: g.id(v), nominee: g.id(HOSTILE[1]!) });
    const exports = g.mod().day!.exports;
    expect(Object.keys(exports).sort()).toEqual([...VOTE_COUNT_FORMATS].sort());
    const where = {
      bbcode: "bbcode",
      "bbcode-list": "bbcode",
      markdown: "markdown",
      discord: "discord",
      text: "plain",
    } as const;
    for (const f of VOTE_COUNT_FORMATS) {
      const text = exports[f];
      expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      const checked = f === "discord" ? outsideCode(text) : text;
      for (const live of LIVE_MARKUP[where[f]]) expect(checked, `${f}: ${live}`).not.toMatch(live);
    }
    // The names are still there to read.
    expect(exports.text).toContain("[url=http://evil.example]Ann[/url]");
    expect(exports.discord).toContain("**Bob**");
  });
});
