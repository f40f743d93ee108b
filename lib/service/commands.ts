/**
 * The command service, between the routes and the event store: a route parses the request and
 * checks who may act; here a command is checked, decided against the game's state, folded and
 * appended. The moderator's and the players' routes both come through `runCommand`.
 */
import { randomBytes } from "node:crypto";
import {
  actorId,
  appendEvent,
  appendEventAt,
  currentState,
  lastWritten,
  readRulesetId,
  remember,
  snapshotDue,
  stateAt,
  withGameLocked,
  writeSnapshotLater,
  type Append,
  type LockedGame,
} from "../db/event-store";
import { commandRequestSchema, decideCommand, parseCommand, type Command } from "../game/commands";
import { gameLanguage } from "../game/core";
import type { EventEnvelope } from "../game/events";
import { foldFrom } from "../game/fold";
import { playingHostSeat } from "../game/playing-host";
import { createRng } from "../game/rng";
import type { Actor, AnyRuleset, GameState } from "../game/ruleset";
import { findOutOfRangeNumber, findUncleanText } from "../game/text";
import { viewReach } from "../game/view-reach";
import { moderatorViewChanged, nextViewVersions, viewChanges, type ViewVersions } from "../game/view-versions";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import type { Phrase } from "../i18n/message";
import { liveHub } from "../live/hub";
import { getRuleset } from "../registry";
import { queueOutletPosts } from "./outbox";
import { timed } from "../timing";

/** `version` in a needs-force, refused or conflict answer is the moderators' version (LoadedGame.moderatorVersion). */
export type CommandResult =
  | {
      status: "applied";
      /** The event's seq. */
      version: number;
      moderatorVersion: number;
      /** Whether the moderators' version moved (it does not for what a playing host may not notice). */
      noticed: boolean;
      /** What public pages and players' links may be told instead of `version`. */
      views: ViewVersions;
      event: EventEnvelope;
      warnings: Phrase[];
      state: GameState;
    }
  /** `language`: the game's, for a player's page; a moderator reads the warnings in their own. */
  | { status: "needs-force"; version: number; warnings: Phrase[]; language: Locale }
  /** Not a command at all (checkCommand): each route says so in its own words. */
  | ({ status: "malformed" } & CommandProblem)
  | { status: "invalid"; error: Phrase; field?: string }
  | { status: "refused"; error: Phrase; field?: string; version: number; language: Locale }
  | { status: "conflict"; version: number }
  | { status: "not-found" };

/** Why what was sent is no command: a text or number outside what any command takes (its path), or no `type`. */
export type CommandProblem =
  { problem: "unclean"; path: string } | { problem: "out-of-range"; path: string } | { problem: "shape" };

const commandShape = commandRequestSchema.shape.command;

/** What every command must be before its rule system reads it, from either route. */
export function checkCommand(raw: unknown): { ok: true; command: Command } | ({ ok: false } & CommandProblem) {
  const unclean = findUncleanText(raw);
  if (unclean !== null) return { ok: false, problem: "unclean", path: unclean };
  const outOfRange = findOutOfRangeNumber(raw);
  if (outOfRange !== null) return { ok: false, problem: "out-of-range", path: outOfRange };
  const shaped = commandShape.safeParse(raw);
  return shaped.success ? { ok: true, command: shaped.data } : { ok: false, problem: "shape" };
}

export interface RunCommandInput {
  gameId: string;
  actor: Actor;
  /** The command as the request carried it: checkCommand and the rule system's schema check it here. */
  command: unknown;
  expectedVersion?: number;
  force?: boolean;
  now: Date;
  /** Seeds the command's randomness; random when absent. */
  seed?: string;
  /**
   * The language a malformed command's validation message comes in (zod's own messages); English when
   * absent. A function is asked only when a message is to be said (the account's lookup costs a query).
   */
  locale?: Locale | (() => Promise<Locale>);
}

/**
 * Whether an event moves the version moderators are told: always, unless the host plays a seat
 * (before or after it), and then only when it changed what the host sees.
 */
function moderatorsNotice(ruleset: AnyRuleset, before: GameState, after: GameState, now: Date): boolean {
  if (playingHostSeat(ruleset, before) === null && playingHostSeat(ruleset, after) === null) return true;
  return moderatorViewChanged(ruleset, before, after, now);
}

/**
 * Checks, decides and appends one command. Concurrent commands on one game queue on its row lock,
 * so none is lost; a caller that names `expectedVersion` gets a conflict instead when the game
 * moved on.
 */
export async function runCommand(input: RunCommandInput): Promise<CommandResult> {
  const checked = checkCommand(input.command);
  if (!checked.ok) {
    const { ok: _, ...problem } = checked;
    return { status: "malformed", ...problem };
  }
  const rulesetId = await timed("ruleset", () => readRulesetId(input.gameId));
  if (!rulesetId) return { status: "not-found" };
  const ruleset = getRuleset(rulesetId);
  const parsed = parseCommand(ruleset, checked.command);
  if (!parsed.ok) {
    // Parsed again in the reader's language only when there is something to say in it.
    const locale = typeof input.locale === "function" ? await input.locale() : input.locale;
    const said = locale && locale !== DEFAULT_LOCALE ? parseCommand(ruleset, checked.command, locale) : parsed;
    const problem = said.ok ? parsed : said;
    return { status: "invalid", error: problem.error, field: problem.field };
  }

  const command: Parsed = { ruleset, command: parsed.command, input };
  const result =
    (await appendUnlocked(command)) ??
    (await withGameLocked(input.gameId, async (tx, game): Promise<Outcome> => {
      const state = await timed("state", () => currentState(tx, ruleset, input.gameId, game.version));
      const decided = decide(command, game, state);
      if (decided.status !== "decided") return decided;
      // An undo of an event the state already holds folds the log again.
      const next =
        decided.next ?? (await stateAt(tx, ruleset, input.gameId, game.version, { pending: [decided.envelope] }));
      const append = toAppend(command, game, state, decided.envelope, next);
      await appendEvent(tx, append);
      // What the event publishes to the game's outlets, queued in its own transaction (no query without one).
      if (game.hasOutlets) await timed("outlets", () => queueOutletPosts(tx, input.gameId, next, input.now));
      return applied(game, append, decided, game.hasOutlets);
    }));
  if (!result) return { status: "not-found" };
  if (result.status !== "applied") return result;
  const { head, ...answer } = result;
  remember(input.gameId, answer.version, answer.state, { head });
  if (snapshotDue(answer.version)) writeSnapshotLater(input.gameId, answer.version, answer.state);
  return answer;
}

/** A command its rule system has parsed, on its way to the log. */
interface Parsed {
  ruleset: AnyRuleset;
  command: Command;
  input: RunCommandInput;
}

/** runCommand's answer; an applied one with the game's row as the append left it (LockedGame). */
type Outcome = Exclude<CommandResult, { status: "applied" }> | Applied;
type Applied = Extract<CommandResult, { status: "applied" }> & { head: LockedGame };

/** An event to append; the state after it when a fold from the state before gives it (an undo's does not). */
interface Decided {
  status: "decided";
  envelope: EventEnvelope;
  next: GameState | null;
  warnings: Phrase[];
}

/** The command decided against the game at `game`'s row: an answer without an event, or the event to append. */
function decide(
  { ruleset, command, input }: Parsed,
  game: LockedGame,
  state: GameState,
): Exclude<CommandResult, { status: "applied" }> | Decided {
  // Compared with what moderators are told: a hidden action the host could not see is no conflict.
  if (input.expectedVersion !== undefined && input.expectedVersion !== game.moderatorVersion)
    return { status: "conflict", version: game.moderatorVersion };
  const rng = createRng(input.seed ?? randomBytes(12).toString("base64url"));
  const decision = timed("decide", () =>
    decideCommand(ruleset, state, command, { now: input.now, rng, actor: input.actor }),
  );
  const language = gameLanguage(state.core);
  if (!decision.ok)
    return {
      status: "refused",
      error: decision.error,
      field: decision.field,
      version: game.moderatorVersion,
      language,
    };
  if (decision.warnings.length > 0 && !input.force)
    return { status: "needs-force", version: game.moderatorVersion, warnings: decision.warnings, language };
  const envelope: EventEnvelope = {
    seq: game.version + 1,
    at: input.now.toISOString(),
    actorId: actorId(input.actor),
    event: decision.event,
  };
  const next = timed("fold", () => foldFrom(ruleset, { seq: game.version, state }, [envelope]));
  return { status: "decided", envelope, next, warnings: decision.warnings };
}

/** The append of a decided event: the views it moved, the moderators' version. */
function toAppend(
  { ruleset, input }: Parsed,
  game: LockedGame,
  state: GameState,
  envelope: EventEnvelope,
  next: GameState,
): Append {
  const views = nextViewVersions(
    game.views,
    timed("views", () => viewChanges(ruleset, state, next, input.now, viewReach(ruleset, envelope.event))),
  );
  const noticed = timed("moderators", () => moderatorsNotice(ruleset, state, next, input.now));
  return {
    gameId: input.gameId,
    version: game.version,
    event: envelope.event,
    actorId: envelope.actorId,
    at: input.now,
    next,
    views,
    moderators: {
      version: game.moderatorVersion + (noticed ? 1 : 0),
      updatedAt: noticed ? new Date() : game.updatedAt,
    },
  };
}

function applied(game: LockedGame, append: Append, decided: Decided, hasOutlets: boolean): Applied {
  return {
    status: "applied",
    version: decided.envelope.seq,
    moderatorVersion: append.moderators.version,
    noticed: append.moderators.version !== game.moderatorVersion,
    views: append.views,
    event: decided.envelope,
    warnings: decided.warnings,
    state: append.next,
    head: {
      version: decided.envelope.seq,
      moderatorVersion: append.moderators.version,
      views: append.views,
      updatedAt: append.moderators.updatedAt,
      hasOutlets,
    },
  };
}

/**
 * The common case without the row's lock first: decided against the game as this process last wrote
 * it, and appended only if no other append came since (appendEventAt checks, in its one statement).
 * Null, having written nothing, whenever the locked way must answer: nothing remembered, another
 * process's append heard of or met, outlets to post to, an undo, or any answer but an append (a
 * refusal or a conflict is told only from the row as it stands).
 */
async function appendUnlocked(command: Parsed): Promise<Applied | null> {
  const { gameId } = command.input;
  const last = lastWritten(gameId);
  if (!last || last.head.hasOutlets) return null;
  const heard = liveHub.knownVersion(gameId);
  // (An older version heard of is this process's own last append, its notification still on its way.)
  if (heard !== undefined && heard > last.head.version) return null;
  const decided = decide(command, last.head, last.state);
  if (decided.status !== "decided" || !decided.next) return null;
  const append = toAppend(command, last.head, last.state, decided.envelope, decided.next);
  if (!(await appendEventAt(append))) return null;
  return applied(last.head, append, decided, false);
}

/**
 * Playing-host mode (decision 010): a link the host makes for another seat after the deal could let
 * her open that seat's secrets, so it is announced on the town square. The host's own seat and
 * games whose host only moderates (or has not dealt yet) announce nothing.
 */
export async function announceLinks(gameId: string, game: GameState, seatIds: readonly string[]): Promise<void> {
  const host = playingHostSeat(getRuleset(game.core.rulesetId), game);
  if (host === null) return;
  for (const seatId of seatIds) {
    if (seatId === host) continue;
    await runCommand({
      gameId,
      actor: { kind: "system" },
      command: { type: "seat.linkRemade", seatId },
      force: true,
      now: new Date(),
    });
  }
}
