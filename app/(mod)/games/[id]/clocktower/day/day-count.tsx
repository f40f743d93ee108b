"use client";
import { Section } from "../shared";
import { listNames, useNames, type DayPartProps } from "./day-shared";
import { useDeadlineFormat } from "@/lib/client/use-clock";

/**
 * The count as the thread will read it: a row per nominee, who is not voting, tokens, locks, majority.
 * Once the day is resolved the view counts it on the roster of that moment, so it stays as decided.
 */
export function DayCount(props: DayPartProps) {
  const name = useNames(props);
  return <LiveCount {...props} name={name} />;
}

function LiveCount(props: DayPartProps & { name: (id: string) => string }) {
  const { day, name } = props;
  const fmt = useDeadlineFormat();
  const c = day.count;
  const tokens = c.deadTokens;
  const leader = c.leader.nominee
    ? `${name(c.leader.nominee)} would be executed`
    : c.leader.tied.length
      ? `tied: ${c.leader.tied.map(name).join(", ")}`
      : c.rows.length
        ? "nobody would be executed"
        : undefined;
  return (
    <Section
      id="day-count"
      title={day.result ? `Day ${day.number}: final count` : "Vote count"}
      aside={day.result ? undefined : leader}
    >
      {c.rows.length === 0 ? (
        <p className="text-sm text-ink-400">No nominations yet.</p>
      ) : (
        <div className="-mx-1 overflow-x-auto">
          <table
            className="w-full text-left text-sm"
            aria-label={day.result ? `Day ${day.number} final count` : "Live vote count"}
          >
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="px-1 py-1 font-semibold">
                  <abbr title="Nominator" className="no-underline sm:hidden">
                    By
                  </abbr>
                  <span className="hidden sm:inline">Nominator</span>
                </th>
                <th scope="col" className="px-1 py-1 font-semibold">
                  Nominee
                </th>
                <th scope="col" className="px-1 py-1 font-semibold">
                  Voted by
                </th>
                <th scope="col" className="px-1 py-1 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {c.rows.map((r) => (
                <tr
                  key={r.nominationId}
                  data-testid="day-count-row"
                  data-nominee={name(r.nominee)}
                  className={`border-t border-night-800 ${r.hasMajority ? "bg-blood-500/10" : ""}`}
                >
                  <td className="px-1 py-1.5 align-top">{name(r.nominator)}</td>
                  <td className="px-1 py-1.5 align-top font-medium">{name(r.nominee)}</td>
                  <td className="px-1 py-1.5 align-top text-ink-200">
                    {r.voters.length ? r.voters.map(name).join(", ") : <span className="text-ink-400">—</span>}
                  </td>
                  <td
                    className={`px-1 py-1.5 text-right align-top font-mono ${r.hasMajority ? "text-blood-400" : ""}`}
                    data-testid="day-count-total"
                  >
                    <span className="whitespace-nowrap">{r.fraction}</span>
                    {r.toMajority && (
                      <>
                        {" "}
                        <span className="block whitespace-nowrap sm:inline">({r.toMajority})</span>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-400">Not voting</dt>
        <dd data-testid="day-not-voting">{listNames(c.notVoting.map(name))}</dd>
        {tokens.length > 0 && (
          <>
            <dt className="text-ink-400">Dead vote tokens</dt>
            <dd data-testid="day-dead-tokens">
              {tokens
                .map(
                  (t) =>
                    `${name(t.seat)} (${t.available ? (t.votingFor ? `voting ${name(t.votingFor)}` : "available") : "spent"})`,
                )
                .join(", ")}
            </dd>
          </>
        )}
        <dt className="text-ink-400">Locked</dt>
        <dd data-testid="day-locked">
          {listNames(c.locked.map(name))}
          {c.allLocked && <span className="text-moon-300"> (every living voter)</span>}
        </dd>
        {c.discounted.length > 0 && (
          <>
            <dt className="text-ink-400">Not counted</dt>
            <dd>{c.discounted.map((d) => `${name(d.voter)} → ${name(d.nominee)}: ${d.reason}`).join(" ")}</dd>
          </>
        )}
        {c.deadline && (
          <>
            <dt className="text-ink-400">Voting {c.deadlinePassed ? "closed" : "closes"}</dt>
            <dd>{fmt(c.deadline)}</dd>
          </>
        )}
      </dl>
      <p className="mt-2 text-sm font-medium" data-testid="day-majority">
        {c.majoritySentence}
      </p>
      {day.hints.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-moon-300" aria-label="Day hints">
          {day.hints.map((h) => (
            <li key={h}>⚠ {h}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
