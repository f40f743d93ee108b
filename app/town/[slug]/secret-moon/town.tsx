import type { PublicView } from "@/lib/game/views";
import type { SecretMoonPublicView } from "@/lib/rulesets/secret-moon";
import { ROUNDS } from "@/lib/rulesets/secret-moon/roles";
import { TownCards } from "./town-cards";
import { TownMatch } from "./town-match";
import { END_REASON, SIDE_LABEL, SIDE_TEXT, cardNamer, roleName, sideOf } from "@/components/secret-moon/labels";

/**
 * The public Secret Moon table, rendered on the server from the public view only: the call, the cards
 * with their public markers, the record and the match. No client JavaScript.
 */
export function SecretMoonTown({ view }: { view: PublicView }) {
  const rules = view.rules as SecretMoonPublicView;
  const name = cardNamer(view.seats);
  const game = rules.game;
  if (!game || !rules.match) {
    return (
      <section className="mt-8" aria-labelledby="sm-town-heading" data-testid="sm-town">
        <h2 id="sm-town-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
          Secret Moon
        </h2>
        <p className="text-ink-400">The moderator has not dealt the cards yet.</p>
      </section>
    );
  }
  const result = game.result;
  const log = game.log.map((l, i) => ({ ...l, i })).reverse();
  const status = result
    ? "game over"
    : game.round === 0
      ? "cards dealt, round 1 soon"
      : `round ${game.round} of ${ROUNDS}`;
  return (
    <section className="mt-8 space-y-6" aria-labelledby="sm-town-heading" data-testid="sm-town">
      <div>
        <h2 id="sm-town-heading" className="text-sm font-semibold tracking-wide text-ink-300 uppercase">
          Secret Moon
        </h2>
        <p className="mt-0.5 text-sm text-ink-400" data-testid="sm-town-status">
          Game {game.number} of {rules.match.matchLength} · {status}
        </p>
      </div>

      {result ? (
        <div className="rounded-xl border border-moon-500/50 bg-night-900 p-4" data-testid="sm-town-result">
          <p className={`text-xl font-semibold ${SIDE_TEXT[result.side]}`}>{SIDE_LABEL[result.side]} wins</p>
          <p className="mt-1 text-sm text-ink-200">
            Game {result.gameNumber} ended: {END_REASON[result.reason] ?? result.reason}.
            {result.voidedSide && ` ${SIDE_LABEL[result.voidedSide]} would have won, but the Thief is still free.`}
          </p>
          <p className="mt-1 text-sm text-ink-300">Winners: {result.winners.map(name).join(", ") || "no player"}</p>
        </div>
      ) : game.call ? (
        <div className="rounded-xl border border-moon-500/40 bg-night-900 p-4" data-testid="sm-town-call">
          <p className="text-xs font-semibold tracking-wide text-ink-400 uppercase">Now</p>
          <p className="mt-1 text-2xl font-semibold text-moon-300">
            Number {game.call.number}? <span className="text-ink-100">{name(game.call.seatId)}</span>
          </p>
          {game.call.skipped.length > 0 && (
            <p className="mt-1 text-sm text-ink-400">Nobody held {game.call.skipped.join(", ")}.</p>
          )}
        </div>
      ) : null}

      {game.announcement.length > 0 && (
        <div aria-labelledby="sm-town-latest" data-testid="sm-town-latest">
          <h3 id="sm-town-latest" className="mb-1 text-xs font-semibold tracking-wide text-ink-400 uppercase">
            Latest
          </h3>
          <div className="space-y-1 border-l-2 border-moon-500/60 pl-3 text-ink-100">
            {game.announcement.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        </div>
      )}

      {game.deal && (
        <div aria-labelledby="sm-town-deal-heading" data-testid="sm-town-deal">
          <h3 id="sm-town-deal-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
            The deal, revealed
          </h3>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            {game.deal.cards.map((c) => (
              <li key={c.cardId} className="flex justify-between gap-2 border-b border-night-800 py-0.5">
                <span className="truncate text-ink-200">{name(c.cardId)}</span>
                <span className={`font-semibold ${SIDE_TEXT[sideOf(c.role)]}`}>{roleName(c.role)}</span>
              </li>
            ))}
          </ul>
          {game.deal.removed && (
            <p className="mt-1 text-xs text-ink-400">
              Removed unseen before the deal: the {roleName(game.deal.removed)}.
            </p>
          )}
        </div>
      )}

      <TownCards game={game} name={name} />

      <div aria-labelledby="sm-town-log-heading">
        <h3 id="sm-town-log-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
          Game {game.number} record
        </h3>
        {log.length === 0 ? (
          <p className="text-sm text-ink-400">Nothing has happened yet.</p>
        ) : (
          <ol className="space-y-1.5 text-sm" data-testid="sm-town-log">
            {log.map((e) => {
              const separator = e.record.kind === "round-started" || e.record.kind === "round-ended";
              return (
                <li
                  key={e.i}
                  className={
                    separator
                      ? "pt-1 text-xs font-semibold text-ink-400"
                      : e.record.kind === "game-ended"
                        ? "font-semibold text-moon-300"
                        : "text-ink-200"
                  }
                >
                  {e.text}
                </li>
              );
            })}
          </ol>
        )}
      </div>

      <TownMatch match={rules.match} name={name} scoring={rules.scoring} matchResult={rules.matchResult} />
    </section>
  );
}
