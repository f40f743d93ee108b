import type { PublicView } from "@/lib/game/views";
import type { ClocktowerPublicView } from "@/lib/rulesets/clocktower";
import type { PublicDay } from "@/lib/rulesets/clocktower/day/day-views";
import { majorityMessage } from "@/lib/rulesets/clocktower/day/tally";
import { viewCharacters } from "@/lib/rulesets/clocktower/character-names";
import { formatDeadline, formatDuration } from "@/lib/game/deadline-format";
import type { Locale } from "@/lib/i18n/locales";
import { renderer } from "@/lib/i18n/render";
import { CountDetails, CountTable, NotVoting } from "./town-day-count";
import { DayResult, EarlierDays, VoteLog, Whispers } from "./town-day-history";
import { Countdown } from "@/components/town/countdown";
import { H3, namer, townWords, When, type TownWords } from "./town-day-parts";
import { isSegmentId } from "@/lib/rulesets/clocktower/day/segments";

/**
 * The day on the town square, in the game's language. What players open it for comes first and large, on
 * a phone too: the nominations with their totals, the majority line and who has not voted; then the next
 * deadline with its countdown (the others folded), the rest of the count, the vote log and the whispers.
 */
export function ClocktowerTownDay({ view, slug }: { view: PublicView<ClocktowerPublicView>; slug?: string }) {
  const rules = view.rules;
  const day = rules.day;
  const history = rules.dayHistory ?? [];
  if (!day && history.length === 0) return null;
  const name = namer(view);
  const w = townWords(view);
  const { t, say } = w;
  return (
    <section
      aria-labelledby="day-heading"
      className="space-y-5 rounded-xl border border-night-700 bg-night-900/80 p-4"
      data-testid="town-day"
    >
      {day ? (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="day-heading" className="text-lg font-semibold text-moon-300">
              {t("clocktower.forumDay.town.dayHeading", { number: day.number })}
            </h2>
            <p className="text-sm text-ink-300" data-testid="voting-mode">
              {rules.inAppVoting ? t("clocktower.forumDay.town.voteInApp") : t("clocktower.forumDay.town.voteInThread")}
            </p>
          </div>
          <section aria-labelledby="count-heading" className="space-y-3" data-testid="town-count">
            <h3 id="count-heading" className={H3}>
              {t("clocktower.forumDay.town.voteCount")}
            </h3>
            <p className="text-lg font-semibold text-ink-100" data-testid="majority">
              {say(majorityMessage({ ...day.count, fiddler: !!day.fiddler }, viewCharacters(rules)))}
            </p>
            <CountTable day={day} name={name} w={w} />
            <NotVoting day={day} name={name} w={w} />
          </section>
          <DayClock day={day} w={w} language={view.language ?? "en"} />
          <CountDetails day={day} name={name} w={w} />
          <DayResult day={day} name={name} w={w} />
          <VoteLog day={day} open label={t("clocktower.forumDay.town.todaysVotes")} w={w} />
          <Whispers day={day} name={name} w={w} />
        </>
      ) : (
        <h2 id="day-heading" className="text-lg font-semibold text-moon-300">
          {t("clocktower.forumDay.town.earlierDays")}
        </h2>
      )}
      <EarlierDays days={history} name={name} titled={day !== null} slug={slug} w={w} />
    </section>
  );
}

/** The next deadline with its countdown; every deadline of the day folded beneath. */
function DayClock({ day, w, language }: { day: PublicDay; w: TownWords; language: Locale }) {
  const { t } = w;
  const clock = day.clock;
  if (!clock) return null;
  const now = new Date();
  const current = clock.parts.find((p) => p.current);
  const paused = clock.state === "paused";
  const segment = (p: { id: string; label: string }) =>
    isSegmentId(p.id) ? t(`clocktower.forumDay.shared.segments.${p.id}`) : p.label;
  const phase = t("clocktower.forumDay.town.dayN", { number: day.number });
  const say = renderer(language);
  const at = (iso: string) => formatDeadline(iso, null, say);
  const last = clock.parts.at(-1);
  const headline =
    clock.state === "paused" && current && clock.pausedAt
      ? t("clocktower.forumDay.town.pausedWith", {
          phase,
          segment: segment(current),
          left: formatDuration(Date.parse(current.endsAt) - Date.parse(clock.pausedAt), say),
        })
      : clock.state === "ended" && clock.endedAt
        ? t("clocktower.forumDay.town.ended", { phase, at: at(clock.endedAt) })
        : clock.state === "over" && last
          ? t("clocktower.forumDay.town.over", { phase, at: at(last.endsAt) })
          : clock.headline;
  return (
    <div className="space-y-2 text-sm" data-testid="day-clock">
      {current && !paused ? (
        <p className="text-base">
          {t.rich("clocktower.forumDay.town.endsIn", {
            segment: segment(current),
            strong: (c) => <span className="font-semibold">{c}</span>,
            countdown: () => (
              <Countdown deadline={current.endsAt} now={now} className="font-mono text-moon-300" language={language} />
            ),
          })}
          <span className="block text-sm text-ink-300">
            <When at={current.endsAt} />
          </span>
        </p>
      ) : (
        <p className="text-base">
          {paused && (
            <span className="mr-2 rounded-full border border-moon-500/60 px-2 py-0.5 text-xs font-semibold text-moon-300 uppercase">
              {t("clocktower.forumDay.town.paused")}
            </span>
          )}
          {headline}
        </p>
      )}
      <details data-testid="day-deadlines">
        <summary className="cursor-pointer text-ink-300">
          {t("clocktower.forumDay.town.everyDeadline", { count: clock.parts.length })}
        </summary>
        <ol className="mt-1 space-y-1">
          {clock.parts.map((p) => (
            <li key={p.id} className={p.current ? "text-ink-100" : "text-ink-300"}>
              <span className={p.current ? "font-semibold text-moon-300" : ""}>{segment(p)}</span>{" "}
              {Date.parse(p.endsAt) <= now.getTime()
                ? t("clocktower.forumDay.town.partEnded")
                : t("clocktower.forumDay.town.partEnds")}{" "}
              <When at={p.endsAt} />
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
