/**
 * What a process's first public read pays for once, paid at start instead of by the first reader
 * after a deploy: the Prisma client compiles each query's plan on its first use, and the views' code
 * and formatters (the languages' ICU data, dates, each message's parse) run for the first time. In a
 * CPU profile of a 20,000-event game's first public read in a fresh process these were most of it
 * (scripts/profile-cold.ts). Done with the public read's own queries, which find nothing here, and
 * the public views of small games played in memory (a Clocktower day with a nomination and a vote).
 */
import { randomUUID } from "node:crypto";
import { prisma } from "./db/client";
import { stateAt } from "./db/event-store";
import { emptyGame } from "./game/fold";
import { smallGame } from "./warm-up-game";
import { LOCALES } from "./i18n/locales";
import { withText } from "./i18n/render";
import { allRulesetIds, engine, getRuleset, isOffered } from "./registry";
import { loadGameForViews } from "./service/games";
import { loadPublicTown } from "./town";

export async function warmPublicReads(): Promise<void> {
  const noGame = randomUUID();
  await loadPublicTown(noGame);
  await loadGameForViews(noGame);
  const clocktower = getRuleset("clocktower");
  await stateAt(prisma, clocktower, noGame, 1, { base: { seq: 0, state: emptyGame(clocktower) }, undoList: false });
  const now = new Date();
  for (const rulesetId of allRulesetIds.filter(isOffered)) {
    const game = smallGame(rulesetId, now);
    for (const locale of LOCALES) JSON.stringify(withText(engine.livePublicView(game, now), locale));
  }
}
