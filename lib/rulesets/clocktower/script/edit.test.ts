import { describe, expect, it } from "vitest";
import { sayDeep } from "@/test/say";
import { badMoonRisingForum as bmr } from "../scripts/bad-moon-rising-forum";
import { exportScript, importScript } from "./community";
import { draftOf, editCharacterText, moveInOrder, moveNightStep, parseReminders } from "./edit";
import { scriptProblems, scriptSchema } from "./types";

describe("moveInOrder", () => {
  it("moves an item up, down and to the ends", () => {
    expect(moveInOrder(["a", "b", "c", "d"], 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveInOrder(["a", "b", "c", "d"], 0, 1)).toEqual(["b", "a", "c", "d"]);
    expect(moveInOrder(["a", "b", "c", "d"], 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveInOrder(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
  });
  it("clamps the target and ignores a source outside the list, without changing the input", () => {
    const order = ["a", "b", "c"];
    expect(moveInOrder(order, 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveInOrder(order, 2, 9)).toEqual(["a", "b", "c"]);
    expect(moveInOrder(order, 5, 0)).toEqual(["a", "b", "c"]);
    expect(moveInOrder(order, 1, 1)).toEqual(["a", "b", "c"]);
    expect(order).toEqual(["a", "b", "c"]);
  });
});

describe("moveNightStep", () => {
  it("reorders one night only, and the result still exports and imports back to itself", () => {
    const i = bmr.firstNight.findIndex((id) => !["dusk", "minioninfo", "demoninfo"].includes(id));
    const moved = moveNightStep(bmr, "firstNight", i, i - 1);
    expect(moved.firstNight[i - 1]).toBe(bmr.firstNight[i]);
    expect(moved.firstNight[i]).toBe(bmr.firstNight[i - 1]);
    expect(moved.otherNight).toEqual(bmr.otherNight);
    expect([...moved.firstNight].sort()).toEqual([...bmr.firstNight].sort());
    expect(scriptProblems(moved)).toEqual([]);
    const back = importScript(JSON.stringify(exportScript(moved)), []);
    expect(back).toEqual({ ok: true, value: moved });
  });
});

describe("parseReminders", () => {
  it("splits on commas, trims and drops empty tokens, keeping repeats", () => {
    expect(parseReminders(" Drunk, Poisoned,, Drunk ,")).toEqual(["Drunk", "Poisoned", "Drunk"]);
    expect(parseReminders("")).toEqual([]);
  });
});

describe("editCharacterText", () => {
  const target = bmr.characters[0]!;
  it("replaces only the texts of one character, and the export round-trips", () => {
    const r = sayDeep(
      editCharacterText(bmr, target.id, {
        ...draftOf(target),
        name: " Renamed ",
        ability: "A new ability.",
        reminders: "One, Two",
      }),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const c = r.script.characters[0]!;
    expect(c).toEqual({ ...target, name: "Renamed", ability: "A new ability.", reminders: ["One", "Two"] });
    expect(r.script.characters.slice(1)).toEqual(bmr.characters.slice(1));
    expect(r.script.firstNight).toEqual(bmr.firstNight);
    expect(scriptSchema.safeParse(r.script).success).toBe(true);
    const back = importScript(JSON.stringify(exportScript(r.script)), []);
    expect(back).toEqual({ ok: true, value: r.script });
  });
  it("unchanged draft gives the same character", () => {
    const r = sayDeep(editCharacterText(bmr, target.id, draftOf(target)));
    expect(r.ok && r.character).toEqual(target);
  });
  it("keeps tokens that hold a comma when the tokens field is left as it was", () => {
    const withComma = {
      ...bmr,
      characters: [{ ...target, reminders: ["Mad, as in crazy", "Drunk"] }, ...bmr.characters.slice(1)],
    };
    const r = sayDeep(
      editCharacterText(withComma, target.id, { ...draftOf(withComma.characters[0]!), ability: "Changed." }),
    );
    expect(r.ok && r.character.reminders).toEqual(["Mad, as in crazy", "Drunk"]);
  });
  it("reports each invalid field with a plain message and changes nothing", () => {
    const r = sayDeep(
      editCharacterText(bmr, target.id, {
        ...draftOf(target),
        name: "  ",
        ability: "",
        firstNightReminder: "x".repeat(1001),
        reminders: `ok, ${"y".repeat(61)}`,
      }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.name).toBe("Name must not be empty.");
    expect(r.errors.ability).toBe("Ability must not be empty.");
    expect(r.errors.firstNightReminder).toBe("First night reminder must be at most 1000 characters.");
    expect(r.errors.reminders).toBe("Reminder tokens: token 2 is longer than 60 characters.");
    expect(r.errors.otherNightReminder).toBeUndefined();
  });
  it("refuses too many tokens and an unknown character", () => {
    const many = sayDeep(
      editCharacterText(bmr, target.id, {
        ...draftOf(target),
        reminders: Array.from({ length: 41 }, (_, i) => `t${i}`).join(","),
      }),
    );
    expect(many.ok === false && many.errors.reminders).toBe("Reminder tokens: at most 40 tokens.");
    const none = sayDeep(editCharacterText(bmr, "nobody", draftOf(target)));
    expect(none.ok).toBe(false);
  });
});
