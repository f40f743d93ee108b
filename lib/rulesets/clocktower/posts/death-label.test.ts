import { describe, expect, it } from "vitest";
import { wordsIn } from "../../../i18n/message";
import { renderer } from "../../../i18n/render";
import { deathLabel } from "./input";

const label = (locale: "en" | "ja", code: string | null) =>
  deathLabel(wordsIn(renderer(locale), "clocktower.forumDay.posts"), code);

describe("the town's death label in the reader's language", () => {
  it("an execution, a traveller's exile, a night's death and a death with no time", () => {
    expect(["Executed D1", "Exiled D1", "Died N2", "Dead"].map((c) => label("en", c))).toEqual([
      "Executed D1",
      "Exiled D1",
      "Died N2",
      "Dead",
    ]);
    expect(["Executed D1", "Exiled D1", "Died N2", "Dead"].map((c) => label("ja", c))).toEqual([
      "1日目に処刑",
      "1日目に追放",
      "第2夜に死亡",
      "死亡",
    ]);
  });
});
