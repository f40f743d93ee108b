"use client";
import { useTranslations } from "next-intl";
import type { ModeratorDay } from "@/lib/rulesets/clocktower";
import type { ClocktowerPartProps } from "../shared";
import type { Commands } from "@/components/game/use-game";
import { isSegmentId } from "@/lib/rulesets/clocktower/day/segments";
import { useNameList } from "@/lib/i18n/use-name-list";

/** What every part of the day screen gets: the current day beside the usual props. */
export interface DayPartProps extends ClocktowerPartProps {
  day: ModeratorDay;
}

/** Seat id → display name; "storyteller" is the host. */
export function useNames({ rules, seats }: Pick<ClocktowerPartProps, "rules" | "seats">) {
  const t = useTranslations("clocktower.forumDay.shared");
  const roster = rules.day?.roster ?? [];
  return (id: string) => {
    if (id === "storyteller") return t("storyteller");
    return roster.find((s) => s.id === id)?.name ?? seats.find((s) => s.id === id)?.name ?? id;
  };
}

/** "Amelia, Dolby", or "nobody" in the reader's language. */
export function useListNames() {
  const t = useTranslations("clocktower.forumDay.shared");
  const list = useNameList();
  return (names: string[]) => (names.length === 0 ? t("nobody") : list(names));
}

/** A small pill: "alive", "dead", "traveller". */
export function Pill({
  tone = "ink",
  children,
}: {
  tone?: "ink" | "good" | "blood" | "moon";
  children: React.ReactNode;
}) {
  const tones = {
    ink: "border-night-600 text-ink-300",
    good: "border-good-400/40 text-good-400",
    blood: "border-blood-500/50 text-blood-400",
    moon: "border-moon-500/50 text-moon-300",
  };
  return (
    <span className={`inline-block whitespace-nowrap rounded-full border px-1.5 text-xs leading-5 ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** The same commands, each sent as a Clocktower day command (`{ type: "clocktower.day", command }`). */
export function dayCommands(commands: Commands): Commands {
  return { ...commands, send: (command, force) => commands.send({ type: "clocktower.day", command }, force) };
}

/** A segment of the clock by its id ("Discussion", 「議論」); a segment the catalogue does not know keeps its label. */
export function useSegmentLabel() {
  const t = useTranslations("clocktower.forumDay.shared.segments");
  return (part: { id: string; label: string }) => (isSegmentId(part.id) ? t(part.id) : part.label);
}
