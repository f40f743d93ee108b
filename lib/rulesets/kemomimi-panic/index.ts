import { z } from "zod";
import type { Ruleset } from "../../game/ruleset";

/**
 * The Kemomimi Panic ruleset. So far it has no rules of its own: games of this kind have seats only.
 */
type State = Record<string, never>;
type Command = { type: never };
type Event = { type: never };

export const kemomimiPanic: Ruleset<State, Command, Event> = {
  id: "kemomimi-panic",
  name: "Kemomimi Panic",
  commandSchema: z.never(),
  eventSchema: z.never(),
  commandTypes: [],
  eventTypes: [],
  initialState: () => ({}),
  decide: () => ({ ok: false, error: "Kemomimi Panic has no commands yet." }),
  evolve: (rules) => rules,
  publicView: () => ({}),
  playerView: () => ({}),
  moderatorView: () => ({}),
};
