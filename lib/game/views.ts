import { playingHostSeat, typeForModerator } from "./playing-host";
import type { AnyRuleset, GameState } from "./ruleset";
import { gameLanguage, type SeatId } from "./core";
import type { Locale } from "../i18n/locales";
import type { Say } from "../i18n/message";
import { renderer } from "../i18n/render";

/**
 * The words of a game's language, which its rule system's views write in (a clock's deadlines, the
 * vote count's exports): the server's catalogues, handed down rather than looked up (issue 23). This
 * module is the server's: no client component imports it.
 */
export function gameWords(game: GameState): Say {
  return renderer(gameLanguage(game.core));
}

/**
 * What anyone may see. Built field by field from an allow-list: a seat's note, or anything the
 * ruleset keeps hidden, has no place in this type.
 */
export interface PublicView<R = unknown> {
  title: string;
  /** The language of the game's public pages (their `<html lang>` and chrome). */
  language: Locale;
  rulesetId: GameState["core"]["rulesetId"];
  rulesetName: string;
  seats: Array<{ id: SeatId; name: string; handle: string | null }>;
  /** The ruleset's section lists the seats itself (see `Ruleset.listsSeatsPublicly`). */
  rulesListSeats: boolean;
  rules: R;
  /** Links the host made for other seats while playing one: announced to the table (decision 010). */
  linkNotices: Array<{ seatId: SeatId; name: string; at: string }>;
}

export function publicView(ruleset: AnyRuleset, game: GameState, now: Date): PublicView {
  return {
    title: game.core.title,
    language: gameLanguage(game.core),
    rulesetId: game.core.rulesetId,
    rulesetName: ruleset.name,
    seats: game.core.seats.map((s) => ({ id: s.id, name: s.name, handle: s.handle })),
    rulesListSeats: ruleset.listsSeatsPublicly ?? false,
    rules: ruleset.publicView(game, now, gameWords(game)),
    linkNotices: (game.core.linkNotices ?? []).map((n) => ({ ...n })),
  };
}

/** The public view as the live town square carries it (see `Ruleset.liveView`). */
export function livePublicView(ruleset: AnyRuleset, game: GameState, now: Date): PublicView {
  const view = publicView(ruleset, game, now);
  return ruleset.liveView ? { ...view, rules: ruleset.liveView(view.rules) } : view;
}

export interface PlayerView<R = unknown, O = unknown> extends PublicView<R> {
  seatId: SeatId;
  own: O;
}

export function playerView(ruleset: AnyRuleset, game: GameState, seatId: SeatId, now: Date): PlayerView {
  return { ...publicView(ruleset, game, now), seatId, own: ruleset.playerView(game, seatId, now, gameWords(game)) };
}

/** A player's page, live: the live public view plus the seat's own part. */
export function livePlayerView(ruleset: AnyRuleset, game: GameState, seatId: SeatId, now: Date): PlayerView {
  return { ...livePublicView(ruleset, game, now), seatId, own: ruleset.playerView(game, seatId, now, gameWords(game)) };
}

export interface ModeratorView<R = unknown> {
  title: string;
  language: Locale;
  rulesetId: GameState["core"]["rulesetId"];
  rulesetName: string;
  published: boolean;
  seats: GameState["core"]["seats"];
  canUndo: { seq: number; type: string; step?: UndoStep } | null;
  rules: R;
}

/**
 * Whose step a playing host's undo would revert, when a player took it from their link: the host's
 * own, or another player's (named only when the table knows who acted: `Ruleset.openStep`).
 */
export type UndoStep = { kind: "own" } | { kind: "player"; seatId: SeatId | null };

export function undoStepForHost(ruleset: AnyRuleset, game: GameState): UndoStep | null {
  const last = game.core.undoable.at(-1);
  const host = playingHostSeat(ruleset, game);
  if (!last?.by || host === null) return null;
  if (last.by === host) return { kind: "own" };
  return { kind: "player", seatId: ruleset.openStep?.(last.type) ? last.by : null };
}

/** The step undo would revert; a playing host is not told the kind of a ruleset's event ("Undo: Thief's answer"). */
function undoableForModerator(ruleset: AnyRuleset, game: GameState): ModeratorView["canUndo"] {
  const last = game.core.undoable.at(-1);
  if (!last) return null;
  const step = undoStepForHost(ruleset, game);
  return { seq: last.seq, type: typeForModerator(ruleset, game, last.type), ...(step ? { step } : {}) };
}

export function moderatorView(ruleset: AnyRuleset, game: GameState, now: Date): ModeratorView {
  return {
    title: game.core.title,
    language: gameLanguage(game.core),
    rulesetId: game.core.rulesetId,
    rulesetName: ruleset.name,
    published: game.core.published,
    seats: game.core.seats,
    canUndo: undoableForModerator(ruleset, game),
    rules: ruleset.moderatorView(game, now, gameWords(game)),
  };
}
