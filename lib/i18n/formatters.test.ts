import { describe, expect, it } from "vitest";
import { formatterIn, installFormatter } from "./formatters";
import "./messages";

describe("formatters for code that formats in a given language", () => {
  it("on the server, every word of both catalogues (messages.ts installs them)", () => {
    expect(formatterIn("ja")("clocktower.teams.demon.many")).toBe("デーモン");
    expect(formatterIn("en")("clocktower.forumDay.rules.majority", { living: 7, majority: 4 })).toMatch(/7/);
  });

  it("on the server a page's partial words never replace the catalogues", () => {
    installFormatter("ja", () => "partial");
    expect(formatterIn("ja")("clocktower.teams.demon.many")).toBe("デーモン");
  });
});
