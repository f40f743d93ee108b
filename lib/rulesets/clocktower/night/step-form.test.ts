import { describe, expect, it } from "vitest";
import { ForumGame } from "../grimoire/testing";
import { nightSheet as nightSheetOf } from "./night-sheet";
import { sayAll } from "@/test/say";
// The rules speak in messages: these tests read their words in English.
const nightSheet = (...a: Parameters<typeof nightSheetOf>) => sayAll(nightSheetOf(...a));

// Seats: PlagueSimp, Whysper, Thepigeonnyc, CRichard, Eggyolk, Nightingale, Dolby, Kiiruma, Amelia.
const CAST = ["grandmother", "courtier", "chambermaid", "gambler", "professor", "lunatic", "goon", "godfather", "po"];
const step = (g: ForumGame, night: number, stepId: string) =>
  nightSheet(g.game, night).steps.find((s) => s.stepId === stepId)!;

function first() {
  const g = new ForumGame(CAST);
  g.must({ type: "clocktower.setLunatic", seatId: g.id("Nightingale"), demonId: "po" });
  g.must({ type: "clocktower.startNight" });
  return g;
}

describe("each step's form fits its ability", () => {
  it("Dusk asks for nothing; Minion info only tells, pre-filled", () => {
    const g = first();
    expect(step(g, 1, "dusk").form).toEqual({
      players: null,
      character: null,
      noOne: false,
      tell: false,
      storytellerPicks: false,
    });
    expect(step(g, 1, "minioninfo").form).toMatchObject({ players: null, character: null, tell: true });
    expect(step(g, 1, "minioninfo").suggestedTold).toBe("The Demon is Amelia.");
  });

  it("Courtier: a character or no one; Chambermaid: two alive players, not themselves", () => {
    const g = first();
    expect(step(g, 1, "courtier").form).toMatchObject({
      players: null,
      character: { required: false },
      noOne: true,
    });
    const cm = step(g, 1, "chambermaid").form.players!;
    expect([cm.min, cm.max]).toEqual([2, 2]);
    expect(cm.candidates).not.toContain(g.id("Thepigeonnyc"));
    expect(cm.candidates).toHaveLength(8);
  });

  it("Godfather: the Outsiders in play; Grandmother: the storyteller picks the grandchild, then the text follows", () => {
    const g = first();
    expect(step(g, 1, "godfather").suggestedTold).toBe("The Outsiders in play: Lunatic and Goon.");
    const gm = step(g, 1, "grandmother");
    expect(gm.form).toMatchObject({ storytellerPicks: true, tell: true, players: { min: 1, max: 1 } });
    expect(gm.form.players!.candidates).not.toContain(g.id("Kiiruma"));
    g.must({
      type: "clocktower.recordStep",
      night: 1,
      stepId: "grandmother",
      seatId: g.id("PlagueSimp"),
      choice: { seats: [g.id("Dolby")] },
      done: false,
    });
    // The Goon is not "chosen with an ability" by the storyteller's pick.
    expect(step(g, 1, "grandmother").effects.map((e) => e.reason)).toEqual(["Dolby is the Grandmother's grandchild."]);
    g.must({
      type: "clocktower.applyEffects",
      night: 1,
      stepId: "grandmother",
      seatId: g.id("PlagueSimp"),
      effects: step(g, 1, "grandmother").effects.map((e) => e.effect),
    });
    expect(step(g, 1, "grandmother").suggestedTold).toBe("Your grandchild is Dolby, the Goon.");
  });

  it("Chambermaid: the number counted from the players who woke tonight by their own ability", () => {
    const g = first();
    g.must({
      type: "clocktower.submitNightAction",
      seatId: g.id("Whysper"),
      choice: { character: "po" },
    });
    g.must({
      type: "clocktower.recordStep",
      night: 1,
      stepId: "chambermaid",
      seatId: g.id("Thepigeonnyc"),
      choice: { seats: [g.id("Whysper"), g.id("CRichard")] },
      done: false,
    });
    expect(step(g, 1, "chambermaid").woke).toContain(g.id("Whysper"));
    expect(step(g, 1, "chambermaid").suggestedTold).toBe("1 of them woke tonight.");
  });

  it("other nights: Po “no one” or one player, Gambler a player and a character, Professor a player dead at dusk; the Demon learns the Lunatic's choice", () => {
    const g = first();
    g.must({ type: "clocktower.markDead", seatId: g.id("Whysper"), cause: "night" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.startNight" });
    expect(step(g, 2, "po").form).toMatchObject({ noOne: true, players: { min: 0, max: 1, label: "One player" } });
    expect(step(g, 2, "gambler").form).toMatchObject({ players: { min: 1, max: 1 }, character: { required: true } });
    expect(step(g, 2, "professor").form.players).toMatchObject({
      candidates: [g.id("Whysper")],
      label: "A player dead at the start of the night",
    });
    expect(step(g, 2, "po").suggestedTold).toBe("The Lunatic is Nightingale; they have not chosen yet tonight.");
    g.must({
      type: "clocktower.submitNightAction",
      seatId: g.id("Nightingale"),
      choice: { seats: [g.id("Dolby")] },
    });
    expect(step(g, 2, "po").suggestedTold).toBe("The Lunatic is Nightingale; tonight they chose Dolby.");
  });

  it("Exorcist: the Demon chosen learns who the Exorcist is", () => {
    const cast = [
      "grandmother",
      "courtier",
      "exorcist",
      "gambler",
      "professor",
      "moonchild",
      "goon",
      "godfather",
      "po",
    ];
    const g = new ForumGame(cast);
    g.must({ type: "clocktower.startNight" });
    g.must({ type: "clocktower.startDay" });
    g.must({ type: "clocktower.startNight" });
    expect(step(g, 2, "po").suggestedTold).toBeNull();
    g.must({
      type: "clocktower.submitNightAction",
      seatId: g.id("Thepigeonnyc"),
      choice: { seats: [g.id("Amelia")] },
    });
    expect(step(g, 2, "po").suggestedTold).toBe(
      "The Exorcist is Thepigeonnyc: they chose you, so you do not wake tonight.",
    );
  });
});
