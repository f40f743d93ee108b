import type { Character, PlayerTableRow, Script, Team } from "../script/types";
import { parseSetupEffects } from "../script/setup-effects";

/**
 * "Bad Moon Rising (forum)", as rules/bad-moon-rising-forum.txt gives it: its abilities (with the
 * forum notes), player table for 7–15, traveller limits and night orders (the rulebook's table read as
 * docs/decisions/007-bad-moon-rising-night-order.md explains, with dusk and dawn added). Reminder texts
 * are ours.
 */

const FIRST_NIGHT = [
  "dusk",
  "travellers",
  "minioninfo",
  "lunatic",
  "demoninfo",
  "sailor",
  "courtier",
  "godfather",
  "devilsadvocate",
  "pukka",
  "grandmother",
  "chambermaid",
  "dawn",
];

const OTHER_NIGHT = [
  "dusk",
  "travellers",
  "sailor",
  "innkeeper",
  "courtier",
  "gambler",
  "devilsadvocate",
  "lunatic",
  "exorcist",
  "zombuul",
  "pukka",
  "shabaloth",
  "po",
  "assassin",
  "godfather",
  "moonchild",
  "professor",
  "gossip",
  "tinker",
  "grandmother",
  "chambermaid",
  "dawn",
];

interface Entry {
  id: string;
  name: string;
  team: Team;
  ability: string;
  note?: string;
  first?: string;
  other?: string;
  reminders?: string[];
}

const ENTRIES: Entry[] = [
  // Townsfolk
  {
    id: "grandmother",
    name: "Grandmother",
    team: "townsfolk",
    ability: "You start knowing a good player & their character. If the demon kills them, you die too.",
    first: "Show the Grandmother a good player and their character. Mark that player Grandchild.",
    other: "If the Demon killed the Grandchild tonight, the Grandmother dies too: mark Dead.",
    reminders: ["Grandchild", "Dead"],
  },
  {
    id: "sailor",
    name: "Sailor",
    team: "townsfolk",
    ability: "Each night, choose an alive player: either you or they are drunk until dusk. You can’t die.",
    first: "The Sailor chooses an alive player: mark the Sailor or that player Drunk until dusk.",
    other: "The Sailor chooses an alive player: mark the Sailor or that player Drunk until dusk.",
    reminders: ["Drunk"],
  },
  {
    id: "chambermaid",
    name: "Chambermaid",
    team: "townsfolk",
    ability:
      "Each night, choose 2 alive players (not yourself, not travelers): you learn how many woke tonight due to their ability.",
    first:
      "The Chambermaid chooses 2 alive players (not self, not travellers): tell them how many woke tonight due to their ability (0, 1 or 2).",
    other:
      "The Chambermaid chooses 2 alive players (not self, not travellers): tell them how many woke tonight due to their ability (0, 1 or 2).",
  },
  {
    id: "exorcist",
    name: "Exorcist",
    team: "townsfolk",
    ability:
      "Each night*, choose a player (different to last night): the Demon, if chosen, learns who you are and doesn’t wake tonight.",
    other:
      "The Exorcist chooses a player (not last night's): mark Chosen. If it is the Demon, tell the Demon who the Exorcist is; the Demon does not act tonight.",
    reminders: ["Chosen"],
  },
  {
    id: "innkeeper",
    name: "Innkeeper",
    team: "townsfolk",
    ability: "Each night*, choose 2 players: they can’t die tonight, but one is drunk until dusk.",
    other: "The Innkeeper chooses 2 players: mark both Safe, and mark one of them Drunk until dusk.",
    reminders: ["Safe", "Safe", "Drunk"],
  },
  {
    id: "gambler",
    name: "Gambler",
    team: "townsfolk",
    ability: "Each night*, choose a player & guess their character: if you guess wrong you die.",
    other: "The Gambler chooses a player and guesses a character: if the guess is wrong, the Gambler dies (mark Dead).",
    reminders: ["Dead"],
  },
  {
    id: "gossip",
    name: "Gossip",
    team: "townsfolk",
    ability: "Each day, you may make a public statement. Tonight, if it was true, a player dies.",
    note: "When making or faking a gossip, ping the host. The host will not respond to any gossips. Only the first gossip made by the gossip will count.",
    other: "If the Gossip's first public statement today was true, choose a player: they die (mark Dead).",
    reminders: ["Dead"],
  },
  {
    id: "courtier",
    name: "Courtier",
    team: "townsfolk",
    ability: "Once per game, at night, choose a character: they are drunk for 3 nights & 3 days.",
    first: "If the Courtier chooses a character: mark that player Drunk 3 (if in play) and the Courtier No Ability.",
    other:
      "Turn the Drunk token down (3 → 2 → 1 → remove). If the Courtier chooses a character: mark that player Drunk 3 (if in play) and the Courtier No Ability.",
    reminders: ["Drunk 3", "Drunk 2", "Drunk 1", "No Ability"],
  },
  {
    id: "professor",
    name: "Professor",
    team: "townsfolk",
    ability: "Once per game, at night*, choose a dead player: if they are a Townsfolk, they are resurrected.",
    note: "The Professor may only choose players who are dead upon the start of night, and may not hunt for the demon kill, due to how this game works in a forum setting",
    other:
      "If the Professor chooses a player who was dead at the start of the night: if a Townsfolk, they are resurrected (mark Alive). Mark the Professor No Ability.",
    reminders: ["Alive", "No Ability"],
  },
  {
    id: "minstrel",
    name: "Minstrel",
    team: "townsfolk",
    ability: "When a minion dies by execution, all other players (except Travellers) are drunk until dusk tomorrow.",
    reminders: ["Everyone Is Drunk"],
  },
  {
    id: "tealady",
    name: "Tea Lady",
    team: "townsfolk",
    ability: "If both of your alive neighbors are good, they can’t die.",
    reminders: ["Cannot Die", "Cannot Die"],
  },
  {
    id: "pacifist",
    name: "Pacifist",
    team: "townsfolk",
    ability: "Executed good players might not die.",
  },
  {
    id: "fool",
    name: "Fool",
    team: "townsfolk",
    ability: "The 1st time you die, you don’t.",
    reminders: ["No Ability"],
  },
  // Outsiders
  {
    id: "tinker",
    name: "Tinker",
    team: "outsider",
    ability: "You might die at any time.",
    other: "The Tinker might die tonight: mark Dead if you choose.",
    reminders: ["Dead"],
  },
  {
    id: "moonchild",
    name: "Moonchild",
    team: "outsider",
    ability:
      "When you learn that you died, publicly choose 1 alive player. Tonight, if it was a good player, they die.",
    note: "If the Moonchild dies, they will be publicly declared to be claiming Moonchild (as not doing so will result in their loss). All players may choose privately whether or not they wish to claim Moonchild upon their death. Do not abuse this.",
    other: "If the Moonchild publicly chose a player today and that player is good, they die (mark Dead).",
    reminders: ["Dead"],
  },
  {
    id: "goon",
    name: "Goon",
    team: "outsider",
    ability:
      "Each night, the 1st player to choose you with their ability is drunk until dusk. You become their alignment.",
    reminders: ["Drunk"],
  },
  {
    id: "lunatic",
    name: "Lunatic",
    team: "outsider",
    ability: "You think you are a Demon, but you are not. The Demon knows who you are & who you choose at night.",
    note: "If you are a demon with a lunatic, you may choose to automatically follow whoever the lunatic kills with exceptions. I.E. “kill whoever the lunatic kills, unless it’s me, a minion, or a dead player.” You will be told who the lunatic attempted to kill regardless at the end of the night.",
    first:
      "Send the Lunatic Demon info as if they were the Demon: their 'Minions' and 3 bluffs. Tell the real Demon who the Lunatic is.",
    other: "The Lunatic 'attacks' as their Demon would: mark Chosen. Tell the Demon who the Lunatic chose.",
    reminders: ["Chosen", "Chosen", "Chosen"],
  },
  // Minions
  {
    id: "godfather",
    name: "Godfather",
    team: "minion",
    ability:
      "You start knowing which Outsiders are in play. If 1 died today, choose a player tonight: they die. [-1 or +1 Outsider]",
    first: "Tell the Godfather which Outsiders are in play.",
    other: "If an Outsider died today (mark Died Today), the Godfather chooses a player: they die (mark Dead).",
    reminders: ["Died Today", "Dead"],
  },
  {
    id: "devilsadvocate",
    name: "Devil's Advocate",
    team: "minion",
    ability: "Each night, choose a living player (different to last night): if executed tomorrow, they don’t die.",
    first: "The Devil's Advocate chooses a living player: mark Survives Execution.",
    other: "The Devil's Advocate chooses a living player (not last night's): move Survives Execution to them.",
    reminders: ["Survives Execution"],
  },
  {
    id: "assassin",
    name: "Assassin",
    team: "minion",
    ability: "Once per game, at night*, choose a player: they die, even if for some reason they could not.",
    other: "If the Assassin chooses a player: they die even if protected (mark Dead). Mark the Assassin No Ability.",
    reminders: ["Dead", "No Ability"],
  },
  {
    id: "mastermind",
    name: "Mastermind",
    team: "minion",
    ability:
      "If the demon dies by execution (ending the game), play for 1 more day. If a player is then executed, their team loses.",
  },
  // Demons
  {
    id: "zombuul",
    name: "Zombuul",
    team: "demon",
    ability:
      "Each night*, if no-one died today, choose a player: they die. The 1st time you die, you live but register as dead.",
    other: "If nobody died today (no Died Today token), the Zombuul chooses a player: they die (mark Dead).",
    reminders: ["Died Today", "Dead"],
  },
  {
    id: "pukka",
    name: "Pukka",
    team: "demon",
    ability:
      "Each night, choose a player: they are poisoned. The previously poisoned player dies then becomes healthy.",
    first: "The Pukka chooses a player: mark Poisoned.",
    other:
      "The Pukka chooses a player: mark Poisoned. The previously poisoned player dies (mark Dead), then becomes healthy.",
    reminders: ["Poisoned", "Poisoned", "Dead"],
  },
  {
    id: "shabaloth",
    name: "Shabaloth",
    team: "demon",
    ability: "Each night*, choose 2 players: they die. A dead player you chose last night might be regurgitated.",
    other:
      "A player the Shabaloth chose last night might be regurgitated (mark Alive). The Shabaloth chooses 2 players: they die (mark Dead).",
    reminders: ["Dead", "Dead", "Alive"],
  },
  {
    id: "po",
    name: "Po",
    team: "demon",
    ability:
      "Each night*, you may choose a player: they die. If your last choice was no one, choose 3 players tonight.",
    other:
      "The Po may choose a player: they die. If they chose no one last time (mark 3 Attacks), they choose 3 players: they die.",
    reminders: ["Dead", "Dead", "Dead", "3 Attacks"],
  },
  // Travellers
  {
    id: "apprentice",
    name: "Apprentice",
    team: "traveller",
    ability: "On your 1st night, you gain a Townsfolk ability (if good), or a Minion ability (if evil).",
    reminders: ["Is The Apprentice"],
  },
  {
    id: "matron",
    name: "Matron",
    team: "traveller",
    ability:
      "Each day, you may chose up to 3 sets of 2 players to swap seats. Players may only whisper their neighbors.",
  },
  {
    id: "judge",
    name: "Judge",
    team: "traveller",
    ability:
      "Once per game, if another player nominated: you may choose to force the current execution to pass or fail.",
    reminders: ["No Ability"],
  },
  {
    id: "voudon",
    name: "Voudon",
    team: "traveller",
    ability: "Only you & the dead can vote. They don’t need a vote token to do so. A 50% majority isn’t required.",
  },
  {
    id: "bishop",
    name: "Bishop",
    team: "traveller",
    ability: "Only the Storyteller can nominate. At least 1 opposing player must be nominated each day.",
    reminders: ["Nominate Good", "Nominate Evil"],
  },
  // Fabled
  {
    id: "djinn",
    name: "Djinn",
    team: "fabled",
    ability: "Use the Djinn’s special rule. All players know what it is.",
  },
  {
    id: "fiddler",
    name: "Fiddler",
    team: "fabled",
    ability:
      "Once per game, at night, the Demon secretly chooses a player of an opposing alignment; All players then vote which of these two wins the game.",
  },
  {
    id: "hellslibrarian",
    name: "Hell's Librarian",
    team: "fabled",
    ability: "Something bad might happen to whomever speaks when the Storyteller calls for silence.",
    reminders: ["Something Bad"],
  },
];

const position = (order: string[], id: string) => {
  const i = order.indexOf(id);
  return i < 0 ? null : i + 1;
};

function toCharacter(e: Entry): Character {
  return {
    id: e.id,
    name: e.name,
    team: e.team,
    ability: e.ability,
    ...(e.note ? { note: e.note } : {}),
    firstNight: position(FIRST_NIGHT, e.id),
    otherNight: position(OTHER_NIGHT, e.id),
    firstNightReminder: e.first ?? "",
    otherNightReminder: e.other ?? "",
    reminders: e.reminders ?? [],
    remindersGlobal: [],
    setup: parseSetupEffects(e.ability),
    jinxes: [],
  };
}

/** 7–15 players; the same counts as the standard table for those sizes. */
export const FORUM_PLAYER_TABLE: PlayerTableRow[] = [
  { players: 7, townsfolk: 5, outsider: 0, minion: 1, demon: 1 },
  { players: 8, townsfolk: 5, outsider: 1, minion: 1, demon: 1 },
  { players: 9, townsfolk: 5, outsider: 2, minion: 1, demon: 1 },
  { players: 10, townsfolk: 7, outsider: 0, minion: 2, demon: 1 },
  { players: 11, townsfolk: 7, outsider: 1, minion: 2, demon: 1 },
  { players: 12, townsfolk: 7, outsider: 2, minion: 2, demon: 1 },
  { players: 13, townsfolk: 9, outsider: 0, minion: 3, demon: 1 },
  { players: 14, townsfolk: 9, outsider: 1, minion: 3, demon: 1 },
  { players: 15, townsfolk: 9, outsider: 2, minion: 3, demon: 1 },
];

export const badMoonRisingForum: Script = {
  name: "Bad Moon Rising (forum)",
  author: "YoubutWorse & LadyGaga",
  characters: ENTRIES.map(toCharacter),
  firstNight: FIRST_NIGHT,
  otherNight: OTHER_NIGHT,
  playerTable: FORUM_PLAYER_TABLE,
  // "1 traveller at 10 players, 2 travellers at 13 players, and 3 travellers at 15 players."
  travellerLimits: [
    { players: 0, max: 0 },
    { players: 10, max: 1 },
    { players: 13, max: 2 },
    { players: 15, max: 3 },
  ],
  maxTravellers: 3,
};
