import { Fragment } from "react";
import type { PublicDay } from "@/lib/rulesets/clocktower/day/day-views";
import type { LiveDay } from "@/lib/rulesets/clocktower";
import { H3, When, type TownWords } from "./town-day-parts";

type Name = (id: string) => string;

/** How the day ended: the summary posted in the thread or (`final`, under a summary that says it) the final count. */
export function DayResult({
  day,
  name,
  w,
  final = false,
}: {
  day: PublicDay;
  name: Name;
  w: TownWords;
  final?: boolean;
}) {
  const { t, say } = w;
  const r = day.result;
  // A second vote today (the Butcher's): the earlier results stay above the day's.
  const earlier = (day.earlier ?? []).map((e, i) => (
    <p key={i} className="font-semibold text-moon-300">
      {say(e.summary)}
    </p>
  ));
  if (!r)
    return earlier.length ? (
      <div className="rounded-lg border border-moon-500/50 bg-moon-500/5 px-3 py-2 text-sm">{earlier}</div>
    ) : null;
  return (
    <div
      className="space-y-1 rounded-lg border border-moon-500/50 bg-moon-500/5 px-3 py-2 text-sm"
      data-testid="day-result"
    >
      {earlier}
      {!final && <p className="font-semibold text-moon-300">{say(r.summary)}</p>}
      {r.notes.map((n, i) => (
        <p key={i} className="text-ink-300">
          {say(n)}
        </p>
      ))}
      {final && r.finalCount.length > 0 && (
        <ul className="pt-1 text-ink-200">
          {r.finalCount.map((row) => (
            <li key={row.nominee}>
              <span className="font-medium">{name(row.nominee)}</span>{" "}
              <span className="text-ink-400">
                {t("clocktower.forumDay.town.byNominator", { name: name(row.nominator) })}
              </span>
              : <span className="font-mono">{row.voters.length}</span>
              {row.voters.length > 0 && <span className="text-ink-300"> · {w.list(row.voters.map(name))}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The day's votes, oldest first, as posted. */
export function VoteLog({
  day,
  open = false,
  label,
  w,
}: {
  day: PublicDay;
  open?: boolean;
  label: string;
  w: TownWords;
}) {
  if (day.voteLog.length === 0) return null;
  return (
    <details open={open} className="text-sm" data-testid="vote-log">
      <summary className="cursor-pointer text-ink-300">
        {label} ({day.voteLog.length})
      </summary>
      <ol className="mt-1 space-y-0.5 border-l border-night-700 pl-3 text-ink-200">
        {(day.voteEntries ?? []).map((e, i) => (
          <li key={i}>
            <span className="text-xs text-ink-400">
              <When at={e.at} />
            </span>{" "}
            {w.say(e.text)}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Declared whispers (neighbour whispers are private) and what each player has left. */
export function Whispers({ day, name, w }: { day: PublicDay; name: Name; w: TownWords }) {
  const { t } = w;
  return (
    <section aria-labelledby="day-whispers-heading" className="space-y-2 text-sm" data-testid="day-whispers">
      <h3 id="day-whispers-heading" className={H3}>
        {t("clocktower.forumDay.town.whispers")}
      </h3>
      {day.whispers.length === 0 && <p className="text-ink-400">{t("clocktower.forumDay.town.noWhispers")}</p>}
      <ul className="space-y-1">
        {day.whispers.map((x) => (
          <li key={x.id}>
            {t("clocktower.forumDay.town.whispersWith", { from: name(x.from), to: name(x.to) })}{" "}
            <span className="text-xs text-ink-400">
              · <When at={x.at} />
            </span>
            {x.brokenAt ? (
              <span className="text-ink-400">{t("clocktower.forumDay.town.whisperEnded")}</span>
            ) : (
              <span className="text-good-400">{t("clocktower.forumDay.town.whisperOpen")}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="text-ink-300">
        {t("clocktower.forumDay.town.whispersLeft")}{" "}
        {day.whispersRemaining.map((x, i) => (
          <Fragment key={x.seatId}>
            {i > 0 && t("clocktower.forumDay.posts.separator")}
            <span className="whitespace-nowrap">
              {name(x.seatId)} ({x.remaining})
            </span>
          </Fragment>
        ))}
      </p>
    </section>
  );
}

/** An earlier day's votes on a page of their own (the live page leaves them out). */
export function votesHref(slug: string, day: LiveDay) {
  return `/town/${slug}/day/${day.number}?v=${day.voteLogKey}`;
}

/**
 * Earlier days, closed by default: the final count, the result and the votes (in the live view, a
 * link to them instead: `voteLogLength`).
 */
export function EarlierDays({
  days,
  name,
  titled,
  slug,
  w,
}: {
  days: LiveDay[];
  name: Name;
  titled: boolean;
  slug?: string;
  w: TownWords;
}) {
  const { t, say } = w;
  if (days.length === 0) return null;
  return (
    <section
      aria-labelledby={titled ? "day-history-heading" : "day-heading"}
      className="space-y-2"
      data-testid="day-history"
    >
      {titled && (
        <h3 id="day-history-heading" className={H3}>
          {t("clocktower.forumDay.town.earlierDays")}
        </h3>
      )}
      {[...days].reverse().map((d) => (
        <details key={d.number} className="rounded-lg border border-night-700 px-3 py-2">
          <summary className="cursor-pointer font-medium">
            {t("clocktower.forumDay.town.dayTitle", { number: d.number })}
            {d.result && <span className="font-normal text-ink-300">: {say(d.result.summary)}</span>}
          </summary>
          <div className="mt-2 space-y-2">
            {d.result ? (
              <DayResult day={d} name={name} w={w} final />
            ) : (
              <p className="text-sm text-ink-400">{t("clocktower.forumDay.town.noResult")}</p>
            )}
            <VoteLog day={d} label={t("clocktower.forumDay.town.votesLabel")} open w={w} />
            {d.voteLog.length === 0 && !!d.voteLogLength && slug && (
              <p className="text-sm">
                <a className="text-moon-300 underline" href={votesHref(slug, d)}>
                  {t("clocktower.forumDay.town.votesLink", { count: d.voteLogLength })}
                </a>
              </p>
            )}
          </div>
        </details>
      ))}
    </section>
  );
}
