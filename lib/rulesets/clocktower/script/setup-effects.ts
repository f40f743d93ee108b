import type { DealtTeam, SetupEffect } from "./types";

const TEAM_WORDS: Record<string, DealtTeam> = {
  townsfolk: "townsfolk",
  outsider: "outsider",
  outsiders: "outsider",
  minion: "minion",
  minions: "minion",
  demon: "demon",
  demons: "demon",
};

const signed = (s: string) => Number(s.replace(/[−–]/g, "-").replace(/^\+/, ""));

/** Parses one part of a bracket: "-1 or +1 Outsider", "+2 Outsiders", "+0 to +2 Outsiders". */
function parsePart(part: string): SetupEffect {
  const text = part.trim();
  const m = text.match(/^((?:[+\-−–]?\d+\s*(?:or|to|,)?\s*)+)\s*([A-Za-z]+)$/);
  const team = m ? TEAM_WORDS[m[2]!.toLowerCase()] : undefined;
  if (!m || !team) return { kind: "note", text };
  const numbers = [...m[1]!.matchAll(/[+\-−–]?\d+/g)].map((n) => signed(n[0]));
  let choices = numbers;
  if (/\bto\b/.test(m[1]!) && numbers.length === 2) {
    const [a, b] = [Math.min(numbers[0]!, numbers[1]!), Math.max(numbers[0]!, numbers[1]!)];
    choices = Array.from({ length: b - a + 1 }, (_, i) => a + i);
  }
  return { kind: "adjust", team, choices: [...new Set(choices)], text };
}

/**
 * The setup effects written in [square brackets] in an ability, as data. "[-1 or +1 Outsider]" becomes
 * an adjustment of the Outsider count by -1 or +1; anything not understood stays a note.
 */
export function parseSetupEffects(ability: string): SetupEffect[] {
  const out: SetupEffect[] = [];
  for (const bracket of ability.matchAll(/\[([^\]]+)\]/g)) {
    const inner = bracket[1]!.trim();
    const parts = inner.split(/\s*[,;]\s*(?=[+\-−–]?\d)/);
    const parsed = parts.map(parsePart);
    // A bracket is one effect unless every part is understood on its own.
    if (parsed.every((p) => p.kind === "adjust")) out.push(...parsed);
    else out.push({ kind: "note", text: inner });
  }
  return out;
}
