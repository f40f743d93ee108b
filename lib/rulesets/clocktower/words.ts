/**
 * The Clocktower rules' own words (namespace `clocktower.grimoireRules`, messages/<locale>/clocktower.json): the grimoire,
 * the set-up, the scripts and the posts say what they mean by key and values.
 */
import { msg, type Message, type MessageValue } from "../../i18n/message";

/** A message of the `clocktower.grimoireRules` namespace: ct("setup.noTable") is "clocktower.grimoireRules.setup.noTable". */
export const ct = (key: string, values?: Record<string, MessageValue>): Message =>
  msg(`clocktower.grimoireRules.${key}`, values);

/** "Amelia, Dolby and Eggyolk" / 「Amelia、Dolby、Eggyolk」: names (the script's or the seats') listed in the reader's language. */
export function listOf(items: readonly MessageValue[]): MessageValue {
  if (items.length <= 1) return items[0] ?? "";
  if (items.length === 2) return ct("list.last", { a: items[0]!, b: items[1]! });
  return ct("list.pair", { a: items[0]!, b: listOf(items.slice(1)) });
}

/** Lines one under the other (a role message, a post's block). */
export function linesOf(lines: readonly MessageValue[]): MessageValue {
  if (lines.length === 0) return "";
  return lines.slice(1).reduce<MessageValue>((first, rest) => ct("lines", { first, rest }), lines[0]!);
}

/** Problems one after the other ("a; b; c" / 「a／b／c」): each may hold commas of its own. */
export function semicolonsOf(items: readonly MessageValue[]): MessageValue {
  if (items.length <= 1) return items[0] ?? "";
  return ct("list.semicolon", { a: items[0]!, b: semicolonsOf(items.slice(1)) });
}
