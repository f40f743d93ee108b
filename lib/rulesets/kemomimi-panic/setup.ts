import { CHARACTERS, type CharacterId } from "./characters";
import { ROLES, isThief, type RoleId } from "./roles";

export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 8;

/** How many thieves the rulebook plays with, and so how many Civilians go in and cards come out. */
export const thievesFor = (players: number) => (players === 8 ? 2 : 1);

export interface SetupCheck {
  errors: string[];
  warnings: string[];
}

const names = (ids: readonly CharacterId[]) => ids.map((id) => CHARACTERS[id].name).join(", ");

/**
 * Checks a choice of cards. Errors are what cannot be dealt; warnings are what the rulebook says
 * should not be done but a moderator may still want (e.g. a twin without the other twin).
 */
export function checkSetup(characters: readonly CharacterId[], roles: readonly RoleId[]): SetupCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  const n = characters.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS)
    errors.push(`Kemomimi Panic is played with ${MIN_PLAYERS} to ${MAX_PLAYERS} players; ${n} characters were chosen.`);
  if (roles.length !== n) errors.push(`Choose as many roles as characters: ${n} characters but ${roles.length} roles.`);

  const dupChars = characters.filter((c, i) => characters.indexOf(c) !== i);
  if (dupChars.length) errors.push(`Each character card exists once: ${names([...new Set(dupChars)])} chosen twice.`);

  const count = (r: RoleId) => roles.filter((x) => x === r).length;
  if (count("crescentMoon") !== 1) errors.push("The roles need exactly one Thief Crescent Moon.");
  if (count("fullMoon") > 1) errors.push("There is only one Thief Full Moon card.");
  if (n === 8 && count("fullMoon") === 0)
    warnings.push("With 8 players the rulebook adds Thief Full Moon, who steals on full moon nights.");
  if (n !== 8 && count("fullMoon") === 1) warnings.push("Thief Full Moon is meant for 8-player games only.");
  if (count("informant") > 1) warnings.push("The game has one Informant card; more than one was chosen.");
  for (const r of ["civilianJustice", "civilianStubborn", "civilianAngry", "civilianLonely"] as const)
    if (count(r) > 1) warnings.push(`There is one ${ROLES[r].name} card; it was chosen ${count(r)} times.`);
  if (roles.every((r) => isThief(r))) errors.push("At least one role must not be a thief.");

  for (const c of new Set(characters)) {
    const card = CHARACTERS[c];
    for (const partner of card.partners)
      if (!characters.includes(partner))
        warnings.push(`${card.name} should only be used together with ${CHARACTERS[partner].name}.`);
    if (card.eightPlayersOnly && n !== 8) warnings.push(`${card.name} should only be used in 8-player games.`);
  }
  if (!characters.includes("shamlock"))
    warnings.push(
      "Detective Shamlock is in every setup of the rulebook: without her there is no check at game start and the Moon starts with the first seat.",
    );
  return { errors, warnings };
}
