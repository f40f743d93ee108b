import type { Character, Script } from "@/lib/rulesets/clocktower";

/** The script without a character (and without its night-order steps). */
export function removeCharacter(script: Script, id: string): Script {
  return {
    ...script,
    characters: script.characters.filter((c) => c.id !== id),
    firstNight: script.firstNight.filter((x) => x !== id),
    otherNight: script.otherNight.filter((x) => x !== id),
  };
}

/**
 * Where a character wakes in an existing order: before the first character on the script that wakes
 * later by its own number, else before dawn.
 */
function insertInOrder(order: string[], script: Script, c: Character, night: "first" | "other"): string[] {
  const pos = night === "first" ? c.firstNight : c.otherNight;
  if (pos === null || order.includes(c.id)) return order;
  const byId = new Map(script.characters.map((x) => [x.id, x]));
  let at = order.findIndex((id) => {
    const other = byId.get(id);
    const p = other ? (night === "first" ? other.firstNight : other.otherNight) : null;
    return p !== null && p > pos;
  });
  if (at < 0) at = order.indexOf("dawn");
  if (at < 0) at = order.length;
  return [...order.slice(0, at), c.id, ...order.slice(at)];
}

/** The script with one more character, placed in the night orders by its own numbers. */
export function addCharacter(script: Script, c: Character): Script {
  if (script.characters.some((x) => x.id === c.id)) return script;
  return {
    ...script,
    characters: [...script.characters, c],
    firstNight: insertInOrder(script.firstNight, script, c, "first"),
    otherNight: insertInOrder(script.otherNight, script, c, "other"),
  };
}
