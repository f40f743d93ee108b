/**
 * The views a Clocktower event may change (lib/game/view-reach.ts): only the frequent ones are
 * declared, a day's votes and the storyteller's notes; every other event may change every view.
 */
import { EVERY_VIEW, NO_VIEW, type ViewReach } from "../../game/view-reach";
import type { ClocktowerEvent } from "./commands";

export function clocktowerViewReach(event: ClocktowerEvent): ViewReach {
  if (event.type === "ClocktowerNoteSet") return NO_VIEW;
  // A vote with an ability's effects or deaths beside it may change anyone's grimoire.
  if (event.type !== "ClocktowerDayEvent" || event.effects?.length || event.deaths?.length) return EVERY_VIEW;
  const day = event.event;
  switch (day.type) {
    // The count and the day's log are public; the voter's own view holds their vote and what they may do next.
    case "VoteCast":
    case "VoteWithdrawn":
    case "VoteLocked":
    case "VoteUnlocked":
    case "ExileVoteCast":
    case "ExileVoteWithdrawn":
      return { public: true, seats: [day.voter] };
    default:
      return EVERY_VIEW;
  }
}
