import { describe, expect, it } from "vitest";
import { commandFromForm } from "./form-command";

const form = (fields: Array<[string, string]>) => new URLSearchParams(fields);

describe("a player's form as a command", () => {
  it("adds json and text fields to the command", () => {
    const c = commandFromForm(
      form([
        ["command", JSON.stringify({ type: "clocktower.submitNightAction" })],
        ["json.choice", JSON.stringify({ seats: ["s1"] })],
        ["text.note", "hello"],
      ]),
    );
    expect(c).toEqual({ type: "clocktower.submitNightAction", choice: { seats: ["s1"] }, note: "hello" });
  });

  it("builds rows of selects into an array, rows left empty dropped", () => {
    const c = commandFromForm(
      form([
        ["command", JSON.stringify({ type: "clocktower.dayAbility", ability: { kind: "juggler", guesses: [] } })],
        ["json.ability.guesses.0.seatId", '"s1"'],
        ["json.ability.guesses.0.characterId", '"witch"'],
        ["json.ability.guesses.1.seatId", ""],
        ["json.ability.guesses.1.characterId", ""],
        ["json.ability.guesses.2.seatId", '"s3"'],
        ["json.ability.guesses.2.characterId", '"sage"'],
      ]),
    );
    expect(c).toEqual({
      type: "clocktower.dayAbility",
      ability: {
        kind: "juggler",
        guesses: [
          { seatId: "s1", characterId: "witch" },
          { seatId: "s3", characterId: "sage" },
        ],
      },
    });
  });

  it("ignores a path into the prototype and an index no form has", () => {
    const c = commandFromForm(
      form([
        ["command", JSON.stringify({ type: "x" })],
        ["json.__proto__.polluted", "true"],
        ["json.rows.100000000.a", "1"],
      ]),
    ) as Record<string, unknown>;
    expect(c).toEqual({ type: "x" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
