"use client";
import type { PublicGame, SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import type { Commands } from "@/components/game/use-game";
import { DealForm } from "./deal-form";
import { MatchResults } from "@/lib/rulesets/secret-moon/ui/shared/match-results";
import { SIDE_TEXT, type Words } from "./model";

/** The game's result, with the button that deals the match's next game (or a new match). */
export function ResultPanel({
  view,
  game,
  words,
  seats,
  commands,
}: {
  view: SecretMoonModeratorView;
  game: PublicGame;
  words: Words;
  seats: Array<{ id: string; name: string }>;
  commands: Commands;
}) {
  const { t, say, name } = words;
  const result = game.result;
  if (!result || !view.match) return null;
  const { match } = view;
  return (
    <section className="card space-y-3 border-moon-500/50" aria-labelledby="sm-result-heading" data-testid="sm-result">
      <p className="label mb-0">{t("panel.resultLabel", { number: result.gameNumber, length: match.matchLength })}</p>
      <h3 id="sm-result-heading" className={`text-2xl font-semibold ${SIDE_TEXT[result.side]}`}>
        {t("panel.sideWins", { side: words.side(result.side) })}
      </h3>
      <p className="text-sm text-ink-200">
        {t("panel.endsBecause", { reason: say({ key: `secretMoon.endReasons.${result.reason}` }) })}
        {result.voidedSide && ` ${t("panel.voided", { side: words.side(result.voidedSide) })}`}
      </p>
      <p className="text-sm">
        <span className="text-ink-400">{t("panel.winners")} </span>
        {result.winners.length ? words.list(result.winners.map(name)) : t("noPlayer")}
      </p>
      {view.phase === "game-over" ? (
        <button
          className="btn btn-primary"
          disabled={commands.busy}
          onClick={() => commands.send({ type: "secret-moon.deal" })}
        >
          {t("panel.dealNext", { number: game.number + 1, length: match.matchLength })}
        </button>
      ) : (
        <div className="border-t border-night-700 pt-3">
          <DealForm
            seats={seats}
            commands={commands}
            previous={view.options}
            previousHost={view.game?.hostSeat ?? null}
            title={t("panel.newMatch")}
            words={words}
          />
        </div>
      )}
    </section>
  );
}

/** Each game's winners and every player's points. */
export function MatchTable({ view, words }: { view: SecretMoonModeratorView; words: Words }) {
  const { t } = words;
  const match = view.match!;
  return (
    <section className="card" aria-labelledby="sm-match-heading">
      <h3 id="sm-match-heading" className="mb-3 flex items-baseline gap-2 font-semibold">
        {t("panel.match")}{" "}
        <span className="text-sm font-normal text-ink-400">
          {t("panel.gamesPlayed", { played: match.gamesPlayed, length: match.matchLength })}
        </span>
      </h3>
      {match.games.length === 0 && <p className="mb-3 text-sm text-ink-400">{t("panel.noGameEnded")}</p>}
      <MatchResults
        match={match}
        words={words}
        pointsColumns="sm:grid-cols-3"
        scoring={view.scoring}
        matchResult={view.matchResult}
      />
    </section>
  );
}
