import type { SeatId } from "../../../game/core";
import { wordsIn, type Formatter, type Say } from "../../../i18n/message";
import type { ClocktowerPublicView } from "../views";
import { phaseCodeValues } from "../grimoire/grimoire";
import { escapeText, type TextFormat } from "./format";

/**
 * Everything a post may use: what the town sees, and the seats' names. Nothing from the grimoire.
 * `say` is the words of the game's language (`gameLanguage(core)`), handed by the caller (`renderer` on the
 * server, `useSay(language, …)` in the posts panel): a post reads in the thread's language, whoever copies it.
 */
export interface PostInput {
  view: ClocktowerPublicView;
  seats: ReadonlyArray<{ id: SeatId; name: string }>;
  say: Say;
}

/** The posts' words in the game's language (namespace day.posts). */
export const postWords = (input: PostInput): Formatter => wordsIn(input.say, "clocktower.forumDay.posts");

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

/** The town's label of a death ("Died N2", "Executed D1", "Exiled D1", "Dead") in the post's language. */
export function deathLabel(w: Formatter, label: string | null): string {
  const m = label ? /^(Died|Executed|Exiled) ([ND]\d+)$/.exec(label) : null;
  const key = { Died: "diedAt", Executed: "executedAt", Exiled: "exiledAt" } as const;
  if (m) return w(key[m[1] as keyof typeof key], { time: w("phaseCode", phaseCodeValues(m[2]!)) });
  return !label || label === "Dead" ? w("dead") : label;
}
