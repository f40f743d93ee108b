import { z } from "zod";
import type { Ruleset } from "../../game/ruleset";

/**
 * The Secret Moon ruleset. So far it has no rules of its own: games of this kind have seats only.
 */
type State = Record<string, never>;
type Command = { type: never };
type Event = { type: never };

export const secretMoon: Ruleset<State, Command, Event> = {
  id: "secret-moon",
  name: "Secret Moon",
  commandSchema: z.never(),
  eventSchema: z.never(),
  commandTypes: [],
  eventTypes: [],
  initialState: () => ({}),
  decide: () => ({ ok: false, error: "Secret Moon has no commands yet." }),
  evolve: (rules) => rules,
  publicView: () => ({}),
  playerView: () => ({}),
  moderatorView: () => ({}),
};
