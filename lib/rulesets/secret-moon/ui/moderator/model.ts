import { useMemo } from "react";
import { useSay } from "@/lib/i18n/use-say";
import type { ActionChoice, SecretMoonModeratorView, Side } from "@/lib/rulesets/secret-moon";
import { TELL_KEY } from "@/lib/rulesets/secret-moon/views";
import { isMessage, msg, type Phrase } from "@/lib/i18n/message";
import { wordsFor, type Words } from "@/lib/rulesets/secret-moon/ui/shared/labels";
export { sideOf, SIDE_TEXT, type Namer, type Words } from "@/lib/rulesets/secret-moon/ui/shared/labels";

/** The moderator's view of a dealt game. */
export type ModGame = NonNullable<SecretMoonModeratorView["game"]>;
export type FullCard = ModGame["cardsInFull"][number];
export type ActionKind = ActionChoice["action"];

/** The panel's words, in the reader's language. */
export function useWords(seats: Array<{ id: string; name: string }>): Words {
  const say = useSay();
  return useMemo(() => wordsFor(say, seats), [say, seats]);
}

export const SIDE_BORDER: Record<Side, string> = {
  princess: "border-blood-500/60",
  minister: "border-good-400/50",
  thief: "border-moon-500/60",
};

/** The private lines ("Tell X privately: …") apart from the other hints. */
export function splitHints(hints: Phrase[], say: (p: Phrase) => string) {
  const privately: Array<{ to: string; text: string }> = [];
  const next: Phrase[] = [];
  for (const h of hints) {
    if (isMessage(h) && h.key === TELL_KEY && h.values) {
      const learned = h.values.learned;
      // The line as the player reads it: "You inspected…", not "you inspected…" inside the hint.
      const own = isMessage(learned) ? msg(learned.key.replace(/Lower$/, ""), learned.values) : learned!;
      privately.push({ to: say(h.values.name as Phrase), text: say(own as Phrase) });
    } else next.push(h);
  }
  return { privately, next };
}
