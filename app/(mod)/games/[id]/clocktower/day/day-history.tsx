"use client";
import type { PublicDay } from "@/lib/rulesets/clocktower";
import { useNames, type DayPartProps } from "./day-shared";
import type { ClocktowerPartProps } from "../shared";

/** Today's vote log and every earlier day's result and final count, folded away until asked for. */
export function DayHistory(props: ClocktowerPartProps & { day: DayPartProps["day"] | null }) {
  const { day, rules } = props;
  const name = useNames(props);
  const earlier = [...rules.dayHistory].reverse();
  if (!day && earlier.length === 0) return null;
  return (
    <details className="card" data-testid="day-history">
      <summary className="cursor-pointer font-semibold">
        Vote history{" "}
        <span className="text-sm font-normal text-ink-400">
          {day ? `today's ${day.voteLog.length} entries` : ""}
          {day && earlier.length ? " · " : ""}
          {earlier.length ? `${earlier.length} earlier day${earlier.length === 1 ? "" : "s"}` : ""}
        </span>
      </summary>
      <div className="mt-3 space-y-4 text-sm">
        {day && (
          <div>
            <h3 className="label">Day {day.number} so far</h3>
            {day.voteLog.length === 0 ? (
              <p className="text-ink-400">No votes yet.</p>
            ) : (
              <ol className="space-y-0.5 text-ink-200" aria-label={`Day ${day.number} vote log`}>
                {day.voteLog.map((line, i) => (
                  <li key={i}>{line}</li>
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
  const rows = day.result?.finalCount ?? [];
  return (
    <div className="border-t border-night-800 pt-3" data-testid="day-history-day">
      <h3 className="label">Day {day.number}</h3>
      <p className="font-medium">{day.result ? day.result.summary : "Not resolved."}</p>
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="mt-1 w-full text-left" aria-label={`Day ${day.number} final count`}>
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-1 py-1">
                  Nominator
                </th>
                <th scope="col" className="px-1 py-1">
                  Nominee
                </th>
                <th scope="col" className="px-1 py-1">
                  Voted by
                </th>
                <th scope="col" className="px-1 py-1 text-right">
                  Votes
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.nominee} className="border-t border-night-800">
                  <td className="px-1 py-1">{name(r.nominator)}</td>
                  <td className="px-1 py-1 font-medium">{name(r.nominee)}</td>
                  <td className="px-1 py-1">{r.voters.map(name).join(", ") || "—"}</td>
                  <td className="px-1 py-1 text-right font-mono">{r.voters.length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {day.voteLog.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs text-ink-400">Vote log ({day.voteLog.length})</summary>
          <ol className="mt-1 space-y-0.5 text-ink-300">
            {day.voteLog.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
