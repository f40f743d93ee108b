import type { SeatId } from "../../../game/core";
import type { Locale } from "../../../i18n/locales";
import type { Formatter } from "../../../i18n/message";
import { wordsFor } from "@/lib/i18n/locale-words";
import type { ClocktowerPublicView } from "../views";
import { phaseCodeValues } from "../grimoire/grimoire";
import { escapeText, type TextFormat } from "./format";

/**
 * Everything a post may use: what the town sees, and the seats' names. Nothing from the grimoire.
 * `language` is the game's (`gameLanguage(core)`): a post reads in the thread's language, whoever copies it.
 */
export interface PostInput {
  view: ClocktowerPublicView;
  seats: ReadonlyArray<{ id: SeatId; name: string }>;
  language?: Locale;
}

export const postLanguage = (input: PostInput): Locale => input.language ?? "en";

/** The posts' words in the game's language (namespace day.posts). */
export const postWords = (input: PostInput): Formatter => wordsFor(postLanguage(input), "clocktower.forumDay.posts");

export function seatNamer(input: PostInput, format: TextFormat): (id: SeatId | "storyteller") => string {
  const w = postWords(input);
  return (id) => {
    if (id === "storyteller") return w("theStoryteller");
    return escapeText(format, input.seats.find((s) => s.id === id)?.name ?? id);
  };
}

/** Seats whose public label is exactly this ("Died N2"), in seat order. */
export function seatsLabelled(input: PostInput, label: string): SeatId[] {
  return input.view.grimoire.filter((s) => !s.alive && s.label === label).map((s) => s.seatId);
}

/** The town's label of a death ("Died N2", "Executed D1", "Dead") in the post's language. */
export function deathLabel(w: Formatter, label: string | null): string {
  const m = label ? /^(Died|Executed) ([ND]\d+)$/.exec(label) : null;
  if (m) return w(m[1] === "Died" ? "diedAt" : "executedAt", { time: w("phaseCode", phaseCodeValues(m[2]!)) });
  return !label || label === "Dead" ? w("dead") : label;
}
