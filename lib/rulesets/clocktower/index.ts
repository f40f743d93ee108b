import type { Ruleset } from "../../game/ruleset";
import { clocktowerOutlets } from "./posts/outlets";
import {
  CLOCKTOWER_COMMAND_TYPES,
  CLOCKTOWER_EVENT_TYPES,
  clocktowerCommandSchema,
  clocktowerEventSchema,
  type ClocktowerCommand,
  type ClocktowerEvent,
} from "./commands";
import { decideClocktower } from "./decide";
import { clocktowerListSummary } from "./list-summary";
import { evolveClocktower, onCoreEventClocktower } from "./evolve";
import { initialClocktowerState, type ClocktowerState } from "./state";
import { clocktowerLiveView } from "./live-view";
import { ct } from "./words";
import { clocktowerViewReach } from "./view-reach";
import {
  clocktowerModeratorView,
  clocktowerPlayerView,
  clocktowerPublicView,
  type ClocktowerModeratorView,
  type ClocktowerPlayerView,
  type ClocktowerPublicView,
} from "./views";

/**
 * The Clocktower-style script ruleset: a game freezes a copy of its script, builds a bag against the
 * player table, deals it (seeded), and prepares bluffs, travellers, fabled and role messages.
 */
export const clocktower: Ruleset<
  ClocktowerState,
  ClocktowerCommand,
  ClocktowerEvent,
  ClocktowerPublicView,
  ClocktowerPlayerView,
  ClocktowerModeratorView
> = {
  id: "clocktower",
  name: "Clocktower-style script",
  commandSchema: clocktowerCommandSchema,
  eventSchema: clocktowerEventSchema,
  commandTypes: CLOCKTOWER_COMMAND_TYPES,
  eventTypes: CLOCKTOWER_EVENT_TYPES,
  words: SHIPPED_WORDS,
  initialState: initialClocktowerState,
  decide: decideClocktower,
  evolve: (rules, event, meta) => evolveClocktower(rules, event, meta),
  // The record of a pasted-thread review: undo reverts the vote it accepted, not the record.
  isAnnotation: (event) => event.type === "ClocktowerDayEvent" && event.event.type === "PasteReviewRecorded",
  onCoreEvent: (rules, event, _meta, core) => onCoreEventClocktower(rules, event, core),
  seatSwaps: (event) => (event.type === "ClocktowerSeatsSwapped" ? [[event.a, event.b]] : []),
  coreCommandWarnings(game, cmd) {
    if (cmd.type !== "seat.remove") return [];
    const seatId = (cmd as { seatId?: string }).seatId;
    const entry = seatId ? game.rules.seats[seatId] : undefined;
    if (!entry) return [];
    return [ct(entry.traveller ? "setup.removeTraveller" : "setup.removeDealt")];
  },
  publicView: (game, now, say) => clocktowerPublicView(game, now, say),
  liveView: (view) => clocktowerLiveView(view),
  // Its "The town" list shows every seat alive or dead with the ghost vote.
  listsSeatsPublicly: true,
  viewReach: clocktowerViewReach,
  playerView: (game, seatId, now) => clocktowerPlayerView(game, seatId, now),
  moderatorView: (game, now, say) => clocktowerModeratorView(game, now, say),
  listSummary: clocktowerListSummary,
  outlets: clocktowerOutlets,
};

// What the app calls besides the ruleset.
export { type LiveDay, voteLogKey } from "./live-view";
export type { ClocktowerState, SeatGrimoire, LunaticBelief } from "./state";
export type { ClocktowerCommand, ClocktowerEvent } from "./commands";
export type { ClocktowerPublicView, ClocktowerPlayerView, ClocktowerModeratorView, ModeratorSeat } from "./views";
export * from "./script/types";
export { parseSetupEffects } from "./script/setup-effects";
export { importScript, importCatalogue, exportScript, exportCharacter, type ImportResult } from "./script/community";
export {
  moveInOrder,
  moveNightStep,
  draftOf,
  parseReminders,
  editCharacterText,
  type Night as ScriptNight,
  type CharacterTextDraft,
  type CharacterTextField,
  type CharacterEditResult,
} from "./script/edit";
export {
  characterSheet,
  nightOrder,
  NIGHT_MARKERS,
  type CharacterSheet,
  type NightOrder,
  type NightStep,
} from "./script/sheet";
export { badMoonRisingForum } from "./scripts/bad-moon-rising-forum";
import { badMoonRisingForum } from "./scripts/bad-moon-rising-forum";
/** Scripts the app ships with; their characters seed a moderator's library so id-only imports resolve. */
export const BUNDLED_SCRIPTS = [badMoonRisingForum] as const;
export const BUNDLED_CHARACTERS = BUNDLED_SCRIPTS.flatMap((s) => s.characters);
export { STANDARD_PLAYER_TABLE, teamCountsFor } from "./setup/player-table";
export {
  bagStatus,
  fillBag,
  applySetupChanges,
  setupChoiceKey,
  type Bag,
  type BagStatus,
  type CharacterPool,
} from "./setup/bag";
export { dealBag, suggestBluffs } from "./setup/deal";
export { travellerLimit, travellerLimitWarning } from "./setup/travellers";
export { roleMessageFor, roleMessages, type RoleMessage } from "./setup/role-messages";
export * from "./grimoire/grimoire";
export {
  nightSheet,
  NIGHT_CHOICES,
  ACTS_WHEN_DEAD,
  minionInfoText,
  demonInfoText,
  type NightSheet,
  type NightSheetStep,
  type ChoiceShape,
} from "./night/night-sheet";
export {
  dawnSummary,
  announcement,
  type DawnSummary,
  type ProposedDeath,
  type SparedDeath,
  type DawnRevival,
} from "./night/dawn";
export { untilText } from "./night/lifetimes";
export type { StepForm } from "./night/step-form";
export { ABILITY_RULES, ABILITY_EFFECTS, abilityState, type ProposedEffect } from "./night/abilities";
export { ledgerFor, playerLedger, type LedgerEntry } from "./night/ledger";
export type {
  Death,
  DeathCause,
  Registration,
  NightChoice,
  NightRecord,
  StepRecord,
  Phase,
  PhaseStart,
  PlacedReminder,
  ReminderUntil,
  GrimoireEffect,
  ClocktowerSettings,
} from "./state";
export { clocktowerRoster, dayModifiersFor, whisperRulesFor, dayClockFor, PLAYER_DAY_COMMANDS } from "./day/day";
export {
  parseDayPaste,
  exportDayVoteCount,
  type PublicDay,
  type PublicCountRow,
  type PublicDayResult,
  type ModeratorDay,
  type PlayerDay,
  type PlayerDayAction,
  type DayPasteProposal,
} from "./day/day-views";
import { SHIPPED_WORDS } from "./shipped-words";
