import { describe, expect, it } from "vitest";
import { DISCORD_LIMIT, dawnPost, dayOpeningPost, endOfGamePost, threadPosts, townListsPost, type PostFormat } from ".";
import { ForumGame } from "../grimoire/testing";
import { PostsGame } from "./testing";
import { renderer } from "../../../i18n/render";

const lines = (...l: string[]) => l.join("\n");

/** Day 2 after Dolby's execution and Amelia's death in Night 2, with a traveller and Dolby's ghost vote used. */
function day2() {
  const g = new PostsGame().toDay2(["Amelia"]);
  g.must({ type: "seat.add", name: "Wanderer" });
  g.ids.Wanderer = g.state.core.seats.at(-1)!.id;
  g.must(
    { type: "clocktower.addTraveller", seatId: g.id("Wanderer"), characterId: "apprentice", alignment: "good" },
    { force: true },
  );
  g.must({ type: "clocktower.spendGhostVote", seatId: g.id("Dolby") });
  return g;
}

describe("the day opening", () => {
  const g = day2();
  it("says the day began, who died in the night, the majority and the deadlines in UTC (BBCode)", () => {
    expect(dayOpeningPost(g.input(), "bbcode", g.now)).toBe(
      lines(
        "[b]Day 2 has begun.[/b]",
        "Amelia died in the night.",
        "With 5 alive, it takes 3 to execute.",
        "[list]",
        "[*]Nominations open: Sat 5 Dec 06:00 UTC",
        "[*]Nominations close: Sat 5 Dec 18:00 UTC",
        "[*]Voting closes: Sun 6 Dec 18:00 UTC",
        "[/list]",
      ),
    );
  });
  it("in Markdown, with a paragraph per line", () => {
    expect(dayOpeningPost(g.input(), "markdown", g.now)).toBe(
      lines(
        "**Day 2 has begun.**",
        "",
        "Amelia died in the night.",
        "",
        "With 5 alive, it takes 3 to execute.",
        "",
        "- Nominations open: Sat 5 Dec 06:00 UTC",
        "- Nominations close: Sat 5 Dec 18:00 UTC",
        "- Voting closes: Sun 6 Dec 18:00 UTC",
      ),
    );
  });
  it("in Discord, with timestamps every reader sees in their own zone", () => {
    expect(dayOpeningPost(g.input(), "discord", g.now)).toBe(
      lines(
        "**Day 2 has begun.**",
        "Amelia died in the night.",
        "With 5 alive, it takes 3 to execute.",
        "- Nominations open: <t:1796450400:F> (<t:1796450400:R>)",
        "- Nominations close: <t:1796493600:F> (<t:1796493600:R>)",
        "- Voting closes: <t:1796580000:F> (<t:1796580000:R>)",
      ),
    );
    expect(new Date(1796450400 * 1000).toISOString()).toBe("2026-12-05T06:00:00.000Z");
  });
  it("on a day nobody died, and posted late: the deadlines passed are in the past tense", () => {
    const d1 = new PostsGame().toDay();
    d1.hours(13);
    expect(dayOpeningPost(d1.input(), "bbcode", d1.now)).toBe(
      lines(
        "[b]Day 1 has begun.[/b]",
        "Nobody died last night.",
        "With 7 alive, it takes 4 to execute.",
        "[list]",
        "[*]Nominations opened: Wed 2 Dec 06:00 UTC",
        "[*]Nominations close: Wed 2 Dec 18:00 UTC",
        "[*]Voting closes: Thu 3 Dec 18:00 UTC",
        "[/list]",
      ),
    );
  });
  it("says when the clock is paused", () => {
    const d1 = new PostsGame().toDay();
    d1.day({ type: "phase.pause" });
    expect(dayOpeningPost(d1.input(), "discord", d1.now)).toContain(
      "\nThe clock is paused: these deadlines move when it resumes.\n",
    );
  });
  it("is not offered by night", () => {
    const night = new PostsGame();
    night.must({ type: "clocktower.startNight" });
    expect(dayOpeningPost(night.input(), "bbcode", night.now)).toBeNull();
  });
});

describe("the dawn announcement", () => {
  it("names the night's dead in each format", () => {
    const g = day2();
    expect(dawnPost(g.input(), "bbcode")).toBe("[b]Dawn after Night 2[/b]\nAmelia died in the night.");
    expect(dawnPost(g.input(), "markdown")).toBe("**Dawn after Night 2**\n\nAmelia died in the night.");
    expect(dawnPost(g.input(), "discord")).toBe("**Dawn after Night 2**\nAmelia died in the night.");
  });
  it("several deaths in seat order, and not Day 1's execution", () => {
    const g = new PostsGame().toDay2(["Kiiruma", "Amelia"]);
    expect(dawnPost(g.input(), "discord")).toBe("**Dawn after Night 2**\nAmelia and Kiiruma died in the night.");
  });
  it("a night nobody died in, posted by night before the day starts", () => {
    const g = new PostsGame();
    g.must({ type: "clocktower.startNight" });
    expect(dawnPost(g.input(), "bbcode")).toBe("[b]Dawn after Night 1[/b]\nNobody died.");
  });
});

describe("the graveyard and living lists", () => {
  const g = day2();
  it("BBCode: the living in seat order with the traveller marked, the dead in a table", () => {
    expect(townListsPost(g.input(), "bbcode")).toBe(
      lines(
        "[b]Alive (6)[/b]",
        "[list]",
        "[*]Eggyolk",
        "[*]Kiiruma",
        "[*]Nightingale",
        "[*]Whysper",
        "[*]CRichard",
        "[*]Wanderer (traveller: Apprentice)",
        "[/list]",
        "[b]Dead (2)[/b]",
        "[table]",
        "[tr][th]Player[/th][th]Death[/th][th]Ghost vote[/th][/tr]",
        "[tr][td]Amelia[/td][td]Died N2[/td][td]available[/td][/tr]",
        "[tr][td]Dolby[/td][td]Executed D1[/td][td]used[/td][/tr]",
        "[/table]",
      ),
    );
  });
  it("Markdown", () => {
    expect(townListsPost(g.input(), "markdown")).toBe(
      lines(
        "**Alive (6)**",
        "",
        "- Eggyolk",
        "- Kiiruma",
        "- Nightingale",
        "- Whysper",
        "- CRichard",
        "- Wanderer (traveller: Apprentice)",
        "",
        "**Dead (2)**",
        "",
        "| Player | Death | Ghost vote |",
        "|---|---|---|",
        "| Amelia | Died N2 | available |",
        "| Dolby | Executed D1 | used |",
      ),
    );
  });
  it("Discord: short lines, no table", () => {
    expect(townListsPost(g.input(), "discord")).toBe(
      lines(
        "**Alive (6)**",
        "- Eggyolk",
        "- Kiiruma",
        "- Nightingale",
        "- Whysper",
        "- CRichard",
        "- Wanderer (traveller: Apprentice)",
        "",
        "**Dead (2)**",
        "- Amelia: Died N2, ghost vote available",
        "- Dolby: Executed D1, ghost vote used",
      ),
    );
  });
  it("before anyone died", () => {
    const d1 = new PostsGame().toDay();
    expect(townListsPost(d1.input(), "discord")).toBe(
      lines(
        "**Alive (7)**",
        ...["Amelia", "Dolby", "Eggyolk", "Kiiruma", "Nightingale", "Whysper", "CRichard"].map((n) => `- ${n}`),
        "",
        "**Dead (0)**",
        "Nobody has died.",
      ),
    );
  });
  it("keeps Markdown's markers in names literal", () => {
    const odd = new PostsGame(undefined, [
      "x_Ninja_x",
      "Dolby",
      "Eggyolk",
      "Kiiruma",
      "Nightingale",
      "Whysper",
      "*Star*",
    ]);
    const text = townListsPost(odd.input(), "markdown");
    expect(text).toContain("- x\\_Ninja\\_x\n");
    expect(text).toContain("- \\*Star\\*\n");
    expect(townListsPost(odd.input(), "bbcode")).toContain("[*]x_Ninja_x\n");
  });
});

describe("the end-of-game post", () => {
  const g = day2();
  g.must({ type: "clocktower.endGame", winner: "good" }, { force: true });
  it("before the reveal: the winner only", () => {
    expect(endOfGamePost(g.input(), "bbcode")).toBe(
      "[b]The game is over: good wins![/b]\nThe grimoire has not been revealed.",
    );
    expect(endOfGamePost(g.input(), "markdown")).toBe(
      "**The game is over: good wins!**\n\nThe grimoire has not been revealed.",
    );
    expect(endOfGamePost(g.input(), "discord")).toBe(
      "**The game is over: good wins!**\nThe grimoire has not been revealed.",
    );
    for (const f of ["bbcode", "markdown", "discord"] as const)
      expect(endOfGamePost(g.input(), f)).not.toMatch(/Godfather|Po\b|Grandmother/);
  });
  it("after the reveal: every character and alignment, and the bluffs", () => {
    g.must({ type: "clocktower.publishReveal" });
    const cast: Array<[string, string, string]> = [
      ["Amelia", "Chambermaid", "Good"],
      ["Dolby", "Innkeeper", "Good"],
      ["Eggyolk", "Gambler", "Good"],
      ["Kiiruma", "Exorcist", "Good"],
      ["Nightingale", "Courtier", "Good"],
      ["Whysper", "Godfather", "Evil"],
      ["CRichard", "Po", "Evil"],
      ["Wanderer", "Apprentice (traveller)", "Good"],
    ];
    expect(endOfGamePost(g.input(), "bbcode")).toBe(
      lines(
        "[b]The game is over: good wins![/b]",
        "[table]",
        "[tr][th]Player[/th][th]Character[/th][th]Alignment[/th][/tr]",
        ...cast.map(([p, c, a]) => `[tr][td]${p}[/td][td]${c}[/td][td]${a}[/td][/tr]`),
        "[/table]",
        "[b]Demon bluffs:[/b] Grandmother, Exorcist, Tea Lady",
      ),
    );
    expect(endOfGamePost(g.input(), "markdown")).toBe(
      lines(
        "**The game is over: good wins!**",
        "",
        "| Player | Character | Alignment |",
        "|---|---|---|",
        ...cast.map(([p, c, a]) => `| ${p} | ${c} | ${a} |`),
        "",
        "**Demon bluffs:** Grandmother, Exorcist, Tea Lady",
      ),
    );
    expect(endOfGamePost(g.input(), "discord")).toBe(
      lines(
        "**The game is over: good wins!**",
        ...cast.map(([p, c, a]) => `- ${p}: ${c}, ${a.toLowerCase()}`),
        "",
        "**Demon bluffs:** Grandmother, Exorcist, Tea Lady",
      ),
    );
  });
  it("is not offered while the game goes on", () => {
    expect(endOfGamePost(day2().input(), "bbcode")).toBeNull();
  });
});

describe("the posts on offer", () => {
  it("by day: the day's posts first, the vote count exactly as the exporter writes it", () => {
    const g = day2();
    const exports = g.mod().day!.exports;
    const posts = threadPosts(g.input(), g.now, exports);
    expect(posts.map((p) => p.title)).toEqual([
      "Day opening",
      "Vote count",
      "Graveyard and living",
      "Dawn announcement",
    ]);
    expect(posts[1]!.texts).toEqual({ bbcode: exports.bbcode, markdown: exports.markdown, discord: exports.discord });
    expect(posts[1]!.texts.discord).toContain("**Vote count — Day 2**");
  });
  it("by night: the dawn first, no day opening nor vote count", () => {
    const g = new PostsGame().toDay();
    g.must({ type: "clocktower.startNight" });
    expect(threadPosts(g.input(), g.now, null).map((p) => p.id)).toEqual(["dawn", "townLists"]);
  });
  it("once the game is over: the end first", () => {
    const g = day2();
    g.must({ type: "clocktower.endGame", winner: "evil" }, { force: true });
    expect(threadPosts(g.input(), g.now, g.mod().day!.exports).map((p) => p.id)).toEqual([
      "endOfGame",
      "townLists",
      "voteCount",
      "dawn",
    ]);
  });
  it("the moderator view carries the very public view the posts are built from, and no post names a hidden character", () => {
    const g = day2();
    expect(g.mod().public).toEqual(g.pub());
    const all = threadPosts(g.input(), g.now, g.mod().day!.exports).flatMap((p) => Object.values(p.texts));
    expect(all).toHaveLength(12);
    for (const text of all)
      expect(text).not.toMatch(/Chambermaid|Innkeeper|Gambler|Exorcist|Courtier|Godfather|\bPo\b|evil|Grandmother/i);
  });
});

describe("a 15-player game in Discord", () => {
  const NAMES15 = [
    "PlagueSimp",
    "Whysper",
    "Thepigeonnyc",
    "CRichard",
    "Eggyolk",
    "Nightingale",
    "Dolby",
    "Kiiruma",
    "Amelia",
    "Bartholomew-the-Third",
    "Quintessentially",
    "Marmaduke",
    "Evangelina",
    "Oppenheimer",
    "Wolfgang",
  ];
  const CAST15 = [
    "chambermaid",
    "innkeeper",
    "gambler",
    "exorcist",
    "courtier",
    "sailor",
    "grandmother",
    "fool",
    "tealady",
    "professor",
    "goon",
    "lunatic",
    "godfather",
    "assassin",
    "po",
  ];
  const g = new ForumGame(CAST15, NAMES15);
  for (const t of ["Wanderer-of-the-Wastes", "Scapegoat-Supreme", "Gunslinger-Galore"]) {
    g.must({ type: "seat.add", name: t });
    g.ids[t] = g.state.core.seats.at(-1)!.id;
  }
  g.must(
    {
      type: "clocktower.addTraveller",
      seatId: g.id("Wanderer-of-the-Wastes"),
      characterId: "apprentice",
      alignment: "good",
    },
    { force: true },
  );
  g.must(
    { type: "clocktower.addTraveller", seatId: g.id("Scapegoat-Supreme"), characterId: "matron", alignment: "evil" },
    { force: true },
  );
  g.must(
    { type: "clocktower.addTraveller", seatId: g.id("Gunslinger-Galore"), characterId: "judge", alignment: "good" },
    { force: true },
  );
  g.must({ type: "clocktower.startNight" });
  g.hours(24);
  g.must(
    {
      type: "clocktower.confirmDawn",
      deaths: NAMES15.slice(0, 7).map((n) => ({ seatId: g.id(n), cause: "night" as const })),
    },
    { force: true },
  );
  const input = { view: g.pub(), seats: g.state.core.seats, say: renderer("en") };
  const under = (text: string | null) => {
    expect(text).not.toBeNull();
    expect(text!.length).toBeLessThan(DISCORD_LIMIT);
  };
  it("every post stays under Discord's 2000 characters", () => {
    const lists = townListsPost(input, "discord");
    under(lists);
    expect(lists).toContain("- Gunslinger-Galore (traveller: Judge)\n");
    expect(lists).toContain("- PlagueSimp: Died N1, ghost vote available\n");
    under(dayOpeningPost(input, "discord", g.now));
    under(dawnPost(input, "discord"));
    g.must({ type: "clocktower.endGame", winner: "evil" }, { force: true });
    g.must({ type: "clocktower.publishReveal" });
    const end = endOfGamePost({ view: g.pub(), seats: g.state.core.seats, say: renderer("en") }, "discord");
    under(end);
    expect(end!.split("\n")).toHaveLength(1 + 18 + 2);
  });
  it.each(["bbcode", "markdown"] as PostFormat[])("and the %s lists hold all 18 seats", (f) => {
    const text = townListsPost(input, f);
    for (const n of NAMES15) expect(text).toContain(n);
  });
});
