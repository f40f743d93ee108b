import { describe, expect, it } from "vitest";
import { escapeText } from "./format";
import { townListsPost } from "./town-lists";
import { PostsGame } from "./testing";

const ZWSP = "\u200B";

describe("names in posts", () => {
  it("cannot become BBCode tags", () => {
    expect(escapeText("bbcode", "[url=https://evil.example]Amelia[/url]")).toBe(
      `[${ZWSP}url=https://evil.example]Amelia[${ZWSP}/url]`,
    );
  });

  it("cannot become Markdown links or HTML", () => {
    expect(escapeText("markdown", "[text](https://evil.example)")).toBe("\\[text\\](https://evil.example)");
    expect(escapeText("markdown", "<img src=x>")).toBe("\\<img src=x\\>");
  });

  it("cannot ping everyone on Discord, nor mention a user or role", () => {
    expect(escapeText("discord", "@everyone")).toBe(`@${ZWSP}everyone`);
    expect(escapeText("discord", "<@&123> @here")).toBe(`\\<@${ZWSP}&123\\> @${ZWSP}here`);
    expect(escapeText("discord", "[click](https://evil.example)")).toBe("\\[click\\](https://evil.example)");
  });

  it("lose their bidirectional controls, in every format", () => {
    for (const format of ["bbcode", "markdown", "discord"] as const)
      expect(escapeText(format, "Amelia\u202Enorht\u2066x\u2069")).toBe("Amelianorhtx");
  });

  it("come out as typed in a whole post", () => {
    const names = ["[b]Loud[/b]", "Dolby", "Eggyolk", "Kiiruma", "Nightingale", "Whysper", "@everyone"];
    const game = new PostsGame(undefined, names);
    expect(townListsPost(game.input(), "bbcode")).not.toContain("[b]Loud");
    expect(townListsPost(game.input(), "discord")).not.toContain("@everyone");
  });
});
