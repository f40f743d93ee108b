import type { PlacedReminder } from "@/lib/rulesets/clocktower";
import { poolCharacters, type ClocktowerPartProps } from "./shared";

/** The token's label: "Poisoned (Pukka)", "Drunk". */
export function tokenLabel(rules: ClocktowerPartProps["rules"], t: PlacedReminder) {
  if (!t.characterId) return t.text;
  const c = poolCharacters(rules).find((x) => x.id === t.characterId);
  return `${t.text} (${c?.name ?? t.characterId})`;
}
