import { describe, expect, it } from "vitest";
import { createRng } from "../../game/rng";
import { dealCards } from "./deal";
import { PRESETS, recommendedRoles } from "./presets";
import { isThief } from "./roles";
import { Table } from "./testing";
import { moderatorView, publicView } from "./views";

const recommended = PRESETS.filter((p) => p.source === "recommended");
const sorted = (a: readonly string[]) => [...a].sort();

describe("the deal", () => {
  for (const preset of recommended) {
    const n = preset.players;
    it(`deals ${n} players as the rulebook does`, () => {
      const seats = Array.from({ length: n }, (_, i) => `s${i}`);
      const extra = n === 8 ? 2 : 1;
      let informantRemoved = 0;
      for (let k = 0; k < 300; k++) {
        const deal = dealCards(seats, preset.characters, preset.roles, createRng(`seed-${k}`));
        expect(deal.seats.map((d) => d.seatId)).toEqual(seats);
        expect(sorted(deal.seats.map((d) => d.character))).toEqual(sorted(preset.characters));
        // Removed: one card (two at 8), never a thief; all thieves are dealt.
        expect(deal.removed).toHaveLength(extra);
        expect(deal.removed.some(isThief)).toBe(false);
        const dealtThieves = deal.seats.filter((d) => isThief(d.role)).map((d) => d.role);
        expect(sorted(dealtThieves)).toEqual(n === 8 ? ["crescentMoon", "fullMoon"] : ["crescentMoon"]);
        // The cards dealt plus those removed are the chosen roles plus the added plain Civilians.
        expect(sorted([...deal.seats.map((d) => d.role), ...deal.removed])).toEqual(
          sorted([...preset.roles, ...Array(extra).fill("civilian")]),
        );
        if (deal.removed.includes("informant")) informantRemoved++;
      }
      // The Informant is sometimes returned to the box, sometimes not.
      expect(informantRemoved).toBeGreaterThan(0);
      expect(informantRemoved).toBeLessThan(300);
    });
  }

  it("replays identically from the same seed", () => {
    const p = recommended[4]!;
    const seats = Array.from({ length: 8 }, (_, i) => `s${i}`);
    const a = dealCards(seats, p.characters, p.roles, createRng("same"));
    const b = dealCards(seats, p.characters, p.roles, createRng("same"));
    expect(a).toEqual(b);
    expect(dealCards(seats, p.characters, p.roles, createRng("other"))).not.toEqual(a);
  });

  it("sets up the table: one Fake Jewelry each, the new moon left of Shamlock", () => {
    for (let n = 4; n <= 8; n++) {
      const t = new Table(n, `table-${n}`);
      t.do({ type: "kemomimi.configure", preset: `recommended-${n}` }, { force: n === 8 });
      t.do({ type: "kemomimi.deal" });
      const s = t.s;
      expect(s.players).toHaveLength(n);
      expect(s.players.every((p) => p.jewelry === 1 && !p.out)).toBe(true);
      expect(s.moon).toBe("new");
      const shamlock = t.seats.indexOf(t.seatOf("shamlock"));
      expect(s.leader).toBe(t.seats[(shamlock + 1) % n]);
      expect(s.phase).toBe("gameStart");
      expect(s.removed).toHaveLength(n === 8 ? 2 : 1);
      // The stored event carries the outcome of the shuffles, so the fold never shuffles again.
      const dealt = t.events.at(-1)!.event as { type: string; seats: unknown[]; removed: string[] };
      expect(dealt.type).toBe("KemomimiDealt");
      expect(dealt.seats).toHaveLength(n);
    }
  });

  it("keeps the removed card from everyone; the moderator's look is a logged warning", () => {
    const t = new Table(5, "removed");
    t.do({ type: "kemomimi.configure", preset: "recommended-5" });
    t.do({ type: "kemomimi.deal" });
    const mod = () => t.game;
    expect(moderatorView(mod(), t.now).removed).toEqual({ count: 1, lookedAt: false, cards: null });
    expect(t.run({ type: "kemomimi.lookAtRemovedCard" })).toMatchObject({ ok: false });
    t.do({ type: "kemomimi.lookAtRemovedCard" }, { force: true });
    expect(t.events.at(-1)!.event.type).toBe("KemomimiRemovedCardLookedAt");
    expect(moderatorView(mod(), t.now).removed.cards).toEqual(t.s.removed);
    expect(JSON.stringify(publicView(mod(), t.now))).not.toContain('"removed":[');
  });

  it("refuses a deal that does not match the seats", () => {
    const t = new Table(5);
    expect(t.run({ type: "kemomimi.deal" })).toMatchObject({ ok: false, error: "Choose the cards first." });
    t.do({ type: "kemomimi.configure", preset: "recommended-6" }, { force: true });
    expect(t.run({ type: "kemomimi.deal" })).toMatchObject({ ok: false });
    expect(recommendedRoles(6)).toHaveLength(6);
  });

  it("places characters when the moderator chooses to", () => {
    const t = new Table(4);
    t.do({ type: "kemomimi.configure", preset: "recommended-4" });
    t.do({ type: "kemomimi.deal", characterBySeat: { s0: "valeria", s1: "shamlock", s2: "teresia", s3: "barbera" } });
    expect(t.s.players.map((p) => p.character)).toEqual(["valeria", "shamlock", "teresia", "barbera"]);
    expect(t.s.leader).toBe("s2");
  });
});
