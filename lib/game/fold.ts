import { evolveCore, initialCore, recordUndoable, swapSeats, type CoreEvent } from "./core";
import { isCoreEventType, type EventEnvelope } from "./events";
import type { AnyRuleset, GameState } from "./ruleset";

export interface Snapshot {
  seq: number;
  state: GameState;
}

/** Seqs reverted by `Undone` events in the given log. */
export function undoneSeqs(events: readonly EventEnvelope[]): Set<number> {
  const out = new Set<number>();
  for (const e of events) if (e.event.type === "Undone") out.add((e.event as { seq: number }).seq);
  return out;
}

export function emptyGame(ruleset: AnyRuleset): GameState {
  return { core: { ...initialCore(), rulesetId: ruleset.id }, rules: ruleset.initialState() };
}

/** Applies one effective event (never an `Undone`) to the state. */
export function applyEvent(ruleset: AnyRuleset, game: GameState, env: EventEnvelope): GameState {
  const { event, ...meta } = env;
  if (isCoreEventType(event.type)) {
    const core = evolveCore(game.core, event as CoreEvent, meta);
    const rules = ruleset.onCoreEvent ? ruleset.onCoreEvent(game.rules, event, meta, core) : game.rules;
    return { core, rules };
  }
  let core = ruleset.isAnnotation?.(event) ? game.core : recordUndoable(game.core, event.type, meta);
  for (const [a, b] of ruleset.seatSwaps?.(event) ?? []) core = swapSeats(core, a, b);
  return { core, rules: ruleset.evolve(game.rules, event, meta, core) };
}

/**
 * The state a log folds into. Undo is an appended `Undone` event naming the seq it reverts, so the
 * fold skips reverted events and the `Undone` events themselves.
 */
export function fold(ruleset: AnyRuleset, events: readonly EventEnvelope[], upToSeq = Infinity): GameState {
  const upTo = events.filter((e) => e.seq <= upToSeq);
  const undone = undoneSeqs(upTo);
  let game = emptyGame(ruleset);
  for (const env of upTo) {
    if (env.event.type === "Undone" || undone.has(env.seq)) continue;
    game = applyEvent(ruleset, game, env);
  }
  return game;
}

/**
 * Folds the events after a snapshot onto it. Returns null when one of them undoes an event the
 * snapshot already contains: the caller must then fold the whole log.
 */
export function foldFrom(ruleset: AnyRuleset, snapshot: Snapshot, later: readonly EventEnvelope[]): GameState | null {
  const undone = undoneSeqs(later);
  for (const seq of undone) if (seq <= snapshot.seq) return null;
  let game = snapshot.state;
  for (const env of later) {
    if (env.event.type === "Undone" || undone.has(env.seq)) continue;
    game = applyEvent(ruleset, game, env);
  }
  return game;
}
