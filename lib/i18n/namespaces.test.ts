import { describe, expect, it } from "vitest";
import { en, ja } from "./catalogues";
import { AUTH_WORDS, gameWords, isWordsPath, pick, SCRIPTS_WORDS } from "./namespaces";
import { allRulesetIds, getRuleset } from "../registry";

describe("pick", () => {
  it("keeps the namespaces and parts asked for, nested as in the catalogue", () => {
    const words = pick(en, ["language", "day.picker", "clocktower.teams"]);
    expect(Object.keys(words).sort()).toEqual(["clocktower", "day", "language"]);
    expect(words.language).toBe(en.language);
    expect(Object.keys(words.day as object)).toEqual(["picker"]);
    expect((words.day as Record<string, unknown>).picker).toBe(en.day.picker);
    expect(Object.keys(words.clocktower as object)).toEqual(["teams"]);
  });

  it("a part of a namespace that is there whole adds nothing and leaves the catalogue alone", () => {
    const before = JSON.stringify(ja.day);
    const words = pick(ja, ["day", "day.picker"]);
    expect(words.day).toBe(ja.day);
    expect(JSON.stringify(ja.day)).toBe(before);
  });

  it("leaves out what the catalogue lacks", () => {
    expect(pick(en, ["nothingHere", "day.nothingHere"])).toEqual({});
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
    expect(words("clocktower")).toContain("ctNight");
    expect(words("clocktower")).not.toContain("kemomimi");
    expect(words("secret-moon")).not.toContain("clocktower");
    expect(words("secret-moon")).not.toContain("day");
    expect(words("kemomimi-panic")).toEqual(expect.arrayContaining(["kemomimi", "gamePage", "errors"]));
    expect(words("kemomimi-panic")).not.toContain("secretMoon");
  });

  it("the route handler answers only for namespaces and their parts, never a sentence or nothing", () => {
    expect(isWordsPath(en, "secretMoon")).toBe(true);
    expect(isWordsPath(en, "day.picker")).toBe(true);
    expect(isWordsPath(en, "language.label")).toBe(false);
    expect(isWordsPath(en, "constructor")).toBe(false);
    expect(isWordsPath(en, "nothingHere")).toBe(false);
  });
});
