import { describe, expect, it } from "vitest";
import { parseSetupEffects } from "./setup-effects";

describe("parseSetupEffects", () => {
  it("reads the Godfather's choice", () => {
    expect(parseSetupEffects("You start knowing which Outsiders are in play. [-1 or +1 Outsider]")).toEqual([
      { kind: "adjust", team: "outsider", choices: [-1, 1], text: "-1 or +1 Outsider" },
    ]);
  });
  it("reads single changes, plurals and other teams", () => {
    expect(parseSetupEffects("[+2 Outsiders]")).toEqual([
      { kind: "adjust", team: "outsider", choices: [2], text: "+2 Outsiders" },
    ]);
    expect(parseSetupEffects("[+1 Minion]")).toEqual([
      { kind: "adjust", team: "minion", choices: [1], text: "+1 Minion" },
    ]);
    expect(parseSetupEffects("[−1 Outsider]")).toEqual([
      { kind: "adjust", team: "outsider", choices: [-1], text: "−1 Outsider" },
    ]);
  });
  it("expands ranges", () => {
    expect(parseSetupEffects("[+0 to +2 Outsiders]")[0]).toMatchObject({ kind: "adjust", choices: [0, 1, 2] });
  });
  it("reads several changes in one bracket", () => {
    expect(parseSetupEffects("[+1 Minion, -1 Outsider]")).toEqual([
      { kind: "adjust", team: "minion", choices: [1], text: "+1 Minion" },
      { kind: "adjust", team: "outsider", choices: [-1], text: "-1 Outsider" },
    ]);
  });
  it("keeps what it does not understand as a note", () => {
    expect(parseSetupEffects("[+the King]")).toEqual([{ kind: "note", text: "+the King" }]);
    expect(parseSetupEffects("No brackets here.")).toEqual([]);
  });
});
