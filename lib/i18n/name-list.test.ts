import { describe, expect, it } from "vitest";
import { nameList } from "./name-list";

describe("a list of names", () => {
  it("reads in each language's own separator, with no 'and'", () => {
    expect(nameList("en", ["Amelia", "Dolby", "Kiiruma"])).toBe("Amelia, Dolby, Kiiruma");
    expect(nameList("ja", ["Amelia", "Dolby", "Kiiruma"])).toBe("Amelia、Dolby、Kiiruma");
    expect(nameList("ja", ["ヒメ"])).toBe("ヒメ");
    expect(nameList("en", [])).toBe("");
  });
});
