"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/copy-button";
import { OutletsPanel } from "@/components/outlets/outlets-panel";
import { GameLanguage } from "./game-language";
import { CohostsPanel } from "./cohosts-panel";
import { inPlay, RulesetPanel } from "./ruleset-panel";
import { SaveStatus } from "./save-status";
import { SeatsPanel } from "./seats-panel";
import { TitleEditor } from "./title-editor";
import { useCommands, useGame, useUndoWhat } from "./use-game";
import { WarningDialog } from "./warning-dialog";

/**
 * The table games are run from a phone lying on the table: every target of their board is at least
 * 44 px (issue 29 part 2, measured by e2e/kemomimi-table.spec.ts and e2e/secret-moon-table.spec.ts):
 * buttons (the seats' drag handles too), fields, folds, the outlets' check boxes with their labels and
 * the town square's link.
 */
const TABLE_TARGETS =
  "[&_.btn]:min-h-11 [&_.input]:min-h-11 [&_select]:min-h-11 [&_summary]:min-h-11 [&_button]:min-h-11 [&_label:has(>input[type=checkbox])]:min-h-11 [&_label:has(>input[type=radio])]:inline-flex [&_label:has(>input[type=radio])]:min-h-11 [&_label:has(>input[type=radio])]:items-center";

/**
 * A game's screen: a compact header, the rule system's own table first, then the seats and co-hosts,
 * open before the deal and folded away once the game is in play.
 */
export function GameBoard({ gameId }: { gameId: string }) {
  const { data, isLoading, error } = useGame(gameId);
  const commands = useCommands(gameId);
  const t = useTranslations("board");
  const undoWhat = useUndoWhat();
  if (isLoading) return <p className="text-ink-300">{t("loading")}</p>;
  if (error || !data)
    return <p className="error-text">{t("loadFailed", { reason: (error as Error)?.message ?? "" })}</p>;
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
  // The table games are run from a phone lying on the table: every target there is at least 44 px.
  const atTable = view.rulesetId === "secret-moon" || view.rulesetId === "kemomimi-panic";
  return (
    <div className={`space-y-4 ${atTable ? TABLE_TARGETS : ""}`} data-testid="game-board">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-[1_1_16rem]">
          <TitleEditor title={view.title} commands={commands} />
          <p className="flex flex-wrap items-center gap-x-1 text-xs text-ink-400">
            <span>{t("meta", { ruleset: view.rulesetName, version: game.version })} ·</span>
            <span className={view.published ? "text-moon-300" : ""}>
              {view.published ? t("published") : t("draft")}
            </span>
            <span aria-hidden="true">·</span>
            <GameLanguage language={view.language ?? "en"} commands={commands} />
          </p>
        </div>
        <nav className="flex flex-wrap gap-1.5" aria-label={t("nav")}>
          <button
            className="btn min-h-11"
            disabled={!view.canUndo || commands.busy}
            onClick={() => commands.send({ type: "undo" }, false, t("undoHeading"))}
            title={view.canUndo ? t("undoWhat", { what: undoWhat(view.canUndo, view.seats) }) : t("nothingToUndo")}
            aria-keyshortcuts="Control+Z"
            aria-label={view.canUndo ? t("undoWhat", { what: undoWhat(view.canUndo, view.seats) }) : t("undo")}
            data-testid="undo"
          >
            <span aria-hidden="true">↶</span>{" "}
            {/* The whole name shown when it says whose step: a visible label that is its accessible name. */}
            {view.canUndo?.step ? (
              <span data-testid="undo-step">{t("undoWhat", { what: undoWhat(view.canUndo, view.seats) })}</span>
            ) : (
              t("undo")
            )}
          </button>
          {view.published ? (
            <button
              className="btn min-h-11"
              disabled={commands.busy}
              onClick={() => commands.send({ type: "game.unpublish" })}
            >
              {t("unpublish")}
            </button>
          ) : (
            <button
              className="btn btn-primary min-h-11"
              disabled={commands.busy}
              onClick={() => commands.send({ type: "game.publish" })}
            >
              {t("publish")}
            </button>
          )}
          <Link className="btn min-h-11" href={`/games/${gameId}/preview`}>
            {t("preview")}
          </Link>
          <a className="btn min-h-11" href={`/api/games/${gameId}/export`} download>
            {t("export")}
          </a>
        </nav>
      </header>
      <WarningDialog commands={commands} />
      <SaveStatus commands={commands} />

      {!playing && seatAdmin}
      <RulesetPanel game={game} commands={commands} />
      <OutletsPanel gameId={gameId} />

      {view.published && (
        <div className="card flex flex-wrap items-center gap-3">
          <span className="label mb-0">{t("townSquare")}</span>
          <Link
            href={game.publicUrl}
            className="min-h-11 min-w-0 flex-1 truncate font-mono text-sm leading-11 text-moon-300 hover:underline"
            target="_blank"
          >
            {publicUrl}
          </Link>
          <CopyButton text={publicUrl} label={t("copyLink")} />
        </div>
      )}
      {playing && (
        <details className="card" data-testid="seat-admin">
          <summary className="cursor-pointer font-semibold">
            {t("seatAdmin")}{" "}
            <span className="text-sm font-normal text-ink-400">{t("seatCount", { count: view.seats.length })}</span>
          </summary>
          <div className="mt-4">{seatAdmin}</div>
        </details>
      )}
    </div>
  );
}
