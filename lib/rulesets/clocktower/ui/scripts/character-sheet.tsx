import { NIGHT_MARKER_IDS, type CharacterSheet } from "@/lib/rulesets/clocktower";
import { msg, type Phrase, type Say } from "@/lib/i18n/message";

const isMarker = (s: { id: string; kind?: string }) =>
  s.kind ? s.kind === "marker" : (NIGHT_MARKER_IDS as readonly string[]).includes(s.id);

/**
 * The character sheet players see, and the night orders. No hooks and no "use client": it renders on
 * the server (the town square, the script page) and inside client components (the game panel) alike.
 * Its words are `say`'s: the reader's on a moderator page (useSay), the game's on the town square
 * (renderer). It takes a `Say`, not a language, so that no client bundle holds a catalogue.
 */

export const TEAM_TEXT: Record<string, string> = {
  townsfolk: "text-good-400",
  outsider: "text-good-400",
  minion: "text-evil-400",
  demon: "text-evil-400",
  traveller: "text-moon-300",
  fabled: "text-moon-300",
  loric: "text-moon-300",
};

export function SheetView({
  sheet,
  action,
  below,
  headingLevel = 3,
  say,
}: {
  sheet: CharacterSheet;
  /** An extra control per character (the script editor's "Remove"). */
  action?: (character: { id: string; name: string }) => React.ReactNode;
  /** Shown under a character, the row's full width (the script editor's open "Edit" form). */
  below?: (character: { id: string; name: string }) => React.ReactNode;
  headingLevel?: 2 | 3;
  say: Say;
}) {
  const t = (key: string, values?: Record<string, string | number>) => say(msg(key, values));
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="space-y-5" data-testid="character-sheet">
      {sheet.groups.length === 0 && <p className="text-sm text-ink-400">{t("clocktower.sheet.empty")}</p>}
      {sheet.groups.map((g) => (
        <section key={g.team} aria-label={t(`clocktower.teams.${g.team}.many`)}>
          <H className={`mb-2 text-sm font-semibold tracking-wide uppercase ${TEAM_TEXT[g.team] ?? ""}`}>
            {t(`clocktower.teams.${g.team}.many`)}{" "}
            <span className="font-normal text-ink-400">
              {t("clocktower.sheet.count", { count: g.characters.length })}
            </span>
          </H>
          <ul className="grid gap-x-6 gap-y-2 md:grid-cols-2">
            {g.characters.map((c) => {
              const under = below?.(c);
              return (
                <li
                  key={c.id}
                  className={`flex flex-wrap gap-2 border-b border-night-800 pb-2 ${under ? "md:col-span-2" : ""}`}
                  data-character={c.id}
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink-100">{c.name}</p>
                    <p className="text-sm text-ink-300">{c.ability}</p>
                    {c.note && <p className="mt-1 text-xs text-ink-400 italic">{c.note}</p>}
                  </div>
                  {action?.(c)}
                  {under && <div className="basis-full">{under}</div>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {sheet.jinxes.length > 0 && (
        <section aria-label={t("clocktower.sheet.jinxes")}>
          <H className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
            {t("clocktower.sheet.jinxes")}
          </H>
          <ul className="space-y-1 text-sm text-ink-300">
            {sheet.jinxes.map((j) => (
              <li key={`${j.a}+${j.b}`}>
                <span className="font-medium text-ink-100">{t("clocktower.sheet.jinx", { a: j.a, b: j.b })}</span>{" "}
                {j.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(sheet.bootlegger?.length ?? 0) > 0 && (
        <section aria-label={t("characters.sheet.bootlegger")}>
          <H className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
            {t("characters.sheet.bootlegger")}
          </H>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink-300">
            {sheet.bootlegger!.map((rule, i) => (
              <li key={i}>{rule}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export interface NightStepLike {
  id: string;
  name: Phrase;
  kind?: "marker" | "character";
  reminder?: Phrase;
}

export function NightOrderView({
  firstNight,
  otherNight,
  headingLevel = 3,
  className = "grid gap-6 sm:grid-cols-2",
  say,
}: {
  firstNight: NightStepLike[];
  otherNight: NightStepLike[];
  headingLevel?: 2 | 3;
  className?: string;
  say: Say;
}) {
  const t = (key: string, values?: Record<string, string | number>) => say(msg(key, values));
  const H = headingLevel === 2 ? "h2" : "h3";
  const list = (steps: NightStepLike[], label: string, testId: string) => (
    <section aria-label={label} className="min-w-0">
      <H className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">{label}</H>
      <ol className="space-y-1.5" data-testid={testId}>
        {steps.map((s, i) => (
          <li key={`${s.id}-${i}`} className="flex gap-2 text-sm">
            <span className="w-5 shrink-0 text-right font-mono text-xs leading-5 text-ink-400">{i + 1}</span>
            <div className="min-w-0">
              <span className={isMarker(s) ? "text-ink-400 italic" : "font-medium text-ink-100"}>{say(s.name)}</span>
              {s.reminder && <p className="text-xs text-ink-400">{say(s.reminder)}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
  return (
    <div className={className}>
      {list(firstNight, t("clocktower.sheet.firstNight"), "first-night")}
      {list(otherNight, t("clocktower.sheet.otherNight"), "other-night")}
    </div>
  );
}
