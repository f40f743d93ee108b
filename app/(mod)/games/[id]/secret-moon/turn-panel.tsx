"use client";
import type { PublicGame, SecretMoonModeratorView } from "@/lib/rulesets/secret-moon";
import { ROUNDS } from "@/lib/rulesets/secret-moon/roles";
import type { Commands } from "../use-game";
import { ActionPicker } from "./action-picker";
import type { ModGame, Namer } from "./model";

/** The heart of the panel: whose turn it is and what they do, or the next round to deal. */
export function TurnPanel({
  view,
  game,
  name,
  commands,
}: {
  view: SecretMoonModeratorView;
  /** The moderator's game, or only the public one while the host plays a seat. */
  game: ModGame | PublicGame;
  name: Namer;
  commands: Commands;
}) {
  if (view.phase === "between-rounds") {
    const next = game.round + 1;
    return (
      <section className="card space-y-3" aria-labelledby="sm-turn-heading">
        <h3 id="sm-turn-heading" className="font-semibold">
          {game.round === 0 ? "Cards are dealt" : `Round ${game.round} is over`}
        </h3>
        <p className="text-sm text-ink-300">
          {game.round === 0
            ? view.host
              ? "Everyone has looked at their character card on their own link. Do the eyes-closed count to five: the Princess and the Wanderer open their eyes. Then deal the turn-order cards."
              : "Everyone has looked at their character card. Do the eyes-closed count to five, then deal the turn-order cards."
            : `Shuffle the turn-order cards for round ${next} of ${ROUNDS}. Players who passed keep the card they reserved.`}
        </p>
        <button
          className="btn btn-primary"
          disabled={commands.busy}
          onClick={() => commands.send({ type: "secret-moon.start-round" })}
        >
          Deal round {next}&apos;s turn-order cards
        </button>
      </section>
    );
  }
  if (view.phase !== "turn" || !game.call) return null;
  const { call } = game;
  return (
    <section className="card space-y-4" aria-labelledby="sm-turn-heading">
      <div>
        <p className="label mb-0">
          Round {game.round} of {ROUNDS} · the call
        </p>
        <h3 id="sm-turn-heading" className="mt-1 text-2xl font-semibold text-moon-300" data-testid="sm-call">
          {call.skipped.map((n) => (
            <span key={n} className="mr-2 text-base font-normal text-ink-400 line-through decoration-ink-400/60">
              Number {n}?
            </span>
          ))}{" "}
          Number {call.number}? <span className="text-ink-100">{name(call.seatId)}</span>
        </h3>
        <p className="mt-1 text-sm text-ink-300">
          {name(call.seatId)} reveals and discards turn-order card {call.number}, then takes one action or passes.
        </p>
      </div>
      {"actions" in game ? (
        <ActionPicker
          key={`${game.number}-${game.round}-${call.number}`}
          game={game}
          actor={call.seatId}
          name={name}
          commands={commands}
        />
      ) : (
        <ul className="space-y-1 text-sm text-ink-200" data-testid="sm-host-progress">
          {(view.host?.progress ?? []).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
