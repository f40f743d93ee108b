/**
 * Kemomimi Panic's words as catalogue messages (namespace `kemomimi`, messages/<locale>/kemomimi.json):
 * the rules say what they mean by key and values, the boundary renders it in the reader's language.
 */
import { msg, type Message, type MessageValue } from "../../i18n/message";

/** A message of the `kemomimi` namespace: k("rules.notDealt") is "kemomimi.rules.notDealt". */
export const k = (key: string, values?: Record<string, MessageValue>): Message => msg(`kemomimi.${key}`, values);

/** Sentences one after the other (a space between them in English, none in Japanese). */
export function sentences(parts: readonly Message[]): Message {
  if (parts.length === 0) return k("sentences", { first: "", rest: "" });
  return parts.slice(1).reduce<Message>((first, rest) => k("sentences", { first, rest }), parts[0]!);
}
