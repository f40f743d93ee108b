import { describe, expect, it } from "vitest";
import { createRng } from "../../../game/rng";
import { badMoonRisingForum as bmr } from "../scripts/bad-moon-rising-forum";
import { applySetupChanges, bagStatus, fillBag } from "./bag";
import type { Character } from "../script/types";
import { render } from "@/lib/i18n/render";
import type { Phrase } from "@/lib/i18n/message";

const en = (p: Phrase) => render(p, "en");

const pool = { script: bmr };
const bag = (characterIds: string[], setupChoices: Record<string, number> = {}) => ({ characterIds, setupChoices });

// 9 players: 5 Townsfolk, 2 Outsiders, 1 Minion, 1 Demon.
const NINE = ["grandmother", "sailor", "chambermaid", "exorcist", "innkeeper", "tinker", "goon", "assassin", "po"];

describe("bag builder", () => {
  it("a bag matching the table is ready", () => {
    const s = bagStatus(pool, bag(NINE), 9);
    expect(s.required).toEqual({ townsfolk: 5, outsider: 2, minion: 1, demon: 1 });
    expect(s.chosen).toMatchObject({ townsfolk: 5, outsider: 2, minion: 1, demon: 1 });
    expect(s.warnings.map(en)).toEqual([]);
    expect(s.ready).toBe(true);
  });

  it("shows required versus chosen per type", () => {
    const s = bagStatus(pool, bag(["grandmother", "po"]), 9);
    expect(s.ready).toBe(false);
    expect(s.warnings.map(en)).toEqual([
      "The bag holds 2 characters to deal for 9 players.",
      "Townsfolk: 1 chosen, 5 required.",
      "Outsiders: 0 chosen, 2 required.",
      "Minions: 0 chosen, 1 required.",
    ]);
  });

  it("the Godfather's -1 changes the Outsiders and the Townsfolk make up the total", () => {
    const ids = [
      "grandmother",
      "sailor",
      "chambermaid",
      "exorcist",
      "innkeeper",
      "gambler",
      "tinker",
      "godfather",
      "po",
    ];
    const s = bagStatus(pool, bag(ids, { godfather: -1 }), 9);
    expect(s.base).toEqual({ townsfolk: 5, outsider: 2, minion: 1, demon: 1 });
    expect(s.required).toEqual({ townsfolk: 6, outsider: 1, minion: 1, demon: 1 });
    expect(s.effects).toMatchObject([{ characterId: "godfather", chosen: -1, how: "chosen" }]);
    expect(s.ready).toBe(true);
  });

  it("the Godfather's +1 takes a Townsfolk away", () => {
    const ids = ["grandmother", "sailor", "chambermaid", "exorcist", "tinker", "goon", "moonchild", "godfather", "po"];
    const s = bagStatus(pool, bag(ids, { godfather: 1 }), 9);
    expect(s.required).toEqual({ townsfolk: 4, outsider: 3, minion: 1, demon: 1 });
    expect(s.ready).toBe(true);
  });

  it("infers an unchosen effect from a bag that matches one of its choices", () => {
    const ids = [
      "grandmother",
      "sailor",
      "chambermaid",
      "exorcist",
      "innkeeper",
      "gambler",
      "tinker",
      "godfather",
      "po",
    ];
    const s = bagStatus(pool, bag(ids), 9);
    expect(s.effects).toMatchObject([{ chosen: -1, how: "inferred" }]);
    expect(s.ready).toBe(true);
  });

  it("asks for a choice when the bag matches none", () => {
    const s = bagStatus(pool, bag(["godfather", "po"]), 9);
    expect(s.effects).toMatchObject([{ chosen: null, how: "notChosen" }]);
    expect(s.warnings.map(en)).toContain("Choose Godfather's setup effect [-1 or +1 Outsider]: -1 or +1.");
    expect(s.required).toEqual({ townsfolk: 5, outsider: 2, minion: 1, demon: 1 });
  });

  it("refuses a choice the effect does not offer", () => {
    const s = bagStatus(pool, bag(["godfather"], { godfather: 2 }), 9);
    expect(s.ruleWarnings.map(en)).toContain("Godfather: +2 is not one of its choices [-1 or +1 Outsider].");
  });

  it("never asks for fewer than zero of a type", () => {
    const ids = ["grandmother", "sailor", "chambermaid", "exorcist", "innkeeper", "gambler", "godfather"];
    const s = bagStatus(pool, bag(ids, { godfather: -1 }), 7);
    expect(s.required).toEqual({ townsfolk: 5, outsider: 0, minion: 1, demon: 1 });
    expect(s.warnings.map(en)).toContain("Setup effects ask for -1 Outsiders; none are dealt.");
  });

  it("applySetupChanges keeps the total", () => {
    const base = { townsfolk: 7, outsider: 1, minion: 2, demon: 1 };
    expect(applySetupChanges(base, [{ team: "outsider", delta: 1 }])).toEqual({
      townsfolk: 6,
      outsider: 2,
      minion: 2,
      demon: 1,
    });
    expect(applySetupChanges(base, [{ team: "townsfolk", delta: 1 }])).toEqual({
      townsfolk: 8,
      outsider: 0,
      minion: 2,
      demon: 1,
    });
  });

  it("warns on duplicates, characters not on the script, travellers and fabled", () => {
    const chef: Character = {
      id: "chef",
      name: "Chef",
      team: "townsfolk",
      ability: "You start knowing how many pairs of evil players there are.",
      firstNight: 1,
      otherNight: null,
      firstNightReminder: "",
      otherNightReminder: "",
      reminders: [],
      remindersGlobal: [],
      setup: [],
      jinxes: [],
    };
    const s = bagStatus(
      { script: bmr, extraCharacters: [chef] },
      bag(["sailor", "sailor", "chef", "apprentice", "djinn", "nobody"]),
      9,
    );
    expect(s.duplicates).toEqual(["sailor"]);
    expect(s.offScript).toEqual(["chef"]);
    expect(s.notDealt).toEqual(["apprentice", "djinn"]);
    expect(s.unknown).toEqual(["nobody"]);
    expect(s.ruleWarnings.map(en)).toEqual([
      "Sailor is in the bag more than once: no two players start with the same character.",
      "Chef is not on the script.",
      "Apprentice is a Traveller: travellers join with a seat of their own, not from the bag.",
      "Djinn is a Fabled: fabled are chosen by the storyteller, not dealt.",
      'There is no character "nobody" on the script or among the game\'s added characters.',
    ]);
  });

  describe("fill at random", () => {
    for (let players = 7; players <= 15; players++) {
      it(`fills a bag for ${players} players that matches the table, without duplicates`, () => {
        for (let seed = 0; seed < 20; seed++) {
          const filled = fillBag(pool, bag([]), players, createRng(`fill-${players}-${seed}`));
          expect(new Set(filled.characterIds).size).toBe(players);
          const s = bagStatus(pool, filled, players);
          expect(s.warnings.map(en)).toEqual([]);
          expect(s.ready).toBe(true);
        }
      });
    }

    it("keeps what the storyteller chose and their setup choice", () => {
      const filled = fillBag(pool, bag(["godfather", "lunatic"], { godfather: 1 }), 12, createRng("x"));
      expect(filled.characterIds.slice(0, 2)).toEqual(["godfather", "lunatic"]);
      expect(filled.setupChoices).toEqual({ godfather: 1 });
      expect(bagStatus(pool, filled, 12).required).toEqual({ townsfolk: 6, outsider: 3, minion: 2, demon: 1 });
      expect(bagStatus(pool, filled, 12).ready).toBe(true);
    });

    it("is reproducible from its seed", () => {
      expect(fillBag(pool, bag([]), 11, createRng("same"))).toEqual(fillBag(pool, bag([]), 11, createRng("same")));
    });
  });
});
