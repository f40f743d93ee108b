/** The games list: each game with what it says about itself (phase, alive, deadline, what waits). */
import type { GameState } from "../game/ruleset";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { msg } from "../i18n/message";
import { render } from "../i18n/render";
import { listSummary, type ListSummary } from "../game/list-summary";
import { gameWords } from "../game/views";
import { loadStates, type RulesetLookup } from "./event-store";
import { listGamesFor, type GameSummary } from "./games";

/** A summary as the reader reads it: its messages rendered in their language. */
export interface SaidSummary extends Omit<ListSummary, "phase" | "deadline" | "waiting"> {
  phase: string;
  deadline: { label: string; at: string } | null;
  waiting: string[];
}

/** A listed game: its `version` is the moderators' version, as everywhere a moderator reads one. */
export interface ListedGame extends Omit<GameSummary, "moderatorVersion"> {
  summary: SaidSummary;
}

/** Each of the moderator's games with its summary in the reader's language (the page's, or the API request's). */
export async function listGamesWithSummaries(
  rulesets: RulesetLookup,
  userId: string,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ListedGame[]> {
  const games = await listGamesFor(userId);
  const states = await loadStates(rulesets, games);
  return games.map(({ moderatorVersion, ...g }) => ({
    ...g,
    version: moderatorVersion,
    summary: saySummary(summaryOf(rulesets, g, states, now), locale),
  }));
}

export function saySummary(s: ListSummary, locale: Locale): SaidSummary {
  return {
    ...s,
    phase: render(s.phase, locale),
    deadline: s.deadline && { label: render(s.deadline.label, locale), at: s.deadline.at },
    waiting: s.waiting.map((w) => render(w, locale)),
  };
}

/** One game that cannot be read must not take the whole list down: it says so, and opens as usual. */
function summaryOf(
  rulesets: RulesetLookup,
  g: Pick<GameSummary, "id">,
  states: Map<string, GameState>,
  now: Date,
): ListSummary {
  try {
    const game = states.get(g.id)!;
    return listSummary(rulesets(game.core.rulesetId), game, now, gameWords(game));
  } catch (e) {
    console.error(`[games list] game ${g.id}:`, e);
    return { phase: msg("gamePage.list.unreadable"), alive: null, deadline: null, waiting: [], over: false };
  }
}
