"use client";
import type { PublicGame, SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import { ROUNDS } from "@/lib/rulesets/secret-moon/roles";
import type { Commands } from "@/components/game/use-game";
import { ActionPicker } from "./action-picker";
import type { ModGame, Words } from "./model";

/** The heart of the panel: whose turn it is and what they do, or the next round to deal. */
export function TurnPanel({
  view,
  game,
  words,
  commands,
}: {
  view: SecretMoonModeratorView;
  /** The moderator's game, or only the public one while the host plays a seat. */
  game: ModGame | PublicGame;
  words: Words;
  commands: Commands;
}) {
  const { t, say, name } = words;
  if (view.phase === "between-rounds") {
    const next = game.round + 1;
    return (
      <section className="card space-y-3" aria-labelledby="sm-turn-heading">
        <h3 id="sm-turn-heading" className="font-semibold">
          {game.round === 0 ? t("panel.dealtHeading") : t("panel.roundOverHeading", { round: game.round })}
        </h3>
        <p className="text-sm text-ink-300">
          {game.round === 0
            ? view.host
              ? t("panel.dealtHost")
              : t("panel.dealt")
            : t("panel.shuffle", { round: next, rounds: ROUNDS })}
        </p>
        <button
          className="btn btn-primary"
          disabled={commands.busy}
          onClick={() => commands.send({ type: "secret-moon.start-round" })}
        >
          {t("panel.dealRound", { round: next })}
        </button>
      </section>
    );
  }
  if (view.phase !== "turn" || !game.call) return null;
  const { call } = game;
  const moderated = "actions" in game ? game : null;
  return (
    <section className="card space-y-4" aria-labelledby="sm-turn-heading">
      <div>
        <p className="label mb-0">{t("panel.theCall", { round: game.round, rounds: ROUNDS })}</p>
        <h3 id="sm-turn-heading" className="mt-1 text-2xl font-semibold text-moon-300" data-testid="sm-call">
          {call.skipped.map((n) => (
            <span key={n} className="mr-2 text-base font-normal text-ink-400 line-through decoration-ink-400/60">
              {t("panel.number", { number: n })}
            </span>
          ))}
          {call.captured.map((c) => (
            <span key={`c${c.number}`} className="mr-2 text-base font-normal text-ink-400">
              {t("panel.capturedSkipped", { number: c.number, name: name(c.seatId) })}
            </span>
          ))}{" "}
          {t("panel.number", { number: call.number })} <span className="text-ink-100">{name(call.seatId)}</span>
        </h3>
        <p className="mt-1 text-sm text-ink-300">
          {t("panel.revealsAndActs", { name: name(call.seatId), number: call.number })}
        </p>
      </div>
      {moderated ? (
        <ActionPicker
          key={`${game.number}-${game.round}-${call.number}`}
          game={moderated}
          actor={call.seatId}
          words={words}
          commands={commands}
        />
      ) : (
        <ul className="space-y-1 text-sm text-ink-200" data-testid="sm-host-progress">
          {(view.host?.progress ?? []).map(say).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
