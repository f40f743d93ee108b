/**
 * The character cards: public, dealt face up. Powers the rulebook prints carry their timing and their
 * number ("Start of day time (1)" happens before "Start of day time (3)"); the other characters named
 * in the rulebook's setups exist with a power text the moderator fills in. Names and printed powers
 * stay as the (English) rulebook gives them: they are the cards' data, not interface words.
 */
import type { Message } from "../../i18n/message";
import { k } from "./words";

export const CHARACTER_IDS = [
  "shamlock",
  "sheena",
  "ester",
  "tristel",
  "luma",
  "cyril",
  "beryl",
  "viennetta",
  "verna",
  "alistair",
  "miranda",
  "teresia",
  "barbera",
  "valeria",
  "arle",
  "akira",
  "miyabi",
  "towa",
  "lucie",
  "ulrika",
  "dautriche",
  "lolo",
  "christina",
  "mindy",
  "cecilia",
  "amarillo",
] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];

/**
 * When a power may be used, in the order a game passes through them. Powers with the same timing
 * happen in the card's number order. "duringDay" holds both "During new moon days" and "During full
 * moon days": Tristel's (1) comes before Ester's (2), so a full moon turned new by Tristel may be
 * turned full again by Ester the same day.
 */
export const TIMINGS = [
  "gameStart",
  "startOfDay",
  "duringDay",
  "suspectNamed",
  "preVoting",
  "votingResults",
  "endOfDay",
  "jewelryLoss",
] as const;
export type Timing = (typeof TIMINGS)[number];

/** The timings in words (catalogue messages: "Game start", "Start of day time"...). */
export const TIMING_LABELS = Object.fromEntries(TIMINGS.map((t) => [t, k(`timings.${t}`)])) as Record<Timing, Message>;

export interface CharacterCard {
  id: CharacterId;
  name: string;
  /** The printed power, or null when the rulebook does not give it (the moderator fills it in). */
  power: string | null;
  /** When the power is used; null for characters whose power the moderator adjudicates. */
  timing: Timing | null;
  /** The number printed beside the timing, if any. */
  order: number | null;
  /** "[1]": usable once per game. */
  oncePerGame: boolean;
  /** Characters this one "should only be used together with". */
  partners: CharacterId[];
  /** "This character should only be used in 8 player games." */
  eightPlayersOnly?: boolean;
}

const card = (c: Partial<CharacterCard> & Pick<CharacterCard, "id" | "name">): CharacterCard => ({
  power: null,
  timing: null,
  order: null,
  oncePerGame: false,
  partners: [],
  ...c,
});

export const CHARACTERS: Record<CharacterId, CharacterCard> = {
  shamlock: card({
    id: "shamlock",
    name: "Detective Shamlock",
    power:
      "<Game start (1)> Select one player who reveals to you and you only whether she is a Citizen or not. <End of day time (1)> If you are the Leader, perform the above action again.",
    timing: "gameStart",
    order: 1,
  }),
  sheena: card({
    id: "sheena",
    name: "Witness Sheena",
    power:
      "<Start of day time (1)> [1] If anyone was ejected from the game the previous day/night, select one player who reveals to you whether she is a Citizen or not.",
    timing: "startOfDay",
    order: 1,
    oncePerGame: true,
    eightPlayersOnly: true,
  }),
  ester: card({
    id: "ester",
    name: "Student Ester",
    power: "<During new moon days (2)> [1] You may change the moon into a full moon.",
    timing: "duringDay",
    order: 2,
    oncePerGame: true,
  }),
  tristel: card({
    id: "tristel",
    name: "Student Tristel",
    power: "<During full moon days (1)> [1] You may change the moon into a new moon.",
    timing: "duringDay",
    order: 1,
    oncePerGame: true,
  }),
  luma: card({
    id: "luma",
    name: "Student Luma",
    power: "[1] If you are the Leader, select one player who may not take part in the voting.",
    timing: "preVoting",
    oncePerGame: true,
  }),
  cyril: card({
    id: "cyril",
    name: "Elder Twin Cyril",
    power: "When you are not the Leader, you may force the Younger Twin to vote as you.",
    timing: "preVoting",
    partners: ["beryl"],
  }),
  beryl: card({
    id: "beryl",
    name: "Younger Twin Beryl",
    power: "When you lose your Fake Jewelry, the Elder Twin also loses hers.",
    timing: "jewelryLoss",
    partners: ["cyril"],
  }),
  viennetta: card({
    id: "viennetta",
    name: "Teacher Viennetta",
    power: "[1] When the Archaeologist loses her Fake Jewelry, you take it as yours.",
    timing: "jewelryLoss",
    oncePerGame: true,
    partners: ["mindy"],
  }),
  verna: card({
    id: "verna",
    name: "Teacher Verna",
    power: "<Voting results (1)> [1] When you are not the Leader, you may change this day's voting to 'innocent'.",
    timing: "votingResults",
    order: 1,
    oncePerGame: true,
  }),
  alistair: card({
    id: "alistair",
    name: "Class rep Alistair",
    power: "[1] When you lose your Fake Jewelry, you take the Vice Class Rep's Fake Jewelry.",
    timing: "jewelryLoss",
    oncePerGame: true,
    partners: ["miranda"],
  }),
  miranda: card({
    id: "miranda",
    name: "Vice Class rep Miranda",
    power: "[1] When you are not the Leader, you may change the Leader selected suspect to someone else.",
    timing: "suspectNamed",
    oncePerGame: true,
    partners: ["alistair"],
  }),
  teresia: card({ id: "teresia", name: "Military Teresia" }),
  barbera: card({ id: "barbera", name: "Politician Barbera" }),
  valeria: card({ id: "valeria", name: "Warlock Valeria" }),
  arle: card({ id: "arle", name: "Homeless Arle" }),
  akira: card({ id: "akira", name: "Psychic Akira" }),
  miyabi: card({ id: "miyabi", name: "Maid Miyabi" }),
  towa: card({ id: "towa", name: "Shrine Maiden Towa" }),
  lucie: card({ id: "lucie", name: "Bank employee Lucie" }),
  ulrika: card({ id: "ulrika", name: "Athlete Ulrika" }),
  dautriche: card({ id: "dautriche", name: "Crossdressing d'Autriche" }),
  lolo: card({ id: "lolo", name: "Clown Lolo" }),
  christina: card({ id: "christina", name: "Sister Christina" }),
  // Viennetta's partner; the rulebook names her but does not print her card.
  mindy: card({ id: "mindy", name: "Archaeologist Mindy", partners: ["viennetta"] }),
  cecilia: card({ id: "cecilia", name: "Sleeping Beauty Cecilia" }),
  amarillo: card({ id: "amarillo", name: "Hostess Amarillo" }),
};

/** The power text shown for a character: the printed one, else what the moderator wrote. */
export function powerText(id: CharacterId, moderatorTexts: Partial<Record<CharacterId, string>>): string {
  return CHARACTERS[id].power ?? moderatorTexts[id] ?? "";
}

/** Sort key putting powers in the rulebook's timing order, then by their number. */
export function timingRank(id: CharacterId): number {
  const c = CHARACTERS[id];
  const t = c.timing ? TIMINGS.indexOf(c.timing) : TIMINGS.length;
  return t * 100 + (c.order ?? 50);
}

/**
 * A card's name as a message's value, named after the card (`{luma}`, `{beryl}`): the name as the card
 * data gives it (the English rulebook's until the Japanese cards are copied, decision 009), never in
 * the catalogue's text (issue 27 part 5).
 */
export const cardName = (...ids: CharacterId[]): Record<string, string> =>
  Object.fromEntries(ids.map((id) => [id, CHARACTERS[id].name]));
