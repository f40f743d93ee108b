import type { Ruleset } from "../../game/ruleset";
import { kemomimiOutlets } from "./outlets";
import { kemomimiListSummary } from "./list-summary";
import { eventForHost, hostSeat } from "./host";
import { decide } from "./decide";
import { evolve, onCoreEvent } from "./evolve";
import {
  COMMAND_TYPES,
  EVENT_TYPES,
  commandSchema,
  eventSchema,
  type KemomimiCommand,
  type KemomimiEvent,
} from "./schema";
import { initialState, playerAt, type KemomimiState } from "./state";
import { k } from "./words";
import {
  moderatorView,
  playerView,
  publicView,
  type KemomimiModeratorView,
  type KemomimiPlayerView,
  type KemomimiPublicView,
} from "./views";
import { listValue } from "../../i18n/list-values";
import { SHIPPED_WORDS } from "./shipped-words";

/** Kemomimi Panic: Civilians, the Legendary thief and the Informant, with the moderator as Game Master. */
export const kemomimiPanic: Ruleset<
  KemomimiState,
  KemomimiCommand,
  KemomimiEvent,
  KemomimiPublicView,
  KemomimiPlayerView,
  KemomimiModeratorView
> = {
  id: "kemomimi-panic",
  name: "Kemomimi Panic", // not text: the game's product name, the same in every language (as messages/ja keeps it)
  commandSchema,
  eventSchema,
  commandTypes: COMMAND_TYPES,
  eventTypes: EVENT_TYPES,
  words: SHIPPED_WORDS,
  initialState,
  decide,
  evolve,
  onCoreEvent,
  coreCommandWarnings(game, cmd) {
    const s = game.rules;
    if (s.phase === "setup") return [];
    const c = cmd as { type: string; seatId?: string; name?: string };
    const name = game.core.seats.find((x) => x.id === c.seatId)?.name ?? c.seatId;
    switch (c.type) {
      case "seat.add":
        return [k("rules.joinsAfterDeal", { name: c.name ?? "" })];
      case "seats.fill": {
        const added = ((cmd as { seats?: Array<{ seatId?: string; name: string }> }).seats ?? []).filter(
          (e) => e.seatId === undefined,
        );
        return added.length ? [k("rules.joinAfterDeal", { names: listValue(added.map((e) => e.name)) })] : [];
      }
      case "seat.remove": {
        const p = playerAt(s, c.seatId);
        if (!p || p.out) return [];
        return [k("rules.removeSeat", { name: name ?? "" })];
      }
      case "seat.move":
        return [k("rules.moveSeat")];
      default:
        return [];
    }
  },
  publicView,
  playerView,
  moderatorView,
  listSummary: kemomimiListSummary,
  hostSeat,
  eventForHost,
  outlets: kemomimiOutlets,
};

export type { KemomimiCommand, KemomimiEvent, KemomimiState };
