import { characterSchema, scriptIssuePhrase, type Character, type Script } from "./types";
import { msg, type Message } from "../../../i18n/message";
import { ct } from "../words";

/**
 * Pure edits of a script for the script editor: reordering a night order and changing a
 * character's texts. Validation uses the same zod schema a stored (or imported) script passes.
 */

export type Night = "firstNight" | "otherNight";

/** The order with the item at `from` moved to `to` (both clamped to the list); the same array when nothing moves. */
export function moveInOrder<T>(order: readonly T[], from: number, to: number): T[] {
  const last = order.length - 1;
  if (from < 0 || from > last) return [...order];
  const target = Math.max(0, Math.min(last, to));
  if (target === from) return [...order];
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/** The script with one step of a night order moved to another place (by index). */
export function moveNightStep(script: Script, night: Night, from: number, to: number): Script {
  return { ...script, [night]: moveInOrder(script[night], from, to) };
}

/** The editable texts of a character, as a form holds them: reminder tokens comma-separated. */
export interface CharacterTextDraft {
  name: string;
  ability: string;
  firstNightReminder: string;
  otherNightReminder: string;
  reminders: string;
}
export type CharacterTextField = keyof CharacterTextDraft;

export function draftOf(c: Character): CharacterTextDraft {
  return {
    name: c.name,
    ability: c.ability,
    firstNightReminder: c.firstNightReminder,
    otherNightReminder: c.otherNightReminder,
    reminders: c.reminders.join(", "),
  };
}

/** "Drunk, Poisoned,, Drunk " → ["Drunk", "Poisoned", "Drunk"] (a repeated token stays: it is a second token). */
export function parseReminders(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export type CharacterEditResult =
  | { ok: true; script: Script; character: Character }
  | { ok: false; errors: Partial<Record<CharacterTextField, Message>> };

/** The editor's fields, named as its form labels them (scripts.editor.fields). */
const FIELDS: readonly CharacterTextField[] = [
  "name",
  "ability",
  "firstNightReminder",
  "otherNightReminder",
  "reminders",
];

/**
 * The script with a character's texts replaced, checked with the character schema; otherwise one
 * plain message per field. Nothing else of the character (team, night positions, jinxes, setup) changes.
 */
export function editCharacterText(script: Script, id: string, draft: CharacterTextDraft): CharacterEditResult {
  const current = script.characters.find((c) => c.id === id);
  if (!current) return { ok: false, errors: { name: ct("edit.notOnScript", { id }) } };
  const candidate: Character = {
    ...current,
    name: draft.name.trim(),
    ability: draft.ability.trim(),
    firstNightReminder: draft.firstNightReminder.trim(),
    otherNightReminder: draft.otherNightReminder.trim(),
    // A token holding a comma cannot be written in the field: untouched, the tokens stay as they were.
    reminders: draft.reminders === current.reminders.join(", ") ? current.reminders : parseReminders(draft.reminders),
  };
  const parsed = characterSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors: Partial<Record<CharacterTextField, Message>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field: CharacterTextField =
        typeof key === "string" && (FIELDS as readonly string[]).includes(key) ? (key as CharacterTextField) : "name";
      if (errors[field]) continue;
      errors[field] = describe(field, issue.code, issue.path.length > 1 ? Number(issue.path[1]) : null, issue);
    }
    return { ok: false, errors };
  }
  const character = parsed.data;
  return {
    ok: true,
    character,
    script: { ...script, characters: script.characters.map((c) => (c.id === id ? character : c)) },
  };
}

function describe(
  field: CharacterTextField,
  code: string,
  index: number | null,
  issue: { message: string; maximum?: unknown; minimum?: unknown },
): Message {
  const label = msg(`scripts.editor.fields.${field}`);
  const max = Number(issue.maximum);
  if (field === "reminders" && code === "too_big" && index === null) return ct("edit.tooManyTokens", { label, max });
  if (field === "reminders" && index !== null && code === "too_big")
    return ct("edit.tokenTooLong", { label, n: index + 1, max });
  if (code === "too_small") return ct("edit.empty", { label });
  if (code === "too_big") return ct("edit.tooLong", { label, max });
  return ct("edit.other", { label, problem: scriptIssuePhrase(issue.message) });
}
