import { render } from "@/lib/i18n/render";
import { describe, expect, it } from "vitest";
import { roleMessageFor, roleMessages } from "./role-messages";
import { badMoonRisingForum as bmr } from "../scripts/bad-moon-rising-forum";
import { initialClocktowerState, type ClocktowerState, type SeatGrimoire } from "../state";

const seats = ["Ada", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal", "Ivy", "Jo"].map((name, i) => ({
  id: `s${i + 1}`,
  name,
}));
const seat = (characterId: string, alignment: "good" | "evil", extra: Partial<SeatGrimoire> = {}): SeatGrimoire => ({
  characterId,
  alignment,
  traveller: false,
  alive: true,
  reminders: [],
  ...extra,
});

function state(extra: Partial<ClocktowerState> = {}): ClocktowerState {
  return {
    ...initialClocktowerState(),
    script: bmr,
    deal: { mode: "manual", seed: "deal-x" },
    seats: {
      s1: seat("grandmother", "good"),
      s2: seat("sailor", "good"),
      s3: seat("chambermaid", "good"),
      s4: seat("exorcist", "good"),
      s5: seat("innkeeper", "good"),
      s6: seat("lunatic", "good"),
      s7: seat("tinker", "good"),
      s8: seat("godfather", "evil"),
      s9: seat("po", "evil"),
      s10: seat("judge", "evil", { traveller: true }),
    },
    bluffs: ["fool", "pacifist", "minstrel"],
    ...extra,
  };
}

describe("role messages", () => {
  it("a good player: character, type, alignment, ability", () => {
    const m = roleMessageFor(state(), seats, "s2")!;
    expect(m.character).toMatchObject({ id: "sailor", name: "Sailor", team: "townsfolk" });
    expect(m.alignment).toBe("good");
    expect(m.evilTeam).toBeUndefined();
    expect(m.bluffs).toBeUndefined();
    expect(render(m.text, "en")).toBe(
      [
        "Bo, you are the Sailor.",
        "Type: Townsfolk · Alignment: Good",
        "Ability: Each night, choose an alive player: either you or they are drunk until dusk. You can’t die.",
      ].join("\n"),
    );
  });

  it("a forum note goes with the ability", () => {
    const s = state({ seats: { ...state().seats, s3: seat("gossip", "good") } });
    expect(render(roleMessageFor(s, seats, "s3")!.text, "en")).toContain(
      "Note: When making or faking a gossip, ping the host.",
    );
  });

  it("a Minion learns the other starting evil players and their types, not their characters", () => {
    const m = roleMessageFor(state(), seats, "s8")!;
    expect(m.evilTeam).toEqual([{ seatId: "s9", name: "Ivy", type: "Demon" }]);
    expect(m.bluffs).toBeUndefined();
    expect(m.lunatics).toBeUndefined();
    expect(render(m.text, "en")).toContain("- Ivy: Demon");
    expect(render(m.text, "en")).not.toContain("Po");
  });

  it("the Demon learns the evil team, the Lunatic and three bluffs", () => {
    const m = roleMessageFor(state(), seats, "s9")!;
    expect(m.character.name).toBe("Po");
    expect(m.evilTeam).toEqual([{ seatId: "s8", name: "Hal", type: "Minion" }]);
    expect(m.lunatics).toEqual([{ seatId: "s6", name: "Fay" }]);
    expect(m.bluffs!.map((b) => b.name)).toEqual(["Fool", "Pacifist", "Minstrel"]);
    expect(render(m.text, "en")).toContain("- Hal: Minion");
    expect(render(m.text, "en")).toContain("The Lunatic is Fay");
    expect(render(m.text, "en")).toContain(
      "Three good characters not in play, for you to bluff: Fool, Pacifist and Minstrel.",
    );
    expect(render(m.text, "en")).not.toContain("Godfather");
  });

  it("the Lunatic has no message until the storyteller picks their Demon", () => {
    expect(roleMessageFor(state(), seats, "s6")).toBeNull();
    expect(roleMessages(state(), seats).map((m) => m.seatId)).not.toContain("s6");
  });

  it("the Lunatic's message says Demon, with the chosen demon, 'Minions' and bluffs", () => {
    const base = state();
    const s = state({
      seats: {
        ...base.seats,
        s6: { ...base.seats.s6!, lunatic: { demonId: "zombuul", minionSeatIds: null, bluffs: null } },
      },
    });
    const m = roleMessageFor(s, seats, "s6")!;
    expect(m.character).toMatchObject({ id: "zombuul", name: "Zombuul", team: "demon" });
    expect(m.alignment).toBe("evil");
    expect(m.evilTeam).toEqual([{ seatId: "s8", name: "Hal", type: "Minion" }]);
    expect(m.bluffs!.map((b) => b.id)).toEqual(["fool", "pacifist", "minstrel"]);
    expect(render(m.text, "en")).toMatch(/^Fay, you are the Zombuul\.\nType: Demon · Alignment: Evil/);
    expect(render(m.text, "en")).not.toMatch(/Lunatic/);

    const other = state({
      seats: {
        ...base.seats,
        s6: {
          ...base.seats.s6!,
          lunatic: { demonId: "pukka", minionSeatIds: ["s1", "s2"], bluffs: ["gambler", "goon", "fool"] },
        },
      },
    });
    const m2 = roleMessageFor(other, seats, "s6")!;
    expect(m2.evilTeam!.map((e) => e.name)).toEqual(["Ada", "Bo"]);
    expect(m2.bluffs!.map((b) => b.name)).toEqual(["Gambler", "Goon", "Fool"]);
  });

  it("an evil traveller learns who the Demon is; a good one does not", () => {
    const evil = roleMessageFor(state(), seats, "s10")!;
    expect(evil.character).toMatchObject({ name: "Judge", team: "traveller" });
    expect(evil.alignment).toBe("evil");
    expect(evil.demons).toEqual([{ seatId: "s9", name: "Ivy" }]);
    expect(evil.evilTeam).toBeUndefined();
    expect(render(evil.text, "en")).toContain("Type: Traveller · Alignment: Evil");
    expect(render(evil.text, "en")).toContain("The Demon is Ivy.");

    const s = state();
    s.seats.s10 = { ...s.seats.s10!, alignment: "good" };
    const good = roleMessageFor(s, seats, "s10")!;
    expect(good.demons).toBeUndefined();
    expect(render(good.text, "en")).not.toContain("Demon is");
  });

  it("a traveller is not on the evil team of the starting evil players", () => {
    expect(roleMessageFor(state(), seats, "s9")!.evilTeam!.map((e) => e.seatId)).toEqual(["s8"]);
  });

  it("one message per seat that has a character, in seat order", () => {
    expect(roleMessages(state(), seats).map((m) => m.seatId)).toEqual([
      "s1",
      "s2",
      "s3",
      "s4",
      "s5",
      "s7",
      "s8",
      "s9",
      "s10",
    ]);
    expect(roleMessageFor(initialClocktowerState(), seats, "s1")).toBeNull();
  });
});
