/**
 * Characters named in messages (issue 27 part 5). Every message that names a character takes the name
 * as a value, the name as the game's script gives it: a script whose characters carry Japanese names
 * reads Japanese throughout, and an English script reads as before. Names are never translated.
 *
 * Decision: a message's value for a character is named after the character (`{lunatic}`,
 * `{fortuneTeller}`, `{devilsAdvocate}`), as the day's namespace already did (`{gossip}`, `{moonchild}`),
 * so a message that names two characters says which is which. A character not on the script (a warning
 * that "No Fortune Teller is in play", a fabled the storyteller has not added yet) is named by its
 * English name, the publisher's, as the data stores it.
 */
import type { Character } from "./script/types";

/** The characters a message may name: the game's script's (and the storyteller's additions). */
export type DayCharacters = readonly Pick<Character, "id" | "name">[];

/** The English names of the characters our messages name, by id: the name when a script lacks the character. */
export const ENGLISH_NAMES = {
  apprentice: "Apprentice", // not text: a character's stored English name (the publisher's)
  bishop: "Bishop",
  butler: "Butler",
  devilsadvocate: "Devil's Advocate", // not text: a character's stored English name (the publisher's)
  drunk: "Drunk",
  exorcist: "Exorcist",
  fiddler: "Fiddler",
  fool: "Fool",
  fortuneteller: "Fortune Teller", // not text: a character's stored English name (the publisher's)
  godfather: "Godfather",
  goon: "Goon",
  gossip: "Gossip",
  grandmother: "Grandmother",
  judge: "Judge",
  lunatic: "Lunatic",
  mastermind: "Mastermind",
  matron: "Matron",
  mayor: "Mayor",
  monk: "Monk",
  moonchild: "Moonchild",
  pacifist: "Pacifist",
  poisoner: "Poisoner",
  politician: "Politician",
  professor: "Professor",
  pukka: "Pukka",
  recluse: "Recluse",
  sailor: "Sailor",
  scarletwoman: "Scarlet Woman", // not text: a character's stored English name (the publisher's)
  soldier: "Soldier",
  spy: "Spy",
  tealady: "Tea Lady", // not text: a character's stored English name (the publisher's)
  virgin: "Virgin",
  voudon: "Voudon",
  zombuul: "Zombuul",
} as const;

export type NamedCharacter = keyof typeof ENGLISH_NAMES;

/** The value's name for a character: "Fortune Teller" is `fortuneTeller`, "Devil's Advocate" `devilsAdvocate`. */
export function valueKey(id: NamedCharacter): string {
  const words = ENGLISH_NAMES[id].replace(/'/g, "").split(/[\s-]+/);
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join("");
}

/** A character's name among some characters (a script's, a sheet's), else its English name, else its id. */
export function nameAmong(characters: readonly Pick<Character, "id" | "name">[] | undefined, id: string): string {
  return characters?.find((c) => c.id === id)?.name ?? (ENGLISH_NAMES as Record<string, string>)[id] ?? id;
}

/** The values naming these characters, as a message takes them: `namesAmong(cs, "lunatic")` is `{ lunatic: "Lunatic" }`. */
export function namesAmong(
  characters: readonly Pick<Character, "id" | "name">[] | undefined,
  ...ids: NamedCharacter[]
): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [valueKey(id), nameAmong(characters, id)]));
}

/**
 * The characters a public view names (its script's sheet, the fabled, the travellers in play): what a
 * post, the town square or a player's page passes for a character's name.
 */
export function viewCharacters(view: {
  script: null | { sheet: { groups: readonly { characters: readonly Pick<Character, "id" | "name">[] }[] } };
  fabled?: readonly Pick<Character, "id" | "name">[];
  travellers?: readonly { characterId: string; name: string }[];
}): DayCharacters {
  return [
    ...(view.script?.sheet.groups.flatMap((g) => g.characters) ?? []),
    ...(view.fabled ?? []),
    ...(view.travellers ?? []).map((t) => ({ id: t.characterId, name: t.name })),
  ];
}
