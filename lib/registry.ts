/**
 * The composition root: every rule system by id, and the core's functions with the game's ruleset
 * looked up for them. The core (`lib/game/`) and the rulesets (`lib/rulesets/<id>/`) never import this
 * module; the database layer, the routes and the pages do.
 */
import type { Command } from "./game/commands";
import { decideCommand, parseCommand } from "./game/commands";
import { parseStoredEvent, type EventEnvelope, type StoredEvent } from "./game/events";
import { checkImport, checkImportInSteps } from "./game/export-format";
import { applyEvent, fold, Folder, foldFrom, type Snapshot } from "./game/fold";
import type { SeatId } from "./game/core";
import type { Locale } from "./i18n/locales";
import type { AnyRuleset, DecideContext, GameState, RulesetId } from "./game/ruleset";
import { gameWords, livePlayerView, livePublicView, moderatorView, playerView, publicView } from "./game/views";
import { listSummary } from "./game/list-summary";
import { eventForModerator, playingHostSeat } from "./game/playing-host";
import { moderatorViewChanged, viewChanges } from "./game/view-versions";
import { clocktower } from "./rulesets/clocktower";
import { kemomimiPanic } from "./rulesets/kemomimi-panic";
import { secretMoon } from "./rulesets/secret-moon";
// The test rule system that proves the recipe (docs/architecture.md); offered only where GRIMOIRE_TEST_RULESETS=on.
import { coinFlip } from "@/test/rulesets/coin-flip";

const RULESETS: Record<RulesetId, AnyRuleset> = {
  clocktower,
  "secret-moon": secretMoon,
  "kemomimi-panic": kemomimiPanic,
  "coin-flip": coinFlip,
};

export function getRuleset(id: RulesetId): AnyRuleset {
  return RULESETS[id];
}

/** Whether games of this rule system may be created here: a `testOnly` one only where GRIMOIRE_TEST_RULESETS=on. */
export const isOffered = (id: RulesetId) => !RULESETS[id].testOnly || process.env.GRIMOIRE_TEST_RULESETS === "on";

/** The rule systems a moderator may choose for a new game. */
export const rulesetChoices = Object.values(RULESETS)
  .filter((r) => isOffered(r.id))
  .map((r) => ({ id: r.id, name: r.name }));

/** Every rule system, offered or not (the tests that every list names each). */
export const allRulesetIds = Object.keys(RULESETS) as RulesetId[];

const of = (game: GameState) => getRuleset(game.core.rulesetId);

/** The core's functions for a game of any rule system. */
export const engine = {
  parseCommand: (id: RulesetId, raw: Command, locale?: Locale) => parseCommand(getRuleset(id), raw, locale),
  decideCommand: (game: GameState, command: Command, ctx: DecideContext) => decideCommand(of(game), game, command, ctx),
  parseStoredEvent: (id: RulesetId, row: StoredEvent) => parseStoredEvent(getRuleset(id), row),
  applyEvent: (game: GameState, env: EventEnvelope) => applyEvent(of(game), game, env),
  /** Applies many events in turn without copying the undo list for each (lib/game/fold.ts). */
  folder: (game: GameState) => new Folder(of(game), game),
  fold: (id: RulesetId, events: readonly EventEnvelope[], upToSeq?: number) => fold(getRuleset(id), events, upToSeq),
  foldFrom: (snapshot: Snapshot, later: readonly EventEnvelope[]) => foldFrom(of(snapshot.state), snapshot, later),
  publicView: (game: GameState, now: Date) => publicView(of(game), game, now),
  playerView: (game: GameState, seatId: SeatId, now: Date) => playerView(of(game), game, seatId, now),
  livePublicView: (game: GameState, now: Date) => livePublicView(of(game), game, now),
  livePlayerView: (game: GameState, seatId: SeatId, now: Date) => livePlayerView(of(game), game, seatId, now),
  moderatorView: (game: GameState, now: Date) => moderatorView(of(game), game, now),
  listSummary: (game: GameState, now: Date) => listSummary(of(game), game, now, gameWords(game)),
  /** What an event changed in the public view and in each seat's own view (lib/game/view-versions.ts). */
  viewChanges: (before: GameState, after: GameState, now: Date) => viewChanges(of(after), before, after, now),
  /** Whether an event changed what the game's moderators see (the stream, while the host plays a seat). */
  moderatorViewChanged: (before: GameState, after: GameState, now: Date) =>
    moderatorViewChanged(of(after), before, after, now),
  /** The seat the host plays in playing-host mode, or null (lib/game/playing-host.ts). */
  playingHostSeat: (game: GameState) => playingHostSeat(of(game), game),
  /** An event as the game's moderators may read it (hidden from a playing host when it holds a secret). */
  eventForModerator: (game: GameState, env: EventEnvelope) => eventForModerator(of(game), game, env),
  /** The kinds of post its games' outlets may carry (lib/game/outlets.ts); none without `outlets`. */
  outletKinds: (id: RulesetId) => getRuleset(id).outlets?.kinds ?? [],
  /** The posts the game holds now for its outlets, from the public view only. */
  outletPosts: (game: GameState, now: Date) => of(game).outlets?.posts(game, now, gameWords(game)) ?? [],
  /** The next instant the posts change with no event (a deadline), or null. */
  outletNextChange: (game: GameState, now: Date) => of(game).outlets?.nextChange?.(game, now, gameWords(game)) ?? null,
  checkImport: (raw: unknown) => checkImport(raw, getRuleset),
  checkImportInSteps: (raw: unknown, pause: () => Promise<void>) => checkImportInSteps(raw, getRuleset, pause),
};
