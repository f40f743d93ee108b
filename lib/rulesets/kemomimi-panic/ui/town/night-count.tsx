import { Countdown } from "@/components/town/countdown";
import { translator } from "@/lib/i18n/render";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The night's count on the pages without a runtime (the town square and a player's link), as the
 * Game Master's page says it: "The thief awakens in 0:06" from the night's fall until the app says
 * the thief awakens (`awakeAt`), and only then the count from 10 to the lock. The page's script
 * swaps the two parts at `awakeAt` (`data-shown-from` / `data-shown-until`, enhance-script.ts); the
 * server renders the part that holds now. A game from before issue 29 has no awakening: its count
 * runs from the night's start.
 */
export function NightCount({
  awakeAt,
  lockAt,
  language,
  testId,
  size = "text-2xl",
  hint,
}: {
  awakeAt: string | null;
  lockAt: string;
  language: Locale;
  testId?: string;
  size?: string;
  hint?: string;
}) {
  const t = translator(language);
  const now = new Date();
  const asleep = awakeAt !== null && now.getTime() < Date.parse(awakeAt);
  return (
    <div className="mt-1 text-ink-300" data-testid={testId}>
      {awakeAt && (
        <p
          className="flex flex-wrap items-baseline gap-x-2"
          data-shown-until={awakeAt}
          data-testid="kp-count-asleep"
          hidden={!asleep}
        >
          {t("kemomimi.panel.step.awakensIn")}
          <Countdown
            deadline={awakeAt}
            now={now}
            language={language}
            className={`font-mono ${size} font-semibold text-ink-300 tabular-nums`}
          />
        </p>
      )}
      <p
        className="flex flex-wrap items-baseline gap-x-2"
        {...(awakeAt ? { "data-shown-from": awakeAt } : {})}
        data-testid="kp-count-awake"
        hidden={asleep}
      >
        {t("kemomimi.town.count")}
        <Countdown
          deadline={lockAt}
          now={now}
          language={language}
          className={`font-mono ${size} font-semibold text-moon-300 tabular-nums`}
        />
        {hint && <span className="text-xs text-ink-400">{hint}</span>}
      </p>
    </div>
  );
}
