"use client";
import Link from "next/link";
import { CopyButton } from "@/components/copy-button";
import { CohostsPanel } from "./cohosts-panel";
import { inPlay, RulesetPanel } from "./ruleset-panel";
import { SaveStatus } from "./save-status";
import { SeatsPanel } from "./seats-panel";
import { TitleEditor } from "./title-editor";
import { describeEventType, useCommands, useGame } from "./use-game";
import { WarningDialog } from "./warning-dialog";

/**
 * A game's screen: a compact header, the rule system's own table first, then the seats and co-hosts,
 * open before the deal and folded away once the game is in play.
 */
export function GameBoard({ gameId }: { gameId: string }) {
  const { data, isLoading, error } = useGame(gameId);
  const commands = useCommands(gameId);
  if (isLoading) return <p className="text-ink-300">Loading the game…</p>;
  if (error || !data) return <p className="error-text">Could not load the game: {(error as Error)?.message}</p>;
  const { game } = data;
  const { view } = game;
  const playing = inPlay(game);
  const publicUrl =
    typeof window === "undefined" ? game.publicUrl : new URL(game.publicUrl, window.location.origin).toString();
  const seatAdmin = (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px] [&>*]:min-w-0">
      <SeatsPanel gameId={gameId} seats={view.seats} commands={commands} />
      <CohostsPanel gameId={gameId} members={game.members} isHost={game.role === "host"} />
    </div>
  );
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-[1_1_16rem]">
          <TitleEditor title={view.title} commands={commands} />
          <p className="text-xs text-ink-400">
            {view.rulesetName} · version {game.version} ·{" "}
            <span className={view.published ? "text-moon-300" : ""}>
              {view.published ? "published" : "draft, not public yet"}
            </span>
          </p>
        </div>
        <nav className="flex flex-wrap gap-1.5" aria-label="Game">
          <button
            className="btn min-h-9"
            disabled={!view.canUndo || commands.busy}
            onClick={() => commands.send({ type: "undo" })}
            title={view.canUndo ? `Undo: ${describeEventType(view.canUndo.type)}` : "Nothing to undo"}
            aria-keyshortcuts="Control+Z"
            aria-label={view.canUndo ? `Undo: ${describeEventType(view.canUndo.type)}` : "Undo"}
          >
            ↶ Undo
          </button>
          {view.published ? (
            <button
              className="btn min-h-9"
              disabled={commands.busy}
              onClick={() => commands.send({ type: "game.unpublish" })}
            >
              Unpublish
            </button>
          ) : (
            <button
              className="btn btn-primary min-h-9"
              disabled={commands.busy}
              onClick={() => commands.send({ type: "game.publish" })}
            >
              Publish
            </button>
          )}
          <Link className="btn min-h-9" href={`/games/${gameId}/preview`}>
            Preview
          </Link>
          <a className="btn min-h-9" href={`/api/games/${gameId}/export`} download>
            Export
          </a>
        </nav>
      </header>
      <WarningDialog commands={commands} />
      <SaveStatus commands={commands} />

      {!playing && seatAdmin}
      <RulesetPanel game={game} commands={commands} />

      {view.published && (
        <div className="card flex flex-wrap items-center gap-3">
          <span className="label mb-0">Town square</span>
          <Link
            href={game.publicUrl}
            className="min-w-0 flex-1 truncate font-mono text-sm text-moon-300 hover:underline"
            target="_blank"
          >
            {publicUrl}
          </Link>
          <CopyButton text={publicUrl} label="Copy link" />
        </div>
      )}
      {playing && (
        <details className="card" data-testid="seat-admin">
          <summary className="cursor-pointer font-semibold">
            Seats and co-hosts <span className="text-sm font-normal text-ink-400">({view.seats.length} seats)</span>
          </summary>
          <div className="mt-4">{seatAdmin}</div>
        </details>
      )}
    </div>
  );
}
