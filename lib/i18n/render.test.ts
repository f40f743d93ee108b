import { describe, expect, it } from "vitest";
import { msg } from "./message";
import { render, renderer, withText } from "./render";

describe("the server's one way to say a message", () => {
  it("renders a message and its values that are messages, in the language asked for", () => {
    const role = msg("secretMoon.roles.minister");
    expect(render(role, "en")).toBe("Minister");
    expect(render(role, "ja")).toBe("大臣");
    expect(renderer("ja")(role)).toBe("大臣");
    expect(renderer("ja").locale).toBe("ja");
    expect(render("Already written.", "ja")).toBe("Already written.");
  });
});

describe("an API answer's messages with their text", () => {
  const role = msg("secretMoon.roles.minister");
  const answer = {
    ok: true,
    at: new Date(0),
    hints: [msg("gamePage.zod.maxCharacters", { max: "3" })],
    nested: { step: msg("nameList.last", { a: role, b: "Ann" }) },
    // Objects that merely have a `key` are not messages: a key of no sentence, or other fields beside it.
    column: { key: "name", label: "Name" },
    notASentence: { key: "secretMoon.roles" },
  };

  it("adds the text beside key and values, a value that is a message with its own", () => {
    const en = withText(answer, "en");
    expect(en.hints[0]).toEqual({ ...answer.hints[0], text: render(answer.hints[0]!, "en") });
    expect(en.nested.step).toEqual({
      key: "nameList.last",
      values: { a: { key: "secretMoon.roles.minister", text: "Minister" }, b: "Ann" },
      text: render(answer.nested.step, "en"),
    });
    const ja = withText(answer, "ja");
    expect((ja.nested.step as { text?: string }).text).toBe(render(answer.nested.step, "ja"));
    expect((ja.nested.step.values!.a as { text?: string }).text).toBe("大臣");
  });

  it("leaves everything else as it is, and the answer it was given untouched", () => {
    const en = withText(answer, "en");
    expect(en.at).toBe(answer.at);
    expect(en.column).toEqual({ key: "name", label: "Name" });
    expect(en.notASentence).toEqual({ key: "secretMoon.roles" });
    expect(answer.hints[0]).not.toHaveProperty("text");
  });
});
