import { describe, expect, it } from "vitest";
import { msg, sayWith } from "./message";
import { render } from "./render";

describe("the rules' words", () => {
  const format = (key: string, values?: Record<string, string | number>) =>
    `${key}${values ? JSON.stringify(values) : ""}`;
  const say = sayWith("en", format);

  it("render a message's values first when they are messages themselves", () => {
    const inner = say(msg("inner", { n: 2 }));
    expect(inner).toBe('inner{"n":2}');
    expect(say(msg("outer", { who: "Ann", role: msg("inner", { n: 2 }) }))).toBe(
      `outer${JSON.stringify({ who: "Ann", role: inner })}`,
    );
  });

  it("pass English not yet moved into the catalogues through unchanged", () => {
    expect(say("Only the moderator can deal.")).toBe("Only the moderator can deal.");
  });

  it("come out in the language asked for", () => {
    const role = msg("secretMoon.roles.minister");
    expect(render(role, "en")).toBe("Minister");
    expect(render(role, "ja")).toBe("大臣");
  });
});
