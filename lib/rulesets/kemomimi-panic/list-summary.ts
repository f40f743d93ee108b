import { nextDeadline, SETUP_SUMMARY, type ListSummary } from "../../game/list-summary";
import type { KemomimiModeratorView } from "./views";
import { sayIn } from "../../i18n/messages";

const STEP: Record<NonNullable<KemomimiModeratorView["step"]>, string> = {
  start: "start",
  discussion: "discussion",
  voting: "voting",
  results: "results",
  endOfDay: "end of day",
};

/** A Kemomimi Panic game in the games list: "alive" are the players still in the game. */
export function kemomimiListSummary(view: KemomimiModeratorView, now: Date): ListSummary {
  const players = view.players.filter((p) => !p.leftTable);
  // The step is a message now (issue 17): in English here until the list summaries speak in messages.
  const step = sayIn("en", view.hints.step);
  const alive = players.length ? { alive: players.filter((p) => !p.out).length, total: players.length } : null;
  switch (view.phase) {
    case "setup":
      return { ...SETUP_SUMMARY, waiting: view.hints.next.length ? [step] : [] };
    case "ended":
      return { phase: "Game over", alive, deadline: null, waiting: [], over: true };
    case "gameStart":
      return { phase: "Game start", alive, deadline: null, waiting: [step], over: false };
    case "night":
      return { phase: `Night ${view.day}`, alive, deadline: null, waiting: [step], over: false };
    case "day": {
      const deadline = nextDeadline([{ label: "discussion ends", at: view.discussion?.deadline }], now);
      const waiting = view.discussion && !deadline ? ["The discussion time is up: call the vote"] : [step];
      return {
        phase: `Day ${view.day}${view.step ? ` · ${STEP[view.step]}` : ""}`,
        alive,
        deadline,
        waiting,
        over: false,
      };
    }
  }
}
