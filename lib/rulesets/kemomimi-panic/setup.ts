import { CHARACTERS, type CharacterId } from "./characters";
import { ROLES, isThief, type RoleId } from "./roles";
import type { Message } from "../../i18n/message";
import { k } from "./words";
import { listValue } from "../../i18n/list-values";

export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 8;

/** How many thieves the rulebook plays with, and so how many Civilians go in and cards come out. */
export const thievesFor = (players: number) => (players === 8 ? 2 : 1);

export interface SetupCheck {
  errors: Message[];
  warnings: Message[];
}

const names = (ids: readonly CharacterId[]) => listValue(ids.map((id) => CHARACTERS[id].name));

/**
 * Checks a choice of cards. Errors are what cannot be dealt; warnings are what the rulebook says
 * should not be done but a moderator may still want (e.g. a twin without the other twin).
 */
export function checkSetup(characters: readonly CharacterId[], roles: readonly RoleId[]): SetupCheck {
  const errors: Message[] = [];
  const warnings: Message[] = [];
  const n = characters.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS)
    errors.push(k("rules.playersRange", { min: MIN_PLAYERS, max: MAX_PLAYERS, n }));
  if (roles.length !== n) errors.push(k("rules.rolesCount", { characters: n, roles: roles.length }));

  const dupChars = characters.filter((c, i) => characters.indexOf(c) !== i);
  if (dupChars.length) errors.push(k("rules.characterTwice", { names: names([...new Set(dupChars)]) }));

  const count = (r: RoleId) => roles.filter((x) => x === r).length;
  if (count("crescentMoon") !== 1) errors.push(k("rules.oneCrescentMoon"));
  if (count("fullMoon") > 1) errors.push(k("rules.oneFullMoon"));
  if (n === 8 && count("fullMoon") === 0) warnings.push(k("rules.eightFullMoon"));
  if (n !== 8 && count("fullMoon") === 1) warnings.push(k("rules.fullMoonEightOnly"));
  if (count("informant") > 1) warnings.push(k("rules.oneInformant"));
  for (const r of ["civilianJustice", "civilianStubborn", "civilianAngry", "civilianLonely"] as const)
    if (count(r) > 1) warnings.push(k("rules.oneVariant", { role: ROLES[r].name, count: count(r) }));
  if (roles.every((r) => isThief(r))) errors.push(k("rules.notAllThieves"));

  for (const c of new Set(characters)) {
    const card = CHARACTERS[c];
    for (const partner of card.partners)
      if (!characters.includes(partner))
        warnings.push(k("rules.partner", { name: card.name, partner: CHARACTERS[partner].name }));
    if (card.eightPlayersOnly && n !== 8) warnings.push(k("rules.eightOnly", { name: card.name }));
  }
  if (!characters.includes("shamlock")) warnings.push(k("rules.noShamlock"));

  return { errors, warnings };
}

/**
 * The rulebook names some characters in its setups (the recommended 6 players' Maid Miyabi and
 * Psychic Akira) but prints no power: without the host's text the player's card shows a name only.
 * The set-up says so before the deal (the form and the deal's summary, issue 29). It is a notice on
 * those screens, not a warning of the configure command: choosing such cards breaks no rule, and a
 * table may play them as plain cards.
 */
export function blankPowers(
  characters: readonly CharacterId[],
  powerTexts: Partial<Record<CharacterId, string>>,
): Message[] {
  const blank = [...new Set(characters)].filter((c) => !CHARACTERS[c].power && !powerTexts[c]?.trim());
  return blank.length ? [k("rules.noPowerText", { names: names(blank), count: blank.length })] : [];
}
