import { SETUP_SUMMARY, type ListSummary } from "../../game/list-summary";
import { sayIn } from "../../i18n/messages";
import type { SecretMoonModeratorView } from "./views";

/** A Secret Moon table in the games list: "alive" are the players whose card is not captured. */
export function secretMoonListSummary(view: SecretMoonModeratorView): ListSummary {
  const game = view.game ?? view.host?.game;
  if (view.phase === "not-dealt" || !game)
    return { ...SETUP_SUMMARY, waiting: view.hints.slice(0, 1).map((h) => sayIn("en", h)) };
  const players = game.cards.filter((c) => c.kind === "player");
  const alive = { alive: players.filter((c) => !c.captured).length, total: players.length };
  const name = `Game ${game.number}`;
  switch (view.phase) {
    case "match-over":
      return { phase: "Match over", alive, deadline: null, waiting: [], over: true };
    case "game-over":
      return { phase: `${name} over`, alive, deadline: null, waiting: [`Deal game ${game.number + 1}`], over: false };
    case "between-rounds":
      return {
        phase: `${name} · between rounds`,
        alive,
        deadline: null,
        waiting: [`Start round ${game.round + 1}`],
        over: false,
      };
    case "turn":
      return { phase: `${name} · round ${game.round}`, alive, deadline: null, waiting: [], over: false };
  }
}
