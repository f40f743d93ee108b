import { describe, expect, it } from "vitest";
import { ForumGame } from "./testing";

describe("the storyteller changes a seat's character", () => {
  it("before the first night: the seat takes the character and its side, with no warning", () => {
    const g = new ForumGame();
    // Dolby was dealt the Goon; the storyteller meant the Pukka.
    g.must({ type: "clocktower.setCharacter", seatId: g.id("Dolby"), characterId: "pukka" });
    expect(g.mod().seats.find((s) => s.name === "Dolby")).toMatchObject({
      characterId: "pukka",
      characterName: "Pukka",
      team: "demon",
      alignment: "evil",
    });
  });

  it("in play: a warning the storyteller may overrule, since only an ability changes a character", () => {
    const g = new ForumGame();
    g.must({ type: "clocktower.startNight" });
    const d = g.run({ type: "clocktower.setCharacter", seatId: g.id("PlagueSimp"), characterId: "chambermaid" });
    expect(d).toMatchObject({ ok: true, warnings: [expect.stringContaining("only an ability changes a character")] });
    expect(g.rules.seats[g.id("PlagueSimp")]!.characterId).toBe("sailor");
    g.must(
      { type: "clocktower.setCharacter", seatId: g.id("PlagueSimp"), characterId: "chambermaid" },
      { force: true },
    );
    expect(g.rules.seats[g.id("PlagueSimp")]!.characterId).toBe("chambermaid");
  });

  it("refuses what cannot be: a character not in the game's pool, the same character, a seat with none", () => {
    const g = new ForumGame();
    expect(g.run({ type: "clocktower.setCharacter", seatId: g.id("Dolby"), characterId: "imp" })).toMatchObject({
      ok: false,
      field: "characterId",
    });
    expect(g.run({ type: "clocktower.setCharacter", seatId: g.id("Dolby"), characterId: "goon" })).toMatchObject({
      ok: false,
      error: "Dolby is already the Goon.",
    });
    g.must({ type: "seat.add", name: "Late" });
    const late = g.state.core.seats.find((s) => s.name === "Late")!.id;
    expect(g.run({ type: "clocktower.setCharacter", seatId: late, characterId: "goon" })).toMatchObject({
      ok: false,
      error: "Late has no character yet.",
    });
  });
});
