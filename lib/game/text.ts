/**
 * The one rule for text from outside (commands, a player's choices, imports, scripts): no NUL or
 * other control characters except tab and line breaks, no unpaired UTF-16 surrogates (neither can
 * be stored in PostgreSQL text or JSON), and names that show something: zero-width and
 * direction-control characters alone do not make a name.
 */
import { z } from "zod";
import { schemaMessage } from "../i18n/zod-issues";

const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Characters that take no room: zero-width spaces and joiners, word joiner, BOM, bidi controls. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

export const TEXT_PROBLEM = schemaMessage("gamePage.zod.cleanText");

export function isCleanText(s: string): boolean {
  return s.isWellFormed() && !FORBIDDEN_CONTROL.test(s);
}

/** The path of the first string (or key) in `value` that breaks the rule, or null. Walked without recursion. */
export function findUncleanText(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, ""]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      if (!isCleanText(v)) return path || "body";
    } else if (Array.isArray(v)) v.forEach((child, i) => stack.push([child, path ? `${path}.${i}` : String(i)]));
    else if (v && typeof v === "object")
      for (const [k, child] of Object.entries(v)) {
        if (!isCleanText(k)) return path || "body";
        stack.push([child, path ? `${path}.${k}` : k]);
      }
  }
  return null;
}

/**
 * The path and length of the first string in `value` longer than `max`, or null. Walked without
 * recursion (an import's payloads are checked with it before they are trusted).
 */
export function findLongText(value: unknown, max: number): { path: string; length: number } | null {
  const stack: Array<[unknown, string]> = [[value, ""]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      if (v.length > max) return { path: path || "value", length: v.length };
    } else if (v && typeof v === "object")
      for (const [k, child] of Object.entries(v)) stack.push([child, path ? `${path}.${k}` : k]);
  }
  return null;
}

/** The largest magnitude a number in a command may have (minutes, counts, indexes: far below it). */
export const MAX_COMMAND_NUMBER = 1_000_000;

/** The path of the first number in `value` that is not finite or exceeds `max` in magnitude, or null. */
export function findOutOfRangeNumber(value: unknown, max = MAX_COMMAND_NUMBER): string | null {
  const stack: Array<[unknown, string]> = [[value, ""]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === "number") {
      if (!Number.isFinite(v) || Math.abs(v) > max) return path || "body";
    } else if (v && typeof v === "object")
      for (const [k, child] of Object.entries(v)) stack.push([child, path ? `${path}.${k}` : k]);
  }
  return null;
}

/** Trimmed of spaces and invisible characters at both ends; NFC so that one name has one spelling. */
export function normaliseName(s: string): string {
  return s
    .normalize("NFC")
    .replace(
      /^[\s\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]+|[\s\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]+$/g,
      "",
    );
}

/** A name or title: clean, normalised, with at least one visible character, at most `max` characters. */
export function nameText(max: number) {
  return z
    .string()
    .refine(isCleanText, TEXT_PROBLEM)
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .min(1, schemaMessage("gamePage.zod.notEmpty"))
        .max(max, schemaMessage("gamePage.zod.maxCharacters", { max: String(max) }))
        .refine(hasVisibleCharacter, VISIBLE_PROBLEM),
    );
}

export const VISIBLE_PROBLEM = schemaMessage("gamePage.zod.visible");

/** Whether `s` shows something: more than spaces, zero-width and direction-control characters. */
export function hasVisibleCharacter(s: string): boolean {
  return s.replace(INVISIBLE, "").trim().length > 0;
}

/**
 * An optional name (a player's forum handle): clean and normalised like a name; empty, or nothing
 * visible, means none (null), at most `max` characters.
 */
export function optionalNameText(max: number) {
  return z
    .string()
    .refine(isCleanText, TEXT_PROBLEM)
    .transform(normaliseName)
    .pipe(z.string().max(max, schemaMessage("gamePage.zod.maxCharacters", { max: String(max) })))
    .nullish()
    .transform((h) => (h && hasVisibleCharacter(h) ? h : null));
}
