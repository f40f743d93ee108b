/**
 * Random coin-flip play for the leak property test: 2–6 seats, calls from players' own links (and
 * now and then for another seat, which must be refused) and by the moderator, a flip at some point.
 */
import type { Rng } from "@/lib/game/rng";
import type { GameState } from "@/lib/game/ruleset";
import type { CoinFlipState } from "@/test/rulesets/coin-flip";
import { asPlayer, Driver, type Attempt } from "./driver";

export function setupCoinFlip(seed: string, rng: Rng): Driver {
  const d = new Driver("coin-flip", seed);
  const seats = 2 + rng.int(5);
  for (let i = 0; i < seats; i++)
    d.must({ command: { type: "seat.add", name: `Player ${String.fromCharCode(65 + i)}` } });
  return d;
}

/** Calls (changed at will) for most of the game, the flip late: after it every command is refused. */
export function coinFlipAttempt(d: Driver, rng: Rng, step: number): Attempt {
  const seats = d.game.core.seats.map((s) => s.id);
  if (step > 70 && rng.next() < 0.1) return { command: { type: "coinFlip.flip" }, force: rng.next() < 0.7 };
  const seatId = rng.pick(seats);
  const call = rng.pick(["heads", "tails"] as const);
  const actor = rng.next() < 0.6 ? asPlayer(rng.next() < 0.85 ? seatId : rng.pick(seats)) : undefined;
  return { command: { type: "coinFlip.call", seatId, call }, ...(actor ? { actor } : {}) };
}

/** The game with every call but `viewer`'s turned over (and calls added for seats that had none). */
export function perturbCoinFlip(game: GameState, rng: Rng, viewer: string | null): GameState {
  const g = game as GameState<CoinFlipState>;
  const calls = { ...g.rules.calls };
  for (const s of g.core.seats) {
    if (s.id === viewer) continue;
    const was = calls[s.id];
    if (was) calls[s.id] = was === "heads" ? "tails" : "heads";
    else if (rng.next() < 0.5) calls[s.id] = "heads";
  }
  return { ...g, rules: { ...g.rules, calls } };
}
