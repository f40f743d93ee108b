"use client";
import type { PublicGame, SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import type { Commands } from "../use-game";
import { DealForm } from "./deal-form";
import { MatchResults } from "@/components/secret-moon/match-results";
import { END_REASON, SIDE_LABEL, SIDE_TEXT, type Namer } from "./model";

/** The game's result, with the button that deals the match's next game (or a new match). */
export function ResultPanel({
  view,
  game,
  name,
  seats,
  commands,
}: {
  view: SecretMoonModeratorView;
  game: PublicGame;
  name: Namer;
  seats: Array<{ id: string; name: string }>;
  commands: Commands;
}) {
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
        <button
          className="btn btn-primary"
          disabled={commands.busy}
          onClick={() => commands.send({ type: "secret-moon.deal" })}
        >
          Deal game {game.number + 1} of {match.matchLength}
        </button>
      ) : (
        <div className="border-t border-night-700 pt-3">
          <DealForm
            seats={seats}
            commands={commands}
            previous={view.options}
            previousHost={view.game?.hostSeat ?? null}
            title="The match is over: start a new match"
          />
        </div>
      )}
    </section>
  );
}

/** Each game's winners and every player's points. */
export function MatchTable({ view, name }: { view: SecretMoonModeratorView; name: Namer }) {
  const match = view.match!;
  return (
    <section className="card" aria-labelledby="sm-match-heading">
      <h3 id="sm-match-heading" className="mb-3 flex items-baseline gap-2 font-semibold">
        Match{" "}
        <span className="text-sm font-normal text-ink-400">
          {match.gamesPlayed} of {match.matchLength} games played
        </span>
      </h3>
      {match.games.length === 0 && (
        <p className="mb-3 text-sm text-ink-400">No game has ended yet. Each winner scores 1 point.</p>
      )}
      <MatchResults
        match={match}
        name={name}
        pointsColumns="sm:grid-cols-3"
        scoring={view.scoring}
        matchResult={view.matchResult}
      />
    </section>
  );
}
