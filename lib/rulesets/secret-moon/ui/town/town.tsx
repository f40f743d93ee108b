import type { PublicView } from "@/lib/game/views";
import type { SecretMoonPublicView } from "@/lib/rulesets/secret-moon";
import { ROUNDS } from "@/lib/rulesets/secret-moon/roles";
import { renderer } from "@/lib/i18n/render";
import { TownCards } from "./town-cards";
import { TownMatch } from "./town-match";
import { SIDE_TEXT, sideOf, wordsFor } from "@/lib/rulesets/secret-moon/ui/shared/labels";

/**
 * The public Secret Moon table, rendered on the server from the public view only: the call, the cards
 * with their public markers, the record and the match. No client JavaScript. It speaks the game's
 * language, whoever reads it, in the edition's words.
 */
export function SecretMoonTown({ view }: { view: PublicView<SecretMoonPublicView> }) {
  const rules = view.rules;
  const words = wordsFor(renderer(view.language ?? "en"), view.seats);
  const { t, say, name } = words;
  const game = rules.game;
  if (!game || !rules.match) {
    return (
      <section className="mt-8" aria-labelledby="sm-town-heading" data-testid="sm-town">
        <h2 id="sm-town-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
          {t("town.title")}
        </h2>
        <p className="text-ink-400">{t("town.notDealt")}</p>
      </section>
    );
  }
  const result = game.result;
  const log = game.log.map((l, i) => ({ ...l, i })).reverse();
  const status = result
    ? t("town.statusOver")
    : game.round === 0
      ? t("town.statusDealt")
      : t("town.statusRound", { round: game.round, rounds: ROUNDS });
  return (
    <section className="mt-8 space-y-6" aria-labelledby="sm-town-heading" data-testid="sm-town">
      <div>
        <h2 id="sm-town-heading" className="text-sm font-semibold tracking-wide text-ink-300 uppercase">
          {t("town.title")}
        </h2>
        <p className="mt-0.5 text-sm text-ink-400" data-testid="sm-town-status">
          {t("town.gameOf", { number: game.number, length: rules.match.matchLength, status })}
        </p>
      </div>

      {result ? (
        <div className="rounded-xl border border-moon-500/50 bg-night-900 p-4" data-testid="sm-town-result">
          <p className={`text-xl font-semibold ${SIDE_TEXT[result.side]}`}>
            {t("town.sideWins", { side: words.side(result.side) })}
          </p>
          <p className="mt-1 text-sm text-ink-200">
            {t("town.ended", {
              number: result.gameNumber,
              reason: say({ key: `secretMoon.endReasons.${result.reason}` }),
            })}
            {result.voidedSide && ` ${t("town.voided", { side: words.side(result.voidedSide) })}`}
          </p>
          <p className="mt-1 text-sm text-ink-300">
            {t("town.winners", { names: words.list(result.winners.map(name)) || say({ key: "secretMoon.noPlayer" }) })}
          </p>
        </div>
      ) : game.call ? (
        <div className="rounded-xl border border-moon-500/40 bg-night-900 p-4" data-testid="sm-town-call">
          <p className="text-xs font-semibold tracking-wide text-ink-400 uppercase">{t("town.now")}</p>
          <p className="mt-1 text-2xl font-semibold text-moon-300">
            {t("town.number", { number: game.call.number })}{" "}
            <span className="text-ink-100">{name(game.call.seatId)}</span>
          </p>
          {game.call.skipped.length > 0 && (
            <p className="mt-1 text-sm text-ink-400">
              {t("town.nobodyHeld", { numbers: words.list(game.call.skipped.map(String)) })}
            </p>
          )}
          {game.call.captured.map((c) => (
            <p key={c.number} className="mt-1 text-sm text-ink-400" data-testid="sm-town-captured-skip">
              {t("town.capturedSkipped", { number: c.number, name: name(c.seatId) })}
            </p>
          ))}
        </div>
      ) : null}

      {game.announcement.length > 0 && (
        <div aria-labelledby="sm-town-latest" data-testid="sm-town-latest">
          <h3 id="sm-town-latest" className="mb-1 text-xs font-semibold tracking-wide text-ink-400 uppercase">
            {t("town.latest")}
          </h3>
          <div className="space-y-1 border-l-2 border-moon-500/60 pl-3 text-ink-100">
            {game.announcement.map((line, i) => (
              <p key={i}>{say(line)}</p>
            ))}
          </div>
        </div>
      )}

      {game.deal && (
        <div aria-labelledby="sm-town-deal-heading" data-testid="sm-town-deal">
          <h3 id="sm-town-deal-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
            {t("town.deal")}
          </h3>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            {game.deal.cards.map((c) => (
              <li key={c.cardId} className="flex justify-between gap-2 border-b border-night-800 py-0.5">
                <span className="truncate text-ink-200">{name(c.cardId)}</span>
                <span className={`shrink-0 font-semibold ${SIDE_TEXT[sideOf(c.role)]}`}>{words.role(c.role)}</span>
              </li>
            ))}
          </ul>
          {game.deal.removed && (
            <p className="mt-1 text-xs text-ink-400">{t("town.removed", { role: words.role(game.deal.removed) })}</p>
          )}
        </div>
      )}

      <TownCards game={game} words={words} />

      <div aria-labelledby="sm-town-log-heading">
        <h3 id="sm-town-log-heading" className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
          {t("town.record", { number: game.number })}
        </h3>
        {log.length === 0 ? (
          <p className="text-sm text-ink-400">{t("town.nothingYet")}</p>
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
                  {say(e.text)}
                </li>
              );
            })}
          </ol>
        )}
      </div>

      <TownMatch match={rules.match} words={words} scoring={rules.scoring} matchResult={rules.matchResult} />
    </section>
  );
}
