import { nameList } from "@/lib/i18n/name-list";
import type { PublicView } from "@/lib/game/views";
import { When } from "@/components/town/countdown";
import { render, translator, type Translator } from "@/lib/i18n/render";
import type { Phrase } from "@/lib/i18n/message";

export { When };

/** The town square's day in the game's language, whoever reads it. */
export interface TownWords {
  t: Translator;
  /** The rules' words (a message from the view, or a sentence already written) in the game's language. */
  say: (text: Phrase) => string;
  /** Names side by side in the game's language ("A, B" / 「A、B」). */
  list: (names: readonly string[]) => string;
}

export function townWords(view: PublicView): TownWords {
  const lang = view.language ?? "en";
  return { t: translator(lang), say: (text) => render(text, lang), list: (names) => nameList(lang, names) };
}

/** Seat names for the day's lists; "storyteller" nominates and whispers too. */
export function namer(view: PublicView) {
  const t = translator(view.language ?? "en");
  const names = new Map(view.seats.map((s) => [s.id, s.name]));
  return (id: string) =>
    id === "storyteller"
      ? t("clocktower.forumDay.shared.theStoryteller")
      : (names.get(id) ?? t("clocktower.forumDay.shared.aPlayer"));
}

export const H3 = "text-xs font-semibold tracking-wide text-ink-400 uppercase";
