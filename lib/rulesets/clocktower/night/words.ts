/**
 * The night's words as catalogue messages (namespace `clocktower.night`, messages/<locale>/clocktower.json): the
 * rules say what they mean by key and values; the moderator's page renders them in the moderator's
 * language, the player's link in the game's. Character names and ability texts are the script's and
 * are passed as values, never translated.
 */
import { msg, type Message, type MessageValue, type Phrase } from "../../../i18n/message";

/** A message of the `clocktower.night` namespace: n("prompts.choosePlayer") is "clocktower.night.prompts.choosePlayer". */
export const n = (key: string, values?: Record<string, MessageValue>): Message =>
  msg(`clocktower.night.${key}`, values);

/** Names in a list: "Ann, Ben and Cat" in English, 「Ann、Ben、Cat」 in Japanese. */
export function listOf(items: readonly MessageValue[]): MessageValue {
  if (items.length === 0) return "";
  return items
    .slice(1)
    .reduce<MessageValue>((a, b, i) => n(i === items.length - 2 ? "list.last" : "list.pair", { a, b }), items[0]!);
}

/** Sentences one after another: a space between them in English, none in Japanese. Null: nothing to say. */
export function sentences(parts: ReadonlyArray<Phrase | null | undefined>): Phrase | null {
  const kept = parts.filter((p): p is Phrase => p !== null && p !== undefined && p !== "");
  if (kept.length === 0) return null;
  return kept.slice(1).reduce<Phrase>((a, b) => n("list.sentences", { a, b }), kept[0]!);
}
