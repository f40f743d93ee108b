import type { PublicView } from "@/lib/game/views";
import type { ClocktowerPublicView } from "@/lib/rulesets/clocktower";
import type { PublicDay } from "@/lib/rulesets/clocktower/day/day-views";
import { CountDetails, CountTable, NotVoting } from "./town-day-count";
import { DayResult, EarlierDays, VoteLog, Whispers } from "./town-day-history";
import { Countdown } from "@/components/town/countdown";
import { H3, namer, When } from "./town-day-parts";

/**
 * The day on the town square. What players open it for comes first and large, on a phone too: the
 * nominations with their totals, the majority line and who has not voted; then the next deadline
 * with its countdown (the others folded), the rest of the count, the vote log and the whispers.
 */
export function ClocktowerTownDay({ view, slug }: { view: PublicView; slug?: string }) {
  const rules = view.rules as ClocktowerPublicView;
  const day = rules.day;
  const history = rules.dayHistory ?? [];
  if (!day && history.length === 0) return null;
  const name = namer(view);
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
              Day {day.number}: nominations and votes
            </h2>
            <p className="text-sm text-ink-300" data-testid="voting-mode">
              {rules.inAppVoting ? "Vote from your private link" : "Vote in the thread"}
            </p>
          </div>
          <section aria-labelledby="count-heading" className="space-y-3" data-testid="town-count">
            <h3 id="count-heading" className={H3}>
              Vote count
            </h3>
            <p className="text-lg font-semibold text-ink-100" data-testid="majority">
              {day.count.majoritySentence}
            </p>
            <CountTable day={day} name={name} />
            <NotVoting day={day} name={name} />
          </section>
          <DayClock day={day} />
          <CountDetails day={day} name={name} />
          <DayResult day={day} name={name} />
          <VoteLog day={day} open label="Today's votes" />
          <Whispers day={day} name={name} />
        </>
      ) : (
        <h2 id="day-heading" className="text-lg font-semibold text-moon-300">
          Earlier days
        </h2>
      )}
      <EarlierDays days={history} name={name} titled={day !== null} slug={slug} />
    </section>
  );
}

/** The next deadline with its countdown; every deadline of the day folded beneath. */
function DayClock({ day }: { day: PublicDay }) {
  const clock = day.clock;
  if (!clock) return null;
  const now = new Date();
  const current = clock.parts.find((p) => p.current);
  const paused = clock.state === "paused";
  return (
    <div className="space-y-2 text-sm" data-testid="day-clock">
      {current && !paused ? (
        <p className="text-base">
          <span className="font-semibold">{current.label}</span> ends in{" "}
          <Countdown deadline={current.endsAt} now={now} className="font-mono text-moon-300" />
          <span className="block text-sm text-ink-300">
            <When at={current.endsAt} />
          </span>
        </p>
      ) : (
        <p className="text-base">
          {paused && (
            <span className="mr-2 rounded-full border border-moon-500/60 px-2 py-0.5 text-xs font-semibold text-moon-300 uppercase">
              Paused
            </span>
          )}
          {clock.headline}
        </p>
      )}
      <details data-testid="day-deadlines">
        <summary className="cursor-pointer text-ink-300">Every deadline today ({clock.parts.length})</summary>
        <ol className="mt-1 space-y-1">
          {clock.parts.map((p) => (
            <li key={p.id} className={p.current ? "text-ink-100" : "text-ink-300"}>
              <span className={p.current ? "font-semibold text-moon-300" : ""}>{p.label}</span>{" "}
              {Date.parse(p.endsAt) <= now.getTime() ? "ended" : "ends"} <When at={p.endsAt} />
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
