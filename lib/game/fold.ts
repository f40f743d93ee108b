import { evolveCoreKeepingUndo, initialCore, isUndoableCoreEvent, swapSeats, type CoreEvent } from "./core";
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

/**
 * Applies effective events one after the other, keeping the undo list in one array that grows
 * instead of a copy per event (a 20,000-event log copied it 200 million times). The state it starts
 * from is left as it was; the array belongs to the state it returns. Every fold applies events
 * through it: `applyEvent` is a fold of one.
 */
export class Folder {
  private readonly undoable: GameState["core"]["undoable"];
  private game: GameState;

  constructor(
    private readonly ruleset: AnyRuleset,
    start: GameState,
  ) {
    this.undoable = [...start.core.undoable];
    this.game = { ...start, core: { ...start.core, undoable: this.undoable } };
  }

  /** Applies one effective event (never an `Undone`). */
  apply(env: EventEnvelope): void {
    const { event, ...meta } = env;
    const { ruleset, game } = this;
    if (isCoreEventType(event.type)) {
      const core = evolveCoreKeepingUndo(game.core, event as CoreEvent, meta);
      if (isUndoableCoreEvent(event as CoreEvent)) this.undoable.push({ seq: meta.seq, type: event.type });
      const rules = ruleset.onCoreEvent ? ruleset.onCoreEvent(game.rules, event, meta, core) : game.rules;
      this.game = { core, rules };
      return;
    }
    if (!ruleset.isAnnotation?.(event))
      this.undoable.push({
        seq: meta.seq,
        type: event.type,
        ...(meta.actorId.startsWith("seat:") ? { by: meta.actorId.slice("seat:".length) } : {}),
      });
    let core = game.core;
    for (const [a, b] of ruleset.seatSwaps?.(event) ?? []) core = swapSeats(core, a, b);
    this.game = { core, rules: ruleset.evolve(game.rules, event, meta, core) };
  }

  get state(): GameState {
    return this.game;
  }
}

/** Applies one effective event (never an `Undone`) to the state. */
export function applyEvent(ruleset: AnyRuleset, game: GameState, env: EventEnvelope): GameState {
  const folder = new Folder(ruleset, game);
  folder.apply(env);
  return folder.state;
}

/**
 * The state a log folds into. Undo is an appended `Undone` event naming the seq it reverts, so the
 * fold skips reverted events and the `Undone` events themselves.
 */
export function fold(ruleset: AnyRuleset, events: readonly EventEnvelope[], upToSeq = Infinity): GameState {
  const upTo = events.filter((e) => e.seq <= upToSeq);
  const undone = undoneSeqs(upTo);
  const folder = new Folder(ruleset, emptyGame(ruleset));
  for (const env of upTo) if (env.event.type !== "Undone" && !undone.has(env.seq)) folder.apply(env);
  return folder.state;
}

/**
 * Folds the events after a snapshot onto it. Returns null when one of them undoes an event the
 * snapshot already contains: the caller must then fold the whole log.
 */
export function foldFrom(ruleset: AnyRuleset, snapshot: Snapshot, later: readonly EventEnvelope[]): GameState | null {
  const undone = undoneSeqs(later);
  for (const seq of undone) if (seq <= snapshot.seq) return null;
  // One event (a command's) is applied as is: no copy of the state's undo list beyond the one it needs.
  if (later.length === 1 && later[0]!.event.type !== "Undone") return applyEvent(ruleset, snapshot.state, later[0]!);
  const folder = new Folder(ruleset, snapshot.state);
  for (const env of later) if (env.event.type !== "Undone" && !undone.has(env.seq)) folder.apply(env);
  return later.length === 0 ? snapshot.state : folder.state;
}
