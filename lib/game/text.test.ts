import { describe, expect, it } from "vitest";
import { findOutOfRangeNumber, findUncleanText, nameText } from "./text";
import { parseCommand } from "./commands";
import { getRuleset } from "../registry";

describe("text from outside", () => {
  it("refuses NUL, control characters and lone surrogates anywhere, naming where", () => {
    expect(findUncleanText({ command: { name: "ok", notes: ["fine", "bad\u0000"] } })).toBe("command.notes.1");
    expect(findUncleanText({ title: "half a pair \uD800" })).toBe("title");
    expect(findUncleanText({ ["key\u0001"]: 1 })).toBe("body");
    expect(findUncleanText({ text: "tabs\tand\nlines\r\n, emoji 🌙, 日本語" })).toBeNull();
  });

  it("bounds numbers in commands", () => {
    expect(findOutOfRangeNumber({ minutes: 1e11 })).toBe("minutes");
    expect(findOutOfRangeNumber({ a: [1, 2, { b: -Infinity }] })).toBe("a.2.b");
    expect(findOutOfRangeNumber({ minutes: 30, index: 0 })).toBeNull();
  });

  it("makes names show something: invisible-only names are refused, invisible edges trimmed", () => {
    const name = nameText(40);
    expect(name.safeParse("\u200B\u200B").success).toBe(false);
    expect(name.safeParse(" \u202EAmelia\u200B ").data).toBe("Amelia");
    expect(name.safeParse("Ame\u0000lia").success).toBe(false);
    // One spelling per name: a composed and a decomposed é are the same seat name.
    expect(name.safeParse("Re\u0301my").data).toBe("Rémy");
  });

  it("through the command schema: two zero-width spaces are not a seat name", () => {
    const parsed = parseCommand(getRuleset("clocktower"), { type: "seat.add", name: "\u200B\u200B" });
    expect(parsed).toMatchObject({ ok: false, field: "command.name" });
  });
});
