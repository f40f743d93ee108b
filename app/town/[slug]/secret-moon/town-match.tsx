import type { MatchTable } from "@/lib/rulesets/secret-moon/scoring";
import { SIDE_LABEL, SIDE_TEXT, type TownNamer } from "./town-model";

/** Each finished game's winners and the points so far. */
export function TownMatch({ match, name }: { match: MatchTable; name: TownNamer }) {
  const points = [...match.points].sort((a, b) => b.points - a.points);
  return (
    <div aria-labelledby="sm-town-match-heading" data-testid="sm-town-match">
      <h3 id="sm-town-match-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
        Match <span className="font-normal normal-case text-ink-400">· {match.gamesPlayed} of {match.matchLength} games played</span>
      </h3>
      {match.games.length > 0 && (
        <table className="mb-3 w-full text-left text-sm">
          <caption className="sr-only">Games played</caption>
          <thead className="text-xs text-ink-400">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">Game</th>
              <th scope="col" className="py-1 pr-2 font-medium">Won by</th>
              <th scope="col" className="py-1 font-medium">Winners</th>
            </tr>
          </thead>
          <tbody>
            {match.games.map((g) => (
              <tr key={g.gameNumber} className="border-t border-night-700 align-top">
                <td className="py-1.5 pr-2 font-mono">{g.gameNumber}</td>
                <td className={`py-1.5 pr-2 ${SIDE_TEXT[g.side]}`}>{SIDE_LABEL[g.side]}</td>
                <td className="py-1.5 text-ink-200">{g.winners.map(name).join(", ") || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4 className="mb-1 text-xs font-semibold tracking-wide text-ink-400 uppercase">Points</h4>
      <ol className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-4" aria-label="Points">
        {points.map((p) => (
          <li key={p.seatId} className={`flex justify-between rounded px-2 py-1 ${match.leaders.includes(p.seatId) ? "bg-moon-400/10 text-moon-300" : "bg-night-900 text-ink-200"}`}>
            <span className="truncate">{name(p.seatId)}</span>
            <span className="font-mono">{p.points}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
