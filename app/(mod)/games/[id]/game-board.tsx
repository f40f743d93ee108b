"use client";
import Link from "next/link";
import { describeEventType, useCommands, useGame } from "./use-game";
import { SeatsPanel } from "./seats-panel";
import { CohostsPanel } from "./cohosts-panel";
import { WarningDialog } from "./warning-dialog";
import { TitleEditor } from "./title-editor";
import { CopyButton } from "@/components/copy-button";
import { RulesetPanel } from "./ruleset-panel";

export function GameBoard({ gameId }: { gameId: string }) {
  const { data, isLoading, error } = useGame(gameId);
  const commands = useCommands(gameId);
  if (isLoading) return <p className="text-ink-300">Loading the game…</p>;
  if (error || !data) return <p className="error-text">Could not load the game: {(error as Error)?.message}</p>;
  const { game } = data;
  const { view } = game;
  const publicUrl =
    typeof window === "undefined" ? game.publicUrl : new URL(game.publicUrl, window.location.origin).toString();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <TitleEditor title={view.title} commands={commands} />
          <p className="mt-1 text-sm text-ink-400">
            {view.rulesetName} · version {game.version} ·{" "}
            <span className={view.published ? "text-moon-300" : ""}>
              {view.published ? "published" : "draft, not public yet"}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            className="btn"
            disabled={!view.canUndo || commands.busy}
            onClick={() => commands.send({ type: "undo" })}
            title="Undo the last action"
            aria-keyshortcuts="Control+Z"
          >
            ↶ Undo{view.canUndo ? `: ${describeEventType(view.canUndo.type)}` : ""}
          </button>
          {view.published ? (
            <button className="btn" disabled={commands.busy} onClick={() => commands.send({ type: "game.unpublish" })}>
              Unpublish
            </button>
          ) : (
            <button
              className="btn btn-primary"
              disabled={commands.busy}
              onClick={() => commands.send({ type: "game.publish" })}
            >
              Publish
            </button>
          )}
          <Link className="btn" href={`/games/${gameId}/preview`}>
            Preview
          </Link>
          <a className="btn" href={`/api/games/${gameId}/export`} download>
            Export
          </a>
        </div>
      </div>

      {commands.error && (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-md border border-blood-500/50 bg-blood-500/10 px-3 py-2 text-sm text-blood-400"
        >
          {commands.error}
          <button
            className="ml-auto text-ink-300 hover:text-ink-100"
            onClick={commands.clearError}
            aria-label="Dismiss"
          >
            ✕
          </button>
        </div>
      )}
      <WarningDialog commands={commands} />

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

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px] [&>*]:min-w-0">
        <SeatsPanel gameId={gameId} seats={view.seats} commands={commands} />
        <CohostsPanel gameId={gameId} members={game.members} isHost={game.role === "host"} />
      </div>

      <RulesetPanel game={game} commands={commands} />
    </div>
  );
}
