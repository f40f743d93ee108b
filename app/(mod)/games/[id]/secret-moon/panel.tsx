"use client";
import type { SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import { ROUNDS } from "@/lib/rulesets/secret-moon/roles";
import { TownCards } from "@/app/town/[slug]/secret-moon/town-cards";
import type { RulesetPanelProps } from "../panel-props";
import { CardTable } from "./card-table";
import { DealForm } from "./deal-form";
import { GameLog } from "./game-log";
import { HostSeat } from "./host-seat";
import { MatchTable, ResultPanel } from "./match-table";
import { cardNamer } from "./model";
import { PostBox } from "./post-box";
import { ThreadPosts } from "./thread-posts";
import { TurnPanel } from "./turn-panel";

/**
 * The Secret Moon moderator: deal, run each round's turns, post what happened, keep the match score.
 * While the host plays a seat, only the flow and the public table: no card but their own.
 */
export function SecretMoonPanel({ game, commands }: RulesetPanelProps) {
  const view = game.view.rules as SecretMoonModeratorView;
  const seats = game.view.seats;
  const name = cardNamer(seats);
  const g = view.game ?? view.host?.game ?? null;

  if (!g || !view.match) {
    return (
      <section className="card space-y-4" aria-labelledby="sm-heading" data-testid="secret-moon-panel">
        <h2 id="sm-heading" className="text-lg font-semibold">
          Secret Moon
        </h2>
        <DealForm seats={seats} commands={commands} previous={view.options} />
      </section>
    );
  }

  const status = g.result ? "game over" : g.round === 0 ? "dealt, before round 1" : `round ${g.round} of ${ROUNDS}`;
  const playedBy = view.host?.seatId ?? view.game?.hostSeat ?? null;
  return (
    <section className="space-y-4" aria-labelledby="sm-heading" data-testid="secret-moon-panel">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="sm-heading" className="text-lg font-semibold">
          Secret Moon
        </h2>
        <p className="text-sm text-ink-300" data-testid="sm-status">
          Game {g.number} of {view.match.matchLength} · {status}
          {view.options?.thief ? " · with the Thief" : ""}
          {playedBy ? ` · you play ${name(playedBy)}` : ""}
        </p>
        {!g.result && (
          <button
            className="btn btn-ghost ml-auto px-2 text-xs text-ink-400"
            disabled={commands.busy}
            onClick={() => commands.send({ type: "secret-moon.deal" })}
            title="Abandon this game and deal it again (asks to confirm)"
          >
            Redeal game {g.number}
          </button>
        )}
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          <ResultPanel view={view} game={g} name={name} seats={seats} commands={commands} />
          <TurnPanel view={view} game={view.game ?? g} name={name} commands={commands} />
          <PostBox game={g} hints={view.hints} />
          <ThreadPosts view={view} game={g} name={name} />
        </div>
        <div className="space-y-4">
          {view.game ? (
            <CardTable game={view.game} name={name} commands={commands} />
          ) : (
            <>
              {view.host && <HostSeat host={view.host} name={name} />}
              <section className="card" data-testid="sm-host-table">
                <TownCards game={g} name={name} />
              </section>
            </>
          )}
          <MatchTable view={view} name={name} />
        </div>
      </div>
      <GameLog game={g} />
    </section>
  );
}
