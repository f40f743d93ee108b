import { describe, expect, it } from "vitest";
import { ForumGame } from "../grimoire/testing";
import { townListsPost } from "../posts/town-lists";
import { renderer } from "../../../i18n/render";
import type { Actor } from "../../../game/ruleset";

// Seats: PlagueSimp, Whysper, Thepigeonnyc, CRichard, Eggyolk, Nightingale (Moonchild), Dolby, Kiiruma, Amelia.
const CAST = ["gossip", "innkeeper", "chambermaid", "gambler", "exorcist", "moonchild", "goon", "assassin", "po"];
const player = (g: ForumGame, name: string): Actor => ({ kind: "player", seatId: g.id(name) });

function dayOne() {
  const g = new ForumGame(CAST);
  g.must({ type: "clocktower.startNight" });
  g.must({ type: "clocktower.startDay" });
  return g;
}
const claims = (g: ForumGame, name: string) => g.pub().grimoire.find((s) => s.seatId === g.id(name))!.claimDeclared;

describe("house rule: “If the Moonchild dies, they will be publicly declared to be claiming Moonchild … All players may choose privately whether or not they wish to claim Moonchild upon their death.”", () => {
  it("the dead Moonchild is declared claiming Moonchild; alive, nobody is", () => {
    const g = dayOne();
    expect(claims(g, "Nightingale")).toBe(false);
    g.must({ type: "clocktower.markDead", seatId: g.id("Nightingale"), cause: "executed" });
    expect(claims(g, "Nightingale")).toBe(true);
    expect(g.pub().grimoire.filter((s) => s.claimDeclared)).toHaveLength(1);
  });

  it("a player who chose it from their link is declared the same way on death, and the choice is private while they live", () => {
    const g = dayOne();
    const before = JSON.stringify(g.pub());
    g.must({ type: "clocktower.setMoonchildClaim", claims: true }, { actor: player(g, "Dolby") });
    // Nothing public moves while Dolby lives: the town cannot tell who chose it.
    expect(JSON.stringify(g.pub())).toBe(before);
    expect(g.own("Dolby", g.now).moonchildClaim).toEqual({
      isMoonchild: false,
      claims: true,
      declared: false,
      mayChange: true,
    });
    expect(g.own("Whysper", g.now).moonchildClaim).toMatchObject({ claims: false, mayChange: true });
    expect(g.mod().seats.find((s) => s.seatId === g.id("Dolby"))!.claimsMoonchild).toBe(true);
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "executed" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Whysper"), cause: "ability", by: "assassin" });
    g.must({ type: "clocktower.markDead", seatId: g.id("Nightingale"), cause: "ability", by: "assassin" });
    expect(claims(g, "Dolby")).toBe(true);
    expect(claims(g, "Nightingale")).toBe(true);
    expect(claims(g, "Whysper")).toBe(false);
    // The declaration reads the same for the real Moonchild and for Dolby.
    const entry = (name: string) => {
      const { seatId: _s, ...rest } = g.pub().grimoire.find((s) => s.seatId === g.id(name))!;
      return rest;
    };
    expect(entry("Dolby")).toEqual({ ...entry("Nightingale"), label: entry("Dolby").label });
    expect(townListsPost({ view: g.pub(), seats: g.game.core.seats, say: renderer("en") }, "bbcode")).toContain(
      "Executed D1, claims Moonchild",
    );
  });

  it("the choice is made before death: a dead player is refused, the storyteller warned; the Moonchild cannot opt out", () => {
    const g = dayOne();
    g.must({ type: "clocktower.markDead", seatId: g.id("Dolby"), cause: "executed" });
    expect(g.run({ type: "clocktower.setMoonchildClaim", claims: true }, { actor: player(g, "Dolby") })).toEqual({
      ok: false,
      error: "Your death has been announced with your Moonchild claim as it stood: it can no longer change.",
    });
    expect(g.own("Dolby", g.now).moonchildClaim).toMatchObject({ declared: false, mayChange: false });
    expect(g.run({ type: "clocktower.setMoonchildClaim", seatId: g.id("Dolby"), claims: true })).toMatchObject({
      ok: true,
      warnings: ["Dolby is dead: the town already read their claim; changing it now shows."],
    });
    expect(g.run({ type: "clocktower.setMoonchildClaim", claims: false }, { actor: player(g, "Nightingale") })).toEqual(
      {
        ok: false,
        error: "The Moonchild is always declared claiming Moonchild on their death (this game's house rule).",
      },
    );
    expect(g.own("Nightingale", g.now).moonchildClaim).toMatchObject({
      isMoonchild: true,
      claims: true,
      mayChange: false,
    });
    expect(
      g.run(
        { type: "clocktower.setMoonchildClaim", seatId: g.id("Whysper"), claims: true },
        { actor: player(g, "Dolby") },
      ),
    ).toMatchObject({ ok: false, error: "You can only choose for your own seat." });
  });
});
