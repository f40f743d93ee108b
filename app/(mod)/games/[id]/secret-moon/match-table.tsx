"use client";
import type { SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import type { Commands } from "../use-game";
import { DealForm } from "./deal-form";
import { END_REASON, SIDE_LABEL, SIDE_TEXT, type ModGame, type Namer } from "./model";

/** The game's result, with the button that deals the match's next game (or a new match). */
export function ResultPanel({ view, game, name, seatCount, commands }: { view: SecretMoonModeratorView; game: ModGame; name: Namer; seatCount: number; commands: Commands }) {
  const result = game.result;
  if (!result || !view.match) return null;
  const { match } = view;
  return (
    <section className="card space-y-3 border-moon-500/50" aria-labelledby="sm-result-heading" data-testid="sm-result">
      <p className="label mb-0">
        Game {result.gameNumber} of {match.matchLength} · result
      </p>
      <h3 id="sm-result-heading" className={`text-2xl font-semibold ${SIDE_TEXT[result.side]}`}>
        {SIDE_LABEL[result.side]} wins
      </h3>
      <p className="text-sm text-ink-200">
        The game ends because {END_REASON[result.reason] ?? result.reason}.
        {result.voidedSide && ` ${SIDE_LABEL[result.voidedSide]} would have won, but the Thief is still free.`}
      </p>
      <p className="text-sm">
        <span className="text-ink-400">Winners: </span>
        {result.winners.length ? result.winners.map(name).join(", ") : "no player"}
      </p>
      {view.phase === "game-over" ? (
        <button className="btn btn-primary" disabled={commands.busy} onClick={() => commands.send({ type: "secret-moon.deal" })}>
          Deal game {game.number + 1} of {match.matchLength}
        </button>
      ) : (
        <div className="border-t border-night-700 pt-3">
          <DealForm seatCount={seatCount} commands={commands} previous={view.options} title="The match is over: start a new match" />
        </div>
      )}
    </section>
  );
}

/** Each game's winners and every player's points. */
export function MatchTable({ match, name }: { match: NonNullable<SecretMoonModeratorView["match"]>; name: Namer }) {
  const points = [...match.points].sort((a, b) => b.points - a.points);
  return (
    <section className="card" aria-labelledby="sm-match-heading">
      <h3 id="sm-match-heading" className="mb-3 flex items-baseline gap-2 font-semibold">
        Match <span className="text-sm font-normal text-ink-400">{match.gamesPlayed} of {match.matchLength} games played</span>
      </h3>
      {match.games.length === 0 ? (
        <p className="text-sm text-ink-400">No game has ended yet. Each winner scores 1 point.</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="sm-match-games">
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
      <h4 className="label mt-4">Points</h4>
      <ol className="grid grid-cols-2 gap-1 text-sm sm:grid-cols-3" data-testid="sm-points">
        {points.map((p) => (
          <li key={p.seatId} className={`flex justify-between rounded px-2 py-1 ${match.leaders.includes(p.seatId) ? "bg-moon-400/10 text-moon-300" : "bg-night-850 text-ink-200"}`}>
            <span className="truncate">{name(p.seatId)}</span>
            <span className="font-mono">{p.points}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
