import { describe, expect, it } from "vitest";
import { en, ja } from "./catalogues";
import { AUTH_WORDS, gameWords, isWordsPath, pick, SCRIPTS_WORDS } from "./namespaces";
import { allRulesetIds, getRuleset } from "../registry";

describe("pick", () => {
  it("keeps the namespaces and parts asked for, nested as in the catalogue", () => {
    const words = pick(en, ["language", "clocktower.forumDay.posts", "kemomimi.moon"]);
    expect(Object.keys(words).sort()).toEqual(["clocktower", "kemomimi", "language"]);
    expect(words.language).toBe(en.language);
    expect(Object.keys(words.clocktower as object)).toEqual(["forumDay"]);
    const day = (words.clocktower as { forumDay: Record<string, unknown> }).forumDay;
    expect(Object.keys(day)).toEqual(["posts"]);
    expect(day.posts).toBe(en.clocktower.forumDay.posts);
    expect(Object.keys(words.kemomimi as object)).toEqual(["moon"]);
  });

  it("a part of a namespace that is there whole adds nothing and leaves the catalogue alone", () => {
    const before = JSON.stringify(ja.clocktower);
    const words = pick(ja, ["clocktower", "clocktower.forumDay.posts"]);
    expect(words.clocktower).toBe(ja.clocktower);
    expect(JSON.stringify(ja.clocktower)).toBe(before);
  });

  it("leaves out what the catalogue lacks", () => {
    expect(pick(en, ["nothingHere", "clocktower.nothingHere"])).toEqual({});
  });
});

describe("the words of each route", () => {
  const everyPath = [
    ...AUTH_WORDS,
    ...SCRIPTS_WORDS,
    ...allRulesetIds.flatMap((id) => [...getRuleset(id).words.page, ...getRuleset(id).words.posts]),
  ];

  it("name namespaces or parts of them that both catalogues have", () => {
    for (const path of everyPath) {
      expect(isWordsPath(en, path), path).toBe(true);
      expect(isWordsPath(ja, path), path).toBe(true);
    }
  });

  it("a game's page carries its own rule system's words and no other's", () => {
    const words = (id: Parameters<typeof getRuleset>[0]) => gameWords(getRuleset(id));
    expect(words("clocktower")).toContain("clocktower");
    expect(words("clocktower")).not.toContain("kemomimi");
    expect(words("secret-moon")).not.toContain("clocktower");
    expect(words("secret-moon").filter((w) => w.startsWith("clocktower"))).toEqual([]);
    expect(words("kemomimi-panic")).toEqual(expect.arrayContaining(["kemomimi", "gamePage", "errors"]));
    expect(words("kemomimi-panic")).not.toContain("secretMoon");
  });

  it("the route handler answers only for namespaces and their parts, never a sentence or nothing", () => {
    expect(isWordsPath(en, "secretMoon")).toBe(true);
    expect(isWordsPath(en, "postPicker")).toBe(true);
    expect(isWordsPath(en, "language.label")).toBe(false);
    expect(isWordsPath(en, "constructor")).toBe(false);
    expect(isWordsPath(en, "nothingHere")).toBe(false);
  });
});
