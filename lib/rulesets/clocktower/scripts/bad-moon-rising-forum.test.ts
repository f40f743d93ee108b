import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { badMoonRisingForum as bmr } from "./bad-moon-rising-forum";
import { scriptProblems, scriptSchema } from "../script/types";

const byId = (id: string) => bmr.characters.find((c) => c.id === id)!;
const count = (team: string) => bmr.characters.filter((c) => c.team === team).length;

describe("Bad Moon Rising (forum)", () => {
  it("is a valid script", () => {
    expect(scriptSchema.safeParse(bmr).success).toBe(true);
    expect(scriptProblems(bmr)).toEqual([]);
  });

  it("is described in README.md as it is", () => {
    const readme = readFileSync(new URL("../../../../README.md", import.meta.url), "utf8").replace(/\s+/g, " ");
    const teams = ["townsfolk", "outsider", "minion", "demon", "traveller", "fabled"].map(count);
    const [t, o, m, d, tr, f] = teams;
    expect(readme).toContain(
      `(${bmr.characters.length} characters: ${t} Townsfolk, ${o} Outsiders, ${m} Minions, ${d} Demons, ${tr} Travellers, ${f} Fabled)`,
    );
  });

  it("has 13 Townsfolk, 4 Outsiders, 4 Minions, 4 Demons, 5 Travellers and 3 Fabled", () => {
    expect([
      count("townsfolk"),
      count("outsider"),
      count("minion"),
      count("demon"),
      count("traveller"),
      count("fabled"),
    ]).toEqual([13, 4, 4, 4, 5, 3]);
  });

  it("keeps the rulebook's ability text and its forum notes", () => {
    expect(byId("chambermaid").ability).toBe(
      "Each night, choose 2 alive players (not yourself, not travelers): you learn how many woke tonight due to their ability.",
    );
    expect(byId("gossip").note).toMatch(/^When making or faking a gossip, ping the host/);
    expect(byId("professor").note).toMatch(/only choose players who are dead upon the start of night/);
    expect(byId("moonchild").note).toMatch(/publicly declared to be claiming Moonchild/);
    expect(byId("lunatic").note).toMatch(/automatically follow whoever the lunatic kills/);
    expect(
      bmr.characters
        .filter((c) => c.note)
        .map((c) => c.id)
        .sort(),
    ).toEqual(["gossip", "lunatic", "moonchild", "professor"]);
  });

  it("declares the Godfather's [-1 or +1 Outsider] as data, and no other setup effect", () => {
    expect(byId("godfather").setup).toEqual([
      { kind: "adjust", team: "outsider", choices: [-1, 1], text: "-1 or +1 Outsider" },
    ]);
    expect(bmr.characters.filter((c) => c.setup.length > 0).map((c) => c.id)).toEqual(["godfather"]);
  });

  it("has the reminder tokens of the issue, repeated tokens repeated", () => {
    const tokens = Object.fromEntries(bmr.characters.filter((c) => c.reminders.length).map((c) => [c.id, c.reminders]));
    expect(tokens).toEqual({
      grandmother: ["Grandchild", "Dead"],
      sailor: ["Drunk"],
      exorcist: ["Chosen"],
      innkeeper: ["Safe", "Safe", "Drunk"],
      gambler: ["Dead"],
      gossip: ["Dead"],
      courtier: ["Drunk 3", "Drunk 2", "Drunk 1", "No Ability"],
      professor: ["Alive", "No Ability"],
      minstrel: ["Everyone Is Drunk"],
      tealady: ["Cannot Die", "Cannot Die"],
      fool: ["No Ability"],
      tinker: ["Dead"],
      moonchild: ["Dead"],
      goon: ["Drunk"],
      lunatic: ["Chosen", "Chosen", "Chosen"],
      godfather: ["Died Today", "Dead"],
      devilsadvocate: ["Survives Execution"],
      assassin: ["Dead", "No Ability"],
      zombuul: ["Died Today", "Dead"],
      pukka: ["Poisoned", "Poisoned", "Dead"],
      shabaloth: ["Dead", "Dead", "Alive"],
      po: ["Dead", "Dead", "Dead", "3 Attacks"],
      apprentice: ["Is The Apprentice"],
      judge: ["No Ability"],
      bishop: ["Nominate Good", "Nominate Evil"],
      hellslibrarian: ["Something Bad"],
    });
  });

  it("follows the night orders as decision 007 reads them, with dusk, minion info, demon info and dawn", () => {
    expect(bmr.firstNight).toEqual([
      "dusk",
      "travellers",
      "minioninfo",
      "lunatic",
      "demoninfo",
      "sailor",
      "courtier",
      "godfather",
      "devilsadvocate",
      "pukka",
      "grandmother",
      "chambermaid",
      "dawn",
    ]);
    expect(bmr.otherNight).toEqual([
      "dusk",
      "travellers",
      "sailor",
      "innkeeper",
      "courtier",
      "gambler",
      "devilsadvocate",
      "lunatic",
      "exorcist",
      "zombuul",
      "pukka",
      "shabaloth",
      "po",
      "assassin",
      "godfather",
      "moonchild",
      "professor",
      "gossip",
      "tinker",
      "grandmother",
      "chambermaid",
      "dawn",
    ]);
  });

  it("gives every waking character a reminder for the nights it wakes, and positions matching the orders", () => {
    for (const c of bmr.characters) {
      expect(c.firstNight === null ? -1 : c.firstNight - 1).toBe(bmr.firstNight.indexOf(c.id));
      expect(c.otherNight === null ? -1 : c.otherNight - 1).toBe(bmr.otherNight.indexOf(c.id));
      if (c.firstNight) expect(c.firstNightReminder).not.toBe("");
      if (c.otherNight) expect(c.otherNightReminder).not.toBe("");
    }
  });

  it("brings the 7–15 player table and the traveller limits", () => {
    expect(bmr.playerTable!.map((r) => r.players)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(bmr.playerTable![2]).toEqual({ players: 9, townsfolk: 5, outsider: 2, minion: 1, demon: 1 });
    expect(bmr.maxTravellers).toBe(3);
  });
});
