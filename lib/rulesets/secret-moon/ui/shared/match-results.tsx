import type { MatchTable } from "@/lib/rulesets/secret-moon/scoring";
import type { Phrase } from "@/lib/i18n/message";
import { SIDE_TEXT, type Words } from "./labels";

/** Each finished game's winners and every player's points, leaders highlighted. Public facts only. */
export function MatchResults({
  match,
  words,
  pointsColumns = "sm:grid-cols-4",
  scoring,
  matchResult,
}: {
  match: MatchTable;
  words: Words;
  pointsColumns?: string;
  /** How points are scored, as players read it. */
  scoring: Phrase;
  /** "Ann wins the match with 3 points." once the match is complete. */
  matchResult: Phrase | null;
}) {
  const { t, say, name } = words;
  const points = [...match.points].sort((a, b) => b.points - a.points);
  return (
    <>
      {matchResult && (
        <p className="mb-3 text-lg font-semibold text-moon-300" data-testid="sm-match-result">
          {say(matchResult)}
        </p>
      )}
      {match.games.length > 0 && (
        <table className="mb-3 w-full text-left text-sm" data-testid="sm-match-games">
          <caption className="sr-only">{t("town.gamesCaption")}</caption>
          <thead className="text-xs text-ink-400">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t("town.game")}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t("town.wonBy")}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t("town.winnersColumn")}
              </th>
            </tr>
          </thead>
          <tbody>
            {match.games.map((g) => (
              <tr key={g.gameNumber} className="border-t border-night-700 align-top">
                <td className="py-1.5 pr-2 font-mono">{g.gameNumber}</td>
                <td className={`py-1.5 pr-2 ${SIDE_TEXT[g.side]}`}>{words.side(g.side)}</td>
                <td className="py-1.5 text-ink-200">{words.list(g.winners.map(name)) || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4 className="mb-1 text-xs font-semibold tracking-wide text-ink-400 uppercase">{t("town.points")}</h4>
      <ol
        className={`grid grid-cols-2 gap-1 text-sm ${pointsColumns}`}
        aria-label={t("town.points")}
        data-testid="sm-points"
      >
        {points.map((p) => (
          <li
            key={p.seatId}
            className={`flex justify-between rounded px-2 py-1 ${match.leaders.includes(p.seatId) ? "bg-moon-400/10 text-moon-300" : "bg-night-900 text-ink-200"}`}
          >
            <span className="truncate">{name(p.seatId)}</span>
            <span className="font-mono">{p.points}</span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-ink-400" data-testid="sm-scoring">
        {say(scoring)}
      </p>
    </>
  );
}
