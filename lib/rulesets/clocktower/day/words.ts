/**
 * The Clocktower day's words as catalogue messages (namespace `clocktower.dayCharacters`, messages/<locale>/clocktower.json):
 * refusals, warnings and hints by key and values; the boundary renders them in the reader's language.
 */
import { msg, type Message, type MessageValue } from "../../../i18n/message";
import { characterOf } from "../grimoire/grimoire";
import { nameAmong } from "../character-names";
import type { ClocktowerState } from "../state";

/** A message of the `clocktower.dayCharacters` namespace: cd("matron.notInPlay") is "clocktower.dayCharacters.matron.notInPlay". */
export const cd = (key: string, values?: Record<string, MessageValue>): Message =>
  msg(`clocktower.dayCharacters.${key}`, values);

/** A message of the `clocktower` namespace the day shares (the game is over, storyteller only). */
export const ct = (key: string, values?: Record<string, MessageValue>): Message => msg(`clocktower.${key}`, values);

/**
 * A character's name as the game's script spells it (never translated). A character not on the script
 * (a Matron not in play) is named by its English name (character-names.ts), else from its id.
 */
export function characterName(rules: ClocktowerState, id: string): string {
  return (
    characterOf(rules, id)?.name ??
    (nameAmong([], id) !== id ? nameAmong([], id) : id.charAt(0).toUpperCase() + id.slice(1))
  );
}
export { named } from "../grimoire/grimoire";
