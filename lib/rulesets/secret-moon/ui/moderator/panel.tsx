"use client";
import type { SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import { ROUNDS } from "@/lib/rulesets/secret-moon/roles";
import { TownCards } from "@/lib/rulesets/secret-moon/ui/town/town-cards";
import type { RulesetPanelProps } from "@/components/game/panel-props";
import { TableLinks } from "@/components/game/table-links";
import { CardTable } from "./card-table";
import { DealForm } from "./deal-form";
import { GameLog } from "./game-log";
import { HostSeat } from "./host-seat";
import { MatchTable, ResultPanel } from "./match-table";
import { useWords } from "./model";
import { PostBox } from "./post-box";
import { ThreadPosts } from "./thread-posts";
import { TurnPanel } from "./turn-panel";

/**
 * The Secret Moon moderator: deal, run each round's turns, post what happened, keep the match score.
 * While the host plays a seat, only the flow and the public table: no card but their own.
 */
export function SecretMoonPanel({ game, commands }: RulesetPanelProps<SecretMoonModeratorView>) {
  const view = game.view.rules;
  const seats = game.view.seats;
  const words = useWords(seats);
  const { t, name } = words;
  const g = view.game ?? view.host?.game ?? null;

  if (!g || !view.match) {
    return (
      <div className="space-y-4">
        <TableLinks gameId={game.id} seats={seats} dealt={false} />
        <section className="card space-y-4" aria-labelledby="sm-heading" data-testid="secret-moon-panel">
          <h2 id="sm-heading" className="text-lg font-semibold">
            {t("town.title")}
          </h2>
          <DealForm seats={seats} commands={commands} previous={view.options} words={words} />
        </section>
      </div>
    );
  }

  const status = g.result
    ? t("panel.statusOver")
    : g.round === 0
      ? t("panel.statusDealt")
      : t("panel.statusRound", { round: g.round, rounds: ROUNDS });
  const playedBy = view.host?.seatId ?? view.game?.hostSeat ?? null;
  return (
    <section className="space-y-4" aria-labelledby="sm-heading" data-testid="secret-moon-panel">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="sm-heading" className="text-lg font-semibold">
          {t("town.title")}
        </h2>
        <p className="text-sm text-ink-300" data-testid="sm-status">
          {t("panel.status", { number: g.number, length: view.match.matchLength, status })}
          {view.options?.thief ? t("panel.withThief") : ""}
          {playedBy ? t("panel.youPlay", { name: name(playedBy) }) : ""}
        </p>
        {!g.result && (
          <button
            className="btn btn-ghost ml-auto px-2 text-xs text-ink-400"
            disabled={commands.busy}
            onClick={() => commands.send({ type: "secret-moon.deal" }, false, t("panel.redealHeading"))}
            title={t("panel.redealTitle")}
          >
            {t("panel.redeal", { number: g.number })}
          </button>
        )}
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <ResultPanel view={view} game={g} words={words} seats={seats} commands={commands} />
          <TurnPanel view={view} game={view.game ?? g} words={words} commands={commands} />
          <PostBox game={g} hints={view.hints} words={words} />
          <ThreadPosts view={view} game={g} seats={seats} language={game.view.language} />
        </div>
        <div className="space-y-4">
          {view.game ? (
            <CardTable game={view.game} words={words} commands={commands} />
          ) : (
            <>
              {view.host && <HostSeat host={view.host} words={words} />}
              <section className="card" data-testid="sm-host-table">
                <TownCards game={g} words={words} />
              </section>
            </>
          )}
          <MatchTable view={view} words={words} />
        </div>
      </div>
      <TableLinks gameId={game.id} seats={seats} dealt />
      <GameLog game={g} words={words} />
    </section>
  );
}
