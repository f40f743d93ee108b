import type { Phrase, Say } from "../i18n/message";
import type { z } from "zod";
import type { Rng } from "./rng";
import type { CoreState, EventMeta, SeatId } from "./core";
import type { ListSummary } from "./list-summary";
import type { RulesetOutlets } from "./outlets";

import type { RulesetId } from "./ruleset-id";
import type { WordsPath } from "../i18n/namespaces";
import type { ViewReach } from "./view-reach";

export { RULESET_IDS, type RulesetId } from "./ruleset-id";

/** Who issued a command: a signed-in moderator (host or co-host), a player through their link, or the app. */
export type Actor = { kind: "moderator"; userId: string } | { kind: "player"; seatId: SeatId } | { kind: "system" };

export interface DecideContext {
  now: Date;
  rng: Rng;
  actor: Actor;
}

/**
 * What a command decides. A command produces exactly one event, so "undo" always reverts exactly one
 * command. Warnings are rule breaks a storyteller may allow: the app applies the event only when the
 * command was sent with `force: true`. Errors are the impossible; they never append anything.
 */
export type Decision<E> = { ok: true; event: E; warnings?: Phrase[] } | { ok: false; error: Phrase; field?: string };

export interface GameState<S = unknown> {
  core: CoreState;
  rules: S;
}

/** The catalogue parts a rule system's pages and posts read (lib/i18n/namespaces.ts checks each exists). */
export interface RulesetWords {
  page: readonly WordsPath[];
  posts: readonly WordsPath[];
}

/**
 * One rule system. Everything here is pure: no I/O, no Date.now(), no Math.random().
 * `C` and `E` are the ruleset's own commands and events, each `{ type: string, ... }`, with their types
 * prefixed by the ruleset (e.g. `clocktower.deal`, `SecretMoonInspected`) so they never collide with
 * the core's.
 */
export interface Ruleset<
  S,
  C extends { type: string },
  E extends { type: string },
  PV = unknown,
  PlV = unknown,
  MV = unknown,
> {
  id: RulesetId;
  name: string;
  /** A rule system for the tests only (test/rulesets/): not offered unless GRIMOIRE_TEST_RULESETS=on. */
  testOnly?: boolean;
  /** Zod schemas, used at the boundary for commands and when stored events are read back. */
  commandSchema: z.ZodType<C>;
  eventSchema: z.ZodType<E>;
  /** Command and event type names this ruleset owns (to route commands and parse events). */
  commandTypes: readonly string[];
  eventTypes: readonly string[];
  /**
   * The catalogue's parts (a namespace, or "namespace.part") its screens read, shipped with its game
   * page, and those its posts are written in (shipped too when the game's language is not the reader's).
   */
  words: RulesetWords;
  initialState(): S;
  decide(game: GameState<S>, cmd: C, ctx: DecideContext): Decision<E>;
  /** Applies one of its own events. `core` is the core state after the event. */
  evolve(rules: S, event: E, meta: EventMeta, core: CoreState): S;
  /**
   * Called for core events (seats added, removed, moved...) so the ruleset can keep its state
   * consistent. Optional: most rulesets ignore them.
   */
  onCoreEvent?(rules: S, event: { type: string }, meta: EventMeta, core: CoreState): S;
  /**
   * Warnings a ruleset raises about a core command (e.g. removing a seat that holds a dealt card).
   */
  coreCommandWarnings?(game: GameState<S>, cmd: { type: string }): Phrase[];
  /**
   * True for an event that only annotates the game (a record of a review, say) and changes nothing
   * in play: "undo" passes over it and reverts the last event that did. Optional: none by default.
   */
  isAnnotation?(event: E): boolean;
  /**
   * Pairs of seats one of its events swaps at the table (the Clocktower Matron's seat swaps): the
   * fold swaps them in the core's seat order, so every view (the town's list, neighbours) follows
   * and undo puts them back. Optional: no event moves seats by default.
   */
  seatSwaps?(event: E): ReadonlyArray<readonly [SeatId, SeatId]>;
  /**
   * Built from an allow-list: only what every player may know. `say` is the words of the game's
   * language (`renderer(gameLanguage(core))`, handed by lib/game/views.ts) for what a view writes out
   * (a clock's deadlines, the vote count's exports); a view with nothing to write ignores it.
   */
  publicView(game: GameState<S>, now: Date, say: Say): PV;
  /**
   * What the live town square (and its JSON and stream) carries of the public view: what the page
   * shows now, leaving out what loads on demand (Clocktower: earlier days' vote logs). Optional: all of it.
   */
  liveView?(view: PV): PV;
  /**
   * True when the ruleset's public section lists every seat with its state (alive, dead…), so the
   * town square leaves out its plain list of players instead of showing the names twice.
   */
  listsSeatsPublicly?: boolean;
  /**
   * The views one of its events may change (lib/game/view-reach.ts): a command compares only those
   * to learn whose version moves. Optional: every event may change every view.
   */
  viewReach?(event: E): ViewReach;
  /** What one seat may know: the public view's facts plus that seat's own secrets. */
  playerView(game: GameState<S>, seat: SeatId, now: Date, say: Say): PlV;
  /** Everything, plus hints for the moderator. */
  moderatorView(game: GameState<S>, now: Date, say: Say): MV;
  /** The games list's line for the game (phase, alive, next deadline, what waits), from its moderator view. */
  listSummary?(view: MV, now: Date): ListSummary;
  /**
   * Playing-host mode: the seat the host plays, or null when they only moderate (and once the game
   * has ended, when everything is revealed). While it is set, every answer a moderator's account can
   * read holds only what that seat may know: `moderatorView` shows the flow and its progress, and the
   * core passes the event log and a command's answer through `eventForHost` (lib/game/playing-host.ts).
   * Optional: without it a ruleset has no playing host.
   */
  hostSeat?(rules: S): SeatId | null;
  /**
   * The event as the playing host's seat may see it (the event itself, or a copy without its secrets),
   * or null when even its kind or its actor would tell that seat something: the log then shows only
   * that something happened. `rules` is the current state. Required with `hostSeat`.
   */
  eventForHost?(event: E, rules: S, hostSeat: SeatId): E | null;
  /**
   * Playing-host mode: whether the table knows who took a step of this event type (a Secret Moon turn,
   * whose number was called aloud), so that a host undoing a player's step is told whose it was. Never
   * its content. Optional: by default the host is told only that it was a player's hidden action.
   */
  openStep?(type: string): boolean;
  /**
   * What its games publish to outlets (Discord and generic webhooks), from the public view only:
   * the kinds it has, and the posts the state holds now (lib/game/outlets.ts). Optional: none.
   */
  outlets?: RulesetOutlets<GameState<S>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any, any>;
