/**
 * The event store's reads with the registry's rule systems handed in: what routes and pages load a
 * game through. The store itself knows no registry (lib/db/event-store.ts).
 */
import * as store from "../db/event-store";
import * as list from "../db/game-list";
import * as transfer from "../db/game-transfer";
import type { RulesetId } from "../game/ruleset";
import type { Locale } from "../i18n/locales";
import { getRuleset } from "../registry";

export { createGame, type CreateGameInput, type LoadedGame } from "../db/event-store";
export type { ListedGame } from "../db/game-list";

export const loadGame = (gameId: string) => store.loadGame(getRuleset, gameId);
/**
 * The game for the public and players' views, which never read the undo list: its snapshot's list (most
 * of a long game's) is neither read nor parsed, and the state's list is empty. Not for commands.
 */
export const loadGameForViews = (gameId: string) => store.loadGame(getRuleset, gameId, { undoList: false });
export const loadGameBySlug = (slug: string) => store.loadGameBySlug(getRuleset, slug);
export const loadStates = (games: Parameters<typeof store.loadStates>[1]) => store.loadStates(getRuleset, games);

/** The state as it stood right after event `seq` (the read-only timeline). */
export const loadGameAt = (gameId: string, rulesetId: RulesetId, seq: number) =>
  store.loadGameAt(getRuleset(rulesetId), gameId, seq);

export const listEvents = (gameId: string, rulesetId: RulesetId, afterSeq?: number, limit?: number) =>
  store.listEvents(getRuleset(rulesetId), gameId, afterSeq, limit);

/** The log as a host who plays a seat may page through it (store.listEventsForHost). */
export const listEventsForHost = (gameId: string, rulesetId: RulesetId, after?: number, limit?: number) =>
  store.listEventsForHost(getRuleset(rulesetId), gameId, after, limit);

export const listGamesWithSummaries = (userId: string, now: Date, locale?: Locale) =>
  list.listGamesWithSummaries(getRuleset, userId, now, locale);

export const exportGame = (gameId: string, now: Date) => transfer.exportGame(getRuleset, gameId, now);
export const importGame = (raw: unknown, userId: string) => transfer.importGame(getRuleset, raw, userId);
