/** Random legal play for the tests: every command the moderator's screen would offer, picked by a seeded rng. */
import type { Rng } from "../../../game/rng";
import { playerView } from "../views";
import { currentTurn, phaseOf } from "../state";
import type { Game } from ".";

export type PlainCommand = { type: string; [k: string]: unknown };

/** The legal commands now: the next round's deal between rounds, or the acting player's actions. */
export function legalCommands(game: Game): PlainCommand[] {
  const phase = phaseOf(game.rules);
  if (phase === "between-rounds") return [{ type: "secret-moon.start-round" }];
  if (phase !== "turn") return [];
  const seatId = currentTurn(game.rules.match!.game)!.seatId;
  const out: PlainCommand[] = [];
  // The acting player's own link offers these (a playing host's view has no one else's).
  for (const choice of playerView(game, seatId).actions) {
    if (choice.action === "pass") {
      out.push({ type: "secret-moon.pass", seatId, reserve: null });
      for (const reserve of choice.reserve ?? []) out.push({ type: "secret-moon.pass", seatId, reserve });
      continue;
    }
    for (const target of choice.targets) {
      if (choice.action === "accuse")
        for (const role of choice.roles ?? []) out.push({ type: "secret-moon.accuse", seatId, target, role });
      else out.push({ type: `secret-moon.${choice.action}`, seatId, target });
    }
  }
  return out;
}

/** Picks an action kind first, then one of its commands, so that accusations do not crowd out the rest. */
export function randomCommand(game: Game, rng: Rng): PlainCommand | null {
  const all = legalCommands(game);
  if (all.length === 0) return null;
  const kinds = [...new Set(all.map((c) => c.type))];
  const kind = rng.pick(kinds);
  return rng.pick(all.filter((c) => c.type === kind));
}
