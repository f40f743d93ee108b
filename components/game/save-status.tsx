"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import type { Commands } from "./use-game";

/**
 * What happened to the last write, in a corner that never moves the page: saving, saved (or what an
 * undo reverted), or failed with the reason and a retry.
 */
export function SaveStatus({ commands }: { commands: Commands }) {
  const t = useTranslations("saveStatus");
  const s = commands.saved;
  const { dismissSaved } = commands;
  const at = s.state === "saved" ? s.at : null;
  const undone = s.state === "saved" ? s.undone : undefined;
  useEffect(() => {
    if (at === null) return;
    const t = setTimeout(dismissSaved, undone ? 6000 : 2000);
    return () => clearTimeout(t);
  }, [at, undone, dismissSaved]);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-3 z-40 flex justify-center px-3 sm:justify-end">
      <div role="status" aria-live="polite" className="pointer-events-auto" data-testid="save-status">
        {s.state === "saving" && (
          <p className="rounded-full bg-night-800 px-3 py-1.5 text-sm text-ink-300 shadow">{t("saving")}</p>
        )}
        {s.state === "saved" && (
          <p className="rounded-full bg-night-800 px-3 py-1.5 text-sm text-good-300 shadow">
            {s.undone ? t("undone", { what: s.undone }) : t("saved")}
          </p>
        )}
        {s.state === "failed" && (
          <div className="flex max-w-md flex-wrap items-center gap-2 rounded-lg border border-blood-500/60 bg-night-900 px-3 py-2 text-sm text-blood-400 shadow-xl">
            <span className="min-w-0 flex-1">{t("failed", { reason: s.message })}</span>
            <button type="button" className="btn min-h-9" onClick={s.retry}>
              {t("retry")}
            </button>
            <button type="button" className="btn btn-ghost min-h-9" onClick={dismissSaved} aria-label={t("dismiss")}>
              ✕
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
