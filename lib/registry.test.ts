import { afterEach, describe, expect, it, vi } from "vitest";
import { RULESET_IDS } from "./game/ruleset-id";
import { allRulesetIds, getRuleset, isOffered } from "./registry";

describe("the registry", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("holds every rule system id, each with its own ruleset", () => {
    expect([...allRulesetIds].sort()).toEqual([...RULESET_IDS].sort());
    for (const id of RULESET_IDS) expect(getRuleset(id).id).toBe(id);
  });

  it("offers the test-only coin flip only where GRIMOIRE_TEST_RULESETS=on", () => {
    vi.stubEnv("GRIMOIRE_TEST_RULESETS", "");
    expect(isOffered("coin-flip")).toBe(false);
    expect(isOffered("clocktower")).toBe(true);
    vi.stubEnv("GRIMOIRE_TEST_RULESETS", "on");
    expect(isOffered("coin-flip")).toBe(true);
  });
});
