import { SETUP_SUMMARY, type ListSummary } from "../../game/list-summary";
import { msg } from "../../i18n/message";
import type { SecretMoonModeratorView } from "./views";

const say = (key: string, values?: Parameters<typeof msg>[1]) => msg(`gamePage.list.secretMoon.${key}`, values);

/**
 * A Secret Moon table in the games list: "alive" are the players whose card is not captured; the list
 * says how many are captured ("1/5 captured", 「行動不能1/5」), the rulebook's word, not "alive".
 */
export function secretMoonListSummary(view: SecretMoonModeratorView): ListSummary {
  const game = view.game ?? view.host?.game;
  if (view.phase === "not-dealt" || !game) return { ...SETUP_SUMMARY, waiting: view.hints.slice(0, 1) };
  const players = game.cards.filter((c) => c.kind === "player");
  const alive = { alive: players.filter((c) => !c.captured).length, total: players.length, word: "captured" as const };
  const number = game.number;
  switch (view.phase) {
    case "match-over":
      return { phase: say("matchOver"), alive, deadline: null, waiting: [], over: true };
    case "game-over":
      return {
        phase: say("gameOver", { number }),
        alive,
        deadline: null,
        waiting: [say("deal", { number: number + 1 })],
        over: false,
      };
    case "between-rounds":
      return {
        phase: say("betweenRounds", { number }),
        alive,
        deadline: null,
        waiting: [say("startRound", { number: game.round + 1 })],
        over: false,
      };
    case "turn":
      return { phase: say("round", { number, round: game.round }), alive, deadline: null, waiting: [], over: false };
  }
}
