import { nextDeadline, SETUP_SUMMARY, type ListSummary } from "../../game/list-summary";
import { msg } from "../../i18n/message";
import type { KemomimiModeratorView } from "./views";

const say = (key: string, values?: Parameters<typeof msg>[1]) => msg(`gamePage.list.kemomimi.${key}`, values);

/** A Kemomimi Panic game in the games list: "alive" are the players still in the game. */
export function kemomimiListSummary(view: KemomimiModeratorView, now: Date): ListSummary {
  const players = view.players.filter((p) => !p.leftTable);
  const alive = players.length ? { alive: players.filter((p) => !p.out).length, total: players.length } : null;
  switch (view.phase) {
    case "setup":
      return { ...SETUP_SUMMARY, waiting: view.hints.next.length ? [view.hints.step] : [] };
    case "ended":
      return { phase: say("gameOver"), alive, deadline: null, waiting: [], over: true };
    case "gameStart":
      return { phase: say("gameStart"), alive, deadline: null, waiting: [view.hints.step], over: false };
    case "night":
      return {
        phase: say("night", { number: view.day }),
        alive,
        deadline: null,
        waiting: [view.hints.step],
        over: false,
      };
    case "day": {
      const deadline = nextDeadline([{ label: say("discussionEnds"), at: view.discussion?.deadline }], now);
      const waiting = view.discussion && !deadline ? [say("timeUp")] : [view.hints.step];
      return {
        phase: view.step
          ? say("dayStep", { number: view.day, step: say(`steps.${view.step}`) })
          : say("day", { number: view.day }),
        alive,
        deadline,
        waiting,
        over: false,
      };
    }
  }
}
