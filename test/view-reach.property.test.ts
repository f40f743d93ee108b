/**
 * A command compares only the views its event may change (lib/game/view-reach.ts), so a declaration
 * that is wrong would leave a view changed with its version standing still: a player's page or the
 * town square would go on showing what is no longer so. For every rule system this folds random
 * command sequences (the leak hunt's generators, seeded: the seed is in every failure) and, after
 * every applied command, compares every view before and after: what moved must be what the
 * declared reach finds.
 */
import { describe, expect, it } from "vitest";
import { createRng, type Rng } from "@/lib/game/rng";
import type { GameState, RulesetId } from "@/lib/game/ruleset";
import { getRuleset } from "@/lib/registry";
import { EVERY_VIEW, viewReach } from "@/lib/game/view-reach";
import { viewChanges } from "@/lib/game/view-versions";
import { Driver, Markers, type Attempt } from "./leak-generators/driver";
import { clocktowerAttempt, setupClocktower } from "./leak-generators/clocktower";
import { secretMoonAttempt, setupSecretMoon } from "./leak-generators/secret-moon";
import { kemomimiAttempt, setupKemomimi } from "./leak-generators/kemomimi";
import { coinFlipAttempt, setupCoinFlip } from "./leak-generators/coin-flip";

const SEEDS = 25;
const STEPS = 100;

interface Generator {
  setup(seed: string, rng: Rng): Driver;
  attempt(d: Driver, rng: Rng, markers: Markers, step: number): Attempt | { advanceHours: number };
}

const GENERATORS: Record<RulesetId, Generator> = {
  clocktower: { setup: setupClocktower, attempt: clocktowerAttempt },
  "secret-moon": { setup: (seed, rng) => setupSecretMoon(seed, rng), attempt: secretMoonAttempt },
  "kemomimi-panic": { setup: (seed, rng) => setupKemomimi(seed, rng), attempt: kemomimiAttempt },
  "coin-flip": { setup: setupCoinFlip, attempt: (d, rng, _markers, step) => coinFlipAttempt(d, rng, step) },
};

interface Run {
  /** Events whose declared reach left something out: what moved that the reach did not find. */
  missed: string[];
  /** Applied events with a narrower reach than every view, by type: the declarations were exercised. */
  narrowed: Map<string, number>;
}

function play(rulesetId: RulesetId, seed: string, run: Run) {
  const rng = createRng(seed);
  const markers = new Markers();
  const gen = GENERATORS[rulesetId];
  const d = gen.setup(seed, rng);
  const ruleset = getRuleset(rulesetId);
  for (let step = 0; step < STEPS; step++) {
    const a = gen.attempt(d, rng, markers, step);
    if ("advanceHours" in a) {
      d.advance(a.advanceHours * 3600_000);
      continue;
    }
    const before: GameState = d.game;
    if (!d.attempt(a).applied) continue;
    const after = d.game;
    const event = d.events.at(-1)!.event;
    const reach = viewReach(ruleset, event);
    if (reach === EVERY_VIEW) continue;
    const kind = "event" in event ? `${event.type}:${(event.event as { type: string }).type}` : event.type;
    run.narrowed.set(kind, (run.narrowed.get(kind) ?? 0) + 1);
    const every = viewChanges(ruleset, before, after, d.now);
    const declared = viewChanges(ruleset, before, after, d.now, reach);
    if (JSON.stringify(declared) !== JSON.stringify(every))
      run.missed.push(
        `[${rulesetId} seed "${seed}" step ${step}] ${kind} moved ${JSON.stringify(every)}, its reach found ${JSON.stringify(declared)}`,
      );
  }
}

describe("each event changes no view beyond its declared reach", () => {
  for (const rulesetId of Object.keys(GENERATORS) as RulesetId[])
    it(`${rulesetId}: ${SEEDS} random games, every view compared after each command`, { timeout: 240_000 }, () => {
      const run: Run = { missed: [], narrowed: new Map() };
      for (let i = 0; i < SEEDS; i++) play(rulesetId, `reach-${rulesetId}-${i}`, run);
      expect(run.missed.slice(0, 8), run.missed.slice(0, 8).join("\n")).toEqual([]);
      // The seat note is the core's: the games of every rule system with notes must reach it.
      if (rulesetId !== "coin-flip") expect([...run.narrowed.keys()]).toContain("SeatNoteSet");
      if (rulesetId === "clocktower")
        for (const kind of ["ClocktowerNoteSet", "ClocktowerDayEvent:VoteCast", "ClocktowerDayEvent:VoteWithdrawn"])
          expect([...run.narrowed.keys()], kind).toContain(kind);
    });
});

describe("the reach check can fail", () => {
  it("finds a seat's changed view when an event's reach is declared to leave every seat alone", () => {
    const d = setupClocktower("reach-self-test", createRng("reach-self-test"));
    const ruleset = getRuleset("clocktower");
    const before = d.game;
    // Night falling changes the own views of the seats that act at night.
    d.must({ command: { type: "clocktower.startNight" } });
    const after = d.game;
    const every = viewChanges(ruleset, before, after, d.now);
    const none = viewChanges(ruleset, before, after, d.now, { public: false, seats: [] });
    expect(every.seats.length).toBeGreaterThan(0);
    expect(none).not.toEqual(every);
    expect(none.seats).toEqual([]);
  });
});
