import type { Ruleset } from "../../game/ruleset";
import { msg } from "../../i18n/message";
import { secretMoonListSummary } from "./list-summary";
import { decide } from "./decide";
import { eventForHost, hostSeatOf, openStep } from "./playing-host";
import { evolve, onCoreEvent } from "./evolve";
import {
  commandSchema,
  commandTypes,
  eventSchema,
  eventTypes,
  type SecretMoonCommand,
  type SecretMoonEvent,
} from "./schema";
import { initialState, playerCard, type SecretMoonState } from "./state";
import {
  moderatorView,
  playerView,
  publicView,
  type SecretMoonModeratorView,
  type SecretMoonPlayerView,
  type SecretMoonPublicView,
} from "./views";
import { SHIPPED_WORDS } from "./shipped-words";
import { secretMoonOutlets } from "./outlets";

/**
 * Secret Moon (Kanai Factory), with the Japanese edition's Thief and multi-game match. The moderator
 * holds the cards; the app deals, answers "Who goes there?", resolves accusations and ends the game.
 */
export const secretMoon: Ruleset<
  SecretMoonState,
  SecretMoonCommand,
  SecretMoonEvent,
  SecretMoonPublicView,
  SecretMoonPlayerView,
  SecretMoonModeratorView
> = {
  id: "secret-moon",
  name: "Secret Moon", // not text: the game's product name, the same in every language (as messages/ja keeps it)
  commandSchema,
  eventSchema,
  commandTypes,
  eventTypes,
  words: SHIPPED_WORDS,
  initialState,
  decide,
  evolve: (rules, event) => evolve(rules, event),
  onCoreEvent,
  coreCommandWarnings(game, cmd) {
    const current = game.rules.match?.game;
    if (cmd.type !== "seat.remove" || !current || current.result) return [];
    const seatId = (cmd as { seatId?: string }).seatId;
    if (!seatId || !playerCard(current, seatId)) return [];
    return [msg("secretMoon.rules.seatRemoval", { game: current.number })];
  },
  publicView: (game) => publicView(game),
  playerView: (game, seat) => playerView(game, seat),
  moderatorView: (game) => moderatorView(game),
  listSummary: (view) => secretMoonListSummary(view),
  hostSeat: hostSeatOf,
  eventForHost,
  outlets: secretMoonOutlets,
  openStep,
};

export type {
  SecretMoonCommand,
  SecretMoonEvent,
  SecretMoonState,
  SecretMoonModeratorView,
  SecretMoonPlayerView,
  SecretMoonPublicView,
};
export type { ActionChoice } from "./actions/available";
export type { HostTable, PublicCard, PublicGame } from "./views";
export type { Role, Side } from "./roles";
