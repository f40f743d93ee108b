import { describe, expect, it } from "vitest";
import { exportScript, importCatalogue, importScript, type ImportResult } from "./community";
import { render } from "@/lib/i18n/render";
import { badMoonRisingForum as bmr } from "../scripts/bad-moon-rising-forum";
import type { Character, Script } from "./types";

const library = bmr.characters;
/** The problems as an English reader reads them. */
const fail = (r: ImportResult<unknown>) => {
  if (r.ok) throw new Error("expected problems");
  return r.problems.map((p) => render(p, "en"));
};
const english = <T>(r: ImportResult<T>) => (r.ok ? r : { ok: false, problems: fail(r) });
const okValue = <T>(r: ImportResult<T>): T => {
  if (!r.ok) throw new Error(fail(r).join("\n"));
  return r.value;
};

const chef = {
  id: "chef",
  name: "Chef",
  team: "townsfolk",
  ability: "You start knowing how many pairs of evil players there are.",
  firstNight: 30,
  firstNightReminder: "Show the number of pairs of evil players.",
  reminders: [],
};

describe("community JSON: export then import", () => {
  it("gives back the same script (full objects)", () => {
    const json = JSON.parse(JSON.stringify(exportScript(bmr)));
    expect(okValue(importScript(json, []))).toEqual(bmr);
  });

  it("gives back the same script from a JSON string", () => {
    expect(okValue(importScript(JSON.stringify(exportScript(bmr)), []))).toEqual(bmr);
  });

  it("gives back the same script with id-only entries, given the library", () => {
    const json = exportScript(bmr, { charactersAs: "ids" });
    expect(json.slice(1, 4)).toEqual(["grandmother", "sailor", "chambermaid"]);
    expect(okValue(importScript(json, library))).toEqual(bmr);
  });

  it("keeps setup effects that the ability text does not spell", () => {
    const custom: Script = {
      name: "Custom",
      author: "me",
      characters: [
        {
          ...bmr.characters.find((c) => c.id === "godfather")!,
          id: "baroness",
          name: "Baroness",
          ability: "Outsiders are doubled.",
          setup: [{ kind: "adjust", team: "outsider", choices: [2], text: "+2 Outsiders" }],
          jinxes: [{ id: "godfather", reason: "Only one can be in play." }],
        },
      ],
      firstNight: ["dusk", "baroness", "dawn"],
      otherNight: ["dusk", "dawn"],
    };
    const json = exportScript(custom);
    expect(json[1]).toMatchObject({ setup: true, setupEffects: custom.characters[0]!.setup });
    expect(okValue(importScript(JSON.parse(JSON.stringify(json)), []))).toEqual(custom);
  });
});

describe("community JSON: import", () => {
  it("resolves ids in any case, with underscores or hyphens, against the library", () => {
    const s = okValue(
      importScript(
        [{ id: "_meta", name: "Mini", author: "x" }, "Devils_Advocate", { id: "Tea-Lady" }, "HELLS_LIBRARIAN", "po"],
        library,
      ),
    );
    expect(s.characters.map((c) => c.id)).toEqual(["devilsadvocate", "tealady", "hellslibrarian", "po"]);
    expect(s.name).toBe("Mini");
  });

  it("normalises ids of full objects, jinxes and night orders, and the team spelling", () => {
    const s = okValue(
      importScript(
        [
          {
            id: "_meta",
            name: "Quirks",
            author: "x",
            firstNight: ["DUSK", "minion_info", "Custom_Chef", "demon-info", "dawn"],
            otherNight: ["dusk", "dawn"],
          },
          { ...chef, id: "Custom_Chef", jinxes: [{ id: "Devils_Advocate", reason: "r" }] },
          { id: "wanderer", name: "Wanderer", team: "Traveler", ability: "You wander." },
        ],
        [],
      ),
    );
    expect(s.characters[0]).toMatchObject({
      id: "customchef",
      firstNight: 30,
      otherNight: null,
      jinxes: [{ id: "devilsadvocate", reason: "r" }],
    });
    expect(s.characters[1]!.team).toBe("traveller");
    expect(s.firstNight).toEqual(["dusk", "minioninfo", "customchef", "demoninfo", "dawn"]);
  });

  it("maps `setup: true` to setup effects read from the [brackets]", () => {
    const s = okValue(
      importScript(
        [
          {
            id: "baron",
            name: "Baron",
            team: "minion",
            ability: "There are extra Outsiders in play. [+2 Outsiders]",
            setup: true,
          },
          { id: "oddity", name: "Oddity", team: "minion", ability: "Something changes.", setup: true },
        ],
        [],
      ),
    );
    expect(s.characters[0]!.setup).toEqual([{ kind: "adjust", team: "outsider", choices: [2], text: "+2 Outsiders" }]);
    expect(s.characters[1]!.setup).toEqual([{ kind: "note", text: "Modifies the setup (see its ability)." }]);
  });

  it("without _meta, names the script 'Untitled script' and orders the night by the characters' positions", () => {
    const s = okValue(importScript([{ ...chef }, "pukka", "sailor"], library));
    expect(s.name).toBe("Untitled script");
    expect(s.author).toBe("");
    // pukka 9, sailor 6 (forum positions), chef 30.
    expect(s.firstNight).toEqual(["dusk", "minioninfo", "demoninfo", "sailor", "pukka", "chef", "dawn"]);
    expect(s.otherNight).toEqual(["dusk", "sailor", "pukka", "dawn"]);
  });

  it("an id-only entry resolves against an imported catalogue", () => {
    const catalogue = okValue(
      importCatalogue([
        chef,
        { id: "_meta", name: "skipped" },
        { id: "monk", name: "Monk", team: "townsfolk", ability: "Protect." },
      ]),
    );
    expect(catalogue.map((c) => c.id)).toEqual(["chef", "monk"]);
    const s = okValue(importScript(["chef", "monk", "po"], [...library, ...catalogue]));
    expect(s.characters.map((c) => c.name)).toEqual(["Chef", "Monk", "Po"]);
  });
});

describe("community JSON: every problem, with its place", () => {
  it("input that is not JSON, or not an array", () => {
    expect(fail(importScript("[{", []))[0]).toMatch(/^not valid JSON: /);
    expect(fail(importScript({ id: "_meta" }, []))).toEqual([
      "a script must be a JSON array of a _meta entry and characters",
    ]);
  });

  it("an empty script", () => {
    expect(fail(importScript([{ id: "_meta", name: "Empty" }], []))).toEqual(["the script has no characters"]);
  });

  it("unknown character ids, listed together", () => {
    expect(
      fail(importScript([{ id: "_meta", name: "x" }, "washerwoman", "po", "Chef", "washerwoman"], library)),
    ).toEqual([
      "unknown character ids: washerwoman and chef — import a catalogue or add them as custom characters",
      "This server holds no character data yet: its owner loads the publisher's data in Settings → Characters (Update, or upload roles.json, nightsheet.json and jinxes.json); then import the script again.",
    ]);
  });

  it("each field of a character object, and all of them at once", () => {
    const problems = fail(
      importScript(
        [
          { id: "_meta", name: 5, author: [] },
          "po",
          { id: "", name: "", team: "wizard", ability: "" },
          {
            id: "x",
            name: "X",
            team: "townsfolk",
            ability: "A",
            reminders: "Dead",
            remindersGlobal: [1],
            firstNight: -2,
            otherNight: "3",
          },
          {
            id: "y",
            name: "Y",
            team: "townsfolk",
            ability: "A",
            setup: "yes",
            jinxes: [{ id: "po" }],
            firstNightReminder: 7,
            note: {},
          },
          { id: "z", name: "Z", team: "townsfolk", ability: "A", jinxes: "po", setupEffects: [{ kind: "adjust" }] },
          42,
          { id: "_meta", name: "again" },
          "PO",
          "",
        ],
        library,
      ),
    );
    expect(problems).toEqual([
      "item 1 (_meta): name must be a string",
      "item 1 (_meta): author must be a string",
      "item 3: id must be a non-empty string of letters or digits",
      "item 3: name must be a non-empty string",
      "item 3: team must be one of townsfolk, outsider, minion, demon, traveller, fabled, loric",
      "item 3: ability must be a non-empty string",
      "item 4: reminders must be a list of strings",
      "item 4: remindersGlobal must be a list of strings",
      "item 4: firstNight must be a number (0 or absent when the character does not wake)",
      "item 4: otherNight must be a number (0 or absent when the character does not wake)",
      "item 5: firstNightReminder must be a string",
      "item 5: note must be a string",
      "item 5: setup must be true or false",
      "item 5: jinx 1 must be an object with an id and a reason (text)",
      "item 6: jinxes must be a list of objects with an id and a reason",
      "item 6: setupEffects must be a list of setup effects",
      "item 7: must be a character id (a string) or a character object",
      "item 8: the _meta entry must be the first item",
      'item 9: "po" is already on the script (item 2)',
      "item 10: character id must not be empty",
    ]);
  });

  it("a night order naming what is not on the script, and malformed meta extras", () => {
    expect(
      fail(
        importScript(
          [
            {
              id: "_meta",
              name: "x",
              firstNight: ["dusk", "po", "chef"],
              otherNight: "po",
              playerTable: [{ players: "7" }],
              travellerLimits: 3,
              maxTravellers: -1,
            },
            "po",
          ],
          library,
        ),
      ),
    ).toEqual([
      "item 1 (_meta): otherNight must be a list of character ids",
      'item 1 (_meta): firstNight lists "chef", which is not a character on the script',
      "item 1 (_meta): playerTable must be a list of rows with players, townsfolk, outsider, minion and demon",
      "item 1 (_meta): travellerLimits must be a list of rows with players and max",
      "item 1 (_meta): maxTravellers must be a whole number",
    ]);
  });

  it("a catalogue: not an array, id-only entries, invalid and repeated characters", () => {
    expect(english(importCatalogue("nope"))).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^not valid JSON/)],
    });
    expect(english(importCatalogue({}))).toEqual({
      ok: false,
      problems: ["a catalogue must be a JSON array of character objects"],
    });
    expect(
      english(importCatalogue(["chef", chef, { ...chef, id: "CHEF" }, { ...chef, id: "x", team: "villager" }])),
    ).toEqual({
      ok: false,
      problems: [
        "item 1: a catalogue entry needs id, name, team and ability, not just an id",
        'item 3: "chef" is already in the catalogue (item 2)',
        "item 4: team must be one of townsfolk, outsider, minion, demon, traveller, fabled, loric",
      ],
    });
  });

  it("returns nothing as valid while anything is invalid", () => {
    const r = importScript(["po", { id: "bad", name: "Bad", team: "nope", ability: "x" }], library);
    expect(r.ok).toBe(false);
    expect("value" in r).toBe(false);
  });
});

const _typecheck: Character[] = library;
void _typecheck;

describe("community JSON: stored limits", () => {
  it("reports a field over the stored limits, and an imported script always fits the stored schema", async () => {
    const { scriptSchema } = await import("./types");
    expect(fail(importScript([{ id: "long", name: "L".repeat(81), team: "demon", ability: "A" }], []))).toEqual([
      "item 1: name: must be at most 80 characters",
    ]);
    const s = okValue(importScript([{ ...chef, firstNight: 30.5 }], []));
    expect(scriptSchema.safeParse(s).success).toBe(true);
  });
});

describe("community JSON: a script's own player table", () => {
  it("must deal as many characters as players", () => {
    expect(
      fail(
        importScript(
          [
            { id: "_meta", name: "x", playerTable: [{ players: 7, townsfolk: 5, outsider: 1, minion: 1, demon: 1 }] },
            "po",
          ],
          library,
        ),
      ),
    ).toEqual(["item 1 (_meta): the player table's row for 7 players deals 8 characters"]);
  });
});
