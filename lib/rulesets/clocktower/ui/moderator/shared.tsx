"use client";
import type { Seat } from "@/lib/game/core";
import { namesAmong, type NamedCharacter } from "../../character-names";
import { useLocale } from "next-intl";
import type { Phrase } from "@/lib/i18n/message";
import { useSay } from "@/lib/i18n/use-say";
import type { ClocktowerModeratorView, Character } from "@/lib/rulesets/clocktower";
import type { Commands } from "@/components/game/use-game";

export interface ClocktowerPartProps {
  rules: ClocktowerModeratorView;
  seats: Seat[];
  commands: Commands;
}

/** The values naming these characters as the game's script gives them (character-names.ts): `{ lunatic: "Lunatic" }`. */
export const namesIn = (rules: ClocktowerModeratorView, ...ids: NamedCharacter[]) =>
  namesAmong(poolCharacters(rules), ...ids);

/** Every character the game can use: its script's and the ones the storyteller added. */
export function poolCharacters(rules: ClocktowerModeratorView): Character[] {
  const script = rules.script?.characters ?? [];
  return [...script, ...rules.extraCharacters.filter((c) => !script.some((s) => s.id === c.id))];
}

export const TEAM_BADGE: Record<string, string> = {
  townsfolk: "bg-good-400/15 text-good-300",
  outsider: "bg-good-400/10 text-good-300",
  minion: "bg-evil-400/15 text-evil-300",
  demon: "bg-evil-400/25 text-evil-300",
  traveller: "bg-moon-400/15 text-moon-300",
  fabled: "bg-moon-400/10 text-moon-300",
};

export function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="card min-w-0" aria-labelledby={`${id}-heading`} data-testid={id}>
      <h2 id={`${id}-heading`} className="mb-3 flex flex-wrap items-baseline gap-2 font-semibold">
        {title}
        {aside && <span className="text-sm font-normal text-ink-400">{aside}</span>}
      </h2>
      {children}
    </section>
  );
}

/** The rules' warnings (sentences or messages), in the reader's language. */
export function WarningList({ warnings, testId }: { warnings: readonly Phrase[]; testId?: string }) {
  const say = useSay();
  if (warnings.length === 0) return null;
  return (
    <ul
      className="space-y-1 rounded-md border border-moon-500/40 bg-moon-400/5 p-2 text-sm text-moon-300"
      data-testid={testId}
    >
      {warnings.map((w, i) => (
        <li key={i}>⚠ {say(w)}</li>
      ))}
    </ul>
  );
}

/** "A, B and C" / 「A、B、C」 in the reader's language. */
export function useNameList(): (names: readonly string[]) => string {
  const locale = useLocale();
  const format = new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { type: "conjunction" });
  return (names) => format.format(names);
}
