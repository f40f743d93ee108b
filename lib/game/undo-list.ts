/**
 * A snapshot keeps a state's undo list apart from the rest of it: the list holds an entry per
 * undoable event (20,000 in a long game, some 40 bytes each: most of its state), and only undo and
 * the moderators' views read it, so the public views and the games list neither read nor parse it.
 */
import type { CoreState } from "./core";
import type { GameState } from "./ruleset";

export type UndoList = CoreState["undoable"];

/** A state without its undo list: what a snapshot stores as its state. */
export type StateWithoutUndo = Omit<GameState, "core"> & { core: Omit<CoreState, "undoable"> };

export function splitUndoList(state: GameState): { state: StateWithoutUndo; undoList: UndoList } {
  const { undoable, ...core } = state.core;
  return { state: { ...state, core }, undoList: undoable };
}

export function withUndoList(state: StateWithoutUndo, undoList: UndoList): GameState {
  return { ...state, core: { ...state.core, undoable: undoList } };
}
