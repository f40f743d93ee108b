/**
 * A sentence the rules say to a person (a refusal, a warning, a prompt), as a catalogue key with its
 * values rather than English built in the rules: the boundary that knows the reader's language renders it.
 * A value may itself be a message (a role's or an action's name in that language).
 */
export type MessageValue = string | number | Message;
export interface Message {
  key: string;
  values?: Record<string, MessageValue>;
}

/**
 * What the rules may say: a message, or (while a rule system's words are being moved into the
 * catalogues, issue 17) a sentence already written in English.
 */
export type Phrase = string | Message;

/** A message for `key` (a full catalogue key: "secretMoon.rules.dealPlayers") with its values. */
export function msg(key: string, values?: Record<string, MessageValue>): Message {
  return values ? { key, values } : { key };
}

export function isMessage(x: unknown): x is Message {
  return typeof x === "object" && x !== null && typeof (x as Message).key === "string";
}

/** Anything that formats a key with values: next-intl's translator at the root, or a test's stand-in. */
export type Formatter = (key: string, values?: Record<string, string | number>) => string;

/** The text in the reader's language: values that are messages are rendered first. */
export function say(format: Formatter, text: Phrase): string {
  if (typeof text === "string") return text;
  if (!text.values) return format(text.key);
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(text.values)) values[k] = isMessage(v) ? say(format, v) : v;
  return format(text.key, values);
}
