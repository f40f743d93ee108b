/** An earlier day of a public Clocktower town, with its whole vote log: loaded on demand, not live. */
import { prisma } from "./db/client";
import { loadGameForViews } from "./service/games";
import type { ClocktowerPublicView } from "./rulesets/clocktower";
import { voteLogKey } from "./rulesets/clocktower";
import { engine } from "./registry";
import { gameLanguage } from "./game/core";
import type { Locale } from "./i18n/locales";
import { render } from "./i18n/render";

export interface DayVotes {
  title: string;
  /** The game's language (the page's `<html lang>` and words). */
  language: Locale;
  day: number;
  summary: string | null;
  voteLog: string[];
  /** Names this content: an address that carries it may be cached for ever. */
  key: string;
}

/** Null for an unknown or unpublished town, a game of another rule system, or a day not over yet. */
export async function loadDayVotes(slug: string, day: number): Promise<DayVotes | null> {
  const row = await prisma.game.findUnique({ where: { slug }, select: { id: true, rulesetId: true } });
  if (!row || row.rulesetId !== "clocktower") return null;
  const game = await loadGameForViews(row.id);
  if (!game?.state.core.published) return null;
  const rules = engine.publicView(game.state, new Date()).rules as ClocktowerPublicView;
  const d = rules.dayHistory.find((h) => h.number === day);
  if (!d) return null;
  return {
    title: game.state.core.title,
    language: gameLanguage(game.state.core),
    day,
    // The summary is a message in days resolved since issue 17: the game's language writes it.
    summary: d.result ? render(d.result.summary, gameLanguage(game.state.core)) : null,
    voteLog: d.voteLog,
    key: voteLogKey(d.voteLog),
  };
}

/** For ever when the address names this content (`?v=<key>`), else ask again each time. */
export function dayVotesCacheControl(votes: DayVotes, v: unknown): string {
  // not text: a Cache-Control header value
  return v === votes.key ? "public, max-age=31536000, immutable" : "no-cache";
}
