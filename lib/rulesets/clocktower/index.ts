import { z } from "zod";
import type { Ruleset } from "../../game/ruleset";

/**
 * The Clocktower-style script ruleset. So far it has no rules of its own: games of this kind have seats only.
 */
type State = Record<string, never>;
type Command = { type: never };
type Event = { type: never };

export const clocktower: Ruleset<State, Command, Event> = {
  id: "clocktower",
  name: "Clocktower-style script",
  commandSchema: z.never(),
  eventSchema: z.never(),
  commandTypes: [],
  eventTypes: [],
  initialState: () => ({}),
  decide: () => ({ ok: false, error: "Clocktower-style script has no commands yet." }),
  evolve: (rules) => rules,
  publicView: () => ({}),
  playerView: () => ({}),
  moderatorView: () => ({}),
};
