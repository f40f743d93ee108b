import { describe, expect, it } from "vitest";
import { msg, say } from "./message";
import { sayIn } from "./messages";

describe("the rules' words", () => {
  const format = (key: string, values?: Record<string, string | number>) =>
    `${key}${values ? JSON.stringify(values) : ""}`;

  it("render a message's values first when they are messages themselves", () => {
    const inner = say(format, msg("inner", { n: 2 }));
    expect(inner).toBe('inner{"n":2}');
    expect(say(format, msg("outer", { who: "Ann", role: msg("inner", { n: 2 }) }))).toBe(
      `outer${JSON.stringify({ who: "Ann", role: inner })}`,
    );
  });

  it("pass English not yet moved into the catalogues through unchanged", () => {
    expect(say(format, "Only the moderator can deal.")).toBe("Only the moderator can deal.");
  });

  it("come out in the language asked for", () => {
    const role = msg("secretMoon.roles.minister");
    expect(sayIn("en", role)).toBe("Minister");
    expect(sayIn("ja", role)).toBe("大臣");
  });
});
