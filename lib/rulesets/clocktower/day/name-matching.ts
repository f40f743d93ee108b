import type { SeatId } from "@/lib/game/core";
import { STORYTELLER, type DaySeat } from "./roster";

/**
 * Matching a name as players type it to a seat: case-insensitively, by seat name or forum handle,
 * or by a unique prefix (at least 2 letters). Anything else is unknown (with close spellings as
 * suggestions) or ambiguous (with the seats it could be).
 */
export type NamedSeat = Pick<DaySeat, "id" | "name" | "handle">;

// not text: what players type for the host in a forum post (the parser matches them)
export const STORYTELLER_NAMES = ["storyteller", "st", "host", "the storyteller"];

export type NameMatch =
  | { kind: "seat"; target: SeatId | typeof STORYTELLER; text: string; by: "name" | "handle" | "prefix" }
  | { kind: "unknown"; text: string; suggestions: SeatId[] }
  | { kind: "ambiguous"; text: string; suggestions: SeatId[] }
  | { kind: "missing" };

const MIN_PREFIX = 2;

export function normalizeName(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFKC")
    .replace(/^[@#]+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Strips what surrounds a typed name: brackets, quotes, @, trailing punctuation. */
function cleanWord(w: string): string {
  return w.replace(/^[\s"'“”‘’([{<@*_~]+/, "").replace(/[\s"'“”‘’)\]}>.,!?;:*_~]+$/, "");
}

/** Damerau–Levenshtein (optimal string alignment) distance, for typo suggestions. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
}

function labels(seat: NamedSeat): Array<{ text: string; by: "name" | "handle" }> {
  const out: Array<{ text: string; by: "name" | "handle" }> = [{ text: normalizeName(seat.name), by: "name" }];
  if (seat.handle) out.push({ text: normalizeName(seat.handle), by: "handle" });
  return out;
}

/** An exact match of a whole phrase (a post author, a quote attribution). */
export function matchExact(
  phrase: string,
  roster: readonly NamedSeat[],
  storytellerNames = STORYTELLER_NAMES,
): SeatId | typeof STORYTELLER | null {
  const p = normalizeName(cleanWord(phrase));
  if (!p) return null;
  for (const by of ["name", "handle"] as const) {
    const hit = roster.find((s) => labels(s).some((l) => l.by === by && l.text === p));
    if (hit) return hit.id;
  }
  return storytellerNames.includes(p) ? STORYTELLER : null;
}

/**
 * Reads the name at the start of `text` ("Dolby because he is lying" → Dolby). Longer exact
 * phrases win (a seat called "Player A"), then a unique prefix of the first word.
 */
export function matchName(text: string, roster: readonly NamedSeat[], storytellerNames = STORYTELLER_NAMES): NameMatch {
  const words = text.replace(/[[\]]/g, " ").split(/\s+/).map(cleanWord).filter(Boolean);
  if (words.length === 0) return { kind: "missing" };
  for (let k = Math.min(4, words.length); k >= 1; k--) {
    const phrase = words.slice(0, k).join(" ");
    const p = normalizeName(phrase);
    for (const by of ["name", "handle"] as const) {
      const hit = roster.find((s) => labels(s).some((l) => l.by === by && l.text === p));
      if (hit) return { kind: "seat", target: hit.id, text: phrase, by };
    }
    if (storytellerNames.includes(p)) return { kind: "seat", target: STORYTELLER, text: phrase, by: "name" };
  }
  const first = words[0]!;
  const w = normalizeName(first);
  if (w.length >= MIN_PREFIX) {
    const hits = roster.filter((s) => labels(s).some((l) => l.text.startsWith(w)));
    if (hits.length === 1) return { kind: "seat", target: hits[0]!.id, text: first, by: "prefix" };
    if (hits.length > 1) return { kind: "ambiguous", text: first, suggestions: hits.map((s) => s.id) };
  }
  return { kind: "unknown", text: first, suggestions: suggestionsFor(w, roster) };
}

/** Seats whose name or handle is a close spelling of `w`, or contains it. Closest first. */
export function suggestionsFor(w: string, roster: readonly NamedSeat[]): SeatId[] {
  if (w.length < 2) return [];
  const scored = roster
    .map((s) => {
      const best = Math.min(
        ...labels(s).map((l) => {
          const tolerance = l.text.length <= 4 ? 1 : 2;
          const dist = Math.min(editDistance(w, l.text), editDistance(w, l.text.slice(0, w.length)) + 1);
          if (dist <= tolerance) return dist;
          if (w.length >= 3 && l.text.includes(w)) return tolerance + 1;
          return Infinity;
        }),
      );
      return { id: s.id, best };
    })
    .filter((x) => Number.isFinite(x.best))
    .sort((a, b) => a.best - b.best);
  return scored.map((x) => x.id);
}
