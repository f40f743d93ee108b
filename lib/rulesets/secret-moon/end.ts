import { ROLE_CARDS, ROUNDS, type Side } from "./roles";
import { cardWithRole, type EndReason, type GameResult, type SecretMoonGame } from "./state";

interface EndCondition {
  reason: EndReason;
  side: Exclude<Side, "thief">;
  holds(game: SecretMoonGame): boolean;
}

const captured = (game: SecretMoonGame, role: "princess" | "minister") => cardWithRole(game, role)?.captured ?? false;
// NPC cards count: an NPC Princess and Wanderer revealed by accusations end the game like players'.
const revealed = (game: SecretMoonGame, role: "princess" | "wanderer") => cardWithRole(game, role)?.revealed ?? false;

/** The endings that can happen during a round, checked after every action. */
export const END_CONDITIONS: readonly EndCondition[] = [
  { reason: "princess-captured", side: "minister", holds: (g) => captured(g, "princess") },
  { reason: "minister-captured", side: "princess", holds: (g) => captured(g, "minister") },
  {
    reason: "princess-and-wanderer-revealed",
    side: "minister",
    holds: (g) => revealed(g, "princess") && revealed(g, "wanderer"),
  },
];

/** Who wins when a team's condition is met: the team, unless a Thief player is still free. */
export function resultFor(game: SecretMoonGame, side: Exclude<Side, "thief">, reason: EndReason): GameResult {
  const thief = game.cards.find((c) => c.role === "thief" && c.holder === "player" && !c.captured);
  if (thief) return { gameNumber: game.number, side: "thief", reason, voidedSide: side, winners: [thief.id] };
  const winners = game.cards.filter((c) => c.holder === "player" && ROLE_CARDS[c.role].side === side).map((c) => c.id);
  return { gameNumber: game.number, side, reason, voidedSide: null, winners };
}

/**
 * Settles the game after anything happened: a met end condition ends it; a round with no turn-order
 * cards left ends (protections are lifted), and the third round's end is the Princess team's win.
 */
export function settle(game: SecretMoonGame): SecretMoonGame {
  if (game.result) return game;
  const met = END_CONDITIONS.find((c) => c.holds(game));
  if (met) return end(game, resultFor(game, met.side, met.reason));
  if (game.round === 0 || Object.keys(game.turnCards).length > 0) return game;
  if (game.log.some((r) => r.kind === "round-ended" && r.round === game.round)) return game;
  const closed: SecretMoonGame = {
    ...game,
    protected: [],
    log: [...game.log, { kind: "round-ended", round: game.round }],
  };
  return game.round >= ROUNDS ? end(closed, resultFor(closed, "princess", "round-3-finished")) : closed;
}

function end(game: SecretMoonGame, result: GameResult): SecretMoonGame {
  return { ...game, result, turnCards: {}, log: [...game.log, { kind: "game-ended", round: game.round, result }] };
}
