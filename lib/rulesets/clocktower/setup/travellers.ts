import type { Script } from "../script/types";
import { msg, type Message } from "../../../i18n/message";

/**
 * How many travellers may join a game of `players` non-traveller players: the script's limit for the
 * largest threshold at or below the count, capped by its maximum; null when the script sets none.
 * For the forum script that is 0 below 10 players, 1 for 10–12, 2 for 13–14 and 3 at 15.
 */
export function travellerLimit(
  script: Pick<Script, "travellerLimits" | "maxTravellers"> | null,
  players: number,
): number | null {
  const limits = script?.travellerLimits;
  let limit: number | null = null;
  if (limits && limits.length > 0) {
    const applicable = limits
      .filter((l) => l.players <= players)
      .sort((a, b) => a.players - b.players)
      .at(-1);
    limit = applicable ? applicable.max : 0;
  }
  if (script?.maxTravellers !== undefined)
    limit = limit === null ? script.maxTravellers : Math.min(limit, script.maxTravellers);
  return limit;
}

/** The warning when one more traveller would pass the limit, or null. */
export function travellerLimitWarning(
  script: Pick<Script, "travellerLimits" | "maxTravellers"> | null,
  players: number,
  travellersAfter: number,
): Message | null {
  const limit = travellerLimit(script, players);
  if (limit === null || travellersAfter <= limit) return null;
  return msg("clocktower.grimoireRules.setup.travellerLimit", { limit, players, after: travellersAfter });
}
