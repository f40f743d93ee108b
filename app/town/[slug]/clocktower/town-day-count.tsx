import type { PublicDay } from "@/lib/rulesets/clocktower/day/day-views";
import { H3, When } from "./town-day-parts";

type Name = (id: string) => string;

/**
 * The live count, one row per nomination: a table on wide screens; on a phone, a card per nominee
 * with the name and the total large on its first line.
 */
export function CountTable({ day, name }: { day: PublicDay; name: Name }) {
  const rows = day.count.rows;
  const at = new Map(day.nominations.map((n) => [n.id, n.at]));
  if (rows.length === 0) return <p className="text-sm text-ink-400">No nominations yet.</p>;
  const cell = "block py-0.5 sm:table-cell sm:px-2 sm:py-2 sm:align-top";
  const tag = "text-ink-400 sm:hidden";
  return (
    <table className="block w-full text-sm sm:table" data-testid="day-count">
      <caption className="sr-only">Votes by nominee</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="text-left text-xs text-ink-400">
          <th className="font-normal sm:px-2">Nominee</th>
          <th className="font-normal sm:px-2">Nominated by</th>
          <th className="font-normal sm:px-2">Voters, in order</th>
          <th className="font-normal sm:px-2 sm:text-right">Votes</th>
        </tr>
      </thead>
      <tbody className="block space-y-2 sm:table-row-group sm:space-y-0">
        {rows.map((r) => (
          <tr
            key={r.nominationId}
            data-testid="count-row"
            className={`grid grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-lg border px-3 py-2 sm:table-row sm:rounded-none sm:border-0 sm:border-t ${r.hasMajority ? "border-moon-500/60 bg-moon-500/5" : "border-night-700"}`}
          >
            <td className={`${cell} text-xl font-semibold text-ink-100 sm:text-sm`}>{name(r.nominee)}</td>
            <td className={`${cell} col-span-2`}>
              <span className={tag}>Nominated by </span>
              {name(r.nominator)}
              {at.get(r.nominationId) && (
                <span className="block text-xs text-ink-400">
                  <When at={at.get(r.nominationId)!} />
                </span>
              )}
            </td>
            <td className={`${cell} col-span-2`}>
              <span className={tag}>Voters: </span>
              {r.voters.length ? r.voters.map(name).join(", ") : <span className="text-ink-400">none yet</span>}
            </td>
            <td className={`${cell} col-start-2 row-start-1 text-right`}>
              <span
                className={`font-mono text-2xl font-semibold whitespace-nowrap sm:text-sm ${r.hasMajority ? "text-moon-300" : "text-ink-100"}`}
                data-testid="count-label"
              >
                {r.label}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Who has not voted yet, under the count. */
export function NotVoting({ day, name }: { day: PublicDay; name: Name }) {
  const c = day.count;
  return (
    <div data-testid="not-voting">
      <h4 className={H3}>Not voting ({c.notVoting.length})</h4>
      <p className="text-base">
        {c.notVoting.length ? (
          c.notVoting.map(name).join(", ")
        ) : (
          <span className="text-ink-400">Everyone who may vote is voting.</span>
        )}
      </p>
    </div>
  );
}

/** The dead's vote tokens, locks, votes that do not count, and exiles in progress. */
export function CountDetails({ day, name }: { day: PublicDay; name: Name }) {
  const c = day.count;
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      {c.locked.length > 0 && (
        <div data-testid="locked-voters">
          <h4 className={H3}>Locked ({c.locked.length})</h4>
          <p>{c.locked.map(name).join(", ")}</p>
          {c.allLocked && <p className="text-moon-300">Every living voter has locked.</p>}
        </div>
      )}
      {c.deadTokens.length > 0 && (
        <div data-testid="dead-tokens">
          <h4 className={H3}>The dead&apos;s vote tokens</h4>
          <ul>
            {c.deadTokens.map((t) => (
              <li key={t.seat}>
                {name(t.seat)}:{" "}
                <span className={t.available ? "text-moon-300" : "text-ink-400"}>
                  {t.available ? "token available" : "token spent"}
                </span>
                {t.votingFor && <>, voting {name(t.votingFor)}</>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.discounted.length > 0 && (
        <div>
          <h4 className={H3}>Votes that do not count</h4>
          <ul>
            {c.discounted.map((d) => (
              <li key={d.voter}>
                {name(d.voter)} on {name(d.nominee)}: <span className="text-ink-400">{d.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.exiles.length > 0 && (
        <div className="sm:col-span-2" data-testid="exiles">
          <h4 className={H3}>Exile votes</h4>
          <ul className="space-y-1">
            {c.exiles.map((e) => (
              <li key={e.id}>
                Exile <span className="font-semibold">{name(e.traveller)}</span>{" "}
                <span className="text-ink-400">(called by {name(e.calledBy)})</span>:{" "}
                <span className="font-mono">
                  {e.total}/{e.living}
                </span>{" "}
                {e.needed > 0 ? `(needs ${e.needed} more)` : "(majority)"}
                {e.voters.length > 0 && <span className="block text-ink-300">{e.voters.map(name).join(", ")}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {c.deadline && (
        <p className="text-ink-300 sm:col-span-2">
          Voting {c.deadlinePassed ? "closed" : "closes"} at <When at={c.deadline} />
        </p>
      )}
    </div>
  );
}
