import type { DealtTeam, PlayerTableRow, Script, TeamCounts } from "../script/types";
import { msg, type Message } from "../../../i18n/message";

const TOWNSFOLK = [3, 3, 5, 5, 5, 7, 7, 7, 9, 9, 9];
const OUTSIDERS = [0, 1, 0, 1, 2, 0, 1, 2, 0, 1, 2];
const MINIONS = [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3];

/** The standard player table, 5 to 15 players, used unless a script brings its own. */
export const STANDARD_PLAYER_TABLE: PlayerTableRow[] = TOWNSFOLK.map((townsfolk, i) => ({
  players: 5 + i,
  townsfolk,
  outsider: OUTSIDERS[i]!,
  minion: MINIONS[i]!,
  demon: 1,
}));

export const TEAM_COUNT_KEYS: readonly DealtTeam[] = ["townsfolk", "outsider", "minion", "demon"];

export interface TableLookup {
  counts: TeamCounts | null;
  /** Where the counts came from: the script's table, the standard one, or none covers this count. */
  source: "script" | "standard" | "none";
  warnings: Message[];
}

/** The counts a table covers, as the message's `min` and `max`. */
const range = (table: PlayerTableRow[]) => {
  const ps = table.map((r) => r.players);
  return { min: Math.min(...ps), max: Math.max(...ps) };
};

const countsOf = (row: PlayerTableRow): TeamCounts => ({
  townsfolk: row.townsfolk,
  outsider: row.outsider,
  minion: row.minion,
  demon: row.demon,
});

/**
 * How many of each type are dealt for `players` non-traveller players: the script's own table, else
 * the standard one (with a warning when the script's table does not cover the count).
 */
export function teamCountsFor(script: Pick<Script, "playerTable"> | null, players: number): TableLookup {
  const own = script?.playerTable;
  const inOwn = own?.find((r) => r.players === players);
  if (inOwn) return { counts: countsOf(inOwn), source: "script", warnings: [] };
  const warnings: Message[] = [];
  if (own && own.length > 0)
    warnings.push(msg("clocktower.grimoireRules.setup.scriptTable", { ...range(own), players }));
  const std = STANDARD_PLAYER_TABLE.find((r) => r.players === players);
  if (std) return { counts: countsOf(std), source: "standard", warnings };
  warnings.push(msg("clocktower.grimoireRules.setup.noTable", { ...range(STANDARD_PLAYER_TABLE), players }));
  return { counts: null, source: "none", warnings };
}

export const totalOf = (c: TeamCounts) => c.townsfolk + c.outsider + c.minion + c.demon;
