"use client";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import { useDeadlineFormat } from "@/lib/client/use-clock";
import type { PublicDay } from "@/lib/rulesets/clocktower";
import { useNames, type DayPartProps } from "./day-shared";
import type { ClocktowerPartProps } from "../shared";
import { useNameList } from "@/lib/i18n/use-name-list";

/** Today's vote log and every earlier day's result and final count, folded away until asked for. */
export function DayHistory(props: ClocktowerPartProps & { day: DayPartProps["day"] | null }) {
  const { day, rules } = props;
  const name = useNames(props);
  const t = useTranslations("clocktower.forumDay.history");
  const say = useSay();
  const fmt = useDeadlineFormat();
  const earlier = [...rules.dayHistory].reverse();
  if (!day && earlier.length === 0) return null;
  return (
    <details className="card" data-testid="day-history">
      <summary className="cursor-pointer font-semibold">
        {t("title")}{" "}
        <span className="text-sm font-normal text-ink-400">
          {day ? t("todayEntries", { count: day.voteLog.length }) : ""}
          {day && earlier.length ? " · " : ""}
          {earlier.length ? t("earlierDays", { count: earlier.length }) : ""}
        </span>
      </summary>
      <div className="mt-3 space-y-4 text-sm">
        {day && (
          <div>
            <h3 className="label">{t("soFar", { number: day.number })}</h3>
            {day.voteLog.length === 0 ? (
              <p className="text-ink-400">{t("noVotes")}</p>
            ) : (
              <ol className="space-y-0.5 text-ink-200" aria-label={t("log", { number: day.number })}>
                {day.voteEntries.map((e, i) => (
                  <li key={i}>
                    {fmt(e.at)}: {say(e.text)}
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
        {earlier.map((d) => (
          <PastDay key={d.number} day={d} name={name} />
        ))}
      </div>
    </details>
  );
}

function PastDay({ day, name }: { day: PublicDay; name: (id: string) => string }) {
  const list = useNameList();
  const rows = day.result?.finalCount ?? [];
  const t = useTranslations("clocktower.forumDay.history");
  const ts = useTranslations("clocktower.forumDay.shared");
  const say = useSay();
  const fmt = useDeadlineFormat();
  return (
    <div className="border-t border-night-800 pt-3" data-testid="day-history-day">
      <h3 className="label">{ts("dayN", { number: day.number })}</h3>
      {(day.earlier ?? []).map((e, i) => (
        <p key={i} className="font-medium">
          {say(e.summary)}
        </p>
      ))}
      <p className="font-medium">{day.result ? say(day.result.summary) : t("notResolved")}</p>
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="mt-1 w-full text-left" aria-label={t("finalCount", { number: day.number })}>
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-1 py-1">
                  {t("nominator")}
                </th>
                <th scope="col" className="px-1 py-1">
                  {t("nominee")}
                </th>
                <th scope="col" className="px-1 py-1">
                  {t("votedBy")}
                </th>
                <th scope="col" className="px-1 py-1 text-right">
                  {t("votes")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.nominee} className="border-t border-night-800">
                  <td className="px-1 py-1">{name(r.nominator)}</td>
                  <td className="px-1 py-1 font-medium">{name(r.nominee)}</td>
                  <td className="px-1 py-1">{list(r.voters.map(name)) || "—"}</td>
                  <td className="px-1 py-1 text-right font-mono">{r.voters.length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {day.voteLog.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs text-ink-400">
            {t("voteLog", { count: day.voteLog.length })}
          </summary>
          <ol className="mt-1 space-y-0.5 text-ink-300">
            {day.voteEntries.map((e, i) => (
              <li key={i}>
                {fmt(e.at)}: {say(e.text)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
