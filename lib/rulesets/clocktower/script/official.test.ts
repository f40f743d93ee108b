import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkOfficialData,
  officialCharacters,
  officialEditions,
  officialNightOrders,
  type OfficialData,
} from "./official";
import { importScript, type ImportResult } from "./community";
import { characterSheet } from "./sheet";
import { badMoonRisingForum as bmr } from "../scripts/bad-moon-rising-forum";
import { bagStatus } from "../setup/bag";
import { nightSheet } from "../night/night-sheet";
import { TestGame } from "@/test/table";
import type { GameState } from "@/lib/game/ruleset";
import type { ClocktowerState } from "../state";
import type { Script } from "./types";
import { render } from "@/lib/i18n/render";
import { sayAll } from "@/test/say";

// Our fixture in the publisher's format: real ids, invented texts (e2e/fixtures/official/).
const FIXTURE = path.join(process.cwd(), "e2e/fixtures/official");
const read = (f: string) => JSON.parse(readFileSync(path.join(FIXTURE, `${f}.json`), "utf8")) as unknown;
const files = () => ({ roles: read("roles"), nightsheet: read("nightsheet"), jinxes: read("jinxes") });
const TB_IDS = read("../trouble-brewing-ids") as unknown[];

const data = (): OfficialData => {
  const r = checkOfficialData(files());
  if (!r.ok) throw new Error(r.problems.map((p) => render(p, "en")).join("\n"));
  return r.value;
};
const english = (r: { ok: boolean; problems?: unknown[] }) =>
  r.ok ? [] : (r as { problems: Parameters<typeof render>[0][] }).problems.map((p) => render(p, "en"));
const imported = (json: unknown): Script => {
  const d = data();
  const r = importScript(json, officialCharacters(d), { nightOrders: officialNightOrders(d), officialLoaded: true });
  if (!r.ok) throw new Error(english(r).join("\n"));
  return r.value;
};
const problems = (r: ImportResult<unknown>) => english(r);

describe("the publisher's data: checked whole", () => {
  it("accepts the three files and gives every character with its night, reminders, jinxes and features", () => {
    const d = data();
    const chars = officialCharacters(d);
    expect(chars).toHaveLength(60);
    expect(officialEditions(d)).toEqual(["tb", "snv", "fabled", "loric"]);
    const byId = new Map(chars.map((c) => [c.id, c]));
    // Positions are places in the night sheet; a character that does not wake has none, nor a reminder.
    expect(byId.get("poisoner")).toMatchObject({ firstNight: 11, otherNight: 7 });
    expect(byId.get("imp")).toMatchObject({ firstNight: null, firstNightReminder: "", otherNight: 15 });
    expect(byId.get("fortuneteller")!.reminders).toEqual(["Red Herring"]);
    expect(byId.get("drunk")!.remindersGlobal).toEqual(["Drunk"]);
    // A jinx is listed under both characters.
    expect(byId.get("spy")!.jinxes.map((j) => j.id)).toEqual(["librarian"]);
    expect(byId.get("librarian")!.jinxes.map((j) => j.id)).toEqual(["spy"]);
    expect(byId.get("villageidiot")!.special).toEqual([{ type: "selection", name: "bag-duplicate" }]);
    expect(byId.get("baron")!.setup).toEqual([
      { kind: "adjust", team: "outsider", choices: [2], text: "+2 Outsiders" },
    ]);
    expect(byId.get("bellringer")!.team).toBe("loric");
    expect(byId.get("lanternkeeper")!.team).toBe("fabled");
    expect(byId.get("scapegoat")!.team).toBe("traveller");
  });

  it("names each problem with its file and place, and returns nothing when one file is bad", () => {
    const f = files();
    const roles = structuredClone(f.roles) as Array<Record<string, unknown>>;
    roles[3]!.team = "wizard";
    delete roles[5]!.ability;
    const r = checkOfficialData({ ...f, roles, nightsheet: { firstNight: "dusk" } });
    expect(r.ok).toBe(false);
    const said = english(r);
    expect(said.some((p) => p.startsWith("roles.json, 3.team:"))).toBe(true);
    expect(said.some((p) => p.startsWith("roles.json, 5.ability:"))).toBe(true);
    expect(said.some((p) => p.startsWith("nightsheet.json, firstNight:"))).toBe(true);
    expect(english(checkOfficialData({ roles: f.roles, nightsheet: f.nightsheet }))).toEqual([
      "jinxes.json is missing.",
    ]);
  });

  it("refuses a role id given twice, and bounds the number of roles", () => {
    const f = files();
    const roles = f.roles as unknown[];
    expect(english(checkOfficialData({ ...f, roles: [...roles, roles[0]] }))).toEqual([
      "roles.json, 60: the id washerwoman is already entry 0.",
    ]);
    const many = Array.from({ length: 1001 }, (_, i) => ({ ...(roles[0] as object), id: `x${i}` }));
    expect(english(checkOfficialData({ ...f, roles: many }))[0]).toMatch(/^roles\.json, —: /);
  });
});

describe("any Script Tool script opens", () => {
  it("Trouble Brewing as the Script Tool downloads it: ids and _meta, resolved, in the data's night order", () => {
    const s = imported(TB_IDS);
    expect(s.name).toBe("Trouble Brewing");
    expect(s.characters).toHaveLength(22);
    expect(s.firstNight).toEqual([
      "dusk",
      "minioninfo",
      "demoninfo",
      "poisoner",
      "spy",
      "washerwoman",
      "librarian",
      "investigator",
      "chef",
      "empath",
      "fortuneteller",
      "butler",
      "dawn",
    ]);
    expect(s.otherNight).toEqual([
      "dusk",
      "poisoner",
      "monk",
      "spy",
      "scarletwoman",
      "imp",
      "ravenkeeper",
      "undertaker",
      "empath",
      "fortuneteller",
      "butler",
      "dawn",
    ]);
    // The jinx of two characters on the script is on its sheet; one with a character off it is not.
    expect(characterSheet(s).jinxes).toEqual([
      { a: "Librarian", b: "Spy", reason: expect.stringContaining("Fixture jinx") as string },
    ]);
    expect(s.characters.find((c) => c.id === "imp")!.jinxes).toEqual([]);
  });

  it("keeps the characters as resolved at import: a later change of the data changes no script", () => {
    const s = imported(TB_IDS);
    const d = data();
    d.roles.find((r) => r.id === "chef")!.ability = "Changed later.";
    expect(officialCharacters(d).find((c) => c.id === "chef")!.ability).toBe("Changed later.");
    expect(s.characters.find((c) => c.id === "chef")!.ability).toMatch(/^Test text/);
  });

  it("takes { id } objects, odd id spellings, homebrew characters with their own jinxes, and every _meta key", () => {
    const s = imported([
      {
        id: "_meta",
        name: "Homebrew Night",
        author: "Me",
        logo: "https://example.org/logo.png",
        background: "https://example.org/bg.png",
        almanac: "https://example.org/almanac",
        hideTitle: true,
        bootlegger: ["Seat 7 stays empty."],
      },
      { id: "chef" },
      "Fortune_Teller",
      "imp",
      "poisoner",
      "villageidiot",
      "bellringer",
      {
        id: "widow",
        name: "Widow",
        team: "minion",
        ability: "Made up: on your first night look at the Grimoire and poison a player.",
        firstNight: 15,
        firstNightReminder: "Made up: show the Grimoire.",
        reminders: ["Poisoned"],
        remindersGlobal: ["Knows"],
        jinxes: [{ id: "chef", reason: "Made up: the Chef learns nothing of the Widow." }],
        special: [{ type: "signal", name: "grimoire", time: "night" }],
      },
    ]);
    expect(s.meta).toEqual({
      logo: "https://example.org/logo.png",
      background: "https://example.org/bg.png",
      almanac: "https://example.org/almanac",
      hideTitle: true,
      bootlegger: ["Seat 7 stays empty."],
    });
    expect(characterSheet(s).bootlegger).toEqual(["Seat 7 stays empty."]);
    expect(s.characters.map((c) => c.id)).toEqual([
      "chef",
      "fortuneteller",
      "imp",
      "poisoner",
      "villageidiot",
      "bellringer",
      "widow",
    ]);
    expect(s.characters.find((c) => c.id === "widow")!.special).toEqual([
      { type: "signal", name: "grimoire", time: "night" },
    ]);
    // The sheet's order, a Loric where the sheet puts it, a homebrew character (not on the sheet) before dawn.
    expect(s.firstNight).toEqual([
      "dusk",
      "bellringer",
      "minioninfo",
      "demoninfo",
      "poisoner",
      "chef",
      "fortuneteller",
      "villageidiot",
      "widow",
      "dawn",
    ]);
    expect(characterSheet(s).jinxes.map((j) => [j.a, j.b])).toEqual([
      ["Imp", "Village Idiot"],
      ["Widow", "Chef"],
    ]);
    expect(characterSheet(s).groups.map((g) => g.team)).toEqual(["townsfolk", "minion", "demon", "loric"]);
  });

  it("a _meta night order wins over the data's", () => {
    const s = imported([
      { id: "_meta", name: "Mine", firstNight: ["dusk", "chef", "poisoner", "dawn"], otherNight: ["dusk", "dawn"] },
      "chef",
      "poisoner",
      "imp",
      "empath",
      "saint",
    ]);
    expect(s.firstNight).toEqual(["dusk", "chef", "poisoner", "dawn"]);
  });

  it("a script naming ids the data lacks says which, and how to load the data", () => {
    const without = importScript(TB_IDS, bmr.characters, { officialLoaded: false });
    const said = problems(without);
    expect(said[0]).toMatch(/^unknown character ids: washerwoman, librarian, .* and imp/);
    expect(said[1]).toMatch(/Settings → Characters/);
    const d = data();
    const lacking = importScript(["chef", "imp", "poisoner", "empath", "nosuchone"], officialCharacters(d), {
      officialLoaded: true,
    });
    expect(problems(lacking)).toEqual([
      expect.stringMatching(/^unknown character id: nosuchone/) as string,
      "The server's character data does not have them: import a catalogue holding them, or write them in the script as full characters.",
    ]);
  });

  it("refuses bad _meta extras with their place", () => {
    const d = data();
    const r = importScript(
      [{ id: "_meta", name: "X", hideTitle: "yes", bootlegger: "one rule" }, "chef", "imp"],
      officialCharacters(d),
    );
    expect(problems(r)).toEqual([
      "item 1 (_meta): hideTitle must be true or false.",
      expect.stringMatching(/^item 1 \(_meta\): .*bootlegger/) as string,
    ]);
  });
});

/** A 10-player game on the fixture's Trouble Brewing, dealt by hand. */
function troubleBrewing(cast: string[]) {
  const g = new TestGame("clocktower", "TB", new Date("2026-12-01T18:00:00Z"));
  cast.forEach((_, i) => g.must({ type: "seat.add", name: `P${i + 1}` }));
  const script = imported([...TB_IDS, "villageidiot", "bellringer"]);
  g.must({ type: "clocktower.setScript", script });
  const ids = g.state.core.seats.map((s) => s.id);
  g.must(
    {
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(ids.map((id, i) => [id, cast[i]!])),
      bluffs: ["mayor", "soldier", "monk"],
    },
    { force: true },
  );
  return { g, ids, game: () => g.state as GameState<ClocktowerState> };
}

describe("a game on data from the publisher's format", () => {
  const CAST = [
    "washerwoman",
    "librarian",
    "chef",
    "empath",
    "fortuneteller",
    "villageidiot",
    "villageidiot",
    "butler",
    "spy",
    "imp",
  ];

  it("deals a bag-duplicate character twice without a duplicate warning, but not another", () => {
    const script = imported([...TB_IDS, "villageidiot"]);
    const pool = { script, extraCharacters: [] };
    const twice = bagStatus(pool, { characterIds: CAST, setupChoices: {} }, 10);
    expect(twice.duplicates).toEqual([]);
    const imps = bagStatus(pool, { characterIds: [...CAST.slice(0, 8), "imp", "imp"], setupChoices: {} }, 10);
    expect(imps.duplicates).toEqual(["imp"]);
  });

  it("Night 1 walks the data's order, each step with its reminder, jinxes and the generic form", () => {
    const { g, ids, game } = troubleBrewing(CAST);
    g.must({ type: "clocktower.setFabled", characterIds: ["bellringer"] });
    g.must({ type: "clocktower.startNight" });
    const sheet = sayAll(nightSheet(game(), 1));
    expect([...new Set(sheet.steps.map((s) => s.stepId))]).toEqual([
      "dusk",
      "bellringer",
      "minioninfo",
      "demoninfo",
      "spy",
      "washerwoman",
      "librarian",
      "chef",
      "empath",
      "fortuneteller",
      "villageidiot",
      "butler",
      "dawn",
    ]);
    const chef = sheet.steps.find((s) => s.stepId === "chef")!;
    expect(chef.reminder).toBe("Fixture: show the count of evil pairs on fingers.");
    // Neither Bad Moon Rising's nor Trouble Brewing's (whose information characters have their own
    // forms, editions/trouble-brewing/info.ts): any players (or none), a character, what was told.
    const idiot = sheet.steps.find((s) => s.stepId === "villageidiot")!;
    expect(idiot.form).toEqual({
      players: { min: 0, max: 10, candidates: ids, label: "Players chosen, if any" },
      character: { required: false, label: "A character" },
      noOne: true,
      tell: true,
      storytellerPicks: false,
    });
    expect(sheet.steps.find((s) => s.stepId === "librarian")!.jinxes).toEqual([
      "Jinx with Spy: Fixture jinx: when the Spy reads as an Outsider, the Librarian may be shown the Spy.",
    ]);
    expect(sheet.steps.find((s) => s.stepId === "chef")!.jinxes).toEqual([]);
    // The Loric in play wakes where the data puts it, the storyteller's step (no seat).
    expect(sheet.steps.find((s) => s.stepId === "bellringer")).toMatchObject({
      seatId: null,
      reminder: "Fixture: ring the bell.",
    });
    // The two Village Idiots each have their step.
    expect(sheet.steps.filter((s) => s.stepId === "villageidiot").map((s) => s.seatId)).toEqual([ids[5], ids[6]]);
    // A generic step records any choice with no warning.
    const r = g.run({
      type: "clocktower.recordStep",
      night: 1,
      stepId: "villageidiot",
      seatId: ids[5]!,
      choice: { seats: [ids[2]!, ids[3]!], character: "chef" },
      told: "P3 or P4 is the Chef",
      done: true,
    });
    expect(r.ok).toBe(true);
    expect("warnings" in r ? r.warnings : []).toEqual([]);
  });

  it("offers the characters' reminder tokens and the script's global ones", async () => {
    const { game } = troubleBrewing(CAST);
    const { availableReminders } = await import("../grimoire/grimoire");
    const tokens = availableReminders(game().rules).map((t) => `${t.characterId}:${t.text}`);
    expect(tokens).toEqual(
      expect.arrayContaining(["washerwoman:Townsfolk", "fortuneteller:Red Herring", "drunk:Drunk", "monk:Safe"]),
    );
  });
});

describe("in Japanese", () => {
  it("the data's names and texts stay the publisher's English inside Japanese sentences", () => {
    const { g, game } = troubleBrewing([
      "washerwoman",
      "librarian",
      "chef",
      "empath",
      "fortuneteller",
      "monk",
      "drunk",
      "butler",
      "spy",
      "imp",
    ]);
    g.must({ type: "clocktower.startNight" });
    const librarian = nightSheet(game(), 1).steps.find((s) => s.stepId === "librarian")!;
    expect(render(librarian.jinxes[0]!, "ja")).toBe(
      "Spy とのジンクス：Fixture jinx: when the Spy reads as an Outsider, the Librarian may be shown the Spy.",
    );
    const r = importScript(TB_IDS, bmr.characters, { officialLoaded: false });
    if (r.ok) throw new Error("expected problems");
    expect(render(r.problems[1]!, "ja")).toMatch(/^このサーバーにはまだキャラクターデータがありません。/);
  });
});
